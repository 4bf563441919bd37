/**
 * Calendar files (RFC 5545) for bookings: the invitation an e-mail carries (METHOD:REQUEST, and
 * METHOD:CANCEL when it is called off; each change of a booking bumps its SEQUENCE, RFC 5546), and
 * her private feed that Google, Apple and Outlook subscribe to (no METHOD).
 *
 * Times are written in UTC ("Z"), which every client converts to its reader's zone: no VTIMEZONE to
 * keep in step with the zone rules (docs/decisions/0018-agenda-core.md). Text is escaped, parameter
 * values quoted, and every line folded at 75 octets on a character boundary, lines ending in CRLF.
 */
import type { Instant } from '../kernel/instant';
import { SITE_NAME } from '../kernel/constants';

export interface IcsPerson {
  nome: string;
  email: string;
}

/** One booking as a calendar shows it. */
export interface IcsEvent {
  /** The booking's id: its UID is `<id>@<dominio>`, the same for every invitation about it. */
  id: string;
  /** 0 when booked; one more at each change (a move, a cancellation). */
  sequencia: number;
  inicio: Instant;
  fim: Instant;
  resumo: string;
  descricao?: string;
  local?: string;
  organizador: IcsPerson;
  convidado: IcsPerson;
  cancelado?: boolean;
}

const CRLF = '\r\n';
const LINE_OCTETS = 75;
const PRODID = `-//${SITE_NAME}//Agenda//PT-BR`;
/** How often a subscribed calendar is asked to fetch the feed again. */
export const FEED_REFRESH = 'PT1H';

/** A UTC date-time, 20261130T130000Z (whole seconds: calendars keep no milliseconds). */
export function icsDateTime(instant: Instant): string {
  return new Date(Math.floor(instant / 1000) * 1000)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A C0 control or DEL: no property value may hold one (RFC 5545, 3.1). */
function isControl(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

/** The text with each control character but a line break replaced. */
function withoutControls(text: string, replacement: string, keepBreaks: boolean): string {
  return [...text]
    .map((char) => (isControl(char) && !(keepBreaks && (char === '\r' || char === '\n')) ? replacement : char))
    .join('');
}

/** A TEXT value: backslashes, semicolons and commas escaped, any line break written as \n. */
export function escapeText(text: string): string {
  return withoutControls(text, '', true)
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A quoted parameter value (a CN): it cannot hold a double quote or a control character. */
function quotedParam(text: string): string {
  return `"${withoutControls(text, ' ', false).replace(/"/g, "'")}"`;
}

/** A mailto: address with nothing in it that could end the line or the value. */
function mailto(email: string): string {
  return `mailto:${withoutControls(email, '', false).replace(/[\s"<>]/g, '')}`;
}

/**
 * A content line folded so no line passes 75 octets of UTF-8, each continuation starting with a
 * space; a line is cut between characters, never inside one (an accent or an emoji stays whole).
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

function eventLines(event: IcsEvent, dominio: string, agora: Instant): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(`${event.id}@${dominio}`)}`,
    `SEQUENCE:${Math.max(0, Math.floor(event.sequencia))}`,
    `DTSTAMP:${icsDateTime(agora)}`,
    `DTSTART:${icsDateTime(event.inicio)}`,
    `DTEND:${icsDateTime(event.fim)}`,
    `SUMMARY:${escapeText(event.resumo)}`,
  ];
  if (event.descricao) lines.push(`DESCRIPTION:${escapeText(event.descricao)}`);
  if (event.local) lines.push(`LOCATION:${escapeText(event.local)}`);
  lines.push(
    `ORGANIZER;CN=${quotedParam(event.organizador.nome)}:${mailto(event.organizador.email)}`,
    `ATTENDEE;CN=${quotedParam(event.convidado.nome)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:${mailto(event.convidado.email)}`,
    `STATUS:${event.cancelado ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
  );
  return lines;
}

function calendar(header: string[], events: string[][]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    ...header,
    ...events.flat(),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** The invitation for one booking: REQUEST when made or moved, CANCEL (its event cancelled) when called off. */
export function bookingInvitation(
  event: IcsEvent,
  options: { dominio: string; agora: Instant; metodo: 'REQUEST' | 'CANCEL' },
): string {
  const cancelled = options.metodo === 'CANCEL' || event.cancelado === true;
  return calendar([`METHOD:${options.metodo}`], [eventLines({ ...event, cancelado: cancelled }, options.dominio, options.agora)]);
}

/** Her private feed: every booking given, named for her calendar app, fetched again every hour. */
export function bookingFeed(feed: { nome: string; dominio: string; agora: Instant; eventos: readonly IcsEvent[] }): string {
  const header = [
    `NAME:${escapeText(feed.nome)}`,
    `X-WR-CALNAME:${escapeText(feed.nome)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${FEED_REFRESH}`,
    `X-PUBLISHED-TTL:${FEED_REFRESH}`,
  ];
  return calendar(
    header,
    feed.eventos.map((event) => eventLines(event, feed.dominio, feed.agora)),
  );
}
