import { useId, useState, type FormEvent } from 'react';
import { STUDIO_TEXT_LIMITS as MAX } from '@lab/domain/kernel';
import type { Janela } from '@lab/domain/schedule';
import { Field } from '../../../shared/ui/field';
import { containerActions } from '../studio-actions';
import { containerLabel, type StudioContainer } from '../studio-model';
import { ImagePicker } from './ImagePicker';
import { LengthLeft } from './LengthLeft';
import { ScheduleFields, useScheduleCheck } from './ScheduleFields';
import { useStudioContext } from './studio-context';

/** Title, icon and dates of a container (the same on every page it sits on). */
export function ContainerForm({ container, onDone }: { container: StudioContainer; onDone: () => void }) {
  const { change } = useStudioContext();
  const [titulo, setTitulo] = useState(container.titulo);
  const [iconUrl, setIconUrl] = useState(container.iconUrl);
  const [dates, setDates] = useState<Janela>({ inicio: container.inicio ?? null, fim: container.fim ?? null });
  const check = useScheduleCheck();
  const id = useId();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check.passes(dates)) return;
    if ((await change(containerActions.update(container, titulo.trim(), iconUrl.trim(), dates))).ok) onDone();
  };
  return (
    <form
      className="studio-subform"
      aria-label={`Editar container ${containerLabel(container)}`}
      onSubmit={(e) => void onSubmit(e)}
    >
      <Field
        id={id}
        className="studio-field"
        label="Título do container"
        describedBy={`${id}-left`}
        after={<LengthLeft id={`${id}-left`} value={titulo.trim()} max={MAX.containerTitle} />}
      >
        {(control) => (
          <input
            {...control}
            className="neon-field"
            value={titulo}
            onChange={(e) => setTitulo(e.target.value)}
            autoComplete="off"
          />
        )}
      </Field>
      <ImagePicker
        label="Ícone do container (URL https)"
        uploadLabel="Enviar ícone do dispositivo"
        value={iconUrl}
        onChange={setIconUrl}
      />
      <ScheduleFields
        value={dates}
        onChange={(next) => {
          setDates(next);
          check.clear();
        }}
        error={check.problem}
      />
      <div className="studio-buttons">
        <button type="submit" className="neon-button">
          Salvar container
        </button>
        <button type="button" className="neon-button" onClick={onDone}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
