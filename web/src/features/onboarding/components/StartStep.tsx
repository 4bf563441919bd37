import { useId, useState } from 'react';
import { SKIN_MODELS, type SkinModelId } from '@lab/domain/skins';
import { Choice } from '../../../shared/ui/field';
import { ModelPicture } from './ModelPicture';

const STARTS: Array<{ id: SkinModelId | null; nome: string; descricao: string }> = [
  ...SKIN_MODELS,
  { id: null, nome: 'Página em branco', descricao: 'Só o seu perfil, para montar do zero.' },
];

/**
 * "Por onde começar?": the three models and an empty skin, as pictures she picks from, then the page
 * is made. A refusal shows above the button, and the choice stays.
 */
export function StartStep({
  address,
  pending,
  error,
  onBack,
  onStart,
}: {
  address: string;
  pending: boolean;
  error: string | null;
  onBack: () => void;
  onStart: (model: SkinModelId | null) => void;
}) {
  const [model, setModel] = useState<SkinModelId | null>(SKIN_MODELS[0].id);
  const errorId = useId();
  return (
    <form
      className="onboarding__step"
      aria-labelledby="onboarding-start-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending) onStart(model);
      }}
    >
      <h2 id="onboarding-start-title" className="onboarding__title">
        Por onde começar?
      </h2>
      <p className="onboarding__lead">Escolha um ponto de partida para /{address}. Tudo pode ser editado depois.</p>
      <fieldset className="onboarding__starts" aria-describedby={error ? errorId : undefined}>
        <legend className="visually-hidden">Ponto de partida</legend>
        {STARTS.map((start) => (
          <Choice
            key={start.id ?? 'vazia'}
            className="onboarding__start"
            label={
              <>
                <ModelPicture model={start.id} />
                <span className="onboarding__start-text">
                  <strong>{start.nome}</strong>
                  <span>{start.descricao}</span>
                </span>
              </>
            }
          >
            {(control) => (
              <input {...control} type="radio" name="inicio" checked={model === start.id} onChange={() => setModel(start.id)} />
            )}
          </Choice>
        ))}
      </fieldset>
      {error ? (
        <p id={errorId} className="onboarding__help onboarding__help--problem" role="alert">
          {error}
        </p>
      ) : null}
      <div className="onboarding__actions">
        <button type="button" className="neon-button" onClick={onBack} disabled={pending}>
          Voltar
        </button>
        <button type="submit" className="neon-button neon-button--filled" disabled={pending} aria-busy={pending}>
          {pending ? 'Criando...' : 'Criar minha página'}
        </button>
      </div>
    </form>
  );
}
