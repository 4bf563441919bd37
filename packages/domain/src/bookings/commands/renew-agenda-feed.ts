/**
 * She makes (or remakes) her private calendar address: a new secret in agendaFeeds/{uid}, which she
 * reads under the rules; the old address answers 404 from then on.
 */
import { z } from 'zod';
import { defineCallable } from '../../handlers/define-callable';
import { limitOn, rateLimit } from '../../handlers/declared-limits';
import { MESSAGES } from '../../kernel/messages';
import { refuse } from '../../kernel/commands/refusals';
import { newBookingSecret } from '../booking-secret';
import { agendaFeedAddress } from '../feed';

const RENEWALS = rateLimit('agendaFeedPerUser', 'agenda-feed:{uid}');

export interface RenewAgendaFeedResult {
  endereco: string;
}

export const renewAgendaFeed = defineCallable({
  name: 'renewAgendaFeed',
  payload: z.strictObject({}),
  who: 'signed-in',
  appCheck: 'required',
  limits: [RENEWALS],
  handler:
    (deps) =>
    async ({ caller }): Promise<RenewAgendaFeedResult> => {
      const segredo = newBookingSecret();
      const outcome = await deps.store.renewAgendaFeed({
        uid: caller.uid,
        doc: { uid: caller.uid, segredo, criadoEm: deps.now() },
        rateLimit: limitOn(RENEWALS, { uid: caller.uid }),
      });
      if (outcome === 'rate-limited') refuse('resource-exhausted', MESSAGES.agendaFeedRateLimited);
      return { endereco: agendaFeedAddress(deps.siteUrl, caller.uid, segredo) };
    },
});
