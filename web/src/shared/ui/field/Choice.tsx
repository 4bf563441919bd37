/**
 * One checkbox or radio as every form draws it: the control inside its own label, so the whole row
 * (a picture, a description) is what is tapped, and an optional hint beside it that the control is
 * described by. The label's look is the form's (className); the wiring is the same everywhere.
 */
import type { ReactNode } from 'react';
import { fieldIds } from './Field';
import './field.css';

/** What the control must carry for its hint to reach it. */
export interface ChoiceControlProps {
  'aria-describedby'?: string;
}

export interface ChoiceProps {
  /** Drawn after the control, inside the label. */
  label: ReactNode;
  /** Said beside the choice and read with it (what it does, or why it is off); needs `id`. */
  hint?: ReactNode;
  /** Where the hint takes its id from. */
  id?: string;
  className?: string;
  hintClassName?: string;
  children: (control: ChoiceControlProps) => ReactNode;
}

export function Choice({ label, hint, id, className, hintClassName, children }: ChoiceProps) {
  const hintId = hint && id ? fieldIds(id).hint : null;
  return (
    <>
      <label className={`form-choice${className ? ` ${className}` : ''}`}>
        {children(hintId ? { 'aria-describedby': hintId } : {})}
        {label}
      </label>
      {hintId ? (
        <p id={hintId} className={hintClassName}>
          {hint}
        </p>
      ) : null}
    </>
  );
}
