import { useId, useState, type FormEvent } from 'react';
import { MESSAGES } from '@lab/domain';
import { containerActions } from '../studio-actions';
import type { StudioPage } from '../studio-model';
import { useStudioContext } from './studio-context';

/** "Novo container" on the selected page; what is typed is kept above the panel (see containerDraft). */
export function NewContainerForm({ page }: { page: StudioPage }) {
  const { change, containerDraft: titulo, setContainerDraft: setTitulo } = useStudioContext();
  const [asking, setAsking] = useState(false);
  const id = useId();
  const problemId = useId();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // An untitled container would only show as "container sem título": ask for a title instead.
    if (titulo.trim() === '') {
      setAsking(true);
      return;
    }
    if ((await change(containerActions.add(page, titulo.trim()))).ok) setTitulo('');
  };
  return (
    <form className="studio-subform studio-new" aria-label="Novo container" onSubmit={(e) => void onSubmit(e)}>
      <h4>Novo container</h4>
      <div className="studio-field">
        <label htmlFor={id}>Título do container</label>
        <input
          id={id}
          className="neon-field"
          value={titulo}
          onChange={(e) => {
            setTitulo(e.target.value);
            setAsking(false);
          }}
          aria-invalid={asking}
          aria-describedby={asking ? problemId : undefined}
          autoComplete="off"
        />
        {asking && (
          <p id={problemId} className="studio-problem" role="alert">
            {MESSAGES.containerTitleRequired}
          </p>
        )}
      </div>
      <button type="submit" className="neon-button neon-button--filled">
        Criar container
      </button>
    </form>
  );
}
