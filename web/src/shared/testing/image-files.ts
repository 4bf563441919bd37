/** A 1×1 still GIF: small enough that the browser sends it as it is (jsdom has no canvas). */
const TINY_GIF = Uint8Array.from(atob('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=='), (c) => c.charCodeAt(0));

/** A picked image file for upload tests; jsdom's File cannot read its own bytes, a browser's can. */
export function gifFile(name: string): File {
  const file = new File([TINY_GIF], name, { type: 'image/gif' });
  Object.defineProperty(file, 'arrayBuffer', { value: () => Promise.resolve(TINY_GIF.slice().buffer) });
  return file;
}
