import { MESSAGES } from '../../kernel/messages';
import { paths } from '../../kernel/paths';
import { publishedPaths } from '../../published';
import { readSkinAddress } from '../../published';
import type { DenunciaDoc } from '../moderation';
import type { SkinDoc } from '../../skins';
import type { DocData } from '../../kernel/store/doc-port';
import { ANA, BRUNO, createWorld, expectNoWrites, OWNER } from '../../handlers/test-support/world';

type World = ReturnType<typeof createWorld>;

/** Bruno's skin published with a page and a card, and a report of it (d1). */
async function publishedWorld(): Promise<World> {
  const world = createWorld();
  await world.call('editSkin', { skin: 'bruno', change: { kind: 'addPage', nome: 'projetos' } }, { as: BRUNO });
  await world.call('reportSkin', { skin: 'bruno', motivo: 'golpe', texto: 'Pede Pix.' }, { as: null });
  return world;
}

const reportIds = (world: World) =>
  Object.keys(world.db.toJSON())
    .filter((path) => path.startsWith(`${paths.denuncias()}/`))
    .map((p) => p.split('/')[1] ?? '');
/** The published documents of a skin (snapshot and marker), without the change stamp. */
function snapshotOf(world: World, username: string): Record<string, DocData> {
  return Object.fromEntries(
    Object.entries(world.db.toJSON())
      .filter(([path]) => path.startsWith(`sites/${username}`) || path === publishedPaths.hidden(username))
      .map(([path, { changedAt: _stamp, ...data }]) => [path, data]),
  );
}
const addressOf = (world: World, username: string, pageId: string | null = null) =>
  readSkinAddress((path) => world.store.getPublished(path), { username, pageId, cardId: null });

describe('moderateSkin', () => {
  it('hides a skin: marked, its snapshot withdrawn, out of the sitemap, its open reports resolved', async () => {
    const world = await publishedWorld();
    const [report = ''] = reportIds(world);
    expect(await addressOf(world, 'bruno')).not.toBeNull();
    await expect(
      world.call('moderateSkin', { skin: 'bruno', acao: 'ocultar', denuncia: report }, { as: OWNER }),
    ).resolves.toEqual({
      ok: true,
    });
    expect(world.db.get<SkinDoc>(paths.skin(BRUNO.uid, 'skin-bruno'))).toMatchObject({
      oculta: true,
      ocultadaEm: world.clock.now,
      ocultaPor: 'denuncia',
    });
    expect(snapshotOf(world, 'bruno')).toEqual({ [publishedPaths.hidden('bruno')]: { ocultadaEm: world.clock.now } });
    expect(await addressOf(world, 'bruno')).toBe('hidden');
    expect(await addressOf(world, 'bruno', 'projetos')).toBe('hidden');
    expect(await addressOf(world, 'ninguem')).toBeNull();
    expect((await world.store.listSitemap(50)).map((s) => s.username)).not.toContain('bruno');
    expect(world.db.get<DenunciaDoc>(paths.denuncia(report))).toMatchObject({ estado: 'resolvida', skinOculta: true });
  });

  it("keeps a hidden skin's studio changes private: its creator edits, nothing is published", async () => {
    const world = await publishedWorld();
    await world.call('moderateSkin', { skin: 'bruno', acao: 'ocultar' }, { as: OWNER });
    const before = snapshotOf(world, 'bruno');
    await world.call('editSkin', { skin: 'bruno', change: { kind: 'addPage', nome: 'mais' } }, { as: BRUNO });
    expect(snapshotOf(world, 'bruno')).toEqual(before);
    expect((await world.call('bootstrapSession', {}, { as: BRUNO })).skins.find((s) => s.username === 'bruno')?.oculta).toBe(
      true,
    );
  });

  it('restores it: the same snapshot as before, the marker gone, its reports no longer marked hidden', async () => {
    const world = await publishedWorld();
    const published = snapshotOf(world, 'bruno');
    const skin = world.db.get<SkinDoc>(paths.skin(BRUNO.uid, 'skin-bruno'));
    await world.call('moderateSkin', { skin: 'bruno', acao: 'ocultar' }, { as: OWNER });
    world.clock.now += 1000;
    await world.call('moderateSkin', { skin: 'bruno', acao: 'restaurar' }, { as: OWNER });
    expect(snapshotOf(world, 'bruno')).toEqual(published);
    expect(world.db.get<SkinDoc>(paths.skin(BRUNO.uid, 'skin-bruno'))).toEqual(skin);
    expect(await addressOf(world, 'bruno')).toMatchObject({ skin: { username: 'bruno' } });
    expect((await world.store.listSitemap(50)).map((s) => s.username)).toContain('bruno');
    const [report = ''] = reportIds(world);
    expect(world.db.get<DenunciaDoc>(paths.denuncia(report))).toMatchObject({ estado: 'resolvida', skinOculta: false });
  });

  it('refuses to restore a skin that is not hidden, and the site’s own skin is never moderated', async () => {
    const world = await publishedWorld();
    await expectNoWrites(world.db, async () => {
      const refusal = await world.refusal('moderateSkin', { skin: 'bruno', acao: 'restaurar' }, { as: OWNER });
      expect([refusal.code, refusal.message]).toEqual(['failed-precondition', MESSAGES.skinNotHidden]);
      const lab = await world.refusal('moderateSkin', { skin: 'lab', acao: 'ocultar' }, { as: OWNER });
      expect([lab.code, lab.message]).toEqual(['not-found', MESSAGES.skinNotFound]);
      const other = await world.refusal(
        'moderateSkin',
        { skin: 'ana', acao: 'ocultar', denuncia: reportIds(world)[0] },
        { as: OWNER },
      );
      expect([other.code, other.message]).toEqual(['not-found', MESSAGES.reportNotFound]);
    });
  });

  it('owners only: a creator, even of the skin, and a visitor are refused before anything is read', async () => {
    const world = await publishedWorld();
    await expectNoWrites(world.db, async () => {
      for (const as of [BRUNO, ANA]) {
        const refusal = await world.refusal('moderateSkin', { skin: 'bruno', acao: 'ocultar' }, { as });
        expect([refusal.code, refusal.message]).toEqual(['permission-denied', MESSAGES.permissionDenied]);
        const dismiss = await world.refusal('dismissReport', { denuncia: reportIds(world)[0] }, { as });
        expect([dismiss.code, dismiss.message]).toEqual(['permission-denied', MESSAGES.permissionDenied]);
      }
      expect((await world.refusal('moderateSkin', { skin: 'bruno', acao: 'ocultar' }, { as: null })).code).toBe(
        'unauthenticated',
      );
    });
  });
});

describe('dismissReport', () => {
  it('closes an open report, once', async () => {
    const world = await publishedWorld();
    const [report = ''] = reportIds(world);
    await expect(world.call('dismissReport', { denuncia: report }, { as: OWNER })).resolves.toEqual({ ok: true });
    expect(world.db.get<DenunciaDoc>(paths.denuncia(report))).toMatchObject({ estado: 'dispensada', tratadaEm: world.clock.now });
    await expectNoWrites(world.db, async () => {
      const again = await world.refusal('dismissReport', { denuncia: report }, { as: OWNER });
      expect([again.code, again.message]).toEqual(['failed-precondition', MESSAGES.reportAlreadyHandled]);
      const none = await world.refusal('dismissReport', { denuncia: 'nada' }, { as: OWNER });
      expect([none.code, none.message]).toEqual(['not-found', MESSAGES.reportNotFound]);
    });
  });
});
