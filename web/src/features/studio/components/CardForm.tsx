import { useId, useState, type FormEvent } from 'react';
import type { CardContentField, CardFields } from '@lab/domain';
import { CardKindSection } from './CardKindFields';
import { ImagePicker } from './ImagePicker';
import { useStudioContext } from './studio-context';

type TextField = Exclude<CardContentField, 'imagem' | 'descricao'>;

/** The card's text fields in the order the public card shows them, with their labels. */
const TEXT_FIELDS: ReadonlyArray<{ field: TextField; label: string; type?: 'url' }> = [
  { field: 'name', label: 'Nome do card' },
  { field: 'titulo', label: 'Título' },
  { field: 'nomeDescricao', label: 'Nome da descrição' },
  { field: 'atividade', label: 'Atividade' },
  { field: 'criador', label: 'Criador' },
  { field: 'periodo', label: 'Período' },
  { field: 'linkExterno', label: 'Link externo', type: 'url' },
];

/**
 * Every field the public card shows. The whole card is saved at once (Salvar card); a refusal keeps
 * what was typed so it can be fixed, while the list and the preview show what is stored.
 */
export function CardForm({
  title,
  initial,
  onSave,
  onCancel,
  chooseKind = false,
}: {
  title: string;
  /** A new card: its kind is chosen here, once. */
  chooseKind?: boolean;
  initial: CardFields;
  /** Resolves true when the server kept the card. */
  onSave: (card: CardFields) => Promise<boolean>;
  onCancel: () => void;
}) {
  const [card, setCard] = useState<CardFields>(initial);
  const [saving, setSaving] = useState(false);
  const baseId = useId();
  const set = <K extends keyof CardFields>(field: K, value: CardFields[K]) => setCard((c) => ({ ...c, [field]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    const kept = await onSave(card);
    setSaving(false);
    if (kept) onCancel();
  };

  const toggleAddOn = (id: string, on: boolean) =>
    set('addOns', on ? [...card.addOns.filter((a) => a !== id), id] : card.addOns.filter((a) => a !== id));

  return (
    <form className="studio-card-form" aria-label={title} onSubmit={(e) => void onSubmit(e)}>
      <h5>{title}</h5>
      <CardKindSection choose={chooseKind} card={card} onChange={setCard} />
      <div className="studio-card-form__grid">
        {TEXT_FIELDS.map(({ field, label, type }) => (
          <div className="studio-field" key={field}>
            <label htmlFor={`${baseId}-${field}`}>{label}</label>
            <input
              id={`${baseId}-${field}`}
              className="neon-field"
              type={type ?? 'text'}
              value={card[field]}
              onChange={(e) => set(field, e.target.value)}
              autoComplete="off"
              placeholder={type === 'url' ? 'https://' : undefined}
            />
          </div>
        ))}
      </div>
      <div className="studio-field">
        <label htmlFor={`${baseId}-descricao`}>Descrição</label>
        <textarea
          id={`${baseId}-descricao`}
          className="neon-field studio-textarea"
          rows={4}
          value={card.descricao}
          onChange={(e) => set('descricao', e.target.value)}
        />
      </div>
      <ImagePicker
        label="Imagem (URL https)"
        uploadLabel="Enviar imagem do dispositivo"
        value={card.imagem}
        onChange={(url) => set('imagem', url)}
      />
      <AddOnPicker chosen={card.addOns} onToggle={toggleAddOn} />
      <div className="studio-buttons">
        <button type="submit" className="neon-button neon-button--filled" aria-busy={saving}>
          Salvar card
        </button>
        <button type="button" className="neon-button" onClick={onCancel}>
          Cancelar
        </button>
      </div>
    </form>
  );
}

/** The catalogue's icons a card may show, each a checkbox. */
function AddOnPicker({ chosen, onToggle }: { chosen: readonly string[]; onToggle: (id: string, on: boolean) => void }) {
  const { site } = useStudioContext();
  return (
    <fieldset className="studio-addons">
      <legend>Ícones (add-ons)</legend>
      {site.addOnCatalog.length === 0 ? (
        <p className="studio-hint">O catálogo de ícones está vazio.</p>
      ) : (
        site.addOnCatalog.map((addOn) => (
          <label key={addOn.id} className="studio-addon">
            <input type="checkbox" checked={chosen.includes(addOn.id)} onChange={(e) => onToggle(addOn.id, e.target.checked)} />
            <img src={addOn.url_img} alt="" width={24} height={24} />
            {addOn.nome}
          </label>
        ))
      )}
    </fieldset>
  );
}
