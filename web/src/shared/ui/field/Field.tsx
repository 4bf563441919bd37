/**
 * One form field as every public form draws it: a visible label, the control, an optional hint or
 * counter, and the field's own error right under it. The ids are wired here once, so the control is
 * always named by its label, described by its hint and error, and marked invalid while it has one.
 */
import type { ReactNode } from 'react';
import './field.css';

/** What the control must carry for its label, hint and error to reach it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

export interface FieldProps {
  /** The control's id; the hint and error take theirs from it. */
  id: string;
  label: ReactNode;
  /** Said under the label and read with the control (an example, what the field is for). */
  hint?: ReactNode;
  /** Shown after the control, beside the error: a counter (it announces itself, see CharacterCounter). */
  after?: ReactNode;
  /** This field's problem, or null; never what the person typed. */
  error?: string | null;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** The ids a field's parts take from its control's. */
export function fieldIds(id: string) {
  return { hint: `${id}-dica`, error: `${id}-erro` };
}

export function Field({ id, label, hint, after, error = null, className, children }: FieldProps) {
  const ids = fieldIds(id);
  const describedBy = [error ? ids.error : null, hint ? ids.hint : null].filter(Boolean).join(' ');
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={ids.hint} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {children({ id, 'aria-invalid': error !== null, ...(describedBy ? { 'aria-describedby': describedBy } : {}) })}
      {error || after ? (
        <div className="form-field__below">
          {error ? (
            <p id={ids.error} className="form-field__error">
              {error}
            </p>
          ) : null}
          {after}
        </div>
      ) : null}
    </div>
  );
}
