/**
 * **Excluir minha conta**: afterwards no document names the account's uid, e-mail or skin names; in
 * conversations with others its messages read "Mensagem removida" from "Conta excluída", so the other
 * side keeps its own words. Checked on the project's seed by a walk of the whole database.
 */
import { DELETED_ACCOUNT_NAME, REMOVED_MESSAGE } from '../store/conversation-anonymiser';
import { MESSAGES } from '../../kernel/messages';
import { paths } from '../../kernel/paths';
import { THEMES, UNDO_DELETION_MS } from '../../kernel/constants';
import { RATE_LIMITS } from '../../kernel/rate-limits';
import type { Caller, ChatDoc, ContatoDoc, ConversaDoc } from '../../kernel/types';
import { withPublishedSnapshots } from '../../published';
import { createInlineImages } from '../../memory/inline-images';
import { readSeed } from '../../handlers/test-support/seed-file';
import {
  ANA,
  createWorld,
  expectNoWrites,
  HASH,
  OTHER_HASH,
  OWNER,
  SECOND_OWNER,
  type World,
} from '../../handlers/test-support/world';
import { NEWCOMER } from '../../handlers/test-support/people';
import { giveHoursAndWebhook } from '../../handlers/test-support/hours-and-webhook';

const seed = readSeed();

/** **Excluir minha conta**, then past its Desfazer window, one run of the sweeper that finishes it. */
async function deleteAccount(world: World, confirmacao: string, caller: Caller): Promise<void> {
  expect(await world.call('deleteMyAccount', { confirmacao }, { as: caller })).toMatchObject({ deleted: true });
  world.clock.now += UNDO_DELETION_MS + 1;
  expect(await world.sweep()).toEqual({ finished: [`conta_${caller.uid}`], failed: [] });
}

function seededWorld(images = createInlineImages()) {
  const world = createWorld({ empty: true, images });
  world.db.load(withPublishedSnapshots(seed.documents));
  return world;
}

function seedCaller(uid: string): Caller {
  const account = seed.accounts.find((a) => a.uid === uid);
  if (!account) throw new Error(`no seed account ${uid}`);
  const { displayName: name, givenName, email, photoURL: picture, admin } = account;
  return { uid, admin, name, givenName, email, emailVerified: true, picture };
}

/** Every document (path or data) that names any of `words`: as a whole value, or a part of its path, contact id or limit key. */
function naming(all: Record<string, unknown>, words: readonly string[]): string[] {
  const lower = words.map((w) => w.toLowerCase());
  return Object.keys(all).filter((path) => {
    // `~` joins an account and a skin in a webhook's key (`{uid}~{skinId}`).
    const segments = path.toLowerCase().split(/[/_:@|~]/);
    const values = JSON.stringify(all[path]).toLowerCase();
    return lower.some((w) => segments.includes(w) || values.includes(`"${w}"`));
  });
}

const skinNames = (uid: string) =>
  Object.entries(seed.documents)
    .filter(([path]) => path.startsWith(`users/${uid}/skins/`) && path.split('/').length === 4)
    .map(([, doc]) => String(doc['username']));

const skinIdOf = (uid: string, name: string) =>
  Object.entries(seed.documents)
    .find(
      ([path, doc]) => path.startsWith(`users/${uid}/skins/`) && path.split('/').length === 4 && doc['username'] === name,
    )?.[0]
    .split('/')[3] ?? '';

describe('deleteMyAccount', () => {
  it.each(['user-visitante', 'user-sol', 'user-multi', 'owner-socio'])(
    'leaves no document naming %s, its e-mail or its skins',
    async (uid) => {
      const world = seededWorld();
      const caller = seedCaller(uid);
      const names = skinNames(uid);
      const [main] = names;
      // Some use first, so its limit counters and logs exist too.
      await world.call('exportMyData', {}, { as: caller });
      await world.call('editSkin', { skin: main, change: { kind: 'updateSkin', profileText: 'Até logo' } }, { as: caller });
      await world.call(
        'logNavigation',
        { navegacaoHash: 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e', path: `/${main}/home` },
        { as: caller },
      );
      // A report it sent names it too (its uid, and the per-skin counter keyed by it).
      const reported = ['sol', 'visitante'].find((skin) => !names.includes(skin)) ?? '';
      await world.call('reportSkin', { skin: reported, motivo: 'spam', texto: 'Propaganda.' }, { as: caller });
      // A browser that gets its push notices (the device document and its limit counter).
      await world.call('registerDevice', { token: `fcm:${uid}-phone-000001` }, { as: caller });
      // A quick reply it keeps (users/{uid}/respostasRapidas, and its limit counter).
      await world.call(
        'saveQuickReply',
        { id: '0b9f4a62-1c3d-4e5f-8a7b-9c0d1e2f3a4b', atalho: 'orcamento', texto: 'Olá, {nome}!' },
        { as: caller },
      );
      // Its main skin's hours (atendimento/{name}) and webhook with a delivery (webhooks/{uid}~{skinId}).
      const mainSkinId = skinIdOf(uid, main ?? '');
      await giveHoursAndWebhook(world, caller, { name: main ?? '', uid, skinId: mainSkinId });
      // An owner answering a conversation of the site's inbox is named by it ("Eu respondo").
      if (caller.admin) {
        await world.call(
          'claimConversation',
          { contactId: 'lab_visitante', conversationId: 'principal', claim: true },
          { as: caller },
        );
      }
      if (uid === 'user-visitante') {
        await world.call(
          'sendChatMessage',
          { contactId: 'lab_visitante', conversationId: 'principal', mensagem: 'Oi de novo' },
          { as: caller },
        );
      }
      await deleteAccount(world, main ?? '', caller);
      expect(naming(world.db.toJSON(), [uid, caller.email, ...names])).toEqual([]);
    },
  );

  it('Counters outliving the account: leaves no limit counter of a newcomer’s address checks and rename', async () => {
    const world = createWorld();
    const session = await world.call('bootstrapSession', {}, { as: NEWCOMER });
    await world.call('checkSkinName', { nome: 'Marina Souza' }, { as: NEWCOMER });
    const skin = await world.call(
      'renameSkin',
      { skin: session.selected?.username ?? '', username: 'marina-souza', nomeExibicao: 'Marina Souza' },
      { as: NEWCOMER },
    );
    await deleteAccount(world, skin.username, NEWCOMER);
    const counters = Object.keys(world.db.toJSON()).filter((path) => path.startsWith('rateLimits/'));
    expect(counters.filter((path) => path.includes(NEWCOMER.uid))).toEqual([]);
  });

  it('keeps the other side\'s words: the account\'s messages become "Mensagem removida" from "Conta excluída"', async () => {
    const world = seededWorld();
    const before = world.db.query<ChatDoc>({ collection: paths.chat('lab_visitante', 'principal') }).map((d) => d.data);
    await deleteAccount(world, 'visitante', seedCaller('user-visitante'));

    expect(world.db.get(paths.contato('lab_visitante'))).toBeNull();
    const moved = world.db
      .query<ContatoDoc>({ collection: paths.contatos() }, { where: [['uids', 'array-contains', 'owner-dona']] })
      .find((c) => c.data.participantes.some((p) => p.nome === DELETED_ACCOUNT_NAME));
    expect(moved?.data.participantes.map((p) => p.chave)).toContain('lab');
    const after = world.db.query<ChatDoc>({ collection: paths.chat(moved!.id, 'principal') }).map((d) => d.data);
    expect(after).toHaveLength(before.length);
    for (const [i, message] of before.entries()) {
      if (message.userRemetente === 'lab') expect(after[i]).toMatchObject({ mensagem: message.mensagem, userRemetente: 'lab' });
      else expect(after[i]).toMatchObject({ mensagem: REMOVED_MESSAGE, nomeRemetente: DELETED_ACCOUNT_NAME });
    }
  });

  it('frees the conversations a deleted owner was answering, leaving the rest of them as they were', async () => {
    const world = seededWorld();
    const socio = seedCaller('owner-socio');
    const chat = { contactId: 'lab_visitante', conversationId: 'principal' };
    await world.call('claimConversation', { ...chat, claim: true }, { as: socio });
    const claimed = world.db.get(paths.conversa(chat.contactId, chat.conversationId)) as ConversaDoc;
    expect(claimed.respondendo?.uid).toBe(socio.uid);

    await deleteAccount(world, skinNames(socio.uid)[0] ?? '', socio);
    const { respondendo: _claim, ...rest } = claimed;
    expect(world.db.get(paths.conversa(chat.contactId, chat.conversationId))).toEqual(rest);
  });

  it('frees the skin names: a new skin of the same name starts with no conversation', async () => {
    const world = seededWorld();
    await deleteAccount(world, 'visitante', seedCaller('user-visitante'));
    await world.call('createSkin', { username: 'visitante', theme: THEMES[0] }, { as: ANA });
    expect(world.db.get(paths.contato('lab_visitante'))).toBeNull();
  });

  it("Another person's records in my export: deletes none of the access and page records of a visitor whose session id the account logged a page under", async () => {
    const world = createWorld();
    await world.call('logAccess', { navegacaoHash: HASH }, { as: null, ip: '203.0.113.77' });
    await world.call('logNavigation', { navegacaoHash: HASH, path: '/ana/home' }, { as: null });
    await world.call('logNavigation', { navegacaoHash: HASH, path: '/ana/sobre' }, { as: ANA });
    await world.call('logAccess', { navegacaoHash: OTHER_HASH }, { as: ANA });
    await world.call('logNavigation', { navegacaoHash: OTHER_HASH, path: '/ana/home' }, { as: ANA });
    const visitors = [paths.acesso(HASH), paths.navegacao(HASH)].map((path) => world.db.get(path));

    await deleteAccount(world, 'ana', ANA);
    expect([paths.acesso(HASH), paths.navegacao(HASH)].map((path) => world.db.get(path))).toEqual(visitors);
    expect(world.db.get(paths.userNavigation(ANA.uid, HASH))).toBeNull();
    // What the account's own calls recorded goes.
    expect(world.db.get(paths.acesso(OTHER_HASH))).toBeNull();
  });

  it('deletes the sign-in account and the images of every skin once the window closes', async () => {
    const images = { ...createInlineImages(), deleteAll: jest.fn(async () => undefined) };
    const world = createWorld({ images });
    await deleteAccount(world, 'ana', ANA);
    expect(world.accounts.has(ANA.uid)).toBe(false);
    expect(images.deleteAll).toHaveBeenCalledWith(ANA.uid, expect.any(String));
    expect(world.db.get(paths.user(ANA.uid))).toBeNull();
  });

  it('is refused, writing nothing, without the main skin’s name, for the site’s own skin and for the last owner', async () => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('deleteMyAccount', { confirmacao: 'outra' }, { as: ANA })).toMatchObject({
        code: 'failed-precondition',
        message: MESSAGES.accountConfirmationMismatch,
      });
      expect(await world.refusal('deleteMyAccount', { confirmacao: 'lab' }, { as: OWNER })).toMatchObject({
        message: MESSAGES.siteSkinAccountUndeletable,
      });
      world.accounts.delete(OWNER.uid);
      expect(await world.refusal('deleteMyAccount', { confirmacao: 'studio' }, { as: SECOND_OWNER })).toMatchObject({
        message: MESSAGES.lastOwnerUndeletable,
      });
      expect(await world.refusal('deleteMyAccount', { confirmacao: 'ana' }, { as: null })).toMatchObject({
        code: 'unauthenticated',
      });
      expect(await world.refusal('deleteMyAccount', { confirmacao: 'ana', uid: 'x' }, { as: ANA })).toMatchObject({
        message: `${MESSAGES.unknownField}uid`,
      });
    });
  });

  it(`takes ${RATE_LIMITS.deleteAccountPerIp.max} deletions an hour from one IP before deleting anything`, async () => {
    const world = createWorld();
    const ip = '198.51.100.9';
    for (let i = 0; i < RATE_LIMITS.deleteAccountPerIp.max; i += 1) {
      await world.store.consumeRateLimit({ key: `delete-account-ip:${ip}`, ...RATE_LIMITS.deleteAccountPerIp }, world.clock.now);
    }
    expect(await world.refusal('deleteMyAccount', { confirmacao: 'ana' }, { as: ANA, ip })).toMatchObject({
      code: 'resource-exhausted',
      message: MESSAGES.accountDeleteRateLimited,
    });
    expect(world.db.get(paths.user(ANA.uid))).not.toBeNull();
  });
});
