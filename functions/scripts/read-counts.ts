/**
 * What the public pages cost in Firestore document reads, counted the way Firestore bills them on a
 * DocPort that counts (the memory store, which shares every read with the Firestore adapter): an
 * uncached render as the renderSkinPage function reads it, a query string, a skin at the studio's
 * limits, and the sitemap over 1,000 skins of 20 pages. `npm run bench:web` prints these figures.
 */
import { LIMITS, SITE_OWNER_SKIN, siteAddressOf } from '@lab/domain/kernel';
import { publishedPaths } from '@lab/domain/published';
import { type NormalisedCardFields } from '@lab/domain/commands';
import { type CheckedChange } from '@lab/domain/studio';
import { countingPort, MemoryDb, type DocData } from '@lab/domain/memory';
import { createDocStore, withPublishedSnapshots } from '@lab/domain/store';
import { createSkinPages, SITEMAP_MAX_SKINS } from '../src/hosting/page-answers';
import type { SiteRenderer } from '../src/hosting/site-renderer';

/** Reads nothing itself: the figure is the store's. */
const renderer: SiteRenderer = {
  pages: {
    addressOf: siteAddressOf,
    render: () => ({ status: 200, headers: {}, body: '' }),
    sitePage: () => null,
    fallback: () => ({ status: 200, headers: {}, body: '' }),
  },
  sitemap: () => '',
  robots: () => '',
};

async function readsOf(documents: Record<string, DocData>, request: { path: string; search?: string }): Promise<number> {
  const counting = countingPort(new MemoryDb(documents));
  const answer = createSkinPages({ store: createDocStore(counting.port), site: async () => renderer, logger: console });
  await answer({ ...request, origin: 'https://lab.example' });
  return counting.counts.reads;
}

const card = (n: number): NormalisedCardFields => ({
  name: `Card ${n}`,
  nomeDescricao: 'PROJETO',
  titulo: `Projeto ${n}`,
  descricao: `Uma descrição longa do projeto ${n}. `.repeat(60),
  imagem: '',
  atividade: 'Design',
  criador: 'Visitante',
  periodo: '2025',
  linkExterno: 'https://example.com/',
  addOns: [],
});

/** A skin grown through the studio's own changes to 20 pages, 60 containers and 300 cards. */
async function skinAtTheLimits(): Promise<Record<string, DocData>> {
  const db = new MemoryDb();
  const store = createDocStore(countingPort(db).port);
  await store.createSkin({ uid: 'u1', skinId: 's1', username: 'cheia', theme: '', iconSkin: '', at: 0 });
  let n = 0;
  const edit = (change: CheckedChange) => store.editSkin({ uid: 'u1', skinId: 's1', change, at: 0, newId: `id${(n += 1)}` });
  const pages = ['home', ...Array.from({ length: LIMITS.pagesPerSkin - 1 }, (_, p) => `pagina${p + 1}`)];
  for (const page of pages.slice(1)) await edit({ kind: 'addPage', nome: page });
  for (let c = 0; c < LIMITS.containersPerSkin; c += 1)
    await edit({ kind: 'addContainer', pageId: pages[c % pages.length] ?? 'home', titulo: `Container ${c}` });
  for (let k = 0; k < LIMITS.cardsPerSkin; k += 1)
    await edit({ kind: 'addCard', containerId: `id${pages.length + (k % LIMITS.containersPerSkin)}`, card: card(k) });
  return db.toJSON();
}

/** A skin whose main page holds a full gallery and a full Depoimentos container (30 pictures, 30 quotes). */
async function skinWithGalleryAndQuotes(): Promise<Record<string, DocData>> {
  const db = new MemoryDb();
  const store = createDocStore(countingPort(db).port);
  await store.createSkin({ uid: 'u1', skinId: 's1', username: 'vitrine', theme: '', iconSkin: '', at: 0 });
  let n = 0;
  // A refused change would measure a page without them: it stops the bench instead.
  const edit = async (change: CheckedChange) => {
    const outcome = await store.editSkin({ uid: 'u1', skinId: 's1', change, at: 0, newId: `id${(n += 1)}` });
    if (outcome.status !== 'done') throw new Error(`${change.kind} refused: ${outcome.reason}`);
    return outcome.createdId ?? '';
  };
  const many = <T>(make: (i: number) => T) => Array.from({ length: 30 }, (_, i) => make(i));
  const gallery = await edit({ kind: 'addContainer', pageId: 'home', titulo: 'Trabalhos', tipo: 'galeria' });
  const imagens = many((i) => ({
    id: `f${i}`,
    src: `https://lab.example/f${i}.webp`,
    alt: `Foto ${i}`,
    largura: 1600,
    altura: 1200,
  }));
  await edit({ kind: 'updateContainer', containerId: gallery, galeria: { imagens } });
  const quotes = await edit({ kind: 'addContainer', pageId: 'home', titulo: 'Clientes', tipo: 'depoimentos' });
  const itens = many((i) => ({
    id: `d${i}`,
    texto: 'Um depoimento de cliente. '.repeat(20),
    nome: `Cliente ${i}`,
    papel: 'Empresa',
  }));
  await edit({ kind: 'updateContainer', containerId: quotes, depoimentos: { itens } });
  return db.toJSON();
}

/** 1,000 skins and more, 20 pages each, as their site documents. */
function manySites(): Record<string, DocData> {
  const pages = Array.from({ length: 20 }, (_, p) => ({
    id_pagina: p === 0 ? 'home' : `p${p}`,
    nome: `Página ${p}`,
    conteudo: '',
    data: 0,
    is_main: p === 0,
    orderBy: String(p).padStart(4, '0'),
    containerIds: [],
  }));
  const docs: Record<string, DocData> = {};
  for (const [n, username] of [SITE_OWNER_SKIN, ...Array.from({ length: 1200 }, (_, i) => `skin${i}`)].entries()) {
    const skin = { id_skins: username, username, theme: '', is_main: true, data: 0, iconSkin: '', idUser: username };
    docs[publishedPaths.site(username)] = { skin, paginas: pages, changedAt: n };
  }
  return docs;
}

export async function readCounts(seedDocuments: Record<string, DocData>): Promise<Array<[string, number, number]>> {
  const seed = withPublishedSnapshots(seedDocuments);
  const full = await skinAtTheLimits();
  const cardId = `id${LIMITS.pagesPerSkin + LIMITS.containersPerSkin}`;
  return [
    ['/lab/home, uncached render', await readsOf(seed, { path: '/lab/home' }), 2],
    ['/lab/home?x=1', await readsOf(seed, { path: '/lab/home', search: '?x=1' }), 0],
    ['a page of a skin at the limits', await readsOf(full, { path: '/cheia/pagina5' }), 2],
    ['a page with a full gallery and 30 quotes', await readsOf(await skinWithGalleryAndQuotes(), { path: '/vitrine/home' }), 2],
    ['a card address of a skin at the limits', await readsOf(full, { path: `/cheia/home/card/${cardId}` }), 3],
    [`/sitemap.xml, ${SITEMAP_MAX_SKINS} of 1,201 skins of 20 pages`, await readsOf(manySites(), { path: '/sitemap.xml' }), 1000],
  ];
}
