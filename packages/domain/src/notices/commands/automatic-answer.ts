/**
 * The inbox's automatic answer to a visitor's message, appended after the message commits (the
 * notice step), never in its transaction: the acknowledgement of a conversation's first message,
 * the answer outside her hours, or both in one message. It goes as a reply of hers goes: from her
 * side, marked `automatica`, mailed to a visitor who left only an e-mail through the reply's own
 * path (visitorReply, with its consent step). Its id says what makes it once (the conversation and
 * her day, or the conversation alone), so a retried or doubled trigger, or a second message the same
 * day, finds it written and appends nothing.
 */
import { automaticAnswerOf, automaticChatId, type AtendimentoDoc } from '../../business-hours';
import type { HandlerDeps } from '../../handlers/handler-types';
import type { NoticeRef, PendingNotice } from '../store/notice-port';
import { SUBJECT_ONLY_NOTICE } from '../store/notice-docs';
import { visitorReply } from './inbox-mail';

/** A visitor's message to an inbox: the only notice an automatic answer follows. */
export function isInboxNotice(pending: PendingNotice): boolean {
  return pending.email && pending.pushSide === 'lab';
}

export async function sendAutomaticAnswer(
  deps: HandlerDeps,
  ref: NoticeRef,
  pending: PendingNotice,
  hours: AtendimentoDoc,
): Promise<void> {
  const first =
    ref.idAviso === SUBJECT_ONLY_NOTICE || (await deps.store.openedConversation(ref.idContato, ref.idConversa, ref.idAviso));
  const answer = automaticAnswerOf(hours, { at: pending.at, first });
  if (!answer) return;
  const [contact, conversation] = await Promise.all([
    deps.store.getContact(ref.idContato),
    deps.store.getConversation(ref.idContato, ref.idConversa),
  ]);
  const participants = contact?.participantes ?? [];
  const inbox = participants.find((p) => p.chave === pending.recipient.chave);
  const visitor = participants.find((p) => p.chave !== pending.recipient.chave);
  if (!conversation || !inbox || !visitor) return;
  const idChat = automaticChatId(ref.idContato, ref.idConversa, answer.once);
  const at = deps.now();
  const about = {
    idContato: ref.idContato,
    idConversa: ref.idConversa,
    assunto: conversation.assunto,
    mensagem: answer.mensagem,
    at,
  };
  await deps.store.appendChatMessage({
    contactId: ref.idContato,
    conversationId: ref.idConversa,
    chat: {
      idChat,
      mensagem: answer.mensagem,
      userRemetente: inbox.chave,
      nomeRemetente: inbox.nome,
      fotoRemetente: inbox.foto,
      automatica: true,
    },
    at,
    side: 'lab',
    notice: {
      recipient: visitor,
      sender: inbox,
      senderUid: null,
      assunto: conversation.assunto,
      mensagem: answer.mensagem,
      email: false,
      ip: null,
    },
    replyMail: await visitorReply(deps, { ...about, idChat, inbox, visitor, author: inbox.nome }),
  });
}
