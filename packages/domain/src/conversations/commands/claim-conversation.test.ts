/**
 * claimConversation: one owner says "Eu respondo" on a conversation of the site's own inbox, which
 * both owners answer for, takes it over from the other (Assumir), or frees it (Liberar). Nobody else,
 * and no other conversation, can be claimed, and asking about one tells nothing.
 */
import { MESSAGES } from '../../kernel/messages';
import { paths } from '../../kernel/paths';
import { publishedPaths } from '../../published';
import { RATE_LIMITS } from '../../kernel/rate-limits';
import type { ChatDoc, ConversaDoc } from '../../kernel/types';
import { ANA, BRUNO, createWorld, expectNoWrites, OWNER, SECOND_OWNER, T0, type World } from '../../handlers/test-support/world';

const anaChat = { contactId: 'ana_lab', conversationId: 'principal' };
const claim = { ...anaChat, claim: true };
const free = { ...anaChat, claim: false };

async function worldWithAnasMessage(): Promise<World> {
  const world = createWorld();
  await world.call('sendContactMessage', { mensagem: 'Oi, Laura', skin: 'ana' }, { as: ANA });
  return world;
}

const conversa = (world: World, contactId = 'ana_lab', conversationId = 'principal') =>
  world.db.get(paths.conversa(contactId, conversationId)) as ConversaDoc;

/** The name the owner's own messages are signed with in that conversation. */
async function signedNameOf(world: World, as: typeof OWNER): Promise<string> {
  const { idChat } = await world.call('sendChatMessage', { ...anaChat, mensagem: 'Assinado' }, { as });
  return (world.db.get(`${paths.chat('ana_lab', 'principal')}/${idChat}`) as ChatDoc).nomeRemetente;
}

describe('claimConversation', () => {
  it('makes the calling owner the one answering, by the name their replies carry, since now', async () => {
    const world = await worldWithAnasMessage();
    world.clock.now = T0 + 5_000;
    const { respondendo } = await world.call('claimConversation', claim, { as: SECOND_OWNER });
    const nome = await signedNameOf(world, SECOND_OWNER);
    expect(respondendo).toEqual({ uid: SECOND_OWNER.uid, nome, desde: T0 + 5_000 });
    expect(conversa(world).respondendo).toEqual(respondendo);
  });

  it('lets the other owner take it over (Assumir), and claiming one’s own again keeps when it was taken', async () => {
    const world = await worldWithAnasMessage();
    await world.call('claimConversation', claim, { as: SECOND_OWNER });
    world.clock.now = T0 + 60_000;
    const { respondendo } = await world.call('claimConversation', claim, { as: OWNER });
    expect(respondendo).toEqual({ uid: OWNER.uid, nome: await signedNameOf(world, OWNER), desde: T0 + 60_000 });

    world.clock.now = T0 + 120_000;
    expect((await world.call('claimConversation', claim, { as: OWNER })).respondendo?.desde).toBe(T0 + 60_000);
    expect(conversa(world).respondendo?.uid).toBe(OWNER.uid);
  });

  it('frees it for the owner holding it (Liberar), and leaves the other owner’s claim alone', async () => {
    const world = await worldWithAnasMessage();
    await world.call('claimConversation', claim, { as: OWNER });
    expect(await world.call('claimConversation', free, { as: SECOND_OWNER })).toEqual({
      respondendo: expect.objectContaining({ uid: OWNER.uid }),
    });
    expect(conversa(world).respondendo?.uid).toBe(OWNER.uid);

    expect(await world.call('claimConversation', free, { as: OWNER })).toEqual({ respondendo: null });
    expect(conversa(world)).not.toHaveProperty('respondendo');
    // The rest of the conversation is as it was.
    expect(conversa(world)).toMatchObject({ assunto: 'PRINCIPAL', ultimaMensagem: 'Oi, Laura', naoLidasLab: 1 });
  });

  it('does not stop the other owner from replying, whose message shows its own author', async () => {
    const world = await worldWithAnasMessage();
    await world.call('claimConversation', claim, { as: OWNER });
    const nome = await signedNameOf(world, SECOND_OWNER);
    expect(nome).not.toBe(conversa(world).respondendo?.nome);
    expect(conversa(world).respondendo?.uid).toBe(OWNER.uid);
  });

  it('answers a non-owner, a creator’s inbox and an absent contact or conversation the same, writing nothing', async () => {
    const world = await worldWithAnasMessage();
    const creatorsInbox = await creatorConversation(world);
    await expectNoWrites(world.db, async () => {
      const refusals = await Promise.all([
        world.refusal('claimConversation', claim, { as: ANA }),
        world.refusal('claimConversation', claim, { as: BRUNO }),
        world.refusal('claimConversation', { ...creatorsInbox, claim: true }, { as: OWNER }),
        world.refusal('claimConversation', { contactId: 'ninguem_lab', conversationId: 'principal', claim: true }, { as: OWNER }),
        world.refusal('claimConversation', { ...anaChat, conversationId: 'outra', claim: true }, { as: OWNER }),
        world.refusal('claimConversation', { ...anaChat, conversationId: 'outra', claim: false }, { as: SECOND_OWNER }),
      ]);
      for (const refusal of refusals) {
        expect(refusal).toMatchObject({ code: 'not-found', message: MESSAGES.conversationNotFound });
      }
    });
  });

  it('refuses a malformed payload in Portuguese, and a caller who is not signed in, writing nothing', async () => {
    const world = await worldWithAnasMessage();
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('claimConversation', { ...claim, extra: 1 }, { as: OWNER })).toMatchObject({
        code: 'invalid-argument',
        message: expect.stringContaining(MESSAGES.unknownField),
      });
      expect(await world.refusal('claimConversation', { ...anaChat, claim: 'sim' }, { as: OWNER })).toMatchObject({
        code: 'invalid-argument',
        message: MESSAGES.invalidPayload,
      });
      expect(await world.refusal('claimConversation', anaChat, { as: OWNER })).toMatchObject({ code: 'invalid-argument' });
      expect(await world.refusal('claimConversation', claim, { as: null })).toMatchObject({ code: 'unauthenticated' });
    });
  });

  it('limits one owner’s claims per hour, refusing beyond it without writing', async () => {
    const world = await worldWithAnasMessage();
    const perUser = RATE_LIMITS.claimConversationPerUser.max;
    for (let i = 0; i < perUser; i += 1) {
      await world.call('claimConversation', { ...anaChat, claim: i % 2 === 0 }, { as: OWNER, ip: '203.0.113.7' });
    }
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('claimConversation', claim, { as: OWNER, ip: '198.51.100.1' })).toMatchObject({
        code: 'resource-exhausted',
        message: MESSAGES.claimRateLimited,
      });
    });
  });

  it('limits claims from one client address (an IPv6 client’s whole /64), whichever owner asks', async () => {
    const world = await worldWithAnasMessage();
    const full = { hits: Array.from({ length: RATE_LIMITS.claimConversationPerIp.max }, () => T0), expiresAt: T0 + 3_600_000 };
    await world.db.runTransaction(async (tx) => tx.set(paths.rateLimit('claim-conversation-ip:2001:db8:4:2::_64'), full));
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('claimConversation', claim, { as: SECOND_OWNER, ip: '2001:db8:4:2::99' })).toMatchObject({
        code: 'resource-exhausted',
        message: MESSAGES.claimRateLimited,
      });
    });
    await expect(world.call('claimConversation', claim, { as: SECOND_OWNER, ip: '2001:db8:4:3::1' })).resolves.toBeDefined();
  });
});

const FORM = { id_container: 'form-ana', titulo: 'Fale comigo', iconUrl: '', order: 0, cardIds: [] };

/** A conversation of Ana's own inbox, opened by a visitor on her skin's form. */
async function creatorConversation(world: World): Promise<{ contactId: string; conversationId: string }> {
  await world.db.runTransaction(async (tx) =>
    tx.set(publishedPaths.page('ana', 'home'), {
      containers: [{ ...FORM, tipo: 'formulario', assuntos: ['OUTRO'] }],
      cards: [],
      addOns: [],
    }),
  );
  const sent = await world.call(
    'sendContactMessage',
    { assunto: 'OUTRO', mensagem: 'Oi, Ana', email: 'leitora@example.com', destino: 'ana', pagina: 'home' },
    { as: null },
  );
  return { contactId: sent.idContato, conversationId: sent.idConversa };
}
