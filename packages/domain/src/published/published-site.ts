/**
 * The published snapshot of a skin: the few public documents a visitor's page is rendered from, so a
 * page view costs two document reads whatever the skin's size. The studio's collections stay the
 * source of truth; every change that touches what visitors see rewrites, in its own transaction, the
 * snapshot documents whose content changed (store/skin-publish.ts).
 *
 *   sites/{username}                              the skin, and every page as the tab bar lists it
 *   sites/{username}/paginasPublicadas/{pageId}   that page's containers and cards, resolved, icons inlined
 *   sites/{username}/cardsPublicados/{cardId}     a card whose description the page holds only in part
 *
 * The collection ids are their own (not `paginas`, `cards`), so no collection-group query or rule of
 * the studio's collections ever reaches a snapshot document.
 *
 * A page document keeps each card's description to an excerpt (what the grid shows), so a page at the
 * studio's limits stays far below Firestore's 1 MiB; the card's own address reads it whole.
 */
import type { DocData } from '../kernel/store/doc-port';
import { MAIN_PAGE_ID } from '../kernel/constants';
import type { Instant, SkinSite } from '../kernel/types';
import { nextBoundaryOf, visibleAt } from '../schedule';

export const publishedPaths = {
  sites: () => 'sites',
  site: (username: string) => `sites/${username}`,
  pages: (username: string) => `sites/${username}/paginasPublicadas`,
  page: (username: string, pageId: string) => `sites/${username}/paginasPublicadas/${pageId}`,
  cards: (username: string) => `sites/${username}/cardsPublicados`,
  card: (username: string, cardId: string) => `sites/${username}/cardsPublicados/${cardId}`,
  /** The public marker of a skin the moderation hid (moderation.ts): its addresses answer 410. */
  hidden: (username: string) => `sitesOcultos/${username}`,
} as const;

export const PUBLISHED_LIMITS = {
  /** Characters of a card's description a page document holds (the grid shows three or four lines). */
  excerptLength: 280,
  /**
   * The largest snapshot document a change may produce: half of Firestore's 1 MiB, so what a
   * document gains in the store's own encoding never comes near the limit.
   */
  docMaxBytes: 512 * 1024,
} as const;

/**
 * How often the schedule sweep republishes the skins whose dates came (schedule-sweep.ts): what a
 * snapshot may lag a date by, and so what a page's cache may add to the time left (pageCacheControl).
 */
export const SCHEDULE_SWEEP_MINUTES = 5;

/** One object type rather than an intersection, so the entity schemas can be checked against it. */
type Flat<T> = { [K in keyof T]: T[K] };

export type PublishedPage = Flat<SkinSite['paginas'][number]>;
export type PublishedContainer = Flat<SkinSite['containers'][number]>;
export type PublishedCard = Flat<SkinSite['cards'][number]>;
export type PublishedAddOn = Flat<SkinSite['addOns'][number]>;

/**
 * sites/{username}. `changedAt` is when anything of the snapshot last changed (the sitemap's order).
 * `proximaMudanca` is the next moment a card or container of its pages appears or goes (their dates,
 * schedule/window.ts): the sweep republishes the skin then (schedule-sweep.ts), and a page's cache
 * lasts no longer (pageCacheControl). Only the moment is public, never what it shows.
 */
export interface PublishedSiteDoc {
  skin: SkinSite['skin'];
  paginas: PublishedPage[];
  changedAt: number;
  proximaMudanca?: Instant;
}

/** sites/{username}/paginas/{pageId}. */
export interface PublishedPageDoc {
  containers: PublishedContainer[];
  cards: PublishedCard[];
  addOns: PublishedAddOn[];
}

/** sites/{username}/cards/{cardId}: the card whole. */
export type PublishedCardDoc = PublishedCard;

/** The snapshot documents of a skin by path, without `changedAt` (the writer stamps it). */
export type PublishedDocs = Map<string, DocData>;

/** The excerpt a page document holds of a description, cut at a word where one is near. */
export function excerptOf(text: string): string {
  const max = PUBLISHED_LIMITS.excerptLength;
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** What a page shows of a tree: its containers in order, each card once, the icons its cards use. */
function pageDocOf(site: SkinSite, page: PublishedPage): { doc: PublishedPageDoc; cut: PublishedCard[] } {
  const containersById = new Map(site.containers.map((c) => [c.id_container, c]));
  const cardsById = new Map(site.cards.map((c) => [c.id, c]));
  const addOnsById = new Map(site.addOns.map((a) => [a.id, a]));
  const containers = page.containerIds.flatMap((id) => containersById.get(id) ?? []);
  const cardIds = [...new Set(containers.flatMap((c) => c.cardIds))];
  const whole = cardIds.flatMap((id) => cardsById.get(id) ?? []);
  const cut = whole.filter((card) => excerptOf(card.descricao) !== card.descricao);
  const cards = whole.map((card) =>
    excerptOf(card.descricao) === card.descricao ? card : { ...card, descricao: excerptOf(card.descricao), cut: true as const },
  );
  const addOnIds = [...new Set(cards.flatMap((c) => c.addOnIds))];
  return { doc: { containers, cards, addOns: addOnIds.flatMap((id) => addOnsById.get(id) ?? []) }, cut };
}

/**
 * Every snapshot document of a skin's tree as a visitor may see it at `at`, keyed by path: a card or
 * container outside its dates is in none of them (the snapshot is public), and the site document
 * says when that next changes.
 */
export function publishedDocsOf(whole: SkinSite, at: Instant): PublishedDocs {
  const username = whole.skin.username;
  const docs: PublishedDocs = new Map();
  const next = nextBoundaryOf(placedItemsOf(whole), at);
  const site = shownAt(whole, at);
  docs.set(publishedPaths.site(username), {
    skin: site.skin,
    paginas: site.paginas,
    ...(next !== null ? { proximaMudanca: next } : {}),
  });
  for (const page of site.paginas) {
    const { doc, cut } = pageDocOf(site, page);
    docs.set(publishedPaths.page(username, page.id_pagina), { ...doc });
    for (const card of cut) docs.set(publishedPaths.card(username, card.id), { ...card });
  }
  return docs;
}

/** The tree a visitor sees at `at`: nor the items outside their dates, nor their ids in the lists that name them. */
function shownAt(whole: SkinSite, at: Instant): SkinSite {
  const site = visibleAt(whole, at);
  if (site === whole) return whole;
  const hidden = new Set([
    ...whole.containers.filter((c) => !site.containers.includes(c)).map((c) => c.id_container),
    ...whole.cards.filter((c) => !site.cards.includes(c)).map((c) => c.id),
  ]);
  const shown = (ids: string[]) => ids.filter((id) => !hidden.has(id));
  return {
    ...site,
    paginas: site.paginas.map((page) => ({ ...page, containerIds: shown(page.containerIds) })),
    containers: site.containers.map((container) => ({ ...container, cardIds: shown(container.cardIds) })),
  };
}

/** The containers on some page and their cards: the items whose dates change what a visitor sees. */
function placedItemsOf(site: SkinSite): Array<SkinSite['containers'][number] | SkinSite['cards'][number]> {
  const placed = new Set(site.paginas.flatMap((p) => p.containerIds));
  const containers = site.containers.filter((c) => placed.has(c.id_container));
  const cardIds = new Set(containers.flatMap((c) => c.cardIds));
  return [...containers, ...site.cards.filter((card) => cardIds.has(card.id))];
}

/** The page a bare skin address shows: the one marked main, else `home`, else the first tab. */
export function mainPageIdOf(site: Pick<PublishedSiteDoc, 'paginas'>): string | null {
  const pages = site.paginas;
  return (pages.find((p) => p.is_main) ?? pages.find((p) => p.id_pagina === MAIN_PAGE_ID) ?? pages[0])?.id_pagina ?? null;
}

/**
 * The tree the site's screens render, from the site document and the page documents read so far:
 * every tab, and the containers and cards of those pages (a card read whole replaces its excerpt).
 */
export function siteFromPublished(
  site: PublishedSiteDoc,
  pages: readonly PublishedPageDoc[],
  wholeCards: readonly PublishedCardDoc[] = [],
): SkinSite {
  const byId = <T>(list: T[], id: (item: T) => string) => [...new Map(list.map((item) => [id(item), item])).values()];
  const whole = new Map(wholeCards.map((card) => [card.id, card]));
  return {
    skin: site.skin,
    paginas: site.paginas,
    containers: byId(
      pages.flatMap((p) => p.containers),
      (c) => c.id_container,
    ),
    cards: byId(
      pages.flatMap((p) => p.cards),
      (c) => c.id,
    ).map((card) => whole.get(card.id) ?? card),
    addOns: byId(
      pages.flatMap((p) => p.addOns),
      (a) => a.id,
    ),
    // Visitors are offered nothing to add: the catalogue is the studio's.
    addOnCatalog: [],
  };
}

/** A document's size as Firestore counts it, near enough: its JSON in UTF-8 bytes. */
export function documentBytes(data: DocData): number {
  return new TextEncoder().encode(JSON.stringify(data)).length;
}
