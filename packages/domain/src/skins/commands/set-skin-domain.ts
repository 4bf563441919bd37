import { z } from 'zod';
import { DOMAIN_MAX_LENGTH, isSiteHost, normalizeDomain } from '../domains';
import { MESSAGES } from '../../kernel/messages';
import { text } from '../../kernel/commands/schemas';
import { editableSkin, skinName } from './skin-access';
import { refuse, type Refusals } from '../../kernel/commands/refusals';
import type { SetSkinDomainOutcome } from '../store/skin-port';
import type { SetSkinDomainResult } from '../domains';
import { defineCallable } from '../../handlers/define-callable';

// Room for spaces and a final dot around the longest DNS name; the spelling is checked below.
const schema = z.strictObject({ skin: skinName, dominio: z.nullable(text(DOMAIN_MAX_LENGTH + 8, MESSAGES.domainInvalid)) });

const REFUSALS: Refusals<Exclude<SetSkinDomainOutcome, 'saved'>> = {
  'skin-not-found': ['not-found', MESSAGES.skinNotFound],
  'domain-taken': ['already-exists', MESSAGES.domainTaken],
};

/**
 * An owner gives a skin its own domain (or takes it away): requests for that host then show the
 * skin, which is why only owners may, and only after connecting the domain to Hosting (docs/deploying.md).
 */
export const setSkinDomain = defineCallable({
  name: 'setSkinDomain',
  payload: schema,
  who: 'signed-in',
  appCheck: 'required',
  limits: [],
  handler:
    (deps) =>
    async ({ caller, data }): Promise<SetSkinDomainResult> => {
      // The payload's shape first, as every callable answers it; then, before anything is read, who may:
      // to anyone but an owner, every skin answers the same.
      const payload = data;
      if (!caller.admin) refuse('permission-denied', MESSAGES.permissionDenied);
      const dominio = payload.dominio === null ? null : normalizeDomain(payload.dominio);
      if (payload.dominio !== null && dominio === null) refuse('invalid-argument', MESSAGES.domainInvalid);
      if (dominio !== null && isSiteHost(dominio, deps.siteUrl)) refuse('invalid-argument', MESSAGES.domainIsSite);
      const { uid, skinId } = await editableSkin(deps, caller, payload.skin);
      const outcome = await deps.store.setSkinDomain({ uid, skinId, dominio, at: deps.now() });
      if (outcome !== 'saved') refuse(...REFUSALS[outcome]);
      return { dominio };
    },
});
