/**
 * Live reads behind a dynamic import: they serve only signed-in screens, so public pages need not
 * download them. Each watch returns its unsubscribe at once, as the port promises, and opens the
 * real listener when the module has arrived (or never, if unsubscribed first).
 */
import { onFirstUse } from '../lazy/on-first-use';
import type { Live, LiveReads, Unsubscribe } from './port';

type WatchName = Exclude<keyof LiveReads, 'listSkins' | 'listAllSkins' | 'listBusinessHours'>;

export function lazyLiveReads(load: () => Promise<LiveReads>): LiveReads {
  const module = onFirstUse(load);

  function deferred<N extends WatchName>(name: N): LiveReads[N] {
    const watch = (...args: unknown[]): Unsubscribe => {
      let stop: Unsubscribe | null = null;
      let cancelled = false;
      const live = args[args.length - 1] as Live<unknown>;
      module().then(
        (reads) => {
          if (cancelled) return;
          const real = reads[name] as (...inner: unknown[]) => Unsubscribe;
          stop = real(...args);
        },
        (error: unknown) => {
          if (!cancelled) live.error(error instanceof Error ? error : new Error(String(error)));
        },
      );
      return () => {
        cancelled = true;
        stop?.();
      };
    };
    return watch;
  }

  return {
    listSkins: async (uid) => (await module()).listSkins(uid),
    listAllSkins: async () => (await module()).listAllSkins(),
    watchContacts: deferred('watchContacts'),
    watchConversations: deferred('watchConversations'),
    watchChat: deferred('watchChat'),
    watchUsers: deferred('watchUsers'),
    watchReports: deferred('watchReports'),
    watchAccessLog: deferred('watchAccessLog'),
    watchUnseenAccessCount: deferred('watchUnseenAccessCount'),
    watchStats: deferred('watchStats'),
    watchOutbox: deferred('watchOutbox'),
    watchConversationMail: deferred('watchConversationMail'),
    watchSkinVisits: deferred('watchSkinVisits'),
    listBusinessHours: async () => (await module()).listBusinessHours(),
    watchQuickReplies: deferred('watchQuickReplies'),
    watchLeads: deferred('watchLeads'),
    watchLead: deferred('watchLead'),
    watchBookings: deferred('watchBookings'),
    watchAgendaFeed: deferred('watchAgendaFeed'),
    watchPendingTestimonials: deferred('watchPendingTestimonials'),
  };
}
