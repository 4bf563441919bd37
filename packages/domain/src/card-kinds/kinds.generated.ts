// Written by scripts/card-kinds.mjs from card-kinds/order.ts and the kinds’ folders: do not edit, run `npm run card-kinds`.
import { pixKind } from './pix/kind';
import { whatsappKind } from './whatsapp/kind';

/** Every kind’s pure part by the `tipo` a card carries: the order is the studio’s order of choice. */
export const CARD_KIND_PLUGINS = {
  whatsapp: whatsappKind,
  pix: pixKind,
};
