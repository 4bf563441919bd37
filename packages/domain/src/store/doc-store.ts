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
  type GeoCacheDoc,
  type GeoInfo,
  type LoginDoc,
  type MailDoc,
  type NavigationDoc,
  type PaginaDoc,
  type Participante,
  type SkinDoc,
  type UserDoc,
  type UsernameDoc,
} from '..';
import type { DocPort, DocTx } from './doc-port';
import { readRateLimit, writeRateLimit } from './rate-limit-docs';
import { readStatsShard, writeStatsShard } from './stats-docs';
import { applyStatsDelta, dayOf, type StatsDelta } from '../stats';
import { deleteSkin, editSkin, findSkin } from './skin-edits';
import { getPublished, listSitemap, loadSkinTree, publishSkins } from './published-store';
import { homeOnlyPublished, writePublish } from './skin-publish';
import { recordSkinImage, releaseSkinImage, reserveSkinImage } from './skin-images';
import type {
  AccessInput,
  AccessOutcome,
  BootstrapInput,
  BootstrapOutcome,
  ChatMessageInput,
  ChatMessageOutcome,
  ContactMessageInput,
  ContactMessageOutcome,
  ConversationFootprint,
  CreateSkinInput,
  CreateSkinOutcome,
  ContactSide,
  DeleteConversationOutcome,
  MarkReadInput,
  MarkReadOutcome,
  NavigationInput,
  NavigationOutcome,
  NewSkin,
  OwnerNotification,
  RateLimit,
  RetryMailOutcome,
  StatsBump,
  Store,
} from './store';

type Reader = Pick<DocTx, 'get' | 'query'>;

/** Messages that keep arriving while a conversation is deleted make it go round again, a few times. */
const DELETE_ROUNDS = 5;
/**
 * At most this many messages per collection are left for the closing transaction, which deletes them
 * with the conversation: a message sent meanwhile either lands before it (and is read and deleted
 * there) or finds the conversation gone (and is refused), so a steady trickle cannot keep it open.
 */
const CLOSING_MESSAGES_MAX = 100;
/** Batches deleted per round before the closing transaction is tried: bounds a round against a flood. */
const BATCHES_PER_ROUND = 10;
/** How far back a reply looks for the visitor's message it quotes. */
const LATEST_MESSAGES_SCANNED = 20;
/** Accesses marked seen per transaction (Firestore takes 500 writes in one), and rounds of them per call. */
const SEEN_BATCH = 400;
const SEEN_ROUNDS = 50;

/** The unread counter of each side, on a conversation and (summed) on its contact. */
const UNREAD_FIELD = { lab: 'naoLidasLab', visitante: 'naoLidasVisitante' } as const satisfies Record<
  ContactSide,
  keyof ConversaDoc & keyof ContatoDoc
>;
const OTHER_SIDE: Record<ContactSide, ContactSide> = { lab: 'visitante', visitante: 'lab' };

function unreadOf(doc: Partial<Record<'naoLidasLab' | 'naoLidasVisitante', number>> | null, side: ContactSide): number {
  const value = doc?.[UNREAD_FIELD[side]];
  return typeof value === 'number' && value > 0 ? value : 0;
}

/** Reads what a command adds to today's counters; `write` then stores the sum, after the command's own reads. */
async function readStats(tx: DocTx, at: number, bump: StatsBump | undefined): Promise<{ write: (delta: StatsDelta) => void }> {
  if (!bump) return { write: () => undefined };
  const { shard } = bump;
  const dia = dayOf(at);
  const current = await readStatsShard(tx, dia, shard);
  return { write: (delta) => writeStatsShard(tx, dia, shard, applyStatsDelta(current, dia, delta)) };
}

/**
 * Whether a message's notice goes out: not when the conversation had one within the window (a burst
 * makes one e-mail), nor when the site-wide budget or the sender's share of it is full. Reads only.
 */
async function readNotification(
  tx: Reader,
  notification: OwnerNotification | null | undefined,
  conversa: ConversaDoc | null,
  at: number,
): Promise<{ hits: number[][]; notification: OwnerNotification } | null> {
  if (!notification) return null;
  const last = conversa?.notificadoEm;
  if (typeof last === 'number' && at - last < notification.windowMs) return null;
  const hits: number[][] = [];
  for (const limit of notification.rateLimits) {
    const found = await readRateLimit(tx, limit, at);
    if (found === null) return null;
    hits.push(found);
  }
  return { hits, notification };
}

function queueMail(tx: DocTx, id: string, doc: MailDoc): void {
  tx.set(paths.mail(id), { ...doc });
}

export function createDocStore(port: DocPort): Store {
  return {
    getUser: (uid) => port.get<UserDoc>(paths.user(uid)),
    loadSkinSite: (username) => loadSkinTree(port, username),
    listSitemap: (max) => listSitemap(port, max),
    getPublished: (path) => getPublished(port, path),
    publishSkins: () => publishSkins(port),
    listSkins: (uid) => listSkins(port, uid),
    findSkinByUsername: async (username) => (await skinsNamed(port, username, 1))[0] ?? null,
    findSkin: (username) => findSkin(port, username),
    getContact: (contactId) => port.get<ContatoDoc>(paths.contato(contactId)),
    getConversation: (contactId, conversationId) => port.get<ConversaDoc>(paths.conversa(contactId, conversationId)),
    getAccess: (hash) => port.get<AcessoDoc>(paths.acesso(hash)),
    inspectConversation: (contactId, conversationId) => inspectConversation(port, contactId, conversationId),

    bootstrapUser: (input) => port.runTransaction((tx) => bootstrapUser(tx, input)),

    createSkin: (input) => port.runTransaction((tx) => createSkin(tx, input)),

    sendContactMessage: (input) => port.runTransaction((tx) => sendContactMessage(tx, input)),

    appendChatMessage: (input) => port.runTransaction((tx) => appendChatMessage(tx, input)),

    latestMessageOf: async (contactId, conversationId, chave) => {
      // Only the newest few: a reply quotes what the visitor said last, which is near the end.
      const recent = await port.query<ChatDoc>(
        { collection: paths.chat(contactId, conversationId) },
        {
          orderBy: [['data', 'desc']],
          limit: LATEST_MESSAGES_SCANNED,
        },
      );
      return recent.find((row) => row.data.userRemetente === chave)?.data ?? null;
    },

    markRead: (input) => port.runTransaction((tx) => markRead(tx, input)),

    markAccessSeen: (hash) =>
      port.runTransaction(async (tx) => {
        if (!(await tx.get(paths.acesso(hash)))) return false;
        tx.set(paths.acesso(hash), { visto: true }, { merge: true });
        return true;
      }),

    markAllAccessesSeen: () => markAllAccessesSeen(port),

    retryMail: (mailId) => port.runTransaction((tx) => retryMail(tx, mailId)),

    deleteConversation: (contactId, conversationId) => deleteConversation(port, contactId, conversationId),

    recordAccess: (input) => port.runTransaction((tx) => recordAccess(tx, input)),

    locateAccess: ({ hash, place, stats: bump }) =>
      port.runTransaction(async (tx) => {
        const found = await tx.get<AcessoDoc>(paths.acesso(hash));
        if (!found) return;
        const stats = await readStats(tx, found.data, bump);
        const { country_code, ...rest } = place;
        tx.set(paths.acesso(hash), { ...rest, ...(country_code ? { country_code } : {}) }, { merge: true });
        stats.write({ visitas: 1, pais: country_code ?? '' });
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

    hasRoom: async (limit, at) => (await readRateLimit(port, limit, at)) !== null,

    cachedGeo: async (ip, at): Promise<GeoInfo | null> => {
      const cached = await port.get<GeoCacheDoc>(paths.geoCache(ip));
      if (!cached || cached.expiresAt <= at) return null;
      return {
        ...(cached.country_code ? { country_code: cached.country_code } : {}),
        country_name: cached.country_name,
        region: cached.region,
        city: cached.city,
        org: cached.org,
      };
    },

    cacheGeo: (ip, geo, expiresAt) =>
      port.runTransaction(async (tx) => {
        const doc: GeoCacheDoc = {
          ...(geo.country_code ? { country_code: geo.country_code } : {}),
          country_name: geo.country_name,
          region: geo.region,
          city: geo.city,
          org: geo.org,
          expiresAt,
        };
        tx.set(paths.geoCache(ip), { ...doc });
      }),

    editSkin: (input) => editSkin(port, input),
    reserveSkinImage: (slot) => reserveSkinImage(port, slot),
    releaseSkinImage: (taken) => releaseSkinImage(port, taken),
    recordSkinImage: (record) => recordSkinImage(port, record),
    deleteSkin: (location) => deleteSkin(port, location),
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
 * The reservation document (keyed by the lower-cased name, so the check is case-insensitive) is what
 * makes concurrent creates conflict; the group query also catches skins of that exact name written
 * without a reservation (older data, hand-made seeds).
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
  const published = homeOnlyPublished(paths.skin(input.uid, input.skinId), skin, home);
  writePublish(tx, { changed: [...published.keys()], removed: [], tooLarge: null }, published, input.at);
  return skin;
}

function touchUser(tx: DocTx, uid: string): void {
  tx.set(paths.user(uid), { idGoogle: uid }, { merge: true });
}

async function createSkin(tx: DocTx, input: CreateSkinInput): Promise<CreateSkinOutcome> {
  if (await usernameTaken(tx, input.username)) return { status: 'username-taken' };
  const own = await tx.query({ collection: paths.skins(input.uid) }, { limit: Math.max(1, input.maxSkins ?? 1) });
  if (input.maxSkins !== undefined && own.length >= input.maxSkins) return { status: 'skin-limit' };
  const hits = input.rateLimit ? await readRateLimit(tx, input.rateLimit, input.at) : [];
  if (hits === null) return { status: 'rate-limited' };
  const user = await tx.get<UserDoc>(paths.user(input.uid));

  if (input.rateLimit) writeRateLimit(tx, input.rateLimit, hits, input.at);
  const skin = writeSkin(tx, input, own.length === 0);
  // Concurrent first skins of one user would both be is_main, and concurrent creates could pass the
  // cap together: rewriting the user document they all read makes Firestore serialise them.
  if (user) touchUser(tx, input.uid);
  return { status: 'created', skin };
}

async function bootstrapUser(tx: DocTx, input: BootstrapInput): Promise<BootstrapOutcome> {
  const uid = input.newUser.idGoogle;
  const existing = await tx.get<UserDoc>(paths.user(uid));
  const skins = await listSkins(tx, uid);
  const wantsDefault = skins.length === 0 && input.defaultSkin !== null;
  if (wantsDefault && input.defaultSkin && (await usernameTaken(tx, input.defaultSkin.username))) {
    return { status: 'username-taken' };
  }
  const [latest] = await tx.query<LoginDoc>({ collection: paths.logins(uid) }, { orderBy: [['data', 'desc']], limit: 1 });
  const recordedLogin = !latest || latest.data.data <= input.at - input.loginCollapseMs;

  const user = existing ?? input.newUser;
  if (existing) {
    // Two first bootstraps of a user who has no skin must not both create one: rewriting the user
    // document they both read makes Firestore serialise them (creating it does the same for new users).
    if (wantsDefault) touchUser(tx, uid);
  } else {
    tx.set(paths.user(uid), { ...input.newUser });
  }
  if (recordedLogin) tx.set(`${paths.logins(uid)}/${input.loginId}`, { data: input.at });

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
    recordedLogin,
  };
}

/** Every limit's hits, or the first limit that is full. */
async function readRateLimits(tx: Reader, limits: readonly RateLimit[], at: number): Promise<number[][] | { full: RateLimit }> {
  const all: number[][] = [];
  for (const limit of limits) {
    const hits = await readRateLimit(tx, limit, at);
    if (hits === null) return { full: limit };
    all.push(hits);
  }
  return all;
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
  const hits = await readRateLimits(tx, input.rateLimits, input.at);
  const contato = await tx.get<ContatoDoc>(paths.contato(idContato));
  const conversa = await tx.get<ConversaDoc>(conversaPath);
  const acesso = input.accessEmail ? await tx.get<AcessoDoc>(paths.acesso(input.accessEmail.hash)) : null;

  if (contato && !sameParticipants(contato.participantes ?? [], input.contact.participantes)) {
    return { status: 'participant-mismatch' };
  }
  if (!Array.isArray(hits)) return { status: 'rate-limited', limit: hits.full };
  const notice = await readNotification(tx, input.notification, conversa, input.at);
  const stats = await readStats(tx, input.at, input.stats);

  input.rateLimits.forEach((limit, i) => writeRateLimit(tx, limit, hits[i] ?? [], input.at));
  // The sender is always the visitor's side (the lab never writes to itself): the lab has one more to read.
  const unread = input.chat ? 1 : 0;
  const contatoDoc: ContatoDoc = {
    ...input.contact,
    ultimaConversaData: input.at,
    naoLidasLab: unreadOf(contato, 'lab') + unread,
    naoLidasVisitante: unreadOf(contato, 'visitante'),
  };
  tx.set(paths.contato(idContato), { ...contatoDoc }, { merge: true });

  const ultimaMensagem = input.chat?.mensagem ?? '';
  const notificadoEm = notice ? { notificadoEm: input.at } : {};
  if (conversa) {
    // Only the last message moves: a sender never rewrites what an earlier message set.
    const update: Partial<ConversaDoc> = {
      ultimaMensagem,
      dataUltimaMensagem: input.at,
      uids: input.contact.uids,
      naoLidasLab: unreadOf(conversa, 'lab') + unread,
      ...notificadoEm,
    };
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
      naoLidasLab: unread,
      naoLidasVisitante: 0,
      ...notificadoEm,
    };
    tx.set(conversaPath, { ...created });
  }
  if (notice) {
    notice.notification.rateLimits.forEach((limit, i) => writeRateLimit(tx, limit, notice.hits[i] ?? [], input.at));
    queueMail(tx, notice.notification.id, notice.notification.doc);
  }
  // The summary counts new contacts: a later message of the same person adds none.
  if (!contato) stats.write({ contatos: 1 });

  if (input.chat) {
    const chat: ChatDoc = { ...input.chat, data: input.at, idConversa, uids: input.contact.uids };
    tx.set(`${paths.chat(idContato, idConversa)}/${chat.idChat}`, { ...chat });
  }
  if (acesso && input.accessEmail) {
    tx.set(paths.acesso(input.accessEmail.hash), { valorEmail: input.accessEmail.email }, { merge: true });
  }
  return { status: 'sent', createdConversation: conversa === null, notified: notice !== null };
}

async function appendChatMessage(tx: DocTx, input: ChatMessageInput): Promise<ChatMessageOutcome> {
  const conversaPath = paths.conversa(input.contactId, input.conversationId);
  const conversa = await tx.get<ConversaDoc>(conversaPath);
  const contato = await tx.get<ContatoDoc>(paths.contato(input.contactId));
  if (!contato || (!conversa && !input.startConversation)) return { status: 'conversation-not-found' };
  const limits = input.rateLimits ?? [];
  const hits = await readRateLimits(tx, limits, input.at);
  if (!Array.isArray(hits)) return { status: 'rate-limited', limit: hits.full };
  const notice = await readNotification(tx, input.notification, conversa, input.at);

  limits.forEach((limit, i) => writeRateLimit(tx, limit, hits[i] ?? [], input.at));
  const reply = input.replyMail ?? null;
  const chat: ChatDoc = {
    ...input.chat,
    data: input.at,
    idConversa: input.conversationId,
    uids: contato.uids,
    ...(reply ? { idMail: reply.id } : {}),
  };
  tx.set(`${paths.chat(input.contactId, input.conversationId)}/${chat.idChat}`, { ...chat });
  const reader = OTHER_SIDE[input.side ?? 'visitante'];
  const notificadoEm = notice ? { notificadoEm: input.at } : {};
  if (conversa) {
    const update: Partial<ConversaDoc> = {
      ultimaMensagem: chat.mensagem,
      dataUltimaMensagem: input.at,
      [UNREAD_FIELD[reader]]: unreadOf(conversa, reader) + 1,
      ...notificadoEm,
    };
    tx.set(conversaPath, update, { merge: true });
  } else if (input.startConversation) {
    const created: ConversaDoc = {
      assunto: input.startConversation.assunto,
      data: input.at,
      idContato: input.contactId,
      idConversa: input.conversationId,
      ultimaMensagem: chat.mensagem,
      email: input.startConversation.email,
      dataUltimaMensagem: input.at,
      uids: contato.uids,
      naoLidasLab: 0,
      naoLidasVisitante: 0,
      [UNREAD_FIELD[reader]]: 1,
      ...notificadoEm,
    };
    tx.set(conversaPath, { ...created });
  }
  tx.set(
    paths.contato(input.contactId),
    { ultimaConversaData: input.at, [UNREAD_FIELD[reader]]: unreadOf(contato, reader) + 1 },
    { merge: true },
  );
  if (reply) queueMail(tx, reply.id, reply.doc);
  if (notice) {
    notice.notification.rateLimits.forEach((limit, i) => writeRateLimit(tx, limit, notice.hits[i] ?? [], input.at));
    queueMail(tx, notice.notification.id, notice.notification.doc);
  }
  return { status: 'sent', chat, notified: notice !== null };
}

async function markRead(tx: DocTx, input: MarkReadInput): Promise<MarkReadOutcome> {
  const conversaPath = paths.conversa(input.contactId, input.conversationId);
  const conversa = await tx.get<ConversaDoc>(conversaPath);
  const contato = await tx.get<ContatoDoc>(paths.contato(input.contactId));
  if (!conversa || !contato) return { status: 'conversation-not-found' };
  const cleared = unreadOf(conversa, input.side);
  // Nothing to clear writes nothing: opening a read chat costs one read.
  if (cleared === 0) return { status: 'done', cleared };
  const field = UNREAD_FIELD[input.side];
  tx.set(conversaPath, { [field]: 0 }, { merge: true });
  tx.set(paths.contato(input.contactId), { [field]: Math.max(0, unreadOf(contato, input.side) - cleared) }, { merge: true });
  return { status: 'done', cleared };
}

async function markAllAccessesSeen(port: DocPort): Promise<number> {
  let marked = 0;
  for (let round = 0; round < SEEN_ROUNDS; round += 1) {
    const batch = await port.runTransaction(async (tx) => {
      const unseen = await tx.query({ collection: paths.acessos() }, { where: [['visto', '==', false]], limit: SEEN_BATCH });
      for (const row of unseen) tx.set(row.path, { visto: true }, { merge: true });
      return unseen.length;
    });
    marked += batch;
    if (batch < SEEN_BATCH) break;
  }
  return marked;
}

async function retryMail(tx: DocTx, mailId: string): Promise<RetryMailOutcome> {
  const mail = await tx.get<MailDoc>(paths.mail(mailId));
  if (!mail) return 'not-found';
  if (mail.delivery?.state !== 'ERROR') return 'not-failed';
  // The extension sends again when it sees RETRY; the whole delivery map is written so a shallow and a
  // deep merge agree.
  tx.set(paths.mail(mailId), { delivery: { ...mail.delivery, state: 'RETRY' } }, { merge: true });
  return 'retried';
}

async function recordAccess(tx: DocTx, input: AccessInput): Promise<AccessOutcome> {
  const { acesso, rateLimit } = input;
  if (await tx.get(paths.acesso(acesso.hash))) return 'exists';
  const hits = rateLimit ? await readRateLimit(tx, rateLimit, acesso.data) : [];
  if (hits === null) return 'rate-limited';
  const stats = await readStats(tx, acesso.data, input.stats);
  if (rateLimit) writeRateLimit(tx, rateLimit, hits, acesso.data);
  tx.set(paths.acesso(acesso.hash), { ...acesso });
  stats.write({ visitas: 1, pais: acesso.country_code ?? '' });
  return 'recorded';
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
 * Messages go first, in batches, while more are left than one transaction should take. Then one
 * transaction reads what is left, and deletes those last messages, the conversation and (when it was
 * the last) the contact together. A failure at any point leaves messages or the conversation behind,
 * so the footprint still shows what to clean and a retry finishes the job.
 */
async function deleteConversation(port: DocPort, contactId: string, conversationId: string): Promise<DeleteConversationOutcome> {
  const chat = paths.chat(contactId, conversationId);
  const legacy = paths.legacyChats(contactId, conversationId);
  const conversaPath = paths.conversa(contactId, conversationId);
  let deletedMessages = 0;

  for (let round = 0; round < DELETE_ROUNDS; round += 1) {
    for (const collection of [chat, legacy]) {
      for (let batches = 0; batches < BATCHES_PER_ROUND; batches += 1) {
        const batch = await port.listPaths(collection, LIMITS.deleteBatchSize);
        if (batch.length <= CLOSING_MESSAGES_MAX) break;
        await port.deleteBatch(batch);
        deletedMessages += batch.length;
      }
    }
    const closed = await port.runTransaction(async (tx) => {
      const last = [
        ...(await tx.query({ collection: chat }, { limit: CLOSING_MESSAGES_MAX + 1 })),
        ...(await tx.query({ collection: legacy }, { limit: CLOSING_MESSAGES_MAX + 1 })),
      ];
      if (last.length > CLOSING_MESSAGES_MAX) return null;
      const conversa = await tx.get<ConversaDoc>(conversaPath);
      const contato = await tx.get<ContatoDoc>(paths.contato(contactId));
      const siblings = await tx.query({ collection: paths.conversas(contactId) }, { limit: 2 });
      const othersRemain = siblings.some((s) => s.path !== conversaPath);
      for (const message of last) tx.delete(message.path);
      if (conversa) tx.delete(conversaPath);
      const contactDeleted = contato !== null && !othersRemain;
      if (contactDeleted) tx.delete(paths.contato(contactId));
      else if (contato && conversa) {
        // What was unread there goes with it: the contact's totals stay the sum of what remains.
        tx.set(
          paths.contato(contactId),
          {
            naoLidasLab: Math.max(0, unreadOf(contato, 'lab') - unreadOf(conversa, 'lab')),
            naoLidasVisitante: Math.max(0, unreadOf(contato, 'visitante') - unreadOf(conversa, 'visitante')),
          },
          { merge: true },
        );
      }
      return { messages: last.length, conversationDeleted: conversa !== null, contactDeleted };
    });
    if (closed) {
      const { messages, ...rest } = closed;
      return { status: 'deleted', deletedMessages: deletedMessages + messages, ...rest };
    }
  }
  return { status: 'busy', deletedMessages };
}

async function appendNavigation(tx: DocTx, input: NavigationInput): Promise<NavigationOutcome> {
  const path = input.uid === null ? paths.navegacao(input.hash) : paths.userNavigation(input.uid, input.hash);
  const existing = await tx.get<NavigationDoc>(path);
  const hits = input.rateLimit ? await readRateLimit(tx, input.rateLimit, input.at) : [];
  const registros = [...(existing?.registros ?? [])];
  if (input.perHash) {
    const since = input.at - input.perHash.windowMs;
    if (registros.filter((r) => r.timestamp > since).length >= input.perHash.max) return { status: 'rate-limited' };
  }
  if (hits === null) return { status: 'rate-limited' };
  const stats = await readStats(tx, input.at, input.stats);

  // Array-union semantics: an identical record is not added twice.
  const added = !registros.some((r) => r.path === input.record.path && r.timestamp === input.record.timestamp);
  if (added) registros.push({ ...input.record });
  const doc: NavigationDoc = {
    registros: registros.slice(Math.max(0, registros.length - input.max)),
    criadoEm: existing?.criadoEm ?? input.at,
    navegacaoHash: input.hash,
  };
  if (input.rateLimit) writeRateLimit(tx, input.rateLimit, hits, input.at);
  tx.set(path, { ...doc });
  if (added) stats.write({ pagina: input.record.path });
  return { status: 'appended', doc };
}
