import { useId } from 'react';
import { MAX_PERIODS_PER_DAY, type DiaSemana, type Periodo } from '@lab/domain/business-hours';
import { Field } from '../../../shared/ui/field';
import { WEEKDAY_NAMES } from '../hours-model';

interface WeekdayRowProps {
  day: DiaSemana;
  periods: Periodo[];
  error: string | undefined;
  onChange: (periods: Periodo[]) => void;
}

/** One weekday: its periods (native time inputs), add and remove, and the day's own problem under it. */
export function WeekdayRow({ day, periods, error, onChange }: WeekdayRowProps) {
  const baseId = useId();
  const errorId = `${baseId}-erro`;
  const name = WEEKDAY_NAMES[day];
  const set = (index: number, change: Partial<Periodo>) =>
    onChange(periods.map((period, i) => (i === index ? { ...period, ...change } : period)));
  const last = periods[periods.length - 1];
  return (
    <fieldset className={`business-hours__day${error ? ' business-hours__day--invalid' : ''}`}>
      <legend className="business-hours__day-name">{name}</legend>
      {periods.length === 0 ? <p className="business-hours__closed">Fechado</p> : null}
      <ul className="business-hours__periods">
        {periods.map((period, index) => (
          <li key={index} className="business-hours__period">
            <Field
              id={`${baseId}-${index}-inicio`}
              label="Início"
              invalid={Boolean(error)}
              describedBy={error ? errorId : undefined}
            >
              {(control) => (
                <input
                  {...control}
                  type="time"
                  className="neon-field"
                  value={period.inicio}
                  onChange={(e) => set(index, { inicio: e.target.value })}
                />
              )}
            </Field>
            <Field id={`${baseId}-${index}-fim`} label="Fim" invalid={Boolean(error)} describedBy={error ? errorId : undefined}>
              {(control) => (
                <input
                  {...control}
                  type="time"
                  className="neon-field"
                  value={period.fim}
                  onChange={(e) => set(index, { fim: e.target.value })}
                />
              )}
            </Field>
            <button
              type="button"
              className="neon-button neon-button--danger business-hours__remove"
              aria-label={`Remover horário ${index + 1} de ${name}`}
              onClick={() => onChange(periods.filter((_, i) => i !== index))}
            >
              Remover
            </button>
          </li>
        ))}
      </ul>
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
      {periods.length < MAX_PERIODS_PER_DAY ? (
        <button
          type="button"
          className="neon-button business-hours__add"
          aria-label={`Adicionar horário em ${name}`}
          onClick={() => onChange([...periods, last ? { inicio: last.fim, fim: '23:59' } : { inicio: '09:00', fim: '18:00' }])}
        >
          Adicionar horário
        </button>
      ) : null}
    </fieldset>
  );
}
