import { useId, useState, type FormEvent } from 'react';
import { checkDisplayName, DISPLAY_NAME_MAX_LENGTH } from '@lab/domain/skins';
import { MESSAGES } from '@lab/domain/kernel';
import { Field } from '../../../shared/ui/field';
import { skinActions } from '../studio-actions';
import { LengthLeft } from './LengthLeft';
import { useStudioContext } from './studio-context';

const PROBLEMS = { 'too-long': MESSAGES.displayNameTooLong, forbidden: MESSAGES.displayNameForbidden } as const;

/**
 * The name the skin shows as its heading, title and share card: any letters, accents or emoji, up to
 * 60 characters; empty, the page shows its address. Keyed by the stored value, like the other forms.
 */
export function DisplayNameForm({ stored }: { stored: string }) {
  const { change } = useStudioContext();
  const [nome, setNome] = useState(stored);
  const id = useId();
  const checked = checkDisplayName(nome);
  const problem = !checked.ok && checked.problem !== 'required' ? PROBLEMS[checked.problem] : null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (problem) return;
    void change(skinActions.displayName(checked.ok ? checked.name : ''));
  };
  return (
    <form className="studio-subform" aria-label="Nome de exibição" onSubmit={onSubmit}>
      <Field
        id={id}
        className="studio-field"
        label="Nome de exibição"
        error={problem}
        describedBy={`${id}-left`}
        after={<LengthLeft id={`${id}-left`} value={nome.trim()} max={DISPLAY_NAME_MAX_LENGTH} always />}
      >
        {(control) => (
          <input
            {...control}
            className="neon-field"
            value={nome}
            onChange={(e) => setNome(e.target.value)}
            autoComplete="name"
            placeholder="Como você quer aparecer"
          />
        )}
      </Field>
      <button type="submit" className="neon-button">
        Salvar nome de exibição
      </button>
    </form>
  );
}
