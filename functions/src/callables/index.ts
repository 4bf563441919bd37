/**
 * The Cloud Functions boundary: each callable is a thin onCall that turns the verified request into a
 * HandlerCall, runs the plain handler and maps its refusals to HttpsError. Nothing else lives here.
 */
import { logger } from 'firebase-functions';
import { HttpsError, onCall, type CallableFunction, type CallableRequest } from 'firebase-functions/v2/https';
import {
  callerFromClaims,
  isDomainError,
  MESSAGES,
  REFUSAL_DETAILS,
  type Caller,
  type DomainErrorCode,
} from '@lab/domain/kernel';
import { FUNCTIONS_REGION, type CallableName, type ResultOf } from '@lab/domain/commands';
import {
  CALLABLE_NAMES,
  createHandlers,
  declarationOf,
  isInternalAddress,
  type HandlerDeps,
  type HandlerLogger,
} from '@lab/domain/handlers';
import { withBoundedDepth } from './payload-depth-guard';

export type Callable<N extends CallableName> = CallableFunction<unknown, Promise<ResultOf<N>>>;
export type Callables = { [N in CallableName]: Callable<N> };

export interface CallableOptions {
  /**
   * Refuse the App Check-guarded callables (every one whose declaration's `appCheck` is not `none`) when the request carries no verified App
   * Check token. On in production; off in the Functions emulator, which cannot verify a token (see
   * docs/security.md).
   */
  enforceAppCheck: boolean;
}

export function createCallables(deps: HandlerDeps, options: CallableOptions): Callables {
  const log: HandlerLogger = deps.logger ?? logger;
  const handlers = createHandlers({ ...deps, logger: log });

  const callable = <N extends CallableName>(name: N): Callable<N> => {
    const declared = declarationOf(name);
    const checked = options.enforceAppCheck && declared.appCheck !== 'none';
    const limitedUse = checked && declared.appCheck === 'limited-use';
    // enforceAppCheck is left off in onCall itself: the SDK would refuse in English ("Unauthenticated").
    // consumeAppCheckToken marks a token used; a second request with it comes with alreadyConsumed.
    const runtime = { region: FUNCTIONS_REGION, ...declared.runtime, ...(limitedUse ? { consumeAppCheckToken: true } : {}) };
    const built = onCall(runtime, async (request: CallableRequest<unknown>): Promise<ResultOf<N>> => {
      // Without a verified token the SDK leaves request.app undefined (a missing and an invalid one alike).
      if (checked && request.app === undefined) throw refusal('failed-precondition', MESSAGES.appCheckRequired);
      if (limitedUse && request.app?.alreadyConsumed === true) {
        throw refusal('failed-precondition', MESSAGES.appCheckReplayed);
      }
      try {
        return await handlers[name]({ caller: callerOf(request), ip: ipOf(request.rawRequest), data: request.data });
      } catch (error) {
        throw toHttpsError(name, error, log);
      }
    });
    return withBoundedDepth(built);
  };

  return Object.fromEntries(CALLABLE_NAMES.map((name) => [name, callable(name)])) as unknown as Callables;
}

/** The caller as the verified ID token describes it; owners by the `admin` custom claim only. */
export function callerOf(request: Pick<CallableRequest<unknown>, 'auth'>): Caller | null {
  const auth = request.auth;
  if (!auth) return null;
  const token: Record<string, unknown> = auth.token ?? {};
  return callerFromClaims({
    uid: auth.uid,
    name: token.name,
    email: token.email,
    email_verified: token.email_verified,
    picture: token.picture,
    admin: token.admin,
  });
}

/** What ipOf reads of the raw request (an Express request in the Functions runtime). */
export interface RawRequestAddress {
  headers?: Record<string, string | string[] | undefined>;
  socket?: { remoteAddress?: string | undefined };
}

/**
 * The client's IP as Google's front end saw it. On Cloud Functions 2nd gen (Cloud Run) the front end
 * appends the address that connected to it to X-Forwarded-For, after whatever the client sent, so the
 * last entry is the only one a client cannot choose. Express's `req.ip` is not used: the Functions
 * Framework enables 'trust proxy', which makes it the first entry, the one a client can prepend.
 * Without the header (a direct connection, as in the emulator) the socket's address is the client's.
 * This holds while the callables are reached at their own URL; a proxy put in front (a Hosting
 * rewrite, a load balancer) appends its own address, and the trusted entry moves one to the left:
 * `proxiesInFront` says how many (the click beacon behind Hosting's `/__clique` passes 1).
 */
export function ipOf(raw: RawRequestAddress | undefined, proxiesInFront: number = 0): string | null {
  if (!raw) return null;
  const forwarded = raw.headers?.['x-forwarded-for'];
  const entries = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  // The last entry not of a proxy inside the network: an internal hop that appends its own private
  // address must not put every visitor in one bucket. Entries to its left are the client's to write.
  const outside = entries.filter((entry) => !isInternalAddress(entry));
  // Behind Hosting, its own public hop is the last entry and the client the one it appended before.
  return outside.at(-1 - proxiesInFront) ?? outside.at(-1) ?? entries.at(-1) ?? raw.socket?.remoteAddress ?? null;
}

/** A refusal of the domain's, marked so the client shows its message (REFUSAL_DETAILS). */
function refusal(code: DomainErrorCode, message: string): HttpsError {
  return new HttpsError(code, message, REFUSAL_DETAILS);
}

function toHttpsError(name: CallableName, error: unknown, log: HandlerLogger): HttpsError {
  if (isDomainError(error)) return refusal(error.code, error.message);
  if (error instanceof HttpsError) return error;
  log.error(`${name}: unexpected failure`, error instanceof Error ? { message: error.message, stack: error.stack } : { error });
  return new HttpsError('internal', MESSAGES.internal);
}
