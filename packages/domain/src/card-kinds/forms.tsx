/**
 * The studio's registry of card kinds: each kind's Form.tsx, one line per kind below. Only the
 * studio imports it.
 */
import type { ComponentType } from 'react';
import { kindFieldsOf, type CardKind, type CardKindInput, type CardKindTyped } from './kinds';
import type { KindFormProps } from './plugin';
import { PixForm } from './pix/Form';
import { WhatsappForm } from './whatsapp/Form';

const FORMS: { [K in CardKind]: ComponentType<KindFormProps<CardKindTyped<K>>> } = {
  whatsapp: WhatsappForm,
  pix: PixForm,
};

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
