/**
 * What a message brings after it is written: the inbox's e-mail notice and the push. The message's
 * transaction only leaves a pending notice under its conversation; this settles it, on Firebase from
 * a Firestore trigger on that document (retried on failure, so at least once), on the memory store
 * from a drain after each command. The notice is decided once and its plan recorded on it; each
 * notice's e-mail is keyed by its message and the pending notice is deleted with it, so a second run
 * neither decides again nor sends anything twice.
 */
import { SITE_OWNER_SKIN } from '../../kernel/constants';
import { sha256Hex } from '../../kernel/sha256';
import type { NoticeRef, PendingNotice } from '../store/notice-port';
import type { HandlerDeps } from '../../handlers/handler-types';
import { inboxAddresses, inboxNoticeMail, noticeMailRules } from './inbox-mail';
import { deliverPush } from './message-push';
import { isInboxNotice, sendAutomaticAnswer } from './automatic-answer';
import { hoursHold, nextOpening, type AtendimentoDoc } from '../../business-hours';

/** The notice e-mail's id: one per message, whichever run queues it. */
export function noticeMailId(ref: NoticeRef): string {
  return `aviso-${sha256Hex(`${ref.idContato}/${ref.idConversa}/${ref.idAviso}`)}`;
}

/** The site's owners, whom its own inbox alerts; a lookup that fails alerts nobody by push, never loses the message. */
async function ownersOf(deps: HandlerDeps, pending: PendingNotice): Promise<string[]> {
  if (pending.recipient.chave !== SITE_OWNER_SKIN) return [];
  try {
    return await deps.accounts.ownerUids();
  } catch (error) {
    deps.logger?.error('the owners could not be read; the message goes without their push', { error: String(error) });
    return [];
  }
}

/**
 * Settles one message's notices: reads from Auth what the decision needs (the owners, the inbox's
 * addresses), lets the Store decide in one transaction (decideNotice, which records the plan), then
 * carries the plan out: the e-mail queued and the notice deleted in a second transaction, then the
 * push. A notice decided by an earlier run is carried out as it was decided. Nothing pending (carried
 * out before, conversation deleted) does nothing. A failed Store call rejects, and the trigger runs
 * again; a failed lookup or push is logged and the message stands without it.
 */
export async function sendMessageNotices(deps: HandlerDeps, ref: NoticeRef): Promise<void> {
  const pending = await deps.store.pendingNotice(ref);
  if (!pending) return;
  // Business hours: the automatic answer first (once, whatever runs again), then whether her notice waits.
  const hours = isInboxNotice(pending) && !pending.adiado ? await deps.store.businessHoursOf(pending.recipient.chave) : null;
  if (hours && !pending.plan) await sendAutomaticAnswer(deps, ref, pending, hours);
  const decided = await deps.store.decideNotice({
    ref,
    owners: pending.plan ? [] : await ownersOf(deps, pending),
    addresses: pending.email && !pending.plan ? await inboxAddresses(deps, pending.recipient) : [],
    mail: noticeMailRules(pending),
    quietUntil: hours ? quietUntil(hours, deps.now()) : null,
  });
  if (decided.status === 'gone' || decided.status === 'deferred') return;
  const to = decided.plan.mail?.to;
  const mail = to ? { id: noticeMailId(ref), doc: inboxNoticeMail(deps.siteUrl, ref, pending, to) } : null;
  const done = await deps.store.carryOutNotice({ ref, mail });
  if (done.status === 'done' && done.plan.push) {
    const message = { idContato: ref.idContato, idConversa: ref.idConversa, assunto: pending.assunto };
    await deliverPush(deps, done.plan.push.devices, { ...message, remetente: pending.sender.nome, mensagem: pending.mensagem });
  }
}

/** When her hours open, if she asked her notices to wait for them and they are closed at `now`; else null. */
function quietUntil(hours: AtendimentoDoc, now: number): number | null {
  if (!hours.silencioso || !hoursHold(hours)) return null;
  const opens = nextOpening(hours, now);
  return opens === null || opens === now ? null : opens;
}

/** How many pending notices a drain reads at a time. */
const DRAIN_PAGE = 50;

/**
 * Quiet hours: every notice held until now put back as a pending notice, once. On Firebase a
 * schedule runs it and the trigger on the pending notice delivers it; on the memory store the drain
 * runs it first, at the injected clock. Answers how many went back.
 */
export async function releaseQuietNotices(deps: Pick<HandlerDeps, 'store' | 'now'>): Promise<number> {
  let released = 0;
  for (;;) {
    const page = await deps.store.releaseDueNotices(deps.now(), DRAIN_PAGE);
    released += page.length;
    if (page.length < DRAIN_PAGE) return released;
  }
}

/**
 * Settles every pending notice, as the trigger would have: what the memory store (jest, the demo)
 * runs after a command, so its notices come as they do on Firebase, after the commit.
 */
export async function drainMessageNotices(deps: HandlerDeps): Promise<void> {
  // Held notices now due go back first, so this drain delivers them as the scheduled release does.
  await releaseQuietNotices(deps);
  for (;;) {
    const refs = await deps.store.pendingNotices(DRAIN_PAGE);
    if (refs.length === 0) return;
    for (const ref of refs) await sendMessageNotices(deps, ref);
  }
}
