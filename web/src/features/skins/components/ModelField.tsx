import { SKIN_MODELS, type SkinModelId } from '@lab/domain/skins';
import { Choice } from '../../../shared/ui/field';

/**
 * "Começar de": an empty skin, as always, or one of the models made for the site (a designer's
 * portfolio, a developer's projects, a small service business), whose pages the creator then edits.
 */
export function ModelField({ value, onChange }: { value: SkinModelId | null; onChange: (model: SkinModelId | null) => void }) {
  const options: Array<{ id: SkinModelId | null; nome: string; descricao: string }> = [
    { id: null, nome: 'Skin vazia', descricao: 'Só a página inicial, para montar do zero.' },
    ...SKIN_MODELS,
  ];
  return (
    <fieldset className="new-skin__models">
      <legend>Começar de um modelo</legend>
      {options.map((option) => (
        <Choice
          key={option.id ?? 'vazia'}
          className="new-skin__model"
          label={
            <span>
              <strong>{option.nome}</strong>
              <span className="new-skin__model-text">{option.descricao}</span>
            </span>
          }
        >
          {(control) => (
            <input {...control} type="radio" name="modelo" checked={value === option.id} onChange={() => onChange(option.id)} />
          )}
        </Choice>
      ))}
    </fieldset>
  );
}
