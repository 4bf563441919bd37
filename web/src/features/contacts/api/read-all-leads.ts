/**
 * Every lead of her inbox, read once for the export: the board follows only its first contacts, and
 * the export must have them all. Bounded, and read a few contacts at a time.
 */
import type { ContatoDoc, ConversaDoc } from '@lab/domain/kernel';
import type { Backend, Unsubscribe } from '../../../shared/backend/port';
import type { Lead } from '../hooks/use-inbox-leads';

/** Contacts one export reads at most; beyond it she is told, rather than handed a partial file. */
export const EXPORT_CONTACTS_MAX = 2_000;
const AT_ONCE = 10;

export class TooManyLeads extends Error {}

function conversationsOf(backend: Backend, contactId: string): Promise<ConversaDoc[]> {
  return new Promise((resolve, reject) => {
    let settled = false;
    let stop: Unsubscribe | null = null;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      finish();
      stop?.();
    };
    stop = backend.watchConversations(contactId, {
      next: (conversas) => settle(() => resolve(conversas)),
      error: (error) => settle(() => reject(error)),
    });
    // An adapter may answer before `watchConversations` returns the means to stop it.
    if (settled) stop();
  });
}

export async function readAllLeads(backend: Backend, contacts: readonly ContatoDoc[]): Promise<Lead[]> {
  if (contacts.length > EXPORT_CONTACTS_MAX) throw new TooManyLeads();
  const leads: Lead[] = [];
  for (let i = 0; i < contacts.length; i += AT_ONCE) {
    const batch = contacts.slice(i, i + AT_ONCE);
    const read = await Promise.all(batch.map((c) => conversationsOf(backend, c.idContato)));
    batch.forEach((contact, j) => (read[j] ?? []).forEach((conversa) => leads.push({ contact, conversa })));
  }
  return leads.sort((a, b) => b.conversa.data - a.conversa.data);
}
