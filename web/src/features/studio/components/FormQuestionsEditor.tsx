import { useId, type FormEvent } from 'react';
import { BRIEFING_LIMITS, checkPerguntas, type PerguntaFormulario } from '@lab/domain/briefing';
import { useEditableList } from '../hooks/use-editable-list';
import { containerActions } from '../studio-actions';
import { containerLabel, type StudioContainer } from '../studio-model';
import { useStudioContext } from './studio-context';
import { newRow, rowsOf, typedOf, type QuestionRow } from './form-questions';
import { FormQuestionRow } from './FormQuestionRow';
import './container-kinds.css';

interface Problem {
  text: string;
  /** The question it is about; null for the list as a whole. */
  index: number | null;
}

function useQuestionRows(stored: readonly PerguntaFormulario[]) {
  return useEditableList<QuestionRow, Problem>(() => rowsOf(stored), newRow);
}

/**
 * Her own questions on a contact form (briefing), asked after the subject: written, typed, made
 * required or not, reordered and saved whole. The rule the server keeps is checked first, and its
 * problem is said under the question it is about. Render it with a key of the stored list.
 */
export function FormQuestionsEditor({ container }: { container: StudioContainer }) {
  const { change: save } = useStudioContext();
  const label = containerLabel(container);
  const { rows, list, problem, setProblem, change, move, remove, add } = useQuestionRows(container.perguntas ?? []);
  const titleId = useId();
  const problemId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPerguntas(rows.map(typedOf));
    if (!checked.ok) {
      setProblem({ text: checked.problem, index: checked.index });
      return;
    }
    await save(containerActions.questions(container, checked.perguntas));
  };

  return (
    <form className="studio-subform form-questions" aria-labelledby={titleId} onSubmit={(e) => void onSubmit(e)}>
      <h5 id={titleId}>Perguntas do formulário {label}</h5>
      <p className="studio-hint">
        Até {BRIEFING_LIMITS.perguntas} perguntas suas, feitas depois do assunto. As respostas aparecem no topo da conversa, como
        briefing.
      </p>
      <ol ref={list} className="form-questions__list" aria-label={`Perguntas de ${label}`}>
        {rows.map((r, index) => (
          <FormQuestionRow
            key={r.key}
            row={r}
            index={index}
            count={rows.length}
            onChange={(fields) => change(r.key, fields)}
            onMove={(to) => move(index, to)}
            onRemove={() => remove(r.key)}
            problem={problem?.index === index ? problem.text : null}
          />
        ))}
      </ol>
      <div className="studio-buttons">
        <button
          type="button"
          className="neon-button studio-small"
          data-list-focus="add"
          disabled={rows.length >= BRIEFING_LIMITS.perguntas}
          onClick={add}
        >
          Adicionar pergunta
        </button>
        <button type="submit" className="neon-button" data-list-focus="save">
          Salvar perguntas
        </button>
      </div>
      {problem && problem.index === null && (
        <p id={problemId} className="studio-problem" role="alert">
          {problem.text}
        </p>
      )}
    </form>
  );
}
