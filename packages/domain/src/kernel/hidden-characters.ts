/**
 * What a person cannot see in a text but a screen or a mail header obeys. Its own module because
 * every text checks it, the public contact form's included, which must not load the studio's rules.
 */

/** Code points of the bidi embeddings and overrides (U+202A..U+202E) and isolates (U+2066..U+2069). */
const isBidiControl = (code: number) => (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);

/**
 * Whether a text holds what a person cannot see but a reader's screen or a mail header obeys: C0 and
 * C1 controls (NUL, CR, LF, ...), DEL, and the bidi overrides and isolates, which make text read in
 * another order than it is stored (a subject or a title that spells something else). `lines`: the
 * texts written over several lines keep their line breaks (LF) and tabs.
 */
export function hasHiddenCharacters(text: string, { lines = false }: { lines?: boolean } = {}): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (lines && (code === 0x0a || code === 0x09)) continue;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || isBidiControl(code)) return true;
  }
  return false;
}

/**
 * A name from an account (Google's, or its user document) as others read it beside a message: without
 * the characters hasHiddenCharacters finds, which a name cannot be refused for, as nobody typed it here.
 */
export function withoutHiddenCharacters(text: string): string {
  let out = '';
  for (const char of text) if (!hasHiddenCharacters(char)) out += char;
  return out.trim();
}
