/**
 * A seeded world for the callable tests: a MemoryDb with the site owner's skin and a few users, the
 * callables wrapped by firebase-functions-test (App Check enforced, as in production), a
 * settable clock, a fake geo lookup, the accounts as Firebase Auth knows them and sequential ids, so
 * every test reads like the product's rules and runs in milliseconds.
 */
import functionsTest from 'firebase-functions-test';
import type { CallableRequest, HttpsError } from 'firebase-functions/v2/https';
import {
  DEFAULT_AVATAR,
  DEFAULT_PAGE_ORDER_BY,
  MAIN_PAGE_CONTENT,
  MAIN_PAGE_ID,
  MAIN_PAGE_NAME,
  paths,
  SITE_OWNER_SKIN,
  type CallableName,
  type Caller,
  type GeoInfo,
  type PaginaDoc,
  type ResultOf,
  type SkinDoc,
  type UserDoc,
} from '@lab/domain';
import {
  drainMessageNotices,
  sweepDeletions,
  type HandlerDeps,
  type Accounts,
  type GoogleProfile,
  type HandlerLogger,
  type SkinImages,
  type SweepReport,
} from '@lab/domain/handlers';
import { fakePush, type FakePush } from './fake-push';
import { createMemoryStore, createInlineImages } from '@lab/domain/memory';
import { MemoryDb, type DocData } from '@lab/domain/memory';
import type { Store } from '@lab/domain/store';
import { createCallables, type Callables } from '../index';

export const T0 = Date.UTC(2024, 4, 1, 12, 0, 0);

export const OWNER: Caller = {
  uid: 'owner-uid',
  admin: true,
  name: 'Laura Lab',
  givenName: 'Laura',
  email: 'laura@lab.dev',
  emailVerified: true,
  picture: 'https://img.example/laura.png',
};
/** The second owner account: an admin who takes part in no contact. */
export const SECOND_OWNER: Caller = {
  uid: 'owner2-uid',
  admin: true,
  name: 'Otto Dono',
  givenName: 'Otto',
  email: 'otto@lab.dev',
  emailVerified: true,
  picture: 'https://img.example/otto.png',
};
export const ANA: Caller = {
  uid: 'ana-uid',
  admin: false,
  name: 'Ana Souza',
  givenName: 'Ana',
  email: 'ana@example.com',
  emailVerified: true,
  picture: 'https://img.example/ana.png',
};
/** A user with several skins. */
export const BRUNO: Caller = {
  uid: 'bruno-uid',
  admin: false,
  name: 'Bruno Lima',
  givenName: 'Bruno',
  email: 'bruno@example.com',
  emailVerified: true,
  picture: '',
};
/** Signed in with Google but never bootstrapped: no user document, no skin. */
export const NEWCOMER: Caller = {
  uid: 'new-uid',
  admin: false,
  name: 'Nina Nova Silva',
  givenName: 'Nina',
  email: 'nina@example.com',
  emailVerified: true,
  picture: '',
};

export const HASH = '0b9f4a62-1c3d-4e5f-8a7b-9c0d1e2f3a4b';
export const OTHER_HASH = '7d1e2f3a-4b5c-4d6e-9f70-8192a3b4c5d6';

function userDoc(caller: Caller, isAdmin = false): UserDoc {
  return {
    idGoogle: caller.uid,
    nomeGoogle: caller.givenName,
    nomeCompletoGoogle: caller.name,
    emailGoogle: caller.email,
    picGoogle: caller.picture || DEFAULT_AVATAR,
    data: T0 - 86_400_000,
    isAdmin,
  };
}

function skinDocs(uid: string, skinId: string, username: string, isMain: boolean, age: number): Record<string, DocData> {
  const skin: SkinDoc = {
    id_skins: skinId,
    username,
    theme: 'CYBERPINK',
    is_main: isMain,
    data: T0 - age,
    iconSkin: DEFAULT_AVATAR,
    idUser: uid,
  };
  const home: PaginaDoc = {
    id_pagina: MAIN_PAGE_ID,
    nome: MAIN_PAGE_NAME,
    conteudo: MAIN_PAGE_CONTENT,
    data: T0 - age,
    is_main: true,
    orderBy: DEFAULT_PAGE_ORDER_BY,
  };
  return {
    [paths.skin(uid, skinId)]: { ...skin },
    [paths.pagina(uid, skinId, MAIN_PAGE_ID)]: { ...home },
    [paths.username(username)]: { uid, skinId },
  };
}

/** The add-on catalogue the studio's cards pick icons from. */
export const ADD_ONS = {
  figma: { url_img: '/seed/addon-figma.svg', nome: 'Figma' },
  react: { url_img: '/seed/addon-react.svg', nome: 'React' },
};

export function seed(): Record<string, DocData> {
  return {
    ...Object.fromEntries(Object.entries(ADD_ONS).map(([id, addOn]) => [`${paths.addOns()}/${id}`, { ...addOn }])),
    [paths.user(OWNER.uid)]: { ...userDoc(OWNER, true) },
    ...skinDocs(OWNER.uid, 'skin-lab', SITE_OWNER_SKIN, true, 90_000),
    [paths.user(SECOND_OWNER.uid)]: { ...userDoc(SECOND_OWNER, true) },
    ...skinDocs(SECOND_OWNER.uid, 'skin-studio', 'studio', true, 80_000),
    [paths.user(ANA.uid)]: { ...userDoc(ANA) },
    ...skinDocs(ANA.uid, 'skin-ana', 'ana', true, 70_000),
    [paths.user(BRUNO.uid)]: { ...userDoc(BRUNO) },
    ...skinDocs(BRUNO.uid, 'skin-bruno', 'bruno', true, 60_000),
    ...skinDocs(BRUNO.uid, 'skin-bruno2', 'bruno2', false, 50_000),
  };
}

/** An account as Firebase Auth holds it: its Google identity and its `admin` claim. */
export interface AccountRecord {
  google: GoogleProfile | null;
  admin: boolean;
  /** The account's address, when Google verified it. */
  verifiedEmail?: string | null;
  /** Disabled by a block (Accounts.setDisabled): Auth refuses its sign-in. */
  disabled?: boolean;
  /**
   * The uid Google gives the person (the google.com provider's uid): the same when the Auth account is
   * deleted and the person signs in again under a new Firebase uid. The account's own uid when absent.
   */
  googleUid?: string;
}

/** The accounts of the seeded callers, as they signed in with Google. */
function accountsOf(callers: readonly Caller[]): Map<string, AccountRecord> {
  return new Map(
    callers.map((c) => [
      c.uid,
      { google: { name: c.name, picture: c.picture }, admin: c.admin, verifiedEmail: c.emailVerified ? c.email : null },
    ]),
  );
}

const fft = functionsTest();

export interface CallOptions {
  as?: Caller | null;
  /** The address Google's front end saw: it arrives as the last X-Forwarded-For entry. */
  ip?: string | null;
  /** Extra headers; an x-forwarded-for given here is what the client sent, before `ip` is appended. */
  headers?: Record<string, string>;
  /**
   * Whether the request carries a verified App Check token (the site's own page does); 'consumed': a
   * limited-use token that was already used once (a replay).
   */
  appCheck?: boolean | 'consumed';
}

export interface World {
  db: MemoryDb;
  store: Store;
  clock: { now: number };
  geo: jest.Mock<Promise<GeoInfo>, [string]>;
  /** Firebase Auth's accounts by uid; tests add or change them. */
  accounts: Map<string, AccountRecord>;
  logger: { warn: jest.Mock<void, unknown[]>; error: jest.Mock<void, unknown[]> };
  /** The push service: what was sent, and the tokens it answers are gone (tests add them). */
  push: FakePush;
  callables: Callables;
  /** What the handlers were given: a test runs the after-commit work with them. */
  deps: HandlerDeps;
  /** Settles every pending notice, as the trigger does on Firebase; `call` runs it unless notices are held. */
  drain(): Promise<void>;
  call<N extends CallableName>(name: N, data: unknown, options?: CallOptions): Promise<ResultOf<N>>;
  /** The refusal a call ends with (fails the test if the call succeeds). */
  refusal(name: CallableName, data: unknown, options?: CallOptions): Promise<HttpsError>;
  /** One run of the scheduled deletion sweeper, at the world's clock. */
  sweep(): Promise<SweepReport>;
}

export interface WorldOptions {
  /** Start from an empty database instead of the seed. */
  empty?: boolean;
  random?: () => number;
  store?: (db: MemoryDb) => Store;
  /** Off only to show what the emulator does; on by default, as in production. */
  enforceAppCheck?: boolean;
  /** Where uploads go; inline data: URLs (the demo's) unless a test needs a failing or counting store. */
  images?: SkinImages;
  /** The site's reply address (SITE_REPLY_TO), when a test sets one. */
  siteReplyTo?: string;
  /** 'held': messages' notices stay pending until the test drains them (as a trigger not yet run). */
  notices?: 'held';
}

/** Where the e-mails' links point in these tests. */
export const SITE_URL = 'https://lab.example';

export const GEO: GeoInfo = {
  country_code: 'BR',
  country_name: 'Brazil',
  region: 'Rio Grande do Sul',
  city: 'Porto Alegre',
  org: 'AS123 Provedor',
};

export function createWorld(options: WorldOptions = {}): World {
  const db = new MemoryDb(options.empty ? {} : seed());
  const store = (options.store ?? createMemoryStore)(db);
  const clock = { now: T0 };
  let ids = 0;
  const geo = jest.fn<Promise<GeoInfo>, [string]>(async () => ({ ...GEO }));
  const logger = { warn: jest.fn<void, unknown[]>(), error: jest.fn<void, unknown[]>() };
  const silentLogger: HandlerLogger = logger;
  const accounts = accountsOf([OWNER, SECOND_OWNER, ANA, BRUNO, NEWCOMER]);
  const accountsPort: Accounts = {
    googleProfile: async (uid) => accounts.get(uid)?.google ?? null,
    isOwner: async (uid) => accounts.get(uid)?.admin === true,
    ownerEmails: async () => [...accounts.values()].flatMap((a) => (a.admin && a.verifiedEmail ? [a.verifiedEmail] : [])),
    verifiedEmail: async (uid) => accounts.get(uid)?.verifiedEmail ?? null,
    ownerUids: async () => [...accounts.entries()].flatMap(([uid, a]) => (a.admin ? [uid] : [])),
    deleteAccount: async (uid) => {
      accounts.delete(uid);
    },
    setDisabled: async (uid, disabled) => {
      const account = accounts.get(uid);
      if (account) account.disabled = disabled;
    },
    identityKey: async (uid) => {
      const account = accounts.get(uid);
      return account?.google ? `google-${account.googleUid ?? uid}` : null;
    },
  };
  const push = fakePush();
  const images = options.images ?? createInlineImages();
  const deps: HandlerDeps = {
    store,
    geo,
    push,
    accounts: accountsPort,
    images,
    now: () => clock.now,
    random: options.random ?? (() => 0.4242),
    newId: () => `id-${String((ids += 1)).padStart(4, '0')}`,
    siteUrl: SITE_URL,
    ...(options.siteReplyTo ? { siteReplyTo: options.siteReplyTo } : {}),
    logger: silentLogger,
  };
  const callables = createCallables(deps, { enforceAppCheck: options.enforceAppCheck ?? true });
  // What the Firestore trigger does on Firebase after a message commits, run here after each call
  // (or left pending with `notices: 'held'`, for a test to settle itself).
  const drain = () => drainMessageNotices(deps);

  const call = <N extends CallableName>(name: N, data: unknown, callOptions: CallOptions = {}): Promise<ResultOf<N>> => {
    const as = callOptions.as === undefined ? ANA : callOptions.as;
    const ip = callOptions.ip === undefined ? '203.0.113.7' : callOptions.ip;
    const { 'x-forwarded-for': sent, ...headers } = callOptions.headers ?? {};
    // Google's front end appends the address it saw to whatever the client sent.
    const forwarded = [sent, ip].filter((entry): entry is string => typeof entry === 'string' && entry !== '').join(', ');
    const request = {
      data,
      auth: as
        ? {
            uid: as.uid,
            rawToken: 'test-token',
            token: {
              uid: as.uid,
              sub: as.uid,
              name: as.name,
              email: as.email,
              email_verified: as.emailVerified,
              picture: as.picture,
              ...(as.admin ? { admin: true } : {}),
            },
          }
        : undefined,
      app:
        callOptions.appCheck === false
          ? undefined
          : {
              appId: '1:000:web:lab',
              token: { app_id: '1:000:web:lab' },
              ...(callOptions.appCheck === 'consumed' ? { alreadyConsumed: true } : {}),
            },
      rawRequest: { headers: forwarded === '' ? headers : { ...headers, 'x-forwarded-for': forwarded }, socket: {} },
      acceptsStreaming: false,
    } as unknown as CallableRequest;
    const wrapped = fft.wrap(callables[name]);
    const answer = Promise.resolve(wrapped(request));
    if (options.notices === 'held') return answer;
    return answer.finally(drain);
  };

  const refusal = async (name: CallableName, data: unknown, callOptions?: CallOptions): Promise<HttpsError> => {
    try {
      await call(name, data, callOptions);
    } catch (error) {
      return error as HttpsError;
    }
    throw new Error(`${name} was expected to be refused but succeeded`);
  };

  const sweep = () => sweepDeletions({ store, images, accounts: accountsPort, now: () => clock.now, logger: silentLogger });

  return { db, store, clock, geo, accounts, logger, push, callables, call, refusal, sweep, deps, drain };
}

/** Runs `act` and checks it left the database exactly as it was. */
export async function expectNoWrites(db: MemoryDb, act: () => Promise<unknown>): Promise<void> {
  const before = db.toJSON();
  await act();
  expect(db.toJSON()).toEqual(before);
}
