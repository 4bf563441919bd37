/**
 * A card's fields as the studio (and anything else that writes a card) sends them, checked and
 * normalised in one place: `cardFieldsSchema` for a handler's payload schema, `normaliseCard` for
 * any other writer. The kind's fields (card-kinds.ts) come out normalised, with a Pix card's BR Code
 * and QR computed.
 */
import { z } from 'zod';
import { CARD_KIND_LIMITS as KIND_MAX, CARD_KINDS } from '../card-kinds';
import { cardShowsNothing, type CardFields, type NormalisedCardFields } from '../card-content';
import { hasHiddenCharacters } from '../hidden-characters';
import { isAllowedImageUrl, isAllowedLink, imageUrlMaxLength, type OwnImageAddresses } from '../studio';
import { normalLink } from '../names';
import { LIMITS, STUDIO_TEXT_LIMITS as MAX } from '../constants';
import { MESSAGES } from '../messages';
import { normaliseCardKind } from './card-kind-fields';
import { documentId, parsePayload, text } from './schemas';

/** A line a person reads: no control or bidi-override character (hasHiddenCharacters), trimmed, so a title of spaces is an empty title. */
export const trimmed = (max: number, tooLong: string) =>
  text(max, tooLong)
    .refine((value) => !hasHiddenCharacters(value), MESSAGES.studioTextInvalidChars)
    .transform((value) => value.trim());

/** A text a person reads over several lines: its line breaks and tabs, and no other control or bidi-override character. */
export const textBlock = (max: number, tooLong: string) =>
  text(max, tooLong).refine((value) => !hasHiddenCharacters(value, { lines: true }), MESSAGES.studioTextInvalidChars);

/** A line a person reads, kept as typed (the kinds' own rules trim and check it further). */
const line = (max: number, tooLong: string, missing?: string) =>
  text(max, tooLong, missing).refine((value) => !hasHiddenCharacters(value), MESSAGES.studioTextInvalidChars);

/** An image address: https, the site's pictures, or what the image store itself hands out. */
export const imageUrlOf = (own: OwnImageAddresses) =>
  text(imageUrlMaxLength(own), MESSAGES.imageUrlInvalid).refine((url) => isAllowedImageUrl(url, own), MESSAGES.imageUrlInvalid);

const whatsappFields = z.strictObject(
  {
    numero: text(KIND_MAX.whatsappNumber, MESSAGES.whatsappNumberInvalid, MESSAGES.whatsappNumberInvalid),
    mensagem: textBlock(KIND_MAX.whatsappMessage, MESSAGES.whatsappMessageTooLong),
    botao: line(KIND_MAX.whatsappButton, MESSAGES.whatsappButtonTooLong).optional(),
  },
  { error: MESSAGES.invalidPayload },
);

const pixFields = z.strictObject(
  {
    chave: text(KIND_MAX.pixKeyTyped, MESSAGES.pixKeyInvalid, MESSAGES.pixKeyInvalid),
    nome: line(KIND_MAX.pixName * 4, MESSAGES.pixNameInvalid, MESSAGES.pixNameInvalid),
    cidade: line(KIND_MAX.pixCity * 4, MESSAGES.pixCityInvalid, MESSAGES.pixCityInvalid),
    valor: text(KIND_MAX.pixAmountTyped, MESSAGES.pixAmountInvalid),
    descricao: line(KIND_MAX.pixDescription * 4, MESSAGES.pixDescriptionInvalid),
    // A stored card's code and QR, as an exported skin file holds them: accepted and ignored, since
    // both are computed again from the fields above.
    codigo: text(KIND_MAX.pixCodeMax, MESSAGES.invalidPayload).optional(),
    qr: z.strictObject({ tamanho: z.number(), caminho: text(KIND_MAX.pixQrPathMax, MESSAGES.invalidPayload) }).optional(),
  },
  { error: MESSAGES.invalidPayload },
);

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
      whatsapp: whatsappFields.optional(),
      pix: pixFields.optional(),
    } satisfies Record<keyof CardFields, z.ZodType>)
    .transform((card, ctx): NormalisedCardFields => {
      const { tipo, whatsapp, pix, ...common } = card;
      const kind = normaliseCardKind({ tipo, whatsapp, pix });
      // A kind's own check says what is missing (the number, the key); a plain card is checked here.
      const problem = !kind.ok ? kind.problem : cardShowsNothing(card) ? MESSAGES.cardEmpty : null;
      if (kind.ok && problem === null) return { ...common, ...kind.kind };
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
