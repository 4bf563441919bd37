// Written by scripts/card-kinds.mjs from card-kinds/order.ts and the kinds’ folders: do not edit, run `npm run card-kinds`.
import type { CardKind, CardKindStoredFields } from './kinds';
import type { CardKindPage } from './plugin';
import { pixPage } from './pix/View';
import { whatsappPage } from './whatsapp/View';

/** Each kind’s page part (its View.tsx): all a public page loads of the kinds. */
export const CARD_KIND_PAGES: { [K in CardKind]: CardKindPage<CardKindStoredFields<K>> } = {
  whatsapp: whatsappPage,
  pix: pixPage,
};
