import { FUNCTIONS_REGION, LIMITED_USE_CALLABLES, PAGE_VIEW_CALLABLES, type CallableName } from '@lab/domain/commands';
import { MESSAGES, paths } from '@lab/domain/kernel';
import { CALLABLE_NAMES } from '@lab/domain/handlers';
import { createMemoryStore } from '@lab/domain/memory';
import { callerOf, ipOf } from './index';
import { ANA, createWorld, expectNoWrites, HASH } from './test-support/world';

describe('the callable boundary', () => {
  it('exposes every callable of the contract by name, each in the functions region', () => {
    const { callables } = createWorld();
    expect(Object.keys(callables).sort()).toEqual([...CALLABLE_NAMES].sort());
    for (const name of CALLABLE_NAMES) {
      expect(callables[name].__endpoint.region).toEqual([FUNCTIONS_REGION]);
      expect(callables[name].__endpoint.callableTrigger).toBeDefined();
    }
  });

  it('builds the caller from the verified token: admin only from a claim that is exactly true', () => {
    const token = { name: '  Maria  da Silva ', email: 'm@x.com', email_verified: true, picture: 'p.png', admin: 'true' };
    expect(callerOf({ auth: { uid: 'u1', token, rawToken: '' } as never })).toEqual({
      uid: 'u1',
      admin: false,
      name: 'Maria  da Silva',
      givenName: 'Maria',
      email: 'm@x.com',
      emailVerified: true,
      picture: 'p.png',
    });
    expect(callerOf({ auth: { uid: 'u2', token: { admin: true }, rawToken: '' } as never })).toMatchObject({
      admin: true,
      name: '',
      givenName: '',
      email: '',
      emailVerified: false,
    });
    expect(callerOf({})).toBeNull();
  });

  it('takes the IP Google’s front end appended (the last x-forwarded-for entry), never one the client prepended', () => {
    // Express's req.ip would be 6.6.6.6 here: the Functions Framework trusts every proxy.
    expect(ipOf({ headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }, socket: { remoteAddress: '169.254.1.1' } })).toBe(
      '203.0.113.7',
    );
    expect(ipOf({ headers: { 'x-forwarded-for': ' 5.6.7.8 ' } })).toBe('5.6.7.8');
    expect(ipOf({ headers: { 'x-forwarded-for': ['6.6.6.6', '7.7.7.7, 1.1.1.1'] } })).toBe('1.1.1.1');
    expect(ipOf({ headers: { 'x-forwarded-for': '1.1.1.1,' } })).toBe('1.1.1.1');
  });

  it('which X-Forwarded-For entry is the client: behind an internal proxy that appends its own address, still the client, so visitors never share one bucket', async () => {
    expect(ipOf({ headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 10.8.0.2' } })).toBe('203.0.113.7');
    expect(ipOf({ headers: { 'x-forwarded-for': '203.0.113.7, 169.254.8.1, fd00::1' } })).toBe('203.0.113.7');
    // Five visitors through the same internal hop: five clients, none refused by another's limit.
    const world = createWorld();
    for (let n = 1; n <= 5; n += 1) {
      const headers = { 'x-forwarded-for': `198.51.100.${n}, 10.8.0.2` };
      for (let message = 0; message < 5; message += 1) {
        await world.call(
          'sendContactMessage',
          { email: `v${n}.${message}@example.com`, assunto: 'SISTEMA' },
          { as: null, ip: null, headers },
        );
      }
    }
    expect(world.db.query({ collection: paths.contatos() })).toHaveLength(25);
  });

  it('takes the socket’s address when nothing was forwarded (a direct connection, as in the emulator)', () => {
    expect(ipOf({ headers: {}, socket: { remoteAddress: '127.0.0.1' } })).toBe('127.0.0.1');
    expect(ipOf({ headers: {} })).toBeNull();
    expect(ipOf(undefined)).toBeNull();
  });

  it('App Check: refuses sendContactMessage without a verified App Check token, in Portuguese, writing nothing', async () => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      expect(
        await world.refusal('sendContactMessage', { email: 'v@x.com', mensagem: 'Oi' }, { as: null, appCheck: false }),
      ).toMatchObject({
        code: 'failed-precondition',
        message: MESSAGES.appCheckRequired,
      });
      expect(
        await world.refusal('sendContactMessage', { mensagem: 'Oi', skin: 'ana' }, { as: ANA, appCheck: false }),
      ).toMatchObject({
        message: MESSAGES.appCheckRequired,
      });
    });
    await expect(world.call('sendContactMessage', { email: 'v@x.com', mensagem: 'Oi' }, { as: null })).resolves.toBeDefined();
  });

  it('App Check beyond the contact form: every callable a browser calls but the page-view loggers refuses a call without it, writing nothing', async () => {
    const world = createWorld();
    const payloads: Partial<Record<CallableName, unknown>> = {
      bootstrapSession: {},
      createSkin: { username: 'sem-prova', theme: 'CYBERPINK' },
      sendChatMessage: { contactId: 'ana_lab', conversationId: 'principal', mensagem: 'Oi' },
      editSkin: { skin: 'ana', change: { kind: 'addPage', nome: 'sem-prova' } },
      deleteSkin: { skin: 'ana' },
      markRead: { contactId: 'ana_lab' },
    };
    for (const name of CALLABLE_NAMES.filter((n) => !PAGE_VIEW_CALLABLES.has(n))) {
      await expectNoWrites(world.db, async () => {
        expect(await world.refusal(name, payloads[name] ?? {}, { as: ANA, appCheck: false })).toMatchObject({
          code: 'failed-precondition',
          message: MESSAGES.appCheckRequired,
        });
      });
    }
  });

  it('App Check replay: a limited-use token already consumed is refused on every write that creates content or sends mail', async () => {
    const world = createWorld();
    for (const name of LIMITED_USE_CALLABLES) {
      await expectNoWrites(world.db, async () => {
        expect(await world.refusal(name, {}, { as: ANA, appCheck: 'consumed' })).toMatchObject({
          code: 'failed-precondition',
          message: MESSAGES.appCheckReplayed,
        });
      });
    }
  });

  it('App Check: asks nothing of the logging callables, so no page view pays for it', async () => {
    const world = createWorld();
    await expect(world.call('logAccess', { navegacaoHash: HASH }, { as: null, appCheck: false })).resolves.toEqual({
      recorded: true,
    });
    await expect(world.call('logNavigation', { navegacaoHash: HASH, path: '/' }, { as: null, appCheck: false })).resolves.toEqual(
      { ok: true },
    );
  });

  it('App Check: with enforcement off (the Functions emulator) a call without a token goes through', async () => {
    const world = createWorld({ enforceAppCheck: false });
    await expect(
      world.call('sendContactMessage', { email: 'v@x.com', mensagem: 'Oi' }, { as: null, appCheck: false }),
    ).resolves.toBeDefined();
  });

  it('answers an unexpected failure with internal and a Portuguese message, after logging it', async () => {
    const world = createWorld({
      store: (db) => ({ ...createMemoryStore(db), getAccess: () => Promise.reject(new Error('firestore indisponível')) }),
    });
    expect(await world.refusal('logAccess', { navegacaoHash: HASH }, { as: null })).toMatchObject({
      code: 'internal',
      message: MESSAGES.internal,
    });
    expect(world.logger.error).toHaveBeenCalledWith(
      'logAccess: unexpected failure',
      expect.objectContaining({ message: 'firestore indisponível' }),
    );
  });

  it('passes a domain refusal through with its own code and message, without logging it as a failure', async () => {
    const world = createWorld();
    expect(await world.refusal('createSkin', { username: 'ana', theme: 'CYBERPINK' }, { as: ANA })).toMatchObject({
      code: 'already-exists',
      message: MESSAGES.skinNameTaken,
    });
    expect(world.logger.error).not.toHaveBeenCalled();
  });
});
