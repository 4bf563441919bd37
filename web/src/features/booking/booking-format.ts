/**
 * How the booking widget writes its services and times, in pt-BR. Times read in the visitor's zone
 * (the browser's); when her clock reads otherwise, hers follows in parentheses, named, so nobody
 * turns up an hour late. With the two clocks alike, a time is just a time.
 */
import { addDays, herZoneName, isTimeZone, offsetAt, visitorZoneName, wallAt } from '@lab/domain/agenda';

const LOCALE = 'pt-BR';

/** The browser's zone, or her zone when the browser names none Intl knows. */
export function browserZone(fallback: string): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isTimeZone(zone) ? zone : fallback;
  } catch {
    return fallback;
  }
}

/** "30 min", "1 h", "1 h 30 min". */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** "R$ 150,00", "R$ 1.250,50" (a plain space: the text is read and copied as typed). */
export function priceText(centavos: number): string {
  const reais = Math.floor(centavos / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `R$ ${reais},${String(centavos % 100).padStart(2, '0')}`;
}

/** "Sinal de R$ 50,00 via Pix". */
export function depositText(centavos: number): string {
  return `Sinal de ${priceText(centavos)} via Pix`;
}

const format = (zone: string, instant: number, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(LOCALE, { timeZone: zone, ...options }).format(new Date(instant));

/** "seg 30/11": a day chip. */
export function dayText(instant: number, zone: string): string {
  const weekday = format(zone, instant, { weekday: 'short' }).replace('.', '');
  return `${weekday} ${format(zone, instant, { day: '2-digit', month: '2-digit' })}`;
}

/** "10:00". */
export function timeText(instant: number, zone: string): string {
  return format(zone, instant, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}

export interface Zones {
  /** Her zone: every period of her agenda is her wall time there. */
  dela: string;
  /** The visitor's (the browser's). */
  visitante: string;
}

/** Whether both clocks read the same at `instant`: then no zone is named at all. */
export function sameClock(instant: number, zones: Zones): boolean {
  return zones.dela === zones.visitante || offsetAt(zones.dela, instant) === offsetAt(zones.visitante, instant);
}

/** Her zone after a time: "no horário de Brasília", "em UTC". */
function inHerZone(zone: string, instant: number): string {
  const name = herZoneName(zone, instant);
  return name.startsWith('horário') ? `no ${name}` : `em ${name}`;
}

/**
 * A free time's button: "10:00", or "13:00 em Portugal (10:00 no horário de Brasília)", her day
 * added when it is another one.
 */
export function slotText(instant: number, zones: Zones): string {
  const theirs = timeText(instant, zones.visitante);
  if (sameClock(instant, zones)) return theirs;
  const otherDay = wallAt(zones.dela, instant).date !== wallAt(zones.visitante, instant).date;
  const hers = `${otherDay ? `${dayText(instant, zones.dela)}, ` : ''}${timeText(instant, zones.dela)}`;
  return `${theirs} em ${visitorZoneName(zones.visitante, instant)} (${hers} ${inHerZone(zones.dela, instant)})`;
}

/** A booking's when, whole: "seg., 30 de nov., 10:00", with her clock too when it differs. */
export function whenText(instant: number, zones: Zones): string {
  const day = format(zones.visitante, instant, { weekday: 'short', day: 'numeric', month: 'short' });
  return `${day}, ${slotText(instant, zones)}`;
}

/** The visitor's local date of an instant ('AAAA-MM-DD'): the day its chip is under. */
export function localDateOf(instant: number, zone: string): string {
  return wallAt(zone, instant).date;
}

/** Her date today, and `days` after it, as listFreeSlots counts them. */
export function herDate(now: number, zone: string, days = 0): string {
  return addDays(wallAt(zone, now).date, days);
}
