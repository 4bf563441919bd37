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
  /** The label is for screen readers only: where the screen already says what the field is (a chat's composer). */
  labelHidden?: boolean;
  /** Said under the label and read with the control (an example, what the field is for). */
  hint?: ReactNode;
  /** Shown after the control, beside the error: a counter (it announces itself, see CharacterCounter). */
  after?: ReactNode;
  /** Further ids the control is described by, after its error and hint: a counter that draws its own id. */
  describedBy?: string;
  /** This field's problem, or null; never what the person typed. */
  error?: string | null;
  /** Marked invalid though its problem is said by a line of the form's own (a status that also says what is fine). */
  invalid?: boolean;
  /** The error is announced as it appears (role="alert"): it comes after a submit, not as she types. */
  announceError?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** The ids a field's parts take from its control's. */
export function fieldIds(id: string) {
  return { hint: `${id}-dica`, error: `${id}-erro` };
}

export function Field(props: FieldProps) {
  const { id, label, labelHidden = false, hint, after, error = null, announceError = false, className, children } = props;
  const invalid = error !== null || props.invalid === true;
  const ids = fieldIds(id);
  const describedBy = [error ? ids.error : null, hint ? ids.hint : null, props.describedBy ?? null].filter(Boolean).join(' ');
  return (
    <div className={`form-field${invalid ? ' form-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className={labelHidden ? 'visually-hidden' : 'form-field__label'} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={ids.hint} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {children({ id, 'aria-invalid': invalid, ...(describedBy ? { 'aria-describedby': describedBy } : {}) })}
      {error || after ? (
        <div className="form-field__below">
          {error ? (
            <p id={ids.error} className="form-field__error" role={announceError ? 'alert' : undefined}>
              {error}
            </p>
          ) : null}
          {after}
        </div>
      ) : null}
    </div>
  );
}
