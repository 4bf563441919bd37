/** The payload fields for what a person names: a skin's display name and a page's name as typed. */
import { z } from 'zod';
import { checkDisplayName, DISPLAY_NAME_MAX_LENGTH, pageSlugOf } from '../names';
import { MESSAGES } from '../../kernel/messages';
import { STUDIO_TEXT_LIMITS as MAX } from '../../kernel/constants';
import { validatePageSlug } from '../../studio/studio';
import { text } from '../../kernel/commands/schemas';

const DISPLAY_NAME_PROBLEMS = {
  required: MESSAGES.displayNameRequired,
  'too-long': MESSAGES.displayNameTooLong,
  forbidden: MESSAGES.displayNameForbidden,
} as const;

/**
 * A display name, kept as checkDisplayName keeps it. The raw bound (four UTF-16 units per character
 * plus spaces to trim) only keeps a hostile payload small; the rule says what a person reads.
 */
const displayNameOf = (emptyMeansNone: boolean) =>
  text(DISPLAY_NAME_MAX_LENGTH * 4 + 40, MESSAGES.displayNameTooLong).transform((typed, ctx) => {
    if (emptyMeansNone && typed.trim() === '') return '';
    const checked = checkDisplayName(typed);
    if (checked.ok) return checked.name;
    ctx.addIssue({ code: 'custom', message: DISPLAY_NAME_PROBLEMS[checked.problem] });
    return z.NEVER;
  });

export const displayName = displayNameOf(false);

/** The same, where "" (or only spaces) takes the display name away. */
export const displayNameOrNone = displayNameOf(true);

/**
 * A new page's name as she typed it: the label she reads (1 to 40 characters) and the address made
 * from it (pageSlugOf), which must leave something and not be one of the reserved names.
 */
export const newPageName = text(MAX.pageLabel * 2, MESSAGES.pageLabelInvalid, MESSAGES.pageNameRequired).transform(
  (typed, ctx) => {
    const rotulo = typed.trim().replace(/\s+/gu, ' ');
    if (rotulo === '') {
      ctx.addIssue({ code: 'custom', message: MESSAGES.pageNameRequired });
      return z.NEVER;
    }
    if ([...rotulo].length > MAX.pageLabel) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.pageLabelInvalid });
      return z.NEVER;
    }
    const slug = pageSlugOf(rotulo);
    const refusal = slug === '' ? MESSAGES.pageNameNoLetters : validatePageSlug(slug);
    if (refusal) {
      ctx.addIssue({ code: 'custom', message: refusal });
      return z.NEVER;
    }
    return { nome: slug, rotulo };
  },
);
