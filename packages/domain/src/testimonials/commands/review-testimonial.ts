/**
 * Her review of a sent quote: Aprovar moves it into its container's list (the page republished with
 * it) and off the pending list in one transaction, so it moves once; Recusar deletes it. Another's
 * quote and one already reviewed get the same answer.
 */
import { z } from 'zod';
import { MESSAGES } from '../../kernel/messages';
import { documentId } from '../../kernel/commands/schemas';
import { refuse, type Refusals } from '../../kernel/commands/refusals';
import { defineCallable } from '../../handlers/define-callable';
import { limitOn, rateLimit } from '../../handlers/declared-limits';
import { editableSkin, skinName } from '../../skins';
import { DEPOIMENTOS_MAX } from '../schema';
import type { ReviewTestimonialOutcome } from '../store/testimonial-port';
import type { ReviewTestimonialResult } from '../testimonial-types';

const REVIEWS = rateLimit('testimonialReviewPerUser', 'testimonial-review:{uid}');

const REFUSALS: Refusals<Exclude<ReviewTestimonialOutcome, 'approved' | 'rejected'>> = {
  'not-found': ['not-found', MESSAGES.depoimentoPendingNotFound],
  'container-not-found': ['failed-precondition', MESSAGES.depoimentoContainerGone],
  'container-full': ['resource-exhausted', MESSAGES.depoimentosTooMany],
  'page-too-large': ['resource-exhausted', MESSAGES.pageTooLarge],
  'rate-limited': ['resource-exhausted', MESSAGES.depoimentoReviewRateLimited],
};

export const reviewTestimonial = defineCallable({
  name: 'reviewTestimonial',
  payload: z.strictObject({ skin: skinName, pendenteId: documentId, aprovar: z.boolean({ error: MESSAGES.invalidPayload }) }),
  who: 'signed-in',
  appCheck: 'required',
  limits: [REVIEWS],
  handler:
    (deps) =>
    async ({ caller, data }): Promise<ReviewTestimonialResult> => {
      const { uid, skinId } = await editableSkin(deps, caller, data.skin);
      const outcome = await deps.store.reviewTestimonial({
        uid,
        skinId,
        pendenteId: data.pendenteId,
        aprovar: data.aprovar,
        maxItems: DEPOIMENTOS_MAX,
        at: deps.now(),
        rateLimit: limitOn(REVIEWS, { uid: caller.uid }),
      });
      if (outcome === 'approved') return { resultado: 'aprovado' };
      if (outcome === 'rejected') return { resultado: 'recusado' };
      return refuse(...REFUSALS[outcome]);
    },
});
