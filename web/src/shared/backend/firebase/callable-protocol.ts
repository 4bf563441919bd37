/**
 * The callable protocol over plain fetch, for calls made while the Auth SDK is not loaded. Without
 * Auth, httpsCallable would send no ID token either, so the request is the same; what changes is
 * that an anonymous visitor does not download the Functions SDK (3.3 kB gzip) just for visit
 * tracking, which is what kept /lab/home over its 150 kB JavaScript budget (measured with
 * `npm run bench:web`). Signed-in calls keep httpsCallable, which attaches the token.
 * Protocol: POST `{"data": payload}` as JSON; success is `{"result": ...}`, a refusal is
 * `{"error": {"status": "INVALID_ARGUMENT", "message": "..."}}` with a non-2xx status.
 */
import { DomainError, PUBLIC_MESSAGES } from '@lab/domain/kernel';
import { refusalOf } from '../refusal-message';

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

export async function postCallable(
  url: string,
  payload: unknown,
  fetchImpl: typeof fetch = fetch,
  /** Proofs the protocol carries in headers, such as `X-Firebase-AppCheck`. */
  headers: Record<string, string> = {},
): Promise<unknown> {
  let response: Response;
  let body: unknown;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: payload ?? null }),
    });
    body = await response.json();
  } catch {
    throw new DomainError('internal', PUBLIC_MESSAGES.internal);
  }
  // An error body is read by the domain's one mapping; anything but the protocol's shape is internal.
  if (!response.ok || typeof body !== 'object' || body === null || !('result' in body)) throw refusalOf(body);
  return body.result;
}
