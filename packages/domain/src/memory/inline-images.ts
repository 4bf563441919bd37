import { encodeBase64 } from '../kernel/base64';
import type { SkinImages } from '../handlers/handler-types';

/**
 * Images kept inside the documents that use them, as data: URLs: the demo backend stores uploads in
 * the browser this way (they persist with the demo's snapshot), and the tests need no bucket. The
 * bytes are kept as the browser scaled them; only the Functions' adapter re-encodes.
 */
export function createInlineImages(): SkinImages {
  return {
    ownAddresses: { kind: 'inline' },
    async put({ bytes, contentType }) {
      const url = `data:${contentType};base64,${encodeBase64(bytes)}`;
      return { url, thumbUrl: url };
    },
    // Nothing lives outside the documents, which the skin's deletion removes.
    async remove() {},
    async deleteAll() {},
    // Its addresses are the data: URLs themselves, which a skin file carries inline already.
    async read() {
      return null;
    },
  };
}
