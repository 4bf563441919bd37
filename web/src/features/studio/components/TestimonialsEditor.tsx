import { useId, useMemo, useState, type FormEvent } from 'react';
import { DEPOIMENTO_NOME_MAX, DEPOIMENTO_PAPEL_MAX, DEPOIMENTO_TEXTO_MAX, DEPOIMENTOS_MAX } from '@lab/domain/testimonials';
import { Field } from '../../../shared/ui/field';
import { DraftNotice } from '../drafts/DraftNotice';
import { useDraft } from '../drafts/drafts';
import { containerActions } from '../studio-actions';
import { containerLabel, type StudioContainer } from '../studio-model';
import { ImagePicker } from './ImagePicker';
import { LengthLeft } from './LengthLeft';
import { ListRowActions } from './ListRowActions';
import { useStudioContext } from './studio-context';
import { TestimonialRequests } from './TestimonialRequests';
import { checkQuotes, newQuoteRow, rowsOf, type QuoteProblems, type QuoteRow } from './testimonials-form';
import './testimonials-editor.css';

/**
 * Her clients' quotes: written, edited, removed and reordered as one draft (kept on this device until
 * saved, like a card's) and saved whole with "Salvar depoimentos", each problem said under its field;
 * then her link asking for more and the ones sent through it. Render it with a key of the stored list.
 */
export function TestimonialsEditor({ container }: { container: StudioContainer }) {
  const { skin, change } = useStudioContext();
  const label = containerLabel(container);
  const stored = useMemo(() => rowsOf(container.depoimentos), [container.depoimentos]);
  const draft = useDraft<QuoteRow[]>(skin, `depoimentos:${container.id_container}`, stored);
  const rows = draft.value;
  const [problems, setProblems] = useState<QuoteProblems>({});
  const [saving, setSaving] = useState(false);
  const titleId = useId();
  const setRows = (next: (latest: QuoteRow[]) => QuoteRow[]) => {
    draft.set(next);
    setProblems({});
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const checked = checkQuotes(rows);
    if (!checked.ok) return setProblems(checked.problems);
    draft.set(rowsOf(checked.config));
    setSaving(true);
    const result = await change(containerActions.depoimentos(container, checked.config));
    setSaving(false);
    if (result.ok) draft.saved();
    else setProblems({ '': result.reason ?? 'Não foi possível salvar os depoimentos.' });
  };

  return (
    <div className="testimonials-editor">
      <form className="studio-subform" aria-labelledby={titleId} noValidate onSubmit={(e) => void onSubmit(e)}>
        <h5 id={titleId}>Depoimentos {label}</h5>
        <DraftNotice draft={draft} what={`dos depoimentos ${label}`} />
        <p className="studio-hint">Até {DEPOIMENTOS_MAX} depoimentos, na ordem em que a página os mostra.</p>
        {problems[''] && (
          <p className="studio-problem" role="alert">
            {problems['']}
          </p>
        )}
        <ol className="testimonials-editor__list" aria-label={`Depoimentos de ${label}`}>
          {rows.map((row, index) => (
            <QuoteFields
              key={row.id}
              row={row}
              index={index}
              count={rows.length}
              problems={problems}
              onChange={(fields) => setRows((latest) => latest.map((r) => (r.id === row.id ? { ...r, ...fields } : r)))}
              onMove={(to) => setRows((latest) => moved(latest, index, to))}
              onRemove={() => setRows((latest) => latest.filter((r) => r.id !== row.id))}
            />
          ))}
        </ol>
        <div className="studio-buttons">
          <button
            type="button"
            className="neon-button studio-small"
            disabled={rows.length >= DEPOIMENTOS_MAX}
            onClick={() => setRows((latest) => [...latest, newQuoteRow()])}
          >
            Adicionar depoimento
          </button>
          <button type="submit" className="neon-button neon-button--filled" aria-busy={saving}>
            Salvar depoimentos
          </button>
        </div>
      </form>
      <TestimonialRequests container={container} />
    </div>
  );
}

function moved(rows: QuoteRow[], from: number, to: number): QuoteRow[] {
  const next = [...rows];
  const [row] = next.splice(from, 1);
  if (row) next.splice(Math.max(0, Math.min(to, next.length)), 0, row);
  return next;
}

interface QuoteFieldsProps {
  row: QuoteRow;
  index: number;
  count: number;
  problems: QuoteProblems;
  onChange: (fields: Partial<QuoteRow>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

function QuoteFields({ row, index, count, problems, onChange, onMove, onRemove }: QuoteFieldsProps) {
  const id = useId();
  const name = `Depoimento ${index + 1}`;
  const problem = (field: string) => problems[`${index}.${field}`] ?? null;
  return (
    <li className="testimonials-editor__row">
      <fieldset className="testimonials-editor__fields">
        <legend>{name}</legend>
        <Field
          id={`${id}-texto`}
          className="studio-field"
          label="Depoimento"
          error={problem('texto')}
          announceError
          describedBy={`${id}-texto-left`}
          after={<LengthLeft id={`${id}-texto-left`} value={row.texto} max={DEPOIMENTO_TEXTO_MAX} />}
        >
          {(control) => (
            <textarea
              {...control}
              className="neon-field"
              rows={4}
              value={row.texto}
              onChange={(e) => onChange({ texto: e.target.value })}
            />
          )}
        </Field>
        <Field id={`${id}-nome`} className="studio-field" label="Nome" error={problem('nome')} announceError>
          {(control) => (
            <input
              {...control}
              className="neon-field"
              value={row.nome}
              maxLength={DEPOIMENTO_NOME_MAX * 2}
              autoComplete="off"
              onChange={(e) => onChange({ nome: e.target.value })}
            />
          )}
        </Field>
        <Field
          id={`${id}-papel`}
          className="studio-field"
          label="Cargo ou empresa"
          hint="Opcional."
          error={problem('papel')}
          announceError
        >
          {(control) => (
            <input
              {...control}
              className="neon-field"
              value={row.papel}
              maxLength={DEPOIMENTO_PAPEL_MAX * 2}
              autoComplete="off"
              onChange={(e) => onChange({ papel: e.target.value })}
            />
          )}
        </Field>
        <ImagePicker
          label="Foto (opcional)"
          uploadLabel="Enviar foto do aparelho"
          value={row.foto}
          onChange={(foto) => onChange({ foto })}
        />
        {problem('foto') && <p className="studio-problem">{problem('foto')}</p>}
      </fieldset>
      <ListRowActions rowKey={index} index={index} count={count} name={name} onMove={onMove} onRemove={onRemove} />
    </li>
  );
}
