/**
 * Delivering a skin's webhook events on a fake network and the world's clock: at once, signed; a
 * failure retried after 1, 5, 30 minutes, 2, 6 and 12 hours, then "falhou"; never two attempts at
 * once; never to an internal address, whatever the name resolves to when it goes.
 */
import { ANA, createWorld, type World } from '../handlers/test-support/world';
import { fakeTransport, webhookWorker, type FakeTransport } from '../handlers/test-support/fake-webhooks';
import { deliverWebhook, retryDueWebhooks } from './webhook-delivery';
import { webhookPaths } from './store/webhook-docs';
import { webhookSignature } from './signing';
import { nextAttemptAt, RETRY_DELAYS_MS, WEBHOOK_GIVE_UP_MS, type DeliveryDoc, type WebhookRef } from './webhook-events';

const URL_ = 'https://hooks.exemplo.com/lab';
const CHAVE = 'ana-uid~skin-ana';
const CHAVE_PARTS = { chave: CHAVE, uid: 'ana-uid', skinId: 'skin-ana' };

async function withWebhook(): Promise<{ world: World; net: FakeTransport; secret: string; ref: WebhookRef }> {
  const world = createWorld();
  const net = fakeTransport();
  const { segredo } = await world.call('setWebhook', { skin: 'ana', url: URL_ }, { as: ANA });
  const { id } = await world.call('sendTestWebhook', { skin: 'ana' }, { as: ANA });
  return { world, net, secret: segredo ?? '', ref: { chave: CHAVE, id } };
}

const deliveryOf = (world: World, ref: WebhookRef) => world.db.get<DeliveryDoc>(webhookPaths.entrega(ref));

describe('webhook delivery', () => {
  it('delivers a queued event at once: one signed POST of {id, type, created, data}, recorded as delivered', async () => {
    const { world, net, secret, ref } = await withWebhook();
    expect(await deliverWebhook(webhookWorker(world, net), ref)).toBe('sent');
    const [request] = net.requests;
    expect(request).toMatchObject({ url: URL_, address: '93.184.216.34', timeoutMs: 10_000 });
    const body = JSON.parse(request?.body ?? '') as Record<string, unknown>;
    expect(body).toEqual({
      id: ref.id,
      type: 'ping',
      created: new Date(world.clock.now).toISOString(),
      data: expect.any(Object),
    });
    const timestamp = Math.floor(world.clock.now / 1000);
    expect(request?.headers).toMatchObject({
      'Webhook-Id': ref.id,
      'Webhook-Timestamp': String(timestamp),
      'Webhook-Signature': webhookSignature(secret, { id: ref.id, timestamp, body: request?.body ?? '' }),
    });
    expect(deliveryOf(world, ref)).toMatchObject({
      estado: 'entregue',
      tentativas: [{ em: world.clock.now, status: 200, resposta: 'ok' }],
    });
    expect(deliveryOf(world, ref)?.proximaEm).toBeUndefined();
    const listed = await world.call('readWebhook', { skin: 'ana' }, { as: ANA });
    expect(listed.entregas).toEqual([
      { id: ref.id, tipo: 'ping', criadoEm: expect.any(Number), estado: 'entregue', tentativas: 1, ultimoStatus: 200 },
    ]);
  });

  it('Receiver keeps failing: retried after 1 min, 5, 30, 2 h, 6 h and 12 h, then "falhou", the first 500 characters of each answer kept', async () => {
    const { world, net, ref } = await withWebhook();
    const start = world.clock.now;
    net.answers = Array.from({ length: 10 }, () => ({ status: 500, body: 'x'.repeat(2000) }));
    const worker = webhookWorker(world, net);
    await deliverWebhook(worker, ref);
    for (const delay of RETRY_DELAYS_MS) {
      const due = deliveryOf(world, ref)?.proximaEm ?? 0;
      expect(due).toBe(world.clock.now + delay);
      world.clock.now = due - 1;
      expect(await retryDueWebhooks(worker)).toBe(0);
      world.clock.now = due;
      expect(await retryDueWebhooks(worker)).toBe(1);
    }
    const failed = deliveryOf(world, ref);
    expect(failed).toMatchObject({ estado: 'falhou' });
    expect(failed?.tentativas).toHaveLength(7);
    expect(failed?.tentativas.every((t) => t.status === 500 && t.resposta.length === 500)).toBe(true);
    expect(world.clock.now - start).toBeLessThan(WEBHOOK_GIVE_UP_MS);
    world.clock.now += WEBHOOK_GIVE_UP_MS;
    expect(await retryDueWebhooks(worker)).toBe(0);
    expect(net.requests).toHaveLength(7);
  });

  it('gives up when the next attempt would come more than 24 h after the event', () => {
    expect(nextAttemptAt(0, 1, 0)).toBe(60_000);
    expect(nextAttemptAt(0, 6, WEBHOOK_GIVE_UP_MS - 12 * 3_600_000)).toBe(WEBHOOK_GIVE_UP_MS);
    expect(nextAttemptAt(0, 6, WEBHOOK_GIVE_UP_MS - 12 * 3_600_000 + 1)).toBeNull();
    expect(nextAttemptAt(0, 7, 0)).toBeNull();
  });

  it('a 500 then a 200: delivered on the retry, any 2xx counts', async () => {
    const { world, net, ref } = await withWebhook();
    net.answers = [{ status: 500, body: 'erro' }, { status: 204 }];
    const worker = webhookWorker(world, net);
    await deliverWebhook(worker, ref);
    world.clock.now += RETRY_DELAYS_MS[0] ?? 0;
    await retryDueWebhooks(worker);
    expect(deliveryOf(world, ref)).toMatchObject({ estado: 'entregue', tentativas: [{ status: 500 }, { status: 204 }] });
  });

  it('No answer (a timeout, a refused connection) or a redirect is an attempt that failed, retried later; redirects are not followed', async () => {
    const { world, net, ref } = await withWebhook();
    net.answers = [{ fail: 'o receptor não respondeu em 10 s' }, { status: 302, body: '' }];
    const worker = webhookWorker(world, net);
    await deliverWebhook(worker, ref);
    world.clock.now += RETRY_DELAYS_MS[0] ?? 0;
    await retryDueWebhooks(worker);
    expect(deliveryOf(world, ref)).toMatchObject({
      estado: 'pendente',
      tentativas: [{ status: null, resposta: 'Sem resposta: o receptor não respondeu em 10 s' }, { status: 302 }],
    });
    expect(net.requests).toHaveLength(2);
  });

  it('Doubled trigger: two runs at once send the event once, and a delivered event is never sent again', async () => {
    const { world, net, ref } = await withWebhook();
    let release: () => void = () => undefined;
    net.gate = new Promise((resolve) => (release = resolve));
    const worker = webhookWorker(world, net);
    const first = deliverWebhook(worker, ref);
    await expect(deliverWebhook(worker, ref)).resolves.toBe('skipped');
    await expect(retryDueWebhooks(worker)).resolves.toBe(0);
    release();
    await expect(first).resolves.toBe('sent');
    await expect(deliverWebhook(worker, ref)).resolves.toBe('skipped');
    world.clock.now += WEBHOOK_GIVE_UP_MS;
    await retryDueWebhooks(worker);
    expect(net.requests).toHaveLength(1);
  });

  it('DNS rebinding: a saved name that now resolves to an internal address gets no request, and the attempt says why', async () => {
    const { world, net, ref } = await withWebhook();
    net.dns.set('hooks.exemplo.com', ['93.184.216.34', '169.254.169.254']);
    await deliverWebhook(webhookWorker(world, net), ref);
    expect(net.requests).toHaveLength(0);
    expect(deliveryOf(world, ref)).toMatchObject({
      estado: 'pendente',
      tentativas: [{ status: null, resposta: expect.stringContaining('rede interna') }],
    });
  });

  it('Emulator switch off: a delivery to the loopback receiver saved with the switch on is refused for good, without a request', async () => {
    const world = createWorld();
    const net = fakeTransport();
    await world.call('setWebhook', { skin: 'ana', url: URL_ }, { as: ANA });
    // As the Emulator Suite saves it, with its switch on.
    const saved = await world.store.webhookOf(CHAVE);
    await world.store.saveWebhook({
      ...CHAVE_PARTS,
      url: 'http://127.0.0.1:9999/hook',
      segredo: saved?.segredo ?? null,
      at: world.clock.now,
    });
    const { id } = await world.call('sendTestWebhook', { skin: 'ana' }, { as: ANA });
    const ref = { chave: CHAVE, id };
    net.dns.set('127.0.0.1', ['127.0.0.1']);
    await deliverWebhook(webhookWorker(world, net, false), ref);
    expect(net.requests).toHaveLength(0);
    expect(deliveryOf(world, ref)).toMatchObject({ estado: 'falhou', tentativas: [{ status: null }] });
  });

  it('signs with the secret the webhook has when the attempt goes, and fails an event whose webhook was removed', async () => {
    const { world, net, ref } = await withWebhook();
    const { segredo } = await world.call('setWebhook', { skin: 'ana', url: URL_, novoSegredo: true }, { as: ANA });
    await deliverWebhook(webhookWorker(world, net), ref);
    const sent = net.requests[0];
    const timestamp = Number(sent?.headers['Webhook-Timestamp']);
    expect(sent?.headers['Webhook-Signature']).toBe(
      webhookSignature(segredo ?? '', { id: ref.id, timestamp, body: sent?.body ?? '' }),
    );

    const { id } = await world.call('sendTestWebhook', { skin: 'ana' }, { as: ANA });
    await world.call('removeWebhook', { skin: 'ana' }, { as: ANA });
    await deliverWebhook(webhookWorker(world, net), { chave: CHAVE, id });
    expect(net.requests).toHaveLength(1);
    expect(deliveryOf(world, { chave: CHAVE, id })).toMatchObject({ estado: 'falhou' });
  });
});
