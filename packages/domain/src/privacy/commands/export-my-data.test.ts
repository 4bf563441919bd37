/**
 * **Baixar meus dados**: the file holds every stored document about the account, as the privacy notice
 * lists them, and nothing about anyone else. Checked on the project's seed, account by account,
 * against a walk of the whole database.
 */
import { MESSAGES } from '../../kernel/messages';
import { MY_DATA_FORMAT, MY_DATA_SECTIONS, type MyDataExport } from '../personal-data';
import { paths } from '../../kernel/paths';
import { RATE_LIMITS } from '../../kernel/rate-limits';
import type { Caller } from '../../kernel/types';
import { withPublishedSnapshots } from '../../published';
import { readSeed } from '../../handlers/test-support/seed-file';
import { ANA, createWorld, expectNoWrites, HASH, OTHER_HASH, T0 } from '../../handlers/test-support/world';

const seed = readSeed();

function seededWorld() {
  const world = createWorld({ empty: true });
  world.db.load(withPublishedSnapshots(seed.documents));
  return world;
}

const callerOf = (account: (typeof seed.accounts)[number]): Caller => ({
  uid: account.uid,
  admin: account.admin,
  name: account.displayName,
  givenName: account.givenName,
  email: account.email,
  emailVerified: true,
  picture: account.photoURL,
});

/**
 * Public copies of a skin's pages (`sites/`, their pages and cards): rebuilt from the skin's own
 * documents, which the file holds. Rate-limit counters hold only instants.
 */
const DERIVED = /^(sites|rateLimits)\//;

const exportedPaths = (file: MyDataExport) => MY_DATA_SECTIONS.flatMap((s) => file.secoes[s].map((d) => d.caminho));

describe('exportMyData', () => {
  it.each(seed.accounts.map((a) => [a.displayName, a] as const))(
    'gives %s every document that names the account, and only those',
    async (_, account) => {
      const world = seededWorld();
      const file = await world.call('exportMyData', {}, { as: callerOf(account) });
      const all = world.db.toJSON();
      const names = (path: string, data: unknown) =>
        path.startsWith(`${paths.user(account.uid)}/`) ||
        path === paths.user(account.uid) ||
        JSON.stringify(data).includes(`"${account.uid}"`) ||
        JSON.stringify(data).toLowerCase().includes(`"${account.email.toLowerCase()}"`);
      const naming = Object.keys(all).filter((path) => !DERIVED.test(path) && names(path, all[path]));
      const exported = exportedPaths(file);
      expect(new Set(exported).size).toBe(exported.length);
      expect(exported).toEqual(expect.arrayContaining(naming));
      // A session id alone links nothing: an access record is the account's when it names the account.
      for (const path of exported) expect(names(path, all[path])).toBe(true);
    },
  );

  it("holds a creator's skin with its whole tree and its name", async () => {
    const world = seededWorld();
    const sol = seed.accounts.find((a) => a.uid === 'user-sol');
    if (!sol) throw new Error('the seed has no creator account');
    const file = await world.call('exportMyData', {}, { as: callerOf(sol) });
    const inSeed = Object.keys(seed.documents).filter((p) => p.startsWith('users/user-sol/skins/'));
    expect(file.secoes.skins.map((d) => d.caminho)).toEqual(expect.arrayContaining([...inSeed, 'usernames/sol']));
  });

  it('holds the reports the account sent', async () => {
    const world = seededWorld();
    const account = seed.accounts.find((a) => a.uid === 'user-visitante');
    if (!account) throw new Error('the seed has no visitor account');
    const caller = callerOf(account);
    await world.call('reportSkin', { skin: 'sol', motivo: 'spam', texto: 'Propaganda.' }, { as: caller });
    const file = await world.call('exportMyData', {}, { as: caller });
    expect(file.secoes.denuncias.map((d) => d.dados)).toEqual([
      expect.objectContaining({ skin: 'sol', motivo: 'spam', reporterUid: 'user-visitante', criadaEm: expect.any(String) }),
    ]);
  });

  it('holds the browsers it gets push notices on', async () => {
    const world = seededWorld();
    const account = seed.accounts.find((a) => a.uid === 'user-visitante');
    if (!account) throw new Error('the seed has no visitor account');
    const caller = callerOf(account);
    await world.call('registerDevice', { token: 'fcm:visitante-phone-0001' }, { as: caller });
    const file = await world.call('exportMyData', {}, { as: caller });
    expect(file.secoes.dispositivos).toEqual([
      {
        caminho: paths.dispositivos('user-visitante'),
        dados: { uid: 'user-visitante', dispositivos: [expect.objectContaining({ token: 'fcm:visitante-phone-0001' })] },
      },
    ]);
  });

  it('holds its quick replies, and no other account’s', async () => {
    const world = seededWorld();
    const account = seed.accounts.find((a) => a.uid === 'user-visitante');
    if (!account) throw new Error('the seed has no visitor account');
    const caller = callerOf(account);
    const reply = { id: '0b9f4a62-1c3d-4e5f-8a7b-9c0d1e2f3a4b', atalho: 'orcamento', texto: 'Olá, {nome}!' };
    await world.call('saveQuickReply', reply, { as: caller });
    await world.call('saveQuickReply', { ...reply, id: '7d1e2f3a-4b5c-4d6e-9f70-8192a3b4c5d6' }, { as: ANA });
    const file = await world.call('exportMyData', {}, { as: caller });
    expect(file.secoes.respostasRapidas).toEqual([
      {
        caminho: paths.respostaRapida('user-visitante', reply.id),
        dados: { atalho: 'orcamento', texto: 'Olá, {nome}!', data: expect.any(String) },
      },
    ]);
  });

  it('holds the conversations an owner is answering (Eu respondo), which name them without their being a side', async () => {
    const world = seededWorld();
    const socio = seed.accounts.find((a) => a.uid === 'owner-socio');
    if (!socio) throw new Error('the seed has no second owner');
    const chat = { contactId: 'lab_visitante', conversationId: 'principal' };
    await world.call('claimConversation', { ...chat, claim: true }, { as: callerOf(socio) });
    const file = await world.call('exportMyData', {}, { as: callerOf(socio) });
    const claimed = file.secoes.conversas.filter((d) => d.caminho === paths.conversa(chat.contactId, chat.conversationId));
    expect(claimed).toEqual([
      expect.objectContaining({
        dados: expect.objectContaining({ respondendo: expect.objectContaining({ uid: 'owner-socio' }) }),
      }),
    ]);
  });

  it('holds the profile, the skins and the conversations with every message, dates as ISO text', async () => {
    const world = seededWorld();
    const visitor = seed.accounts.find((a) => a.uid === 'user-visitante');
    if (!visitor) throw new Error('the seed has no visitor account');
    const file = await world.call('exportMyData', {}, { as: callerOf(visitor) });
    expect(file).toMatchObject({ formato: MY_DATA_FORMAT, versao: 1, geradoEm: new Date(T0).toISOString() });
    expect(file.conta).toEqual({ uid: 'user-visitante', emails: [visitor.email] });
    expect(file.secoes.perfil).toEqual([
      expect.objectContaining({
        caminho: 'users/user-visitante',
        dados: expect.objectContaining({ emailGoogle: visitor.email }),
      }),
    ]);
    expect(file.secoes.skins.map((d) => d.caminho)).toEqual(
      expect.arrayContaining(['users/user-visitante/skins/skin-visitante', 'usernames/visitante']),
    );
    const messages = file.secoes.conversas.filter((d) => /\/chat\/[^/]+$/.test(d.caminho));
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(message.dados['data']).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('answers the same file twice without changing what the site holds, beyond its own limit counters', async () => {
    const world = seededWorld();
    const first = await world.call('exportMyData', {}, { as: ANA });
    const before = world.db.toJSON();
    const second = await world.call('exportMyData', {}, { as: ANA });
    expect(second).toEqual(first);
    const changed = Object.keys(world.db.toJSON()).filter(
      (p) => JSON.stringify(world.db.toJSON()[p]) !== JSON.stringify(before[p]),
    );
    expect(changed.every((p) => p.startsWith('rateLimits/'))).toBe(true);
  });

  it('is refused to a visitor who is not signed in, and to a payload with fields, writing nothing', async () => {
    const world = seededWorld();
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('exportMyData', {}, { as: null })).toMatchObject({ code: 'unauthenticated' });
      expect(await world.refusal('exportMyData', { uid: 'user-sol' }, { as: ANA })).toMatchObject({
        code: 'invalid-argument',
        message: `${MESSAGES.unknownField}uid`,
      });
    });
  });

  it(`allows ${RATE_LIMITS.exportMyDataPerUser.max} exports an hour per account, then refuses before reading`, async () => {
    const world = seededWorld();
    for (let i = 0; i < RATE_LIMITS.exportMyDataPerUser.max; i += 1) await world.call('exportMyData', {}, { as: ANA });
    const read = jest.spyOn(world.store, 'readPersonalData');
    expect(await world.refusal('exportMyData', {}, { as: ANA })).toMatchObject({
      code: 'resource-exhausted',
      message: MESSAGES.myDataRateLimited,
    });
    expect(read).not.toHaveBeenCalled();
    world.clock.now = T0 + RATE_LIMITS.exportMyDataPerUser.windowMs;
    await expect(world.call('exportMyData', {}, { as: ANA })).resolves.toMatchObject({ formato: MY_DATA_FORMAT });
  });

  it(`allows ${RATE_LIMITS.exportMyDataPerIp.max} exports an hour from one IPv6 /64, whichever accounts ask`, async () => {
    const world = seededWorld();
    const accounts = Array.from({ length: RATE_LIMITS.exportMyDataPerIp.max + 1 }, (_, i) => ({ ...ANA, uid: `conta-${i}` }));
    for (const [i, as] of accounts.slice(0, -1).entries()) {
      await world.call('exportMyData', {}, { as, ip: `2001:db8:1:2::${(i + 1).toString(16)}` });
    }
    const last = accounts[accounts.length - 1];
    expect(await world.refusal('exportMyData', {}, { as: last, ip: '2001:db8:1:2:ffff::1' })).toMatchObject({
      message: MESSAGES.myDataRateLimited,
    });
  });

  describe("Another person's records in my export", () => {
    const VISITOR = 'visitante@exemplo.com.br';
    const VISITOR_IP = '203.0.113.77';

    /** Someone used this browser before, without an account: their session id stays in its storage. */
    async function sharedBrowser() {
      const world = createWorld();
      await world.call('logAccess', { navegacaoHash: HASH }, { as: null, ip: VISITOR_IP });
      await world.call('logNavigation', { navegacaoHash: HASH, path: '/ana/home' }, { as: null, ip: VISITOR_IP });
      await world.call(
        'sendContactMessage',
        { email: VISITOR, mensagem: 'Oi', navegacaoHash: HASH },
        { as: null, ip: VISITOR_IP },
      );
      return world;
    }

    it('holds nothing of the visitor whose session id an account logs a page under: not their e-mail, IP, city or pages', async () => {
      const world = await sharedBrowser();
      await world.call('logNavigation', { navegacaoHash: HASH, path: '/ana/sobre' }, { as: ANA });
      const file = await world.call('exportMyData', {}, { as: ANA });
      const text = JSON.stringify(file);
      expect(text).not.toContain(VISITOR);
      expect(text).not.toContain(VISITOR_IP);
      expect(text).not.toContain('Porto Alegre');
      expect(exportedPaths(file)).not.toEqual(expect.arrayContaining([paths.acesso(HASH)]));
      expect(exportedPaths(file)).not.toEqual(expect.arrayContaining([paths.navegacao(HASH)]));
      expect(file.secoes.navegacao.map((d) => d.caminho)).toEqual([paths.userNavigation(ANA.uid, HASH)]);
    });

    it("holds no visitor's e-mail stamped on an access record the account made under a session id it learnt", async () => {
      const world = createWorld();
      await world.call('logAccess', { navegacaoHash: OTHER_HASH }, { as: ANA, ip: '198.51.100.4' });
      await world.call('logNavigation', { navegacaoHash: OTHER_HASH, path: '/ana/home' }, { as: ANA });
      await world.call('sendContactMessage', { email: VISITOR, mensagem: 'Oi', navegacaoHash: OTHER_HASH }, { as: null });
      const file = await world.call('exportMyData', {}, { as: ANA });
      expect(JSON.stringify(file)).not.toContain(VISITOR);
    });

    it('still holds the access record of a session the account itself recorded, with its place', async () => {
      const world = createWorld();
      await world.call('logAccess', { navegacaoHash: OTHER_HASH }, { as: ANA, ip: '198.51.100.4' });
      await world.call('logNavigation', { navegacaoHash: OTHER_HASH, path: '/ana/home' }, { as: ANA });
      const file = await world.call('exportMyData', {}, { as: ANA });
      expect(file.secoes.acessos).toEqual([
        expect.objectContaining({
          caminho: paths.acesso(OTHER_HASH),
          dados: expect.objectContaining({ ip: '198.51.100.4', city: 'Porto Alegre', uid: ANA.uid }),
        }),
      ]);
    });
  });
});
