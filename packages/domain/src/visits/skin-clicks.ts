/**
 * Each skin's clicks, for its creator (VISITAS): the outgoing actions of its cards (a link, a
 * WhatsApp button, a Pix code copied) and its galleries' images, counted per card or container id in
 * the same daily shards as the visits (`cliques`), so the screen reads nothing more. Only counts:
 * never who clicked.
 */
import { STATS_DAYS } from '../kernel/constants';
import type { VisitaDoc } from '../kernel/types';
import { daysBack } from './stats';
import { addTo, stored } from './stats-core';

/** The skin's shard after one click on `id` (null: the shard's first count of the day). */
export function applyClick(doc: VisitaDoc | null, dia: string, id: string): VisitaDoc {
  const cliques = { ...doc?.cliques };
  // Bounded like every keyed map of a shard, though only ids the skin has ever reach it.
  addTo(cliques, id, 1);
  return {
    dia,
    visitas: doc?.visitas ?? 0,
    paginas: { ...doc?.paginas },
    paises: { ...doc?.paises },
    origens: { ...doc?.origens },
    cliques,
  };
}

export interface SkinClicksSummary {
  /** Every day of the window, those without clicks included, oldest first. */
  dias: Array<{ dia: string; visitas: number }>;
  /** Clicks per id in the window, most first (ties by id). */
  porId: Array<{ id: string; cliques: number }>;
  totais: { cliques: number; visitas: number };
}

/**
 * The clicks of one skin's `days` days ending `today`, its shards summed (other days ignored). The
 * days carry their clicks under `visitas`, so the visits' bars draw them as they are.
 */
export function summariseClicks(shards: readonly VisitaDoc[], today: string, days: number = STATS_DAYS): SkinClicksSummary {
  const perDay = new Map(daysBack(today, days).map((dia) => [dia, { dia, visitas: 0 }]));
  const perId = new Map<string, number>();
  let visits = 0;
  for (const shard of shards) {
    const day = perDay.get(shard.dia);
    if (!day) continue;
    visits += stored(shard.visitas);
    for (const [id, value] of Object.entries(shard.cliques ?? {})) {
      const n = stored(value);
      day.visitas += n;
      perId.set(id, (perId.get(id) ?? 0) + n);
    }
  }
  const porId = [...perId]
    .filter(([, cliques]) => cliques > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([id, cliques]) => ({ id, cliques }));
  const dias = [...perDay.values()];
  return { dias, porId, totais: { cliques: dias.reduce((sum, d) => sum + d.visitas, 0), visitas: visits } };
}

/** Clicks per visit of the same window (0.25 for 25 %), or null when the window had no visit to divide by. */
export function clickRate(cliques: number, visitas: number): number | null {
  return visitas > 0 ? cliques / visitas : null;
}

export interface ClickRow {
  id: string;
  /** The card's (or container's) name now; null when the skin no longer has it. */
  nome: string | null;
  cliques: number;
  taxa: number | null;
}

/** The table's rows, most clicked first: each id named by `names` (what the skin has now). */
export function clickRows(summary: SkinClicksSummary, names: ReadonlyMap<string, string>): ClickRow[] {
  return summary.porId.map(({ id, cliques }) => ({
    id,
    nome: names.get(id) ?? null,
    cliques,
    taxa: clickRate(cliques, summary.totais.visitas),
  }));
}
