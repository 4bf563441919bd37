/**
 * The moves a lead makes by itself: her reply takes a new lead to Em conversa, in the reply's own
 * transaction; a visitor's message never moves it, but marks a closed lead as back; deleting the
 * conversation takes its stage history with it.
 */
import { UNDO_DELETION_MS } from '../../kernel/constants';
import { paths } from '../../kernel/paths';
import { publishedPaths } from '../../published';
import type { ConversaDoc } from '../../kernel/types';
import type { EtapaDoc } from '../stages';
import { leadIdOf, type LeadDoc } from '../lead-doc';
import { ANA, BRUNO, createWorld, T0, type World } from '../../handlers/test-support/world';

const FORM = { id_container: 'form-ana', titulo: 'Fale comigo', iconUrl: '', order: 0, cardIds: [] };
const form = { assunto: 'OUTRO', mensagem: 'Quanto custa um site?', destino: 'ana', pagina: 'home' };

/** Bruno, signed in, wrote on Ana's form: a lead in her inbox he can chat in. */
async function brunosLead(
  fields: { assunto?: string } = {},
): Promise<{ world: World; chat: { contactId: string; conversationId: string } }> {
  const world = createWorld();
  await world.db.runTransaction(async (tx) =>
    tx.set(publishedPaths.page('ana', 'home'), {
      containers: [{ ...FORM, tipo: 'formulario', assuntos: ['OUTRO'] }],
      cards: [],
      addOns: [],
    }),
  );
  const sent = await world.call('sendContactMessage', { ...form, ...fields, skin: 'bruno' }, { as: BRUNO });
  return { world, chat: { contactId: sent.idContato, conversationId: sent.idConversa } };
}

const conversa = (world: World, c: { contactId: string; conversationId: string }) =>
  world.db.get<LeadDoc>(paths.lead(leadIdOf(c.contactId, c.conversationId)));
const historyOf = (world: World, c: { contactId: string; conversationId: string }) =>
  world.db.query<EtapaDoc>({ collection: paths.etapas(leadIdOf(c.contactId, c.conversationId)) });

describe('a lead’s automatic moves', () => {
  it('her first reply moves a new lead to Em conversa, recorded as hers under the reply’s id', async () => {
    const { world, chat } = await brunosLead();
    world.clock.now = T0 + 5_000;
    const { idChat } = await world.call('sendChatMessage', { ...chat, mensagem: 'Oi, Bruno! Vamos conversar.' }, { as: ANA });
    expect(conversa(world, chat)).toMatchObject({ etapa: 'em-conversa', etapaEm: T0 + 5_000 });
    expect(historyOf(world, chat)).toEqual([
      expect.objectContaining({
        id: idChat,
        data: { de: 'novo', para: 'em-conversa', em: T0 + 5_000, uid: ANA.uid, caixa: 'ana', uidDono: ANA.uid },
      }),
    ]);
  });

  it('never moves backwards: a reply to a lead past Em conversa leaves its stage alone', async () => {
    const { world, chat } = await brunosLead();
    await world.call(
      'setLeadStage',
      { idContato: chat.contactId, idConversa: chat.conversationId, etapa: 'proposta' },
      { as: ANA },
    );
    await world.call('sendChatMessage', { ...chat, mensagem: 'Mandei a proposta.' }, { as: ANA });
    expect(conversa(world, chat)?.etapa).toBe('proposta');
    expect(historyOf(world, chat)).toHaveLength(1);
  });

  it('a visitor’s message never moves the stage, and marks a closed lead as back (“Voltou a escrever”)', async () => {
    const { world, chat } = await brunosLead();
    await world.call('sendChatMessage', { ...chat, mensagem: 'Alguém aí?' }, { as: BRUNO });
    expect(conversa(world, chat)).toMatchObject({ etapa: 'novo' });
    expect(conversa(world, chat)).not.toHaveProperty('voltouEm');

    await world.call(
      'setLeadStage',
      { idContato: chat.contactId, idConversa: chat.conversationId, etapa: 'fechado' },
      { as: ANA },
    );
    world.clock.now = T0 + 90_000;
    await world.call('sendChatMessage', { ...chat, mensagem: 'Quero outro site!' }, { as: BRUNO });
    expect(conversa(world, chat)).toMatchObject({ etapa: 'fechado', voltouEm: T0 + 90_000 });
  });

  it('the form’s next message from a lost lead marks it as back too', async () => {
    // Without a subject a signed-in visitor's form messages keep to one conversation.
    const { world, chat } = await brunosLead({ assunto: undefined });
    await world.call(
      'setLeadStage',
      { idContato: chat.contactId, idConversa: chat.conversationId, etapa: 'perdido' },
      { as: ANA },
    );
    world.clock.now = T0 + 120_000;
    await world.call(
      'sendContactMessage',
      { ...form, assunto: undefined, skin: 'bruno', mensagem: 'Mudei de ideia' },
      { as: BRUNO },
    );
    expect(conversa(world, chat)).toMatchObject({ etapa: 'perdido', voltouEm: T0 + 120_000 });
  });

  it('a conversation from before leads gets its lead on its next message, or when she moves it', async () => {
    const { world, chat } = await brunosLead();
    const forget = () =>
      world.db.runTransaction(async (tx) => tx.delete(paths.lead(leadIdOf(chat.contactId, chat.conversationId))));
    await forget();
    world.clock.now = T0 + 7_000;
    await world.call('sendChatMessage', { ...chat, mensagem: 'Ainda quero o site' }, { as: BRUNO });
    expect(conversa(world, chat)).toMatchObject({ caixa: 'ana', uidDono: ANA.uid, etapa: 'novo', criadoEm: T0 + 7_000 });

    await forget();
    world.clock.now = T0 + 8_000;
    const ref = { idContato: chat.contactId, idConversa: chat.conversationId };
    await world.call('setLeadStage', { ...ref, etapa: 'fechado' }, { as: ANA });
    expect(conversa(world, chat)).toMatchObject({
      caixa: 'ana',
      uidDono: ANA.uid,
      etapa: 'fechado',
      ultimaMensagem: 'Ainda quero o site',
      ultimaMensagemEm: T0 + 7_000,
    });
  });

  it('deleting the conversation deletes its lead and stage history once Desfazer has passed', async () => {
    const { world, chat } = await brunosLead();
    await world.call(
      'setLeadStage',
      { idContato: chat.contactId, idConversa: chat.conversationId, etapa: 'proposta' },
      { as: ANA },
    );
    await world.call('deleteConversation', chat, { as: ANA });
    expect(historyOf(world, chat)).toHaveLength(1);
    world.clock.now += UNDO_DELETION_MS + 1;
    await world.sweep();
    expect(historyOf(world, chat)).toEqual([]);
    expect(conversa(world, chat)).toBeNull();
    expect(world.db.get<ConversaDoc>(paths.conversa(chat.contactId, chat.conversationId))).toBeNull();
  });
});
