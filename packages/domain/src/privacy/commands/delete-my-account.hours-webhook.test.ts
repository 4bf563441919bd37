/**
 * **Excluir minha conta** and what its skins have outside their trees: their hours and their webhooks
 * with the deliveries stay through the Desfazer window, untouched and silent, and go with the sweep.
 */
import { UNDO_DELETION_MS } from '../../kernel/constants';
import { paths } from '../../kernel/paths';
import { publishedPaths } from '../../published';
import { BRUNO, createWorld, type World } from '../../handlers/test-support/world';
import { giveHoursAndWebhook, hoursAndWebhookLeft } from '../../handlers/test-support/hours-and-webhook';
import { queueWebhookEvent } from '../../webhooks';

const SKINS = [
  { name: 'bruno', uid: BRUNO.uid, skinId: 'skin-bruno' },
  { name: 'bruno2', uid: BRUNO.uid, skinId: 'skin-bruno2' },
];

async function withExtras(world: World) {
  return Promise.all(SKINS.map(async (skin) => ({ skin, extras: await giveHoursAndWebhook(world, BRUNO, skin) })));
}

const left = (world: World, all: Awaited<ReturnType<typeof withExtras>>) =>
  all.flatMap(({ skin, extras }) => hoursAndWebhookLeft(world, skin.name, extras));

describe('deleteMyAccount, her skins’ hours and webhooks', () => {
  it('a deleted account leaves its skins’ business hours, webhook secrets and deliveries behind: none is left after the sweep', async () => {
    const world = createWorld();
    const all = await withExtras(world);
    expect(left(world, all)).toHaveLength(8);
    await world.call('deleteMyAccount', { confirmacao: 'bruno' }, { as: BRUNO });
    world.clock.now += UNDO_DELETION_MS + 1;
    await world.sweep();
    expect(left(world, all)).toEqual([]);
  });

  it('Desfazer brings back every skin’s hours and webhook as they were; meanwhile no event is queued', async () => {
    const world = createWorld();
    const all = await withExtras(world);
    const before = left(world, all).map((path) => world.db.get(path));
    const { undo } = await world.call('deleteMyAccount', { confirmacao: 'bruno' }, { as: BRUNO });
    const event = { id: 'evt_janela', type: 'ping' as const, created: new Date(world.clock.now).toISOString(), data: {} };
    await expect(queueWebhookEvent(world.deps, 'bruno2', event)).resolves.toEqual({ status: 'no-webhook' });

    await world.call('undoDeletion', { id: undo?.id ?? '' }, { as: BRUNO });
    world.clock.now += UNDO_DELETION_MS + 1;
    await world.sweep();
    expect(left(world, all).map((path) => world.db.get(path))).toEqual(before);
  });

  it('a deleted account leaves behind the notices its quiet hours held, with a visitor’s words and its skin’s name', async () => {
    const world = createWorld();
    await withExtras(world);
    const form = { id_container: 'form', titulo: 'Fale comigo', iconUrl: '', order: 0, cardIds: [], tipo: 'formulario' };
    await world.db.runTransaction((tx) =>
      tx.set(publishedPaths.page('bruno', 'home'), { containers: [{ ...form, assuntos: ['ORÇAMENTO'] }], cards: [], addOns: [] }),
    );
    const message = {
      assunto: 'ORÇAMENTO',
      mensagem: 'Quero um site.',
      email: 'cliente@example.com',
      destino: 'bruno',
      pagina: 'home',
    };
    await world.call('sendContactMessage', message, { as: null });
    expect(world.db.count(paths.avisosAdiados())).toBe(1);

    await world.call('deleteMyAccount', { confirmacao: 'bruno' }, { as: BRUNO });
    world.clock.now += UNDO_DELETION_MS + 1;
    await world.sweep();
    expect(world.db.count(paths.avisosAdiados())).toBe(0);
  });
});
