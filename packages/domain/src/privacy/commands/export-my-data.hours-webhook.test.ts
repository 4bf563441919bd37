/**
 * **Baixar meus dados** and what her skins have outside their trees: her inboxes' hours, and her
 * webhooks' addresses with their deliveries' list. Never a webhook's secret (it signs her requests,
 * a file that leaks would let anyone forge them) nor a delivery's body (a lead's data).
 */
import { paths } from '../../kernel/paths';
import { ANA, BRUNO, createWorld } from '../../handlers/test-support/world';
import { giveHoursAndWebhook, HOOK_URL } from '../../handlers/test-support/hours-and-webhook';
import { webhookPaths } from '../../webhooks';

describe('exportMyData, her hours and her webhook', () => {
  it('the export leaves out her business hours and her webhook: both are in it, no other account’s', async () => {
    const world = createWorld();
    const extras = await giveHoursAndWebhook(world, ANA, { name: 'ana', uid: ANA.uid, skinId: 'skin-ana' });
    await giveHoursAndWebhook(world, BRUNO, { name: 'bruno', uid: BRUNO.uid, skinId: 'skin-bruno' });

    const file = await world.call('exportMyData', {}, { as: ANA });
    expect(file.secoes.atendimento).toEqual([
      {
        caminho: paths.atendimento('ana'),
        dados: expect.objectContaining({ chave: 'ana', foraDoHorario: 'Respondo amanhã a partir das 9h.' }),
      },
    ]);
    expect(file.secoes.webhooks.map((d) => d.caminho)).toEqual([
      webhookPaths.webhook(extras.chave),
      webhookPaths.entrega({ chave: extras.chave, id: extras.entrega }),
    ]);
    expect(file.secoes.webhooks[0]?.dados).toMatchObject({ url: HOOK_URL });
    expect(file.secoes.webhooks[1]?.dados).toMatchObject({ id: extras.entrega, tipo: 'ping', estado: 'pendente' });
  });

  it('a webhook’s secret and a delivery’s body never leave in the export', async () => {
    const world = createWorld();
    const extras = await giveHoursAndWebhook(world, ANA, { name: 'ana', uid: ANA.uid, skinId: 'skin-ana' });
    const file = JSON.stringify(await world.call('exportMyData', {}, { as: ANA }));
    expect(extras.segredo).toMatch(/^whsec_/);
    expect(file).not.toContain(extras.segredo);
    expect(file).not.toContain('"segredo"');
    expect(file).not.toContain('"corpo"');
  });
});
