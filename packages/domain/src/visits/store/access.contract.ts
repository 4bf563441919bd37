import { beforeEach, describe, expect, it } from '@jest/globals';
import { dayOf } from '../stats';
import { EMPTY_CARD_FIELDS } from '../../studio';
import { paths } from '../../kernel/paths';
import type { NavigationDoc, VisitaDoc } from '../../kernel/types';
import type { Store } from '../../store/store';
import {
  T0,
  HASH,
  acesso,
  expiresAfter,
  newSkin,
  type Peek,
  type StoreUnderTest,
  type ContractSettings,
} from '../../store/contract/contract-fixtures';

/** The access log, navigation and the daily counters (AccessStore, LimitStore). */
export function describeAccessContract(current: () => StoreUnderTest, { timeout }: ContractSettings): void {
  let store: Store;
  let peek: Peek;
  beforeEach(() => {
    ({ store, peek } = current());
  });

  describe('access and navigation logs', () => {
    it(
      'records an access once per hash, even when calls race',
      async () => {
        const results = await Promise.all([
          store.recordAccess({ acesso: acesso(HASH) }),
          store.recordAccess({ acesso: { ...acesso(HASH), ip: '2.2.2.2' } }),
        ]);
        expect(results.sort()).toEqual(['exists', 'recorded']);
        expect(await store.recordAccess({ acesso: { ...acesso(HASH), ip: '3.3.3.3' } })).toBe('exists');
        expect((await peek.list('acessos')).length).toBe(1);
      },
      timeout,
    );

    it(
      'records no access, writing nothing, beyond the IP’s limit',
      async () => {
        const rateLimit = { key: 'access-ip:1.1.1.1', max: 1, windowMs: 1000 };
        const other = '7d1e2f3a-4b5c-4d6e-9f70-8192a3b4c5d6';
        expect(await store.hasRoom(rateLimit, T0)).toBe(true);
        expect(await store.recordAccess({ acesso: acesso(HASH), rateLimits: [rateLimit] })).toBe('recorded');
        expect(await store.hasRoom(rateLimit, T0)).toBe(false);
        expect(await store.recordAccess({ acesso: acesso(other), rateLimits: [rateLimit] })).toBe('rate-limited');
        expect(await store.getAccess(other)).toBeNull();
        expect(await peek.doc(paths.rateLimit(rateLimit.key))).toEqual({ hits: [T0], expiresAt: T0 + 1000 });
        expect(await store.recordAccess({ acesso: { ...acesso(other), data: T0 + 1000 }, rateLimits: [rateLimit] })).toBe(
          'recorded',
        );
      },
      timeout,
    );

    it(
      'caches a geo lookup per IP until it expires',
      async () => {
        const geo = { country_name: 'Brasil', region: 'RS', city: 'Porto Alegre', org: 'ISP' };
        expect(await store.cachedGeo('1.1.1.1', T0)).toBeNull();
        await store.cacheGeo('1.1.1.1', geo, T0 + 100);
        expect(await store.cachedGeo('1.1.1.1', T0 + 99)).toEqual(geo);
        expect(await store.cachedGeo('1.1.1.1', T0 + 100)).toBeNull();
        expect(await peek.doc(paths.geoCache('1.1.1.1'))).toEqual({ ...geo, expiresAt: T0 + 100 });
      },
      timeout,
    );

    it(
      'locates a recorded access after its limit was taken, counting the visit under its country, and nothing else',
      async () => {
        const unplaced = { ...acesso(HASH), country_name: '', region: '', city: '', org: '' };
        await store.recordAccess({ acesso: unplaced });
        const place = { country_code: 'BR', country_name: 'Brasil', region: 'RS', city: 'Porto Alegre', org: 'ISP' };
        await store.locateAccess({ hash: HASH, place, stats: { shard: 0 } });
        expect(await store.getAccess(HASH)).toEqual({ ...unplaced, ...place, expiresAt: expiresAfter(T0) });
        const [shard] = await peek.list(paths.estatisticas());
        expect(shard?.data).toMatchObject({ visitas: 1, paises: { BR: 1 } });
        await store.locateAccess({ hash: '7d1e2f3a-4b5c-4d6e-9f70-8192a3b4c5d6', place, stats: { shard: 0 } });
        expect(await store.getAccess('7d1e2f3a-4b5c-4d6e-9f70-8192a3b4c5d6')).toBeNull();
      },
      timeout,
    );

    it(
      'stamps an access e-mail only when the access exists',
      async () => {
        expect(await store.setAccessEmail(HASH, 'v@x.com')).toBe(false);
        expect(await store.getAccess(HASH)).toBeNull();
        await store.recordAccess({ acesso: acesso(HASH) });
        expect(await store.setAccessEmail(HASH, 'v@x.com')).toBe(true);
        expect(await store.getAccess(HASH)).toEqual({ ...acesso(HASH), valorEmail: 'v@x.com', expiresAt: expiresAfter(T0) });
      },
      timeout,
    );

    it(
      'appends navigation records, keeps criadoEm from the first and drops the oldest beyond the cap',
      async () => {
        for (let i = 0; i < 4; i += 1) {
          await store.appendNavigation({
            uid: null,
            hash: HASH,
            record: { path: `/p${i}`, timestamp: T0 + i },
            at: T0 + i,
            max: 3,
          });
        }
        const expected: NavigationDoc = {
          registros: [1, 2, 3].map((i) => ({ path: `/p${i}`, timestamp: T0 + i })),
          criadoEm: T0,
          navegacaoHash: HASH,
          // Six months after the latest record: a session's log goes as a whole once its last page is that old.
          expiresAt: expiresAfter(T0 + 3),
        };
        expect(await peek.doc(paths.navegacao(HASH))).toEqual(expected);
        await store.appendNavigation({ uid: 'u1', hash: HASH, record: { path: '/', timestamp: T0 }, at: T0, max: 3 });
        expect(await peek.doc(paths.userNavigation('u1', HASH))).toMatchObject({ registros: [{ path: '/', timestamp: T0 }] });
      },
      timeout,
    );

    it(
      'counts a view on its skin’s counters: the session’s first of the skin that day as a visit with country and origin',
      async () => {
        await store.createSkin(newSkin('u1', 's1', 'nova'));
        await store.recordAccess({ acesso: { ...acesso(HASH), country_code: 'PT' } });
        const view = (path: string, at: number, origem: string | null = null) =>
          store.appendNavigation({
            uid: null,
            hash: HASH,
            record: { path, timestamp: at },
            at,
            max: 10,
            skinStats: { shard: 1, origem },
          });
        await view('/nova/home', T0, 'www.google.com');
        await view('/nova', T0 + 1);
        // A page the skin does not have, and a name no skin has, are not counted.
        await view('/nova/inventada', T0 + 2);
        await view('/ninguem/home', T0 + 2);
        const shards = await peek.list(paths.visitas('u1', 's1'));
        expect(shards.map((d) => [d.id, d.data])).toEqual([
          [
            `${dayOf(T0)}_1`,
            {
              dia: dayOf(T0),
              visitas: 1,
              paginas: { '/nova/home': 1, '/nova': 1 },
              paises: { PT: 1 },
              origens: { 'www.google.com': 1 },
            },
          ],
        ]);
        // The skin's own user is never counted on it.
        await store.appendNavigation({
          uid: 'u1',
          hash: HASH,
          record: { path: '/nova/home', timestamp: T0 + 3 },
          at: T0 + 3,
          max: 10,
          skinStats: { shard: 1, origem: null },
        });
        expect((await peek.list(paths.visitas('u1', 's1'))).map((d) => d.data)).toEqual(shards.map((d) => d.data));
      },
      timeout,
    );

    it(
      'drops, writing nothing, a navigation record beyond the hash’s or the IP’s limit',
      async () => {
        const perHash = { max: 2, windowMs: 1000 };
        const rateLimit = { key: 'nav-ip:1.1.1.1', max: 3, windowMs: 1000 };
        const visit = (hash: string, i: number, at = T0 + i) => ({
          uid: null,
          hash,
          record: { path: `/p${i}`, timestamp: at },
          at,
          max: 10,
          perHash,
          rateLimits: [rateLimit],
        });
        const other = '7d1e2f3a-4b5c-4d6e-9f70-8192a3b4c5d6';
        expect(await store.appendNavigation(visit(HASH, 0))).toMatchObject({ status: 'appended' });
        expect(await store.appendNavigation(visit(HASH, 1))).toMatchObject({ status: 'appended' });
        expect(await store.appendNavigation(visit(HASH, 2))).toEqual({ status: 'rate-limited' });
        expect(await store.appendNavigation(visit(other, 3))).toMatchObject({ status: 'appended' });
        expect(await store.appendNavigation(visit(other, 4))).toEqual({ status: 'rate-limited' });
        expect(await peek.doc(paths.rateLimit(rateLimit.key))).toEqual({
          hits: [T0, T0 + 1, T0 + 3],
          expiresAt: T0 + 3 + 1000,
        });
        expect((await peek.doc(paths.navegacao(other)))?.['registros']).toEqual([{ path: '/p3', timestamp: T0 + 3 }]);
        // The hash's records older than the window no longer count.
        expect(await store.appendNavigation(visit(HASH, 5, T0 + 1001))).toMatchObject({ status: 'appended' });
      },
      timeout,
    );

    it(
      'counts a click on a card or container of the skin in its shard, and nothing for an invented id, her own or one beyond the limit',
      async () => {
        await store.createSkin(newSkin('u1', 's1', 'nova'));
        const edit = (change: Parameters<Store['editSkin']>[0]['change'], newId: string) =>
          store.editSkin({ uid: 'u1', skinId: 's1', change, at: T0, newId });
        await edit({ kind: 'addContainer', pageId: 'home', titulo: 'C' }, 'c1');
        await edit(
          { kind: 'addCard', containerId: 'c1', card: { ...EMPTY_CARD_FIELDS, addOns: [], name: 'k', titulo: 'Card' } },
          'k1',
        );
        const limit = { key: 'click-ip:1.1.1.1', max: 3, windowMs: 60_000 };
        const click = (id: string, uid: string | null = null) =>
          store.recordClick({ skin: 'nova', id, uid, at: T0, shard: 2, rateLimits: [limit] });
        expect(await click('k1')).toBe('counted');
        expect(await click('c1')).toBe('counted');
        expect(await click('inventado')).toBe('ignored');
        expect(await click('k1')).toBe('rate-limited');
        const shard = await peek.doc(paths.visita('u1', 's1', dayOf(T0), 2));
        expect((shard as VisitaDoc | null)?.cliques).toEqual({ k1: 1, c1: 1 });
        expect(await store.recordClick({ skin: 'nova', id: 'k1', uid: 'u1', at: T0, shard: 2 })).toBe('ignored');
      },
      timeout,
    );

    it(
      'consumes a sliding rate limit window',
      async () => {
        const limit = { key: 'uid:u1', max: 2, windowMs: 100 };
        expect(await store.consumeRateLimit(limit, T0)).toBe(true);
        expect(await store.consumeRateLimit(limit, T0 + 50)).toBe(true);
        expect(await store.consumeRateLimit(limit, T0 + 99)).toBe(false);
        expect(await store.consumeRateLimit(limit, T0 + 101)).toBe(true);
        expect(await peek.doc(paths.rateLimit('uid:u1'))).toEqual({ hits: [T0 + 50, T0 + 101], expiresAt: T0 + 201 });
      },
      timeout,
    );
  });
}
