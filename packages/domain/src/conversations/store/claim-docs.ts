/** Who answers a conversation of the site's own inbox ("Eu respondo", Liberar): one transaction each. */
import { GROUPS, paths } from '../../kernel/paths';
import { inboxOf } from '../unread';
import { SITE_OWNER_SKIN } from '../../kernel/constants';
import type { ContatoDoc, ConversaDoc } from '../../kernel/types';
import type { DocPort, DocSnapshot, DocTx } from '../../kernel/store/doc-port';
import { LIST_MAX } from '../../studio';
import { readRateLimits } from './message-checks';
import { writeRateLimit } from '../../limits';
import type { ClaimConversationInput, ClaimConversationOutcome } from './conversation-port';

export async function claimConversation(tx: DocTx, input: ClaimConversationInput): Promise<ClaimConversationOutcome> {
  const conversaPath = paths.conversa(input.contactId, input.conversationId);
  const conversa = await tx.get<ConversaDoc>(conversaPath);
  const contato = await tx.get<ContatoDoc>(paths.contato(input.contactId));
  // A creator's inbox has one person answering: nobody claims it, and nobody learns it exists from here.
  if (!conversa || !contato || inboxOf(contato) !== SITE_OWNER_SKIN) return { status: 'conversation-not-found' };
  const hits = await readRateLimits(tx, input.rateLimits, input.at);
  if (!Array.isArray(hits)) return { status: 'rate-limited', limit: hits.full };

  input.rateLimits.forEach((limit, i) => writeRateLimit(tx, limit, hits[i] ?? [], input.at));
  const held = conversa.respondendo ?? null;
  if (input.claim !== null) {
    // Claiming again keeps the moment it was first taken.
    if (held?.uid === input.uid) return { status: 'done', respondendo: held };
    tx.set(conversaPath, { respondendo: { ...input.claim } }, { merge: true });
    return { status: 'done', respondendo: input.claim };
  }
  // Liberar frees only the caller's own claim: the other owner's stays theirs.
  if (held?.uid !== input.uid) return { status: 'done', respondendo: held };
  tx.set(conversaPath, { ...withoutClaim(conversa) });
  return { status: 'done', respondendo: null };
}

/** The conversation without `respondendo`: a field goes by rewriting the document, as the DocPort has no field delete. */
export function withoutClaim(conversa: ConversaDoc): ConversaDoc {
  const { respondendo: _claim, ...rest } = conversa;
  return rest;
}

/** The conversations `uid` is answering: they name the account, so its export lists them and its deletion frees them. */
export function claimsHeldBy(port: DocPort, uid: string): Promise<Array<DocSnapshot<ConversaDoc>>> {
  return port.query<ConversaDoc>({ group: GROUPS.conversas }, { where: [['respondendo.uid', '==', uid]], limit: LIST_MAX });
}

/** Frees every conversation `uid` was answering (a deleted owner answers nothing), each in its own transaction. */
export async function releaseClaimsOf(port: DocPort, uid: string): Promise<void> {
  for (const { path } of await claimsHeldBy(port, uid)) {
    await port.runTransaction(async (tx) => {
      const conversa = await tx.get<ConversaDoc>(path);
      if (conversa?.respondendo?.uid === uid) tx.set(path, { ...withoutClaim(conversa) });
    });
  }
}
