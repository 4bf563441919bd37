/**
 * What a message brings after it is written: the inbox's e-mail notice and the push. The message's
 * transaction only leaves a pending notice under its conversation; this settles it, on Firebase from
 * a Firestore trigger on that document (retried on failure, so at least once), on the memory store
 * from a drain after each command. Each notice's e-mail is keyed by its message and the pending
 * notice is deleted with it, so a second run sends nothing twice.
 */
import { sha256Hex } from '../sha256';
import type { NoticeRef } from '../store/store';
import type { HandlerDeps } from './handler-types';
import { inboxNotice } from './inbox-mail';
import { deliverPush, everyoneHasDevice, planPush, pushGrouping } from './message-push';

/** The notice e-mail's id: one per message, whichever run queues it. */
export function noticeMailId(ref: NoticeRef): string {
  return `aviso-${sha256Hex(`${ref.idContato}/${ref.idConversa}/${ref.idAviso}`)}`;
}

/**
 * Settles one message's notices: reads who is told and their devices, builds the e-mail for an inbox
 * nobody there hears of by push, lets the Store decide both in one transaction, then pushes. Nothing
 * to do (settled before, conversation deleted) does nothing. A failed Store call rejects, and the
 * trigger runs again; a failed lookup or push is logged and the message stands without it.
 */
export async function sendMessageNotices(deps: HandlerDeps, ref: NoticeRef): Promise<void> {
  const pending = await deps.store.pendingNotice(ref);
  if (!pending) return;
  const conversation = await deps.store.getConversation(ref.idContato, ref.idConversa);
  const push = await planPush(deps, pending.recipient, conversation?.respondendo, pending.senderUid);
  const mail =
    pending.email && !everyoneHasDevice(push)
      ? await inboxNotice(deps, {
          idContato: ref.idContato,
          idConversa: ref.idConversa,
          assunto: pending.assunto,
          inbox: pending.recipient,
          sender: pending.sender,
          ...(pending.visitor ? { visitor: pending.visitor } : {}),
          mensagem: pending.mensagem,
          at: pending.at,
          ip: pending.ip,
          mailId: noticeMailId(ref),
        })
      : null;
  const outcome = await deps.store.settleNotice({
    ref,
    mail,
    pushWindowMs: pushGrouping(push, pending.pushSide)?.windowMs ?? null,
  });
  if (outcome.status === 'settled' && outcome.pushDue) {
    const message = { idContato: ref.idContato, idConversa: ref.idConversa, assunto: pending.assunto };
    await deliverPush(deps, push, { ...message, remetente: pending.sender.nome, mensagem: pending.mensagem });
  }
}

/** How many pending notices a drain reads at a time. */
const DRAIN_PAGE = 50;

/**
 * Settles every pending notice, as the trigger would have: what the memory store (jest, the demo)
 * runs after a command, so its notices come as they do on Firebase, after the commit.
 */
export async function drainMessageNotices(deps: HandlerDeps): Promise<void> {
  for (;;) {
    const refs = await deps.store.pendingNotices(DRAIN_PAGE);
    if (refs.length === 0) return;
    for (const ref of refs) await sendMessageNotices(deps, ref);
  }
}
