/**
 * A booking read and changed by the visitor's link (`/reserva/{id}#{segredo}`): the secret is read
 * from the fragment, which no request, log or Referer carries, and sent only in the calls' bodies.
 * An unknown id and a wrong secret get the same answer from the server: "not found".
 */
import { useCallback, useEffect, useState } from 'react';
import { toDomainError } from '@lab/domain/kernel';
import { useBackend } from '../../../shared/backend/context';
import { refusalMessage } from '../../../shared/backend/refusal-message';
import { isTransientFailure } from '../../../shared/hooks/use-reliable-send';
import { callBooking } from '../api/booking-api';
import type { BookingByLink } from '../api/booking-contract';

export const BOOKING_NOT_FOUND = 'Não encontramos esta reserva.';
export const BOOKING_UNAVAILABLE_NOW = 'Sua reserva está indisponível agora. Tente de novo em instantes.';

export type LinkState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'failed'; problem: string }
  | { status: 'ready'; booking: BookingByLink };

/** What a failed call says: "indisponível" for an outage, "not found" for a link the server does not know. */
export function linkProblemOf(caught: unknown): { notFound: boolean; problem: string } {
  if (toDomainError(caught)?.code === 'not-found') return { notFound: true, problem: BOOKING_NOT_FOUND };
  return { notFound: false, problem: isTransientFailure(caught) ? BOOKING_UNAVAILABLE_NOW : refusalMessage(caught) };
}

export function useBookingLink(reserva: string, segredo: string) {
  const backend = useBackend();
  const [round, setRound] = useState(0);
  const key = JSON.stringify([reserva, segredo, round]);
  // The answer with the question it answers: one to another question means this one is loading.
  const [answer, setAnswer] = useState<{ key: string; state: LinkState }>({ key: '', state: { status: 'loading' } });
  // A link without its secret names no booking: nothing to ask.
  const incomplete = reserva === '' || segredo === '';

  useEffect(() => {
    if (incomplete) return;
    let current = true;
    callBooking(backend, 'readBookingByLink', { reserva, segredo }).then(
      (booking) => current && setAnswer({ key, state: { status: 'ready', booking } }),
      (caught: unknown) => {
        if (!current) return;
        console.error('Erro ao ler a reserva:', caught);
        const { notFound, problem } = linkProblemOf(caught);
        setAnswer({ key, state: notFound ? { status: 'not-found' } : { status: 'failed', problem } });
      },
    );
    return () => {
      current = false;
    };
    // `key` names every input of the request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [backend, key, incomplete]);

  const update = useCallback(
    (change: Partial<BookingByLink>) =>
      setAnswer((a) =>
        a.state.status === 'ready' ? { key: a.key, state: { status: 'ready', booking: { ...a.state.booking, ...change } } } : a,
      ),
    [],
  );
  const state: LinkState = incomplete ? { status: 'not-found' } : answer.key === key ? answer.state : { status: 'loading' };
  return { state, retry: () => setRound((r) => r + 1), update };
}
