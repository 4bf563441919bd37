/**
 * AGENDA's calls to the server, through the Backend port's `call` (both adapters take any name): the
 * names are not in the registry yet, so the port's typing is bridged once here, against the contract.
 */
import type { Backend } from '../../../shared/backend/port';
import type { AgendaCallName, AgendaContract } from './agenda-contract';

type AgendaCall = <N extends AgendaCallName>(
  name: N,
  payload: AgendaContract[N]['payload'],
) => Promise<AgendaContract[N]['result']>;

export function callAgenda<N extends AgendaCallName>(
  backend: Backend,
  name: N,
  payload: AgendaContract[N]['payload'],
): Promise<AgendaContract[N]['result']> {
  const call = backend.call.bind(backend) as unknown as AgendaCall;
  return call(name, payload);
}

/** Her private calendar's address: the feed function answers it on the site's own origin. */
export function feedAddress(origin: string, uid: string, segredo: string): string {
  return `${origin}/agenda/${encodeURIComponent(uid)}/${encodeURIComponent(segredo)}.ics`;
}
