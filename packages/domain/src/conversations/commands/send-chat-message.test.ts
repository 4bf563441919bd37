import { LIMITS } from '../../kernel/constants';
import { RATE_LIMITS } from '../../kernel/rate-limits';
import { MESSAGES } from '../../kernel/messages';
import { paths } from '../../kernel/paths';
import type { ChatDoc, ContatoDoc, ConversaDoc } from '../../kernel/types';
import { ANA, BRUNO, createWorld, expectNoWrites, OWNER, SECOND_OWNER, T0, type World } from '../../handlers/test-support/world';

/** A world where Ana has written to the lab, so the contact ana_lab with conversation principal exists. */
async function withConversation(): Promise<World> {
  const world = createWorld();
  await world.call('sendContactMessage', { mensagem: 'Oi, Laura', skin: 'ana' }, { as: ANA });
  world.clock.now = T0 + 5_000;
  return world;
}

const target = { contactId: 'ana_lab', conversationId: 'principal' };

function chatOf(world: World): ChatDoc[] {
  return world.db
    .query<ChatDoc>({ collection: paths.chat('ana_lab', 'principal') }, { orderBy: [['data', 'asc']] })
    .map((d) => d.data);
}

describe('sendChatMessage', () => {
  it('refuses anonymous callers with unauthenticated and writes nothing', async () => {
    const world = await withConversation();
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('sendChatMessage', { ...target, mensagem: 'Oi' }, { as: null })).toMatchObject({
        code: 'unauthenticated',
        message: MESSAGES.unauthenticated,
      });
    });
  });

  it.each([
    ['the message is missing', { ...target }, MESSAGES.chatEmpty],
    ['the message is empty', { ...target, mensagem: '' }, MESSAGES.chatEmpty],
    ['the message is only whitespace', { ...target, mensagem: ' \n\t ' }, MESSAGES.chatEmpty],
    [
      'the message is over 2000 characters',
      { ...target, mensagem: 'x'.repeat(LIMITS.messageMaxLength + 1) },
      MESSAGES.messageTooLong,
    ],
    [
      'the contact id is not a document id',
      { ...target, contactId: 'ana_lab/conversas', mensagem: 'Oi' },
      MESSAGES.invalidPayload,
    ],
    ['the conversation id is missing', { contactId: 'ana_lab', mensagem: 'Oi' }, MESSAGES.invalidPayload],
    ['an unknown field is sent', { ...target, mensagem: 'Oi', userRemetente: 'lab' }, `${MESSAGES.unknownField}userRemetente`],
    // Firestore stores UTF-8: a lone surrogate could never be written.
    ['the message holds a lone surrogate', { ...target, mensagem: 'Oi \ud800' }, MESSAGES.invalidPayload],
  ])('refuses with invalid-argument when %s', async (_case, data, message) => {
    const world = await withConversation();
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('sendChatMessage', data, { as: ANA })).toMatchObject({ code: 'invalid-argument', message });
    });
  });

  it('Existence oracle: answers a stranger the same for a contact that does not exist as for one that does', async () => {
    const world = await withConversation();
    await expectNoWrites(world.db, async () => {
      const missing = await world.refusal(
        'sendChatMessage',
        { contactId: 'ninguem_lab', conversationId: 'principal', mensagem: 'Oi' },
        { as: BRUNO },
      );
      const existing = await world.refusal('sendChatMessage', { ...target, mensagem: 'Oi' }, { as: BRUNO });
      expect({ code: missing.code, message: missing.message }).toEqual({ code: existing.code, message: existing.message });
      expect(missing).toMatchObject({ code: 'permission-denied', message: MESSAGES.permissionDenied });
    });
  });

  it('tells an owner, who may answer any contact, that a contact does not exist', async () => {
    const world = await withConversation();
    await expectNoWrites(world.db, async () => {
      expect(
        await world.refusal(
          'sendChatMessage',
          { contactId: 'ninguem_lab', conversationId: 'principal', mensagem: 'Oi' },
          { as: OWNER },
        ),
      ).toMatchObject({
        code: 'not-found',
        message: MESSAGES.conversationNotFound,
      });
    });
  });

  it('refuses with not-found when the conversation does not exist', async () => {
    const world = await withConversation();
    await expectNoWrites(world.db, async () => {
      expect(
        await world.refusal('sendChatMessage', { ...target, conversationId: 'outra', mensagem: 'Oi' }, { as: ANA }),
      ).toMatchObject({
        code: 'not-found',
        message: MESSAGES.conversationNotFound,
      });
    });
  });

  it('refuses with permission-denied a signed-in user who is not a participant', async () => {
    const world = await withConversation();
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('sendChatMessage', { ...target, mensagem: 'intrometido' }, { as: BRUNO })).toMatchObject({
        code: 'permission-denied',
        message: MESSAGES.permissionDenied,
      });
    });
  });

  it('appends a participant’s message under their own key and moves the conversation and contact dates', async () => {
    const world = await withConversation();
    const result = await world.call('sendChatMessage', { ...target, mensagem: '  Tudo bem?  ' }, { as: ANA });
    const sent = chatOf(world).at(-1);
    expect(sent).toEqual({
      idChat: result.idChat,
      mensagem: 'Tudo bem?',
      data: T0 + 5_000,
      userRemetente: 'ana',
      idConversa: 'principal',
      nomeRemetente: 'Ana',
      fotoRemetente: ANA.picture,
      uids: [ANA.uid, OWNER.uid].sort(),
    });
    expect(world.db.get<ConversaDoc>(paths.conversa('ana_lab', 'principal'))).toMatchObject({
      ultimaMensagem: 'Tudo bem?',
      dataUltimaMensagem: T0 + 5_000,
      data: T0,
    });
    expect(world.db.get<ContatoDoc>(paths.contato('ana_lab'))?.ultimaConversaData).toBe(T0 + 5_000);
  });

  it('lets the owner reply as the lab', async () => {
    const world = await withConversation();
    await world.call('sendChatMessage', { ...target, mensagem: 'Oi, Ana!' }, { as: OWNER });
    expect(chatOf(world).at(-1)).toMatchObject({ userRemetente: 'lab', nomeRemetente: 'Laura', fotoRemetente: OWNER.picture });
  });

  it('lets an owner who is not a participant reply on the lab’s side, under their own name and photo', async () => {
    const world = await withConversation();
    await world.call('sendChatMessage', { ...target, mensagem: 'Aqui é o lab' }, { as: SECOND_OWNER });
    expect(chatOf(world).at(-1)).toMatchObject({
      userRemetente: 'lab',
      nomeRemetente: SECOND_OWNER.givenName,
      fotoRemetente: SECOND_OWNER.picture,
    });
  });

  it('lets the owner answer an anonymous visitor’s conversation', async () => {
    const world = createWorld();
    const { idContato, idConversa } = await world.call('sendContactMessage', { email: 'v@x.com', mensagem: 'Oi' }, { as: null });
    await world.call(
      'sendChatMessage',
      { contactId: idContato, conversationId: idConversa, mensagem: 'Respondido' },
      { as: OWNER },
    );
    expect(world.db.count(paths.chat(idContato, idConversa))).toBe(2);
  });

  it(`Chat flood: accepts a burst of ${RATE_LIMITS.chatBurstPerUser.max} messages, then refuses with "Muitas mensagens seguidas", writing nothing`, async () => {
    const world = await withConversation();
    for (let i = 0; i < RATE_LIMITS.chatBurstPerUser.max; i += 1) {
      await world.call('sendChatMessage', { ...target, mensagem: `m${i}` }, { as: ANA });
    }
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('sendChatMessage', { ...target, mensagem: 'mais uma' }, { as: ANA })).toMatchObject({
        code: 'resource-exhausted',
        message: MESSAGES.chatRateLimited,
      });
    });
    expect(MESSAGES.chatRateLimited).toMatch(/^Muitas mensagens seguidas/);
    world.clock.now += RATE_LIMITS.chatBurstPerUser.windowMs;
    await expect(
      world.call('sendChatMessage', { ...target, mensagem: 'depois de um minuto' }, { as: ANA }),
    ).resolves.toBeDefined();
  });

  it(`Chat flood: caps a participant at ${RATE_LIMITS.chatPerUser.max} messages an hour, bursts or not`, async () => {
    const world = await withConversation();
    const spacing = RATE_LIMITS.chatBurstPerUser.windowMs / RATE_LIMITS.chatBurstPerUser.max;
    for (let i = 0; i < RATE_LIMITS.chatPerUser.max; i += 1) {
      world.clock.now += spacing;
      await world.call('sendChatMessage', { ...target, mensagem: `m${i}` }, { as: ANA });
    }
    world.clock.now += RATE_LIMITS.chatBurstPerUser.windowMs;
    expect(await world.refusal('sendChatMessage', { ...target, mensagem: 'mais' }, { as: ANA })).toMatchObject({
      code: 'resource-exhausted',
      message: MESSAGES.chatRateLimited,
    });
  });

  it('lets owners, who answer every visitor, write without a chat limit', async () => {
    const world = await withConversation();
    for (let i = 0; i < RATE_LIMITS.chatBurstPerUser.max * 2; i += 1) {
      await world.call('sendChatMessage', { ...target, mensagem: `resposta ${i}` }, { as: OWNER });
    }
    expect(chatOf(world)).toHaveLength(1 + RATE_LIMITS.chatBurstPerUser.max * 2);
  });
});
