/** The calendar files read back by Mozilla's parser (ical.js), as a calendar app would read them. */
import type ICALModule from 'ical.js' with { 'resolution-mode': 'import' };

// ical.js ships its types with its ES module and a CommonJS build, which jest loads: the types of the one, the code of the other.
const ICAL = jest.requireActual<typeof ICALModule>('ical.js');
import { bookingFeed, bookingInvitation, foldLine, type IcsEvent } from './ics';

const at = (iso: string) => Date.parse(iso);
const AGORA = at('2026-11-27T12:00:00Z');

const booking = (change: Partial<IcsEvent> = {}): IcsEvent => ({
  id: 'b7Qx2',
  sequencia: 0,
  inicio: at('2026-11-30T13:00:00Z'),
  fim: at('2026-11-30T13:45:00Z'),
  resumo: 'Corte com Ana',
  descricao: 'Traga referências.',
  local: 'Rua Augusta, 100; sala 2',
  organizador: { nome: 'Ana Souza', email: 'ana@example.com' },
  convidado: { nome: 'João da Silva', email: 'joao@example.com' },
  ...change,
});

function read(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent');
  return { calendar, events, event: events[0] ?? new ICAL.Component('vevent') };
}

const utc = (event: InstanceType<typeof ICAL.Component>, name: string) =>
  (event.getFirstPropertyValue(name) as InstanceType<typeof ICAL.Time>).toJSDate().toISOString();

describe('the invitation for a booking', () => {
  it('is a REQUEST whose event starts and ends at the booked instants in UTC, with a stable UID and its SEQUENCE', () => {
    const ics = bookingInvitation(booking({ sequencia: 2 }), { dominio: 'lab.example', agora: AGORA, metodo: 'REQUEST' });
    const { calendar, events, event } = read(ics);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(events).toHaveLength(1);
    expect(event.getFirstPropertyValue('uid')).toBe('b7Qx2@lab.example');
    expect(event.getFirstPropertyValue('sequence')).toBe(2);
    expect(utc(event, 'dtstart')).toBe('2026-11-30T13:00:00.000Z');
    expect(utc(event, 'dtend')).toBe('2026-11-30T13:45:00.000Z');
    expect(utc(event, 'dtstamp')).toBe('2026-11-27T12:00:00.000Z');
    expect(event.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(ics).toContain('\r\nDTSTART:20261130T130000Z\r\n');
  });

  it('names her as organizer and the visitor as attendee, each with a CN', () => {
    const { event } = read(bookingInvitation(booking(), { dominio: 'lab.example', agora: AGORA, metodo: 'REQUEST' }));
    const organizer = event.getFirstProperty('organizer');
    const attendee = event.getFirstProperty('attendee');
    expect(organizer?.getFirstValue()).toBe('mailto:ana@example.com');
    expect(organizer?.getParameter('cn')).toBe('Ana Souza');
    expect(attendee?.getFirstValue()).toBe('mailto:joao@example.com');
    expect(attendee?.getParameter('cn')).toBe('João da Silva');
  });

  it('is a CANCEL for the same UID, its event cancelled, when the booking is called off', () => {
    const { calendar, event } = read(
      bookingInvitation(booking({ sequencia: 3 }), { dominio: 'lab.example', agora: AGORA, metodo: 'CANCEL' }),
    );
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(event.getFirstPropertyValue('uid')).toBe('b7Qx2@lab.example');
    expect(event.getFirstPropertyValue('sequence')).toBe(3);
    expect(event.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('carries commas, semicolons, backslashes and line breaks in its text back as they were typed', () => {
    const descricao = 'Linha 1, com vírgula; e ponto e vírgula\nLinha 2 \\ barra\r\nLinha 3';
    const { event } = read(
      bookingInvitation(booking({ descricao, resumo: 'A; B, C', local: 'C:\\sala' }), {
        dominio: 'lab.example',
        agora: AGORA,
        metodo: 'REQUEST',
      }),
    );
    expect(event.getFirstPropertyValue('description')).toBe('Linha 1, com vírgula; e ponto e vírgula\nLinha 2 \\ barra\nLinha 3');
    expect(event.getFirstPropertyValue('summary')).toBe('A; B, C');
    expect(event.getFirstPropertyValue('location')).toBe('C:\\sala');
  });

  it('lets no typed text or name add a line, an event or a parameter of its own', () => {
    const hostile = booking({
      resumo: 'Oi\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:outro',
      convidado: { nome: 'Eve";ROLE=CHAIR;X="\r\nATTENDEE:mailto:x@y', email: 'eve@example.com\r\nX-INJ:1' },
    });
    const ics = bookingInvitation(hostile, { dominio: 'lab.example', agora: AGORA, metodo: 'REQUEST' });
    const { events, event } = read(ics);
    expect(events).toHaveLength(1);
    expect(event.getAllProperties('attendee')).toHaveLength(1);
    expect(event.getFirstProperty('attendee')?.getParameter('role')).toBe('REQ-PARTICIPANT');
    expect(event.getFirstPropertyValue('summary')).toBe('Oi\nEND:VEVENT\nBEGIN:VEVENT\nUID:outro');
    expect(ics).not.toMatch(/\r\nX-INJ/);
  });

  it('folds a long Portuguese description with accents and emoji at 75 octets, CRLF, never inside a character', () => {
    const descricao = `Atenção: chegue 10 minutos antes 😀🎉 — São Paulo, coração 💇‍♀️ ${'ação é ótimo, '.repeat(30)}fim`;
    const ics = bookingInvitation(booking({ descricao }), { dominio: 'lab.example', agora: AGORA, metodo: 'REQUEST' });
    expect(ics.endsWith('\r\n')).toBe(true);
    const lines = ics.slice(0, -2).split('\r\n');
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of lines) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      // A character cut in two would leave half of a surrogate pair on each side.
      expect(line).not.toMatch(/\p{Cs}/u);
      expect(line).not.toMatch(/[\r\n]/);
    }
    expect(read(ics).event.getFirstPropertyValue('description')).toBe(descricao);
  });

  it('folds on characters, keeping every line within 75 octets', () => {
    const folded = foldLine(`DESCRIPTION:${'é'.repeat(100)}`);
    expect(folded.split('\r\n').map((line) => new TextEncoder().encode(line).length)).toEqual([74, 75, 65]);
  });
});

describe('her private feed', () => {
  it('holds every booking, with no METHOD, named, asking to be fetched again every hour', () => {
    const ics = bookingFeed({
      nome: 'Agenda de Ana, estúdio',
      dominio: 'lab.example',
      agora: AGORA,
      eventos: [
        booking(),
        booking({ id: 'c9', inicio: at('2026-12-01T17:00:00Z'), fim: at('2026-12-01T18:00:00Z'), cancelado: true }),
      ],
    });
    const { calendar, events } = read(ics);
    expect(calendar.getFirstPropertyValue('method')).toBeNull();
    // ical.js reads NAME and X-WR-CALNAME raw; the apps that use them read them as TEXT, escapes and all.
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Agenda de Ana\\, estúdio');
    expect(calendar.getFirstPropertyValue('name')).toBe('Agenda de Ana\\, estúdio');
    expect(calendar.getFirstProperty('refresh-interval')?.getFirstValue()?.toString()).toBe('PT1H');
    expect(events.map((event) => event.getFirstPropertyValue('uid'))).toEqual(['b7Qx2@lab.example', 'c9@lab.example']);
    expect(events.map((event) => event.getFirstPropertyValue('status'))).toEqual(['CONFIRMED', 'CANCELLED']);
    expect(utc(events[1] ?? new ICAL.Component('vevent'), 'dtstart')).toBe('2026-12-01T17:00:00.000Z');
  });
});
