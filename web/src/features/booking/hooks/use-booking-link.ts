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
  const [state, setState] = useState<LinkState>({ status: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let current = true;
    if (reserva === '' || segredo === '') {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- a link without its secret names no booking
      setState({ status: 'not-found' });
      return;
    }
    setState({ status: 'loading' });
    callBooking(backend, 'readBookingByLink', { reserva, segredo }).then(
      (booking) => current && setState({ status: 'ready', booking }),
      (caught: unknown) => {
        if (!current) return;
        console.error('Erro ao ler a reserva:', caught);
        const { notFound, problem } = linkProblemOf(caught);
        setState(notFound ? { status: 'not-found' } : { status: 'failed', problem });
      },
    );
    return () => {
      current = false;
    };
  }, [backend, reserva, segredo, round]);

  const update = useCallback(
    (change: Partial<BookingByLink>) =>
      setState((s) => (s.status === 'ready' ? { status: 'ready', booking: { ...s.booking, ...change } } : s)),
    [],
  );
  return { state, retry: () => setRound((r) => r + 1), update };
}
