/** The stored shape of a card's fields, common and of its kind, for the entity schemas (entities.ts). */
import * as z from 'zod/mini';
import { CARD_KINDS, type CardKind, type CardKindStoredFields } from '../../card-kinds/kinds';
// What each kind stores (its stored.ts), written from the kinds' folders.
import { CARD_KIND_STORED as STORED } from '../../card-kinds/stored.generated';
import { CARD_CONTENT_FIELDS, type CardContentField } from '../card-content';

const text = z.string();

/** Every content field of a card is text: the list is CARD_CONTENT_FIELDS, written once. */
export const cardContent = Object.fromEntries(CARD_CONTENT_FIELDS.map((field) => [field, text])) as Record<
  CardContentField,
  typeof text
>;
/** A card of a kind (card-kinds.ts) carries `tipo` and that kind's map, as its kind stores it; a plain card neither. */
export const cardKind = {
  tipo: z.optional(z.enum(CARD_KINDS)),
  ...(Object.fromEntries(CARD_KINDS.map((kind) => [kind, z.optional(STORED[kind])])) as {
    [K in CardKind]: z.ZodMiniOptional<z.ZodMiniType<CardKindStoredFields<K>>>;
  }),
};
