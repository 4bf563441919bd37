/**
 * HORÁRIO DE ATENDIMENTO's form as data: the draft a person edits (kept in this browser per inbox,
 * so a reload never loses it), its problems by field, and where a refusal of the server belongs.
 */
import {
  AUTOMATIC_TEXT_MAX_LENGTH,
  DEFAULT_TIME_ZONE,
  dayOfMessage,
  dayProblemMessage,
  emptyWeek,
  periodProblem,
  type AtendimentoDoc,
  type DiaSemana,
  type Periodo,
  type Semana,
} from '@lab/domain/business-hours';
import { MESSAGES } from '@lab/domain/kernel';

export interface HoursDraft {
  ativo: boolean;
  fusoHorario: string;
  semana: Semana;
  foraDoHorario: string;
  confirmacao: string;
  silencioso: boolean;
}

/** The week as a Brazilian reads it, Monday first. */
export const WEEK_ORDER: readonly DiaSemana[] = ['seg', 'ter', 'qua', 'qui', 'sex', 'sab', 'dom'];

export const WEEKDAY_NAMES: Record<DiaSemana, string> = {
  dom: 'Domingo',
  seg: 'Segunda-feira',
  ter: 'Terça-feira',
  qua: 'Quarta-feira',
  qui: 'Quinta-feira',
  sex: 'Sexta-feira',
  sab: 'Sábado',
};

export const TEXT_MAX = AUTOMATIC_TEXT_MAX_LENGTH;

const WORKDAY: Periodo[] = [{ inicio: '09:00', fim: '18:00' }];

/** What the form starts from: her saved hours, or a working week in São Paulo, switched off. */
export function draftOf(saved: AtendimentoDoc | null): HoursDraft {
  if (saved) {
    const { ativo, fusoHorario, semana, foraDoHorario, confirmacao, silencioso } = saved;
    return { ativo, fusoHorario, semana: { ...emptyWeek(), ...semana }, foraDoHorario, confirmacao, silencioso };
  }
  const semana = { ...emptyWeek(), seg: WORKDAY, ter: WORKDAY, qua: WORKDAY, qui: WORKDAY, sex: WORKDAY };
  return { ativo: false, fusoHorario: DEFAULT_TIME_ZONE, semana, foraDoHorario: '', confirmacao: '', silencioso: false };
}

/** Where each problem is shown: a weekday's row, a field, or the form's status line. */
export type HoursField = DiaSemana | 'fusoHorario' | 'foraDoHorario' | 'confirmacao' | 'form';
export type HoursErrors = Partial<Record<HoursField, string>>;

/** The problems the form can tell before sending, each beside its field, in the server's own words. */
export function draftErrors(draft: HoursDraft): HoursErrors {
  const errors: HoursErrors = {};
  for (const day of WEEK_ORDER) {
    const problem = periodProblem(draft.semana[day]);
    if (problem) errors[day] = dayProblemMessage(day, problem);
  }
  if (draft.foraDoHorario.trim().length > TEXT_MAX) errors.foraDoHorario = MESSAGES.hoursAnswerTooLong;
  if (draft.confirmacao.trim().length > TEXT_MAX) errors.confirmacao = MESSAGES.hoursAckTooLong;
  return errors;
}

/** The field a refusal of saveBusinessHours is about. */
export function fieldOfRefusal(message: string): HoursField {
  const day = dayOfMessage(message);
  if (day) return day;
  if (message === MESSAGES.hoursTimeZoneInvalid) return 'fusoHorario';
  if (message === MESSAGES.hoursAnswerTooLong) return 'foraDoHorario';
  if (message === MESSAGES.hoursAckTooLong) return 'confirmacao';
  return 'form';
}

/** The zones offered: Brazil's first, then every other the browser knows; a saved one it does not know stays. */
export function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [DEFAULT_TIME_ZONE];
  const brazil = [
    'America/Sao_Paulo',
    'America/Manaus',
    'America/Belem',
    'America/Fortaleza',
    'America/Recife',
    'America/Cuiaba',
    'America/Rio_Branco',
    'America/Noronha',
  ];
  const rest = known.filter((zone) => !brazil.includes(zone));
  const all = [...brazil, ...rest];
  return all.includes(current) ? all : [current, ...all];
}

const DRAFT_PREFIX = 'business-hours-draft:v1:';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readHoursDraft(inbox: string): HoursDraft | null {
  const raw = storage()?.getItem(DRAFT_PREFIX + inbox);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as HoursDraft;
  } catch {
    return null;
  }
}

export function writeHoursDraft(inbox: string, draft: HoursDraft | null): void {
  try {
    if (draft) storage()?.setItem(DRAFT_PREFIX + inbox, JSON.stringify(draft));
    else storage()?.removeItem(DRAFT_PREFIX + inbox);
  } catch {
    // A full or refused storage keeps what is on screen; only the reload loses it.
  }
}
