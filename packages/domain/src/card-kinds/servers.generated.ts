// Written by scripts/card-kinds.mjs from card-kinds/order.ts and the kinds’ folders: do not edit, run `npm run card-kinds`.
import type { CardKind, CardKindStoredFields, CardKindTyped } from './kinds';
import type { CardKindServer } from './server-plugin';
import { pixServer } from './pix/server';
import { whatsappServer } from './whatsapp/server';

/** Each kind’s payload schema and normalisation (its server.ts), for the handlers only. */
export const CARD_KIND_SERVERS: { [K in CardKind]: CardKindServer<CardKindTyped<K>, CardKindStoredFields<K>> } = {
  whatsapp: whatsappServer,
  pix: pixServer,
};
