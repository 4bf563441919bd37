/**
 * Her changes to a booking from AGENDA: a cancellation and the deposit's paid mark show at once, and
 * go back with the server's refusal beside the booking when it says no, as a lead's stage move does.
 * The live row catches up with the change in every open tab.
 */
import { useState } from 'react';
import type { EstadoReserva } from '@lab/domain/bookings';
import type { BookingRow } from '@lab/domain/store';
import { useBackend } from '../../../shared/backend/context';
import { refusalMessage } from '../../../shared/backend/refusal-message';
import { callAgenda } from '../api/agenda-calls';

/** How a booking shows now: her change while it is on its way, else what is stored. */
export interface BookingShown {
  estado: EstadoReserva;
  /** Whether the deposit is marked paid; null when the booking asks none. */
  pago: boolean | null;
  /** A change of hers is on its way. */
  busy: boolean;
  /** Why her last change was undone; null when it went through. */
  problem: string | null;
}

type Change = { estado: 'cancelada' } | { pago: boolean };

export interface BookingActions {
  shownOf: (booking: BookingRow) => BookingShown;
  cancel: (booking: BookingRow, mensagem: string) => Promise<boolean>;
  setPaid: (booking: BookingRow, pago: boolean) => Promise<boolean>;
}

export function useBookingActions(): BookingActions {
  const backend = useBackend();
  const [pending, setPending] = useState<Readonly<Record<string, Change>>>({});
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});

  const shownOf = (booking: BookingRow): BookingShown => {
    const change = pending[booking.id];
    return {
      estado: change && 'estado' in change ? change.estado : booking.estado,
      pago: change && 'pago' in change ? change.pago : (booking.sinal?.pago ?? null),
      busy: change !== undefined,
      problem: problems[booking.id] ?? null,
    };
  };

  const run = async (id: string, change: Change, send: () => Promise<unknown>, undone: string) => {
    setProblems(({ [id]: _cleared, ...rest }) => rest);
    setPending((all) => ({ ...all, [id]: change }));
    try {
      await send();
      return true;
    } catch (error) {
      console.error('Erro ao alterar o agendamento:', error);
      setProblems((all) => ({ ...all, [id]: `${undone} ${refusalMessage(error, 'Erro ao alterar o agendamento.')}` }));
      return false;
    } finally {
      // The live row has the change by now, or it was refused: either way the stored booking is shown.
      setPending(({ [id]: _gone, ...rest }) => rest);
    }
  };

  return {
    shownOf,
    cancel: (booking, mensagem) => {
      const text = mensagem.trim();
      return run(
        booking.id,
        { estado: 'cancelada' },
        () => callAgenda(backend, 'cancelBooking', { reserva: booking.id, ...(text ? { mensagem: text } : {}) }),
        'O agendamento continua marcado:',
      );
    },
    setPaid: (booking, pago) =>
      run(
        booking.id,
        { pago },
        () => callAgenda(backend, 'setDepositPaid', { reserva: booking.id, pago }),
        'O sinal voltou ao que era:',
      ),
  };
}
