/**
 * A seeded world for the handler tests: a MemoryDb with the site owner's skin and a few users, the
 * handlers made by createHandlers, a settable clock, a fake geo lookup, the accounts as Firebase Auth
 * knows them and sequential ids, so every test reads like the product's rules and runs in
 * milliseconds. A call goes to the handler as the boundary hands it over (the caller from the ID
 * token's claims, the client's IP) and a refusal comes back in the shape the callable layer sends
 * (`{ code, message, details }`); what only Firebase does (App Check, the payload depth guard, reading
 * the IP from X-Forwarded-For) is tested beside the callables in functions/src/callables.
 */
import { callerFromClaims } from '../../kernel/identity';
import { isDomainError, REFUSAL_DETAILS, type DomainErrorCode } from '../../kernel/errors';
import { MESSAGES } from '../../kernel/messages';
import type { CallableName, ResultOf } from '../../commands';
import type { Caller, GeoInfo } from '../../kernel/types';
import { createHandlers, sweepDeletions } from '..';
import { drainMessageNotices } from '../../notices/commands/message-notices';
import type { SweepReport } from '../../deletions/commands/sweep-deletions';
import type { Accounts, HandlerDeps, HandlerLogger, SkinImages } from '../handler-types';
import type { Handlers } from '../registry';
import { createInlineImages } from '../../memory/inline-images';
import { createMemoryStore } from '../../memory/memory-store';
import { MemoryDb } from '../../memory/memory-db';
import type { Store } from '../../store/store';
import { fakePush, type FakePush } from './fake-push';
import { accountsOf, ANA, BRUNO, GEO, NEWCOMER, OWNER, SECOND_OWNER, seed, SITE_URL, T0, type AccountRecord } from './people';

export * from './people';

export interface CallOptions {
  as?: Caller | null;
  /** The client's address as the boundary read it; null when it could not tell. */
  ip?: string | null;
}

/** A refusal as the callable layer sends it: the domain's code, its Portuguese message and REFUSAL_DETAILS. */
export class Refusal extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

/** What the handlers depend on, as the tests hold them to look at or change. */
export interface WorldParts {
  db: MemoryDb;
  store: Store;
  clock: { now: number };
  geo: jest.Mock<Promise<GeoInfo>, [string]>;
  /** Firebase Auth's accounts by uid; tests add or change them. */
  accounts: Map<string, AccountRecord>;
  logger: { warn: jest.Mock<void, unknown[]>; error: jest.Mock<void, unknown[]> };
  /** The push service: what was sent, and the tokens it answers are gone (tests add them). */
  push: FakePush;
  /** What the handlers were given: a test runs the after-commit work with them. */
  deps: HandlerDeps;
  /** Settles every pending notice, as the trigger does on Firebase; `call` runs it unless notices are held. */
  drain(): Promise<void>;
  /** One run of the scheduled deletion sweeper, at the world's clock. */
  sweep(): Promise<SweepReport>;
}

export interface World extends WorldParts {
  handlers: Handlers;
  call<N extends CallableName>(name: N, data: unknown, options?: CallOptions): Promise<ResultOf<N>>;
  /** The refusal a call ends with (fails the test if the call succeeds). */
  refusal(name: CallableName, data: unknown, options?: CallOptions): Promise<Refusal>;
}

export interface WorldOptions {
  /** Start from an empty database instead of the seed. */
  empty?: boolean;
  random?: () => number;
  store?: (db: MemoryDb) => Store;
  /** Where uploads go; inline data: URLs (the demo's) unless a test needs a failing or counting store. */
  images?: SkinImages;
  /** The site's reply address (SITE_REPLY_TO), when a test sets one. */
  siteReplyTo?: string;
  /** 'held': messages' notices stay pending until the test drains them (as a trigger not yet run). */
  notices?: 'held';
}

function accountsPortOf(accounts: Map<string, AccountRecord>): Accounts {
  return {
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
}

/** The seeded database and every dependency of the handlers; the Functions' world wraps the same parts. */
export function createWorldParts(options: WorldOptions = {}): WorldParts {
  const db = new MemoryDb(options.empty ? {} : seed());
  const store = (options.store ?? createMemoryStore)(db);
  const clock = { now: T0 };
  let ids = 0;
  const geo = jest.fn<Promise<GeoInfo>, [string]>(async () => ({ ...GEO }));
  const logger = { warn: jest.fn<void, unknown[]>(), error: jest.fn<void, unknown[]>() };
  const silentLogger: HandlerLogger = logger;
  const accounts = accountsOf([OWNER, SECOND_OWNER, ANA, BRUNO, NEWCOMER]);
  const accountsPort = accountsPortOf(accounts);
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
  // What the Firestore trigger does on Firebase after a message commits, run after each call
  // (or left pending with `notices: 'held'`, for a test to settle itself).
  const drain = () => drainMessageNotices(deps);
  const sweep = () => sweepDeletions({ store, images, accounts: accountsPort, now: () => clock.now, logger: silentLogger });
  return { db, store, clock, geo, accounts, logger, push, deps, drain, sweep };
}

/** The caller as the boundary builds it from a verified ID token's claims. */
function callerOf(as: Caller): Caller {
  return callerFromClaims({
    uid: as.uid,
    name: as.name,
    email: as.email,
    email_verified: as.emailVerified,
    picture: as.picture,
    admin: as.admin ? true : undefined,
  });
}

/** A handler's failure as the callable layer answers it: the domain's refusal, or `internal` logged. */
function refusalOf(name: CallableName, error: unknown, log: HandlerLogger): Refusal {
  if (isDomainError(error)) return new Refusal(error.code, error.message, REFUSAL_DETAILS);
  log.error(`${name}: unexpected failure`, error instanceof Error ? { message: error.message, stack: error.stack } : { error });
  return new Refusal('internal', MESSAGES.internal);
}

export function createWorld(options: WorldOptions = {}): World {
  const parts = createWorldParts(options);
  const handlers = createHandlers(parts.deps);

  const run = async <N extends CallableName>(name: N, data: unknown, callOptions: CallOptions): Promise<ResultOf<N>> => {
    const as = callOptions.as === undefined ? ANA : callOptions.as;
    const ip = callOptions.ip === undefined ? '203.0.113.7' : callOptions.ip;
    try {
      return await handlers[name]({ caller: as ? callerOf(as) : null, ip: ip || null, data });
    } catch (error) {
      throw refusalOf(name, error, parts.logger);
    }
  };

  const call = <N extends CallableName>(name: N, data: unknown, callOptions: CallOptions = {}): Promise<ResultOf<N>> => {
    const answer = run(name, data, callOptions);
    if (options.notices === 'held') return answer;
    return answer.finally(parts.drain);
  };

  const refusal = async (name: CallableName, data: unknown, callOptions?: CallOptions): Promise<Refusal> => {
    try {
      await call(name, data, callOptions);
    } catch (error) {
      return error as Refusal;
    }
    throw new Error(`${name} was expected to be refused but succeeded`);
  };

  return { ...parts, handlers, call, refusal };
}

/** Runs `act` and checks it left the database exactly as it was. */
export async function expectNoWrites(db: MemoryDb, act: () => Promise<unknown>): Promise<void> {
  const before = db.toJSON();
  await act();
  expect(db.toJSON()).toEqual(before);
}
