/**
 * The kinds of card beyond the plain one, one folder each under card-kinds/ (a WhatsApp contact, a
 * Pix payment), and what every side derives from their pure parts. The registry itself is written
 * from the folders and card-kinds/order.ts (kinds.generated.ts, `npm run card-kinds`). A page draws a
 * stored card of any kind from these and the kind's View.tsx; checking and computing (phone
 * numbers, Pix keys, the BR Code, the QR) stay in each kind's server.ts, registered in
 * servers.generated.ts, so a public page never loads those libraries
 * (docs/decisions/0009-card-kinds.md, 0017-card-kind-plugins.md).
 */
import type { CardKindPlugin } from './plugin';
import { CARD_KIND_PLUGINS } from './kinds.generated';

export { whatsappButtonText, whatsappHref } from './whatsapp/link';
export type { WhatsappFields } from './whatsapp/schema';
export type { PixQr, StoredPix } from './pix/kind';
export type { PixFields } from './pix/schema';

export { CARD_KIND_PLUGINS };

type Plugins = typeof CARD_KIND_PLUGINS;
/** Absent on a card: the plain card every skin had before kinds. */
export type CardKind = keyof Plugins;
// Marked pure so a page that never reads the list does not keep the registry for it.
export const CARD_KINDS = /* @__PURE__ */ Object.keys(CARD_KIND_PLUGINS) as [CardKind, ...CardKind[]];

/** What the studio edits and sends for a kind. */
export type CardKindTyped<K extends CardKind> = Plugins[K] extends CardKindPlugin<infer Typed, object> ? Typed : never;
/** What is stored and published for a kind. */
export type CardKindStoredFields<K extends CardKind> = Plugins[K] extends CardKindPlugin<object, infer Stored> ? Stored : never;

/** The kind-specific part of a card as the studio sends it: `tipo` with that kind's fields. */
export type CardKindInput = { tipo?: CardKind } & { [K in CardKind]?: CardKindTyped<K> };
/** The kind-specific part of a stored card (CardDoc and what is published). */
export type CardKindStored = { tipo?: CardKind } & { [K in CardKind]?: CardKindStoredFields<K> };

/** A kind's pure part, its types loosened for code that serves every kind alike. */
export function cardKindPlugin(tipo: CardKind): CardKindPlugin<object, object> {
  return CARD_KIND_PLUGINS[tipo];
}

/** Whether a value names a registered kind (not just any key of an object). */
export function isCardKind(tipo: unknown): tipo is CardKind {
  return typeof tipo === 'string' && Object.hasOwn(CARD_KIND_PLUGINS, tipo);
}

/** The kind part of anything holding a stored card's fields, with no field that is absent. */
export function cardKindOf(source: CardKindStored): CardKindStored {
  const tipo = source.tipo;
  if (!isCardKind(tipo)) return {};
  const fields = source[tipo];
  return fields ? { tipo, [tipo]: fields } : {};
}

/** A kind's fields on a card that carries them (typed or stored), or null. */
export function kindFieldsOf(card: CardKindInput | CardKindStored): { tipo: CardKind; fields: object } | null {
  const tipo = card.tipo;
  if (!isCardKind(tipo)) return null;
  const fields = card[tipo];
  return fields ? { tipo, fields } : null;
}
