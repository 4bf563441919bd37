import type { RefObject } from 'react';
import { Field } from '../../../shared/ui/field';

/** "Nome da nova skin": the one field Duplicar and Importar ask for, with the refusal to show under it. */
export function SkinNameField({
  id,
  value,
  onChange,
  inputRef,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Why the last try failed (the server's refusal, or a name the rules refuse); null: nothing to say. */
  error: string | null;
}) {
  return (
    <Field id={id} className="new-skin__field" label="Nome da nova skin" error={error} announceError>
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          className="neon-field"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          required
          autoComplete="off"
          spellCheck={false}
        />
      )}
    </Field>
  );
}
