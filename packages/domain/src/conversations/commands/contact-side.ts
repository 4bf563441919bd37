import { inboxOf } from '../unread';
import { MESSAGES } from '../../kernel/messages';
import type { Caller, ContatoDoc, Participante } from '../../kernel/types';
import type { ContactSide } from '../store/conversation-port';
import type { HandlerDeps } from '../../handlers/handler-types';
import { refuse } from '../../kernel/commands/refusals';

/**
 * The contact and the side the caller speaks for, or the refusal: a stranger gets the same answer
 * whether the contact exists or not (an owner, who may read every contact, learns it is gone).
 */
export async function speakerOf(
  deps: HandlerDeps,
  contactId: string,
  caller: Caller,
): Promise<{ contact: ContatoDoc; side: Participante }> {
  const contact = await deps.store.getContact(contactId);
  const side = contact ? speakingSide(contact, caller) : null;
  if (contact && side) return { contact, side };
  if (!contact && caller.admin) refuse('not-found', MESSAGES.conversationNotFound);
  refuse('permission-denied', MESSAGES.permissionDenied);
}

/**
 * A participant speaks as their own side. An owner who is not a participant (the second owner
 * account) replies as the site's side of the site's own contacts, so visitors always hear from the
 * lab; a creator's contacts are between the creator and their visitor alone.
 */
export function speakingSide(contact: ContatoDoc, caller: Caller): Participante | null {
  const participantes = contact.participantes ?? [];
  if ((contact.uids ?? []).includes(caller.uid)) {
    const own = participantes.find((p) => p.uid === caller.uid);
    if (own) return own;
  }
  if (!caller.admin) return null;
  return participantes.find((p) => p.chave === inboxOf(contact) && inboxIsTheSite(contact)) ?? null;
}

/** Whether the contact is in the site's own inbox, which both owners answer for. */
export function inboxIsTheSite(contact: Pick<ContatoDoc, 'destino'>): boolean {
  return inboxOf(contact) === inboxOf({});
}

/** Which side a participant is: the inbox's (the skin whose form opened the contact), or the visitor. */
export function sideOf(participant: Participante, contact: Pick<ContatoDoc, 'destino'>): ContactSide {
  return participant.chave === inboxOf(contact) ? 'lab' : 'visitante';
}

/** The other side of a contact from `side`: who a message from `side` is for. */
export function otherSide(contact: ContatoDoc, side: Participante): Participante | null {
  return (contact.participantes ?? []).find((p) => p.chave !== side.chave) ?? null;
}
