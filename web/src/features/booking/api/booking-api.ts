/** The booking feature's calls: every one goes through `backend.call`, as any callable of the app. */
import type { Backend } from '../../../shared/backend/port';
import type { BookingCallable, BookingContract } from './booking-contract';

type UntypedCall = (name: string, payload: unknown) => Promise<unknown>;

/**
 * One booking callable. Its name is not in the domain's registry yet, so the port's typed `call`
 * cannot name it: the one cast of the feature is here, and goes with the contract file.
 */
export function callBooking<N extends BookingCallable>(
  backend: Backend,
  name: N,
  payload: BookingContract[N]['payload'],
): Promise<BookingContract[N]['result']> {
  const call = backend.call.bind(backend) as unknown as UntypedCall;
  return call(name, payload) as Promise<BookingContract[N]['result']>;
}
