/** A piece of a chat message: plain text, or a web address shown as a link. */
export type MessagePiece = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/**
 * Only addresses that start with http:// or https:// can become links, so `javascript:`, `data:`
 * and every other scheme stay text whatever follows them.
 */
const CANDIDATE = /\bhttps?:\/\/[^\s<>"`]+/giu;
/** Punctuation that ends a sentence far more often than an address. */
const TRAILING = new Set(['.', ',', ';', ':', '!', '?', "'", '"', '*', '…']);
const CLOSING: Readonly<Record<string, string>> = { ')': '(', ']': '[', '}': '{' };

/**
 * Splits a message into text and links, for the chat to build React nodes from: nothing in a
 * message is ever read as HTML. Trailing punctuation stays text ("veja https://x.com." links
 * `https://x.com`), and a closing bracket stays in the link only when the link opened it.
 */
export function linkify(message: string): MessagePiece[] {
  const pieces: MessagePiece[] = [];
  let textFrom = 0;
  for (const match of message.matchAll(CANDIDATE)) {
    const start = match.index;
    const address = trimTrailing(match[0]);
    const href = webAddress(address);
    if (href === null) continue;
    if (start > textFrom) pieces.push({ kind: 'text', text: message.slice(textFrom, start) });
    pieces.push({ kind: 'link', text: address, href });
    textFrom = start + address.length;
  }
  if (textFrom < message.length) pieces.push({ kind: 'text', text: message.slice(textFrom) });
  return pieces;
}

function trimTrailing(candidate: string): string {
  let address = candidate;
  for (;;) {
    const last = address.at(-1) ?? '';
    const opening = CLOSING[last];
    const unbalanced = opening !== undefined && count(address, last) > count(address, opening);
    if (!TRAILING.has(last) && !unbalanced) return address;
    address = address.slice(0, -1);
  }
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/** The address as the browser will open it, or null when it is not a web address with a host. */
function webAddress(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return null;
  return url.href;
}
