/**
 * The page's side of the card kinds: each kind's page part (its View.tsx), registered in
 * views.generated.tsx from the folders. A public page imports this alone of the kinds, never their
 * pure registry (kinds.ts, which holds the studio's and the server's needs), a Form or a server part.
 */
import type { ComponentType } from 'react';
import type { CardKind, CardKindStored } from './kinds';
import type { CardKindPage, KindViewProps } from './plugin';
import { CARD_KIND_PAGES as PAGES } from './views.generated';

type ViewedCard = CardKindStored & { id: string; name: string };

/** A card's kind with its stored fields and its page part, or null for a plain card (or a kind not known). */
export function cardKindPageOf(card: CardKindStored): { page: CardKindPage<object>; fields: object; tipo: CardKind } | null {
  const tipo = card.tipo;
  if (typeof tipo !== 'string' || !Object.hasOwn(PAGES, tipo)) return null;
  const fields = card[tipo];
  return fields ? { page: PAGES[tipo] as CardKindPage<object>, fields, tipo } : null;
}

/** What a card of a kind offers beyond its text (the WhatsApp link, the Pix QR and code); nothing for a plain card. */
export function CardKindView({ card }: { card: ViewedCard }) {
  const kind = cardKindPageOf(card);
  if (!kind) return null;
  const View = kind.page.View as ComponentType<KindViewProps<object>>;
  return <View card={card} fields={kind.fields} />;
}

/** The Pix QR as a card draws it, for a booking's deposit too. */
export { PixQrImage } from './pix/QrImage';
