/**
 * Her private calendar: its address, read live from agendaFeeds/{uid} (so a new one made in another
 * tab shows here too), and a new secret on request, which ends the old address.
 */
import { useState } from 'react';
import type { AgendaFeedDoc } from '@lab/domain/bookings';
import { useBackend } from '../../../shared/backend/context';
import { refusalMessage } from '../../../shared/backend/refusal-message';
import { useLiveQuery } from '../../../shared/backend/use-live-query';
import { callAgenda, feedAddress } from '../api/agenda-calls';

export type FeedState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; address: string | null };

export interface AgendaFeed {
  state: FeedState;
  busy: boolean;
  problem: string | null;
  renew: () => Promise<void>;
}

export function useAgendaFeed(uid: string): AgendaFeed {
  const backend = useBackend();
  const live = useLiveQuery<AgendaFeedDoc | null>('calendário privado', (b, next) => b.watchAgendaFeed(uid, next), [uid]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const state: FeedState =
    live.status === 'ready'
      ? { status: 'ready', address: live.data ? feedAddress(window.location.origin, uid, live.data.segredo) : null }
      : { status: live.status };

  const renew = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await callAgenda(backend, 'renewAgendaFeed', {});
    } catch (error) {
      console.error('Erro ao gerar o endereço da agenda:', error);
      setProblem(refusalMessage(error, 'Não foi possível gerar o endereço.'));
    } finally {
      setBusy(false);
    }
  };

  return { state, busy, problem, renew };
}
