import { useId, type FormEvent } from 'react';
import { checkFormSubjects } from '@lab/domain/studio';
import { FORM_SUBJECT_MAX_LENGTH, FORM_SUBJECTS_MAX } from '@lab/domain/kernel';
import { Field } from '../../../shared/ui/field';
import { useEditableList, type EditableRow } from '../hooks/use-editable-list';
import { ListRowActions } from './ListRowActions';
import { containerActions } from '../studio-actions';
import { containerLabel, type StudioContainer } from '../studio-model';
import { useStudioContext } from './studio-context';
import './container-kinds.css';

/** A subject while edited. */
interface Row extends EditableRow {
  text: string;
}

const upper = (text: string) => text.toLocaleUpperCase('pt-BR');

function useSubjectRows(stored: readonly string[]) {
  const rows = useEditableList<Row, string>(
    () => stored.map((text, key) => ({ key, text: upper(text) })),
    (current) => ({ key: Math.max(-1, ...current.map((r) => r.key)) + 1, text: '' }),
  );
  return { ...rows, setText: (key: number, text: string) => rows.change(key, { text: upper(text) }) };
}

/**
 * The subjects a contact form's select offers, edited as a list (write, add, remove, reorder) and
 * saved whole. The rule the server keeps is checked first, so a list it would refuse is never sent.
 * Render it with a key of the stored list: a save that changes it starts the editor afresh.
 */
export function FormSubjectsEditor({ container }: { container: StudioContainer }) {
  const { change } = useStudioContext();
  const label = containerLabel(container);
  const { rows, list, problem, setProblem, setText, move, remove, add } = useSubjectRows(container.assuntos ?? []);
  const titleId = useId();
  const problemId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkFormSubjects(rows.map((r) => r.text));
    if (!checked.ok) {
      setProblem(checked.problem);
      return;
    }
    await change(containerActions.subjects(container, checked.subjects));
  };

  return (
    <form className="studio-subform form-subjects" aria-labelledby={titleId} onSubmit={(e) => void onSubmit(e)}>
      <h5 id={titleId}>Assuntos do formulário {label}</h5>
      <p className="studio-hint">
        O que o visitante escolhe em “Assunto...”: de 1 a {FORM_SUBJECTS_MAX}, até {FORM_SUBJECT_MAX_LENGTH} caracteres cada, em
        maiúsculas.
      </p>
      <ol ref={list} className="form-subjects__list" aria-label={`Assuntos de ${label}`}>
        {rows.map((r, index) => (
          <SubjectRow
            key={r.key}
            row={r}
            index={index}
            count={rows.length}
            onText={(text) => setText(r.key, text)}
            onMove={(to) => move(index, to)}
            onRemove={() => remove(r.key)}
            describedBy={problem ? problemId : undefined}
          />
        ))}
      </ol>
      <div className="studio-buttons">
        <button
          type="button"
          className="neon-button studio-small"
          data-list-focus="add"
          disabled={rows.length >= FORM_SUBJECTS_MAX}
          onClick={add}
        >
          Adicionar assunto
        </button>
        <button type="submit" className="neon-button" data-list-focus="save">
          Salvar assuntos
        </button>
      </div>
      {problem && (
        <p id={problemId} className="studio-problem" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}

interface SubjectRowProps {
  row: Row;
  index: number;
  count: number;
  onText: (text: string) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  describedBy: string | undefined;
}

function SubjectRow({ row, index, count, onText, onMove, onRemove, describedBy }: SubjectRowProps) {
  const id = useId();
  const name = `Assunto ${index + 1}`;
  return (
    <li className="form-subjects__row">
      {/* The list's one problem, said under the list, describes every row; an empty row is the invalid one. */}
      <Field
        id={id}
        className="form-subjects__field"
        label={name}
        describedBy={describedBy}
        invalid={describedBy !== undefined && row.text.trim() === ''}
      >
        {(control) => (
          <input
            {...control}
            className="neon-field"
            value={row.text}
            maxLength={FORM_SUBJECT_MAX_LENGTH}
            autoComplete="off"
            data-list-focus={`${row.key}:text`}
            onChange={(e) => onText(e.target.value)}
          />
        )}
      </Field>
      <ListRowActions
        rowKey={row.key}
        index={index}
        count={count}
        name={name}
        onMove={onMove}
        onRemove={onRemove}
        removable={count > 1}
      />
    </li>
  );
}
