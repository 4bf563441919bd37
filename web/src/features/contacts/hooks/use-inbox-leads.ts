/**
 * The leads of her inbox: one live query over leads/ (her skin's, or for owners the site's), so a
 * move in any tab shows in every other and the board costs one listener, however many contacts.
 */
import { useEffect, useState } from 'react';
import { SITE_OWNER_SKIN } from '@lab/domain/kernel';
import type { LeadRow } from '@lab/domain/store';
import { useBackend } from '../../../shared/backend/context';

/** Leads on the board at once, the newest messages first; the export reads up to EXPORT_LEADS_MAX. */
export const BOARD_LEADS_MAX = 500;

export type Lead = LeadRow;

/** Whose inbox the viewer answers: her skin's, or for owners the site's. */
export function inboxSkinOf(viewer: { admin: boolean; skin: string }): string {
  return viewer.admin ? SITE_OWNER_SKIN : viewer.skin;
}

export interface InboxLeads {
  leads: Lead[];
  /** The board holds BOARD_LEADS_MAX leads and there may be more (the export still has them). */
  cut: boolean;
}

export function useInboxLeads(inbox: string, uid: string): InboxLeads {
  const backend = useBackend();
  const [leads, setLeads] = useState<Lead[]>([]);

  useEffect(
    () =>
      backend.watchLeads(
        { caixa: inbox, uid, limit: BOARD_LEADS_MAX },
        { next: setLeads, error: (error) => console.error('Erro ao carregar o funil:', error) },
      ),
    [backend, inbox, uid],
  );
  return { leads, cut: leads.length >= BOARD_LEADS_MAX };
}

/** How a lead is named on its card and in the export: the name she gave, else her address or the contact's id. */
export function leadNameOf(lead: Pick<Lead, 'nome' | 'email' | 'idContato'>): string {
  return lead.nome ?? (lead.email || lead.idContato);
}
