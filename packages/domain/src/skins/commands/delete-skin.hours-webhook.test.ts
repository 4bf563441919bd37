/**
 * What lives outside a skin's tree goes with it: its inbox's hours (keyed by its name), its webhook
 * with the secret, and the deliveries holding its leads. Nothing is erased before the sweep, so
 * Desfazer finds them as they were; meanwhile the deleted skin's webhook sends nothing.
 */
import { UNDO_DELETION_MS } from '../../kernel/constants';
import { paths } from '../../kernel/paths';
import { BRUNO, createWorld, type World } from '../../handlers/test-support/world';
import { giveHoursAndWebhook, hoursAndWebhookLeft } from '../../handlers/test-support/hours-and-webhook';
import { deliverWebhook, queueWebhookEvent } from '../../webhooks';
import { fakeTransport, webhookWorker } from '../../handlers/test-support/fake-webhooks';

const BRUNO2 = { name: 'bruno2', uid: BRUNO.uid, skinId: 'skin-bruno2' };

async function afterTheWindow(world: World): Promise<void> {
  world.clock.now += UNDO_DELETION_MS + 1;
  await world.sweep();
}

describe('deleteSkin, her hours and her webhook', () => {
  it('a deleted skin leaves its business hours, its webhook secret and its deliveries behind: none is left after the sweep', async () => {
    const world = createWorld();
    const extras = await giveHoursAndWebhook(world, BRUNO, BRUNO2);
    expect(hoursAndWebhookLeft(world, 'bruno2', extras)).toHaveLength(4);

    await world.call('deleteSkin', { skin: 'bruno2' }, { as: BRUNO });
    await afterTheWindow(world);
    expect(hoursAndWebhookLeft(world, 'bruno2', extras)).toEqual([]);
    // Her other skin keeps what it has.
    expect(world.db.get(paths.skin(BRUNO.uid, 'skin-bruno'))).not.toBeNull();
  });

  it('a new skin under a freed name inherits no automatic answer of the deleted one', async () => {
    const world = createWorld();
    await giveHoursAndWebhook(world, BRUNO, BRUNO2);
    await world.call('deleteSkin', { skin: 'bruno2' }, { as: BRUNO });
    await afterTheWindow(world);
    await world.call('createSkin', { username: 'bruno2', theme: 'CYBERPINK' }, { as: BRUNO });
    expect(world.db.get(paths.atendimento('bruno2'))).toBeNull();
  });

  it('Desfazer brings back her hours, her webhook and its deliveries exactly as they were', async () => {
    const world = createWorld();
    const extras = await giveHoursAndWebhook(world, BRUNO, BRUNO2);
    const before = hoursAndWebhookLeft(world, 'bruno2', extras).map((path) => world.db.get(path));

    const { undo } = await world.call('deleteSkin', { skin: 'bruno2' }, { as: BRUNO });
    await expect(world.call('undoDeletion', { id: undo.id }, { as: BRUNO })).resolves.toEqual({ restored: 'skin' });
    await afterTheWindow(world);
    expect(hoursAndWebhookLeft(world, 'bruno2', extras).map((path) => world.db.get(path))).toEqual(before);
  });

  it('a skin in its deletion window sends nothing to its webhook', async () => {
    const world = createWorld();
    await giveHoursAndWebhook(world, BRUNO, BRUNO2);
    await world.call('deleteSkin', { skin: 'bruno2' }, { as: BRUNO });
    const event = { id: 'evt_janela', type: 'ping' as const, created: new Date(world.clock.now).toISOString(), data: {} };
    await expect(queueWebhookEvent(world.deps, 'bruno2', event)).resolves.toEqual({ status: 'no-webhook' });
  });

  it('a delivery queued before the deletion is not sent while the skin is in its deletion window; Desfazer lets it go', async () => {
    const world = createWorld();
    const extras = await giveHoursAndWebhook(world, BRUNO, BRUNO2);
    const { undo } = await world.call('deleteSkin', { skin: 'bruno2' }, { as: BRUNO });
    const net = fakeTransport();
    const ref = { chave: extras.chave, id: extras.entrega };
    await expect(deliverWebhook(webhookWorker(world, net), ref)).resolves.toBe('skipped');
    expect(net.requests).toEqual([]);

    await world.call('undoDeletion', { id: undo.id }, { as: BRUNO });
    world.clock.now += 5 * 60_000;
    await expect(deliverWebhook(webhookWorker(world, net), ref)).resolves.toBe('sent');
    expect(net.requests).toHaveLength(1);
  });
});
