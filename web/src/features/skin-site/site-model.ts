/** Pure readings of a SkinSite that the shell's screens share. */
import { MAIN_PAGE_ID, type SkinSite } from '@lab/domain/kernel';

export type SitePage = SkinSite['paginas'][number];
export type SiteContainer = SkinSite['containers'][number];
export type SiteCard = SkinSite['cards'][number];
export type SiteAddOn = SkinSite['addOns'][number];

/** The page marked is_main, else the one named home, else the first. */
export function mainPageOf(site: SkinSite): SitePage | null {
  return site.paginas.find((p) => p.is_main) ?? site.paginas.find((p) => p.id_pagina === MAIN_PAGE_ID) ?? site.paginas[0] ?? null;
}

export function containersOf(site: SkinSite, page: SitePage): SiteContainer[] {
  const byId = new Map(site.containers.map((c) => [c.id_container, c]));
  return page.containerIds.flatMap((id) => byId.get(id) ?? []);
}

export function cardsOf(site: SkinSite, container: SiteContainer): SiteCard[] {
  const byId = new Map(site.cards.map((c) => [c.id, c]));
  return container.cardIds.flatMap((id) => byId.get(id) ?? []);
}

export function addOnsOf(site: SkinSite, card: SiteCard): SiteAddOn[] {
  const byId = new Map(site.addOns.map((a) => [a.id, a]));
  return card.addOnIds.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A card's external link, only when it is an absolute http(s) URL: anything else (javascript:,
 * data:, relative junk) is not rendered as a link at all.
 */
export function safeExternalUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Every card shown on a page, in the order the page shows them (a card in two containers counts once). */
export function cardsOnPage(site: SkinSite, page: SitePage): SiteCard[] {
  const seen = new Set<string>();
  return containersOf(site, page)
    .flatMap((container) => cardsOf(site, container))
    .filter((card) => !seen.has(card.id) && seen.add(card.id));
}

/** A skin nobody has built yet: not one container on any of its pages. */
export function isEmptySkin(site: SkinSite): boolean {
  return site.paginas.every((page) => containersOf(site, page).length === 0);
}

/** A skin address's title, the same from the server and in the browser: the card's when one is open. */
export function pageTitle(skin: string, page: SitePage, card: SiteCard | null = null): string {
  return `${card ? card.name : page.nome} · ${skin}`;
}

/** The name a skin shows for itself: the display name she chose, else its address. */
export function skinDisplayName(skin: SkinSite['skin']): string {
  return skin.nomeExibicao || skin.username;
}
