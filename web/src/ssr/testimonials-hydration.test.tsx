/**
 * Her approved quotes on a prerendered page: the server draws them (figure, blockquote, caption,
 * the lazy photo), and the client adopts that markup as it is, with no recovery and no error.
 */
import type { DocData } from '@lab/domain/memory';
import { hydrateSkinPage } from '../app/hydrate-skin-page';
import { rememberPublished } from '../app/skin-site-loader';
import { readEmbeddedSkinData } from '../app/skin-data';
import { setBackendForTests } from '../shared/backend';
import { createTestBackend } from '../shared/testing/test-backend';
import { createPageRenderer } from '.';
import { readFor, SEED_DOCUMENTS, TEMPLATE } from './ssr-testing';

const WITH_QUOTES: Record<string, DocData> = {
  ...SEED_DOCUMENTS,
  'users/user-visitante/skins/skin-visitante/containers/ct-dep': {
    ...{ id_container: 'ct-dep', titulo: 'O que dizem', iconUrl: '', order: 0, tipo: 'depoimentos' },
    depoimentos: {
      itens: [
        {
          id: 'd1',
          texto: 'Entregou antes do prazo.\nRecomendo!',
          nome: 'Joana Lima',
          papel: 'Padaria',
          foto: '/seed/avatar-sol.svg',
        },
        { id: 'd2', texto: 'Atenciosa.', nome: 'Rui', papel: '' },
      ],
    },
  },
  'users/user-visitante/skins/skin-visitante/paginas/home/containerRefs/ct-dep': {
    ...{ containerRefId: 'ct-dep', id_pagina: 'home', id_skins: 'skin-visitante' },
  },
};

const setActEnvironment = (on: boolean) => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = on;
};

afterEach(() => {
  jest.restoreAllMocks();
  setBackendForTests(null);
  document.body.innerHTML = '';
});

it('her quotes arrive drawn by the server and hydrate without a recovery', async () => {
  const path = '/visitante/home';
  const html = createPageRenderer(TEMPLATE).render(
    { path, origin: 'https://lab.example' },
    await readFor(path, WITH_QUOTES),
  ).body;
  document.body.innerHTML = new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
  window.history.replaceState(null, '', path);
  const container = document.getElementById('root') as HTMLElement;
  const figures = [...container.querySelectorAll('.testimonials figure')];
  expect(figures.map((f) => f.querySelector('figcaption b')?.textContent)).toEqual(['Joana Lima', 'Rui']);
  expect(figures[0]?.querySelector('img')?.getAttribute('loading')).toBe('lazy');

  const data = readEmbeddedSkinData(document, window.location.pathname);
  if (!data) throw new Error('the page embeds no tree for its skin');
  const backend = createTestBackend();
  setBackendForTests(backend);
  rememberPublished('visitante', data.documents);
  const serverElements = [...container.querySelectorAll('.testimonials *')];
  const recoverable = jest.fn();
  const consoleError = jest.spyOn(console, 'error');
  setActEnvironment(false);
  await hydrateSkinPage(container, data, () => Promise.resolve(backend), { onRecoverableError: recoverable });
  setActEnvironment(true);
  expect(recoverable).not.toHaveBeenCalled();
  expect(consoleError).not.toHaveBeenCalled();
  expect(serverElements.filter((element) => !element.isConnected)).toEqual([]);
}, 30_000);
