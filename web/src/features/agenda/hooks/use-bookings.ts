/** Her bookings from the start of today on, live: one listener, so a booking or a change shows at once. */
import { useState } from 'react';
import type { BookingRow } from '@lab/domain/store';
import { useLiveQuery, type LiveQueryState } from '../../../shared/backend/use-live-query';

/** Bookings listed at once, soonest first (cancelled ones count too). */
export const BOOKINGS_SHOWN_MAX = 300;

/** Midnight of the viewer's today: a booking earlier today still shows, as a day planner does. */
function startOfToday(now: number): number {
  const today = new Date(now);
  today.setHours(0, 0, 0, 0);
  return today.getTime();
}

export function useBookings(uid: string): LiveQueryState<BookingRow[]> {
  // Fixed when the screen opens: a query that moved with the clock would reopen its listener each render.
  const [desde] = useState(() => startOfToday(Date.now()));
  return useLiveQuery<BookingRow[]>(
    'agendamentos',
    (backend, live) => backend.watchBookings({ uid, desde, limit: BOOKINGS_SHOWN_MAX }, live),
    [uid, desde],
  );
}
