/** The agenda a new container starts with: one service and a working week, so her page offers times at once. */
import type { AgendaConfig, AgendaPeriodConfig } from '../kernel/agenda-types';
import { DEFAULT_TIME_ZONE } from './schema';

const WORKDAY: readonly AgendaPeriodConfig[] = [
  { inicio: '09:00', fim: '12:00' },
  { inicio: '14:00', fim: '18:00' },
];

/** Monday to Friday 09:00–12:00 and 14:00–18:00, two hours' notice, sixty days ahead, in São Paulo. */
export const NEW_AGENDA: Readonly<AgendaConfig> = Object.freeze({
  servicos: [{ id: 'conversa', nome: 'Conversa inicial', duracaoMin: 30 }],
  // Index 0 is domingo.
  semana: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ periodos: day === 0 || day === 6 ? [] : WORKDAY.map((p) => ({ ...p })) })),
  intervaloMin: 0,
  antecedenciaMin: 120,
  horizonteDias: 60,
  excecoes: {},
  fuso: DEFAULT_TIME_ZONE,
});

/** A fresh copy to store or edit: nothing shares the constant's lists. */
export function newAgenda(): AgendaConfig {
  return copyAgenda(NEW_AGENDA);
}

/**
 * A copy of an agenda's settings, made of this realm's plain objects and arrays: the Firestore
 * adapter's codec walks plain objects only (date-codec.ts), and a structuredClone made elsewhere (a
 * test runner's realm) is not one it recognises.
 */
export function copyAgenda(agenda: Readonly<AgendaConfig>): AgendaConfig {
  const periods = (day: readonly AgendaPeriodConfig[]) => day.map((p) => ({ inicio: p.inicio, fim: p.fim }));
  return {
    servicos: agenda.servicos.map((s) => ({ ...s })),
    semana: agenda.semana.map((day) => ({ periodos: periods(day.periodos) })),
    intervaloMin: agenda.intervaloMin,
    antecedenciaMin: agenda.antecedenciaMin,
    horizonteDias: agenda.horizonteDias,
    excecoes: Object.fromEntries(Object.entries(agenda.excecoes).map(([date, day]) => [date, periods(day)])),
    fuso: agenda.fuso,
  };
}
