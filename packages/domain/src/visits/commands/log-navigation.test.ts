import { dayOf } from '../stats';
import { LIMITS, LOG_RETENTION_MS } from '../../kernel/constants';
import { RATE_LIMITS } from '../../kernel/rate-limits';
import { MESSAGES } from '../../kernel/messages';
import { ORIGIN_DIRECT } from '../skin-visits';
import { paths } from '../../kernel/paths';
import type { NavigationDoc, VisitaDoc } from '../../kernel/types';
import {
  ANA,
  createWorld,
  expectNoWrites,
  GEO,
  HASH,
  OTHER_HASH,
  OWNER,
  T0,
  type World,
} from '../../handlers/test-support/world';

describe('logNavigation', () => {
  it.each([
    ['the hash is not a UUID', { navegacaoHash: 'x', path: '/' }, MESSAGES.invalidHash],
    ['the hash is missing', { path: '/' }, MESSAGES.invalidHash],
    ['the path does not start with "/"', { navegacaoHash: HASH, path: 'lab/home' }, MESSAGES.invalidPath],
    ['the path is missing', { navegacaoHash: HASH }, MESSAGES.invalidPath],
    ['the path is too long', { navegacaoHash: HASH, path: `/${'a'.repeat(LIMITS.pathMaxLength)}` }, MESSAGES.invalidPath],
    ['an unknown field is sent', { navegacaoHash: HASH, path: '/', timestamp: 1 }, `${MESSAGES.unknownField}timestamp`],
  ])('refuses with invalid-argument when %s, writing nothing', async (_case, data, message) => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('logNavigation', data, { as: null })).toMatchObject({ code: 'invalid-argument', message });
    });
  });

  it('logs an anonymous visitor under navegacoes/{hash}, kept for six months', async () => {
    const world = createWorld();
    expect(await world.call('logNavigation', { navegacaoHash: HASH, path: '/lab/home' }, { as: null })).toEqual({ ok: true });
    const expected: NavigationDoc = {
      registros: [{ path: '/lab/home', timestamp: T0 }],
      criadoEm: T0,
      navegacaoHash: HASH,
      expiresAt: T0 + LOG_RETENTION_MS,
    };
    expect(world.db.get(paths.navegacao(HASH))).toEqual(expected);
  });

  it('logs a signed-in user under users/{uid}/navegacoes_users/{hash}', async () => {
    const world = createWorld();
    await world.call('logNavigation', { navegacaoHash: HASH, path: '/' }, { as: ANA });
    await world.call('logNavigation', { navegacaoHash: HASH, path: '/menu/x' }, { as: OWNER });
    expect(world.db.get(paths.userNavigation(ANA.uid, HASH))).toMatchObject({ registros: [{ path: '/', timestamp: T0 }] });
    expect(world.db.get(paths.userNavigation(OWNER.uid, HASH))).not.toBeNull();
    expect(world.db.get(paths.navegacao(HASH))).toBeNull();
  });

  it('appends later visits, keeps criadoEm from the first and keeps the session six months after its last page', async () => {
    const world = createWorld();
    await world.call('logNavigation', { navegacaoHash: HASH, path: '/' }, { as: null });
    world.clock.now = T0 + 10;
    await world.call('logNavigation', { navegacaoHash: HASH, path: '/lab/home' }, { as: null });
    expect(world.db.get(paths.navegacao(HASH))).toEqual({
      registros: [
        { path: '/', timestamp: T0 },
        { path: '/lab/home', timestamp: T0 + 10 },
      ],
      criadoEm: T0,
      navegacaoHash: HASH,
      expiresAt: T0 + 10 + LOG_RETENTION_MS,
    });
  });

  it('adds an identical record once, as an array union does', async () => {
    const world = createWorld();
    await world.call('logNavigation', { navegacaoHash: HASH, path: '/' }, { as: null });
    await world.call('logNavigation', { navegacaoHash: HASH, path: '/' }, { as: null });
    expect(world.db.get<NavigationDoc>(paths.navegacao(HASH))?.registros).toHaveLength(1);
  });

  it(`keeps at most ${LIMITS.navigationRecordsMax} records, dropping the oldest`, async () => {
    const world = createWorld();
    // Visits from before the hour the per-hash limit looks at.
    const earlier = T0 - RATE_LIMITS.navigationPerHash.windowMs - LIMITS.navigationRecordsMax;
    const full: NavigationDoc = {
      registros: Array.from({ length: LIMITS.navigationRecordsMax }, (_, i) => ({ path: `/p${i}`, timestamp: earlier + i })),
      criadoEm: T0 - 5000,
      navegacaoHash: HASH,
    };
    world.db.load({ ...world.db.toJSON(), [paths.navegacao(HASH)]: { ...full } });
    await world.call('logNavigation', { navegacaoHash: HASH, path: '/novo' }, { as: null });
    const registros = world.db.get<NavigationDoc>(paths.navegacao(HASH))?.registros ?? [];
    expect(registros).toHaveLength(LIMITS.navigationRecordsMax);
    expect(registros[0]?.path).toBe('/p1');
    expect(registros.at(-1)).toEqual({ path: '/novo', timestamp: T0 });
  });

  it(`Navigation flood: drops records of one hash beyond ${RATE_LIMITS.navigationPerHash.max} an hour silently, the calls still succeeding`, async () => {
    const world = createWorld();
    for (let i = 0; i < RATE_LIMITS.navigationPerHash.max; i += 1) {
      world.clock.now = T0 + i;
      await world.call('logNavigation', { navegacaoHash: HASH, path: `/p${i}` }, { as: null });
    }
    world.clock.now = T0 + RATE_LIMITS.navigationPerHash.max;
    await expectNoWrites(world.db, async () => {
      expect(await world.call('logNavigation', { navegacaoHash: HASH, path: '/demais' }, { as: null })).toEqual({ ok: true });
    });
    world.clock.now = T0 + RATE_LIMITS.navigationPerHash.windowMs + 1;
    await world.call('logNavigation', { navegacaoHash: HASH, path: '/uma-hora-depois' }, { as: null });
    expect(world.db.get<NavigationDoc>(paths.navegacao(HASH))?.registros.at(-1)?.path).toBe('/uma-hora-depois');
  });

  it(`Navigation flood: drops records from one IP beyond ${RATE_LIMITS.navigationPerIp.max} an hour, whatever hashes it makes up`, async () => {
    const world = createWorld();
    const hashOf = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
    for (let i = 0; i < RATE_LIMITS.navigationPerIp.max; i += 1) {
      world.clock.now = T0 + i;
      await world.call('logNavigation', { navegacaoHash: hashOf(i), path: '/' }, { as: null });
    }
    expect(world.db.count('navegacoes')).toBe(RATE_LIMITS.navigationPerIp.max);
    await expectNoWrites(world.db, async () => {
      expect(await world.call('logNavigation', { navegacaoHash: OTHER_HASH, path: '/' }, { as: null })).toEqual({ ok: true });
    });
    await world.call('logNavigation', { navegacaoHash: OTHER_HASH, path: '/' }, { as: null, ip: '198.51.100.30' });
    expect(world.db.get(paths.navegacao(OTHER_HASH))).not.toBeNull();
    expect(world.db.get(paths.rateLimit('nav-ip:198.51.100.30'))).toEqual({
      hits: [world.clock.now],
      expiresAt: world.clock.now + RATE_LIMITS.navigationPerIp.windowMs,
    });
  });

  describe("a creator's visits (VISITAS)", () => {
    // The world's random is 0.4242: every count lands on shard 4.
    const anaVisits = (world: World) => world.db.get<VisitaDoc>(paths.visita(ANA.uid, 'skin-ana', dayOf(T0), 4));

    it("counts a visitor's first view of a skin as a visit, with the session's country and the referring host, and later views as pages", async () => {
      const world = createWorld();
      // Only pages the skin has are counted (visit-counters.test.ts): Ana's skin gets a second one.
      await world.db.runTransaction(async (tx) => tx.set(paths.pagina(ANA.uid, 'skin-ana', 'sobre'), { id_pagina: 'sobre' }));
      await world.call('logAccess', { navegacaoHash: HASH }, { as: null });
      await world.call('logNavigation', { navegacaoHash: HASH, path: '/ana/home', origem: 'www.google.com' }, { as: null });
      world.clock.now = T0 + 10;
      await world.call('logNavigation', { navegacaoHash: HASH, path: '/ana/sobre', origem: 'outro.example' }, { as: null });
      expect(anaVisits(world)).toEqual({
        dia: dayOf(T0),
        visitas: 1,
        paginas: { '/ana/home': 1, '/ana/sobre': 1 },
        paises: { [GEO.country_code ?? '??']: 1 },
        origens: { 'www.google.com': 1 },
      });
      // Only counts reach the creator: no IP, e-mail or session id in the shard.
      expect(JSON.stringify(anaVisits(world))).not.toMatch(new RegExp(`${HASH}|\\d+\\.\\d+\\.\\d+\\.\\d+|@`));
    });

    it.each([
      ['a URL', 'https://www.google.com/search'],
      ['upper case', 'WWW.GOOGLE.COM'],
      ['a host of 300 characters', `${'a.'.repeat(150)}com`],
      ['one of the keys of our own', '(interno)'],
      ['a number', 42],
      ['an object', { host: 'google.com' }],
      ['null', null],
    ])('ignores an origem that is %s, still logging and counting the view as a direct visit', async (_case, origem) => {
      const world = createWorld();
      expect(await world.call('logNavigation', { navegacaoHash: HASH, path: '/ana/home', origem }, { as: null })).toEqual({
        ok: true,
      });
      expect(world.db.get<NavigationDoc>(paths.navegacao(HASH))?.registros).toHaveLength(1);
      expect(anaVisits(world)).toMatchObject({ visitas: 1, origens: { [ORIGIN_DIRECT]: 1 }, paises: { '??': 1 } });
    });

    it("counts neither the skin's own creator nor the owners on it, nor the menu or an unknown name", async () => {
      const world = createWorld();
      await world.call('logNavigation', { navegacaoHash: HASH, path: '/ana/home' }, { as: ANA });
      await world.call('logNavigation', { navegacaoHash: HASH, path: '/ana/home' }, { as: OWNER });
      await world.call('logNavigation', { navegacaoHash: OTHER_HASH, path: '/menu/ana-uid' }, { as: null });
      await world.call('logNavigation', { navegacaoHash: OTHER_HASH, path: '/ninguem/home' }, { as: null });
      expect(world.db.count(paths.visitas(ANA.uid, 'skin-ana'))).toBe(0);
      // The site's own counters still see the owner's and Ana's views, as before.
      expect(world.db.count(paths.estatisticas())).toBe(1);
    });
  });
});
