/**
 * Her private calendar feed as Hosting serves it (firebase.json rewrites `/agenda/**` here): the
 * path's two parts go to the domain's agendaFeedResponse, which decides the answer; this is only the
 * HTTPS boundary. Calendar apps fetch it with GET (and some with HEAD).
 */
import { onRequest, type HttpsFunction } from 'firebase-functions/v2/https';
import { FUNCTIONS_REGION } from '@lab/domain/commands';
import { agendaFeedResponse, type FeedDeps, type FeedResponse } from '@lab/domain/bookings';

const FEED_PATH = /^\/agenda\/([^/]+)\/([^/]+)\.ics$/;

/** The answer to one request: 405 for a method a calendar does not use, the domain's answer otherwise. */
export async function answerAgendaFeed(
  deps: FeedDeps,
  method: string,
  path: string,
): Promise<FeedResponse | { status: 405; headers: Record<string, string>; body: string }> {
  if (method !== 'GET' && method !== 'HEAD') return { status: 405, headers: { Allow: 'GET, HEAD' }, body: '' };
  const match = FEED_PATH.exec(path);
  let parts: [string, string] | null = null;
  try {
    parts = match ? [decodeURIComponent(match[1] ?? ''), decodeURIComponent(match[2] ?? '')] : null;
  } catch {
    parts = null;
  }
  return agendaFeedResponse(deps, parts?.[0] ?? '', parts?.[1] ?? '');
}

export function createAgendaFeed(deps: FeedDeps, securityHeaders: Record<string, string>): HttpsFunction {
  return onRequest({ region: FUNCTIONS_REGION }, async (req, res) => {
    res.set(securityHeaders);
    const answer = await answerAgendaFeed(deps, req.method, req.path);
    res.set(answer.headers).status(answer.status);
    if (req.method === 'HEAD') res.end();
    else res.send(answer.body);
  });
}
