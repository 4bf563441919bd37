/**
 * A cached page whose card ended since it was rendered: the app adopts the server's markup as it is
 * (no mismatch), then, on this browser's clock, takes the card away from the documents it has.
 */
import { waitFor } from '@testing-library/react';
import type { DocData } from '@lab/domain/memory';
import { hydrateSkinPage } from '../app/hydrate-skin-page';
import { followSchedule, rememberPublished } from '../app/skin-site-loader';
import { readEmbeddedSkinData } from '../app/skin-data';
import { setBackendForTests } from '../shared/backend';
import { createTestBackend } from '../shared/testing/test-backend';
import { createPageRenderer } from '.';
import { readFor, SEED_DOCUMENTS, TEMPLATE } from './ssr-testing';

const HOUR = 3_600_000;
const SKIN = 'users/user-visitante/skins/skin-visitante';
const renderer = createPageRenderer(TEMPLATE);

function withCardEnding(fim: number): Record<string, DocData> {
  return {
    ...SEED_DOCUMENTS,
    [`${SKIN}/containers/ct-ofertas`]: { id_container: 'ct-ofertas', titulo: 'Ofertas', iconUrl: '', order: 0 },
    [`${SKIN}/paginas/home/containerRefs/ct-ofertas`]: {
      containerRefId: 'ct-ofertas',
      id_pagina: 'home',
      id_skins: 'skin-visitante',
    },
    [`${SKIN}/cards/card-relampago`]: {
      ...{ id: 'card-relampago', name: 'Oferta relâmpago', nomeDescricao: '', titulo: 'Oferta relâmpago', descricao: '' },
      ...{ imagem: '', atividade: '', criador: '', periodo: '', linkExterno: '', data: fim - 2 * HOUR, fim },
    },
    [`${SKIN}/containers/ct-ofertas/cardRefs/card-relampago`]: {
      ...{ id_card: 'card-relampago', id_container: 'ct-ofertas', id_skins: 'skin-visitante', order: 0 },
    },
  };
}

describe('a cached page whose card ended since', () => {
  it('hydrates the markup as served, then leaves the card out on this browser’s clock', async () => {
    const renderedAt = Date.now() - 2 * HOUR;
    const documents = withCardEnding(Date.now() - HOUR);
    const read = await readFor('/visitante/home', documents, renderedAt);
    const html = renderer.render({ path: '/visitante/home', origin: 'https://lab.example', now: renderedAt }, read).body;
    document.body.innerHTML = new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
    window.history.replaceState(null, '', '/visitante/home');
    const data = readEmbeddedSkinData(document, window.location.pathname);
    if (!data) throw new Error('the page embeds no tree for its skin');
    const container = document.getElementById('root') as HTMLElement;
    expect(container.textContent).toContain('Oferta relâmpago');

    const backend = createTestBackend();
    setBackendForTests(backend);
    rememberPublished('visitante', data.documents);
    const recoverable = jest.fn();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const router = await hydrateSkinPage(container, data, () => Promise.resolve(backend), { onRecoverableError: recoverable });
    expect(recoverable).not.toHaveBeenCalled();
    followSchedule(data.data.site, () => router.revalidate());
    await waitFor(() => expect(container.textContent).not.toContain('Oferta relâmpago'));
    expect(container.textContent).toContain('Ofertas');
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
});
