/**
 * The contact form: a contact, its conversation and first message, the sender's limits and the notice
 * left pending for after the commit, together. Nothing here is shared by another sender's messages.
 */
import { inboxOf } from '../unread';
import { paths } from '../../kernel/paths';
import type { AcessoDoc, ChatDoc, ContatoDoc, ConversaDoc, Participante } from '../../kernel/types';
import type { DocTx } from '../../kernel/store/doc-port';
import { writeRateLimit } from '../../limits';
import { readStats } from '../../visits';
import { messageTimeAfter, OTHER_SIDE, UNREAD_FIELD, unreadOf } from './conversation-counters';
import { readRateLimits } from './message-checks';
import { SUBJECT_ONLY_NOTICE, writePendingNotice } from '../../notices';
import { readLead, writeLeadOfMessage } from '../../leads';
import type { ContactMessageInput, ContactMessageOutcome, ContactSide } from './conversation-port';

/** Same keys, and each key held by the same signed-in uid (or by no one). */
function sameParticipants(stored: readonly Participante[], wanted: readonly Participante[]): boolean {
  if (stored.length !== wanted.length) return false;
  return wanted.every((w) => stored.some((s) => s.chave === w.chave && s.uid === w.uid));
}

/** The draft's message (or, for a subject alone, its conversation) is already there: an earlier try stored it. */
async function storedEarlier(tx: DocTx, input: ContactMessageInput, conversa: ConversaDoc | null): Promise<boolean> {
  const { idContato } = input.contact;
  const { idConversa } = input.conversation;
  if (!input.chat) return conversa !== null;
  return (await tx.get<ChatDoc>(`${paths.chat(idContato, idConversa)}/${input.chat.idChat}`)) !== null;
}

export async function sendContactMessage(tx: DocTx, input: ContactMessageInput): Promise<ContactMessageOutcome> {
  const { idContato } = input.contact;
  const { idConversa } = input.conversation;
  const hits = await readRateLimits(tx, input.rateLimits, input.at);
  const contato = await tx.get<ContatoDoc>(paths.contato(idContato));
  const conversa = await tx.get<ConversaDoc>(paths.conversa(idContato, idConversa));
  const acesso = input.accessEmail ? await tx.get<AcessoDoc>(paths.acesso(input.accessEmail.hash)) : null;
  const lead = await readLead(tx, idContato, idConversa);

  if (contato && !sameParticipants(contato.participantes ?? [], input.contact.participantes)) {
    return { status: 'participant-mismatch' };
  }
  // Checked before the limits: a retry of a stored message is answered even when a limit is now full.
  if (input.idempotent && (await storedEarlier(tx, input, conversa))) {
    return { status: 'sent', createdConversation: false, repeated: true };
  }
  if (!Array.isArray(hits)) return { status: 'rate-limited', limit: hits.full };
  const stats = await readStats(tx, input.at, input.stats);

  input.rateLimits.forEach((limit, i) => writeRateLimit(tx, limit, hits[i] ?? [], input.at));
  // The contact keeps the inbox it was opened in; the message is for the skin whose form was used,
  // which is that inbox, or (two creators writing on each other's forms) the visitor's side.
  const { destino: recipient, ...contact } = input.contact;
  const inbox = contato ? inboxOf(contato) : inboxOf(input.contact);
  const reader = inboxOf({ destino: recipient }) === inbox ? 'lab' : 'visitante';
  const unread = input.chat ? 1 : 0;
  const destino = inbox === inboxOf({}) ? {} : { destino: inbox };
  const contatoDoc: ContatoDoc = {
    ...contact,
    ...destino,
    ultimaConversaData: messageTimeAfter(conversa, input.at),
    naoLidasLab: unreadOf(contato, 'lab'),
    naoLidasVisitante: unreadOf(contato, 'visitante'),
    [UNREAD_FIELD[reader]]: unreadOf(contato, reader) + unread,
  };
  tx.set(paths.contato(idContato), { ...contatoDoc }, { merge: true });

  const written = writeConversation(tx, input, { conversa, reader, unread, destino });
  writeLeadOfMessage(tx, {
    contato: contatoDoc,
    conversa: written,
    lead,
    at: input.at,
    fromVisitor: reader === 'lab',
    // The briefing the conversation keeps, copied onto the lead for the board and its export.
    ...(written.respostas ? { respostas: written.respostas } : {}),
  });
  if (input.notice) {
    // The form's recipient is whichever side `reader` is: its devices are the ones told.
    const ref = { idContato, idConversa, idAviso: input.chat?.idChat ?? SUBJECT_ONLY_NOTICE };
    writePendingNotice(tx, ref, input.notice, input.at, reader);
  }
  // The summary counts new contacts: a later message of the same person adds none.
  if (!contato) stats.write({ contatos: 1 });

  if (input.chat) {
    const chat: ChatDoc = { ...input.chat, data: messageTimeAfter(conversa, input.at), idConversa, uids: input.contact.uids };
    tx.set(`${paths.chat(idContato, idConversa)}/${chat.idChat}`, { ...chat });
  }
  if (acesso && input.accessEmail && (acesso.uid ?? null) === input.accessEmail.uid) {
    tx.set(paths.acesso(input.accessEmail.hash), { valorEmail: input.accessEmail.email }, { merge: true });
  }
  return { status: 'sent', createdConversation: conversa === null };
}

interface ConversationWrite {
  conversa: ConversaDoc | null;
  reader: ContactSide;
  unread: number;
  destino: { destino?: string };
}

/** The conversation a form message lands in: created whole, or only its last message and counts moved. */
function writeConversation(
  tx: DocTx,
  input: ContactMessageInput,
  { conversa, reader, unread, destino }: ConversationWrite,
): ConversaDoc {
  const { idContato } = input.contact;
  const { idConversa } = input.conversation;
  const path = paths.conversa(idContato, idConversa);
  const ultimaMensagem = input.chat?.mensagem ?? '';
  if (conversa) {
    // Only the last message moves: a sender never rewrites what an earlier message set.
    const update: Partial<ConversaDoc> = {
      ultimaMensagem,
      dataUltimaMensagem: messageTimeAfter(conversa, input.at),
      uids: input.contact.uids,
      [UNREAD_FIELD[reader]]: unreadOf(conversa, reader) + unread,
    };
    tx.set(path, update, { merge: true });
    return { ...conversa, ...update };
  }
  const created: ConversaDoc = {
    assunto: input.conversation.assunto,
    data: input.at,
    idContato,
    idConversa,
    ultimaMensagem,
    email: input.conversation.email,
    ...(input.conversation.nome ? { nome: input.conversation.nome } : {}),
    ...(input.conversation.whatsapp ? { whatsapp: input.conversation.whatsapp } : {}),
    ...(input.conversation.respostas?.length ? { respostas: input.conversation.respostas.map((r) => ({ ...r })) } : {}),
    dataUltimaMensagem: input.at,
    uids: input.contact.uids,
    ...destino,
    [UNREAD_FIELD[reader]]: unread,
    [UNREAD_FIELD[OTHER_SIDE[reader]]]: 0,
  };
  tx.set(path, { ...created });
  return created;
}
