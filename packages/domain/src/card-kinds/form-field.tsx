/**
 * One input of a kind's studio form, drawn by the web's shared form field (label, hint and error
 * wired to the control). Only the web compiles this folder's .tsx files, so the kinds' forms reach
 * the web's component here, in one place.
 */
import { Field } from '../../../../web/src/shared/ui/field';

export interface KindInputProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'tel';
  placeholder?: string;
}

export function KindInput({ id, label, value, onChange, type = 'text', placeholder }: KindInputProps) {
  return (
    <Field id={id} label={label} className="studio-field">
      {(control) => (
        <input
          {...control}
          className="neon-field"
          type={type}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete="off"
          placeholder={placeholder}
        />
      )}
    </Field>
  );
}
