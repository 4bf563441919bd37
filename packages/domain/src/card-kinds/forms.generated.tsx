// Written by scripts/card-kinds.mjs from card-kinds/order.ts and the kinds’ folders: do not edit, run `npm run card-kinds`.
import type { ComponentType } from 'react';
import type { CardKind, CardKindTyped } from './kinds';
import type { KindFormProps } from './plugin';
import { PixForm } from './pix/Form';
import { WhatsappForm } from './whatsapp/Form';

/** Each kind’s inputs in the studio (its Form.tsx). */
export const CARD_KIND_FORMS: { [K in CardKind]: ComponentType<KindFormProps<CardKindTyped<K>>> } = {
  whatsapp: WhatsappForm,
  pix: PixForm,
};
