/** Uploaded images kept in a set, so a test sees what a deletion removed and when. */
import { HTTPS_ONLY } from '../../studio/studio';
import type { SkinImages } from '../handler-types';

export function countingImages(): SkinImages & { stored: Set<string> } {
  const stored = new Set<string>();
  return {
    stored,
    ownAddresses: HTTPS_ONLY,
    async put({ uid, skinId, imageId }) {
      stored.add(`${uid}/${skinId}/${imageId}`);
      return { url: `https://cdn.example/${imageId}.webp`, thumbUrl: `https://cdn.example/${imageId}-thumb.webp` };
    },
    async remove({ uid, skinId, imageId }) {
      stored.delete(`${uid}/${skinId}/${imageId}`);
    },
    async deleteAll(uid, skinId) {
      for (const key of [...stored]) if (key.startsWith(`${uid}/${skinId}/`)) stored.delete(key);
    },
    read: async () => null,
  };
}
