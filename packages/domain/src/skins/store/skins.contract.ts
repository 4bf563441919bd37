import { beforeEach, describe, expect, it } from '@jest/globals';
import { DEFAULT_AVATAR, MAIN_PAGE_CONTENT } from '../../kernel/constants';
import { paths } from '../../kernel/paths';
import { publishedPaths } from '../../published';
import type { SkinDoc } from '../skin-types';
import type { Store } from '../../store/store';
import {
  T0,
  expiresAfter,
  user,
  newSkin,
  LOGIN_COLLAPSE_MS,
  bootstrap,
  type Peek,
  type StoreUnderTest,
  type ContractSettings,
} from '../../store/contract/contract-fixtures';

/** Skins and their names, and the account a first sign-in creates (SkinStore). */
export function describeSkinsContract(current: () => StoreUnderTest, { timeout, racers }: ContractSettings): void {
  let store: Store;
  let peek: Peek;
  beforeEach(() => {
    ({ store, peek } = current());
  });

  describe('skins', () => {
    it(
      'creates a skin with its home page and its username reservation',
      async () => {
        const outcome = await store.createSkin(newSkin('u1', 's1', 'nova'));
        const skin: SkinDoc = {
          id_skins: 's1',
          username: 'nova',
          theme: 'CYBERPINK',
          is_main: true,
          data: T0,
          iconSkin: DEFAULT_AVATAR,
          idUser: 'u1',
        };
        expect(outcome).toEqual({ status: 'created', skin });
        expect(await peek.doc(paths.skin('u1', 's1'))).toEqual(skin);
        expect(await peek.doc(paths.pagina('u1', 's1', 'home'))).toEqual({
          id_pagina: 'home',
          nome: 'Home',
          conteudo: MAIN_PAGE_CONTENT,
          data: T0,
          is_main: true,
          orderBy: 'default',
        });
        expect(await peek.doc(paths.username('nova'))).toEqual({ uid: 'u1', skinId: 's1' });
      },
      timeout,
    );

    it(
      'makes only the first skin of a user main, and lists a user’s skins oldest first',
      async () => {
        await store.createSkin(newSkin('u1', 'b', 'primeira', T0));
        await store.createSkin(newSkin('u1', 'a', 'segunda', T0 + 1));
        const skins = await store.listSkins('u1');
        expect(skins.map((s) => [s.username, s.is_main])).toEqual([
          ['primeira', true],
          ['segunda', false],
        ]);
        expect(await store.findSkinByUsername('segunda')).toMatchObject({ id_skins: 'a', idUser: 'u1' });
        expect(await store.findSkinByUsername('nenhuma')).toBeNull();
      },
      timeout,
    );

    it(
      'refuses a taken username and writes nothing',
      async () => {
        await store.createSkin(newSkin('u1', 's1', 'nova'));
        expect(await store.createSkin(newSkin('u2', 's2', 'nova'))).toEqual({ status: 'username-taken' });
        expect(await store.listSkins('u2')).toEqual([]);
        expect(await peek.doc(paths.username('nova'))).toEqual({ uid: 'u1', skinId: 's1' });
      },
      timeout,
    );

    it(
      `lets exactly one of ${racers} concurrent creates of one username win`,
      async () => {
        const outcomes = await Promise.all(
          Array.from({ length: racers }, (_, i) => store.createSkin(newSkin(`u${i}`, `s${i}`, 'disputada'))),
        );
        expect(outcomes.filter((o) => o.status === 'created')).toHaveLength(1);
        expect(outcomes.filter((o) => o.status === 'username-taken')).toHaveLength(racers - 1);
      },
      timeout,
    );

    it(
      'treats names that differ only in case as the same name, reserving the lower-cased one',
      async () => {
        expect(await store.createSkin(newSkin('u1', 's1', 'Nova'))).toMatchObject({
          status: 'created',
          skin: { username: 'Nova' },
        });
        expect(await peek.doc('usernames/nova')).toEqual({ uid: 'u1', skinId: 's1' });
        for (const spelling of ['nova', 'NOVA', 'nOvA']) {
          expect(await store.createSkin(newSkin('u2', `s-${spelling}`, spelling))).toEqual({ status: 'username-taken' });
        }
        expect(await store.listSkins('u2')).toEqual([]);
        expect(await store.findSkinByUsername('Nova')).toMatchObject({ id_skins: 's1' });
      },
      timeout,
    );

    it(
      'refuses, writing nothing, a skin beyond the account’s cap',
      async () => {
        for (let i = 0; i < 3; i += 1) {
          expect(await store.createSkin({ ...newSkin('u1', `s${i}`, `nome${i}`, T0 + i), maxSkins: 3 })).toMatchObject({
            status: 'created',
          });
        }
        expect(await store.createSkin({ ...newSkin('u1', 's3', 'nome3', T0 + 3), maxSkins: 3 })).toEqual({
          status: 'skin-limit',
        });
        expect(await store.findSkinByUsername('nome3')).toBeNull();
        expect(await peek.doc(paths.username('nome3'))).toBeNull();
        expect(await store.createSkin(newSkin('u1', 's3', 'nome3', T0 + 3))).toMatchObject({ status: 'created' });
      },
      timeout,
    );

    it(
      'counts created skins against the rate limit, and refuses beyond it writing nothing',
      async () => {
        const rateLimit = { key: 'create-skin:u1', max: 2, windowMs: 1000 };
        expect(await store.createSkin({ ...newSkin('u1', 'a', 'um'), rateLimit })).toMatchObject({ status: 'created' });
        // A refused create (the name is taken) uses nothing up.
        expect(await store.createSkin({ ...newSkin('u1', 'x', 'um'), rateLimit })).toEqual({ status: 'username-taken' });
        expect(await store.createSkin({ ...newSkin('u1', 'b', 'dois', T0 + 1), rateLimit })).toMatchObject({
          status: 'created',
        });
        expect(await store.createSkin({ ...newSkin('u1', 'c', 'tres', T0 + 2), rateLimit })).toEqual({
          status: 'rate-limited',
        });
        expect(await store.findSkinByUsername('tres')).toBeNull();
        expect(await peek.doc(paths.rateLimit('create-skin:u1'))).toEqual({ hits: [T0, T0 + 1], expiresAt: T0 + 1 + 1000 });
        expect(await store.createSkin({ ...newSkin('u1', 'c', 'tres', T0 + 1000), rateLimit })).toMatchObject({
          status: 'created',
        });
      },
      timeout,
    );
  });

  describe('bootstrap', () => {
    const defaultSkin = (username: string, skinId = 'd1') => ({
      skinId,
      username,
      theme: 'CYBERPINK',
      iconSkin: DEFAULT_AVATAR,
      at: T0,
    });

    it(
      'creates the user, a login and the default skin of a newcomer at once',
      async () => {
        const outcome = await store.bootstrapUser(bootstrap('u1', 'l1', T0, defaultSkin('User1')));
        expect(outcome).toMatchObject({ status: 'ok', createdUser: true, user: user('u1'), recordedLogin: true });
        if (outcome.status !== 'ok') throw new Error('unreachable');
        expect(outcome.createdDefaultSkin).toMatchObject({ username: 'User1', is_main: true });
        expect(outcome.skins).toEqual([outcome.createdDefaultSkin]);
        expect(await store.getUser('u1')).toEqual(user('u1'));
        expect(await peek.doc(`${paths.logins('u1')}/l1`)).toEqual({ data: T0, expiresAt: expiresAfter(T0) });
        expect(await peek.doc(paths.pagina('u1', 'd1', 'home'))).not.toBeNull();
      },
      timeout,
    );

    it(
      'keeps an existing user, adds a login and creates no second skin',
      async () => {
        await store.bootstrapUser(bootstrap('u1', 'l1', T0, defaultSkin('User1')));
        const later = T0 + LOGIN_COLLAPSE_MS + 1;
        const again = await store.bootstrapUser(
          bootstrap('u1', 'l2', later, defaultSkin('User2', 'd2'), { ...user('u1'), nomeGoogle: 'Outra' }),
        );
        expect(again).toMatchObject({
          status: 'ok',
          createdUser: false,
          createdDefaultSkin: null,
          user: user('u1'),
          recordedLogin: true,
        });
        expect((await peek.list(paths.logins('u1'))).map((d) => d.data)).toEqual([
          { data: T0, expiresAt: expiresAfter(T0) },
          { data: later, expiresAt: expiresAfter(later) },
        ]);
        expect(await store.listSkins('u1')).toHaveLength(1);
      },
      timeout,
    );

    it(
      'collapses sign-ins within a minute of the latest login into that one entry',
      async () => {
        await store.bootstrapUser(bootstrap('u1', 'l1', T0, defaultSkin('User1')));
        for (const [loginId, at] of [
          ['l2', T0 + 1],
          ['l3', T0 + 30_000],
          ['l4', T0 + LOGIN_COLLAPSE_MS - 1],
        ] as const) {
          expect(await store.bootstrapUser(bootstrap('u1', loginId, at, null))).toMatchObject({
            status: 'ok',
            recordedLogin: false,
          });
        }
        expect(await store.bootstrapUser(bootstrap('u1', 'l5', T0 + LOGIN_COLLAPSE_MS + 1, null))).toMatchObject({
          recordedLogin: true,
        });
        expect((await peek.list(paths.logins('u1'))).map((d) => d.data)).toEqual([
          { data: T0, expiresAt: expiresAfter(T0) },
          { data: T0 + LOGIN_COLLAPSE_MS + 1, expiresAt: expiresAfter(T0 + LOGIN_COLLAPSE_MS + 1) },
        ]);
      },
      timeout,
    );

    it(
      'writes nothing when the default skin name is taken',
      async () => {
        await store.createSkin(newSkin('other', 'o1', 'User1'));
        expect(await store.bootstrapUser(bootstrap('u1', 'l1', T0, defaultSkin('User1')))).toEqual({
          status: 'username-taken',
        });
        expect(await store.getUser('u1')).toBeNull();
        expect(await peek.list(paths.logins('u1'))).toEqual([]);
      },
      timeout,
    );

    it(
      'creates one user, one default skin and one login when two bootstraps of a newcomer race',
      async () => {
        const [a, b] = await Promise.all([
          store.bootstrapUser(bootstrap('u1', 'l1', T0, defaultSkin('User1', 'd1'))),
          store.bootstrapUser(bootstrap('u1', 'l2', T0, defaultSkin('User2', 'd2'))),
        ]);
        expect([a.status, b.status]).toEqual(['ok', 'ok']);
        expect(await store.listSkins('u1')).toHaveLength(1);
        expect(await peek.list(paths.logins('u1'))).toHaveLength(1);
      },
      timeout,
    );

    it(
      'maps a domain to one skin at a time: the mapping, the skin and its snapshot change together',
      async () => {
        await store.createSkin(newSkin('u1', 's1', 'nova'));
        await store.createSkin(newSkin('u2', 's2', 'outra'));
        expect(await store.setSkinDomain({ uid: 'u1', skinId: 's1', dominio: 'nova.exemplo.com', at: T0 })).toBe('saved');
        expect(await store.skinOfDomain('nova.exemplo.com')).toEqual({ username: 'nova', uid: 'u1', skinId: 's1' });
        expect(((await peek.doc(publishedPaths.site('nova'))) as { skin: SkinDoc }).skin.dominio).toBe('nova.exemplo.com');
        expect(await store.setSkinDomain({ uid: 'u2', skinId: 's2', dominio: 'nova.exemplo.com', at: T0 })).toBe('domain-taken');
        expect((await peek.doc(paths.skin('u2', 's2')))?.['dominio']).toBeUndefined();
        expect(await store.setSkinDomain({ uid: 'u1', skinId: 's1', dominio: null, at: T0 })).toBe('saved');
        expect(await store.skinOfDomain('nova.exemplo.com')).toBeNull();
        expect(await store.setSkinDomain({ uid: 'u9', skinId: 's9', dominio: 'x.exemplo.com', at: T0 })).toBe('skin-not-found');
      },
      timeout,
    );
  });
}
