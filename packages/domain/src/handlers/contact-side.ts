import { SITE_OWNER_SKIN, type Caller, type ContatoDoc, type Participante } from '..';
import type { ContactSide } from '../store/store';

/**
 * A participant speaks as their own side. An owner who is not a participant (the second owner
 * account) replies as the site owner's side, so visitors always hear from the lab.
 */
export function speakingSide(contact: ContatoDoc, caller: Caller): Participante | null {
  const participantes = contact.participantes ?? [];
  if ((contact.uids ?? []).includes(caller.uid)) {
    const own = participantes.find((p) => p.uid === caller.uid);
    if (own) return own;
  }
  if (!caller.admin) return null;
  return participantes.find((p) => p.chave === SITE_OWNER_SKIN) ?? null;
}

/** Which side a participant is: the lab's skin, or the visitor. */
export function sideOf(participant: Participante): ContactSide {
  return participant.chave === SITE_OWNER_SKIN ? 'lab' : 'visitante';
}
