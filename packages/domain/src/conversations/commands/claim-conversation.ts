import { z } from 'zod';
import { inboxOf } from '../unread';
import { MESSAGES } from '../../kernel/messages';
import type { Caller, ContatoDoc } from '../../kernel/types';
import type { ClaimConversationOutcome } from '../store/conversation-port';
import type { RateLimit } from '../../limits';
import { inboxIsTheSite } from './contact-side';
import { labAuthor } from './lab-author';
import { documentId } from '../../kernel/commands/schemas';
import type { HandlerDeps } from '../../handlers/handler-types';
import { refuse, type Refusals } from '../../kernel/commands/refusals';
import type { ClaimConversationResult } from '../conversation-claims';
import { ipLimitsOn, limitOn, rateLimit } from '../../handlers/declared-limits';
import { defineCallable } from '../../handlers/define-callable';

const schema = z.strictObject({
  contactId: documentId,
  conversationId: documentId,
  claim: z.boolean({ error: MESSAGES.invalidPayload }),
});

const REFUSALS: Refusals<Exclude<ClaimConversationOutcome['status'], 'done'>> = {
  'conversation-not-found': ['not-found', MESSAGES.conversationNotFound],
  'rate-limited': ['resource-exhausted', MESSAGES.claimRateLimited],
};

const CLAIMS = {
  perUser: rateLimit('claimConversationPerUser', 'claim-conversation:{uid}'),
  perIp: rateLimit('claimConversationPerIp', 'claim-conversation-ip:{ip}'),
};

/**
 * **Eu respondo** / **Assumir** / **Liberar**: an owner says they answer a conversation of the site's
 * own inbox, which both owners share, or frees it. Anyone else, a creator's conversation and an
 * absent one all hear the same not-found, so nothing is learnt by asking; nothing is written then.
 */
export const claimConversation = defineCallable({
  name: 'claimConversation',
  payload: schema,
  who: 'signed-in',
  appCheck: 'required',
  limits: [CLAIMS.perUser, CLAIMS.perIp],
  handler:
    (deps) =>
    async ({ caller, ip, data }): Promise<ClaimConversationResult> => {
      const { contactId, conversationId, claim } = data;
      const contact = caller.admin ? await deps.store.getContact(contactId) : null;
      if (!contact || !inboxIsTheSite(contact)) refuse('not-found', MESSAGES.conversationNotFound);
      const at = deps.now();
      const nome = claim ? await claimantName(deps, caller, contact) : '';
      const outcome = await deps.store.claimConversation({
        contactId,
        conversationId,
        uid: caller.uid,
        claim: claim ? { uid: caller.uid, nome, desde: at } : null,
        rateLimits: claimLimitsOf(caller.uid, ip),
        at,
      });
      if (outcome.status !== 'done') refuse(...REFUSALS[outcome.status]);
      return { respondendo: outcome.respondendo };
    },
});

/** The owner's name as their lab messages are signed, so "{nome} está respondendo" names the same person. */
async function claimantName(deps: HandlerDeps, caller: Caller, contact: ContatoDoc): Promise<string> {
  const lab = (contact.participantes ?? []).find((p) => p.chave === inboxOf(contact));
  if (!lab) refuse('not-found', MESSAGES.conversationNotFound);
  return (await labAuthor(deps, caller, lab)).nome;
}

/** Taken in the claim's own transaction, so a refused claim writes nothing, not even its count. */
function claimLimitsOf(uid: string, ip: string | null): RateLimit[] {
  return [limitOn(CLAIMS.perUser, { uid }), ...ipLimitsOn(CLAIMS.perIp, ip, {})];
}
