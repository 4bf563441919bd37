/**
 * Hiding a skin answers every report of it, however many there are: the skin is hidden in one
 * transaction, and its reports are then marked in batches Firestore accepts, so a much-reported skin
 * can always be hidden, and a run cut short is finished by hiding it again.
 */
import { paths } from '../../kernel/paths';
import type { DenunciaDoc } from '../moderation';
import type { SkinDoc } from '../../skins';
import { BRUNO, createWorld, OWNER, T0, type World } from '../../handlers/test-support/world';

const REPORTS = 600;

/** Bruno's skin with `count` open reports, as a flood of reporters would leave it. */
function reportedWorld(count = REPORTS): World {
  const world = createWorld();
  const reports = Object.fromEntries(
    Array.from({ length: count }, (_, i) => {
      const report: DenunciaDoc = {
        skin: 'bruno',
        motivo: 'golpe',
        texto: `Denúncia ${i}`,
        criadaEm: T0 - i,
        estado: 'aberta',
        skinOculta: false,
      };
      return [paths.denuncia(`d${String(i).padStart(4, '0')}`), { ...report }];
    }),
  );
  world.db.load({ ...world.db.toJSON(), ...reports });
  return world;
}

const reportsOf = (world: World) =>
  Object.entries(world.db.toJSON())
    .filter(([path]) => path.startsWith(`${paths.denuncias()}/`))
    .map(([, data]) => data as unknown as DenunciaDoc);

describe('Hiding a much-reported skin', () => {
  it(`hides a skin with ${REPORTS} reports and resolves every one of them`, async () => {
    const world = reportedWorld();
    await expect(
      world.call('moderateSkin', { skin: 'bruno', acao: 'ocultar', denuncia: 'd0599' }, { as: OWNER }),
    ).resolves.toEqual({ ok: true });
    expect(world.db.get<SkinDoc>(paths.skin(BRUNO.uid, 'skin-bruno'))).toMatchObject({ oculta: true });
    const reports = reportsOf(world);
    expect(reports).toHaveLength(REPORTS);
    expect(reports.every((r) => r.estado === 'resolvida' && r.skinOculta)).toBe(true);

    await world.call('moderateSkin', { skin: 'bruno', acao: 'restaurar' }, { as: OWNER });
    expect(reportsOf(world).every((r) => r.estado === 'resolvida' && !r.skinOculta)).toBe(true);
  });

  it('blocking its account hides it too, whatever the number of reports', async () => {
    const world = reportedWorld();
    await world.call('setAccountBlocked', { uid: BRUNO.uid, bloqueado: true }, { as: OWNER });
    expect(world.db.get<SkinDoc>(paths.skin(BRUNO.uid, 'skin-bruno'))).toMatchObject({ oculta: true, ocultaPor: 'bloqueio' });
    expect(reportsOf(world).every((r) => r.skinOculta)).toBe(true);
  });

  it('a run cut short after the skin is hidden is finished by hiding it again, each report written once', async () => {
    const world = reportedWorld();
    let commits = 0;
    world.db.beforeCommit = (ops) => {
      const reportWrites = ops.filter((op) => op.path.startsWith(`${paths.denuncias()}/`)).length;
      if (reportWrites > 0 && (commits += 1) === 2) throw new Error('Firestore unavailable');
    };
    await expect(world.call('moderateSkin', { skin: 'bruno', acao: 'ocultar' }, { as: OWNER })).rejects.toMatchObject({
      code: 'internal',
    });
    world.db.beforeCommit = null;
    expect(world.db.get<SkinDoc>(paths.skin(BRUNO.uid, 'skin-bruno'))).toMatchObject({ oculta: true });
    expect(reportsOf(world).some((r) => !r.skinOculta)).toBe(true);

    await world.call('moderateSkin', { skin: 'bruno', acao: 'ocultar' }, { as: OWNER });
    expect(reportsOf(world).every((r) => r.estado === 'resolvida' && r.skinOculta)).toBe(true);
  });
});
