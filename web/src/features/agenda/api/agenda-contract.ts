/**
 * The agenda's callables that AGENDA runs, typed by hand from the agenda's shared contract until their
 * declarations reach the domain's registry (CALLABLES); then `PayloadOf`/`ResultOf` replace these.
 */
export interface AgendaContract {
  /** She cancels one of her bookings; the visitor gets `mensagem` with the cancellation. */
  cancelBooking: { payload: { reserva: string; mensagem?: string }; result: { estado: 'cancelada' } };
  /** She marks a booking's Pix deposit paid, or undoes it. */
  setDepositPaid: { payload: { reserva: string; pago: boolean }; result: { pago: boolean } };
  /** A new secret for her private calendar's address: the old address stops working. */
  renewAgendaFeed: { payload: Record<string, never>; result: { endereco: string } };
}

export type AgendaCallName = keyof AgendaContract;

/** Her message to the visitor when she cancels, at most this long (the server refuses more). */
export const CANCEL_MESSAGE_MAX = 1000;
