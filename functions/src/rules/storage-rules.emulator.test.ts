/**
 * storage.rules on the Storage emulator (@firebase/rules-unit-testing): anyone may fetch a skin's
 * image by its path; nobody may list a skin's images, read anything else in the bucket, or write
 * anything at all, owners included (the uploadSkinImage callable writes with the Admin SDK). Runs only
 * under `firebase emulators:exec` with the storage emulator (functions/jest.emulator.config.js),
 * wherever the emulators' rules runtime can start.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';

const PROJECT_ID = 'demo-lab-portfolio';
const RULES = readFileSync(resolve(__dirname, '..', '..', '..', 'storage.rules'), 'utf8');

const SKIN_USER = 'user-visitante';
const LARGE = `skins/${SKIN_USER}/skin-visitante/img1-large.webp`;
const THUMB = `skins/${SKIN_USER}/skin-visitante/img1-thumb.webp`;
/** Under skins/ but not a name the callable writes. */
const STRAY = `skins/${SKIN_USER}/skin-visitante/notas.txt`;
/** A WebP name with another content type: the rules serve only what the callable wrote. */
const WRONG_TYPE = `skins/${SKIN_USER}/skin-visitante/img2-large.webp`;
const OUTSIDE = 'privado/img1-large.webp';
const BYTES = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);

type Role = 'anonymous' | 'skinUser' | 'stranger' | 'owner';
const ROLES: readonly Role[] = ['anonymous', 'skinUser', 'stranger', 'owner'];

jest.setTimeout(30_000);

let testEnv: RulesTestEnvironment;
const contexts = new Map<Role, RulesTestContext>();
const storageOf = (role: Role) => {
  const context = contexts.get(role);
  if (!context) throw new Error(`no context for ${role}`);
  return context.storage();
};

beforeAll(async () => {
  testEnv = await initializeTestEnvironment({ projectId: PROJECT_ID, storage: { rules: RULES } });
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const storage = context.storage();
    await storage.ref(LARGE).put(BYTES, { contentType: 'image/webp' });
    await storage.ref(THUMB).put(BYTES, { contentType: 'image/webp' });
    await storage.ref(STRAY).put(BYTES, { contentType: 'text/plain' });
    await storage.ref(WRONG_TYPE).put(BYTES, { contentType: 'image/svg+xml' });
    await storage.ref(OUTSIDE).put(BYTES, { contentType: 'image/webp' });
  });
  contexts.set('anonymous', testEnv.unauthenticatedContext());
  contexts.set('skinUser', testEnv.authenticatedContext(SKIN_USER));
  contexts.set('stranger', testEnv.authenticatedContext('user-sol'));
  contexts.set('owner', testEnv.authenticatedContext('owner-socio', { admin: true }));
});

afterAll(async () => {
  await testEnv?.cleanup();
});

describe.each(ROLES)('storage.rules for %s', (role) => {
  it('fetches both renditions of a skin image (the public pages show them to anyone)', async () => {
    await assertSucceeds(storageOf(role).ref(LARGE).getMetadata());
    await assertSucceeds(storageOf(role).ref(THUMB).getDownloadURL());
  });

  it('cannot list the images of a skin', async () => {
    await assertFails(storageOf(role).ref(`skins/${SKIN_USER}/skin-visitante`).listAll());
  });

  it.each([
    ['a file under skins/ with another name', STRAY],
    ['an image whose content type is not WebP', WRONG_TYPE],
    ['a file outside skins/', OUTSIDE],
  ])('cannot read %s', async (_what, path) => {
    await assertFails(storageOf(role).ref(path).getMetadata());
  });

  it('cannot upload, replace, re-describe or delete anything, its own skin included', async () => {
    const storage = storageOf(role);
    await assertFails(
      Promise.resolve(storage.ref(`skins/${SKIN_USER}/skin-visitante/img9-large.webp`).put(BYTES, { contentType: 'image/webp' })),
    );
    await assertFails(Promise.resolve(storage.ref(LARGE).put(BYTES, { contentType: 'image/webp' })));
    await assertFails(storage.ref(LARGE).updateMetadata({ cacheControl: 'no-store' }));
    await assertFails(storage.ref(LARGE).delete());
    await assertFails(Promise.resolve(storage.ref('outro/lugar.png').put(BYTES, { contentType: 'image/png' })));
  });
});

it('the seeded image is still there after every attempt to change it', async () => {
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const metadata = (await context.storage().ref(LARGE).getMetadata()) as { contentType?: string; cacheControl?: string };
    expect(metadata.contentType).toBe('image/webp');
    expect(metadata.cacheControl).toBeUndefined();
  });
});
