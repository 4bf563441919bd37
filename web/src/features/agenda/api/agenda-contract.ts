/** The callables AGENDA runs: their payloads and results are the declarations'. */
import type { PayloadOf, ResultOf } from '@lab/domain/commands';

export type AgendaCallName = 'cancelBooking' | 'setDepositPaid' | 'renewAgendaFeed';
export type AgendaContract = { [N in AgendaCallName]: { payload: PayloadOf<N>; result: ResultOf<N> } };

/** Her message to the visitor when she cancels, at most this long (the server refuses more). */
export const CANCEL_MESSAGE_MAX = 1000;
