/**
 * The events a lead brings: `lead.created` queued after a contact form opens a conversation in a
 * skin's inbox, `lead.stage_changed` queued by the stage's command through queueLeadEvent. Queued
 * after the commit, once per event, never refusing the message, and capped per skin and day.
 */
import { paths } from '../kernel/paths';
import { publishedPaths } from '../published';
import { RATE_LIMITS } from '../kernel/rate-limits';
import { createMemoryStore } from '../memory/memory-store';
import type { DocData } from '../kernel/store/doc-port';
import { ANA, createWorld, OWNER, type World } from '../handlers/test-support/world';
import { webhookPaths } from './store/webhook-docs';
import { queueLeadEvent, queueWebhookEvent } from './webhook-queue';
import type { DeliveryDoc, WebhookEvent } from './webhook-events';

const ANA_KEY = 'ana-uid~skin-ana';
const FORM = {
  id_container: 'form-ana',
  titulo: 'Fale comigo',
  iconUrl: '',
  order: 0,
  cardIds: [],
  tipo: 'formulario',
  assuntos: ['ORÇAMENTO'],
};

async function anaWithForm(world: World): Promise<void> {
  await world.db.runTransaction((tx) =>
    tx.set(publishedPaths.page('ana', 'home'), { containers: [FORM], cards: [], addOns: [] }),
  );
  await world.call('setWebhook', { skin: 'ana', url: 'https://hooks.exemplo.com/lab' }, { as: ANA });
}

const lead = (fields: DocData = {}) => ({
  assunto: 'ORÇAMENTO',
  mensagem: 'Quero um site para o meu ateliê.',
  email: 'cliente@example.com',
  nome: 'Clara Cliente',
  whatsapp: '+55 11 98765-4321',
  destino: 'ana',
  pagina: 'home',
  ...fields,
});

const events = (world: World, chave = ANA_KEY) =>
  world.db
    .query<DeliveryDoc>({ collection: webhookPaths.entregas(chave) })
    .map((row) => JSON.parse(row.data.corpo) as WebhookEvent);

describe('lead events', () => {
  it('a message on her form that opens a conversation queues one lead.created with who wrote, how to reach her and what about', async () => {
    const world = createWorld();
    await anaWithForm(world);
    const { idContato, idConversa } = await world.call('sendContactMessage', lead(), { as: null });
    expect(events(world)).toEqual([
      {
        id: expect.stringMatching(/^evt_[0-9a-f]{32}$/),
        type: 'lead.created',
        created: new Date(world.clock.now).toISOString(),
        data: {
          idContato,
          idConversa,
          data: new Date(world.clock.now).toISOString(),
          skin: 'ana',
          nome: 'Clara Cliente',
          email: 'cliente@example.com',
          whatsapp: '+5511987654321',
          assunto: 'ORÇAMENTO',
          mensagem: 'Quero um site para o meu ateliê.',
        },
      },
    ]);
  });

  it('Retried send: the same draft sent twice queues its lead once', async () => {
    const world = createWorld();
    await anaWithForm(world);
    const idEnvio = '0b6f3c1e-8d4a-4e1b-9f2a-1c2d3e4f5a6b';
    const { idContato, idConversa } = await world.call('sendContactMessage', lead({ idEnvio }), { as: null });
    await world.call('sendContactMessage', lead({ idEnvio }), { as: null });
    expect(events(world)).toHaveLength(1);
    await expect(queueLeadEvent(world.deps, { type: 'lead.created', idContato, idConversa })).resolves.toMatchObject({
      status: 'duplicate',
    });
    expect(events(world)).toHaveLength(1);
  });

  it('carries the briefing’s answers when the conversation has them', async () => {
    const world = createWorld();
    await anaWithForm(world);
    const { idContato, idConversa } = await world.call('sendContactMessage', lead(), { as: null });
    const respostas = [{ id: 'p1', pergunta: 'Qual o orçamento?', tipo: 'orcamento', resposta: 'R$ 1.000 a R$ 3.000' }];
    await world.db.runTransaction(async (tx) => tx.set(paths.conversa(idContato, idConversa), { respostas }, { merge: true }));
    // As if the event were queued now, after the briefing's answers were stored with the conversation.
    world.db.load(
      Object.fromEntries(Object.entries(world.db.toJSON()).filter(([path]) => !path.startsWith(webhookPaths.entregas(ANA_KEY)))),
    );
    await queueLeadEvent(world.deps, { type: 'lead.created', idContato, idConversa });
    expect(events(world)[0]?.data).toMatchObject({ respostas });
  });

  it('the site’s own inbox: a message on the site’s form reaches the owners’ webhook of lab', async () => {
    const world = createWorld();
    await world.call('setWebhook', { skin: 'lab', url: 'https://hooks.exemplo.com/site' }, { as: OWNER });
    await world.call('sendContactMessage', { assunto: 'SISTEMA', mensagem: 'Oi', email: 'v@example.com' }, { as: null });
    const lab = await world.store.findSkin('lab');
    expect(events(world, `${lab?.uid}~${lab?.skinId}`).map((e) => [e.type, e.data.skin])).toEqual([['lead.created', 'lab']]);
  });

  it('a skin without a webhook queues nothing', async () => {
    const world = createWorld();
    await world.db.runTransaction((tx) =>
      tx.set(publishedPaths.page('ana', 'home'), { containers: [FORM], cards: [], addOns: [] }),
    );
    await world.call('sendContactMessage', lead(), { as: null });
    expect(Object.keys(world.db.toJSON()).filter((path) => path.startsWith('webhooks/'))).toEqual([]);
  });

  it('Webhook queue fails: the message is stored and answered as sent, the failure logged', async () => {
    const world = createWorld({
      store: (db) => ({
        ...createMemoryStore(db),
        queueWebhookEvent: async () => {
          throw new Error('Firestore indisponível');
        },
      }),
    });
    await anaWithForm(world);
    await expect(world.call('sendContactMessage', lead(), { as: null })).resolves.toMatchObject({
      idConversa: expect.any(String),
    });
    expect(world.logger.error).toHaveBeenCalledWith('a lead event could not be queued', expect.anything());
  });

  it('lead.stage_changed, as the stage command queues it: the ids, from, to and the proposal in centavos', async () => {
    const world = createWorld();
    await anaWithForm(world);
    const { idContato, idConversa } = await world.call('sendContactMessage', lead(), { as: null });
    const outcome = await queueLeadEvent(world.deps, {
      type: 'lead.stage_changed',
      idContato,
      idConversa,
      de: 'novo',
      para: 'proposta',
      valorProposta: 250_000,
    });
    expect(outcome).toMatchObject({ status: 'queued' });
    expect(events(world).find((e) => e.type === 'lead.stage_changed')?.data).toEqual({
      idContato,
      idConversa,
      skin: 'ana',
      de: 'novo',
      para: 'proposta',
      valorProposta: 250_000,
    });
    await expect(
      queueLeadEvent(world.deps, { type: 'lead.stage_changed', idContato: 'x', idConversa: 'y', de: 'novo', para: 'perdido' }),
    ).resolves.toBeNull();
  });

  it(`Message flood: a skin's webhook gets at most ${RATE_LIMITS.webhookEventsPerSkin.max} events a day, the rest dropped`, async () => {
    const world = createWorld();
    await anaWithForm(world);
    const ping = (n: number): WebhookEvent => ({ id: `evt_${n}`, type: 'ping', created: '', data: {} });
    for (let n = 0; n < RATE_LIMITS.webhookEventsPerSkin.max; n += 1) await queueWebhookEvent(world.deps, 'ana', ping(n));
    await expect(queueWebhookEvent(world.deps, 'ana', ping(-1))).resolves.toEqual({ status: 'rate-limited' });
    expect(events(world)).toHaveLength(RATE_LIMITS.webhookEventsPerSkin.max);
    world.clock.now += RATE_LIMITS.webhookEventsPerSkin.windowMs;
    await expect(queueWebhookEvent(world.deps, 'ana', ping(-1))).resolves.toMatchObject({ status: 'queued' });
  });
});
