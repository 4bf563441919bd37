/**
 * A page with a gallery, as the server renders it: her pictures are in the HTML as tile buttons with
 * sized, lazy pictures (the first row eager), the grid's stylesheet is linked and its code left for
 * the first touch; the client adopts the markup without a recovery, and a tile then opens the viewer.
 */
import { waitFor } from '@testing-library/react';
import type { DocData } from '@lab/domain/memory';
import { hydrateSkinPage } from '../app/hydrate-skin-page';
import { rememberPublished } from '../app/skin-site-loader';
import { readEmbeddedSkinData } from '../app/skin-data';
import { setBackendForTests } from '../shared/backend';
import { createTestBackend } from '../shared/testing/test-backend';
import { createPageRenderer } from '.';
import { published, readFor, SEED_DOCUMENTS, storeOn, TEMPLATE } from './ssr-testing';

const ORIGIN = 'https://lab.example';
const GALLERY_ASSETS = '"gallery":{"css":["/assets/gallery-20.css"],"js":["/assets/gallery-21.js"]},';
const renderer = createPageRenderer(TEMPLATE.replace('"privacyRoute":', `${GALLERY_ASSETS}"privacyRoute":`));
const STORAGE = 'https://firebasestorage.googleapis.com/v0/b/lab/o/skins%2Fu%2Fs%2F';

/** The seed with a gallery of four pictures on the visitor's home page. */
const WITH_GALLERY: Record<string, DocData> = {
  ...SEED_DOCUMENTS,
  'users/user-visitante/skins/skin-visitante/containers/ct-galeria': {
    ...{ id_container: 'ct-galeria', titulo: 'Trabalhos', iconUrl: '', order: 0, tipo: 'galeria' },
    galeria: {
      imagens: ['a', 'b', 'c', 'd'].map((id) => ({
        id,
        src: `${STORAGE}${id}-large.webp?alt=media`,
        alt: `Foto ${id}`,
        largura: 1600,
        altura: 1200,
      })),
    },
  },
  'users/user-visitante/skins/skin-visitante/paginas/home/containerRefs/ct-galeria': {
    ...{ containerRefId: 'ct-galeria', id_pagina: 'home', id_skins: 'skin-visitante' },
  },
};

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const sheets = (doc: Document) => [...doc.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'));
const modules = (doc: Document) => doc.querySelector('[data-app-entry]')?.getAttribute('data-app-modules')?.split(' ') ?? [];
const setActEnvironment = (on: boolean) => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = on;
};

afterEach(() => {
  jest.restoreAllMocks();
  setBackendForTests(null);
  document.body.innerHTML = '';
});

describe('a page with a gallery', () => {
  it('arrives with her pictures as tiles, sized and lazy after the first row, and the grid’s stylesheet, its code left for the first touch', async () => {
    const visitante = await storeOn(WITH_GALLERY).loadSkinSite('visitante');
    const home = parse(renderer.render({ path: '/visitante/home', origin: ORIGIN }, published(visitante)).body);
    const tiles = [...home.querySelectorAll('button.gallery__tile')];
    expect(tiles.map((tile) => tile.getAttribute('data-clique'))).toEqual([
      'ct-galeria',
      'ct-galeria',
      'ct-galeria',
      'ct-galeria',
    ]);
    const pictures = tiles.map((tile) => tile.querySelector('img'));
    expect(pictures.map((img) => img?.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy', 'lazy']);
    expect(pictures.map((img) => img?.getAttribute('alt'))).toEqual(['Foto a', 'Foto b', 'Foto c', 'Foto d']);
    expect(pictures[2]?.getAttribute('src')).toBe(`${STORAGE}c-thumb.webp?alt=media`);
    expect(pictures[2]?.getAttribute('srcset')).toContain(`${STORAGE}c-large.webp?alt=media 1600w`);
    expect(pictures[2]?.getAttribute('width')).toBe('400');
    expect(pictures[2]?.getAttribute('height')).toBe('300');
    expect(pictures[2]?.getAttribute('decoding')).toBe('async');
    expect(sheets(home)).toContain('/assets/gallery-20.css');
    expect(modules(home)).not.toContain('/assets/gallery-21.js');
  });

  it('a page without one links none of it', async () => {
    const lab = await storeOn().loadSkinSite('lab');
    const home = parse(renderer.render({ path: '/lab/home', origin: ORIGIN }, published(lab)).body);
    expect(sheets(home)).not.toContain('/assets/gallery-20.css');
    expect(home.querySelector('.gallery')).toBeNull();
  });

  it('hydrates without a recovery, and after the first touch a tile opens the viewer', async () => {
    const path = '/visitante/home';
    const html = renderer.render({ path, origin: ORIGIN }, await readFor(path, WITH_GALLERY)).body;
    document.body.innerHTML = parse(html).body.innerHTML;
    window.history.replaceState(null, '', path);
    const data = readEmbeddedSkinData(document, window.location.pathname);
    if (!data) throw new Error('the page embeds no tree for its skin');
    const backend = createTestBackend();
    setBackendForTests(backend);
    rememberPublished('visitante', data.documents);
    const container = document.getElementById('root') as HTMLElement;
    const serverElements = [...container.querySelectorAll('.gallery *')];
    expect(serverElements.length).toBeGreaterThan(0);
    const recoverable = jest.fn();
    const consoleError = jest.spyOn(console, 'error');
    setActEnvironment(false);
    await hydrateSkinPage(container, data, () => Promise.resolve(backend), { onRecoverableError: recoverable });
    setActEnvironment(true);
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(serverElements.filter((element) => !element.isConnected)).toEqual([]);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    const tile = () => container.querySelectorAll<HTMLButtonElement>('.gallery__tile')[2];
    // The grid's code is in once it has marked itself ready; then a tile opens the viewer on its picture.
    await waitFor(() => expect(container.querySelector('.gallery__grid[data-ready]')).not.toBeNull(), { timeout: 20_000 });
    tile()?.click();
    await waitFor(() => expect(document.querySelector('dialog.gallery-viewer')?.textContent).toContain('3 de 4'));
  }, 30_000);
});
