/**
 * The card kinds, one folder each beside this file, in the studio's order of choice. A new kind is its
 * folder and its name here: `npm run card-kinds` writes every registry from them (the
 * *.generated.ts(x) files; scripts/card-kinds.mjs), and the lint fails while they are not current.
 */
export const CARD_KIND_ORDER = ['whatsapp', 'pix'] as const;
