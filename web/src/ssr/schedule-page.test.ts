/**
 * A page with dated cards, as the server renders it: a card scheduled for tomorrow is neither in the
 * HTML nor in the data embedded for the app, and is there once its start has come (the sweep
 * republished the skin); a card whose end passed since the snapshot is left out on the server's
 * clock. The page's cache lasts no longer than the time left. On a fake clock.
 */
import type { DocData } from '@lab/domain/memory';
import { createPageRenderer } from '.';
import { readFor, SEED_DOCUMENTS, TEMPLATE } from './ssr-testing';

const ORIGIN = 'https://lab.example';
const NOW = Date.UTC(2026, 10, 27, 15, 0);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const renderer = createPageRenderer(TEMPLATE);
const SKIN = 'users/user-visitante/skins/skin-visitante';

const cardDoc = (id: string, titulo: string, dates: DocData): DocData => ({
  ...{ id, name: titulo, nomeDescricao: '', titulo, descricao: '', imagem: '', atividade: '', criador: '', periodo: '' },
  ...{ linkExterno: '', data: NOW - DAY, ...dates },
});

/** The visitor's home page with a container of three cards: one always, one from tomorrow, one for the next hour. */
const WITH_DATES: Record<string, DocData> = {
  ...SEED_DOCUMENTS,
  [`${SKIN}/containers/ct-novidades`]: { id_container: 'ct-novidades', titulo: 'Novidades', iconUrl: '', order: 0 },
  [`${SKIN}/paginas/home/containerRefs/ct-novidades`]: {
    containerRefId: 'ct-novidades',
    id_pagina: 'home',
    id_skins: 'skin-visitante',
  },
  [`${SKIN}/cards/card-sempre`]: cardDoc('card-sempre', 'Sempre aqui', {}),
  [`${SKIN}/cards/card-amanha`]: cardDoc('card-amanha', 'Lançamento de amanhã', { inicio: NOW + DAY }),
  [`${SKIN}/cards/card-hora`]: cardDoc('card-hora', 'Oferta relâmpago', { fim: NOW + HOUR }),
  ...Object.fromEntries(
    ['card-sempre', 'card-amanha', 'card-hora'].map((id, order) => [
      `${SKIN}/containers/ct-novidades/cardRefs/${id}`,
      { id_card: id, id_container: 'ct-novidades', id_skins: 'skin-visitante', order },
    ]),
  ),
};

async function pageAt(now: number, publishedAt = now) {
  const page = renderer.render(
    { path: '/visitante/home', origin: ORIGIN, now },
    await readFor('/visitante/home', WITH_DATES, publishedAt),
  );
  const doc = new DOMParser().parseFromString(page.body, 'text/html');
  return {
    text: doc.getElementById('root')?.textContent ?? '',
    embedded: doc.getElementById('skin-data')?.textContent ?? '',
    cache: page.headers['cache-control'] ?? '',
  };
}

describe('a page with dated cards', () => {
  it('a card scheduled for tomorrow is absent from the HTML and from the embedded data', async () => {
    const page = await pageAt(NOW);
    expect(page.text).toContain('Sempre aqui');
    expect(page.text).toContain('Oferta relâmpago');
    expect(page.text).not.toContain('Lançamento de amanhã');
    expect(page.embedded).not.toContain('card-amanha');
    expect(page.embedded).not.toContain('Lançamento de amanhã');
  });

  it('is there once its start has come and the skin was published again', async () => {
    const page = await pageAt(NOW + DAY);
    expect(page.text).toContain('Lançamento de amanhã');
    expect(page.embedded).toContain('card-amanha');
  });

  it('leaves out a card whose end passed since the snapshot was published', async () => {
    const page = await pageAt(NOW + 2 * HOUR, NOW);
    expect(page.text).not.toContain('Oferta relâmpago');
    expect(page.text).toContain('Sempre aqui');
  });

  it('is cached no longer than the time left before its next date', async () => {
    expect((await pageAt(NOW + HOUR - 120_000)).cache).toContain('s-maxage=120');
    expect((await pageAt(NOW + HOUR - 120_000)).cache).toContain('max-age=60');
    // Its date came, the sweep has not yet run: seconds only.
    expect((await pageAt(NOW + 2 * HOUR, NOW)).cache).toContain('s-maxage=30');
  });
});
