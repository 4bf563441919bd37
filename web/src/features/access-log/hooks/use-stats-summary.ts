import { useMemo, useState } from 'react';
import { dayOf, daysBack, summariseStats, type StatsSummary } from '@lab/domain/visits';
import { STATS_DAYS, type EstatisticaDoc } from '@lab/domain/kernel';
import { useLiveQuery, type LiveQueryState } from '../../../shared/backend/use-live-query';

/**
 * The owners' summary of the last STATS_DAYS days, live: one query for the window's counter shards,
 * summed here. The window is fixed when the screen opens, so a screen left open past midnight keeps
 * the days it opened on instead of reopening its query.
 */
export function useStatsSummary(now: () => number = Date.now): LiveQueryState<StatsSummary> {
  const [span] = useState(() => {
    const today = dayOf(now());
    return { today, sinceDay: daysBack(today, STATS_DAYS)[0] ?? today };
  });
  const state = useLiveQuery<EstatisticaDoc[]>('estatísticas', (backend, live) => backend.watchStats(span.sinceDay, live), [
    span.sinceDay,
  ]);
  const shards = state.data;
  const summary = useMemo(() => (shards ? summariseStats(shards, span.today) : null), [shards, span.today]);
  if (state.status !== 'ready') return state;
  return { status: 'ready', data: summary ?? summariseStats(state.data, span.today), error: null };
}
