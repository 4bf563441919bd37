/**
 * The limits of docs/security.md under random sequences of calls and clock steps: each limit is a
 * sliding window, so a call is accepted exactly when every window it counts against has room, a
 * refused call writes nothing, and the logging callables never fail whatever they drop.
 */
import fc from 'fast-check';
import { LIMITS } from '../../kernel/constants';
import { RATE_LIMITS } from '../../kernel/rate-limits';
import { MESSAGES } from '../../kernel/messages';
import { paths } from '../../kernel/paths';
import type { NavigationDoc } from '../../kernel/types';
import { clientKey } from '../client-address';
import { ANA, createWorld, NEWCOMER, type Refusal, type World } from '../../handlers/test-support/world';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Accepted uses of one key inside the window that ends at `at`, as the Store counts them. */
function usesIn(times: readonly number[] | undefined, at: number, windowMs: number): number {
  return (times ?? []).filter((t) => t > at - windowMs && t <= at).length;
}

function remember(uses: Map<string, number[]>, key: string, at: number): void {
  uses.set(key, [...(uses.get(key) ?? []), at]);
}

/** Mostly quick steps, now and then a long one: enough pressure to fill each window, and time to drain it. */
function steps(quick: readonly number[], slow: readonly number[], slowOneIn = 7): fc.Arbitrary<number> {
  return fc.oneof(
    { weight: slowOneIn - 1, arbitrary: fc.constantFrom(...quick) },
    { weight: 1, arbitrary: fc.constantFrom(...slow) },
  );
}

async function outcomeOf(act: () => Promise<unknown>): Promise<Refusal | null> {
  try {
    await act();
    return null;
  } catch (error) {
    return error as Refusal;
  }
}

describe('rate limits under random sequences of calls', () => {
  it('anonymous contact messages: per client (an IPv4 address, an IPv6 /64) an hour and per e-mail and client a day, exactly, writing nothing when refused', async () => {
    const suffix = fc.integer({ min: 1, max: 0xffff }).map((n) => n.toString(16));
    const step = fc.record({
      // Two IPv4 clients and two IPv6 clients, each of which may send from any address of its /64.
      ip: fc.oneof(
        fc.constantFrom('198.51.100.1', '198.51.100.2'),
        suffix.map((s) => `2001:db8:4:2::${s}`),
        suffix.map((s) => `2001:db8:4:3:${s}::1`),
      ),
      email: fc.constantFrom('a@x.com', 'b@x.com', 'c@x.com'),
      advance: steps([0, SECOND, 10 * MINUTE], [59 * MINUTE, HOUR, 6 * HOUR]),
    });
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 40, maxLength: 100 }), async (steps) => {
        const world = createWorld();
        const uses = new Map<string, number[]>();
        for (const { ip: address, email, advance } of steps) {
          world.clock.now += advance;
          const at = world.clock.now;
          const ip = address;
          const client = clientKey(address);
          const ipFull = usesIn(uses.get(client), at, RATE_LIMITS.contactPerIp.windowMs) >= RATE_LIMITS.contactPerIp.max;
          const pairFull =
            usesIn(uses.get(`${email}|${client}`), at, RATE_LIMITS.contactPerEmailAndIp.windowMs) >=
            RATE_LIMITS.contactPerEmailAndIp.max;
          // The database is copied only when a refusal is due: the one call that must leave it as it was.
          const before = ipFull || pairFull ? world.db.toJSON() : null;
          const refusal = await outcomeOf(() => world.call('sendContactMessage', { email, mensagem: 'Oi' }, { as: null, ip }));
          if (ipFull || pairFull) {
            expect(refusal).toMatchObject({
              code: 'resource-exhausted',
              message: ipFull ? MESSAGES.contactRateLimited : MESSAGES.contactRateLimitedToday,
            });
            expect(world.db.toJSON()).toEqual(before);
            seen.add(ipFull ? 'ip' : 'e-mail');
          } else {
            expect(refusal).toBeNull();
            remember(uses, client, at);
            remember(uses, `${email}|${client}`, at);
          }
        }
      }),
      { numRuns: 40 },
    );
    expect(seen.has('ip')).toBe(true);
  });

  it('chat messages: a burst a minute and a cap an hour per participant, exactly, writing nothing when refused', async () => {
    const advance = steps([0, SECOND, 6 * SECOND, 6 * SECOND, 10 * SECOND], [MINUTE, 10 * MINUTE, HOUR], 40);
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.array(advance, { minLength: 200, maxLength: 250 }), async (advances) => {
        const world = createWorld();
        await world.call('sendContactMessage', { mensagem: 'Oi', skin: 'ana' }, { as: ANA });
        const sent: number[] = [];
        for (const [i, step] of advances.entries()) {
          world.clock.now += step;
          const at = world.clock.now;
          const burst = usesIn(sent, at, RATE_LIMITS.chatBurstPerUser.windowMs) >= RATE_LIMITS.chatBurstPerUser.max;
          const hourly = usesIn(sent, at, RATE_LIMITS.chatPerUser.windowMs) >= RATE_LIMITS.chatPerUser.max;
          const full = burst || hourly;
          if (burst) seen.add('burst');
          if (hourly) seen.add('hourly');
          const before = full ? world.db.toJSON() : null;
          const refusal = await outcomeOf(() =>
            world.call('sendChatMessage', { contactId: 'ana_lab', conversationId: 'principal', mensagem: `m${i}` }, { as: ANA }),
          );
          if (full) {
            expect(refusal).toMatchObject({ code: 'resource-exhausted', message: MESSAGES.chatRateLimited });
            expect(world.db.toJSON()).toEqual(before);
          } else {
            expect(refusal).toBeNull();
            sent.push(at);
          }
        }
      }),
      { numRuns: 15 },
    );
    expect([...seen].sort()).toEqual(['burst', 'hourly']);
  });

  it('new skins: a cap per account and a limit an hour, exactly, writing nothing when refused', async () => {
    const advance = steps([0, MINUTE, 30 * MINUTE], [HOUR, 2 * HOUR]);
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.array(advance, { maxLength: 25, size: 'max' }), async (advances) => {
        const world = createWorld();
        const created: number[] = [];
        for (const [i, step] of advances.entries()) {
          world.clock.now += step;
          const at = world.clock.now;
          const capped = created.length >= LIMITS.skinsPerAccount;
          const limited = usesIn(created, at, RATE_LIMITS.createSkinPerUser.windowMs) >= RATE_LIMITS.createSkinPerUser.max;
          const before = capped || limited ? world.db.toJSON() : null;
          const refusal = await outcomeOf(() =>
            world.call('createSkin', { username: `nina-${i}`, theme: 'CYBERPINK' }, { as: NEWCOMER }),
          );
          if (capped || limited) {
            expect(refusal).toMatchObject({
              code: 'resource-exhausted',
              message: capped ? MESSAGES.skinLimitReached : MESSAGES.skinRateLimited,
            });
            expect(world.db.toJSON()).toEqual(before);
            seen.add(capped ? 'cap' : 'hourly');
          } else {
            expect(refusal).toBeNull();
            created.push(at);
          }
        }
      }),
      { numRuns: 100 },
    );
    expect([...seen].sort()).toEqual(['cap', 'hourly']);
  });

  it('access records: one per IP per window, each new hash or not, and the call never fails', async () => {
    const step = fc.record({
      ip: fc.constantFrom('198.51.100.1', '198.51.100.2', '2001:db8::1'),
      advance: steps([0, MINUTE, 29 * MINUTE, 30 * MINUTE], [HOUR, 25 * HOUR]),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 40, size: 'max' }), async (steps) => {
        const world = createWorld();
        const recorded = new Map<string, number[]>();
        for (const [i, { ip, advance }] of steps.entries()) {
          world.clock.now += advance;
          const at = world.clock.now;
          const room = usesIn(recorded.get(ip), at, RATE_LIMITS.accessPerIp.windowMs) < RATE_LIMITS.accessPerIp.max;
          const hash = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
          expect(await world.call('logAccess', { navegacaoHash: hash }, { as: null, ip })).toEqual({ recorded: room });
          if (room) remember(recorded, ip, at);
        }
        expect(world.db.count('acessos')).toBe([...recorded.values()].flat().length);
        // A lookup only for an access recorded, and not even then while the IP's lookup is cached.
        expect(world.geo.mock.calls.length).toBeLessThanOrEqual(world.db.count('acessos'));
      }),
      { numRuns: 100 },
    );
  });

  it('navigation records: capped per hash and per IP an hour, dropped silently beyond', async () => {
    const step = fc.record({
      ip: fc.constantFrom('198.51.100.1', '198.51.100.2'),
      hash: fc.constantFrom('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'),
      advance: steps([0, SECOND], [MINUTE, 20 * MINUTE, HOUR], 40),
    });
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 100, maxLength: 320, size: 'max' }), async (steps) => {
        const world: World = createWorld();
        const uses = new Map<string, number[]>();
        for (const [i, { ip, hash, advance }] of steps.entries()) {
          world.clock.now += advance;
          const at = world.clock.now;
          const hashFull =
            usesIn(uses.get(hash), at, RATE_LIMITS.navigationPerHash.windowMs) >= RATE_LIMITS.navigationPerHash.max;
          const ipFull = usesIn(uses.get(ip), at, RATE_LIMITS.navigationPerIp.windowMs) >= RATE_LIMITS.navigationPerIp.max;
          const room = !hashFull && !ipFull;
          if (hashFull) seen.add('hash');
          const path = `/p${i}`;
          expect(await world.call('logNavigation', { navegacaoHash: hash, path }, { as: null, ip })).toEqual({ ok: true });
          const kept = world.db.get<NavigationDoc>(paths.navegacao(hash))?.registros.some((r) => r.path === path) ?? false;
          expect(kept).toBe(room);
          if (room) {
            remember(uses, hash, at);
            remember(uses, ip, at);
          }
        }
      }),
      { numRuns: 15 },
    );
    expect(seen.has('hash')).toBe(true);
  });
});
