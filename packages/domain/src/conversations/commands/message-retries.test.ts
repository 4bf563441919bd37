/**
 * A send whose answer was lost is sent again by the browser with the same idEnvio: the server stores
 * the message once and answers the repeat with the first result, without a second notice.
 */
import { MESSAGES } from '../../kernel/messages';
import { paths } from '../../kernel/paths';
import type { ChatDoc, ConversaDoc } from '../../kernel/types';
import type { MailDoc } from '../../notices';
import { ANA, BRUNO, createWorld, expectNoWrites, OWNER, T0, type World } from '../../handlers/test-support/world';

const VISITOR = 'visita@example.com';
const ID_ENVIO = '3f2a9c1e-7b4d-4e8f-9a0b-1c2d3e4f5a6b';
const OTHER_ENVIO = '8e7d6c5b-4a39-4281-9706-f5e4d3c2b1a0';
const target = { contactId: 'ana_lab', conversationId: 'principal' };

async function withConversation(): Promise<World> {
  const world = createWorld();
  await world.call('sendContactMessage', { mensagem: 'Oi, Laura', skin: 'ana' }, { as: ANA });
  world.clock.now = T0 + 5_000;
  return world;
}

function chatOf(world: World, contactId = 'ana_lab', conversationId = 'principal'): ChatDoc[] {
  return world.db
    .query<ChatDoc>({ collection: paths.chat(contactId, conversationId) }, { orderBy: [['data', 'asc']] })
    .map((d) => d.data);
}

const mails = (world: World) => world.db.query<MailDoc>({ collection: paths.mails() }).map((d) => d.data);

describe('a chat message sent again after its answer was lost', () => {
  it('Lost answer: a repeat with the same idEnvio returns the first idChat and stores the message once', async () => {
    const world = await withConversation();
    const first = await world.call('sendChatMessage', { ...target, mensagem: 'Tudo bem?', idEnvio: ID_ENVIO }, { as: ANA });
    world.clock.now += 1_000;
    const again = await world.call('sendChatMessage', { ...target, mensagem: 'Tudo bem?', idEnvio: ID_ENVIO }, { as: ANA });
    expect(again).toEqual(first);
    expect(chatOf(world).filter((m) => m.mensagem === 'Tudo bem?')).toHaveLength(1);
  });

  it('Lost answer: a repeat writes nothing, not even a notice or a rate-limit use', async () => {
    const world = await withConversation();
    await world.call('sendChatMessage', { ...target, mensagem: 'Tudo bem?', idEnvio: ID_ENVIO }, { as: ANA });
    world.clock.now += 1_000;
    const mailsBefore = mails(world).length;
    await expectNoWrites(world.db, async () => {
      await world.call('sendChatMessage', { ...target, mensagem: 'Tudo bem?', idEnvio: ID_ENVIO }, { as: ANA });
    });
    expect(mails(world)).toHaveLength(mailsBefore);
  });

  it('Two different drafts are two messages', async () => {
    const world = await withConversation();
    await world.call('sendChatMessage', { ...target, mensagem: 'Um', idEnvio: ID_ENVIO }, { as: ANA });
    await world.call('sendChatMessage', { ...target, mensagem: 'Dois', idEnvio: OTHER_ENVIO }, { as: ANA });
    expect(chatOf(world).map((m) => m.mensagem)).toEqual(['Oi, Laura', 'Um', 'Dois']);
  });

  it("Id collision: another sender's idEnvio never lands on or answers with their message", async () => {
    const world = await withConversation();
    const ana = await world.call('sendChatMessage', { ...target, mensagem: 'Da Ana', idEnvio: ID_ENVIO }, { as: ANA });
    const owner = await world.call('sendChatMessage', { ...target, mensagem: 'Da Laura', idEnvio: ID_ENVIO }, { as: OWNER });
    expect(owner.idChat).not.toBe(ana.idChat);
    expect(chatOf(world).map((m) => m.mensagem)).toEqual(['Oi, Laura', 'Da Ana', 'Da Laura']);
  });

  it.each([['not a uuid'], [''], ['3f2a9c1e-7b4d-4e8f-9a0b-1c2d3e4f5a6b/x'], [42]])(
    'refuses an idEnvio of another shape (%p) and writes nothing',
    async (idEnvio) => {
      const world = await withConversation();
      await expectNoWrites(world.db, async () => {
        expect(await world.refusal('sendChatMessage', { ...target, mensagem: 'Oi', idEnvio }, { as: ANA })).toMatchObject({
          code: 'invalid-argument',
          message: MESSAGES.invalidPayload,
        });
      });
    },
  );
});

describe('a contact message sent again after its answer was lost', () => {
  const form = { email: VISITOR, mensagem: 'Quero um orçamento', idEnvio: ID_ENVIO };

  it('Lost answer: an anonymous repeat returns the same idContato and idConversa and opens one conversation', async () => {
    const world = createWorld();
    const first = await world.call('sendContactMessage', form, { as: null });
    world.clock.now += 1_000;
    const mailsBefore = mails(world).length;
    await expectNoWrites(world.db, async () => {
      expect(await world.call('sendContactMessage', form, { as: null })).toEqual(first);
    });
    expect(mails(world)).toHaveLength(mailsBefore);
    expect(world.db.query<ConversaDoc>({ collection: paths.conversas(first.idContato) })).toHaveLength(1);
  });

  it('Lost answer: a signed-in repeat stores the message in principal once', async () => {
    const world = createWorld();
    const data = { mensagem: 'Oi, Laura', skin: 'bruno', idEnvio: ID_ENVIO };
    const first = await world.call('sendContactMessage', data, { as: BRUNO });
    world.clock.now += 1_000;
    expect(await world.call('sendContactMessage', data, { as: BRUNO })).toEqual(first);
    expect(chatOf(world, first.idContato, first.idConversa)).toHaveLength(1);
  });
});

describe('the order of a conversation', () => {
  it('Clock behind: a message stored later is newer than the last one, and the conversation moves forward', async () => {
    const world = await withConversation();
    await world.call('sendChatMessage', { ...target, mensagem: 'Primeira' }, { as: ANA });
    // Another instance's clock, or a send that read the time before a later one committed.
    world.clock.now = T0 + 1_000;
    await world.call('sendChatMessage', { ...target, mensagem: 'Segunda' }, { as: OWNER });
    const thread = chatOf(world);
    expect(thread.map((m) => m.mensagem)).toEqual(['Oi, Laura', 'Primeira', 'Segunda']);
    expect(thread[2]!.data).toBe(thread[1]!.data + 1);
    const conversa = world.db.get<ConversaDoc>(paths.conversa('ana_lab', 'principal'));
    expect(conversa).toMatchObject({ ultimaMensagem: 'Segunda', dataUltimaMensagem: thread[2]!.data });
  });

  it('Concurrent sends: the conversation ends on the message that committed last', async () => {
    const world = await withConversation();
    const sends = ['a', 'b', 'c', 'd'].map((mensagem) => world.call('sendChatMessage', { ...target, mensagem }, { as: ANA }));
    await Promise.all(sends);
    const thread = chatOf(world);
    const times = thread.map((m) => m.data);
    expect(new Set(times).size).toBe(times.length);
    const conversa = world.db.get<ConversaDoc>(paths.conversa('ana_lab', 'principal'));
    expect(conversa).toMatchObject({ ultimaMensagem: thread.at(-1)!.mensagem, dataUltimaMensagem: Math.max(...times) });
  });

  it('Export: a thread reads in time order, equal times in id order', async () => {
    const world = await withConversation();
    const chat = paths.chat('ana_lab', 'principal');
    const message = (data: number) => ({ mensagem: 'x', userRemetente: 'ana', nomeRemetente: 'Ana', fotoRemetente: '', data });
    await world.db.runTransaction((tx) => {
      tx.set(`${chat}/0-later`, { ...message(T0 + 200), idChat: '0-later' });
      tx.set(`${chat}/b-tie`, { ...message(T0 + 100), idChat: 'b-tie' });
      tx.set(`${chat}/a-tie`, { ...message(T0 + 100), idChat: 'a-tie' });
    });
    const file = await world.call('exportMyData', {}, { as: ANA });
    const ids = file.secoes.conversas.flatMap((d) => /\/chat\/(.+)$/.exec(d.caminho)?.slice(1) ?? []);
    expect(ids.filter((id) => ['0-later', 'a-tie', 'b-tie'].includes(id))).toEqual(['a-tie', 'b-tie', '0-later']);
  });
});

describe('text a person cannot see', () => {
  it.each([
    ['only zero-width spaces', '\u200b\u200b\u200b', MESSAGES.chatEmpty],
    ['only a word joiner and spaces', ' \u2060 ', MESSAGES.chatEmpty],
    ['a NUL', 'Oi\u0000', MESSAGES.messageInvalidChars],
    ['a right-to-left override', 'Oi \u202e', MESSAGES.messageInvalidChars],
    ['an isolate', 'Oi \u2066x\u2069', MESSAGES.messageInvalidChars],
  ])('refuses a chat message holding %s and writes nothing', async (_case, mensagem, message) => {
    const world = await withConversation();
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('sendChatMessage', { ...target, mensagem }, { as: ANA })).toMatchObject({
        code: 'invalid-argument',
        message,
      });
    });
  });

  it.each([
    ['only zero-width spaces', '\u200b\u200b', MESSAGES.subjectRequired],
    ['a right-to-left override', 'Oi \u202e', MESSAGES.messageInvalidChars],
  ])('refuses a contact message holding %s and writes nothing', async (_case, mensagem, message) => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('sendContactMessage', { email: VISITOR, mensagem }, { as: null })).toMatchObject({
        code: 'invalid-argument',
        message,
      });
    });
  });

  it("Names: a sender's name holding a bidi override or a control character is stored without them", async () => {
    const world = createWorld();
    await world.db.runTransaction((tx) => tx.set(paths.user(ANA.uid), { nomeGoogle: 'Ana\u202e\u0000 Lima' }, { merge: true }));
    const sent = await world.call('sendContactMessage', { mensagem: 'Oi', skin: 'ana' }, { as: ANA });
    world.clock.now = T0 + 5_000;
    await world.call('sendChatMessage', { ...target, mensagem: 'De novo' }, { as: ANA });
    expect(chatOf(world, sent.idContato, sent.idConversa).map((m) => m.nomeRemetente)).toEqual(['Ana Lima', 'Ana Lima']);
  });

  it('keeps line breaks and tabs in a message', async () => {
    const world = await withConversation();
    await world.call('sendChatMessage', { ...target, mensagem: 'Linha 1\n\tLinha 2' }, { as: ANA });
    expect(chatOf(world).at(-1)?.mensagem).toBe('Linha 1\n\tLinha 2');
  });
});
