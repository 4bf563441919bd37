/**
 * The handler tests' seeded world (packages/domain/src/handlers/test-support/world.ts) with the
 * callables wrapped by firebase-functions-test in front of its handlers, App Check enforced as in
 * production: for the tests of what only the Firebase layer does (App Check, the payload depth
 * guard, the HttpsError mapping, the client's IP read from X-Forwarded-For, the ID token's claims).
 */
import functionsTest from 'firebase-functions-test';
import type { CallableRequest, HttpsError } from 'firebase-functions/v2/https';
import type { CallableName, ResultOf } from '@lab/domain/commands';
import type { Caller } from '@lab/domain/kernel';
import { ANA, createWorldParts, type WorldOptions as HandlerWorldOptions, type WorldParts } from '@lab/domain/handler-world';
import { createCallables, type Callables } from '../index';

export {
  ADD_ONS,
  ANA,
  BRUNO,
  expectNoWrites,
  GEO,
  HASH,
  NEWCOMER,
  OTHER_HASH,
  OWNER,
  SECOND_OWNER,
  seed,
  SITE_URL,
  T0,
  type AccountRecord,
} from '@lab/domain/handler-world';

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

export interface World extends WorldParts {
  callables: Callables;
  call<N extends CallableName>(name: N, data: unknown, options?: CallOptions): Promise<ResultOf<N>>;
  /** The refusal a call ends with (fails the test if the call succeeds). */
  refusal(name: CallableName, data: unknown, options?: CallOptions): Promise<HttpsError>;
}

export interface WorldOptions extends HandlerWorldOptions {
  /** Off only to show what the emulator does; on by default, as in production. */
  enforceAppCheck?: boolean;
}

/** The request the Functions runtime hands a callable, with the ID token's claims and the headers it forwards. */
function requestOf(data: unknown, callOptions: CallOptions): CallableRequest {
  const as = callOptions.as === undefined ? ANA : callOptions.as;
  const ip = callOptions.ip === undefined ? '203.0.113.7' : callOptions.ip;
  const { 'x-forwarded-for': sent, ...headers } = callOptions.headers ?? {};
  // Google's front end appends the address it saw to whatever the client sent.
  const forwarded = [sent, ip].filter((entry): entry is string => typeof entry === 'string' && entry !== '').join(', ');
  return {
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
}

export function createWorld(options: WorldOptions = {}): World {
  const parts = createWorldParts(options);
  const callables = createCallables(parts.deps, { enforceAppCheck: options.enforceAppCheck ?? true });

  const call = <N extends CallableName>(name: N, data: unknown, callOptions: CallOptions = {}): Promise<ResultOf<N>> => {
    const wrapped = fft.wrap(callables[name]);
    const answer = Promise.resolve(wrapped(requestOf(data, callOptions)));
    if (options.notices === 'held') return answer;
    return answer.finally(parts.drain);
  };

  const refusal = async (name: CallableName, data: unknown, callOptions?: CallOptions): Promise<HttpsError> => {
    try {
      await call(name, data, callOptions);
    } catch (error) {
      return error as HttpsError;
    }
    throw new Error(`${name} was expected to be refused but succeeded`);
  };

  return { ...parts, callables, call, refusal };
}
