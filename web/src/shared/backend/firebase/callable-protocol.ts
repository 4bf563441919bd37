/**
 * The callable protocol over plain fetch, for calls made while the Auth SDK is not loaded. Without
 * Auth, httpsCallable would send no ID token either, so the request is the same; what changes is
 * that an anonymous visitor does not download the Functions SDK (3.3 kB gzip) just for visit
 * tracking, which is what kept /lab/home over its 150 kB JavaScript budget (measured with
 * `npm run bench:web`). Signed-in calls keep httpsCallable, which attaches the token.
 * Protocol: POST `{"data": payload}` as JSON; success is `{"result": ...}`, a refusal is
 * `{"error": {"status": "INVALID_ARGUMENT", "message": "..."}}` with a non-2xx status.
 */
import { DomainError, isDomainErrorCode, MESSAGES } from '@lab/domain';

export interface CallableTarget {
  projectId: string;
  region: string;
  /** `host:port` of the Functions emulator, when the app runs against emulators. */
  emulator: string | null;
}

export function callableUrl(name: string, target: CallableTarget): string {
  return target.emulator
    ? `http://${target.emulator}/${target.projectId}/${target.region}/${name}`
    : `https://${target.region}-${target.projectId}.cloudfunctions.net/${name}`;
}

/**
 * The domain error for a refusal code in any of its spellings ("functions/not-found", "NOT_FOUND").
 * Codes the domain does not know, and internal errors, become the Portuguese internal message;
 * so does a message that only repeats the code, which is what both the SDK and the protocol say
 * when the server gave none of its own.
 */
export function domainErrorOf(code: unknown, message: unknown): DomainError {
  const bare = typeof code === 'string' ? code.replace(/^functions\//, '').toLowerCase().replace(/_/g, '-') : '';
  if (!isDomainErrorCode(bare) || bare === 'internal') return new DomainError('internal', MESSAGES.internal);
  const own = typeof message === 'string' && message !== '' && message.toLowerCase().replace(/_/g, '-') !== bare;
  return new DomainError(bare, own ? message : MESSAGES.internal);
}

/** The domain error a protocol error body stands for; anything but the protocol's shape is internal. */
export function protocolError(body: unknown): DomainError {
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  if (typeof error !== 'object' || error === null) return new DomainError('internal', MESSAGES.internal);
  const { status, message } = error as { status?: unknown; message?: unknown };
  return domainErrorOf(status, message);
}

export async function postCallable(url: string, payload: unknown, fetchImpl: typeof fetch = fetch): Promise<unknown> {
  let response: Response;
  let body: unknown;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: payload ?? null }),
    });
    body = await response.json();
  } catch {
    throw new DomainError('internal', MESSAGES.internal);
  }
  if (!response.ok || typeof body !== 'object' || body === null || !('result' in body)) throw protocolError(body);
  return (body as { result: unknown }).result;
}
