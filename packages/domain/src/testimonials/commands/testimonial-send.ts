/**
 * A visitor's quote through her link: kept for her review, never shown before she approves it.
 * Idempotent: the draft's idEnvio names the pending quote, so a retry writes nothing twice. Counted
 * per client (and its /48) and per link in the same transaction as the write, so a refusal writes
 * nothing; a wrong id or secret gets the one not-found answer.
 */
import { MESSAGES } from '../../kernel/messages';
import { refuse } from '../../kernel/commands/refusals';
import { defineCallable } from '../../handlers/define-callable';
import { ipLimitsOn, limitOn, rateLimit } from '../../handlers/declared-limits';
import { pendingTestimonialId, testimonialSecretMatches } from '../link-secret';
import { sendPayload } from './testimonial-schemas';
import type { SendTestimonialResult } from '../testimonial-types';

const PER_IP = rateLimit('testimonialSendPerIp', 'testimonial-send-ip:{ip}');
const PER_LINK = rateLimit('testimonialSendPerLink', 'testimonial-send:{skinId}|{containerId}');

/** Quotes that may wait for her per skin: past it, a visitor is told to try later. */
export const PENDING_TESTIMONIALS_MAX = 50;

export const sendTestimonial = defineCallable({
  name: 'sendTestimonial',
  payload: sendPayload,
  who: 'anyone',
  appCheck: 'required',
  limits: [PER_IP, PER_LINK],
  handler:
    (deps) =>
    async ({ ip, data }): Promise<SendTestimonialResult> => {
      const outcome = await deps.store.sendTestimonial({
        linkId: data.linkId,
        matches: (hash) => testimonialSecretMatches(hash, data.segredo),
        pendenteId: pendingTestimonialId(data.linkId, data.idEnvio),
        item: { texto: data.texto, nome: data.nome, papel: data.papel },
        at: deps.now(),
        rateLimits: (link) => [
          ...ipLimitsOn(PER_IP, ip, {}),
          limitOn(PER_LINK, { skinId: link.skinId, containerId: link.containerId }),
        ],
        maxPending: PENDING_TESTIMONIALS_MAX,
      });
      if (outcome === 'link-not-found') refuse('not-found', MESSAGES.depoimentoLinkNotFound);
      if (outcome === 'rate-limited') refuse('resource-exhausted', MESSAGES.depoimentoSendRateLimited);
      if (outcome === 'too-many-pending') refuse('resource-exhausted', MESSAGES.depoimentoTooManyPending);
      return { enviado: true };
    },
});
