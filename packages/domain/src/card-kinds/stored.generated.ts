// Written by scripts/card-kinds.mjs from card-kinds/order.ts and the kinds’ folders: do not edit, run `npm run card-kinds`.
import type * as z from 'zod/mini';
import type { CardKind, CardKindStoredFields } from './kinds';
import { pixStored } from './pix/stored';
import { whatsappStored } from './whatsapp/stored';

/** What each kind stores (its stored.ts), for the Store’s card schema. */
export const CARD_KIND_STORED: { [K in CardKind]: z.ZodMiniType<CardKindStoredFields<K>> } = {
  whatsapp: whatsappStored,
  pix: pixStored,
};
