import { GEO_CACHE_MS, LOG_RETENTION_MS } from '../../kernel/constants';
import { RATE_LIMITS } from '../../kernel/rate-limits';
import { MESSAGES } from '../../kernel/messages';
import { paths } from '../../kernel/paths';
import type { AcessoDoc } from '../../kernel/types';
import {
  ANA,
  createWorld,
  expectNoWrites,
  GEO,
  HASH,
  OTHER_HASH,
  OWNER,
  SECOND_OWNER,
  T0,
} from '../../handlers/test-support/world';

describe('logAccess', () => {
  it.each([
    ['the hash is missing', {}, MESSAGES.invalidHash],
    ['the hash is not a UUID', { navegacaoHash: 'abc' }, MESSAGES.invalidHash],
    ['the hash would escape its collection', { navegacaoHash: `${HASH}/x` }, MESSAGES.invalidHash],
    ['the payload carries the IP', { navegacaoHash: HASH, ip: '1.1.1.1' }, `${MESSAGES.unknownField}ip`],
    ['the payload is not an object', null, MESSAGES.invalidPayload],
  ])('refuses with invalid-argument when %s, writing nothing', async (_case, data, message) => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('logAccess', data, { as: null })).toMatchObject({ code: 'invalid-argument', message });
    });
  });

  it('records an anonymous visitor’s access with the request IP and its geo lookup, kept for six months', async () => {
    const world = createWorld();
    expect(await world.call('logAccess', { navegacaoHash: HASH }, { as: null, ip: '198.51.100.4' })).toEqual({ recorded: true });
    const expected: AcessoDoc = {
      hash: HASH,
      ip: '198.51.100.4',
      ...GEO,
      data: T0,
      visto: false,
      valorEmail: '',
      expiresAt: T0 + LOG_RETENTION_MS,
    };
    expect(world.db.get(paths.acesso(HASH))).toEqual(expected);
    expect(world.geo).toHaveBeenCalledWith('198.51.100.4');
  });

  it('records signed-in users who are not owners', async () => {
    const world = createWorld();
    expect(await world.call('logAccess', { navegacaoHash: HASH }, { as: ANA })).toEqual({ recorded: true });
  });

  it('skips owners, writing nothing and looking nothing up', async () => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      expect(await world.call('logAccess', { navegacaoHash: HASH }, { as: OWNER })).toEqual({ recorded: false });
      expect(await world.call('logAccess', { navegacaoHash: HASH }, { as: SECOND_OWNER })).toEqual({ recorded: false });
    });
    expect(world.geo).not.toHaveBeenCalled();
  });

  it('keeps one document per session hash however often it is called, looking the IP up once', async () => {
    const world = createWorld();
    await world.call('logAccess', { navegacaoHash: HASH }, { as: null });
    world.clock.now = T0 + 1000;
    await expectNoWrites(world.db, async () => {
      expect(await world.call('logAccess', { navegacaoHash: HASH }, { as: null, ip: '192.0.2.99' })).toEqual({ recorded: false });
    });
    expect(world.db.count('acessos')).toBe(1);
    expect(world.db.get<AcessoDoc>(paths.acesso(HASH))).toMatchObject({ data: T0, ip: '203.0.113.7' });
    expect(world.geo).toHaveBeenCalledTimes(1);
  });

  it('records one document when calls for one hash race', async () => {
    const world = createWorld();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => world.call('logAccess', { navegacaoHash: HASH }, { as: null })),
    );
    expect(results.filter((r) => r.recorded)).toHaveLength(1);
    expect(world.db.count('acessos')).toBe(1);
  });

  it('still records the IP, with empty geo fields, when the lookup fails', async () => {
    const world = createWorld();
    world.geo.mockRejectedValueOnce(new Error('timeout'));
    expect(await world.call('logAccess', { navegacaoHash: HASH }, { as: null })).toEqual({ recorded: true });
    expect(world.db.get(paths.acesso(HASH))).toMatchObject({
      ip: '203.0.113.7',
      country_name: '',
      region: '',
      city: '',
      org: '',
    });
    expect(world.logger.warn).toHaveBeenCalled();
  });

  it('keeps only text from a lookup that answers oddly', async () => {
    const world = createWorld();
    world.geo.mockResolvedValueOnce({ country_name: 'Brasil', region: 7, city: null, org: 'x'.repeat(1000) } as never);
    await world.call('logAccess', { navegacaoHash: HASH }, { as: null });
    const acesso = world.db.get<AcessoDoc>(paths.acesso(HASH));
    expect(acesso).toMatchObject({ country_name: 'Brasil', region: '', city: '' });
    expect(acesso?.org.length).toBeLessThanOrEqual(200);
  });

  it('records an access without an IP when the request carries none, and looks nothing up', async () => {
    const world = createWorld();
    await world.call('logAccess', { navegacaoHash: OTHER_HASH }, { as: null, ip: null });
    expect(world.db.get(paths.acesso(OTHER_HASH))).toMatchObject({ ip: '', country_name: '' });
    expect(world.geo).not.toHaveBeenCalled();
  });

  /** A fresh session hash per call, as a flooding client would send. */
  const hashOf = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

  it('Access flood: 100 calls with new hashes from one IP record one access and one geo lookup, and all succeed', async () => {
    const world = createWorld();
    const results = [];
    for (let i = 0; i < 100; i += 1) results.push(await world.call('logAccess', { navegacaoHash: hashOf(i) }, { as: null }));
    expect(results.filter((r) => r.recorded)).toHaveLength(1);
    expect(world.db.count('acessos')).toBe(1);
    expect(world.geo).toHaveBeenCalledTimes(1);
  });

  it('Access flood: drops a record beyond the IP’s limit silently, writing nothing and looking nothing up', async () => {
    const world = createWorld();
    await world.call('logAccess', { navegacaoHash: HASH }, { as: null });
    await expectNoWrites(world.db, async () => {
      expect(await world.call('logAccess', { navegacaoHash: OTHER_HASH }, { as: null })).toEqual({ recorded: false });
    });
    expect(world.geo).toHaveBeenCalledTimes(1);
    await expect(world.call('logAccess', { navegacaoHash: OTHER_HASH }, { as: null, ip: '198.51.100.20' })).resolves.toEqual({
      recorded: true,
    });
  });

  it(`records the IP again after ${RATE_LIMITS.accessPerIp.windowMs / 60_000} minutes, with the geo lookup from the cache`, async () => {
    const world = createWorld();
    await world.call('logAccess', { navegacaoHash: HASH }, { as: null });
    world.clock.now = T0 + RATE_LIMITS.accessPerIp.windowMs;
    expect(await world.call('logAccess', { navegacaoHash: OTHER_HASH }, { as: null })).toEqual({ recorded: true });
    expect(world.db.get(paths.acesso(OTHER_HASH))).toMatchObject({ ...GEO, data: T0 + RATE_LIMITS.accessPerIp.windowMs });
    expect(world.geo).toHaveBeenCalledTimes(1);
  });

  it('caches geo lookups per IP in a server-only document with an expiry, and asks again once it expires', async () => {
    const world = createWorld();
    await world.call('logAccess', { navegacaoHash: HASH }, { as: null });
    expect(world.db.get(paths.geoCache('203.0.113.7'))).toEqual({ ...GEO, expiresAt: T0 + GEO_CACHE_MS });
    expect(world.db.get(paths.rateLimit('access-ip:203.0.113.7'))).toEqual({
      hits: [T0],
      expiresAt: T0 + RATE_LIMITS.accessPerIp.windowMs,
    });
    world.clock.now = T0 + GEO_CACHE_MS;
    await world.call('logAccess', { navegacaoHash: OTHER_HASH }, { as: null });
    expect(world.geo).toHaveBeenCalledTimes(2);
  });

  it('does not cache a failed lookup', async () => {
    const world = createWorld();
    world.geo.mockRejectedValueOnce(new Error('timeout'));
    await world.call('logAccess', { navegacaoHash: HASH }, { as: null });
    expect(world.db.get(paths.geoCache('203.0.113.7'))).toBeNull();
  });
});
