/**
 * What one client can make a creator's VISITAS say. Page views need no App Check and a session id is
 * whatever the client sends, so the counters hold only pages the skin has, and a client counts a few
 * visits (with their origins and countries) per skin, as the site's counter counts one access per IP.
 */
import { IPV6_NETWORK_LIMIT_FACTOR } from '../../kernel/constants';
import { RATE_LIMITS } from '../../kernel/rate-limits';
import { paths } from '../../kernel/paths';
import type { VisitaDoc } from '../../kernel/types';
import { ANA, createWorld, expectNoWrites, T0, type World } from '../../handlers/test-support/world';

const hash = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const FROM_ONE_48 = (n: number) => `2001:db8:9:${(n + 1).toString(16)}::1`;

/** Ana's counters, every shard summed (every view here falls on one day). */
function anasDay(world: World) {
  const shards = world.db.query<VisitaDoc>({ collection: paths.visitas(ANA.uid, 'skin-ana') }).map((row) => row.data);
  const keys = (field: 'paginas' | 'origens') => [...new Set(shards.flatMap((s) => Object.keys(s[field])))];
  const views = shards.flatMap((s) => Object.values(s.paginas)).reduce((sum, n) => sum + Number(n), 0);
  return { visitas: shards.reduce((sum, s) => sum + s.visitas, 0), paginas: keys('paginas'), origens: keys('origens'), views };
}

async function view(world: World, n: number, path: string, ip: string) {
  world.clock.now = T0 + n;
  await world.call('logNavigation', { navegacaoHash: hash(n), path, origem: `spam${n}.example` }, { as: null, ip });
}

describe("a creator's visit counters against one client", () => {
  it('Visit counters: 150 views from one IP, each a new session with an invented page and a spam referrer, count no visit, page or origin', async () => {
    const world = createWorld();
    for (let n = 0; n < 150; n += 1) await view(world, n, `/ana/pagina-${n}`, '198.51.100.40');
    expect(anasDay(world)).toEqual({ visitas: 0, paginas: [], origens: [], views: 0 });
    // The session's own log still has the page, as any path the visitor opened.
    expect(world.db.get(paths.navegacao(hash(0)))).not.toBeNull();
  });

  it("Visit counters: 150 new sessions from one IP on the skin's real page count a few visits and a few origins", async () => {
    const world = createWorld();
    for (let n = 0; n < 150; n += 1) await view(world, n, '/ana/home', '198.51.100.40');
    const day = anasDay(world);
    expect(day.visitas).toBe(RATE_LIMITS.skinVisitsPerClient.max);
    expect(day.origens).toHaveLength(RATE_LIMITS.skinVisitsPerClient.max);
    expect(day.paginas).toEqual(['/ana/home']);
    // Another client still counts its visit.
    await view(world, 200, '/ana/home', '198.51.100.41');
    expect(anasDay(world).visitas).toBe(RATE_LIMITS.skinVisitsPerClient.max + 1);
  });

  it('Visit counters: new sessions from 60 /64s of one /48 count the looser share of the /48', async () => {
    const world = createWorld();
    for (let n = 0; n < 60; n += 1) await view(world, n, '/ana', FROM_ONE_48(n));
    expect(anasDay(world).visitas).toBe(RATE_LIMITS.skinVisitsPerClient.max * IPV6_NETWORK_LIMIT_FACTOR);
  });

  it('counts a card address and a page the skin has, and not a card or page path it does not have', async () => {
    const world = createWorld();
    await world.db.runTransaction(async (tx) => {
      tx.set(paths.pagina(ANA.uid, 'skin-ana', 'sobre'), { id_pagina: 'sobre', nome: 'Sobre', conteudo: '', data: T0 });
      tx.set(`${paths.cards(ANA.uid, 'skin-ana')}/c1`, { id_card: 'c1', nome: 'Card' });
    });
    const paths_ = ['/ana/sobre', '/ana/home/card/c1', '/ana/home/card/inventado', '/ana/home/x/y', '/ana/nada/card/c1'];
    for (const [n, path] of paths_.entries()) await view(world, n, path, '198.51.100.40');
    expect(anasDay(world).paginas.sort()).toEqual(['/ana/home/card/c1', '/ana/sobre']);
  });

  it('a view beyond the nav limit writes nothing at all', async () => {
    const world = createWorld();
    for (let n = 0; n < RATE_LIMITS.navigationPerIp.max; n += 1) await view(world, n, '/ana/home', '198.51.100.40');
    await expectNoWrites(world.db, () => view(world, 999, '/ana/home', '198.51.100.40'));
  });
});
