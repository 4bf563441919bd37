import { MESSAGES } from '../kernel/messages';
import { parsePayload } from '../kernel/commands/schemas';
import { agendaSchema, type Agenda } from './schema';

const WEEK: Agenda['semana'] = [
  [],
  [
    { inicio: '09:00', fim: '12:00' },
    { inicio: '14:00', fim: '18:00' },
  ],
  [{ inicio: '09:00', fim: '18:00' }],
  [{ inicio: '09:00', fim: '18:00' }],
  [{ inicio: '09:00', fim: '18:00' }],
  [{ inicio: '09:00', fim: '18:00' }],
  [],
].map((periodos) => ({ periodos }));

const agenda = (change: Record<string, unknown> = {}) => ({
  servicos: [
    { id: 'corte', nome: 'Corte', duracaoMin: 45, precoCentavos: 8000, sinalCentavos: 2000 },
    { id: 'conversa', nome: 'Conversa inicial', duracaoMin: 15 },
  ],
  semana: WEEK,
  intervaloMin: 10,
  antecedenciaMin: 120,
  horizonteDias: 60,
  excecoes: { '2026-12-25': [], '2026-12-24': [{ inicio: '09:00', fim: '12:00' }] },
  fuso: 'America/Sao_Paulo',
  ...change,
});

/** The message the caller gets for settings, as a callable's payload parsing sends it. */
function refusalOf(data: unknown): string {
  try {
    parsePayload(agendaSchema, data);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('accepted');
}

const withDay = (weekday: number, periods: unknown[]) =>
  agenda({ semana: WEEK.map((day, index) => (index === weekday ? { periodos: periods } : day)) });

describe('an agenda’s settings', () => {
  it('accept services, a week of periods, the buffer, notice, horizon, exceptions and an IANA zone', () => {
    const parsed = parsePayload(
      agendaSchema,
      agenda({ servicos: [{ id: 'a', nome: '  Corte  ', duracaoMin: 480 }], fuso: 'Asia/Kolkata' }),
    );
    expect(parsed.servicos[0]?.nome).toBe('Corte');
    expect(parsed.excecoes['2026-12-25']).toEqual([]);
    expect(parsePayload(agendaSchema, withDay(2, [{ inicio: '18:00', fim: '24:00' }])).semana[2]).toEqual({
      periodos: [{ inicio: '18:00', fim: '24:00' }],
    });
  });

  it('refuse a service outside its bounds', () => {
    const service = (change: Record<string, unknown>) =>
      agenda({ servicos: [{ id: 'a', nome: 'Corte', duracaoMin: 30, ...change }] });
    expect(refusalOf(service({ nome: 'x'.repeat(61) }))).toBe(MESSAGES.agendaServiceNameInvalid);
    expect(refusalOf(service({ nome: '   ' }))).toBe(MESSAGES.agendaServiceNameInvalid);
    for (const duracaoMin of [5, 12, 485, 30.5, '30']) {
      expect(refusalOf(service({ duracaoMin }))).toBe(MESSAGES.agendaServiceDurationInvalid);
    }
    expect(refusalOf(service({ precoCentavos: 0 }))).toBe(MESSAGES.agendaServicePriceInvalid);
    expect(refusalOf(service({ precoCentavos: 10.5 }))).toBe(MESSAGES.agendaServicePriceInvalid);
    expect(refusalOf(service({ precoCentavos: 1000, sinalCentavos: 1001 }))).toBe(MESSAGES.agendaServiceDepositInvalid);
    expect(refusalOf(service({ sinalCentavos: 1000 }))).toBe(MESSAGES.agendaServiceDepositInvalid);
    expect(refusalOf(service({ id: 'a/b' }))).toBe(MESSAGES.agendaServiceIdInvalid);
    expect(refusalOf(service({ extra: 1 }))).toBe(`${MESSAGES.unknownField}extra`);
  });

  it('refuse more than ten services, or two with one id', () => {
    const many = Array.from({ length: 11 }, (_, index) => ({ id: `s${index}`, nome: 'Corte', duracaoMin: 30 }));
    expect(refusalOf(agenda({ servicos: many }))).toBe(MESSAGES.agendaServicesTooMany);
    expect(refusalOf(agenda({ servicos: [many[0], many[0]] }))).toBe(MESSAGES.agendaServiceIdRepeated);
  });

  it('name the weekday and the period that is wrong', () => {
    expect(
      refusalOf(
        withDay(1, [
          { inicio: '09:00', fim: '12:00' },
          { inicio: '14:00', fim: '13:00' },
        ]),
      ),
    ).toBe('Segunda-feira, 2º período: o fim deve vir depois do início.');
    expect(
      refusalOf(
        withDay(3, [
          { inicio: '09:00', fim: '12:00' },
          { inicio: '13:00', fim: '15:00' },
          { inicio: '11:30', fim: '12:30' },
        ]),
      ),
    ).toBe('Quarta-feira: o 1º e o 3º período se sobrepõem.');
    expect(refusalOf(withDay(6, [{ inicio: '9:00', fim: '12:00' }]))).toBe(
      'Sábado, 1º período: use horas no formato HH:MM, como 09:00 ou 18:30.',
    );
    expect(refusalOf(withDay(0, [{ inicio: '24:00', fim: '24:00' }]))).toBe(
      'Domingo, 1º período: use horas no formato HH:MM, como 09:00 ou 18:30.',
    );
    const five = ['08', '10', '12', '14', '16'].map((hour) => ({ inicio: `${hour}:00`, fim: `${hour}:30` }));
    expect(refusalOf(withDay(2, five))).toBe('Terça-feira: no máximo 4 períodos por dia.');
  });

  it('name the date of an exception that is wrong, and refuse a date that does not exist', () => {
    expect(refusalOf(agenda({ excecoes: { '2026-12-24': [{ inicio: '12:00', fim: '09:00' }] } }))).toBe(
      '24/12/2026, 1º período: o fim deve vir depois do início.',
    );
    expect(refusalOf(agenda({ excecoes: { '2026-02-30': [] } }))).toBe(MESSAGES.agendaExceptionDateInvalid);
    expect(refusalOf(agenda({ excecoes: { amanha: [] } }))).toBe(MESSAGES.agendaExceptionDateInvalid);
  });

  it('refuse more than a hundred exceptions before reading any of them', () => {
    const excecoes = Object.fromEntries(Array.from({ length: 10_000 }, (_, index) => [`k${index}`, 'not a day']));
    expect(refusalOf(agenda({ excecoes }))).toBe(MESSAGES.agendaExceptionsTooMany);
  });

  it('refuse a buffer, notice or horizon out of bounds, and an unknown zone', () => {
    expect(refusalOf(agenda({ intervaloMin: 121 }))).toBe(MESSAGES.agendaBufferInvalid);
    expect(refusalOf(agenda({ intervaloMin: -5 }))).toBe(MESSAGES.agendaBufferInvalid);
    expect(refusalOf(agenda({ antecedenciaMin: 10_081 }))).toBe(MESSAGES.agendaNoticeInvalid);
    expect(refusalOf(agenda({ horizonteDias: 0 }))).toBe(MESSAGES.agendaHorizonInvalid);
    expect(refusalOf(agenda({ horizonteDias: 366 }))).toBe(MESSAGES.agendaHorizonInvalid);
    expect(refusalOf(agenda({ fuso: 'Mars/Olympus_Mons' }))).toBe(MESSAGES.agendaTimeZoneInvalid);
    expect(refusalOf(agenda({ semana: WEEK.slice(0, 6) }))).toBe(MESSAGES.agendaWeekInvalid);
  });
});
