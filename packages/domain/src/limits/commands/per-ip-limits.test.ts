/**
 * Limits a single client cannot walk around: an IPv6 client holds a whole /64 and may send from any
 * address in it, and the paid geo lookup of a page view runs only for the call that took the limit.
 */
import { IPV6_NETWORK_LIMIT_FACTOR, LIMITS } from '../../kernel/constants';
import { RATE_LIMITS } from '../../kernel/rate-limits';
import { paths } from '../../kernel/paths';
import { createWorld, expectNoWrites } from '../../handlers/test-support/world';

const FROM_ONE_64 = (n: number) => `2001:db8:4:2::${(n + 1).toString(16)}`;
/** Another /64 of one /48 each time: what a free tunnel broker hands out. */
const FROM_ONE_48 = (n: number) => `2001:db8:4:${(n + 1).toString(16)}::1`;
const hash = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

describe('per-IP limits', () => {
  it('IPv6 rotation: 30 anonymous contact messages from one /64 are held to the limit of one client', async () => {
    const world = createWorld();
    let accepted = 0;
    for (let n = 0; n < 30; n += 1) {
      const sent = await world
        .call('sendContactMessage', { email: `v${n}@example.com`, assunto: 'SISTEMA' }, { as: null, ip: FROM_ONE_64(n) })
        .then(
          () => true,
          () => false,
        );
      if (sent) accepted += 1;
    }
    expect(accepted).toBe(LIMITS.contactMessagesPerHour);
    // Another /64 is another client.
    await expect(
      world.call('sendContactMessage', { email: 'outra@example.com', assunto: 'SISTEMA' }, { as: null, ip: '2001:db8:4:3::1' }),
    ).resolves.toBeDefined();
  });

  it('IPv6 rotation: 50 page views from one /64 record one access and pay one geo lookup', async () => {
    const world = createWorld();
    for (let n = 0; n < 50; n += 1) {
      await world.call('logAccess', { navegacaoHash: hash(n) }, { as: null, ip: FROM_ONE_64(n) });
    }
    expect(world.geo).toHaveBeenCalledTimes(1);
    expect(world.db.count(paths.acessos())).toBe(RATE_LIMITS.accessPerIp.max);
  });

  it('IPv6 rotation: the navigation cap holds across a /64', async () => {
    const world = createWorld();
    const { max } = RATE_LIMITS.navigationPerIp;
    let recorded = 0;
    for (let n = 0; n < max + 20; n += 1) {
      // A fresh session hash each time, so only the per-IP cap can stop them.
      await world.call('logNavigation', { navegacaoHash: hash(n), path: '/lab/home' }, { as: null, ip: FROM_ONE_64(n) });
    }
    for (let n = 0; n < max + 20; n += 1) if (world.db.get(paths.navegacao(hash(n))) !== null) recorded += 1;
    expect(recorded).toBe(max);
  });

  it('IPv6 beyond /64: anonymous messages from 60 /64s of one /48 are held to the looser limit of the /48', async () => {
    const world = createWorld();
    let accepted = 0;
    for (let n = 0; n < 60; n += 1) {
      const sent = await world
        .call('sendContactMessage', { email: `v${n}@example.com`, assunto: 'SISTEMA' }, { as: null, ip: FROM_ONE_48(n) })
        .then(
          () => true,
          () => false,
        );
      if (sent) accepted += 1;
    }
    expect(accepted).toBe(RATE_LIMITS.contactPerIp.max * IPV6_NETWORK_LIMIT_FACTOR);
    // Another /48 is someone else.
    await expect(
      world.call('sendContactMessage', { email: 'outra@example.com', assunto: 'SISTEMA' }, { as: null, ip: '2001:db8:5:1::1' }),
    ).resolves.toBeDefined();
  });

  it('IPv6 beyond /64: 60 page views from 60 /64s of one /48 pay the geo lookups of the /48, not of 60 clients', async () => {
    const world = createWorld();
    for (let n = 0; n < 60; n += 1) {
      await world.call('logAccess', { navegacaoHash: hash(n) }, { as: null, ip: FROM_ONE_48(n) });
    }
    const allowed = RATE_LIMITS.accessPerIp.max * IPV6_NETWORK_LIMIT_FACTOR;
    expect(world.geo).toHaveBeenCalledTimes(allowed);
    expect(world.db.count(paths.acessos())).toBe(allowed);
    // A refused page view pays nothing and writes nothing.
    await expectNoWrites(world.db, () => world.call('logAccess', { navegacaoHash: hash(99) }, { as: null, ip: FROM_ONE_48(99) }));
    expect(world.geo).toHaveBeenCalledTimes(allowed);
  });

  it('IPv6 beyond /64: the navigation cap holds, looser, across a /48', async () => {
    const world = createWorld();
    const allowed = RATE_LIMITS.navigationPerIp.max * IPV6_NETWORK_LIMIT_FACTOR;
    for (let n = 0; n < allowed + 20; n += 1) {
      world.clock.now += 1;
      await world.call('logNavigation', { navegacaoHash: hash(n), path: '/' }, { as: null, ip: FROM_ONE_48(n % 60) });
    }
    expect(world.db.count('navegacoes')).toBe(allowed);
  });

  it('pay, then check (logAccess): 20 concurrent page views from one IPv4 pay one geo lookup for the one they record', async () => {
    const world = createWorld();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) => world.call('logAccess', { navegacaoHash: hash(n) }, { as: null, ip: '198.51.100.9' })),
    );
    expect(results.filter((r) => r.recorded)).toHaveLength(1);
    expect(world.geo).toHaveBeenCalledTimes(1);
    expect(world.db.count(paths.acessos())).toBe(1);
  });
});
