/**
 * A card's fields as the studio (and anything else that writes a card) sends them, checked and
 * normalised in one place: `cardFieldsSchema` for a handler's payload schema, `normaliseCard` for
 * any other writer. The kind's fields (card-kinds.ts) come out normalised, with a Pix card's BR Code
 * and QR computed.
 */
import { z } from 'zod';
import { CARD_KINDS, type CardKind } from '../../card-kinds/kinds';
import { line, textBlock } from '../../card-kinds/text-fields';
import { cardContentOf, cardShowsNothing, type CardFields, type NormalisedCardFields } from '../card-content';
import { isAllowedImageUrl, isAllowedLink, imageUrlMaxLength, type OwnImageAddresses } from '../studio';
import { normalLink } from '../../skins/names';
import { LIMITS, STUDIO_TEXT_LIMITS as MAX } from '../../kernel/constants';
import { MESSAGES } from '../../kernel/messages';
import { CARD_KIND_SERVERS, normaliseCardKind } from './card-kind-fields';
import { documentId, parsePayload, text } from '../../kernel/commands/schemas';
import { refineSchedule, scheduleChangeOf, scheduleShape } from '../../schedule';

export { textBlock };

/** A line a person reads: no control or bidi-override character (hasHiddenCharacters), trimmed, so a title of spaces is an empty title. */
export const trimmed = (max: number, tooLong: string) => line(max, tooLong).transform((value) => value.trim());

/** An image address: https, the site's pictures, or what the image store itself hands out. */
export const imageUrlOf = (own: OwnImageAddresses) =>
  text(imageUrlMaxLength(own), MESSAGES.imageUrlInvalid).refine((url) => isAllowedImageUrl(url, own), MESSAGES.imageUrlInvalid);

/** Each kind's fields, optional: a card carries at most its own kind's (normaliseCardKind). */
function kindFields() {
  return Object.fromEntries(CARD_KINDS.map((kind) => [kind, CARD_KIND_SERVERS[kind].input.optional()])) as {
    [K in CardKind]: z.ZodOptional<(typeof CARD_KIND_SERVERS)[K]['input']>;
  };
}

/** Every field of a card, checked, with the kind's fields normalised (the Store writes the result). */
export function cardFieldsSchema(own: OwnImageAddresses) {
  const imageUrl = imageUrlOf(own);
  return z
    .strictObject({
      // Every field of CardFields, each with its own bound: `satisfies` fails the build if one is missing.
      name: trimmed(MAX.cardName, MESSAGES.cardFieldTooLong),
      nomeDescricao: trimmed(MAX.cardNameDescription, MESSAGES.cardFieldTooLong),
      titulo: trimmed(MAX.cardTitle, MESSAGES.cardFieldTooLong),
      descricao: textBlock(MAX.cardDescription, MESSAGES.cardFieldTooLong),
      imagem: imageUrl,
      atividade: trimmed(MAX.cardActivity, MESSAGES.cardFieldTooLong),
      criador: trimmed(MAX.cardCreator, MESSAGES.cardFieldTooLong),
      periodo: trimmed(MAX.cardPeriod, MESSAGES.cardFieldTooLong),
      linkExterno: text(MAX.url, MESSAGES.linkInvalid)
        // "behance.net/marina" is an address she meant: it gets https:// rather than a refusal.
        .transform(normalLink)
        .refine(isAllowedLink, MESSAGES.linkInvalid),
      addOns: z.array(documentId, { error: MESSAGES.invalidPayload }).max(LIMITS.addOnsPerCard, MESSAGES.addOnLimitReached),
      tipo: z.enum(CARD_KINDS, { error: MESSAGES.invalidPayload }).optional(),
      ...kindFields(),
      ...scheduleShape,
    } satisfies Record<keyof CardFields, z.ZodType>)
    .superRefine(refineSchedule)
    .transform((card, ctx): NormalisedCardFields => {
      const kind = normaliseCardKind(card);
      // A kind's own check says what is missing (the number, the key); a plain card is checked here.
      const problem = !kind.ok ? kind.problem : cardShowsNothing(card) ? MESSAGES.cardEmpty : null;
      if (kind.ok && problem === null)
        return { ...cardContentOf(card), addOns: card.addOns, ...kind.kind, ...scheduleChangeOf(card) };
      ctx.addIssue({ code: 'custom', message: problem ?? MESSAGES.invalidPayload });
      return z.NEVER;
    });
}

/**
 * A card's fields checked and normalised exactly as the studio's addCard does, for any other writer
 * (an import of a skin): answers what the Store writes, or throws the Portuguese refusal
 * (invalid-argument), as a handler's payload check does.
 */
export function normaliseCard(raw: unknown, own: OwnImageAddresses): NormalisedCardFields {
  return parsePayload(cardFieldsSchema(own), raw);
}
