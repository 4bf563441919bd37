/**
 * When a card or a container is shown: from `inicio` (inclusive) until `fim` (exclusive), either
 * open. Pure and small, with no message catalogue, because public pages filter by it on the
 * visitor's clock as well as the server publishing only what is shown (published-site.ts).
 */
import type { Instant } from '../kernel/instant';

/** The dates of an item; absent or null is "no bound". */
export interface Janela {
  inicio?: Instant | null;
  fim?: Instant | null;
}

/** Why the studio marks an item: its start is ahead, or its end has passed. */
export type ScheduleState = 'agendado' | 'encerrado';

const bound = (value: Instant | null | undefined): Instant | null => (typeof value === 'number' ? value : null);

export function isShownAt(item: Janela, now: Instant): boolean {
  const inicio = bound(item.inicio);
  const fim = bound(item.fim);
  return (inicio === null || inicio <= now) && (fim === null || now < fim);
}

export function scheduleStateAt(item: Janela, now: Instant): ScheduleState | null {
  const inicio = bound(item.inicio);
  const fim = bound(item.fim);
  if (fim !== null && now >= fim) return 'encerrado';
  if (inicio !== null && now < inicio) return 'agendado';
  return null;
}

/** The first moment after `now` at which one of `items` appears or goes; null when none will. */
export function nextBoundaryOf(items: Iterable<Janela>, now: Instant): Instant | null {
  let next: Instant | null = null;
  for (const item of items) {
    for (const at of [bound(item.inicio), bound(item.fim)]) {
      if (at !== null && at > now && (next === null || at < next)) next = at;
    }
  }
  return next;
}

/** Only the bounds that are set: what a copy (a file, a duplicate) carries and a writer stores. */
export function scheduleOf(item: Janela): { inicio?: Instant; fim?: Instant } {
  const inicio = bound(item.inicio);
  const fim = bound(item.fim);
  return { ...(inicio !== null ? { inicio } : {}), ...(fim !== null ? { fim } : {}) };
}

/** The tree as a visitor sees it at `now`: the cards and containers outside their dates left out. */
export function visibleAt<S extends { containers: readonly Janela[]; cards: readonly Janela[] }>(site: S, now: Instant): S {
  const containers = site.containers.filter((item) => isShownAt(item, now));
  const cards = site.cards.filter((item) => isShownAt(item, now));
  if (containers.length === site.containers.length && cards.length === site.cards.length) return site;
  return { ...site, containers, cards };
}

/** What a change writes of the dates: a bound it sets or clears (null); one it leaves out stays. */
export function scheduleChangeOf(change: Janela): Janela {
  return {
    ...(change.inicio !== undefined ? { inicio: change.inicio } : {}),
    ...(change.fim !== undefined ? { fim: change.fim } : {}),
  };
}

/** The dates a stored item will have once `change` is written over them. */
export function scheduleAfter(stored: Janela, change: Janela): Janela {
  return { inicio: stored.inicio ?? null, fim: stored.fim ?? null, ...scheduleChangeOf(change) };
}
