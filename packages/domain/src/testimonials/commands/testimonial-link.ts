/**
 * Her link asking for quotes, and what a visitor who opens it sees. Making a link replaces the
 * container's current one (renewal: the old address stops at once) and turning it off leaves none;
 * the secret is handed back once, here, and only its SHA-256 is kept. A wrong id and a wrong secret
 * get one answer, and nothing is written for either.
 */
import { z } from 'zod';
import { MESSAGES } from '../../kernel/messages';
import { documentId } from '../../kernel/commands/schemas';
import { refuse } from '../../kernel/commands/refusals';
import { defineCallable } from '../../handlers/define-callable';
import { consumeLimits } from '../../handlers/request-context';
import { ipLimitsOn, limitOn, rateLimit } from '../../handlers/declared-limits';
import { editableSkin, skinName } from '../../skins';
import { newTestimonialLink, testimonialSecretHash, testimonialSecretMatches } from '../link-secret';
import { linkPayload } from './testimonial-schemas';
import type { ReadTestimonialLinkResult, SetTestimonialLinkResult } from '../testimonial-types';

const LINKS = rateLimit('testimonialLinkPerUser', 'testimonial-link:{uid}');
const READS = rateLimit('testimonialLinkReadPerIp', 'testimonial-read-ip:{ip}');

export const setTestimonialLink = defineCallable({
  name: 'setTestimonialLink',
  payload: z.strictObject({ skin: skinName, containerId: documentId, ligado: z.boolean({ error: MESSAGES.invalidPayload }) }),
  who: 'signed-in',
  appCheck: 'required',
  limits: [LINKS],
  handler:
    (deps) =>
    async ({ caller, data }): Promise<SetTestimonialLinkResult> => {
      const { uid, skinId } = await editableSkin(deps, caller, data.skin);
      const link = data.ligado ? newTestimonialLink() : null;
      const outcome = await deps.store.setTestimonialLink({
        uid,
        skinId,
        containerId: data.containerId,
        link: link ? { linkId: link.linkId, segredoHash: testimonialSecretHash(link.segredo) } : null,
        at: deps.now(),
        rateLimit: limitOn(LINKS, { uid: caller.uid }),
      });
      if (outcome === 'container-not-found') refuse('not-found', MESSAGES.containerNotFound);
      if (outcome === 'rate-limited') refuse('resource-exhausted', MESSAGES.depoimentoLinkRateLimited);
      return link ?? { desligado: true };
    },
});

export const readTestimonialLink = defineCallable({
  name: 'readTestimonialLink',
  payload: z.strictObject(linkPayload),
  who: 'anyone',
  appCheck: 'required',
  limits: [READS],
  handler:
    (deps) =>
    async ({ ip, data }): Promise<ReadTestimonialLinkResult> => {
      const owner = await deps.store.testimonialLinkOwner(data.linkId, (hash) => testimonialSecretMatches(hash, data.segredo));
      if (!owner) refuse('not-found', MESSAGES.depoimentoLinkNotFound);
      await consumeLimits(deps, ipLimitsOn(READS, ip, {}), MESSAGES.depoimentoSendRateLimited);
      return { nome: owner.nome, skin: owner.skin };
    },
});
