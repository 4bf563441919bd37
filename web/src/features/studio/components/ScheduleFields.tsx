/**
 * When a card or a container shows on the public page: "Mostrar a partir de" and "Mostrar até", each
 * a date and a time in this device's zone (named under the fields, since the page follows that
 * moment wherever a visitor is), both optional. The problem with the end is said under the end.
 */
import { useId, useState } from 'react';
import { scheduleProblem, type Janela } from '@lab/domain/schedule';
import { Field } from '../../../shared/ui/field';

/** Epoch ms as a datetime-local input holds it ("2026-11-28T09:30"), in this device's zone; "" for none. */
export function localInputOf(at: number | null | undefined): string {
  if (typeof at !== 'number') return '';
  const d = new Date(at);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** What a datetime-local input says, as epoch ms (its date and time read in this device's zone); null when empty. */
export function instantOfInput(value: string): number | null {
  if (value === '') return null;
  const at = new Date(value).getTime();
  return Number.isNaN(at) ? null : at;
}

/** This device's zone as a person reads it ("Horário Padrão de Brasília"), else its name. */
function zoneName(): string {
  const format = new Intl.DateTimeFormat('pt-BR', { timeZoneName: 'long' });
  return (
    format.formatToParts(new Date()).find((part) => part.type === 'timeZoneName')?.value ?? format.resolvedOptions().timeZone
  );
}

export function ScheduleFields({
  value,
  onChange,
  error,
}: {
  value: Janela;
  /** Both dates, null for one left blank: a date she cleared is cleared where it is stored too. */
  onChange: (next: { inicio: number | null; fim: number | null }) => void;
  /** The problem with the dates (the end before the start), shown under "Mostrar até". */
  error: string | null;
}) {
  const id = useId();
  return (
    <fieldset className="studio-schedule" aria-describedby={`${id}-zona`}>
      <legend>Quando mostrar</legend>
      <p id={`${id}-zona`} className="studio-hint">
        Em branco: sempre. Datas e horas no fuso deste aparelho ({zoneName()}).
      </p>
      <div className="studio-schedule__fields">
        <Field id={`${id}-inicio`} className="studio-field" label="Mostrar a partir de">
          {(control) => (
            <input
              {...control}
              className="neon-field"
              type="datetime-local"
              value={localInputOf(value.inicio)}
              onChange={(e) => onChange({ inicio: instantOfInput(e.target.value), fim: value.fim ?? null })}
            />
          )}
        </Field>
        <Field id={`${id}-fim`} className="studio-field" label="Mostrar até" error={error}>
          {(control) => (
            <input
              {...control}
              className="neon-field"
              type="datetime-local"
              value={localInputOf(value.fim)}
              onChange={(e) => onChange({ inicio: value.inicio ?? null, fim: instantOfInput(e.target.value) })}
            />
          )}
        </Field>
      </div>
    </fieldset>
  );
}

/**
 * The dates' check before a form sends them: `passes` says whether they may go, and otherwise keeps
 * the problem for the fields to show until she changes something.
 */
export function useScheduleCheck() {
  const [problem, setProblem] = useState<string | null>(null);
  return {
    problem,
    clear: () => setProblem(null),
    passes: (dates: Janela) => {
      const found = scheduleProblem(dates);
      setProblem(found);
      return found === null;
    },
  };
}
