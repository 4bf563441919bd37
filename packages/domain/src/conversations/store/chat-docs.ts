/** Chat: a message with its unread counts, reply e-mail and pending notice; the message a reply quotes; marking a conversation read. */
import { paths } from '../../kernel/paths';
import type { ChatDoc, ContatoDoc, ConversaDoc } from '../../kernel/types';
import type { DocPort, DocTx } from '../../kernel/store/doc-port';
import { writeRateLimit } from '../../limits';
import { messageTimeAfter, READ_AT_FIELD, UNREAD_FIELD, OTHER_SIDE, unreadOf } from './conversation-counters';
import { readRateLimits } from './message-checks';
import { writePendingNotice } from '../../notices';
import { planReplyMail } from '../../notices';
import { readLead, writeLeadOfMessage } from '../../leads';
import type { ChatMessageInput, ChatMessageOutcome, MarkReadInput, MarkReadOutcome } from './conversation-port';

/** How far back a reply looks for the visitor's message it quotes. */
const LATEST_MESSAGES_SCANNED = 20;

export async function appendChatMessage(tx: DocTx, input: ChatMessageInput): Promise<ChatMessageOutcome> {
  const conversaPath = paths.conversa(input.contactId, input.conversationId);
  const conversa = await tx.get<ConversaDoc>(conversaPath);
  const contato = await tx.get<ContatoDoc>(paths.contato(input.contactId));
  if (!contato || (!conversa && !input.startConversation)) return { status: 'conversation-not-found' };
  const chatPath = `${paths.chat(input.contactId, input.conversationId)}/${input.chat.idChat}`;
  // Checked before the limits: a retry of a stored message is answered even when the sender's limit is now full.
  const stored = await tx.get<ChatDoc>(chatPath);
  if (stored) return { status: 'sent', chat: stored, repeated: true };
  const limits = input.rateLimits ?? [];
  const hits = await readRateLimits(tx, limits, input.at);
  if (!Array.isArray(hits)) return { status: 'rate-limited', limit: hits.full };
  const reply = input.replyMail ? await planReplyMail(tx, input.replyMail, input.at) : null;
  const lead = await readLead(tx, input.contactId, input.conversationId);

  limits.forEach((limit, i) => writeRateLimit(tx, limit, hits[i] ?? [], input.at));
  const data = messageTimeAfter(conversa, input.at);
  const chat: ChatDoc = {
    ...input.chat,
    data,
    idConversa: input.conversationId,
    uids: contato.uids,
    ...(reply ? reply.chat : {}),
  };
  tx.set(chatPath, { ...chat });
  const reader = OTHER_SIDE[input.side ?? 'visitante'];
  let written: ConversaDoc | null = null;
  if (conversa) {
    const update = {
      ultimaMensagem: chat.mensagem,
      dataUltimaMensagem: data,
      [UNREAD_FIELD[reader]]: unreadOf(conversa, reader) + 1,
    };
    tx.set(conversaPath, update, { merge: true });
    written = { ...conversa, ...update };
  } else if (input.startConversation) {
    written = {
      assunto: input.startConversation.assunto,
      data: input.at,
      idContato: input.contactId,
      idConversa: input.conversationId,
      ultimaMensagem: chat.mensagem,
      email: input.startConversation.email,
      dataUltimaMensagem: input.at,
      uids: contato.uids,
      ...(contato.destino === undefined ? {} : { destino: contato.destino }),
      naoLidasLab: 0,
      naoLidasVisitante: 0,
      [UNREAD_FIELD[reader]]: 1,
    };
    tx.set(conversaPath, { ...written });
  }
  if (written) {
    const replied = input.fromInboxReply ? { uid: input.fromInboxReply.uid, idChat: chat.idChat } : null;
    writeLeadOfMessage(tx, { contato, conversa: written, lead, at: input.at, fromVisitor: reader === 'lab', reply: replied });
  }
  tx.set(
    paths.contato(input.contactId),
    { ultimaConversaData: data, [UNREAD_FIELD[reader]]: unreadOf(contato, reader) + 1 },
    { merge: true },
  );
  reply?.write(tx);
  if (input.notice) {
    const ref = { idContato: input.contactId, idConversa: input.conversationId, idAviso: chat.idChat };
    writePendingNotice(tx, ref, input.notice, input.at, reader);
  }
  return { status: 'sent', chat };
}

export async function markRead(tx: DocTx, input: MarkReadInput): Promise<MarkReadOutcome> {
  const conversaPath = paths.conversa(input.contactId, input.conversationId);
  const conversa = await tx.get<ConversaDoc>(conversaPath);
  const contato = await tx.get<ContatoDoc>(paths.contato(input.contactId));
  if (!conversa || !contato) return { status: 'conversation-not-found' };
  const cleared = unreadOf(conversa, input.side);
  // Nothing to clear writes nothing: opening a read chat costs one read, and the read time (the
  // sender's "Visto") stays at the moment the last unread message was seen.
  if (cleared === 0) return { status: 'done', cleared };
  const field = UNREAD_FIELD[input.side];
  tx.set(conversaPath, { [field]: 0, [READ_AT_FIELD[input.side]]: input.at }, { merge: true });
  tx.set(paths.contato(input.contactId), { [field]: Math.max(0, unreadOf(contato, input.side) - cleared) }, { merge: true });
  return { status: 'done', cleared };
}

/** The latest message of `chave` in a conversation: only the newest few, as a reply quotes what was said last. */
export async function latestMessageOf(
  port: DocPort,
  contactId: string,
  conversationId: string,
  chave: string,
): Promise<ChatDoc | null> {
  const recent = await port.query<ChatDoc>(
    { collection: paths.chat(contactId, conversationId) },
    { orderBy: [['data', 'desc']], limit: LATEST_MESSAGES_SCANNED },
  );
  return recent.find((row) => row.data.userRemetente === chave)?.data ?? null;
}
