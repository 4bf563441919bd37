/** Shorthand for the models' cards: the fields a card leaves empty need not be spelled out. */
import { EMPTY_CARD_FIELDS, type NormalisedCardFields } from '../../../studio/card-content';

export function card(fields: Partial<NormalisedCardFields>): NormalisedCardFields {
  return { ...EMPTY_CARD_FIELDS, addOns: [], ...fields };
}
