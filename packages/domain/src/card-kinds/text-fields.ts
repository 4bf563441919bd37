/**
 * The text schemas a card's fields are built from, shared by the plain card (handlers/card-fields.ts)
 * and each kind's schema.ts.
 */
import { hasHiddenCharacters } from '../kernel/hidden-characters';
import { MESSAGES } from '../kernel/messages';
import { text } from '../kernel/commands/schemas';

/** A text a person reads over several lines: its line breaks and tabs, and no other control or bidi-override character. */
export const textBlock = (max: number, tooLong: string) =>
  text(max, tooLong).refine((value) => !hasHiddenCharacters(value, { lines: true }), MESSAGES.studioTextInvalidChars);

/** A line a person reads, kept as typed (the kinds' own rules trim and check it further). */
export const line = (max: number, tooLong: string, missing?: string) =>
  text(max, tooLong, missing).refine((value) => !hasHiddenCharacters(value), MESSAGES.studioTextInvalidChars);
