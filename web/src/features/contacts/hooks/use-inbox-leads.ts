/**
 * The leads of her inbox: every conversation of the contacts written to her skin (for owners, the
 * site's own), each followed live, so a move in any tab shows in every other.
 */
import { useEffect, useMemo, useState } from 'react';
import { inboxOf } from '@lab/domain/conversations';
import { SITE_OWNER_SKIN, type ContatoDoc, type ConversaDoc } from '@lab/domain/kernel';
import { useBackend } from '../../../shared/backend/context';

/** Contacts followed at once: one listener each, so a board of a few hundred leads stays light. */
export const BOARD_CONTACTS_MAX = 200;

export interface Lead {
  contact: ContatoDoc;
  conversa: ConversaDoc;
}

/** Whose inbox the viewer answers: her skin's, or for owners the site's. */
export function inboxSkinOf(viewer: { admin: boolean; skin: string }): string {
  return viewer.admin ? SITE_OWNER_SKIN : viewer.skin;
}

/** The contacts of that inbox, newest first as the list has them. */
export function inboxContacts(contacts: readonly ContatoDoc[], inbox: string): ContatoDoc[] {
  return contacts.filter((c) => inboxOf(c) === inbox);
}

export interface InboxLeads {
  leads: Lead[];
  /** Some contacts are past BOARD_CONTACTS_MAX and not on the board (the export still has them). */
  cut: boolean;
}

export function useInboxLeads(contacts: readonly ContatoDoc[], inbox: string): InboxLeads {
  const backend = useBackend();
  const mine = useMemo(() => inboxContacts(contacts, inbox), [contacts, inbox]);
  const followed = useMemo(() => mine.slice(0, BOARD_CONTACTS_MAX), [mine]);
  const ids = followed.map((c) => c.idContato).join('\n');
  const [byContact, setByContact] = useState<Readonly<Record<string, ConversaDoc[]>>>({});

  useEffect(() => {
    const stops = ids
      .split('\n')
      .filter(Boolean)
      .map((id) =>
        backend.watchConversations(id, {
          next: (conversas) => setByContact((all) => ({ ...all, [id]: conversas })),
          error: (error) => console.error('Erro ao carregar conversas:', error),
        }),
      );
    return () => stops.forEach((stop) => stop());
  }, [backend, ids]);

  const leads = useMemo(
    () =>
      followed
        .flatMap((contact) => (byContact[contact.idContato] ?? []).map((conversa) => ({ contact, conversa })))
        .sort((a, b) => b.conversa.dataUltimaMensagem - a.conversa.dataUltimaMensagem),
    [followed, byContact],
  );
  return { leads, cut: mine.length > followed.length };
}

/** How a lead is named on its card and in the export: the name she gave, her e-mail, or the other side's name. */
export function leadNameOf({ contact, conversa }: Lead, inbox: string): string {
  if (conversa.nome) return conversa.nome;
  if (conversa.email) return conversa.email;
  const other = contact.participantes.find((p) => p.chave !== inbox);
  return other?.nome ?? contact.idContato;
}
