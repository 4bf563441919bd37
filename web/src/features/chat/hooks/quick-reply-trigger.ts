/**
 * Where "/" asks for a quick reply in the composer: a "/" at the start of the text or right after a
 * space or line break, then the shortcut typed so far, up to the cursor. A "/" inside a word (an
 * address, "e/ou") asks for nothing.
 */
export interface SlashQuery {
  /** Where the "/" is: the chosen reply replaces the text from here to `end`. */
  start: number;
  end: number;
  /** What follows the "/", as typed. */
  query: string;
}

const SHORTCUT_SO_FAR = /^[a-z0-9-]*$/i;

export function slashQueryAt(text: string, caret: number): SlashQuery | null {
  const before = text.slice(0, caret);
  const start = before.search(/\S*$/);
  if (before[start] !== '/') return null;
  const query = before.slice(start + 1);
  return SHORTCUT_SO_FAR.test(query) ? { start, end: caret, query } : null;
}
