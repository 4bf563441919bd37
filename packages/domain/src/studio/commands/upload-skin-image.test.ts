import { encodeBase64 } from '../../kernel/base64';
import { HTTPS_ONLY } from '../studio';
import { LIMITS } from '../../kernel/constants';
import { RATE_LIMITS } from '../../kernel/rate-limits';
import { MESSAGES } from '../../kernel/messages';
import { paths } from '../../kernel/paths';
import type { ImagemDoc } from '../../skins';
import { InvalidImageError, type SkinImages } from '../../handlers/handler-types';
import { createMemoryStore } from '../../memory/memory-store';
import { ANA, BRUNO, createWorld, expectNoWrites, OWNER, T0, type World } from '../../handlers/test-support/world';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const GIF = new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000');
const WEBP = new Uint8Array([...new TextEncoder().encode('RIFF'), 26, 0, 0, 0, ...new TextEncoder().encode('WEBPVP8 ')]);

/** A two-frame GIF: an animation. */
const ANIMATED_GIF = new Uint8Array([
  ...new TextEncoder().encode('GIF89a'),
  ...[1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255],
  ...[0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00],
  ...[0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00],
  0x3b,
]);

const upload = (contentType: string, bytes: Uint8Array | string, skin = 'ana') => ({
  skin,
  contentType,
  base64: typeof bytes === 'string' ? bytes : encodeBase64(bytes),
});

const imagesOf = (world: World, uid = ANA.uid, skinId = 'skin-ana') => world.db.count(paths.imagens(uid, skinId));

describe('uploadSkinImage', () => {
  it.each([
    ['PNG', 'image/png', PNG],
    ['JPEG', 'image/jpeg', JPEG],
    ['GIF', 'image/gif', GIF],
    ['WebP', 'image/webp', WEBP],
  ])('stores a %s and records it under the skin', async (_name, contentType, bytes) => {
    const world = createWorld();
    const result = await world.call('uploadSkinImage', upload(contentType, bytes));
    expect(result).toEqual({ url: `data:${contentType};base64,${encodeBase64(bytes)}`, thumbUrl: result.url });
    const [record] = world.db.query<ImagemDoc>({ collection: paths.imagens(ANA.uid, 'skin-ana') });
    expect(record?.data).toEqual({ url: result.url, thumbUrl: result.url, data: T0 });
  });

  it.each([
    ['a text file sent as PNG', upload('image/png', new TextEncoder().encode('olá, sou texto')), MESSAGES.imageTypeMismatch],
    ['a JPEG sent as PNG', upload('image/png', JPEG), MESSAGES.imageTypeMismatch],
    ['an animated GIF', upload('image/gif', ANIMATED_GIF), MESSAGES.imageAnimated],
    ['a type outside the four', upload('image/svg+xml', PNG), MESSAGES.imageTypeMismatch],
    ['text that is not base64', upload('image/png', 'não é base64!'), MESSAGES.imageUnreadable],
    ['nothing at all', upload('image/png', ''), MESSAGES.imageUnreadable],
    ['more than 5 MB', upload('image/png', 'A'.repeat(Math.ceil(LIMITS.imageMaxBytes / 3) * 4 + 4)), MESSAGES.imageTooLarge],
  ])('refuses %s with invalid-argument, storing and writing nothing', async (_case, data, message) => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('uploadSkinImage', data)).toMatchObject({ code: 'invalid-argument', message });
    });
  });

  it('refuses bytes over 5 MB that decode (a base64 just past the limit)', async () => {
    const world = createWorld();
    const big = new Uint8Array(LIMITS.imageMaxBytes + 1);
    big.set(PNG);
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('uploadSkinImage', upload('image/png', big))).toMatchObject({ message: MESSAGES.imageTooLarge });
    });
  });

  it('refuses anonymous callers, and answers a stranger’s skin like an absent one', async () => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('uploadSkinImage', upload('image/png', PNG), { as: null })).toMatchObject({
        code: 'unauthenticated',
      });
      const others = await world.refusal('uploadSkinImage', upload('image/png', PNG, 'bruno'), { as: ANA });
      const absent = await world.refusal('uploadSkinImage', upload('image/png', PNG, 'ninguem'), { as: ANA });
      expect(others).toMatchObject({ code: 'not-found', message: MESSAGES.skinNotFound });
      expect({ code: absent.code, message: absent.message }).toEqual({ code: others.code, message: others.message });
    });
  });

  it('lets an owner upload to any skin', async () => {
    const world = createWorld();
    await world.call('uploadSkinImage', upload('image/png', PNG, 'bruno'), { as: OWNER });
    expect(imagesOf(world, BRUNO.uid, 'skin-bruno')).toBe(1);
  });

  it('refuses the 201st image of a skin, storing nothing', async () => {
    const world = createWorld();
    const all = world.db.toJSON();
    for (let i = 0; i < LIMITS.imagesPerSkin; i += 1)
      all[paths.imagem(ANA.uid, 'skin-ana', `img-${i}`)] = { url: 'u', thumbUrl: 't', data: T0 };
    world.db.load(all);
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('uploadSkinImage', upload('image/png', PNG))).toMatchObject({
        code: 'resource-exhausted',
        message: MESSAGES.imageLimitReached,
      });
    });
  });

  it('counts a non-owner’s uploads: beyond 60 an hour they are refused', async () => {
    const world = createWorld();
    world.db.load({
      ...world.db.toJSON(),
      [paths.rateLimit(`upload-image:${ANA.uid}`)]: {
        hits: Array.from({ length: RATE_LIMITS.uploadSkinImagePerUser.max }, () => T0 - 1000),
        expiresAt: T0 + 60_000,
      },
    });
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('uploadSkinImage', upload('image/png', PNG))).toMatchObject({
        code: 'resource-exhausted',
        message: MESSAGES.imageRateLimited,
      });
    });
  });

  it('answers bytes the image service cannot decode in Portuguese, recording no image (the attempt counts)', async () => {
    const images: SkinImages = {
      ownAddresses: HTTPS_ONLY,
      put: async () => {
        throw new InvalidImageError('corrupt');
      },
      remove: async () => {},
      deleteAll: async () => {},
      read: async () => null,
    };
    const world = createWorld({ store: createMemoryStore, images });
    expect(await world.refusal('uploadSkinImage', upload('image/png', PNG))).toMatchObject({
      code: 'invalid-argument',
      message: MESSAGES.imageInvalid,
    });
    expect(imagesOf(world)).toBe(0);
  });
});
