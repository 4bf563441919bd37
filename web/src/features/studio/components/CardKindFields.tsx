import { useId } from 'react';
import { CARD_KINDS, cardKindPlugin, type CardKind } from '@lab/domain/card-kinds';
import { type CardFields } from '@lab/domain/commands';
import { CardKindForm } from '@lab/domain/card-kind-forms';
import { Choice } from '../../../shared/ui/field';

/** A card with the kind chosen: that kind's fields start empty, the other kinds' go away. */
export function withKind(card: CardFields, tipo: CardKind | undefined): CardFields {
  const rest: CardFields = { ...card };
  delete rest.tipo;
  for (const kind of CARD_KINDS) delete rest[kind];
  return tipo === undefined ? rest : { ...rest, tipo, [tipo]: card[tipo] ?? cardKindPlugin(tipo).empty };
}

/**
 * The kind of a new card: chosen once, when it is created (the server keeps it after that). A link
 * is a plain card whose form asks only for a title and the address.
 */
export function CardKindChoice({
  card,
  onChange,
  linkOnly,
  setLinkOnly,
}: {
  card: CardFields;
  onChange: (card: CardFields) => void;
  linkOnly: boolean;
  setLinkOnly: (linkOnly: boolean) => void;
}) {
  const options: ReadonlyArray<[CardKind | undefined, boolean, string]> = [
    [undefined, false, 'Card comum'],
    [undefined, true, 'Link'],
    ...CARD_KINDS.map((tipo): [CardKind, boolean, string] => [tipo, false, cardKindPlugin(tipo).label]),
  ];
  return (
    <fieldset className="studio-card-kind">
      <legend>Tipo de card</legend>
      {options.map(([tipo, link, label]) => (
        <Choice key={label} label={label}>
          {(control) => (
            <input
              {...control}
              type="radio"
              name="tipo"
              checked={card.tipo === tipo && linkOnly === link}
              onChange={() => {
                setLinkOnly(link);
                onChange(withKind(card, tipo));
              }}
            />
          )}
        </Choice>
      ))}
    </fieldset>
  );
}

/** The inputs of the card's kind (its own Form.tsx), or nothing for a plain card. */
export function CardKindFields({ card, onChange }: { card: CardFields; onChange: (card: CardFields) => void }) {
  const baseId = useId();
  return <CardKindForm idPrefix={baseId} card={card} onChange={onChange} />;
}

/** The kind part of the card form: the choice for a new card, then the kind's inputs. */
export function CardKindSection({
  choose,
  card,
  onChange,
  linkOnly,
  setLinkOnly,
}: {
  choose: boolean;
  card: CardFields;
  onChange: (card: CardFields) => void;
  linkOnly: boolean;
  setLinkOnly: (linkOnly: boolean) => void;
}) {
  return (
    <>
      {choose ? <CardKindChoice card={card} onChange={onChange} linkOnly={linkOnly} setLinkOnly={setLinkOnly} /> : null}
      <CardKindFields card={card} onChange={onChange} />
    </>
  );
}
