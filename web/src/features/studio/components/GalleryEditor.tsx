import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { GALLERY_LIMITS, thumbUrlOf, type GaleriaImagem } from '@lab/domain/gallery';
import { IMAGE_PICKER_ACCEPT } from '../../../shared/images';
import { assetUrl } from '../../../shared/ui/asset-url';
import { Field } from '../../../shared/ui/field';
import { useEditableList, type EditableRow } from '../hooks/use-editable-list';
import { containerActions } from '../studio-actions';
import { containerLabel, type StudioContainer } from '../studio-model';
import { ListRowActions } from './ListRowActions';
import { useStudioContext } from './studio-context';
import './gallery-editor.css';

/** A picture while edited. */
interface Row extends EditableRow {
  imagem: GaleriaImagem;
}

/** A new picture's id: what the list and the viewer key it by, never shown. */
function newImageId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

/** Her pictures while edited, and the pictures sent from the device added at the end as they are stored. */
function useGalleryRows(container: StudioContainer) {
  const { uploadSized } = useStudioContext();
  const [rows, setRows] = useState<Row[]>(() => (container.galeria?.imagens ?? []).map((imagem, key) => ({ key, imagem })));
  const editing = useEditableList<Row, string>(
    () => rows,
    () => ({ key: -1, imagem: { id: '', src: '', alt: '', largura: 1, altura: 1 } }),
    { rows, setRows },
  );
  const [sending, setSending] = useState(false);
  const [added, setAdded] = useState<number | null>(null);
  const send = async (files: File[]) => {
    setSending(true);
    let current = rows;
    for (const file of files.slice(0, GALLERY_LIMITS.imagens - rows.length)) {
      const stored = await uploadSized(file);
      if (!stored) break;
      const key = Math.max(-1, ...current.map((r) => r.key)) + 1;
      const imagem = { id: newImageId(), src: stored.url, alt: '', largura: stored.width, altura: stored.height };
      current = [...current, { key, imagem }];
      setRows(current);
      setAdded(key);
    }
    setSending(false);
  };
  return { ...editing, sending, added, send };
}

/**
 * A gallery's pictures, edited as a list (send from the device, describe, reorder, remove) and saved
 * whole. A picture sent is stored at once (like a card's image), but the page shows it only once the
 * list is saved. Render it with a key of the stored list: a save that changes it starts afresh.
 */
export function GalleryEditor({ container }: { container: StudioContainer }) {
  const { change } = useStudioContext();
  const label = containerLabel(container);
  const { rows, list, problem, setProblem, change: changeRow, move, remove, sending, added, send } = useGalleryRows(container);
  const titleId = useId();
  const fileId = useId();
  const problemId = useId();
  const form = useRef<HTMLFormElement>(null);
  const full = rows.length >= GALLERY_LIMITS.imagens;

  // A picture just sent is described next: its field takes the focus.
  useEffect(() => {
    if (added !== null) form.current?.querySelector<HTMLElement>(`[data-list-focus="${added}:text"]`)?.focus();
  }, [added]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await change(containerActions.gallery(container, { imagens: rows.map((r) => r.imagem) }));
    if (!outcome.ok && outcome.reason) setProblem(outcome.reason);
  };

  return (
    <form ref={form} className="studio-subform gallery-editor" aria-labelledby={titleId} onSubmit={(e) => void onSubmit(e)}>
      <h5 id={titleId}>Imagens da galeria {label}</h5>
      <p className="studio-hint">
        Até {GALLERY_LIMITS.imagens} imagens. Descreva cada uma: a descrição é lida para quem não vê a imagem e aparece na
        legenda.
      </p>
      {rows.length === 0 ? <p className="studio-hint">Nenhuma imagem ainda.</p> : null}
      <ol ref={list} className="gallery-editor__list" aria-label={`Imagens de ${label}`}>
        {rows.map((r, index) => (
          <ImageRow
            key={r.key}
            row={r}
            index={index}
            count={rows.length}
            onAlt={(alt) => changeRow(r.key, { imagem: { ...r.imagem, alt } })}
            onMove={(to) => move(index, to)}
            onRemove={() => remove(r.key)}
          />
        ))}
      </ol>
      <Field
        id={fileId}
        className="studio-field"
        label="Adicionar imagens do dispositivo"
        hint={full ? `A galeria já tem ${GALLERY_LIMITS.imagens} imagens.` : undefined}
      >
        {(control) => (
          <input
            {...control}
            className="studio-file"
            type="file"
            multiple
            accept={IMAGE_PICKER_ACCEPT}
            aria-busy={sending}
            disabled={full || sending}
            data-list-focus="add"
            onChange={(e) => {
              void send([...(e.target.files ?? [])]);
              e.target.value = '';
            }}
          />
        )}
      </Field>
      <div className="studio-buttons">
        <button type="submit" className="neon-button" data-list-focus="save" disabled={sending}>
          Salvar galeria
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

interface ImageRowProps {
  row: Row;
  index: number;
  count: number;
  onAlt: (alt: string) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

function ImageRow({ row, index, count, onAlt, onMove, onRemove }: ImageRowProps) {
  const id = useId();
  const { imagem } = row;
  return (
    <li className="gallery-editor__row">
      <img
        className="gallery-editor__preview"
        src={assetUrl(thumbUrlOf(imagem.src) ?? imagem.src)}
        alt=""
        width={72}
        height={72}
        loading="lazy"
      />
      <Field id={id} className="gallery-editor__field" label={`Descrição da imagem ${index + 1}`}>
        {(control) => (
          <input
            {...control}
            className="neon-field"
            value={imagem.alt}
            maxLength={GALLERY_LIMITS.alt}
            autoComplete="off"
            data-list-focus={`${row.key}:text`}
            onChange={(e) => onAlt(e.target.value)}
          />
        )}
      </Field>
      <ListRowActions
        rowKey={row.key}
        index={index}
        count={count}
        name={`Imagem ${index + 1}`}
        onMove={onMove}
        onRemove={onRemove}
      />
    </li>
  );
}
