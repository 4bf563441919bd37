import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppPaths } from '../../../shared/routes/app-paths';
import { Field } from '../../../shared/ui/field';

/** Owners may edit any skin: this opens the studio of the one they name (the server checks the claim again). */
export function OpenAnyStudioForm({ uid }: { uid: string }) {
  const appPaths = useAppPaths();
  const [name, setName] = useState('');
  const navigate = useNavigate();
  const titleId = useId();
  const nameId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const skin = name.trim();
    if (skin === '') return;
    // After the submit event: React takes a navigation (a transition) started inside a prevented
    // submit for a form action, and builds FormData for it.
    void Promise.resolve().then(() => navigate(appPaths.studio(uid, skin)));
  };
  return (
    <form className="new-skin" aria-labelledby={titleId} onSubmit={onSubmit}>
      <h3 id={titleId} className="new-skin__title">
        Editar qualquer skin
      </h3>
      <Field id={nameId} className="new-skin__field" label="Nome de qualquer skin">
        {(control) => (
          <input
            {...control}
            className="neon-field"
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
        )}
      </Field>
      <button type="submit" className="neon-button new-skin__submit">
        Abrir estúdio
      </button>
    </form>
  );
}
