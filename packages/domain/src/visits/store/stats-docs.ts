/**
 * The daily counters' shards (estatisticas/{dia}_{shard}), read and written inside a Store
 * transaction: read at its top, with the other reads, and written at its end, so a command and what
 * it counts commit together or not at all.
 */
import { paths } from '../../kernel/paths';
import { STATS_SHARDS } from '../../kernel/constants';
import type { EstatisticaDoc } from '../../kernel/types';
import { applyStatsDelta, dayOf, type StatsDelta } from '../stats';
import type { DocTx } from '../../kernel/store/doc-port';
import type { StatsBump } from './access-port';

/**
 * A shard at random, so a burst spreads its writes over every shard of the day (Firestore sustains
 * about one write a second per document). `random` is the handlers' deps.random, in [0, 1); a value
 * outside it still lands on a real shard.
 */
export function pickStatsShard(random: () => number): number {
  const shard = Math.floor(random() * STATS_SHARDS);
  return Number.isFinite(shard) ? Math.min(STATS_SHARDS - 1, Math.max(0, shard)) : 0;
}

export async function readStatsShard(tx: Pick<DocTx, 'get'>, dia: string, shard: number): Promise<EstatisticaDoc | null> {
  return tx.get<EstatisticaDoc>(paths.estatistica(dia, shard));
}

export function writeStatsShard(tx: Pick<DocTx, 'set'>, dia: string, shard: number, doc: EstatisticaDoc): void {
  tx.set(paths.estatistica(dia, shard), { ...doc });
}

/** Reads what a command adds to today's counters; `write` then stores the sum, after the command's own reads. */
export async function readStats(
  tx: DocTx,
  at: number,
  bump: StatsBump | undefined,
): Promise<{ write: (delta: StatsDelta) => void }> {
  if (!bump) return { write: () => undefined };
  const { shard } = bump;
  const dia = dayOf(at);
  const current = await readStatsShard(tx, dia, shard);
  return { write: (delta) => writeStatsShard(tx, dia, shard, applyStatsDelta(current, dia, delta)) };
}
