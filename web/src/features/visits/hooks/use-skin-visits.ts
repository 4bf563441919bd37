import { useMemo, useState } from 'react';
import {
  dayOf,
  daysBack,
  summariseClicks,
  summariseVisits,
  type SkinClicksSummary,
  type SkinVisitsSummary,
} from '@lab/domain/visits';
import { STATS_DAYS, type SkinDoc, type VisitaDoc } from '@lab/domain/kernel';
import { useLiveQuery, type LiveQueryState } from '../../../shared/backend/use-live-query';

/** A skin's visits and, from the same shards, its clicks. */
export type SkinSummaries = SkinVisitsSummary & { cliques: SkinClicksSummary };

function summarise(shards: VisitaDoc[], today: string): SkinSummaries {
  return { ...summariseVisits(shards, today), cliques: summariseClicks(shards, today) };
}

/**
 * One skin's last STATS_DAYS days, live: one query for the window's counter shards of that skin,
 * summed here. The window is fixed when the screen opens, like the owners' summary.
 */
export function useSkinVisits(skin: SkinDoc, now: () => number = Date.now): LiveQueryState<SkinSummaries> {
  const [span] = useState(() => {
    const today = dayOf(now());
    return { today, sinceDay: daysBack(today, STATS_DAYS)[0] ?? today };
  });
  const { idUser: uid, id_skins: skinId } = skin;
  const state = useLiveQuery<VisitaDoc[]>(
    'visitas',
    (backend, live) => backend.watchSkinVisits({ uid, skinId, sinceDay: span.sinceDay }, live),
    [uid, skinId, span.sinceDay],
  );
  const shards = state.data;
  const summary = useMemo(() => (shards ? summarise(shards, span.today) : null), [shards, span.today]);
  if (state.status !== 'ready') return state;
  return { status: 'ready', data: summary ?? summarise(state.data, span.today), error: null };
}
