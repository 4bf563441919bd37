/**
 * Her agenda while the studio edits it: what she typed (reais as text, times as 'HH:MM'), made the
 * settings editSkin takes, and the agenda's own schema's problems placed on the field each is about.
 */
import { agendaSchema, AGENDA_LIMITS, DEFAULT_TIME_ZONE, type Agenda } from '@lab/domain/agenda';
import { MESSAGES } from '@lab/domain/kernel';

export interface PeriodRow {
  inicio: string;
  fim: string;
}

/** A service while edited: `key` keeps its row (and the focus in it) as the list is reordered. */
export interface ServiceRow {
  key: number;
  /** Stable across edits of its name: a booking names its service by it. */
  id: string;
  nome: string;
  duracaoMin: number;
  /** Reais as typed ("150", "1.500,50"); '' for none. */
  preco: string;
  sinal: string;
}

export interface ExceptionRow {
  key: number;
  /** 'AAAA-MM-DD' as the date field gives it; '' while not chosen. */
  data: string;
  folga: boolean;
  periodos: PeriodRow[];
}

export interface AgendaDraft {
  servicos: ServiceRow[];
  /** Index 0 is domingo, as the stored week. */
  semana: PeriodRow[][];
  intervaloMin: number;
  antecedenciaMin: number;
  horizonteDias: string;
  excecoes: ExceptionRow[];
  fuso: string;
}

/** '150,00' from 15000 centavos; '' from none. */
export function reaisText(centavos: number | undefined): string {
  if (centavos === undefined) return '';
  const text = (centavos / 100).toFixed(2).replace('.', ',');
  return text.endsWith(',00') ? text.slice(0, -3) : text;
}

/** Centavos from reais as a person writes them ("150", "150,5", "1.500,50", "R$ 80"); NaN for anything else, undefined for nothing. */
export function centavosOf(typed: string): number | undefined {
  const text = typed.replace(/^\s*R\$\s*/u, '').trim();
  if (text === '') return undefined;
  if (!/^\d{1,3}(?:\.?\d{3})*(?:,\d{1,2})?$/u.test(text)) return Number.NaN;
  const [whole = '', cents = ''] = text.replace(/\./gu, '').split(',');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}

export function draftOf(agenda: Agenda): AgendaDraft {
  return {
    servicos: agenda.servicos.map((s, key) => ({
      key,
      id: s.id,
      nome: s.nome,
      duracaoMin: s.duracaoMin,
      preco: reaisText(s.precoCentavos),
      sinal: reaisText(s.sinalCentavos),
    })),
    semana: agenda.semana.map((day) => day.periodos.map((p) => ({ ...p }))),
    intervaloMin: agenda.intervaloMin,
    antecedenciaMin: agenda.antecedenciaMin,
    horizonteDias: String(agenda.horizonteDias),
    excecoes: Object.entries(agenda.excecoes)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([data, periodos], key) => ({ key, data, folga: periodos.length === 0, periodos: periodos.map((p) => ({ ...p })) })),
    fuso: agenda.fuso || DEFAULT_TIME_ZONE,
  };
}

/** What is sent: the settings as typed, for agendaSchema (and the server) to judge. */
export function typedAgenda(draft: AgendaDraft): unknown {
  const horizon = draft.horizonteDias.trim();
  return {
    servicos: draft.servicos.map((s) => {
      const preco = centavosOf(s.preco);
      const sinal = centavosOf(s.sinal);
      return {
        id: s.id,
        nome: s.nome,
        duracaoMin: s.duracaoMin,
        ...(preco !== undefined ? { precoCentavos: preco } : {}),
        ...(sinal !== undefined ? { sinalCentavos: sinal } : {}),
      };
    }),
    semana: draft.semana.map((day) => ({ periodos: day.map((p) => ({ ...p })) })),
    intervaloMin: draft.intervaloMin,
    antecedenciaMin: draft.antecedenciaMin,
    horizonteDias: /^\d{1,4}$/u.test(horizon) ? Number(horizon) : Number.NaN,
    excecoes: Object.fromEntries(draft.excecoes.map((e) => [e.data, e.folga ? [] : e.periodos.map((p) => ({ ...p }))])),
    fuso: draft.fuso,
  };
}

/** Where a problem is shown: a field's key ('servicos.0.nome', 'semana.1', 'excecoes.3', 'fuso'...) or '' for the top. */
export type Problems = Readonly<Record<string, string>>;

/** The key an issue of agendaSchema is shown at; an exception's date is turned back into its row's key. */
function keyOf(path: readonly PropertyKey[], draft: AgendaDraft): string {
  const [first, second, third] = path;
  if (first === 'servicos') {
    if (typeof second !== 'number') return 'servicos';
    return third === 'precoCentavos'
      ? `servicos.${second}.preco`
      : third === 'sinalCentavos'
        ? `servicos.${second}.sinal`
        : `servicos.${second}.${String(third ?? 'nome')}`;
  }
  if (first === 'semana') return typeof second === 'number' ? `semana.${second}` : 'semana';
  if (first === 'excecoes') {
    const row = draft.excecoes.find((e) => e.data === second);
    return row ? `excecoes.${row.key}` : 'excecoes';
  }
  return typeof first === 'string' ? first : '';
}

/** The settings checked as the server will, or each problem at its field (the first one per field). */
export function checkAgenda(draft: AgendaDraft): { ok: true; agenda: Agenda } | { ok: false; problems: Problems } {
  const problems: Record<string, string> = {};
  const seen = new Set<string>();
  for (const row of draft.excecoes) {
    if (row.data === '') problems[`excecoes.${row.key}`] = MESSAGES.agendaExceptionDateInvalid;
    else if (seen.has(row.data)) problems[`excecoes.${row.key}`] = MESSAGES.agendaExceptionDateRepeated;
    seen.add(row.data);
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const parsed = agendaSchema.safeParse(typedAgenda(draft));
  if (parsed.success) return { ok: true, agenda: parsed.data };
  for (const issue of parsed.error.issues) {
    const key = keyOf(issue.path, draft);
    problems[key] ??= issue.message;
  }
  return { ok: false, problems };
}

/** A fresh service id no row has: a booking names its service by it, whatever its name becomes. */
function newServiceId(rows: readonly ServiceRow[]): string {
  const taken = new Set(rows.map((r) => r.id));
  for (;;) {
    const id = `s${Math.random().toString(36).slice(2, 10)}`;
    if (!taken.has(id)) return id;
  }
}

export function newService(rows: readonly ServiceRow[]): ServiceRow {
  const key = Math.max(-1, ...rows.map((r) => r.key)) + 1;
  return { key, id: newServiceId(rows), nome: '', duracaoMin: 60, preco: '', sinal: '' };
}

/** The next period of a day: an hour after its last, or the morning for an empty day. */
export function nextPeriod(periods: readonly PeriodRow[]): PeriodRow {
  const last = periods.at(-1);
  if (!last || !/^\d{2}:\d{2}$/u.test(last.fim)) return { inicio: '09:00', fim: '12:00' };
  const start = Math.min(Number(last.fim.slice(0, 2)) + 1, 22);
  const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;
  return { inicio: hh(start), fim: hh(Math.min(start + 2, 23)) };
}

export function newException(rows: readonly ExceptionRow[]): ExceptionRow {
  const key = Math.max(-1, ...rows.map((r) => r.key)) + 1;
  return { key, data: '', folga: true, periodos: [] };
}

/** The durations offered: every step the schema allows, from 10 minutes to 8 hours. */
export const DURATIONS: readonly number[] = Array.from(
  { length: (AGENDA_LIMITS.duracaoMax - AGENDA_LIMITS.duracaoMin) / AGENDA_LIMITS.duracaoPasso + 1 },
  (_, i) => AGENDA_LIMITS.duracaoMin + i * AGENDA_LIMITS.duracaoPasso,
);

/** '1 h 30 min', '45 min', '2 h'. */
export function durationLabel(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

export const BUFFERS: readonly number[] = [0, 5, 10, 15, 20, 30, 45, 60, 90, 120];
/** The notice offered, in minutes, named in hours or days. */
export const NOTICES: ReadonlyArray<{ minutos: number; rotulo: string }> = [
  { minutos: 0, rotulo: 'Nenhuma' },
  { minutos: 30, rotulo: '30 minutos' },
  { minutos: 60, rotulo: '1 hora' },
  { minutos: 120, rotulo: '2 horas' },
  { minutos: 180, rotulo: '3 horas' },
  { minutos: 360, rotulo: '6 horas' },
  { minutos: 720, rotulo: '12 horas' },
  { minutos: 1440, rotulo: '1 dia (24 horas)' },
  { minutos: 2880, rotulo: '2 dias' },
  { minutos: 4320, rotulo: '3 dias' },
  { minutos: 10_080, rotulo: '7 dias' },
];

const SHORT_ZONES = [
  'America/Sao_Paulo',
  'America/Manaus',
  'America/Cuiaba',
  'America/Belem',
  'America/Fortaleza',
  'America/Recife',
  'America/Bahia',
  'America/Rio_Branco',
  'America/Noronha',
  'Europe/Lisbon',
  'UTC',
];

/** IANA zones for her select, São Paulo first; the short list where the browser cannot list them. */
export function timeZones(current: string): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  let all: string[] = [];
  try {
    all = intl.supportedValuesOf?.('timeZone') ?? [];
  } catch {
    all = [];
  }
  const zones = all.length > 0 ? all : SHORT_ZONES;
  return [...new Set([DEFAULT_TIME_ZONE, current, ...zones])].filter((zone) => zone !== '');
}
