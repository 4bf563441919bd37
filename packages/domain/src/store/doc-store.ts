/**
 * The Store's domain logic, written once over a DocPort. Every transaction reads everything it needs
 * first and writes last (Firestore's rule), and decides refusals before its first write, so a
 * refused command writes nothing.
 */
import {
  DEFAULT_PAGE_ORDER_BY,
  GROUPS,
  LIMITS,
  MAIN_PAGE_CONTENT,
  MAIN_PAGE_ID,
  MAIN_PAGE_NAME,
  paths,
  type AcessoDoc,
  type ChatDoc,
  type ContatoDoc,
  type ConversaDoc,
  type NavigationDoc,
  type PaginaDoc,
  type Participante,
  type RateLimitDoc,
  type SkinDoc,
  type UserDoc,
  type UsernameDoc,
} from '..';
import type { DocPort, DocTx } from './doc-port';
import type {
  BootstrapInput,
  BootstrapOutcome,
  ChatMessageOutcome,
  ContactMessageInput,
  ContactMessageOutcome,
  ConversationFootprint,
  CreateSkinOutcome,
  DeleteConversationOutcome,
  NavigationInput,
  NewSkin,
  RateLimit,
  Store,
} from './store';

type Reader = Pick<DocTx, 'get' | 'query'>;

/** Messages that keep arriving while a conversation is deleted make it go round again, a few times. */
const DELETE_ROUNDS = 5;

export function createDocStore(port: DocPort): Store {
  return {
    getUser: (uid) => port.get<UserDoc>(paths.user(uid)),
    listSkins: (uid) => listSkins(port, uid),
    findSkinByUsername: async (username) => (await skinsNamed(port, username, 1))[0] ?? null,
    getContact: (contactId) => port.get<ContatoDoc>(paths.contato(contactId)),
    getAccess: (hash) => port.get<AcessoDoc>(paths.acesso(hash)),
    inspectConversation: (contactId, conversationId) => inspectConversation(port, contactId, conversationId),

    bootstrapUser: (input) => port.runTransaction((tx) => bootstrapUser(tx, input)),

    createSkin: (input) =>
      port.runTransaction(async (tx): Promise<CreateSkinOutcome> => {
        if (await usernameTaken(tx, input.username)) return { status: 'username-taken' };
        const own = await tx.query({ collection: paths.skins(input.uid) }, { limit: 1 });
        const user = await tx.get<UserDoc>(paths.user(input.uid));
        const skin = writeSkin(tx, input, own.length === 0);
        // Concurrent first skins of one user would both be is_main: rewriting the user document they
        // both read makes Firestore serialise them.
        if (user) touchUser(tx, input.uid);
        return { status: 'created', skin };
      }),

    sendContactMessage: (input) => port.runTransaction((tx) => sendContactMessage(tx, input)),

    appendChatMessage: (input) =>
      port.runTransaction(async (tx): Promise<ChatMessageOutcome> => {
        const conversaPath = paths.conversa(input.contactId, input.conversationId);
        const conversa = await tx.get<ConversaDoc>(conversaPath);
        const contato = await tx.get<ContatoDoc>(paths.contato(input.contactId));
        if (!conversa || !contato) return { status: 'conversation-not-found' };
        const chat: ChatDoc = { ...input.chat, data: input.at, idConversa: input.conversationId, uids: contato.uids };
        tx.set(`${paths.chat(input.contactId, input.conversationId)}/${chat.idChat}`, { ...chat });
        tx.set(conversaPath, { ultimaMensagem: chat.mensagem, dataUltimaMensagem: input.at }, { merge: true });
        tx.set(paths.contato(input.contactId), { ultimaConversaData: input.at }, { merge: true });
        return { status: 'sent', chat };
      }),

    deleteConversation: (contactId, conversationId) => deleteConversation(port, contactId, conversationId),

    recordAccessOnce: (acesso) =>
      port.runTransaction(async (tx) => {
        if (await tx.get(paths.acesso(acesso.hash))) return false;
        tx.set(paths.acesso(acesso.hash), { ...acesso });
        return true;
      }),

    setAccessEmail: (hash, email) =>
      port.runTransaction(async (tx) => {
        if (!(await tx.get(paths.acesso(hash)))) return false;
        tx.set(paths.acesso(hash), { valorEmail: email }, { merge: true });
        return true;
      }),

    appendNavigation: (input) => port.runTransaction((tx) => appendNavigation(tx, input)),

    consumeRateLimit: (limit, at) =>
      port.runTransaction(async (tx) => {
        const hits = await readRateLimit(tx, limit, at);
        if (hits === null) return false;
        writeRateLimit(tx, limit, hits, at);
        return true;
      }),
  };
}

async function listSkins(reader: Reader, uid: string): Promise<SkinDoc[]> {
  const docs = await reader.query<SkinDoc>({ collection: paths.skins(uid) });
  // Sorted here rather than by the query, so no index is needed and equal dates stay in a stable order.
  return docs.map((d) => d.data).sort((a, b) => a.data - b.data || a.id_skins.localeCompare(b.id_skins));
}

async function skinsNamed(reader: Reader, username: string, limit: number): Promise<SkinDoc[]> {
  const docs = await reader.query<SkinDoc>({ group: GROUPS.skins }, { where: [['username', '==', username]], limit });
  return docs.map((d) => d.data);
}

/**
 * The reservation document is what makes concurrent creates conflict; the group query also catches
 * skins written without a reservation (older data, hand-made seeds).
 */
async function usernameTaken(tx: Reader, username: string): Promise<boolean> {
  const reservation = await tx.get<UsernameDoc>(paths.username(username));
  if (reservation) return true;
  return (await skinsNamed(tx, username, 1)).length > 0;
}

function writeSkin(tx: DocTx, input: NewSkin, isMain: boolean): SkinDoc {
  const skin: SkinDoc = {
    id_skins: input.skinId,
    username: input.username,
    theme: input.theme,
    is_main: isMain,
    data: input.at,
    iconSkin: input.iconSkin,
    idUser: input.uid,
  };
  const home: PaginaDoc = {
    id_pagina: MAIN_PAGE_ID,
    nome: MAIN_PAGE_NAME,
    conteudo: MAIN_PAGE_CONTENT,
    data: input.at,
    is_main: true,
    orderBy: DEFAULT_PAGE_ORDER_BY,
  };
  const reservation: UsernameDoc = { uid: input.uid, skinId: input.skinId };
  tx.set(paths.username(input.username), { ...reservation });
  tx.set(paths.skin(input.uid, input.skinId), { ...skin });
  tx.set(paths.pagina(input.uid, input.skinId, MAIN_PAGE_ID), { ...home });
  return skin;
}

function touchUser(tx: DocTx, uid: string): void {
  tx.set(paths.user(uid), { idGoogle: uid }, { merge: true });
}

async function bootstrapUser(tx: DocTx, input: BootstrapInput): Promise<BootstrapOutcome> {
  const uid = input.newUser.idGoogle;
  const existing = await tx.get<UserDoc>(paths.user(uid));
  const skins = await listSkins(tx, uid);
  const wantsDefault = skins.length === 0 && input.defaultSkin !== null;
  if (wantsDefault && input.defaultSkin && (await usernameTaken(tx, input.defaultSkin.username))) {
    return { status: 'username-taken' };
  }

  const user = existing ?? input.newUser;
  if (existing) {
    // Two first bootstraps of a user who has no skin must not both create one: rewriting the user
    // document they both read makes Firestore serialise them (creating it does the same for new users).
    if (wantsDefault) touchUser(tx, uid);
  } else {
    tx.set(paths.user(uid), { ...input.newUser });
  }
  tx.set(`${paths.logins(uid)}/${input.loginId}`, { data: input.at });

  let createdDefaultSkin: SkinDoc | null = null;
  if (wantsDefault && input.defaultSkin) {
    createdDefaultSkin = writeSkin(tx, { ...input.defaultSkin, uid }, true);
  }
  return {
    status: 'ok',
    user,
    skins: createdDefaultSkin ? [createdDefaultSkin] : skins,
    createdUser: existing === null,
    createdDefaultSkin,
  };
}

/** The hits still inside the window, or null when the window is full. */
async function readRateLimit(tx: Reader, limit: RateLimit, at: number): Promise<number[] | null> {
  const doc = await tx.get<RateLimitDoc>(paths.rateLimit(limit.key));
  const hits = (doc?.hits ?? []).filter((hit) => hit > at - limit.windowMs);
  return hits.length >= limit.max ? null : hits;
}

function writeRateLimit(tx: DocTx, limit: RateLimit, hits: number[], at: number): void {
  const next: RateLimitDoc = { hits: [...hits, at] };
  tx.set(paths.rateLimit(limit.key), { ...next });
}

/** Same keys, and each key held by the same signed-in uid (or by no one). */
function sameParticipants(stored: readonly Participante[], wanted: readonly Participante[]): boolean {
  if (stored.length !== wanted.length) return false;
  return wanted.every((w) => stored.some((s) => s.chave === w.chave && s.uid === w.uid));
}

async function sendContactMessage(tx: DocTx, input: ContactMessageInput): Promise<ContactMessageOutcome> {
  const { idContato } = input.contact;
  const { idConversa } = input.conversation;
  const conversaPath = paths.conversa(idContato, idConversa);
  const hits = await readRateLimit(tx, input.rateLimit, input.at);
  const contato = await tx.get<ContatoDoc>(paths.contato(idContato));
  const conversa = await tx.get<ConversaDoc>(conversaPath);
  const acesso = input.accessEmail ? await tx.get<AcessoDoc>(paths.acesso(input.accessEmail.hash)) : null;

  if (contato && !sameParticipants(contato.participantes ?? [], input.contact.participantes)) {
    return { status: 'participant-mismatch' };
  }
  if (hits === null) return { status: 'rate-limited' };

  writeRateLimit(tx, input.rateLimit, hits, input.at);
  const contatoDoc: ContatoDoc = { ...input.contact, ultimaConversaData: input.at };
  tx.set(paths.contato(idContato), { ...contatoDoc }, { merge: true });

  const ultimaMensagem = input.chat?.mensagem ?? '';
  if (conversa) {
    const update: Partial<ConversaDoc> = { ultimaMensagem, dataUltimaMensagem: input.at, uids: input.contact.uids };
    if (input.conversation.email !== '') update.email = input.conversation.email;
    tx.set(conversaPath, update, { merge: true });
  } else {
    const created: ConversaDoc = {
      assunto: input.conversation.assunto,
      data: input.at,
      idContato,
      idConversa,
      ultimaMensagem,
      email: input.conversation.email,
      dataUltimaMensagem: input.at,
      uids: input.contact.uids,
    };
    tx.set(conversaPath, { ...created });
  }

  if (input.chat) {
    const chat: ChatDoc = { ...input.chat, data: input.at, idConversa, uids: input.contact.uids };
    tx.set(`${paths.chat(idContato, idConversa)}/${chat.idChat}`, { ...chat });
  }
  if (acesso && input.accessEmail) {
    tx.set(paths.acesso(input.accessEmail.hash), { valorEmail: input.accessEmail.email }, { merge: true });
  }
  return { status: 'sent', createdConversation: conversa === null };
}

async function inspectConversation(port: DocPort, contactId: string, conversationId: string): Promise<ConversationFootprint> {
  const [contact, conversation, chat, legacy, conversas] = await Promise.all([
    port.get<ContatoDoc>(paths.contato(contactId)),
    port.get<ConversaDoc>(paths.conversa(contactId, conversationId)),
    port.listPaths(paths.chat(contactId, conversationId), 1),
    port.listPaths(paths.legacyChats(contactId, conversationId), 1),
    port.listPaths(paths.conversas(contactId), 2),
  ]);
  const own = paths.conversa(contactId, conversationId);
  return {
    contact,
    conversation,
    hasMessages: chat.length > 0 || legacy.length > 0,
    hasOtherConversations: conversas.some((p) => p !== own),
  };
}

/**
 * Messages go first, in batches, then the conversation and (when it was the last) the contact in one
 * transaction. A failure at any point leaves either messages or the conversation behind, so the
 * footprint still shows what to clean and a retry finishes the job.
 */
async function deleteConversation(port: DocPort, contactId: string, conversationId: string): Promise<DeleteConversationOutcome> {
  const chat = paths.chat(contactId, conversationId);
  const legacy = paths.legacyChats(contactId, conversationId);
  const conversaPath = paths.conversa(contactId, conversationId);
  let deletedMessages = 0;

  for (let round = 0; round < DELETE_ROUNDS; round += 1) {
    for (const collection of [chat, legacy]) {
      for (;;) {
        const batch = await port.listPaths(collection, LIMITS.deleteBatchSize);
        if (batch.length === 0) break;
        await port.deleteBatch(batch);
        deletedMessages += batch.length;
      }
    }
    const finished = await port.runTransaction(async (tx) => {
      const straggler = [
        ...(await tx.query({ collection: chat }, { limit: 1 })),
        ...(await tx.query({ collection: legacy }, { limit: 1 })),
      ];
      if (straggler.length > 0) return null;
      const conversa = await tx.get(conversaPath);
      const contato = await tx.get(paths.contato(contactId));
      const siblings = await tx.query({ collection: paths.conversas(contactId) }, { limit: 2 });
      const othersRemain = siblings.some((s) => s.path !== conversaPath);
      if (conversa) tx.delete(conversaPath);
      const contactDeleted = contato !== null && !othersRemain;
      if (contactDeleted) tx.delete(paths.contato(contactId));
      return { conversationDeleted: conversa !== null, contactDeleted };
    });
    if (finished) return { deletedMessages, ...finished };
  }
  throw new Error(`Messages kept arriving while conversation ${conversaPath} was being deleted.`);
}

async function appendNavigation(tx: DocTx, input: NavigationInput): Promise<NavigationDoc> {
  const path = input.uid === null ? paths.navegacao(input.hash) : paths.userNavigation(input.uid, input.hash);
  const existing = await tx.get<NavigationDoc>(path);
  const registros = [...(existing?.registros ?? [])];
  // Array-union semantics: an identical record is not added twice.
  if (!registros.some((r) => r.path === input.record.path && r.timestamp === input.record.timestamp)) {
    registros.push({ ...input.record });
  }
  const doc: NavigationDoc = {
    registros: registros.slice(Math.max(0, registros.length - input.max)),
    criadoEm: existing?.criadoEm ?? input.at,
    navegacaoHash: input.hash,
  };
  tx.set(path, { ...doc });
  return doc;
}
