/** A card's fields: the common ones, written once, and a card's kind (card-kinds.ts) beside them. */
import { cardKindPlugin, type CardKindInput, type CardKindStored } from '../card-kinds/kinds';
import type { Janela } from '../schedule';

/**
 * Every field a card shows, written once: the stored card (CardDoc), the studio's form and the
 * editSkin payload all take theirs from here. `imagem` is an https URL (typed by hand or returned by
 * uploadSkinImage) or empty; `linkExterno` http/https only, or empty.
 */
export const CARD_CONTENT_FIELDS = [
  'name',
  'nomeDescricao',
  'titulo',
  'descricao',
  'imagem',
  'atividade',
  'criador',
  'periodo',
  'linkExterno',
] as const;
export type CardContentField = (typeof CARD_CONTENT_FIELDS)[number];
export type CardContent = Record<CardContentField, string>;

/**
 * A card's fields as the studio edits them: its content, its icons, and for a card of a kind
 * (card-kinds.ts) `tipo` with that kind's fields.
 */
export interface CardFields extends CardContent, CardKindInput, Janela {
  /** Ids from the add_ons catalog, in display order. */
  addOns: string[];
}

/**
 * A card's fields checked and normalised (handlers/card-fields.ts): what the Store writes. Its dates
 * (Janela): a bound set, cleared (null), or left out to stay as stored.
 */
export interface NormalisedCardFields extends CardContent, CardKindStored, Janela {
  addOns: string[];
}

/** Just the content fields of anything that has them (a stored card, a form's fields). */
export function cardContentOf(source: CardContent): CardContent {
  return Object.fromEntries(CARD_CONTENT_FIELDS.map((field) => [field, source[field]])) as CardContent;
}

/** A card with nothing filled in: the studio's new-card form, and the base every test card starts from. */
export const EMPTY_CARD_FIELDS: Readonly<CardContent & { addOns: string[] }> = {
  ...cardContentOf(Object.fromEntries(CARD_CONTENT_FIELDS.map((field) => [field, ''])) as CardContent),
  addOns: [],
};

/**
 * Whether a card would be published with nothing to show (a blank card with only "Ler mais"): no
 * text, image or link on a plain card; for a card of a kind, as its kind says (no number on a
 * WhatsApp card, no key on a Pix card). Icons alone count as something to show. The studio says so
 * next to the form and editSkin refuses it.
 */
export function cardShowsNothing(card: CardContent & CardKindInput & { addOns: readonly string[] }): boolean {
  if (card.tipo !== undefined) {
    const fields = card[card.tipo];
    return !fields || !cardKindPlugin(card.tipo).showsSomething(fields);
  }
  return card.addOns.length === 0 && CARD_CONTENT_FIELDS.every((field) => card[field].trim() === '');
}
