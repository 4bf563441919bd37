/**
 * How AGENDA writes a booking's day and time: in the zone it was booked in (hers, `fuso`), whatever
 * zone the phone she reads it on is set to, as her page offered it.
 */
import type { BookingRow } from '@lab/domain/store';
import { wallAt } from '@lab/domain/agenda';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string, kind: 'day' | 'time'): Intl.DateTimeFormat {
  const key = `${kind} ${zone}`;
  let found = formatters.get(key);
  if (!found) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'day'
        ? { weekday: 'long', day: 'numeric', month: 'long' }
        : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
    found = new Intl.DateTimeFormat('pt-BR', { timeZone: zone, ...options });
    formatters.set(key, found);
  }
  return found;
}

/** "Segunda-feira, 30 de novembro". */
export function dayLabel(instant: number, zone: string): string {
  const text = formatter(zone, 'day').format(instant);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "10:00–11:00". */
export function timeRange(booking: Pick<BookingRow, 'comecaEm' | 'terminaEm' | 'fuso'>): string {
  const time = formatter(booking.fuso, 'time');
  return `${time.format(booking.comecaEm)}–${time.format(booking.terminaEm)}`;
}

export interface BookingDay {
  /** Its date in the zone of its bookings: "2026-11-30". */
  key: string;
  label: string;
  bookings: BookingRow[];
}

/** Bookings (soonest first) in days, in order; a day is its bookings' local date. */
export function daysOf(bookings: readonly BookingRow[]): BookingDay[] {
  const days: BookingDay[] = [];
  for (const booking of bookings) {
    const key = wallAt(booking.fuso, booking.comecaEm).date;
    const day = days.find((d) => d.key === key);
    if (day) day.bookings.push(booking);
    else days.push({ key, label: dayLabel(booking.comecaEm, booking.fuso), bookings: [booking] });
  }
  return days;
}
