import { beforeEach, describe, expect, it } from '@jest/globals';
import { SITE_OWNER_SKIN } from '../../kernel/constants';
import { paths } from '../../kernel/paths';
import type { CheckedChange } from '../studio-commands';
import type { Store } from '../../store/store';
import { HASH, T0, newSkin, type Peek, type StoreUnderTest, type ContractSettings } from '../../store/contract/contract-fixtures';
import { publishedCard } from '../../published/store/published.contract';
import { publishedPaths, type PublishedPageDoc } from '../../published';

/** The skin studio's changes (StudioStore). */
export function describeStudioContract(current: () => StoreUnderTest, { timeout }: ContractSettings): void {
  let store: Store;
  let peek: Peek;
  beforeEach(() => {
    ({ store, peek } = current());
  });

  describe('the skin studio', () => {
    const at = { uid: 'u1', skinId: 's1' };
    const card = publishedCard();
    const edit = (change: CheckedChange, newId = 'n1') => store.editSkin({ ...at, change, at: T0, newId });

    beforeEach(async () => {
      await store.createSkin(newSkin('u1', 's1', 'Nova'));
      await store.createSkin(newSkin('u1', 's2', 'outra', T0 + 1));
    }, timeout);

    it(
      'reads a skin’s public tree as the public site does, and lists every skin’s pages for the sitemap',
      async () => {
        await edit({ kind: 'addPage', nome: 'portfolio' });
        await edit({ kind: 'addContainer', pageId: 'portfolio', titulo: 'C' }, 'c1');
        await edit({ kind: 'addCard', containerId: 'c1', card }, 'k1');
        const site = await store.loadSkinSite('Nova');
        expect(site?.skin.username).toBe('Nova');
        expect(site?.paginas.map((p) => [p.id_pagina, p.containerIds])).toEqual([
          ['home', []],
          ['portfolio', ['c1']],
        ]);
        expect(site?.containers).toEqual([expect.objectContaining({ id_container: 'c1', cardIds: ['k1'] })]);
        expect(site?.cards.map((c) => c.titulo)).toEqual(['Card']);
        expect(await store.loadSkinSite('nova')).toBeNull();
        expect(await store.listSitemap(10)).toEqual([
          { username: 'outra', pageIds: ['home'], lastModified: T0 + 1 },
          { username: 'Nova', pageIds: ['home', 'portfolio'], lastModified: T0 },
        ]);
      },
      timeout,
    );

    it(
      'sitemap: newer skins of accounts whose ids sort first never push the site’s own skin out; the rest are the most recently changed',
      async () => {
        await store.createSkin(newSkin('zz-owner', 'site', SITE_OWNER_SKIN, T0 - 1000));
        for (let n = 0; n < 4; n += 1) await store.createSkin(newSkin(`a${n}`, `s${n}`, `recente${n}`, T0 + 10 + n));
        expect((await store.listSitemap(3)).map((entry) => entry.username)).toEqual([SITE_OWNER_SKIN, 'recente3', 'recente2']);
      },
      timeout,
    );

    it(
      'finds a skin by its name in any case, with where it lives',
      async () => {
        expect(await store.findSkin('NOVA')).toMatchObject({ uid: 'u1', skinId: 's1', skin: { username: 'Nova' } });
        expect(await store.findSkin('nenhuma')).toBeNull();
      },
      timeout,
    );

    it(
      'adds a page, a container on it and a card in it, every ref carrying id_skins and its position',
      async () => {
        expect(await edit({ kind: 'addPage', nome: 'portfolio' })).toEqual({ status: 'done', createdId: 'portfolio' });
        expect(await edit({ kind: 'addContainer', pageId: 'portfolio', titulo: 'C' }, 'c1')).toEqual({
          status: 'done',
          createdId: 'c1',
        });
        expect(await edit({ kind: 'addCard', containerId: 'c1', card }, 'k1')).toEqual({ status: 'done', createdId: 'k1' });
        expect(await peek.doc(`${paths.containerRefs('u1', 's1', 'portfolio')}/c1`)).toEqual({
          containerRefId: 'c1',
          id_pagina: 'portfolio',
          id_skins: 's1',
          order: expect.any(String),
        });
        expect(await peek.doc(`${paths.cardRefs('u1', 's1', 'c1')}/k1`)).toEqual({
          id_card: 'k1',
          id_container: 'c1',
          id_skins: 's1',
          order: expect.any(String),
        });
        expect(await peek.doc(`${paths.cards('u1', 's1')}/k1`)).toMatchObject({ id: 'k1', titulo: 'Card', data: T0 });
      },
      timeout,
    );

    it(
      'refuses a change to a missing page, or deleting the main page, writing nothing',
      async () => {
        const before = await peek.list(paths.paginas('u1', 's1'));
        expect(await edit({ kind: 'deletePage', pageId: 'home' })).toEqual({ status: 'refused', reason: 'main-page' });
        expect(await edit({ kind: 'addContainer', pageId: 'nada', titulo: 'C' })).toEqual({
          status: 'refused',
          reason: 'page-not-found',
        });
        expect(await peek.list(paths.paginas('u1', 's1'))).toEqual(before);
        expect(await peek.list(paths.containers('u1', 's1'))).toEqual([]);
      },
      timeout,
    );

    it(
      'deletes a container with its refs on every page and the cards only it held',
      async () => {
        await edit({ kind: 'addContainer', pageId: 'home', titulo: 'C' }, 'c1');
        await edit({ kind: 'addCard', containerId: 'c1', card }, 'k1');
        expect(await edit({ kind: 'deleteContainer', containerId: 'c1' })).toEqual({ status: 'done', createdId: null });
        expect(await peek.list(paths.containerRefs('u1', 's1', 'home'))).toEqual([]);
        expect(await peek.list(paths.cardRefs('u1', 's1', 'c1'))).toEqual([]);
        expect(await peek.list(paths.cards('u1', 's1'))).toEqual([]);
      },
      timeout,
    );

    it(
      'takes image places up to the limit, pending ones included, then refuses',
      async () => {
        const slot = (imageId: string) => ({ ...at, imageId, at: T0, maxImages: 2 });
        const stored = (imageId: string) => ({ ...at, imageId, url: 'https://x/a.webp', thumbUrl: 'https://x/t.webp' });
        expect(await store.reserveSkinImage(slot('i1'))).toBe('recorded');
        expect(await store.reserveSkinImage(slot('i2'))).toBe('recorded');
        expect(await store.reserveSkinImage(slot('i3'))).toBe('image-limit');
        expect(await peek.doc(paths.imagem('u1', 's1', 'i2'))).toEqual({ url: '', thumbUrl: '', data: T0, pendente: true });

        expect(await store.recordSkinImage(stored('i1'))).toBe('recorded');
        expect(await peek.doc(paths.imagem('u1', 's1', 'i1'))).toEqual({
          url: 'https://x/a.webp',
          thumbUrl: 'https://x/t.webp',
          data: T0,
        });
        // A failed upload gives its place back; a recorded image keeps its own.
        await store.releaseSkinImage(slot('i2'));
        await store.releaseSkinImage(slot('i1'));
        expect(await peek.doc(paths.imagem('u1', 's1', 'i2'))).toBeNull();
        expect(await peek.doc(paths.imagem('u1', 's1', 'i1'))).not.toBeNull();
        expect(await store.reserveSkinImage(slot('i3'))).toBe('recorded');
      },
      timeout,
    );

    it(
      'records no image for a place its skin no longer has',
      async () => {
        expect(await store.recordSkinImage({ ...at, imageId: 'never-taken', url: 'https://x/a.webp', thumbUrl: '' })).toBe(
          'skin-not-found',
        );
        expect(await peek.doc(paths.imagem('u1', 's1', 'never-taken'))).toBeNull();
      },
      timeout,
    );

    it(
      'keeps an agenda container’s settings whole, on the container and on its published page',
      async () => {
        const week = [[], [{ inicio: '09:00', fim: '12:00' }], [], [], [], [], [{ inicio: '10:00', fim: '11:00' }]].map(
          (periodos) => ({ periodos }),
        );
        const agenda = {
          servicos: [{ id: 'a', nome: 'Aula', duracaoMin: 60, precoCentavos: 9000, sinalCentavos: 1000 }],
          semana: week,
          intervaloMin: 0,
          antecedenciaMin: 120,
          horizonteDias: 60,
          excecoes: { '2026-12-24': [], '2026-12-31': [{ inicio: '09:00', fim: '10:00' }] },
          fuso: 'America/Sao_Paulo',
        };
        expect(await edit({ kind: 'addContainer', pageId: 'home', titulo: 'Agende', tipo: 'agenda' }, 'c1')).toMatchObject({
          status: 'done',
        });
        expect(await edit({ kind: 'updateContainer', containerId: 'c1', agenda })).toMatchObject({ status: 'done' });
        // Taken out: a date and a price. A merge of maps would keep them; the settings are replaced.
        const fewer = { ...agenda, servicos: [{ id: 'a', nome: 'Aula', duracaoMin: 60 }], excecoes: { '2026-12-31': [] } };
        await edit({ kind: 'updateContainer', containerId: 'c1', agenda: fewer });
        const site = await store.loadSkinSite('Nova');
        expect(site?.containers).toEqual([expect.objectContaining({ id_container: 'c1', tipo: 'agenda', agenda: fewer })]);
        expect(((await peek.doc(publishedPaths.page('Nova', 'home'))) as PublishedPageDoc | null)?.containers).toEqual([
          expect.objectContaining({ id_container: 'c1', agenda: fewer }),
        ]);
      },
      timeout,
    );

    it(
      'deletes a skin with its tree and reservation, but never a user’s last skin',
      async () => {
        await edit({ kind: 'addContainer', pageId: 'home', titulo: 'C' }, 'c1');
        await edit({ kind: 'addCard', containerId: 'c1', card }, 'k1');
        // A visitor's view counts on the skin's own counters, which go with it.
        const view = { path: '/nova/home', timestamp: T0 };
        await store.appendNavigation({
          uid: null,
          hash: HASH,
          record: view,
          at: T0,
          max: 10,
          skinStats: { shard: 2, origem: null },
        });
        expect((await peek.list(paths.visitas('u1', 's1'))).map((d) => d.data)).toMatchObject([{ visitas: 1 }]);
        expect(await store.deleteSkin(at)).toBe('deleted');
        expect(await peek.list(paths.visitas('u1', 's1'))).toEqual([]);
        expect(await peek.doc(paths.skin('u1', 's1'))).toBeNull();
        expect(await peek.doc(paths.username('nova'))).toBeNull();
        expect(await peek.list(paths.paginas('u1', 's1'))).toEqual([]);
        expect(await peek.list(paths.cards('u1', 's1'))).toEqual([]);
        expect(await peek.list(paths.cardRefs('u1', 's1', 'c1'))).toEqual([]);
        expect(await peek.doc(paths.skin('u1', 's2'))).toMatchObject({ is_main: true });
        expect(await store.deleteSkin({ uid: 'u1', skinId: 's2' })).toBe('last-skin');
        expect(await peek.doc(paths.skin('u1', 's2'))).not.toBeNull();
      },
      timeout,
    );
  });
}
