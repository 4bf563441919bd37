/**
 * The public pages' click counts as Hosting serves them (firebase.json rewrites `/__clique` here):
 * navigator.sendBeacon posts a plain body and cannot speak the callable protocol, so this only
 * translates. The body is the payload of the declared `logClick` callable, and it goes through the
 * callables' own guards: the payload's depth, the client's IP as ipOf reads it (Hosting's hop in
 * front), and the handler, which checks the schema and takes the per-IP limits before any read.
 */
import { onRequest, type HttpsFunction } from 'firebase-functions/v2/https';
import { FUNCTIONS_REGION } from '@lab/domain/commands';
import { isDomainError, MAX_PAYLOAD_DEPTH, payloadDepthExceeds } from '@lab/domain/kernel';
import type { HandlerCall, HandlerLogger } from '@lab/domain/handlers';
import { ipOf, type RawRequestAddress } from '../callables';

/** A click's payload is a few dozen bytes: anything much bigger is no beacon of ours. */
export const CLICK_BODY_MAX_BYTES = 2048;

/** What sendBeacon sends a string as, and what a fetch fallback may say. */
const BODY_TYPES = ['text/plain', 'application/json'];

export interface BeaconRequest extends RawRequestAddress {
  method: string;
  /** The body as it arrived (the Functions Framework keeps it beside the parsed one). */
  rawBody?: Buffer | undefined;
}

export interface BeaconAnswer {
  status: 204 | 400 | 405 | 413 | 415 | 500;
  headers: Record<string, string>;
}

const answer = (status: BeaconAnswer['status'], headers: Record<string, string> = {}): BeaconAnswer => ({
  status,
  headers: { 'Cache-Control': 'no-store', ...headers },
});

function headerOf(req: BeaconRequest, name: string): string {
  const value = req.headers?.[name];
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).trim().toLowerCase();
}

/** The payload a request carries, or the answer that refuses it. Nothing is run for a refused one. */
function payloadOf(req: BeaconRequest): { data: unknown } | BeaconAnswer {
  if (req.method !== 'POST') return answer(405, { Allow: 'POST' });
  const type = headerOf(req, 'content-type').split(';')[0] ?? '';
  if (!BODY_TYPES.includes(type)) return answer(415);
  const declared = Number(headerOf(req, 'content-length') || '0');
  const body = req.rawBody ?? Buffer.alloc(0);
  if (declared > CLICK_BODY_MAX_BYTES || body.length > CLICK_BODY_MAX_BYTES) return answer(413);
  try {
    const data: unknown = JSON.parse(body.toString('utf8'));
    return payloadDepthExceeds(data, MAX_PAYLOAD_DEPTH + 1) ? answer(400) : { data };
  } catch {
    return answer(400);
  }
}

/**
 * The answer to one request: 204 once the click was counted or dropped (the page never reads it), 4xx
 * for what no page of ours sends, with nothing run and nothing written.
 */
export async function answerClickBeacon(
  logClick: (call: HandlerCall) => Promise<unknown>,
  req: BeaconRequest,
  log: HandlerLogger,
): Promise<BeaconAnswer> {
  const payload = payloadOf(req);
  if (!('data' in payload)) return payload;
  try {
    // A beacon carries no session: every click through here is a visitor's.
    await logClick({ caller: null, ip: ipOf(req, 1), data: payload.data });
    return answer(204);
  } catch (error) {
    if (isDomainError(error) && error.code === 'invalid-argument') return answer(400);
    log.error('clickBeacon: unexpected failure', error instanceof Error ? { message: error.message } : { error });
    return answer(500);
  }
}

export function createClickBeacon(
  logClick: (call: HandlerCall) => Promise<unknown>,
  log: HandlerLogger,
  securityHeaders: Record<string, string>,
): HttpsFunction {
  return onRequest({ region: FUNCTIONS_REGION }, async (req, res) => {
    res.set(securityHeaders);
    const { status, headers } = await answerClickBeacon(logClick, req, log);
    res.set(headers).status(status).end();
  });
}
