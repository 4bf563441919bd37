/**
 * Skins and their names: the reservation that makes a name unique, a new skin with its home page and
 * published snapshot, and a first sign-in's account and default skin. A skin made from the studio's
 * changes (skin-from-changes.ts) and a rename (skin-rename.ts) build on these checks and writes.
 */
import { DEFAULT_PAGE_ORDER_BY, LOG_RETENTION_MS, MAIN_PAGE_CONTENT, MAIN_PAGE_ID, MAIN_PAGE_NAME } from '../../kernel/constants';
import { GROUPS, paths } from '../../kernel/paths';
import type { LoginDoc, UserDoc, UsernameDoc } from '../../kernel/types';
import type { PaginaDoc, SkinDoc } from '../skin-types';
import type { DocPort, DocTx, Reader } from '../../kernel/store/doc-port';
import { readRateLimit, writeRateLimit } from '../../limits';
import { homeOnlyPublished, writePublish } from '../../published';
import type { BootstrapInput, BootstrapOutcome, CreateSkinInput, CreateSkinOutcome, NewSkin, SkinStore } from './skin-port';

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
export async function usernameTaken(tx: Reader, username: string): Promise<boolean> {
  const reservation = await tx.get<UsernameDoc>(paths.username(username));
  if (reservation) return true;
  return (await skinsNamed(tx, username, 1)).length > 0;
}

/** A new skin's own document and its home page, as writeSkin writes them. */
export function newSkinDocs(input: NewSkin, isMain: boolean): { skin: SkinDoc; home: PaginaDoc } {
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
  return { skin, home };
}

function writeSkin(tx: DocTx, input: NewSkin, isMain: boolean): SkinDoc {
  const { skin, home } = newSkinDocs(input, isMain);
  tx.set(paths.skin(input.uid, input.skinId), { ...skin });
  tx.set(paths.pagina(input.uid, input.skinId, MAIN_PAGE_ID), { ...home });
  const published = homeOnlyPublished(paths.skin(input.uid, input.skinId), skin, home, input.at);
  writePublish(tx, { changed: [...published.keys()], removed: [], tooLarge: null }, published, input.at);
  return skin;
}

function touchUser(tx: DocTx, uid: string): void {
  tx.set(paths.user(uid), { idGoogle: uid }, { merge: true });
}

/** What a new skin's transaction reads before writing: a refusal, or what its writes need. */
export type NewSkinCheck =
  | { status: 'refused'; outcome: Exclude<CreateSkinOutcome, { status: 'created' }> }
  | { status: 'ok'; hits: number[]; first: boolean; userExists: boolean };

/** The name's reservation, the account's cap and the per-user limit, read before any write. */
export async function checkNewSkin(tx: Reader, input: CreateSkinInput): Promise<NewSkinCheck> {
  const refused = (status: 'username-taken' | 'skin-limit' | 'rate-limited'): NewSkinCheck => ({
    status: 'refused',
    outcome: { status },
  });
  if (await usernameTaken(tx, input.username)) return refused('username-taken');
  const own = await tx.query({ collection: paths.skins(input.uid) }, { limit: Math.max(1, input.maxSkins ?? 1) });
  if (input.maxSkins !== undefined && own.length >= input.maxSkins) return refused('skin-limit');
  const hits = input.rateLimit ? await readRateLimit(tx, input.rateLimit, input.at) : [];
  if (hits === null) return refused('rate-limited');
  const user = await tx.get<UserDoc>(paths.user(input.uid));
  return { status: 'ok', hits, first: own.length === 0, userExists: user !== null };
}

/** The writes every new skin makes besides its tree: the limit's use, the name's reservation, the user. */
export function writeNewSkinBookkeeping(tx: DocTx, input: CreateSkinInput, check: Extract<NewSkinCheck, { status: 'ok' }>): void {
  if (input.rateLimit) writeRateLimit(tx, input.rateLimit, check.hits, input.at);
  const reservation: UsernameDoc = { uid: input.uid, skinId: input.skinId };
  tx.set(paths.username(input.username), { ...reservation });
  // Concurrent first skins of one user would both be is_main, and concurrent creates could pass the
  // cap together: rewriting the user document they all read makes Firestore serialise them.
  if (check.userExists) touchUser(tx, input.uid);
}

async function createSkin(tx: DocTx, input: CreateSkinInput): Promise<CreateSkinOutcome> {
  const check = await checkNewSkin(tx, input);
  if (check.status === 'refused') return check.outcome;
  writeNewSkinBookkeeping(tx, input, check);
  const skin = writeSkin(tx, input, check.first);
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
  if (recordedLogin) {
    const login: LoginDoc = { data: input.at, expiresAt: input.at + LOG_RETENTION_MS };
    tx.set(`${paths.logins(uid)}/${input.loginId}`, { ...login });
  }

  let createdDefaultSkin: SkinDoc | null = null;
  if (wantsDefault && input.defaultSkin) {
    const reservation: UsernameDoc = { uid, skinId: input.defaultSkin.skinId };
    tx.set(paths.username(input.defaultSkin.username), { ...reservation });
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

/** The part of the SkinStore that these documents answer alone; skin-store.ts adds the rest. */
export function createNewSkinStore(port: DocPort) {
  return {
    getUser: (uid) => port.get<UserDoc>(paths.user(uid)),
    bootstrapUser: (input) => port.runTransaction((tx) => bootstrapUser(tx, input)),
    listSkins: (uid) => listSkins(port, uid),
    findSkinByUsername: async (username) => (await skinsNamed(port, username, 1))[0] ?? null,
    isSkinNameFree: async (username) => !(await usernameTaken(port, username)),
    createSkin: (input) => port.runTransaction((tx) => createSkin(tx, input)),
  } satisfies Partial<SkinStore>;
}
