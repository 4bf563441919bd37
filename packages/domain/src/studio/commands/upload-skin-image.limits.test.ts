/**
 * Uploads take their limits before the paid work: re-encoding and storing cost the project, so a
 * refused upload must cost neither, however many arrive at once; and an upload still running while
 * its skin is deleted leaves no file behind.
 */
import { encodeBase64 } from '../../kernel/base64';
import { HTTPS_ONLY } from '../studio';
import { MESSAGES } from '../../kernel/messages';
import { paths } from '../../kernel/paths';
import { UNDO_DELETION_MS } from '../../kernel/constants';
import { RATE_LIMITS } from '../../kernel/rate-limits';
import type { SkinImageInput, SkinImages } from '../../handlers/handler-types';
import { createMemoryStore } from '../../memory/memory-store';
import { ANA, BRUNO, createWorld } from '../../handlers/test-support/world';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const upload = (skin: string) => ({ skin, contentType: 'image/png', base64: encodeBase64(PNG) });

/** A bucket that counts its paid work and keeps what it stored; `hold` makes puts wait for `release`. */
function bucket({ hold = false } = {}) {
  const stored = new Set<string>();
  let puts = 0;
  let release: () => void = () => undefined;
  const released = new Promise<void>((done) => (release = done));
  let started: () => void = () => undefined;
  const putStarted = new Promise<void>((done) => (started = done));
  const key = ({ uid, skinId, imageId }: Pick<SkinImageInput, 'uid' | 'skinId' | 'imageId'>) => `${uid}/${skinId}/${imageId}`;
  const images: SkinImages = {
    ownAddresses: HTTPS_ONLY,
    async put(input) {
      puts += 1;
      started();
      if (hold) await released;
      stored.add(key(input));
      return { url: `https://cdn.example/${input.imageId}.webp`, thumbUrl: `https://cdn.example/${input.imageId}-t.webp` };
    },
    async remove(image) {
      stored.delete(key(image));
    },
    async deleteAll(uid, skinId) {
      for (const k of [...stored]) if (k.startsWith(`${uid}/${skinId}/`)) stored.delete(k);
    },
    read: async () => null,
  };
  return { images, stored, puts: () => puts, release, putStarted };
}

describe('uploadSkinImage limits', () => {
  it('pay, then check (uploads): 90 concurrent uploads re-encode and store only the 60 the hourly limit allows', async () => {
    const { images, stored, puts } = bucket();
    const world = createWorld({ store: createMemoryStore, images });
    const results = await Promise.allSettled(Array.from({ length: 90 }, () => world.call('uploadSkinImage', upload('ana'))));
    const allowed = RATE_LIMITS.uploadSkinImagePerUser.max;
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(allowed);
    expect(puts()).toBe(allowed);
    expect(stored.size).toBe(allowed);
    expect(world.db.count(paths.imagens(ANA.uid, 'skin-ana'))).toBe(allowed);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(new Set(refused.map((r) => (r.reason as Error).message))).toEqual(new Set([MESSAGES.imageRateLimited]));
  });

  it('upload during deletion: an upload still running when its skin is deleted leaves no file and no record', async () => {
    const { images, stored, release, putStarted } = bucket({ hold: true });
    const world = createWorld({ store: createMemoryStore, images });
    const uploading = world.call('uploadSkinImage', upload('bruno2'), { as: BRUNO });
    await putStarted;
    await expect(world.call('deleteSkin', { skin: 'bruno2' }, { as: BRUNO })).resolves.toMatchObject({ deleted: true });
    release();
    await expect(uploading).rejects.toMatchObject({ message: MESSAGES.skinNotFound });
    expect(stored.size).toBe(0);
    world.clock.now += UNDO_DELETION_MS + 1;
    await world.sweep();
    expect(world.db.count(paths.skin(BRUNO.uid, 'skin-bruno2'))).toBe(0);
  });
});
