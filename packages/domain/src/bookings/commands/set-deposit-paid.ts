/**
 * She marks a booking's Pix deposit paid (or not paid, after a mistake): the manual path of the
 * payment port (payment-port.ts), on the same store method a provider's confirmation would use. Only
 * the booking's `dona`; anyone else gets the not-found answer. Marking what is already so writes nothing.
 */
import { z } from 'zod';
import { defineCallable } from '../../handlers/define-callable';
import { limitOn } from '../../handlers/declared-limits';
import { MESSAGES } from '../../kernel/messages';
import { refuse } from '../../kernel/commands/refusals';
import { documentId } from '../../kernel/commands/schemas';
import { notFound, OWNER_CHANGES } from './booking-access';

export interface SetDepositPaidResult {
  pago: boolean;
}

export const setDepositPaid = defineCallable({
  name: 'setDepositPaid',
  payload: z.strictObject({ reserva: documentId, pago: z.boolean({ error: MESSAGES.invalidPayload }) }),
  who: 'signed-in',
  appCheck: 'required',
  limits: [OWNER_CHANGES],
  handler:
    (deps) =>
    async ({ caller, data }): Promise<SetDepositPaidResult> => {
      const outcome = await deps.store.setDepositPaid({
        id: data.reserva,
        mayChange: (reserva) => reserva.dona === caller.uid,
        pago: data.pago,
        at: deps.now(),
        rateLimits: [limitOn(OWNER_CHANGES, { uid: caller.uid })],
      });
      if (outcome.status === 'not-found') return notFound();
      if (outcome.status === 'no-deposit' || outcome.status === 'amount-short')
        refuse('failed-precondition', MESSAGES.bookingNoDeposit);
      if (outcome.status === 'rate-limited') refuse('resource-exhausted', MESSAGES.bookingOwnerRateLimited);
      return { pago: outcome.pago };
    },
});
