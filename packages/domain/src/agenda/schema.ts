/**
 * An agenda's settings as the studio will send them (the types are the schemas'): her services, her
 * week, the buffer, the notice and the horizon, the dates that differ, and her zone. Every bound is
 * here, and each refusal says in Portuguese which weekday (or date) and which period is wrong.
 */
import { z } from 'zod';
import { MESSAGES } from '../kernel/messages';
import { isWellFormed } from '../kernel/commands/schemas';
import { isTimeZone } from './zoned-time';
import type { AgendaConfig } from '../kernel/agenda-types';

export const AGENDA_LIMITS = {
  servicos: 10,
  servicoId: 40,
  nome: 60,
  duracaoMin: 10,
  duracaoMax: 480,
  duracaoPasso: 5,
  /** R$ 100.000,00: far above any booking, well inside the BR Code's amount field. */
  precoMaxCentavos: 10_000_000,
  periodosPorDia: 4,
  intervaloMax: 120,
  /** Seven days. */
  antecedenciaMax: 10_080,
  horizonteMax: 365,
  excecoes: 100,
} as const;

export const WEEKDAY_NAMES = [
  'Domingo',
  'Segunda-feira',
  'Terça-feira',
  'Quarta-feira',
  'Quinta-feira',
  'Sexta-feira',
  'Sábado',
] as const;

/** A refusal with its placeholders filled ('{dia}' by a weekday or a date, '{n}' and '{m}' by a place). */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{([a-z]+)\}/g, (whole, key: string) => String(values[key] ?? whole));
}

/** 'HH:MM' from 00:00 to 23:59, and 24:00 as the end of a day. */
const TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const DATE_PATTERN = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;
const SERVICE_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

/** Minutes since midnight of an 'HH:MM' the schema accepted. */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** A real calendar date (no 2026-02-30). */
function isCalendarDate(date: string): boolean {
  if (!DATE_PATTERN.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
}

/** Whole centavos from 1 up to the limit. */
function centavos(message: string) {
  return z.int({ error: message }).min(1, message).max(AGENDA_LIMITS.precoMaxCentavos, message);
}

export const serviceSchema = z
  .strictObject(
    {
      id: z
        .string({ error: MESSAGES.agendaServiceIdInvalid })
        .max(AGENDA_LIMITS.servicoId, MESSAGES.agendaServiceIdInvalid)
        .regex(SERVICE_ID_PATTERN, MESSAGES.agendaServiceIdInvalid),
      nome: z
        .string({ error: MESSAGES.agendaServiceNameInvalid })
        .max(AGENDA_LIMITS.nome * 2, MESSAGES.agendaServiceNameInvalid)
        .refine(isWellFormed, MESSAGES.agendaServiceNameInvalid)
        .transform((nome) => nome.trim())
        .pipe(z.string().min(1, MESSAGES.agendaServiceNameInvalid).max(AGENDA_LIMITS.nome, MESSAGES.agendaServiceNameInvalid)),
      duracaoMin: z
        .int({ error: MESSAGES.agendaServiceDurationInvalid })
        .min(AGENDA_LIMITS.duracaoMin, MESSAGES.agendaServiceDurationInvalid)
        .max(AGENDA_LIMITS.duracaoMax, MESSAGES.agendaServiceDurationInvalid)
        .multipleOf(AGENDA_LIMITS.duracaoPasso, MESSAGES.agendaServiceDurationInvalid),
      precoCentavos: centavos(MESSAGES.agendaServicePriceInvalid).optional(),
      /** The Pix deposit asked when booking; never more than the price. */
      sinalCentavos: centavos(MESSAGES.agendaServiceDepositInvalid).optional(),
    },
    { error: MESSAGES.invalidPayload },
  )
  .refine(
    (service) =>
      service.sinalCentavos === undefined ||
      (service.precoCentavos !== undefined && service.sinalCentavos <= service.precoCentavos),
    { message: MESSAGES.agendaServiceDepositInvalid, path: ['sinalCentavos'] },
  );

/** One of her services. */
export type AgendaService = z.output<typeof serviceSchema>;

/** A stretch of her day, in her wall time. */
/** Any short string: what makes it a time is checked with the day's name (dayProblem). */
const timeText = z.string({ error: MESSAGES.invalidPayload }).max(16, MESSAGES.invalidPayload);
const periodSchema = z.strictObject({ inicio: timeText, fim: timeText }, { error: MESSAGES.invalidPayload });
export type AgendaPeriod = z.output<typeof periodSchema>;

/** A day's periods; their order, times and overlaps are checked with the day's name (dayProblem). */
const daySchema = z
  .array(periodSchema, { error: MESSAGES.invalidPayload })
  .max(AGENDA_LIMITS.periodosPorDia * 4, MESSAGES.invalidPayload);

/** The refusal for one day's periods, naming the day (`dia`), or null when they are fine. */
export function dayProblem(periods: readonly AgendaPeriod[], dia: string): string | null {
  if (periods.length > AGENDA_LIMITS.periodosPorDia) return fillMessage(MESSAGES.agendaDayTooManyPeriods, { dia });
  for (const [index, period] of periods.entries()) {
    const n = index + 1;
    if (!TIME_PATTERN.test(period.inicio) || !TIME_PATTERN.test(period.fim) || period.inicio === '24:00') {
      return fillMessage(MESSAGES.agendaPeriodTimeInvalid, { dia, n });
    }
    if (minutesOf(period.fim) <= minutesOf(period.inicio)) return fillMessage(MESSAGES.agendaPeriodOrder, { dia, n });
  }
  const byStart = periods
    .map((period, index) => ({ ...period, n: index + 1 }))
    .sort((a, b) => minutesOf(a.inicio) - minutesOf(b.inicio));
  for (const [at, later] of byStart.entries()) {
    const earlier = byStart[at - 1];
    if (earlier && minutesOf(later.inicio) < minutesOf(earlier.fim)) {
      return fillMessage(MESSAGES.agendaPeriodsOverlap, {
        dia,
        n: Math.min(earlier.n, later.n),
        m: Math.max(earlier.n, later.n),
      });
    }
  }
  return null;
}

/** '2026-12-25' as a person reads it: '25/12/2026'. */
function dateName(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}

export const agendaSchema = z
  .strictObject(
    {
      servicos: z
        .array(serviceSchema, { error: MESSAGES.invalidPayload })
        .max(AGENDA_LIMITS.servicos, MESSAGES.agendaServicesTooMany)
        .refine(
          (services) => new Set(services.map((service) => service.id)).size === services.length,
          MESSAGES.agendaServiceIdRepeated,
        ),
      /** Index 0 is domingo, as Date#getDay counts. */
      // A map per day: Firestore stores no array directly inside another.
      semana: z
        .array(z.strictObject({ periodos: daySchema }, { error: MESSAGES.agendaWeekInvalid }), {
          error: MESSAGES.agendaWeekInvalid,
        })
        .length(7, MESSAGES.agendaWeekInvalid),
      /** Free minutes kept between two bookings. */
      intervaloMin: z
        .int({ error: MESSAGES.agendaBufferInvalid })
        .min(0, MESSAGES.agendaBufferInvalid)
        .max(AGENDA_LIMITS.intervaloMax, MESSAGES.agendaBufferInvalid),
      /** The least notice she needs, in minutes. */
      antecedenciaMin: z
        .int({ error: MESSAGES.agendaNoticeInvalid })
        .min(0, MESSAGES.agendaNoticeInvalid)
        .max(AGENDA_LIMITS.antecedenciaMax, MESSAGES.agendaNoticeInvalid),
      /** How many days ahead she can be booked. */
      horizonteDias: z
        .int({ error: MESSAGES.agendaHorizonInvalid })
        .min(1, MESSAGES.agendaHorizonInvalid)
        .max(AGENDA_LIMITS.horizonteMax, MESSAGES.agendaHorizonInvalid),
      /** A date's own periods, in place of its weekday's; [] is a day off. */
      excecoes: z
        .unknown()
        // Counted before any entry is parsed: a hostile payload's ten thousand dates cost nothing.
        .refine((value) => typeof value !== 'object' || value === null || Object.keys(value).length <= AGENDA_LIMITS.excecoes, {
          message: MESSAGES.agendaExceptionsTooMany,
          abort: true,
        })
        .refine((value) => typeof value !== 'object' || value === null || Object.keys(value).every(isCalendarDate), {
          message: MESSAGES.agendaExceptionDateInvalid,
          abort: true,
        })
        .pipe(z.record(z.string(), daySchema, { error: MESSAGES.invalidPayload })),
      /** Her IANA zone: every period is her wall time there. */
      fuso: z
        .string({ error: MESSAGES.agendaTimeZoneInvalid })
        .max(64, MESSAGES.agendaTimeZoneInvalid)
        .refine(isTimeZone, MESSAGES.agendaTimeZoneInvalid),
    },
    { error: MESSAGES.invalidPayload },
  )
  .superRefine((agenda, context) => {
    agenda.semana.forEach((day, weekday) => {
      const problem = dayProblem(day.periodos, WEEKDAY_NAMES[weekday] ?? '');
      if (problem) context.addIssue({ code: 'custom', message: problem, path: ['semana', weekday] });
    });
    for (const [date, periods] of Object.entries(agenda.excecoes)) {
      const problem = dayProblem(periods, dateName(date));
      if (problem) context.addIssue({ code: 'custom', message: problem, path: ['excecoes', date] });
    }
  });

/** An agenda's settings, checked: the shape its container stores (AgendaConfig). */
export type Agenda = z.output<typeof agendaSchema>;

// The stored shape and the schema's output are one: a change to either fails here.
const _sameShape: [Agenda, AgendaConfig] extends [AgendaConfig, Agenda] ? true : never = true;
void _sameShape;

/** The zone an agenda starts with. */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';
