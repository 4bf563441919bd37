/**
 * Push notices of new messages through the callables: a device is registered by its own account,
 * a message alerts the other side's devices (the owners', only the one answering when one took the
 * conversation, or the visitor's), never the sender's, one notice per conversation burst, gone
 * tokens are forgotten, and the e-mail notice stays for inboxes without a device.
 */
import { MESSAGES } from '../../kernel/messages';
import { paths } from '../../kernel/paths';
import { PUSH_GROUP_WINDOW_MS } from '../push';
import type { MailDoc } from '../mail-doc';
import { ANA, BRUNO, createWorld, expectNoWrites, OWNER, SECOND_OWNER, T0, type World } from '../../handlers/test-support/world';

const TOKENS = { owner: 'fcm:owner-phone-0001', second: 'fcm:second-phone-0001', ana: 'fcm:ana-laptop-000001' };
const anaChat = { contactId: 'ana_lab', conversationId: 'principal' };

async function withDevices(world: World, who: Array<keyof typeof TOKENS>): Promise<void> {
  const callers = { owner: OWNER, second: SECOND_OWNER, ana: ANA };
  for (const name of who) await world.call('registerDevice', { token: TOKENS[name] }, { as: callers[name] });
}

const pushedTokens = (world: World) => world.push.deliveries.map((d) => d.token).sort();
const notices = (world: World) =>
  world.db.query<MailDoc>({ collection: paths.mails() }).filter((m) => m.data.tipo === 'notificacao');

describe('a device for push notices', () => {
  it('is registered and removed by its own signed-in account only', async () => {
    const world = createWorld();
    expect(await world.call('registerDevice', { token: TOKENS.ana }, { as: ANA })).toEqual({ dispositivos: 1 });
    expect(world.db.get(paths.dispositivos(ANA.uid))).toMatchObject({ dispositivos: [{ token: TOKENS.ana, usadoEm: T0 }] });
    // Another account's token is not theirs to remove: the same answer as an unknown one.
    expect(await world.call('unregisterDevice', { token: TOKENS.ana }, { as: BRUNO })).toEqual({ removed: false });
    expect(await world.call('unregisterDevice', { token: TOKENS.ana }, { as: ANA })).toEqual({ removed: true });
    expect(world.db.get(paths.dispositivos(ANA.uid))).toBeNull();
  });

  it('refuses anonymous callers, malformed tokens and unknown fields, writing nothing', async () => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      expect((await world.refusal('registerDevice', { token: TOKENS.ana }, { as: null })).code).toBe('unauthenticated');
      const bad = await world.refusal('registerDevice', { token: 'curto' });
      expect({ code: bad.code, message: bad.message }).toEqual({
        code: 'invalid-argument',
        message: MESSAGES.deviceTokenInvalid,
      });
      expect((await world.refusal('registerDevice', { token: 'x'.repeat(20) + '/../' })).message).toBe(
        MESSAGES.deviceTokenInvalid,
      );
      expect((await world.refusal('registerDevice', { token: TOKENS.ana, uid: OWNER.uid })).message).toBe(
        `${MESSAGES.unknownField}uid`,
      );
    });
  });

  it('is limited per account and per IP, the limit taken before the device is written', async () => {
    const world = createWorld();
    for (let i = 0; i < 30; i += 1) await world.call('registerDevice', { token: `${TOKENS.ana}-${i}` }, { as: ANA });
    const before = world.db.get(paths.dispositivos(ANA.uid));
    const refused = await world.refusal('registerDevice', { token: `${TOKENS.ana}-x` }, { as: ANA });
    expect({ code: refused.code, message: refused.message }).toEqual({
      code: 'resource-exhausted',
      message: MESSAGES.devicesRateLimited,
    });
    expect(world.db.get(paths.dispositivos(ANA.uid))).toEqual(before);
    // The same IPv6 /64 counts as one client across accounts.
    const world2 = createWorld();
    const ip = (n: number) => `2001:db8:1:2::${n.toString(16)}`;
    for (let i = 0; i < 60; i += 1) {
      await world2.call('registerDevice', { token: `${TOKENS.ana}-${i}` }, { as: i % 2 ? ANA : BRUNO, ip: ip(i) });
    }
    expect((await world2.refusal('registerDevice', { token: TOKENS.owner }, { as: OWNER, ip: ip(99) })).code).toBe(
      'resource-exhausted',
    );
  });
});

describe('who a new message alerts', () => {
  it('alerts every owner’s devices of a visitor’s message, with the sender, the subject, the first words and the conversation', async () => {
    const world = createWorld();
    await withDevices(world, ['owner', 'second', 'ana']);
    const { idContato, idConversa } = await world.call(
      'sendContactMessage',
      { assunto: 'ONE PAGE', mensagem: 'Quero um site para o meu ateliê', skin: 'ana' },
      { as: ANA },
    );
    expect(pushedTokens(world)).toEqual([TOKENS.owner, TOKENS.second].sort());
    expect(world.push.deliveries[0]?.notice).toEqual({
      title: 'Ana — ONE PAGE',
      body: 'Quero um site para o meu ateliê',
      link: `/conversa/${encodeURIComponent(idContato)}/${idConversa}`,
      tag: `${idContato}/${idConversa}`,
    });
  });

  it('alerts the visitor’s devices of the lab’s reply, never the owner who wrote it nor the other owner', async () => {
    const world = createWorld();
    await world.call('sendContactMessage', { mensagem: 'Oi', skin: 'ana' }, { as: ANA });
    await withDevices(world, ['owner', 'second', 'ana']);
    world.clock.now = T0 + 1_000;
    await world.call('sendChatMessage', { ...anaChat, mensagem: 'Oi, Ana! Vamos conversar.' }, { as: SECOND_OWNER });
    expect(pushedTokens(world)).toEqual([TOKENS.ana]);
    expect(world.push.deliveries[0]?.notice.title).toBe('Otto — PRINCIPAL');
  });

  it('alerts only the owner answering a conversation someone took (Eu respondo), and both again once freed', async () => {
    const world = createWorld();
    await world.call('sendContactMessage', { mensagem: 'Oi', skin: 'ana' }, { as: ANA });
    await withDevices(world, ['owner', 'second']);
    await world.call('claimConversation', { ...anaChat, claim: true }, { as: SECOND_OWNER });
    world.push.deliveries.length = 0;
    world.clock.now = T0 + PUSH_GROUP_WINDOW_MS;
    await world.call('sendChatMessage', { ...anaChat, mensagem: 'Alguém aí?' }, { as: ANA });
    expect(pushedTokens(world)).toEqual([TOKENS.second]);
    await world.call('claimConversation', { ...anaChat, claim: false }, { as: SECOND_OWNER });
    world.push.deliveries.length = 0;
    world.clock.now = T0 + 2 * PUSH_GROUP_WINDOW_MS;
    await world.call('sendChatMessage', { ...anaChat, mensagem: 'Oi?' }, { as: ANA });
    expect(pushedTokens(world)).toEqual([TOKENS.owner, TOKENS.second].sort());
  });

  it('alerts only the answering owner of a signed-in visitor’s form message to a conversation someone took', async () => {
    const world = createWorld();
    await world.call('sendContactMessage', { mensagem: 'Oi', skin: 'ana' }, { as: ANA });
    await withDevices(world, ['owner', 'second']);
    await world.call('claimConversation', { ...anaChat, claim: true }, { as: OWNER });
    world.push.deliveries.length = 0;
    world.clock.now = T0 + PUSH_GROUP_WINDOW_MS;
    await world.call('sendContactMessage', { mensagem: 'Pelo formulário de novo', skin: 'ana' }, { as: ANA });
    expect(pushedTokens(world)).toEqual([TOKENS.owner]);
  });

  it('makes one notice of a burst in a conversation, and another once the window has passed', async () => {
    const world = createWorld();
    await withDevices(world, ['owner']);
    await world.call('sendContactMessage', { mensagem: 'Oi', skin: 'ana' }, { as: ANA });
    for (let i = 1; i <= 3; i += 1) {
      world.clock.now = T0 + i * 5_000;
      await world.call('sendChatMessage', { ...anaChat, mensagem: `mais ${i}` }, { as: ANA });
    }
    expect(world.push.deliveries).toHaveLength(1);
    world.clock.now = T0 + PUSH_GROUP_WINDOW_MS + 1;
    await world.call('sendChatMessage', { ...anaChat, mensagem: 'ainda aqui' }, { as: ANA });
    expect(world.push.deliveries.map((d) => d.notice.body)).toEqual(['Oi', 'ainda aqui']);
  });

  it('forgets a token the push service says is gone, and keeps the others', async () => {
    const world = createWorld();
    await withDevices(world, ['owner', 'second']);
    world.push.gone.add(TOKENS.second);
    await world.call('sendContactMessage', { mensagem: 'Oi', skin: 'ana' }, { as: ANA });
    expect(await world.store.devicesOf([OWNER.uid, SECOND_OWNER.uid])).toEqual(new Map([[OWNER.uid, [TOKENS.owner]]]));
  });

  it('sends the message all the same when the push service is down, and says so in the log', async () => {
    const world = createWorld();
    await withDevices(world, ['owner']);
    world.push.failing = true;
    await world.call('sendContactMessage', { mensagem: 'Oi', skin: 'ana' }, { as: ANA });
    expect(world.db.get(paths.conversa('ana_lab', 'principal'))).toMatchObject({ ultimaMensagem: 'Oi' });
    expect(world.logger.error).toHaveBeenCalledWith(expect.stringContaining('push'), expect.anything());
  });
});

describe('the e-mail notice beside the push', () => {
  it('stays while an owner has no device, and is left out once every owner has one', async () => {
    const world = createWorld();
    await withDevices(world, ['owner']);
    await world.call('sendContactMessage', { mensagem: 'Oi', skin: 'ana' }, { as: ANA });
    expect(notices(world)).toHaveLength(1);

    const both = createWorld();
    await withDevices(both, ['owner', 'second']);
    await both.call('sendContactMessage', { mensagem: 'Oi', skin: 'ana' }, { as: ANA });
    expect(notices(both)).toHaveLength(0);
    expect(both.push.deliveries).toHaveLength(2);
  });
});
