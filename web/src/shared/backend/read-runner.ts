/**
 * The port's live reads, built once from the domain's declarations (LIVE_READS): an adapter only
 * says how to run a declared read, once or live (ReadRunner); which query, who may make it and how
 * a document becomes a row are the declaration's.
 */
import { LIVE_READS, type EntityCollection, type LiveRead } from '@lab/domain/store';
import type { Live, LiveReads, Unsubscribe } from './port';

export interface ReadRunner {
  get<A, C extends EntityCollection, R>(read: LiveRead<A, C, R>, args: A): Promise<R[]>;
  watch<A, C extends EntityCollection, R>(read: LiveRead<A, C, R>, args: A, live: Live<R[]>): Unsubscribe;
}

export function liveReadsOver(runner: ReadRunner): LiveReads {
  return {
    listSkins: (uid) => runner.get(LIVE_READS.skins, { uid }),
    listAllSkins: () => runner.get(LIVE_READS.allSkins, {}),
    watchContacts: (scope, live) => runner.watch(LIVE_READS.contacts, scope, live),
    watchConversations: (contactId, live) => runner.watch(LIVE_READS.conversations, { contactId }, live),
    watchChat: (contactId, conversationId, live) => runner.watch(LIVE_READS.chat, { contactId, conversationId }, live),
    watchUsers: (live) => runner.watch(LIVE_READS.users, {}, live),
    watchReports: (live) => runner.watch(LIVE_READS.reports, {}, live),
    watchAccessLog: (live) => runner.watch(LIVE_READS.accessLog, {}, live),
    watchUnseenAccessCount: (live) =>
      runner.watch(LIVE_READS.unseenAccesses, {}, { next: (ids) => live.next(ids.length), error: live.error }),
    watchStats: (sinceDay, live) => runner.watch(LIVE_READS.stats, { sinceDay }, live),
    watchOutbox: (live) => runner.watch(LIVE_READS.outbox, {}, live),
    watchConversationMail: (contactId, conversationId, live) =>
      runner.watch(LIVE_READS.conversationMail, { contactId, conversationId }, live),
    watchSkinVisits: (args, live) => runner.watch(LIVE_READS.skinVisits, args, live),
    // Business hours.
    listBusinessHours: () => runner.get(LIVE_READS.businessHours, {}),
    watchQuickReplies: (uid, live) => runner.watch(LIVE_READS.quickReplies, { uid }, live),
    watchLeads: (args, live) => runner.watch(LIVE_READS.leads, args, live),
    watchLead: (args, live) =>
      runner.watch(LIVE_READS.lead, args, { next: (rows) => live.next(rows[0] ?? null), error: live.error }),
    // The agenda.
    watchBookings: (args, live) => runner.watch(LIVE_READS.bookings, args, live),
    watchAgendaFeed: (uid, live) =>
      runner.watch(LIVE_READS.agendaFeed, { uid }, { next: (rows) => live.next(rows[0] ?? null), error: live.error }),
    // Depoimentos.
    watchPendingTestimonials: (args, live) => runner.watch(LIVE_READS.pendingTestimonials, args, live),
  };
}
