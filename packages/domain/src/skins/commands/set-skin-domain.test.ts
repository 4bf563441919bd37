import { MESSAGES } from '../../kernel/messages';
import { normalizeDomain } from '../domains';
import { paths } from '../../kernel/paths';
import { publishedPaths } from '../../published';
import { UNDO_DELETION_MS } from '../../kernel/constants';
import type { DominioDoc } from '../../kernel/types';
import type { SkinDoc } from '../skin-types';
import { ANA, BRUNO, createWorld, expectNoWrites, OWNER, SECOND_OWNER, SITE_URL } from '../../handlers/test-support/world';

const skinDoc = (world: ReturnType<typeof createWorld>, uid: string, skinId: string) =>
  world.db.get<SkinDoc>(paths.skin(uid, skinId));

describe('setSkinDomain', () => {
  it('maps a host to the skin: dominios/{host}, the skin document and its published site say so', async () => {
    const world = createWorld();
    // A skin without a snapshot yet gets one from its first studio change.
    await world.call('editSkin', { skin: 'ana', change: { kind: 'updateSkin', theme: 'CYBERPINK' } }, { as: ANA });
    await expect(world.call('setSkinDomain', { skin: 'Ana', dominio: ' Ana.Exemplo.com.br. ' }, { as: OWNER })).resolves.toEqual({
      dominio: 'ana.exemplo.com.br',
    });
    expect(world.db.get<DominioDoc>(paths.dominio('ana.exemplo.com.br'))).toEqual({
      username: 'ana',
      uid: ANA.uid,
      skinId: 'skin-ana',
    });
    expect(skinDoc(world, ANA.uid, 'skin-ana')?.dominio).toBe('ana.exemplo.com.br');
    const site = world.db.get<{ skin: SkinDoc }>(publishedPaths.site('ana'));
    expect(site?.skin.dominio).toBe('ana.exemplo.com.br');
    expect(await world.store.skinOfDomain('ana.exemplo.com.br')).toMatchObject({ username: 'ana' });
  });

  it('owners only: anyone else gets the same refusal for their own skin, someone else’s and one that does not exist, writing nothing', async () => {
    const world = createWorld();
    for (const skin of ['ana', 'bruno', 'ninguem']) {
      await expectNoWrites(world.db, async () => {
        const refusal = await world.refusal('setSkinDomain', { skin, dominio: 'x.exemplo.com' }, { as: ANA });
        expect({ code: refusal.code, message: refusal.message }).toEqual({
          code: 'permission-denied',
          message: MESSAGES.permissionDenied,
        });
      });
    }
    expect((await world.refusal('setSkinDomain', { skin: 'ana', dominio: null }, { as: null })).code).toBe('unauthenticated');
  });

  it('answers an owner not-found for a skin that does not exist', async () => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      const refusal = await world.refusal('setSkinDomain', { skin: 'ninguem', dominio: 'x.exemplo.com' }, { as: OWNER });
      expect([refusal.code, refusal.message]).toEqual(['not-found', MESSAGES.skinNotFound]);
    });
  });

  it.each([
    'https://ana.exemplo.com',
    'ana.exemplo.com:8080',
    'ana.exemplo.com/home',
    'usuario@ana.exemplo.com',
    'localhost',
    '203.0.113.7',
    '[2001:db8::1]',
    'ana..exemplo.com',
    '-ana.exemplo.com',
    'ana_x.exemplo.com',
    'ana exemplo.com',
    '',
    `${'a'.repeat(64)}.com`,
  ])('refuses %j as a host name, writing nothing', async (dominio) => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      const refusal = await world.refusal('setSkinDomain', { skin: 'ana', dominio }, { as: OWNER });
      expect([refusal.code, refusal.message]).toEqual(['invalid-argument', MESSAGES.domainInvalid]);
    });
  });

  it('takes an internationalised name in its punycode spelling', async () => {
    const world = createWorld();
    await expect(world.call('setSkinDomain', { skin: 'ana', dominio: 'joão.exemplo.com' }, { as: OWNER })).resolves.toEqual({
      dominio: 'xn--joo-nla.exemplo.com',
    });
    expect(normalizeDomain('xn--joo-nla.exemplo.com')).toBe('xn--joo-nla.exemplo.com');
  });

  it("refuses the site's own host and Firebase's default hosts", async () => {
    const world = createWorld();
    for (const dominio of [new URL(SITE_URL).hostname, 'outro-projeto.web.app', 'lab.firebaseapp.com']) {
      await expectNoWrites(world.db, async () => {
        const refusal = await world.refusal('setSkinDomain', { skin: 'ana', dominio }, { as: OWNER });
        expect([refusal.code, refusal.message]).toEqual(['invalid-argument', MESSAGES.domainIsSite]);
      });
    }
  });

  it('keeps a host to one skin, and a skin to one host: a new host frees the old one', async () => {
    const world = createWorld();
    await world.call('setSkinDomain', { skin: 'ana', dominio: 'ana.exemplo.com' }, { as: OWNER });
    await expectNoWrites(world.db, async () => {
      const refusal = await world.refusal('setSkinDomain', { skin: 'bruno', dominio: 'ANA.exemplo.com' }, { as: SECOND_OWNER });
      expect([refusal.code, refusal.message]).toEqual(['already-exists', MESSAGES.domainTaken]);
    });
    // Saving the same host again changes nothing it should not.
    await world.call('setSkinDomain', { skin: 'ana', dominio: 'ana.exemplo.com' }, { as: OWNER });
    expect(world.db.get(paths.dominio('ana.exemplo.com'))).not.toBeNull();

    await world.call('setSkinDomain', { skin: 'ana', dominio: 'ana.exemplo.net' }, { as: OWNER });
    expect(world.db.get(paths.dominio('ana.exemplo.com'))).toBeNull();
    expect(skinDoc(world, ANA.uid, 'skin-ana')?.dominio).toBe('ana.exemplo.net');
    await expect(world.call('setSkinDomain', { skin: 'bruno', dominio: 'ana.exemplo.com' }, { as: OWNER })).resolves.toEqual({
      dominio: 'ana.exemplo.com',
    });
  });

  it('removal frees the domain for another skin and takes it off the skin', async () => {
    const world = createWorld();
    await world.call('setSkinDomain', { skin: 'ana', dominio: 'ana.exemplo.com' }, { as: OWNER });
    await expect(world.call('setSkinDomain', { skin: 'ana', dominio: null }, { as: OWNER })).resolves.toEqual({ dominio: null });
    expect(world.db.get(paths.dominio('ana.exemplo.com'))).toBeNull();
    expect(skinDoc(world, ANA.uid, 'skin-ana')).not.toHaveProperty('dominio');
    await world.call('setSkinDomain', { skin: 'bruno', dominio: 'ana.exemplo.com' }, { as: OWNER });
    expect(world.db.get<DominioDoc>(paths.dominio('ana.exemplo.com'))?.username).toBe('bruno');
  });

  it('deleting the skin frees its domain once the deletion is final', async () => {
    const world = createWorld();
    await world.call('setSkinDomain', { skin: 'bruno2', dominio: 'bruno.exemplo.com' }, { as: OWNER });
    await world.call('deleteSkin', { skin: 'bruno2' }, { as: BRUNO });
    world.clock.now += UNDO_DELETION_MS + 1;
    await world.sweep();
    expect(world.db.get(paths.dominio('bruno.exemplo.com'))).toBeNull();
  });
});
