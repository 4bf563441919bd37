/**
 * A deleted account's conversations with other people: the other side keeps its own words, but
 * nothing names the account any more. Its messages become "Mensagem removida" from "Conta excluída",
 * and the contact moves to an id built from a new key, since the old id is built from a skin name
 * that is now free: a later skin of that name must never find these conversations.
 */
import { contactIdOf } from '../../kernel/validation';
import { DEFAULT_AVATAR, SITE_OWNER_SKIN } from '../../kernel/constants';
import { GROUPS, paths } from '../../kernel/paths';
import type { ChatDoc, ContatoDoc, ConversaDoc, Participante } from '../../kernel/types';
import { LEAD_EXCERPT_MAX, leadIdOf, type EtapaDoc, type LeadDoc } from '../../leads';
import { deletePaths } from '../../kernel/store/doc-batches';
import type { DocPort, DocSnapshot } from '../../kernel/store/doc-port';
import { LIST_MAX } from '../../studio';

export const REMOVED_MESSAGE = 'Mensagem removida';
export const DELETED_ACCOUNT_NAME = 'Conta excluída';

/** Writes per transaction: under Firestore's 500. */
const WRITES_PER_TX = 400;

/**
 * Whose conversations: an account (its uid), or a visitor who wrote without one (uid null, known by the
 * addresses they gave), and the key that replaces theirs.
 */
export interface AnonymisedSide {
  uid: string | null;
  emails: readonly string[];
  key: string;
}

const isMine = (side: Pick<AnonymisedSide, 'uid' | 'emails'>) => (p: Participante) =>
  side.uid !== null ? p.uid === side.uid : p.uid === null && side.emails.includes(p.chave);

export interface AnonymisedContacts {
  /** The ids the contacts had (mail about them is found by these). */
  contactIds: string[];
  /** The other side of each, for the limit keys it shares with the account. */
  others: Participante[];
}

const gone = (key: string): Participante => ({
  chave: key,
  uid: null,
  nome: DELETED_ACCOUNT_NAME,
  foto: DEFAULT_AVATAR,
  email: null,
});

function anonymisedChat(chat: ChatDoc, theirKey: string, side: AnonymisedSide): ChatDoc {
  const uids = chat.uids.filter((u) => u !== side.uid);
  if (chat.userRemetente !== theirKey) return { ...chat, uids };
  const { idMail: _mail, ...rest } = chat;
  return {
    ...rest,
    uids,
    mensagem: REMOVED_MESSAGE,
    userRemetente: side.key,
    nomeRemetente: DELETED_ACCOUNT_NAME,
    fotoRemetente: DEFAULT_AVATAR,
  };
}

/** The conversation's documents at their new id: the conversation itself, then its messages. */
async function movedConversation(
  port: DocPort,
  from: string,
  to: string,
  conversa: DocSnapshot<ConversaDoc>,
  theirKey: string,
  side: AnonymisedSide,
) {
  const id = conversa.id;
  const [fromLead, toLead] = [leadIdOf(from, id), leadIdOf(to, id)];
  const [chats, legacy, lead, etapas] = await Promise.all([
    port.query<ChatDoc>({ collection: paths.chat(from, id) }, { limit: LIST_MAX }),
    port.query<ChatDoc>({ collection: paths.legacyChats(from, id) }, { limit: LIST_MAX }),
    port.get<LeadDoc>(paths.lead(fromLead)),
    port.query<EtapaDoc>({ collection: paths.etapas(fromLead) }, { limit: LIST_MAX }),
  ]);
  const latest = [...chats, ...legacy].sort((a, b) => a.data.data - b.data.data).at(-1);
  // What the visitor told about herself goes with her address: the name and WhatsApp she gave with it.
  const { nome: _nome, whatsapp: _whatsapp, ...withoutVisitor } = conversa.data;
  const theirs = side.emails.includes(conversa.data.email);
  const c = theirs ? withoutVisitor : conversa.data;
  const moved: ConversaDoc = {
    ...c,
    idContato: to,
    uids: c.uids.filter((u) => u !== side.uid),
    email: theirs ? '' : c.email,
    ultimaMensagem: latest?.data.userRemetente === theirKey ? REMOVED_MESSAGE : c.ultimaMensagem,
    ...(c.destino === theirKey ? { destino: side.key } : {}),
  };
  // The inbox's lead is its own note: the account's own inbox goes with it; another's keeps its
  // history and loses what the account told about herself.
  const keepsLead = lead !== null && (c.destino ?? SITE_OWNER_SKIN) !== theirKey;
  return {
    writes: [
      ...chats.map((m) => ({ path: `${paths.chat(to, id)}/${m.id}`, data: anonymisedChat(m.data, theirKey, side) })),
      ...legacy.map((m) => ({ path: `${paths.legacyChats(to, id)}/${m.id}`, data: anonymisedChat(m.data, theirKey, side) })),
      ...(keepsLead ? etapas.map((e) => ({ path: `${paths.etapas(toLead)}/${e.id}`, data: e.data })) : []),
      ...(keepsLead ? [{ path: paths.lead(toLead), data: anonymisedLead(lead, moved) }] : []),
      { path: paths.conversa(to, id), data: moved },
    ],
    removed: [...chats, ...legacy, ...etapas].map((m) => m.path).concat(lead ? [paths.lead(fromLead)] : [], conversa.path),
  };
}

/** The lead at its conversation's new id, with only what the anonymised conversation still says. */
function anonymisedLead(lead: LeadDoc, moved: ConversaDoc): LeadDoc {
  const { nome: _nome, whatsapp: _whatsapp, respostas: _respostas, ...rest } = lead;
  return {
    ...rest,
    idContato: moved.idContato,
    email: moved.email,
    ...(moved.nome ? { nome: moved.nome } : {}),
    ...(moved.whatsapp ? { whatsapp: moved.whatsapp } : {}),
    ultimaMensagem: moved.ultimaMensagem.slice(0, LEAD_EXCERPT_MAX),
  };
}

/** Moves one contact to its new id, children first, then removes the old documents. */
async function moveContact(port: DocPort, contact: DocSnapshot<ContatoDoc>, side: AnonymisedSide): Promise<Participante | null> {
  const c = contact.data;
  const mine = c.participantes.find(isMine(side));
  const other = c.participantes.find((p) => !isMine(side)(p));
  const conversas = await port.query<ConversaDoc>({ collection: paths.conversas(contact.id) }, { limit: LIST_MAX });
  const writes: Array<{ path: string; data: object }> = [];
  const removed: string[] = [];
  const to = other && mine ? contactIdOf(other.chave, side.key) : null;
  for (const conversa of conversas) {
    if (!to || !mine) break;
    const part = await movedConversation(port, contact.id, to, conversa, mine.chave, side);
    writes.push(...part.writes);
    removed.push(...part.removed);
  }
  if (to && mine && other) {
    const participantes = [other, gone(side.key)].sort((a, b) => a.chave.localeCompare(b.chave));
    const moved: ContatoDoc = {
      ...c,
      idContato: to,
      participantes,
      uids: c.uids.filter((u) => u !== side.uid),
      ...(c.destino === mine.chave ? { destino: side.key } : {}),
    };
    writes.push({ path: paths.contato(to), data: moved });
  }
  for (let i = 0; i < writes.length; i += WRITES_PER_TX) {
    const chunk = writes.slice(i, i + WRITES_PER_TX);
    await port.runTransaction(async (tx) => chunk.forEach((w) => tx.set(w.path, { ...w.data })));
  }
  // A contact with no one else in it (one of the account's skins writing to another) goes whole.
  const everything = to ? [...removed, contact.path] : await contactTree(port, contact.id, conversas);
  await deletePaths(port, everything);
  return to ? (other ?? null) : null;
}

async function contactTree(port: DocPort, contactId: string, conversas: Array<DocSnapshot<ConversaDoc>>): Promise<string[]> {
  const messages = await Promise.all(
    conversas.flatMap((c) => [
      port.listPaths(paths.chat(contactId, c.id), LIST_MAX),
      port.listPaths(paths.legacyChats(contactId, c.id), LIST_MAX),
      port.listPaths(paths.etapas(leadIdOf(contactId, c.id)), LIST_MAX),
    ]),
  );
  const leads = conversas.map((c) => paths.lead(leadIdOf(contactId, c.id)));
  return [...messages.flat(), ...leads, ...conversas.map((c) => c.path), paths.contato(contactId)];
}

/** An account's contacts by its uid; a visitor's by the conversations that carry the address they gave. */
export async function contactsOf(
  port: DocPort,
  side: Pick<AnonymisedSide, 'uid' | 'emails'>,
): Promise<Array<DocSnapshot<ContatoDoc>>> {
  if (side.uid !== null) {
    return port.query<ContatoDoc>(
      { collection: paths.contatos() },
      { where: [['uids', 'array-contains', side.uid]], limit: LIST_MAX },
    );
  }
  const conversas = await Promise.all(
    side.emails.map((email) =>
      port.query<ConversaDoc>({ group: GROUPS.conversas }, { where: [['email', '==', email]], limit: LIST_MAX }),
    ),
  );
  const ids = [...new Set(conversas.flat().map((c) => c.data.idContato))];
  const found = await Promise.all(ids.map(async (id) => ({ id, data: await port.get<ContatoDoc>(paths.contato(id)) })));
  // The address given in a conversation is the visitor's own only where they are the side without an account.
  return found.flatMap(({ id, data }) => (data?.participantes.some(isMine(side)) ? [{ id, path: paths.contato(id), data }] : []));
}

export async function anonymiseConversations(port: DocPort, side: AnonymisedSide): Promise<AnonymisedContacts> {
  const contacts = await contactsOf(port, side);
  const others: Participante[] = [];
  for (const contact of contacts) {
    const other = await moveContact(port, contact, side);
    if (other) others.push(other);
  }
  return { contactIds: contacts.map((c) => c.id), others };
}
