/**
 * The order a skin's pages, containers and cards are shown in, decided once for the Store (which
 * writes positions when the studio moves something) and the public site (which shows them). Data
 * made before the studio has no positions: it keeps the order it always had.
 */
import type { PaginaDoc } from './types';

const POSITION_DIGITS = 4;

/** A page's position as PaginaDoc.orderBy stores it ("0003"), so it sorts as text too. */
export function pagePositionText(position: number): string {
  return String(position).padStart(POSITION_DIGITS, '0');
}

/** The position orderBy holds, or null for older data ('default'). */
export function pagePosition(page: Pick<PaginaDoc, 'orderBy'>): number | null {
  return /^\d+$/.test(page.orderBy) ? Number(page.orderBy) : null;
}

/**
 * Items with a position first, by position; then those without, by `legacy` (the order the data
 * always had). Stable, so equal keys keep the order they came in.
 */
export function sortByPosition<T>(
  items: readonly T[],
  position: (item: T) => number | null | undefined,
  legacy: (a: T, b: T) => number,
): T[] {
  return [...items].sort((a, b) => {
    const pa = position(a);
    const pb = position(b);
    const hasA = typeof pa === 'number';
    const hasB = typeof pb === 'number';
    if (hasA && hasB) return pa - pb;
    if (hasA !== hasB) return hasA ? -1 : 1;
    return legacy(a, b);
  });
}

/** The tab bar: stored positions; older data shows the main page first, then by creation date. */
export function sortPages<P extends PaginaDoc>(pages: readonly P[]): P[] {
  return sortByPosition(pages, pagePosition, (a, b) => {
    if (a.is_main !== b.is_main) return a.is_main ? -1 : 1;
    return a.data - b.data || a.id_pagina.localeCompare(b.id_pagina);
  });
}
