import { useId } from 'react';
import { AGENDA_LIMITS, WEEKDAY_NAMES } from '@lab/domain/agenda';
import { Choice, Field } from '../../../shared/ui/field';
import { newException, nextPeriod, type ExceptionRow, type PeriodRow, type Problems } from './agenda-form';

/** Segunda first, as her week reads; the stored week's index 0 is domingo. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
const WORKDAYS = [2, 3, 4, 5] as const;

interface AgendaWeekProps {
  semana: PeriodRow[][];
  setSemana: (semana: PeriodRow[][]) => void;
  problems: Problems;
}

/** Her week: each day's periods (up to four), in her wall time; Monday's copied to the other workdays in one tap. */
export function AgendaWeek({ semana, setSemana, problems }: AgendaWeekProps) {
  const setDay = (weekday: number, periods: PeriodRow[]) => setSemana(semana.map((day, i) => (i === weekday ? periods : day)));
  return (
    <fieldset className="agenda-editor__section">
      <legend>Semana</legend>
      {problems['semana'] && (
        <p className="studio-problem" role="alert">
          {problems['semana']}
        </p>
      )}
      {WEEK_ORDER.map((weekday) => (
        <DayPeriods
          key={weekday}
          name={WEEKDAY_NAMES[weekday]}
          periods={semana[weekday] ?? []}
          onChange={(periods) => setDay(weekday, periods)}
          problem={problems[`semana.${weekday}`] ?? null}
        >
          {weekday === 1 && (
            <button
              type="button"
              className="neon-button studio-small"
              onClick={() =>
                setSemana(
                  semana.map((day, i) =>
                    (WORKDAYS as readonly number[]).includes(i) ? (semana[1] ?? []).map((p) => ({ ...p })) : day,
                  ),
                )
              }
            >
              Copiar para os dias úteis
            </button>
          )}
        </DayPeriods>
      ))}
    </fieldset>
  );
}

interface DayPeriodsProps {
  /** The day as the refusals name it: 'Segunda-feira', or a date for an exception. */
  name: string;
  periods: PeriodRow[];
  onChange: (periods: PeriodRow[]) => void;
  problem: string | null;
  children?: React.ReactNode;
}

/** One day's periods: início and fim each, removed one by one, "+ período" up to four; an empty day is a day off. */
export function DayPeriods({ name, periods, onChange, problem, children }: DayPeriodsProps) {
  const id = useId();
  const problemId = `${id}-problema`;
  const describedBy = problem ? problemId : undefined;
  const setPeriod = (at: number, fields: Partial<PeriodRow>) =>
    onChange(periods.map((p, i) => (i === at ? { ...p, ...fields } : p)));
  return (
    <div className="agenda-editor__day" role="group" aria-label={name}>
      <p className="agenda-editor__day-name">{name}</p>
      {periods.length === 0 && <p className="studio-hint">Sem horários.</p>}
      {periods.map((period, at) => (
        <PeriodFields
          key={at}
          id={`${id}-${at}`}
          which={`${at + 1}º período de ${name}`}
          period={period}
          describedBy={describedBy}
          invalid={problem !== null}
          onChange={(fields) => setPeriod(at, fields)}
          onRemove={() => onChange(periods.filter((_, i) => i !== at))}
        />
      ))}
      {problem && (
        <p id={problemId} className="studio-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="studio-buttons">
        <button
          type="button"
          className="neon-button studio-small"
          disabled={periods.length >= AGENDA_LIMITS.periodosPorDia}
          onClick={() => onChange([...periods, nextPeriod(periods)])}
        >
          + período <span className="visually-hidden">em {name}</span>
        </button>
        {children}
      </div>
    </div>
  );
}

interface PeriodFieldsProps {
  id: string;
  /** '1º período de Segunda-feira': what its fields and button say to a screen reader. */
  which: string;
  period: PeriodRow;
  describedBy: string | undefined;
  invalid: boolean;
  onChange: (fields: Partial<PeriodRow>) => void;
  onRemove: () => void;
}

/** One period: its início and fim as time fields, and Remover. */
function PeriodFields({ id, which, period, describedBy, invalid, onChange, onRemove }: PeriodFieldsProps) {
  const time = (end: 'inicio' | 'fim', label: string) => (
    <Field
      id={`${id}-${end}`}
      label={
        <>
          {label} <span className="visually-hidden">do {which}</span>
        </>
      }
      describedBy={describedBy}
      invalid={invalid}
    >
      {(control) => (
        <input
          {...control}
          type="time"
          className="neon-field"
          value={period[end]}
          onChange={(e) => onChange({ [end]: e.target.value })}
        />
      )}
    </Field>
  );
  return (
    <div className="agenda-editor__period">
      {time('inicio', 'Início')}
      {time('fim', 'Fim')}
      <button type="button" className="neon-button studio-small" onClick={onRemove}>
        Remover <span className="visually-hidden">{which}</span>
      </button>
    </div>
  );
}

interface AgendaExceptionsProps {
  rows: ExceptionRow[];
  setRows: (rows: ExceptionRow[]) => void;
  problems: Problems;
}

/** Dates that differ from her week: a day off ("Folga") or the date's own periods. */
export function AgendaExceptions({ rows, setRows, problems }: AgendaExceptionsProps) {
  const setRow = (key: number, fields: Partial<ExceptionRow>) =>
    setRows(rows.map((r) => (r.key === key ? { ...r, ...fields } : r)));
  return (
    <fieldset className="agenda-editor__section">
      <legend>Exceções por data</legend>
      <p className="studio-hint">Um feriado, uma folga ou um dia com outro horário: a data vale no lugar do dia da semana.</p>
      {problems['excecoes'] && (
        <p className="studio-problem" role="alert">
          {problems['excecoes']}
        </p>
      )}
      <ul className="agenda-editor__exceptions" aria-label="Exceções por data">
        {rows.map((row, index) => (
          <ExceptionItem
            key={row.key}
            row={row}
            name={`Exceção ${index + 1}`}
            problem={problems[`excecoes.${row.key}`] ?? null}
            onChange={(fields) => setRow(row.key, fields)}
            onRemove={() => setRows(rows.filter((r) => r.key !== row.key))}
          />
        ))}
      </ul>
      <button
        type="button"
        className="neon-button studio-small"
        disabled={rows.length >= AGENDA_LIMITS.excecoes}
        onClick={() => setRows([...rows, newException(rows)])}
      >
        Adicionar exceção
      </button>
    </fieldset>
  );
}

function ExceptionItem(props: {
  row: ExceptionRow;
  name: string;
  problem: string | null;
  onChange: (fields: Partial<ExceptionRow>) => void;
  onRemove: () => void;
}) {
  const { row, name, problem, onChange, onRemove } = props;
  const id = useId();
  const dateName = row.data === '' ? name : `${row.data.slice(8, 10)}/${row.data.slice(5, 7)}/${row.data.slice(0, 4)}`;
  return (
    <li className="agenda-editor__exception" aria-label={name}>
      <Field
        id={`${id}-data`}
        label={`Data da ${name.toLowerCase()}`}
        error={row.folga ? problem : null}
        invalid={problem !== null}
        announceError
      >
        {(control) => (
          <input
            {...control}
            type="date"
            className="neon-field"
            value={row.data}
            onChange={(e) => onChange({ data: e.target.value })}
          />
        )}
      </Field>
      <Choice
        label={
          <>
            Folga <span className="visually-hidden">({name})</span>
          </>
        }
        className="agenda-editor__choice"
      >
        {(control) => (
          <input
            {...control}
            type="checkbox"
            checked={row.folga}
            onChange={(e) =>
              onChange({
                folga: e.target.checked,
                periodos: e.target.checked || row.periodos.length > 0 ? row.periodos : [nextPeriod([])],
              })
            }
          />
        )}
      </Choice>
      {!row.folga && (
        <DayPeriods name={dateName} periods={row.periodos} problem={problem} onChange={(periodos) => onChange({ periodos })} />
      )}
      <button type="button" className="neon-button studio-small" onClick={onRemove}>
        Remover <span className="visually-hidden">{name}</span>
      </button>
    </li>
  );
}
