import { useId, useState, type FormEvent } from 'react';
import { cardShowsNothing, type CardContentField, type CardFields } from '@lab/domain/commands';
import { MESSAGES, STUDIO_TEXT_LIMITS as MAX } from '@lab/domain/kernel';
import { normalLink } from '@lab/domain/skins';
import { Choice, Field } from '../../../shared/ui/field';
import { DraftNotice } from '../drafts/DraftNotice';
import { useDraft } from '../drafts/drafts';
import { CardKindSection } from './CardKindFields';
import { ImagePicker } from './ImagePicker';
import { LengthLeft } from './LengthLeft';
import { ScheduleFields, useScheduleCheck } from './ScheduleFields';
import { useStudioContext } from './studio-context';

type TextField = Exclude<CardContentField, 'imagem' | 'descricao'>;

/** The card's text fields in the order the public card shows them, with their labels. */
const TEXT_FIELDS: ReadonlyArray<{ field: TextField; label: string; max: number; type?: 'url' }> = [
  { field: 'name', label: 'Nome do card', max: MAX.cardName },
  { field: 'titulo', label: 'Título', max: MAX.cardTitle },
  { field: 'nomeDescricao', label: 'Nome da descrição', max: MAX.cardNameDescription },
  { field: 'atividade', label: 'Atividade', max: MAX.cardActivity },
  { field: 'criador', label: 'Criador', max: MAX.cardCreator },
  { field: 'periodo', label: 'Período', max: MAX.cardPeriod },
  { field: 'linkExterno', label: 'Link externo', max: MAX.url, type: 'url' },
];

/**
 * The card's form: a WhatsApp or Pix card asks only for its kind's fields, a plain card for every
 * field the public card shows. The whole card is saved at once (Salvar card); until then what is
 * typed is a draft kept in this browser (drafts.ts), and a refusal keeps it so it can be fixed.
 */
export function CardForm({
  title,
  initial,
  draftKey,
  onSave,
  onCancel,
  chooseKind = false,
}: {
  title: string;
  /** A new card: its kind is chosen here, once. */
  chooseKind?: boolean;
  initial: CardFields;
  /** Where its draft is kept: "card:<id>", or "new-card:<container>" for a new card. */
  draftKey: string;
  /** Resolves true when the server kept the card. */
  onSave: (card: CardFields) => Promise<boolean>;
  /** Closes the form; the draft is thrown away first (Cancelar) or was saved. */
  onCancel: () => void;
}) {
  const { skin } = useStudioContext();
  const draft = useDraft(skin, draftKey, initial);
  const card = draft.value;
  const [saving, setSaving] = useState(false);
  const [empty, setEmpty] = useState(false);
  const [linkOnly, setLinkOnly] = useState(false);
  const dates = useScheduleCheck();
  const setCard = (change: CardFields | ((latest: CardFields) => CardFields)) => {
    draft.set(change);
    setEmpty(false);
    dates.clear();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    // The server refuses it too; saying it here keeps the reason next to the card.
    if (cardShowsNothing(card)) return setEmpty(true);
    if (!dates.passes(card)) return;
    setSaving(true);
    // A link typed as "behance.net/marina" is the address she meant, sent with its https://.
    const link = normalLink(card.linkExterno);
    if (link !== card.linkExterno) setCard({ ...card, linkExterno: link });
    const kept = await onSave({ ...card, linkExterno: link });
    setSaving(false);
    if (kept) {
      draft.saved();
      onCancel();
    }
  };

  return (
    <form className="studio-card-form" aria-label={title} onSubmit={(e) => void onSubmit(e)}>
      <h5>{title}</h5>
      <DraftNotice draft={draft} what={`do ${title}`} />
      <CardKindSection choose={chooseKind} card={card} onChange={setCard} linkOnly={linkOnly} setLinkOnly={setLinkOnly} />
      {card.tipo === undefined && <PlainCardFields card={card} onChange={setCard} linkOnly={linkOnly} />}
      {empty && (
        <p className="studio-problem" role="alert">
          {MESSAGES.cardEmpty}
        </p>
      )}
      <ScheduleFields value={card} onChange={(next) => setCard({ ...card, ...next })} error={dates.problem} />
      <div className="studio-buttons">
        <button type="submit" className="neon-button neon-button--filled" aria-busy={saving}>
          Salvar card
        </button>
        <button
          type="button"
          className="neon-button"
          onClick={() => {
            draft.discard();
            onCancel();
          }}
        >
          Cancelar
        </button>
      </div>
    </form>
  );
}

/** A link card: its title and the address it opens. */
const LINK_FIELDS: typeof TEXT_FIELDS = [
  { field: 'titulo', label: 'Título', max: MAX.cardTitle },
  { field: 'linkExterno', label: 'Endereço do link', max: MAX.url, type: 'url' },
];

/** Every field of a plain card, in the order the public card shows them, and its icons; a link's two. */
function PlainCardFields({
  card,
  onChange,
  linkOnly,
}: {
  card: CardFields;
  onChange: (change: CardFields | ((latest: CardFields) => CardFields)) => void;
  linkOnly: boolean;
}) {
  const baseId = useId();
  if (linkOnly) return <TextFields baseId={baseId} fields={LINK_FIELDS} card={card} onChange={onChange} />;
  const set = <K extends keyof CardFields>(field: K, value: CardFields[K]) => onChange({ ...card, [field]: value });
  const toggleAddOn = (id: string, on: boolean) =>
    set('addOns', on ? [...card.addOns.filter((a) => a !== id), id] : card.addOns.filter((a) => a !== id));
  return (
    <>
      <TextFields baseId={baseId} fields={TEXT_FIELDS} card={card} onChange={onChange} />
      <Field id={`${baseId}-descricao`} className="studio-field" label="Descrição">
        {(control) => (
          <textarea
            {...control}
            className="neon-field studio-textarea"
            rows={4}
            value={card.descricao}
            onChange={(e) => set('descricao', e.target.value)}
          />
        )}
      </Field>
      <ImagePicker
        label="Imagem (URL https)"
        uploadLabel="Enviar imagem do dispositivo"
        value={card.imagem}
        // The upload lands later: it changes the card as it is then, keeping what was typed meanwhile.
        onChange={(url) => onChange((latest) => ({ ...latest, imagem: url }))}
      />
      <AddOnPicker chosen={card.addOns} onToggle={toggleAddOn} />
    </>
  );
}

function TextFields({
  baseId,
  fields,
  card,
  onChange,
}: {
  baseId: string;
  fields: typeof TEXT_FIELDS;
  card: CardFields;
  onChange: (card: CardFields) => void;
}) {
  return (
    <div className="studio-card-form__grid">
      {fields.map((spec) => (
        <CardTextField
          key={spec.field}
          id={`${baseId}-${spec.field}`}
          spec={spec}
          value={card[spec.field]}
          onChange={(value) => onChange({ ...card, [spec.field]: value })}
        />
      ))}
    </div>
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
          <Choice
            key={addOn.id}
            className="studio-addon"
            label={
              <>
                <img src={addOn.url_img} alt="" width={24} height={24} />
                {addOn.nome}
              </>
            }
          >
            {(control) => (
              <input
                {...control}
                type="checkbox"
                checked={chosen.includes(addOn.id)}
                onChange={(e) => onToggle(addOn.id, e.target.checked)}
              />
            )}
          </Choice>
        ))
      )}
    </fieldset>
  );
}

interface CardTextFieldProps {
  id: string;
  spec: (typeof TEXT_FIELDS)[number];
  value: string;
  onChange: (value: string) => void;
}

/** One text field of the card, with how much is left once it is nearly full; a link gets https:// when she leaves it. */
function CardTextField({ id, spec: { label, max, type }, value, onChange }: CardTextFieldProps) {
  const url = type === 'url';
  return (
    <Field
      id={id}
      className="studio-field"
      label={label}
      describedBy={`${id}-left`}
      after={<LengthLeft id={`${id}-left`} value={value} max={max} />}
    >
      {(control) => (
        <input
          {...control}
          className="neon-field"
          // Text, not url: the browser's own check would refuse "behance.net/marina", which gets https:// instead.
          type="text"
          inputMode={url ? 'url' : undefined}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={url ? () => onChange(normalLink(value)) : undefined}
          autoComplete="off"
          autoCapitalize={url ? 'none' : undefined}
          placeholder={url ? 'exemplo.com/seu-trabalho' : undefined}
        />
      )}
    </Field>
  );
}
