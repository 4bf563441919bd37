/**
 * A rename and what the skin has outside its tree: her inbox's hours are kept under the skin's name
 * (the work after a message knows its inbox by name alone), so they move with it in the rename's
 * transaction; her webhook is kept under her account and the skin's id, which a rename keeps.
 */
import { paths } from '../../kernel/paths';
import type { AtendimentoDoc } from '../../business-hours';
import { createWorld, NEWCOMER, type World } from '../../handlers/test-support/world';
import { giveHoursAndWebhook, HOOK_URL } from '../../handlers/test-support/hours-and-webhook';

async function drawnSkin(world: World) {
  const session = await world.call('bootstrapSession', {}, { as: NEWCOMER });
  return { name: session.selected?.username ?? '', uid: NEWCOMER.uid, skinId: session.selected?.id_skins ?? '' };
}

describe('renameSkin, her hours and her webhook', () => {
  it('a renamed skin loses its business hours: they move to the new name with the rename, nothing stays at User…', async () => {
    const world = createWorld();
    const skin = await drawnSkin(world);
    await giveHoursAndWebhook(world, NEWCOMER, skin);
    const hours = world.db.get<AtendimentoDoc>(paths.atendimento(skin.name));

    await world.call('renameSkin', { skin: skin.name, username: 'marina-souza', nomeExibicao: 'Marina Souza' }, { as: NEWCOMER });
    expect(world.db.get(paths.atendimento(skin.name))).toBeNull();
    expect(world.db.get(paths.atendimento('marina-souza'))).toEqual({ ...hours, chave: 'marina-souza' });
    await expect(world.call('readWebhook', { skin: 'marina-souza' }, { as: NEWCOMER })).resolves.toMatchObject({ url: HOOK_URL });
  });

  it('a renamed skin takes no hours left under its new name by another account', async () => {
    const world = createWorld();
    const skin = await drawnSkin(world);
    const stale: AtendimentoDoc = { ...hoursLeftBy(world), chave: 'marina-souza' };
    await world.db.runTransaction((tx) => tx.set(paths.atendimento('marina-souza'), { ...stale }));

    await world.call('renameSkin', { skin: skin.name, username: 'marina-souza', nomeExibicao: 'Marina Souza' }, { as: NEWCOMER });
    expect(world.db.get(paths.atendimento('marina-souza'))).toBeNull();
  });
});

/** Hours another account once kept (written before the deletions erased them). */
function hoursLeftBy(world: World): AtendimentoDoc {
  return {
    chave: '',
    uids: ['outra-conta'],
    ativo: true,
    fusoHorario: 'America/Sao_Paulo',
    semana: { dom: [], seg: [{ inicio: '09:00', fim: '18:00' }], ter: [], qua: [], qui: [], sex: [], sab: [] },
    foraDoHorario: 'Resposta de outra pessoa.',
    confirmacao: '',
    silencioso: false,
    atualizadoEm: world.clock.now,
  };
}
