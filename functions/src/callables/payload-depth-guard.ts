/**
 * The callables' first check, ahead of the Functions SDK: the SDK decodes a request's `data` by
 * recursion before any handler runs, so a body nested some thousands of levels deep (a few KB) would
 * overflow its stack and answer 500, on every callable, the page-view loggers that need no App Check
 * included. The raw body (already parsed: V8's JSON.parse keeps its own stack) is bounded here first.
 */
import { HttpsError, type CallableFunction } from 'firebase-functions/v2/https';
import { MAX_PAYLOAD_DEPTH, MESSAGES, payloadDepthExceeds, REFUSAL_DETAILS } from '@lab/domain/kernel';

/** What the guard reads and writes of Express's request and response. */
interface RawRequest {
  body?: unknown;
  headers?: Record<string, string | string[] | undefined>;
}
interface RawResponse {
  status(code: number): RawResponse;
  setHeader(name: string, value: string): unknown;
  send(body: unknown): unknown;
}

/**
 * `callable` behind the depth bound. The result is what onCall returned, every property kept
 * (`__endpoint`, `__trigger`, `run`), so deploy and the emulator still see a callable and
 * firebase-functions-test still runs it.
 */
export function withBoundedDepth<F extends CallableFunction<unknown, unknown>>(callable: F): F {
  const handle = callable as unknown as (req: RawRequest, res: RawResponse) => Promise<unknown>;
  const guarded = (req: RawRequest, res: RawResponse): Promise<unknown> => {
    if (!payloadDepthExceeds(req.body, MAX_PAYLOAD_DEPTH + 1)) return handle(req, res);
    // The callable protocol's error, as the SDK itself writes it, so the web shows the message.
    const refusal = new HttpsError('invalid-argument', MESSAGES.payloadTooDeep, REFUSAL_DETAILS);
    allowOrigin(req, res);
    res.status(refusal.httpErrorCode.status).send({ error: refusal.toJSON() });
    return Promise.resolve();
  };
  Object.defineProperties(guarded, Object.getOwnPropertyDescriptors(callable));
  return guarded as unknown as F;
}

/** The CORS answer onCall gives every origin (`cors: true`), or the browser would hide the refusal. */
function allowOrigin(req: RawRequest, res: RawResponse): void {
  const origin = req.headers?.['origin'];
  if (typeof origin !== 'string') return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Vary', 'Origin');
}
