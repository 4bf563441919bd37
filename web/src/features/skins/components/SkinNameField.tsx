import type { RefObject } from 'react';

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
  const describedBy = error ? `${id}-error` : undefined;
  return (
    <>
      <div className="new-skin__field">
        <label htmlFor={id}>Nome da nova skin</label>
        <input
          id={id}
          ref={inputRef}
          className="neon-field"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          required
          autoComplete="off"
          spellCheck={false}
          aria-invalid={describedBy !== undefined}
          aria-describedby={describedBy}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="new-skin__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
