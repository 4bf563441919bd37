/**
 * The studio's side of the card kinds: each kind's Form.tsx, registered in forms.generated.tsx from
 * the folders. Only the studio imports it.
 */
import type { ComponentType } from 'react';
import { CARD_KIND_FORMS as FORMS } from './forms.generated';
import { kindFieldsOf, type CardKindInput } from './kinds';
import type { KindFormProps } from './plugin';

/** The inputs of a card's kind, or nothing for a plain card; a change replaces the kind's fields whole. */
export function CardKindForm<Card extends CardKindInput>({
  idPrefix,
  card,
  onChange,
}: {
  idPrefix: string;
  card: Card;
  onChange: (card: Card) => void;
}) {
  const kind = kindFieldsOf(card);
  if (!kind) return null;
  const Form = FORMS[kind.tipo] as ComponentType<KindFormProps<object>>;
  return <Form idPrefix={idPrefix} fields={kind.fields} onChange={(fields) => onChange({ ...card, [kind.tipo]: fields })} />;
}
