/**
 * How a card's own address is reached and left: the grid's "Ler mais" link marks the history entry
 * it pushes, so closing the card steps back (Back then does not reopen it) and focus goes back to
 * that link; an address opened directly has no such mark and closes onto the page.
 */

export interface CardOpenState {
  openedFromGrid: true;
}

export const OPENED_FROM_GRID: CardOpenState = { openedFromGrid: true };

export function wasOpenedFromGrid(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<CardOpenState>).openedFromGrid === true;
}

/** The grid's "Ler mais" link of a card (data-card-open), found without building a selector from data. */
export function cardOpener(cardId: string): HTMLElement | null {
  const links = document.querySelectorAll<HTMLElement>('[data-card-open]');
  return [...links].find((link) => link.dataset['cardOpen'] === cardId) ?? null;
}

/** The id of the skin's <main>, the skip link's target and where focus lands when nothing else claims it. */
export const PAGE_AREA_ID = 'conteudo';

export function pageArea(): HTMLElement | null {
  return document.getElementById(PAGE_AREA_ID);
}
