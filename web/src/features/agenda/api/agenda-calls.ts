/** AGENDA's calls to the server, through the Backend port's `call`, typed by their declarations. */
import type { Backend } from '../../../shared/backend/port';
import type { AgendaCallName, AgendaContract } from './agenda-contract';

export function callAgenda<N extends AgendaCallName>(
  backend: Backend,
  name: N,
  payload: AgendaContract[N]['payload'],
): Promise<AgendaContract[N]['result']> {
  return backend.call(name, payload);
}

/** Her private calendar's address: the feed function answers it on the site's own origin. */
export function feedAddress(origin: string, uid: string, segredo: string): string {
  return `${origin}/agenda/${encodeURIComponent(uid)}/${encodeURIComponent(segredo)}.ics`;
}
