// Written by scripts/card-kinds.mjs from card-kinds/order.ts and the kinds’ folders: do not edit, run `npm run card-kinds`.
import { pixMessages } from './pix/messages';
import { whatsappMessages } from './whatsapp/messages';

/** Each kind’s refusals (its messages.ts), by kind; MESSAGES (kernel/messages.ts) holds them all. */
export const CARD_KIND_MESSAGES_BY_KIND = { whatsapp: whatsappMessages, pix: pixMessages };

/** Every kind’s refusals in one record, spread into MESSAGES. */
export const CARD_KIND_MESSAGES = { ...whatsappMessages, ...pixMessages } as const;
