/**
 * What a page view, a card address, the sitemap and a studio change cost, counted in document reads
 * and writes the way Firestore bills them (a query: one per document returned, at least one; a get:
 * one, found or not), through a DocPort that counts on the memory database.
 */
import { LIMITS, SITE_OWNER_SKIN } from '../../kernel/constants';
import { MalformedSnapshotError, readPublishedSite } from '../published-reads';
import { publishedPaths } from '../published-site';
import type { CheckedChange } from '../../studio';
import { decodePublished } from './decode-published';
import { MemoryDb } from '../../memory/memory-db';
import { countingPort } from '../../memory/counting-port';
import type { DocData } from '../../kernel/store/doc-port';
import { createDocStore } from '../../store/doc-store';
import { publishedCard } from './published.contract';

const T0 = Date.UTC(2026, 10, 1);

/** A skin at the studio's limits: 20 pages, 60 containers spread over them, 300 cards with long texts. */
async function skinAtTheLimits() {
  const db = new MemoryDb();
  const counting = countingPort(db);
  const store = createDocStore(counting.port);
  await store.createSkin({ uid: 'u1', skinId: 's1', username: 'cheia', theme: '', iconSkin: '', at: T0 });
  let n = 0;
  const edit = (change: CheckedChange) => store.editSkin({ uid: 'u1', skinId: 's1', change, at: T0, newId: `id${(n += 1)}` });
  for (let p = 1; p < LIMITS.pagesPerSkin; p += 1) await edit({ kind: 'addPage', nome: `pagina${p}` });
  const pages = ['home', ...Array.from({ length: LIMITS.pagesPerSkin - 1 }, (_, p) => `pagina${p + 1}`)];
  for (let c = 0; c < LIMITS.containersPerSkin; c += 1) {
    await edit({ kind: 'addContainer', pageId: pages[c % pages.length] ?? 'home', titulo: `Container ${c}` });
  }
  const containers = Array.from({ length: LIMITS.containersPerSkin }, (_, c) => `id${pages.length + c}`);
  for (let k = 0; k < LIMITS.cardsPerSkin; k += 1) {
    const card = publishedCard({ titulo: `Card ${k}`, descricao: `Uma descrição longa do card ${k}. `.repeat(100) });
    await edit({ kind: 'addCard', containerId: containers[k % containers.length] ?? '', card });
  }
  counting.reset();
  return { store, counting, edit, containers };
}

describe('what a visitor’s read costs', () => {
  it('a page of a skin at the studio’s limits: 2 reads; a card address: 3; the bare address: 2', async () => {
    const { store, counting } = await skinAtTheLimits();
    const get = (path: string) => store.getPublished(path);
    const page = await readPublishedSite(get, { username: 'cheia', pageId: 'pagina3', cardId: null });
    expect(page?.cards.length).toBe(15);
    expect(counting.counts.reads).toBe(2);
    counting.reset();
    const card = page?.cards[0];
    const whole = await readPublishedSite(get, { username: 'cheia', pageId: 'pagina3', cardId: card?.id ?? '' });
    expect(whole?.cards.find((c) => c.id === card?.id)?.descricao.length).toBeGreaterThan(1000);
    expect(counting.counts.reads).toBe(3);
    counting.reset();
    await readPublishedSite(get, { username: 'cheia', pageId: null, cardId: null });
    expect(counting.counts.reads).toBe(2);
  }, 60_000);

  it('a card edit rewrites the page documents showing it, its own document and the site’s change time, nothing else', async () => {
    const { counting, edit, containers } = await skinAtTheLimits();
    await edit({ kind: 'placeContainer', containerId: containers[0] ?? '', pageId: 'pagina7' });
    counting.reset();
    await edit({ kind: 'updateCard', cardId: 'id80', card: publishedCard({ titulo: 'Novo', descricao: 'Curta.'.repeat(100) }) });
    const published = counting.counts.writes.filter((path) => path.startsWith('sites/')).sort();
    expect(published).toEqual(
      [
        publishedPaths.site('cheia'),
        publishedPaths.page('cheia', 'home'),
        publishedPaths.page('cheia', 'pagina7'),
        publishedPaths.card('cheia', 'id80'),
      ].sort(),
    );
  }, 60_000);
});

describe('what the sitemap costs', () => {
  it('1,000 skins of 20 pages: at most 1,000 reads, the site’s own skin first, then the most recently changed', async () => {
    const page = (id: string) => ({
      id_pagina: id,
      nome: id,
      conteudo: '',
      data: T0,
      is_main: id === 'home',
      orderBy: id,
      containerIds: [],
    });
    const pages = Array.from({ length: 20 }, (_, p) => page(p === 0 ? 'home' : `p${p}`));
    const site = (username: string, changedAt: number) => ({
      skin: { id_skins: username, username, theme: '', is_main: true, data: T0, iconSkin: '', idUser: username },
      paginas: pages,
      changedAt,
    });
    const docs: Record<string, DocData> = { [publishedPaths.site(SITE_OWNER_SKIN)]: site(SITE_OWNER_SKIN, T0 - 1) };
    for (let n = 0; n < 1200; n += 1) docs[publishedPaths.site(`skin${n}`)] = site(`skin${n}`, T0 + n);
    const db = new MemoryDb(docs);
    const counting = countingPort(db);
    const sitemap = await createDocStore(counting.port).listSitemap(1000);
    expect(counting.counts.reads).toBeLessThanOrEqual(1000);
    expect(sitemap).toHaveLength(1000);
    expect(sitemap.slice(0, 3).map((s) => s.username)).toEqual([SITE_OWNER_SKIN, 'skin1199', 'skin1198']);
    expect(sitemap[1]?.pageIds).toHaveLength(20);
  });
});

describe('a snapshot document nobody should have written', () => {
  it('is refused by the schema on the server and by its shape in the browser, never rendered', async () => {
    const db = new MemoryDb({ [publishedPaths.site('torta')]: { skin: 'não é objeto', paginas: 'nem lista', changedAt: 0 } });
    const store = createDocStore(countingPort(db).port);
    const get = (path: string) => store.getPublished(path);
    const address = { username: 'torta', pageId: 'home', cardId: null };
    await expect(readPublishedSite(get, address, decodePublished)).rejects.toThrow(MalformedSnapshotError);
    await expect(readPublishedSite(get, address)).rejects.toThrow('paginas: expected array');
  });
});
