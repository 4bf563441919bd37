/**
 * A skin page's share image as Hosting serves it (firebase.json rewrites SHARE_IMAGE_GLOB here):
 * `/compartilhar/{skin}/{page}/{version}.png`, the version being the digest of what the image shows
 * (previews slice). Junk is answered before any work: a path not of that shape gets 404 without a
 * read, and each client's draws are counted before the store is read. The address of the current
 * image is drawn once per instance and kept, and cached for good by the CDN and browsers; an old
 * version is sent on to the current one.
 */
import { onRequest, type HttpsFunction } from 'firebase-functions/v2/https';
import { FUNCTIONS_REGION } from '@lab/domain/commands';
import { clientKey } from '@lab/domain/limits';
import { CACHE_CONTROL, readSkinAddress } from '@lab/domain/published';
import { decodePublished, type Store } from '@lab/domain/store';
import type { SkinImages } from '@lab/domain/handlers';
import {
  parseShareImagePath,
  shareImageContent,
  shareImagePath,
  shareImageVersion,
  type ShareImageContent,
} from '@lab/domain/previews';
import { createRecentCache, createWindowLimiter, type RecentCache, type WindowLimiter } from './share-image-limits';

/** An address's bytes never change: any cache may keep them for good. */
export const SHARE_IMAGE_CACHE = 'public, max-age=31536000, immutable';
/** The current version moves when she changes her page: the way to it is kept only a little while. */
export const SHARE_IMAGE_MOVED_CACHE = 'public, max-age=300';
/** Draws one client may cause per minute and instance: a page shared in a group is fetched a few times, then cached. */
export const SHARE_IMAGES_PER_CLIENT = 20;
/** Draws per minute and instance, whoever asks: a bound on the work even when clients are not told apart. */
export const SHARE_IMAGES_PER_INSTANCE = 120;
const WINDOW_MS = 60_000;
/** PNGs kept per instance (about 60 kB each). */
const KEPT_IMAGES = 100;

export interface ShareImageDeps {
  store: Pick<Store, 'getPublished'>;
  images: Pick<SkinImages, 'read'>;
  /** Draws the PNG (share-image-render.ts); a test may hand in its own. */
  render(content: ShareImageContent, icon: Uint8Array | null, siteName: string): Promise<Buffer>;
  siteName: string;
  now: () => number;
  logger: { error(message: string, ...details: unknown[]): void };
}

export interface ShareImageRequest {
  method: string;
  path: string;
  /** The client's address as Hosting saw it (clientOf), or '' when unknown. */
  client: string;
}

export interface ShareImageAnswer {
  status: 200 | 302 | 404 | 405 | 429 | 503;
  headers: Record<string, string>;
  body: Buffer | '';
}

const answer = (
  status: ShareImageAnswer['status'],
  headers: Record<string, string>,
  body: Buffer | '' = '',
): ShareImageAnswer => ({
  status,
  headers,
  body,
});
const notFound = () => answer(404, { 'Cache-Control': CACHE_CONTROL.notFound });
const png = (bytes: Buffer) => answer(200, { 'Content-Type': 'image/png', 'Cache-Control': SHARE_IMAGE_CACHE }, bytes);

export function createShareImageAnswers(
  deps: ShareImageDeps,
  memory: { perClient?: WindowLimiter; perInstance?: WindowLimiter; kept?: RecentCache<Buffer> } = {},
): (request: ShareImageRequest) => Promise<ShareImageAnswer> {
  const perClient =
    memory.perClient ?? createWindowLimiter({ limit: SHARE_IMAGES_PER_CLIENT, windowMs: WINDOW_MS, now: deps.now });
  const perInstance =
    memory.perInstance ?? createWindowLimiter({ limit: SHARE_IMAGES_PER_INSTANCE, windowMs: WINDOW_MS, now: deps.now });
  const kept = memory.kept ?? createRecentCache<Buffer>(KEPT_IMAGES);
  return async ({ method, path, client }) => {
    if (method !== 'GET' && method !== 'HEAD') return answer(405, { Allow: 'GET, HEAD' });
    const address = parseShareImagePath(path);
    if (!address) return notFound();
    const known = kept.get(path);
    if (known) return png(known);
    if (!perClient.take(clientKey(client) || 'unknown') || !perInstance.take('all')) {
      return answer(429, { 'Retry-After': String(WINDOW_MS / 1000), 'Cache-Control': 'no-store' });
    }
    try {
      const site = await readSkinAddress(
        (documentPath) => deps.store.getPublished(documentPath),
        { username: address.username, pageId: address.pageId, cardId: null },
        decodePublished,
      );
      const content = site && site !== 'hidden' ? shareImageContent(site, address.pageId) : null;
      if (!content) return notFound();
      const version = shareImageVersion(content);
      if (version !== address.version) {
        const current = shareImagePath({ username: address.username, pageId: address.pageId, version });
        return answer(302, { Location: current, 'Cache-Control': SHARE_IMAGE_MOVED_CACHE });
      }
      const icon = await deps.images.read(content.icon).catch(() => null);
      const bytes = await deps.render(content, icon?.bytes ?? null, deps.siteName);
      kept.set(path, bytes);
      return png(bytes);
    } catch (error) {
      deps.logger.error('shareImage: the image could not be read or drawn', { path, error });
      return answer(503, { 'Cache-Control': 'no-store', 'Retry-After': '60' });
    }
  };
}

/**
 * The client's address behind Hosting: Hosting appends the address that reached it to
 * X-Forwarded-For and Google's front end then appends Hosting's own, so the client is the entry
 * before the last (the entries before it are the client's to write). Alone, the one entry.
 */
export function clientOf(forwardedFor: string | string[] | undefined, socketAddress: string | undefined): string {
  const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.at(-2) ?? entries.at(-1) ?? socketAddress ?? '';
}

export function createShareImage(deps: ShareImageDeps, securityHeaders: Record<string, string>): HttpsFunction {
  const answers = createShareImageAnswers(deps);
  // A few instances at most: the CDN keeps each image for good, so only new versions reach here.
  return onRequest({ region: FUNCTIONS_REGION, maxInstances: 5, memory: '512MiB' }, async (req, res) => {
    res.set(securityHeaders);
    const client = clientOf(req.headers['x-forwarded-for'], req.socket.remoteAddress);
    const reply = await answers({ method: req.method, path: req.path, client });
    res.set(reply.headers).status(reply.status);
    if (req.method === 'HEAD' || reply.body === '') res.end();
    else res.send(reply.body);
  });
}
