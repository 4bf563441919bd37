import type { FormEvent } from 'react';
import { Field } from '../../../shared/ui/field';
import type { BookingDraft, DraftField } from '../hooks/use-booking-draft';
import type { FieldErrors } from '../hooks/use-book-slot';

export interface BookingFormProps {
  idPrefix: string;
  draft: BookingDraft;
  errors: FieldErrors;
  update: (field: DraftField, value: string) => void;
  submit: (event: FormEvent) => void;
  sending: boolean;
  /** The form's own line (an outage, a refusal about no field), or null. */
  problem: string | null;
}

const FIELDS: ReadonlyArray<{ field: DraftField; label: string; type: string; autoComplete: string; hint?: string }> = [
  { field: 'nome', label: 'Nome', type: 'text', autoComplete: 'name' },
  { field: 'email', label: 'E-mail', type: 'email', autoComplete: 'email', hint: 'A confirmação e o convite chegam aqui.' },
  { field: 'whatsapp', label: 'WhatsApp (opcional)', type: 'tel', autoComplete: 'tel' },
];

/** Who books: name, e-mail and an optional WhatsApp, each problem under its field, then "Confirmar reserva". */
export function BookingForm({ idPrefix, draft, errors, update, submit, sending, problem }: BookingFormProps) {
  return (
    <form className="booking__form" onSubmit={submit} noValidate aria-label="Seus dados para a reserva">
      {FIELDS.map(({ field, label, type, autoComplete, hint }) => (
        <Field key={field} id={`${idPrefix}-${field}`} label={label} hint={hint} error={errors[field] ?? null} announceError>
          {(control) => (
            <input
              {...control}
              className="field"
              type={type}
              autoComplete={autoComplete}
              value={draft[field]}
              onChange={(event) => update(field, event.target.value)}
            />
          )}
        </Field>
      ))}
      {problem ? (
        <p className="booking__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="button button--primary booking__primary" disabled={sending}>
        {sending ? 'Reservando…' : problem ? 'Tentar de novo' : 'Confirmar reserva'}
      </button>
    </form>
  );
}
