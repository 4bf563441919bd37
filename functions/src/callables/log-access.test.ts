import { MESSAGES, paths, type AcessoDoc } from '@lab/domain';
import { ANA, createWorld, expectNoWrites, GEO, HASH, OTHER_HASH, OWNER, SECOND_OWNER, T0 } from './test-support/world';

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

  it('records an anonymous visitor’s access with the request IP and its geo lookup', async () => {
    const world = createWorld();
    expect(await world.call('logAccess', { navegacaoHash: HASH }, { as: null, ip: '198.51.100.4' })).toEqual({ recorded: true });
    const expected: AcessoDoc = { hash: HASH, ip: '198.51.100.4', ...GEO, data: T0, visto: false, valorEmail: '' };
    expect(world.db.get(paths.acesso(HASH))).toEqual(expected);
    expect(world.geo).toHaveBeenCalledWith('198.51.100.4');
  });

  it('takes the IP from x-forwarded-for when the request has none of its own', async () => {
    const world = createWorld();
    await world.call(
      'logAccess',
      { navegacaoHash: HASH },
      { as: null, ip: null, headers: { 'x-forwarded-for': '192.0.2.9, 10.0.0.1' } },
    );
    expect(world.db.get<AcessoDoc>(paths.acesso(HASH))?.ip).toBe('192.0.2.9');
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
});
