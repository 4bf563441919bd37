/** The booking feature's calls: every one goes through `backend.call`, as any callable of the app. */
import type { Backend } from '../../../shared/backend/port';
import type { BookingCallable, BookingContract } from './booking-contract';

/** One booking callable, typed by its declaration. */
export function callBooking<N extends BookingCallable>(
  backend: Backend,
  name: N,
  payload: BookingContract[N]['payload'],
): Promise<BookingContract[N]['result']> {
  return backend.call(name, payload);
}
