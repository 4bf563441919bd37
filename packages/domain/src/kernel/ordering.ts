/**
 * The order a skin's pages, containers and cards are shown in, decided once for the Store (which
 * writes positions when the studio moves something) and the public site (which shows them). Positions
 * are order keys (fractional-indexing): a key sorts between its neighbours, so moving one item rewrites
 * that item's document alone, whatever the list's length. Data made before the studio has no
 * positions and keeps the order it always had; data from before keys has 0-based numbers, which sort
 * among themselves and before keys, and become keys the first time their list changes.
 */
import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';
import { DEFAULT_PAGE_ORDER_BY } from './constants';
import type { PaginaDoc, Position } from './types';

/** Whether `text` is an order key the library can place others next to. */
export function isOrderKey(text: unknown): text is string {
  if (typeof text !== 'string' || text === '') return false;
  try {
    generateKeyBetween(text, null);
    return true;
  } catch {
    return false;
  }
}

/** Numbers (older data) first, by value; then keys, as text (their order is the characters' order). */
export function comparePositions(a: Position, b: Position): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The position a page's orderBy holds: a key, a number from before keys ("0003"), or null ('default'). */
export function pagePosition(page: Pick<PaginaDoc, 'orderBy'>): Position | null {
  // 'default' happens to be shaped like a key: it is older data's word for "no position".
  if (page.orderBy === DEFAULT_PAGE_ORDER_BY) return null;
  if (/^\d+$/.test(page.orderBy)) return Number(page.orderBy);
  return isOrderKey(page.orderBy) ? page.orderBy : null;
}

/**
 * Items with a position first, by position; then those without, by `legacy` (the order the data
 * always had). Stable, so equal keys keep the order they came in.
 */
export function sortByPosition<T>(
  items: readonly T[],
  position: (item: T) => Position | null | undefined,
  legacy: (a: T, b: T) => number,
): T[] {
  return [...items].sort((a, b) => {
    const pa = position(a);
    const pb = position(b);
    const hasA = pa !== null && pa !== undefined;
    const hasB = pb !== null && pb !== undefined;
    if (hasA && hasB) return comparePositions(pa, pb);
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

/**
 * Keys for a list in the order it must show, given what each item holds now: the longest run of
 * existing keys already in increasing order keeps its keys, and only the others get new keys between
 * their kept neighbours. A move changes one key; a list of numbers from before keys is keyed whole once.
 */
export function orderKeysFor(current: ReadonlyArray<Position | null | undefined>): string[] {
  const kept = keptIndexes(current.map((p) => (isOrderKey(p) ? p : null)));
  const keys: Array<string | null> = current.map((p, i) => (kept.has(i) ? (p as string) : null));
  let i = 0;
  while (i < keys.length) {
    if (keys[i] !== null) {
      i += 1;
      continue;
    }
    let end = i;
    while (end < keys.length && keys[end] === null) end += 1;
    const fresh = generateNKeysBetween(
      i > 0 ? (keys[i - 1] ?? null) : null,
      end < keys.length ? (keys[end] ?? null) : null,
      end - i,
    );
    fresh.forEach((key, n) => (keys[i + n] = key));
    i = end;
  }
  return keys as string[];
}

/** The indexes of a longest strictly increasing run of keys (by position in the list). */
function keptIndexes(keys: ReadonlyArray<string | null>): Set<number> {
  const best: number[] = keys.map(() => 0);
  const previous: number[] = keys.map(() => -1);
  let end = -1;
  keys.forEach((key, i) => {
    if (key === null) return;
    best[i] = 1;
    for (let j = 0; j < i; j += 1) {
      const before = keys[j];
      if (before !== null && before !== undefined && before < key && (best[j] ?? 0) + 1 > (best[i] ?? 0)) {
        best[i] = (best[j] ?? 0) + 1;
        previous[i] = j;
      }
    }
    if (end === -1 || (best[i] ?? 0) > (best[end] ?? 0)) end = i;
  });
  const kept = new Set<number>();
  for (let i = end; i !== -1; i = previous[i] ?? -1) kept.add(i);
  return kept;
}
