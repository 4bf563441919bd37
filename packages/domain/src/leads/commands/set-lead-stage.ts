import { z } from 'zod';
import { MESSAGES } from '../../kernel/messages';
import { documentId } from '../../kernel/commands/schemas';
import { refuse, type Refusals } from '../../kernel/commands/refusals';
import { sideOf, speakingSide } from '../../conversations';
import { limitOn, rateLimit } from '../../handlers/declared-limits';
import { defineCallable } from '../../handlers/define-callable';
import { queueLeadEvent } from '../../webhooks';
import { ETAPAS, PROPOSTA_MAX_CENTAVOS } from '../stages';
import type { SetLeadStageOutcome, SetLeadStageResult } from '../store/lead-port';

const valor = z
  .number({ error: MESSAGES.leadValueInvalid })
  .int(MESSAGES.leadValueInvalid)
  .min(0, MESSAGES.leadValueInvalid)
  .max(PROPOSTA_MAX_CENTAVOS, MESSAGES.leadValueInvalid);

const schema = z.strictObject({
  idContato: documentId,
  idConversa: documentId,
  etapa: z.enum(ETAPAS, { error: MESSAGES.leadStageInvalid }),
  /** Integer centavos; absent keeps the value stored. */
  valorProposta: valor.optional(),
});

const REFUSALS: Refusals<Exclude<SetLeadStageOutcome['status'], 'done'>> = {
  'conversation-not-found': ['not-found', MESSAGES.conversationNotFound],
  'rate-limited': ['resource-exhausted', MESSAGES.leadStageRateLimited],
};

const STAGES = rateLimit('leadStagePerUser', 'lead-stage:{uid}');

/**
 * Moves a lead on the inbox side's board: the creator whose skin the contact was written to, or an
 * owner for the site's own inbox. The visitor side, a stranger and an absent conversation all hear the
 * same not-found, and nothing is written for them.
 */
export const setLeadStage = defineCallable({
  name: 'setLeadStage',
  payload: schema,
  who: 'signed-in',
  appCheck: 'required',
  limits: [STAGES],
  handler:
    (deps) =>
    async ({ caller, data }): Promise<SetLeadStageResult> => {
      const contact = await deps.store.getContact(data.idContato);
      const side = contact ? speakingSide(contact, caller) : null;
      if (!contact || !side || sideOf(side, contact) !== 'lab') refuse('not-found', MESSAGES.conversationNotFound);
      const outcome = await deps.store.setLeadStage({
        contactId: data.idContato,
        conversationId: data.idConversa,
        etapa: data.etapa,
        ...(data.valorProposta === undefined ? {} : { valorProposta: data.valorProposta }),
        uid: caller.uid,
        idEtapa: deps.newId(),
        at: deps.now(),
        rateLimits: [limitOn(STAGES, { uid: caller.uid })],
      });
      if (outcome.status !== 'done') refuse(...REFUSALS[outcome.status]);
      // After the commit, never refusing the move: the skin's webhook hears of the change.
      if (outcome.changed) {
        const { idContato, idConversa } = data;
        const moved = { idContato, idConversa, de: outcome.de, para: outcome.etapa, valorProposta: outcome.valorProposta };
        await queueLeadEvent(deps, { type: 'lead.stage_changed', ...moved });
      }
      return { etapa: outcome.etapa, valorProposta: outcome.valorProposta, changed: outcome.changed };
    },
});
