/**
 * The Cloud Functions boundary: each callable is a thin onCall that turns the verified request into a
 * HandlerCall, runs the plain handler and maps its refusals to HttpsError. Nothing else lives here.
 */
import { logger } from 'firebase-functions';
import { HttpsError, onCall, type CallableFunction, type CallableRequest } from 'firebase-functions/v2/https';
import {
  FUNCTIONS_REGION,
  identityOf,
  isDomainError,
  MESSAGES,
  type CallableName,
  type Caller,
  type ResultOf,
} from '@lab/domain';
import { createHandlers, type HandlerDeps, type HandlerLogger } from '@lab/domain/handlers';

export type Callable<N extends CallableName> = CallableFunction<unknown, Promise<ResultOf<N>>>;
export type Callables = { [N in CallableName]: Callable<N> };

export function createCallables(deps: HandlerDeps): Callables {
  const log: HandlerLogger = deps.logger ?? logger;
  const handlers = createHandlers({ ...deps, logger: log });

  const callable = <N extends CallableName>(name: N): Callable<N> =>
    onCall({ region: FUNCTIONS_REGION }, async (request: CallableRequest<unknown>): Promise<ResultOf<N>> => {
      try {
        return await handlers[name]({ caller: callerOf(request), ip: ipOf(request.rawRequest), data: request.data });
      } catch (error) {
        throw toHttpsError(name, error, log);
      }
    });

  return {
    bootstrapSession: callable('bootstrapSession'),
    createSkin: callable('createSkin'),
    sendContactMessage: callable('sendContactMessage'),
    sendChatMessage: callable('sendChatMessage'),
    deleteConversation: callable('deleteConversation'),
    logAccess: callable('logAccess'),
    logNavigation: callable('logNavigation'),
  };
}

/** The caller as the verified ID token describes it; owners by the `admin` custom claim only. */
export function callerOf(request: Pick<CallableRequest<unknown>, 'auth'>): Caller | null {
  const auth = request.auth;
  if (!auth) return null;
  const token: Record<string, unknown> = auth.token ?? {};
  return identityOf({ uid: auth.uid, name: token.name, email: token.email, picture: token.picture, admin: token.admin });
}

/** The client's IP: Express's view first, else the first hop the load balancer recorded. */
export function ipOf(raw: Pick<CallableRequest['rawRequest'], 'ip' | 'headers'> | undefined): string | null {
  if (!raw) return null;
  if (typeof raw.ip === 'string' && raw.ip !== '') return raw.ip;
  const forwarded = raw.headers?.['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first ? first : null;
}

function toHttpsError(name: CallableName, error: unknown, log: HandlerLogger): HttpsError {
  if (isDomainError(error)) return new HttpsError(error.code, error.message);
  if (error instanceof HttpsError) return error;
  log.error(`${name}: unexpected failure`, error instanceof Error ? { message: error.message, stack: error.stack } : { error });
  return new HttpsError('internal', MESSAGES.internal);
}
