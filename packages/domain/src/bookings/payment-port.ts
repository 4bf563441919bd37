/**
 * Where a booking's Pix deposit is confirmed. Today she marks it paid herself (setDepositPaid); a
 * payment provider (a Pix PSP's webhook, which names the txid the BR Code carried and the amount it
 * received) would call `confirmDeposit` through this port, on the same store method, so both paths
 * mark a booking the same way. No provider is wired yet: this is the seam it plugs into.
 */
import type { Instant } from '../kernel/instant';
import type { BookingChangesStore } from './store/booking-changes-port';

export type DepositConfirmation =
  | { status: 'confirmed'; reserva: string }
  /** Already marked paid (a provider retries its webhook): nothing written. */
  | { status: 'already-paid'; reserva: string }
  /** Less than the deposit asked: nothing marked. */
  | { status: 'amount-short'; reserva: string }
  /** No booking asked a deposit with this reference. */
  | { status: 'unknown-txid' };

export interface DepositConfirmations {
  confirmDeposit(txid: string, centavos: number, paidAt: Instant): Promise<DepositConfirmation>;
}

/** The port over the Store: the booking found by its deposit's txid, marked paid in one transaction. */
export function depositConfirmationsOver(
  store: Pick<BookingChangesStore, 'bookingByTxid' | 'setDepositPaid'>,
): DepositConfirmations {
  return {
    confirmDeposit: async (txid, centavos, paidAt) => {
      const reserva = await store.bookingByTxid(txid);
      if (!reserva?.sinal) return { status: 'unknown-txid' };
      const outcome = await store.setDepositPaid({
        id: reserva.id,
        mayChange: (current) => current.sinal?.txid === txid,
        pago: true,
        at: paidAt,
        centavos,
        // The provider is no person: no account's limit; its webhook is authenticated before it gets here.
        rateLimits: [],
      });
      if (outcome.status === 'amount-short') return { status: 'amount-short', reserva: reserva.id };
      if (outcome.status !== 'done') return { status: 'unknown-txid' };
      return outcome.changed ? { status: 'confirmed', reserva: reserva.id } : { status: 'already-paid', reserva: reserva.id };
    },
  };
}
