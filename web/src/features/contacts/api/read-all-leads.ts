/**
 * Every lead of her inbox, read once for the export: the same query as the board's, with a larger
 * bound; past it she is told, rather than handed a partial file.
 */
import type { Backend, Unsubscribe } from '../../../shared/backend/port';
import type { Lead } from '../hooks/use-inbox-leads';

export const EXPORT_LEADS_MAX = 2_000;

export class TooManyLeads extends Error {}

export function readAllLeads(backend: Backend, inbox: string, uid: string): Promise<Lead[]> {
  return new Promise((resolve, reject) => {
    let settled = false;
    let stop: Unsubscribe | null = null;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      finish();
      stop?.();
    };
    // One more than the bound: a full answer means some were left out.
    stop = backend.watchLeads(
      { caixa: inbox, uid, limit: EXPORT_LEADS_MAX + 1 },
      {
        next: (leads) => settle(() => (leads.length > EXPORT_LEADS_MAX ? reject(new TooManyLeads()) : resolve(leads))),
        error: (error) => settle(() => reject(error)),
      },
    );
    // An adapter may answer before `watchLeads` returns the means to stop it.
    if (settled) stop();
  });
}
