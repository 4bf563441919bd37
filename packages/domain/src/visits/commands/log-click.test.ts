/**
 * Clicks on a skin's outgoing actions, for its creator's VISITAS. Anyone may send one (the page's
 * beacon carries no session), so only the skin's own cards and containers count, her own clicks do
 * not, and one client counts a few.
 */
import { IPV6_NETWORK_LIMIT_FACTOR } from '../../kernel/constants';
import { RATE_LIMITS } from '../../kernel/rate-limits';
import { paths } from '../../kernel/paths';
import type { VisitaDoc } from '../../kernel/types';
import { ANA, BRUNO, createWorld, expectNoWrites, OWNER, T0, type World } from '../../handlers/test-support/world';

const IP = '198.51.100.40';
const FROM_ONE_48 = (n: number) => `2001:db8:9:${(n + 1).toString(16)}::1`;

/** Ana's clicks today, every shard summed. */
function anasClicks(world: World): Record<string, number> {
  const shards = world.db.query<VisitaDoc>({ collection: paths.visitas(ANA.uid, 'skin-ana') }).map((row) => row.data);
  const sum: Record<string, number> = {};
  for (const shard of shards) for (const [id, n] of Object.entries(shard.cliques ?? {})) sum[id] = (sum[id] ?? 0) + n;
  return sum;
}

async function withAnasCardAndGallery(world: World) {
  await world.db.runTransaction(async (tx) => {
    tx.set(`${paths.cards(ANA.uid, 'skin-ana')}/c1`, { id_card: 'c1', nome: 'Meu site' });
    tx.set(`${paths.containers(ANA.uid, 'skin-ana')}/galeria1`, { id_container: 'galeria1', nome: 'Fotos' });
    // Bruno's card: an id of another skin.
    tx.set(`${paths.cards(BRUNO.uid, 'skin-bruno')}/b1`, { id_card: 'b1', nome: 'Do Bruno' });
  });
}

const click = (world: World, data: unknown, ip: string = IP, as: typeof ANA | null = null) =>
  world.call('logClick', data, { as, ip });

describe('logClick, a click on a skin’s page', () => {
  it('counts a visitor’s click on a card and on a gallery container of the skin, per id, in the skin’s day', async () => {
    const world = createWorld();
    world.clock.now = T0;
    await withAnasCardAndGallery(world);
    expect(await click(world, { skin: 'Ana', id: 'c1' })).toEqual({ ok: true });
    await click(world, { skin: 'ana', id: 'c1' }, '198.51.100.41');
    await click(world, { skin: 'ana', id: 'galeria1' });
    expect(anasClicks(world)).toEqual({ c1: 2, galeria1: 1 });
    // Only counts: the shard holds no address, session or account.
    const shards = world.db.query<VisitaDoc>({ collection: paths.visitas(ANA.uid, 'skin-ana') });
    expect(JSON.stringify(shards)).not.toContain('198.51.100');
  });

  it('Invented ids: an id the skin does not have (another skin’s card, a made-up one) counts nothing', async () => {
    const world = createWorld();
    await withAnasCardAndGallery(world);
    for (const id of ['inventado', 'b1']) await click(world, { skin: 'ana', id });
    await click(world, { skin: 'ninguem', id: 'c1' });
    expect(anasClicks(world)).toEqual({});
    expect(world.db.query({ collection: paths.visitas(BRUNO.uid, 'skin-bruno') })).toEqual([]);
  });

  it('Own clicks: her clicks on her own skin are not counted; an owner’s and another creator’s are', async () => {
    const world = createWorld();
    await withAnasCardAndGallery(world);
    await click(world, { skin: 'ana', id: 'c1' }, IP, ANA);
    expect(anasClicks(world)).toEqual({});
    await click(world, { skin: 'ana', id: 'c1' }, '198.51.100.41', BRUNO);
    await click(world, { skin: 'ana', id: 'c1' }, '198.51.100.42', OWNER);
    expect(anasClicks(world)).toEqual({ c1: 2 });
  });

  it('Click flood: one client counts a few clicks a day on a skin, and a flood beyond writes nothing at all', async () => {
    const world = createWorld();
    await withAnasCardAndGallery(world);
    for (let n = 0; n < RATE_LIMITS.skinClicksPerClient.max + 10; n += 1) await click(world, { skin: 'ana', id: 'c1' });
    expect(anasClicks(world)).toEqual({ c1: RATE_LIMITS.skinClicksPerClient.max });
    await expectNoWrites(world.db, () => click(world, { skin: 'ana', id: 'c1' }));
    // Another client still counts.
    await click(world, { skin: 'ana', id: 'c1' }, '198.51.100.41');
    expect(anasClicks(world).c1).toBe(RATE_LIMITS.skinClicksPerClient.max + 1);
  });

  it('Click flood: invented ids use the client’s hourly share too, so they cannot be sent for free', async () => {
    const world = createWorld();
    await withAnasCardAndGallery(world);
    for (let n = 0; n < RATE_LIMITS.clicksPerIp.max; n += 1) await click(world, { skin: `nada${n % 50}`, id: 'x' });
    await click(world, { skin: 'ana', id: 'c1' });
    expect(anasClicks(world)).toEqual({});
  });

  it('Click flood: rotating over the /64s of one /48 counts the looser share of the /48', async () => {
    const world = createWorld();
    await withAnasCardAndGallery(world);
    for (let n = 0; n < 200; n += 1) await click(world, { skin: 'ana', id: 'c1' }, FROM_ONE_48(n));
    expect(anasClicks(world).c1).toBe(RATE_LIMITS.skinClicksPerClient.max * IPV6_NETWORK_LIMIT_FACTOR);
  });

  it.each([
    [{ skin: 'ana' }],
    [{ skin: 'ana', id: '' }],
    [{ skin: 'ana', id: 'a/b' }],
    [{ skin: 'ana', id: 'c1', extra: 1 }],
    [{ skin: 'a'.repeat(101), id: 'c1' }],
    [{ skin: 5, id: 'c1' }],
    ['c1'],
  ])('refuses a malformed payload %j and writes nothing', async (data) => {
    const world = createWorld();
    await withAnasCardAndGallery(world);
    await expectNoWrites(world.db, async () => {
      const refusal = await world.refusal('logClick', data, { as: null, ip: IP });
      expect(refusal.code).toBe('invalid-argument');
      expect(refusal.message).not.toBe('');
    });
  });
});
