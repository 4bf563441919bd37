/**
 * The published snapshot's part of the Store contract (store.contract.ts runs it on every adapter):
 * what visitors read is written with each change, equals the studio's tree, and goes with the skin.
 */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { DEFAULT_AVATAR } from '../../kernel/constants';
import { EMPTY_CARD_FIELDS, type NormalisedCardFields } from '../../studio';
import { MESSAGES } from '../../kernel/messages';
import { publishedDocsOf, publishedPaths, PUBLISHED_LIMITS } from '../published-site';
import type { SiteAddress } from '../../kernel/addresses';
import { readPublishedSite } from '../published-reads';
import type { CheckedChange } from '../../studio';
import type { DocData, DocSnapshot } from '../../kernel/store/doc-port';
import { decodePublished } from './decode-published';
import type { Store } from '../../store/store';

/** The trees here hold no dated card or container: any moment publishes them alike. */
const NO_DATES_AT = 0;

interface Peek {
  doc(path: string): Promise<DocData | null>;
  list(collection: string): Promise<DocSnapshot[]>;
}

const T0 = Date.UTC(2024, 4, 1, 12, 0, 0);
const at = { uid: 'u1', skinId: 's1' };

export const publishedCard = (overrides: Partial<NormalisedCardFields> = {}): NormalisedCardFields => ({
  ...EMPTY_CARD_FIELDS,
  addOns: [],
  name: 'k',
  titulo: 'Card',
  ...overrides,
});

export function describePublishedSnapshot(current: () => { store: Store; peek: Peek }, timeout: number): void {
  describe('the published snapshot', () => {
    let store: Store;
    let peek: Peek;
    const edit = (change: CheckedChange, newId = 'n1', when = T0) => store.editSkin({ ...at, change, at: when, newId });
    /** Every snapshot document of `Nova`, without the change time. */
    const stored = async (): Promise<Record<string, DocData>> => {
      const site = await peek.doc(publishedPaths.site('Nova'));
      const rows = [...(await peek.list(publishedPaths.pages('Nova'))), ...(await peek.list(publishedPaths.cards('Nova')))];
      const { changedAt: _stamp, ...siteFields } = site ?? {};
      const entries: Array<[string, DocData]> = rows.map((r) => [r.path, r.data]);
      if (site) entries.push([publishedPaths.site('Nova'), siteFields]);
      return Object.fromEntries(entries);
    };
    const assembled = async () => {
      const tree = await store.loadSkinSite('Nova');
      return tree ? Object.fromEntries(publishedDocsOf(tree, NO_DATES_AT)) : {};
    };

    beforeEach(async () => {
      ({ store, peek } = current());
      await store.createSkin({ uid: 'u1', skinId: 's1', username: 'Nova', theme: 'CYBERPINK', iconSkin: DEFAULT_AVATAR, at: T0 });
      await store.createSkin({ uid: 'u1', skinId: 's2', username: 'outra', theme: '', iconSkin: DEFAULT_AVATAR, at: T0 });
    }, timeout);

    it(
      'is written with the skin, and after every studio change equals what the studio’s documents assemble into',
      async () => {
        expect(await stored()).toEqual(await assembled());
        await edit({ kind: 'addPage', nome: 'portfolio' });
        await edit({ kind: 'addContainer', pageId: 'portfolio', titulo: 'C' }, 'c1');
        await edit({ kind: 'addCard', containerId: 'c1', card: publishedCard({ descricao: 'Longa. '.repeat(80) }) }, 'k1');
        await edit({ kind: 'placeContainer', containerId: 'c1', pageId: 'home' });
        await edit({ kind: 'updateSkin', theme: 'sunshine', profileText: 'Olá' });
        expect(await stored()).toEqual(await assembled());
        expect(Object.keys(await stored()).sort()).toEqual(
          [
            publishedPaths.site('Nova'),
            publishedPaths.page('Nova', 'home'),
            publishedPaths.page('Nova', 'portfolio'),
            publishedPaths.card('Nova', 'k1'),
          ].sort(),
        );
        await edit({ kind: 'deletePage', pageId: 'portfolio' });
        await edit({ kind: 'updateCard', cardId: 'k1', card: publishedCard({ descricao: 'Curta.' }) });
        expect(await stored()).toEqual(await assembled());
        expect(await peek.doc(publishedPaths.card('Nova', 'k1'))).toBeNull();
      },
      timeout,
    );

    it(
      'reads a page as visitors do: the tabs, that page’s containers and cards, and a long card whole on its own address',
      async () => {
        await edit({ kind: 'addPage', nome: 'portfolio' });
        await edit({ kind: 'addContainer', pageId: 'portfolio', titulo: 'C' }, 'c1');
        const long = 'Palavra '.repeat(60).trim();
        await edit({ kind: 'addCard', containerId: 'c1', card: publishedCard({ descricao: long }) }, 'k1');
        const get = (path: string) => store.getPublished(path);
        const read = (address: SiteAddress) => readPublishedSite(get, address, decodePublished);
        const page = await read({ username: 'Nova', pageId: 'portfolio', cardId: null });
        expect(page?.paginas.map((p) => [p.id_pagina, p.containerIds])).toEqual([
          ['home', []],
          ['portfolio', ['c1']],
        ]);
        expect(page?.cards).toEqual([expect.objectContaining({ id: 'k1', cut: true })]);
        expect(page?.cards[0]?.descricao.length).toBeLessThanOrEqual(PUBLISHED_LIMITS.excerptLength);
        const card = await read({ username: 'Nova', pageId: 'portfolio', cardId: 'k1' });
        expect(card?.cards[0]).toMatchObject({ id: 'k1', descricao: long });
        expect((await read({ username: 'Nova', pageId: null, cardId: null }))?.containers).toEqual([]);
        expect(await read({ username: 'nova', pageId: null, cardId: null })).toBeNull();
      },
      timeout,
    );

    it(
      'refuses a change that would make a page document too large to publish, writing nothing',
      async () => {
        await edit({ kind: 'addContainer', pageId: 'home', titulo: 'C' }, 'c1');
        const before = await stored();
        // The Store takes any length (the callable keeps a card far smaller): a few such cards fill a page.
        const huge = publishedCard({ imagem: `https://example.com/${'x'.repeat(100_000)}` });
        let refused = null;
        for (let n = 0; n < 10 && refused === null; n += 1) {
          const outcome = await edit({ kind: 'addCard', containerId: 'c1', card: huge }, `k${n}`);
          if (outcome.status === 'refused') refused = { outcome, n };
        }
        expect(refused?.outcome).toEqual({ status: 'refused', reason: 'page-too-large' });
        expect(MESSAGES.pageTooLarge).toMatch(/grande demais/);
        expect(await peek.doc(`users/u1/skins/s1/cards/k${refused?.n ?? 0}`)).toBeNull();
        expect(Object.keys(await stored())).toEqual(Object.keys(before));
        expect(await stored()).toEqual(await assembled());
      },
      timeout * 2,
    );

    it(
      'goes with its skin, and a backfill rebuilds what is missing and then writes nothing',
      async () => {
        await edit({ kind: 'addContainer', pageId: 'home', titulo: 'C' }, 'c1');
        const expected = await stored();
        expect(await store.publishSkins(NO_DATES_AT)).toMatchObject({ written: 0, tooLarge: [] });
        expect(await store.deleteSkin(at)).toBe('deleted');
        expect(await stored()).toEqual({});
        expect(await store.publishSkins(NO_DATES_AT)).toMatchObject({ skins: 1, written: 0 });
        await store.createSkin({
          uid: 'u1',
          skinId: 's1',
          username: 'Nova',
          theme: 'CYBERPINK',
          iconSkin: DEFAULT_AVATAR,
          at: T0,
        });
        await edit({ kind: 'addContainer', pageId: 'home', titulo: 'C' }, 'c1');
        expect(Object.keys(await stored()).sort()).toEqual(Object.keys(expected).sort());
        expect(await stored()).toEqual(await assembled());
      },
      timeout * 2,
    );

    it(
      "finds a skin when its card's date comes, by a query on the site documents, and republishes it once",
      async () => {
        const HOUR = 3_600_000;
        await edit({ kind: 'addContainer', pageId: 'home', titulo: 'C' }, 'c1');
        await edit({ kind: 'addCard', containerId: 'c1', card: publishedCard({ inicio: T0 + HOUR }) }, 'k1');
        expect(await store.dueScheduled(T0 + HOUR - 1, 10)).toEqual([]);
        expect(await store.dueScheduled(T0 + HOUR, 10)).toEqual(['Nova']);
        expect(await store.republishScheduled('Nova', T0 + HOUR)).toBeGreaterThan(0);
        expect((await peek.doc(publishedPaths.page('Nova', 'home')))?.['cards']).toEqual([
          expect.objectContaining({ id: 'k1', inicio: T0 + HOUR }),
        ]);
        expect(await store.dueScheduled(T0 + HOUR, 10)).toEqual([]);
        expect(await store.republishScheduled('Nova', T0 + HOUR)).toBe(0);
      },
      timeout * 2,
    );
  });
}
