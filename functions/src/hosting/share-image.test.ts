/**
 * The share image function's answers on the seed in the memory store, drawn by the real renderer
 * (sharp): the PNG's size is read back from sharp's metadata. SHARE_IMAGE_SHOTS=dir writes the
 * images drawn to that folder, to look at them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, jest } from '@jest/globals';
import sharp from 'sharp';
import { createMemoryStore, MemoryDb } from '@lab/domain/memory';
import { readSkinAddress } from '@lab/domain/published';
import { decodePublished, withPublishedSnapshots } from '@lab/domain/store';
import { shareImageContent, shareImagePath, shareImageVersion, type ShareImageContent } from '@lab/domain/previews';
import { siteAddressOf } from '@lab/domain/kernel';
import { readSeed } from '../../scripts/seed-data';
import { createSkinPages } from './page-answers';
import type { SiteRenderer } from './site-renderer';
import { renderShareImage } from './share-image-render';
import {
  clientOf,
  createShareImageAnswers,
  SHARE_IMAGE_CACHE,
  SHARE_IMAGES_PER_CLIENT,
  type ShareImageDeps,
} from './share-image';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const shots = process.env.SHARE_IMAGE_SHOTS;

async function world(overrides: Partial<ShareImageDeps> = {}) {
  const store = createMemoryStore(new MemoryDb(withPublishedSnapshots(readSeed().documents)));
  const reads = jest.fn((path: string) => store.getPublished(path));
  const drawn: string[] = [];
  const deps: ShareImageDeps = {
    store: { getPublished: reads },
    images: { read: () => Promise.resolve(null) },
    render: async (content, icon, siteName) => {
      drawn.push(content.title);
      const bytes = await renderShareImage(content, icon, siteName);
      if (shots) {
        mkdirSync(shots, { recursive: true });
        writeFileSync(join(shots, `${content.username}-${content.title}${icon ? '-foto' : ''}.png`), bytes);
      }
      return bytes;
    },
    siteName: 'Lab',
    now: () => 0,
    logger: { error: jest.fn() },
    ...overrides,
  };
  const answer = createShareImageAnswers(deps);
  const site = await readSkinAddress(
    (path) => store.getPublished(path),
    { username: 'lab', pageId: 'projetos', cardId: null },
    decodePublished,
  );
  if (!site || site === 'hidden') throw new Error('no lab in the seed');
  const content = shareImageContent(site, 'projetos') as ShareImageContent;
  const current = shareImagePath({ username: 'lab', pageId: 'projetos', version: shareImageVersion(content) });
  reads.mockClear();
  const get = (path: string, client = '203.0.113.7') => answer({ method: 'GET', path, client });
  return { answer, get, current, reads, drawn, deps };
}

describe('the share image function', () => {
  it('answers the current address with a 1200×630 PNG that every cache may keep for good', async () => {
    const { get, current } = await world();
    const reply = await get(current);
    expect(reply.status).toBe(200);
    expect(reply.headers).toEqual({ 'Content-Type': 'image/png', 'Cache-Control': SHARE_IMAGE_CACHE });
    const bytes = reply.body as Buffer;
    expect(bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });

  it('draws her icon in the circle when the image store holds it', async () => {
    const red = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const { get, current } = await world({ images: { read: () => Promise.resolve({ bytes: red, contentType: 'image/png' }) } });
    const bytes = (await get(current)).body as Buffer;
    const { data } = await sharp(bytes)
      .extract({ left: 270, top: 315, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([255, 0, 0]);
  });

  it('answers 404, without reading anything, to an address not of the images’ shape', async () => {
    const { get, current, reads } = await world();
    for (const path of [
      '/compartilhar/lab',
      current.replace('.png', '.jpg'),
      '/compartilhar/lab/projetos/x.png',
      '/compartilhar/%E0/a/0123456789abcdef.png',
    ]) {
      expect((await get(path)).status).toBe(404);
    }
    expect(reads).not.toHaveBeenCalled();
  });

  it('answers 404 to a skin or a page that does not exist', async () => {
    const { get } = await world();
    expect((await get('/compartilhar/ninguem-aqui/home/0123456789abcdef.png')).status).toBe(404);
    expect((await get('/compartilhar/lab/sumiu/0123456789abcdef.png')).status).toBe(404);
  });

  it('sends an old version on to the current one, for a little while, without drawing', async () => {
    const { get, current, drawn } = await world();
    const reply = await get('/compartilhar/lab/projetos/0123456789abcdef.png');
    expect(reply).toMatchObject({ status: 302, headers: { Location: current, 'Cache-Control': 'public, max-age=300' } });
    expect(drawn).toEqual([]);
  });

  it('draws an address once per instance, then answers it from memory without reading', async () => {
    const { get, current, reads, drawn } = await world();
    await get(current);
    reads.mockClear();
    expect((await get(current, '198.51.100.9')).status).toBe(200);
    expect(reads).not.toHaveBeenCalled();
    expect(drawn).toHaveLength(1);
  });

  it('refuses a client past its draws for the minute with 429, before reading the store', async () => {
    const { get, reads } = await world();
    const junk = (n: number) => `/compartilhar/lab/projetos/${n.toString(16).padStart(16, '0')}.png`;
    for (let n = 0; n < SHARE_IMAGES_PER_CLIENT; n += 1) expect((await get(junk(n))).status).toBe(302);
    reads.mockClear();
    const refused = await get(junk(999));
    expect(refused).toMatchObject({ status: 429, headers: { 'Retry-After': '60', 'Cache-Control': 'no-store' } });
    expect(reads).not.toHaveBeenCalled();
    expect((await get(junk(999), '198.51.100.9')).status).toBe(302);
  });

  it('answers 405 to a method no image fetch uses, and 503 (logged, not cached) when the store fails', async () => {
    const { answer, current } = await world();
    expect((await answer({ method: 'POST', path: current, client: '' })).status).toBe(405);
    const failing = await world({ store: { getPublished: () => Promise.reject(new Error('Firestore indisponível')) } });
    const reply = await failing.get(current);
    expect(reply).toMatchObject({ status: 503, headers: { 'Cache-Control': 'no-store' } });
    expect(failing.deps.logger.error).toHaveBeenCalled();
  });
});

describe('the client behind Hosting', () => {
  it('is the entry Hosting appended, not one the client wrote before it', () => {
    expect(clientOf('6.6.6.6, 203.0.113.7, 35.191.0.1', undefined)).toBe('203.0.113.7');
    expect(clientOf('203.0.113.7', '10.0.0.1')).toBe('203.0.113.7');
    expect(clientOf(undefined, '10.0.0.1')).toBe('10.0.0.1');
  });
});

describe('the pages beside the share image function', () => {
  it("tell the renderer to name the drawn images where the function runs, and not on the demo's server", async () => {
    const store = createMemoryStore(new MemoryDb(withPublishedSnapshots(readSeed().documents)));
    const asked: Array<boolean | undefined> = [];
    const renderer: SiteRenderer = {
      pages: {
        addressOf: siteAddressOf,
        render: (request) => {
          asked.push(request.shareImages);
          return { status: 200, headers: {}, body: '' };
        },
        sitePage: () => null,
        fallback: () => ({ status: 200, headers: {}, body: '' }),
      },
      sitemap: () => '',
      robots: () => '',
    };
    const pages = (shareImages?: boolean) =>
      createSkinPages({
        store,
        site: () => Promise.resolve(renderer),
        logger: { error: jest.fn() },
        ...(shareImages ? { shareImages } : {}),
      });
    await pages(true)({ path: '/lab/projetos', origin: 'https://lab.example' });
    await pages()({ path: '/lab/projetos', origin: 'https://lab.example' });
    expect(asked).toEqual([true, undefined]);
  });
});
