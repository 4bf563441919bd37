/**
 * A time as a visitor reads it (pt-BR, with Intl): the day and time in her zone, named, and when the
 * visitor's clock reads otherwise, the time on the visitor's clock too, with the day when that
 * differs: "seg., 30 de nov., 10:00 (horário de Brasília) — 08:00 no seu horário (Nova York)".
 */
import type { Instant } from '../kernel/instant';
import { isTimeZone, offsetAt, wallAt } from './zoned-time';

const LOCALE = 'pt-BR';

function format(zone: string, instant: Instant, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(LOCALE, { timeZone: zone, ...options }).format(new Date(instant));
}

function zoneNameOf(zone: string, instant: Instant, style: 'longGeneric' | 'shortGeneric'): string {
  const parts = new Intl.DateTimeFormat(LOCALE, { timeZone: zone, timeZoneName: style }).formatToParts(new Date(instant));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/** The last part of an IANA name, as a fallback when the runtime has no name for the zone: "Sao Paulo". */
function cityOf(zone: string): string {
  return (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
}

/** Her zone as a phrase: "horário de Brasília", "horário do Leste", "UTC". */
export function herZoneName(zone: string, instant: Instant): string {
  const generic = zoneNameOf(zone, instant, 'longGeneric');
  if (!generic.startsWith('Horário')) return /^(Etc\/)?(UTC|GMT)$/.test(zone) ? 'UTC' : `horário de ${cityOf(zone)}`;
  // "Horário Padrão de Brasília": the standard time is the only one Brasília has, so it is just its time.
  return `h${generic.slice(1)}`.replace(' Padrão', '');
}

/** The visitor's zone as a place: "Nova York", "Portugal", "Lord Howe". */
export function visitorZoneName(zone: string, instant: Instant): string {
  const generic = zoneNameOf(zone, instant, 'shortGeneric');
  if (generic.startsWith('Horário ')) return generic.slice('Horário '.length);
  return /^(Etc\/)?(UTC|GMT)$/.test(zone) ? 'UTC' : cityOf(zone);
}

const DAY_AND_TIME: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/**
 * A slot's start written for a visitor: in her zone, and in the visitor's when their clock reads
 * another time then (an unknown visitor zone, as a browser may send, is left out).
 */
export function slotLabel(instant: Instant, zones: { dela: string; visitante?: string }): string {
  const hers = `${format(zones.dela, instant, DAY_AND_TIME)} (${herZoneName(zones.dela, instant)})`;
  const visitor = zones.visitante;
  if (!visitor || !isTimeZone(visitor) || offsetAt(visitor, instant) === offsetAt(zones.dela, instant)) return hers;
  const sameDay = wallAt(visitor, instant).date === wallAt(zones.dela, instant).date;
  const theirs = format(visitor, instant, sameDay ? TIME : DAY_AND_TIME);
  return `${hers} — ${theirs} no seu horário (${visitorZoneName(visitor, instant)})`;
}
