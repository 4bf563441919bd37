/**
 * The page's registry of card kinds: each kind's View.tsx, one line per kind below. A public page
 * imports this and the pure registry (card-kinds.ts) only, never a kind's Form or server part.
 */
import type { ComponentType } from 'react';
import { kindFieldsOf, type CardKind, type CardKindStored, type CardKindStoredFields } from '../card-kinds';
import type { KindViewProps } from './plugin';
import { PixView } from './pix/View';
import { WhatsappView } from './whatsapp/View';

const VIEWS: { [K in CardKind]: ComponentType<KindViewProps<CardKindStoredFields<K>>> } = {
  whatsapp: WhatsappView,
  pix: PixView,
};

/** What a card of a kind offers beyond its text (the WhatsApp link, the Pix QR and code); nothing for a plain card. */
export function CardKindView({ card }: { card: CardKindStored & { id: string; name: string } }) {
  const kind = kindFieldsOf(card);
  if (!kind) return null;
  const View = VIEWS[kind.tipo] as ComponentType<KindViewProps<object>>;
  return <View card={card} fields={kind.fields} />;
}
