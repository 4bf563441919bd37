import { beforeEach, describe, expect, it } from '@jest/globals';
import { paths } from '../../kernel/paths';
import { publishedPaths } from '../../published';
import type { DenunciaDoc } from '../moderation';
import type { Store } from '../../store/store';
import {
  bootstrap,
  newSkin,
  T0,
  type ContractSettings,
  type Peek,
  type StoreUnderTest,
} from '../../store/contract/contract-fixtures';

const LIMIT = { key: 'report-skin:ip:203.0.113.7@laura', max: 1, windowMs: 86_400_000 };
const report = (skin = 'laura'): DenunciaDoc => ({
  skin,
  motivo: 'golpe',
  texto: 'Pede Pix.',
  criadaEm: T0,
  estado: 'aberta',
  skinOculta: false,
});

/** Reports and hidden skins (ModerationStore): what a refusal leaves, what hiding and restoring write. */
export function describeModerationContract(current: () => StoreUnderTest, { timeout }: ContractSettings): void {
  let store: Store;
  let peek: Peek;
  const skin = { uid: 'owner', skinId: 's1' };
  describe('moderation', () => {
    beforeEach(async () => {
      ({ store, peek } = current());
      await store.bootstrapUser(bootstrap('owner', 'l1', T0, null));
      await store.createSkin(newSkin('owner', 's1', 'laura'));
    }, timeout);

    it(
      'opens one report of a skin per reporter and window, counting its limits with it',
      async () => {
        const open = (id: string) => store.openReport({ ...skin, id, doc: report(), limits: [], perSkinLimit: LIMIT, at: T0 });
        await expect(open('d1')).resolves.toBe('opened');
        await expect(open('d2')).resolves.toBe('already-reported');
        expect(await peek.doc(paths.denuncia('d1'))).toEqual(report());
        expect(await peek.doc(paths.denuncia('d2'))).toBeNull();
        await expect(
          store.openReport({ uid: 'owner', skinId: 'nada', id: 'd3', doc: report(), limits: [], perSkinLimit: LIMIT, at: T0 }),
        ).resolves.toBe('skin-not-found');
      },
      timeout,
    );

    it(
      'hides a skin in one transaction: marked, snapshot withdrawn, marker written, open reports resolved; restores it',
      async () => {
        await store.openReport({ ...skin, id: 'd1', doc: report(), limits: [], perSkinLimit: LIMIT, at: T0 });
        const published = await peek.doc(publishedPaths.site('laura'));
        expect(published).not.toBeNull();
        await expect(store.hideSkin({ ...skin, por: 'denuncia', at: T0 + 1, denuncia: 'd1' })).resolves.toBe('hidden');
        expect(await peek.doc(paths.skin('owner', 's1'))).toMatchObject({
          oculta: true,
          ocultadaEm: T0 + 1,
          ocultaPor: 'denuncia',
        });
        expect(await peek.doc(publishedPaths.site('laura'))).toBeNull();
        expect(await peek.list(publishedPaths.pages('laura'))).toEqual([]);
        expect(await peek.doc(publishedPaths.hidden('laura'))).toEqual({ ocultadaEm: T0 + 1 });
        expect(await peek.doc(paths.denuncia('d1'))).toMatchObject({ estado: 'resolvida', skinOculta: true, tratadaEm: T0 + 1 });
        await expect(
          store.openReport({ ...skin, id: 'd2', doc: report(), limits: [], perSkinLimit: LIMIT, at: T0 }),
        ).resolves.toBe('skin-not-found');

        await expect(store.restoreSkin({ ...skin, at: T0 + 2 })).resolves.toBe('restored');
        expect(await peek.doc(paths.skin('owner', 's1'))).not.toHaveProperty('oculta');
        expect(await peek.doc(publishedPaths.hidden('laura'))).toBeNull();
        const { changedAt: _before, ...was } = published ?? {};
        const { changedAt: _after, ...now } = (await peek.doc(publishedPaths.site('laura'))) ?? {};
        expect(now).toEqual(was);
        await expect(store.restoreSkin({ ...skin, at: T0 + 3 })).resolves.toBe('not-hidden');
      },
      timeout,
    );

    it(
      'dismisses an open report once; blocks an account and unblocks only what the block hid',
      async () => {
        await store.openReport({ ...skin, id: 'd1', doc: report(), limits: [], perSkinLimit: LIMIT, at: T0 });
        await expect(store.dismissReport('d1', T0 + 1)).resolves.toBe('dismissed');
        await expect(store.dismissReport('d1', T0 + 2)).resolves.toBe('already-handled');
        await expect(store.dismissReport('nada', T0 + 2)).resolves.toBe('report-not-found');

        await store.createSkin(newSkin('owner', 's2', 'laura2'));
        await store.hideSkin({ uid: 'owner', skinId: 's2', por: 'denuncia', at: T0 });
        const identityKey = 'google-owner';
        await expect(store.setAccountBlocked({ uid: 'owner', bloqueado: true, at: T0 + 1, identityKey })).resolves.toEqual({
          status: 'done',
          skins: ['laura', 'laura2'],
        });
        expect(await peek.doc(paths.user('owner'))).toMatchObject({ bloqueado: true });
        // Blocked by its uid, and by its Google identity under a uid with no user document yet.
        await expect(store.isBlocked('owner', async () => null)).resolves.toBe(true);
        await expect(store.isBlocked('owner-again', async () => identityKey)).resolves.toBe(true);
        await expect(store.isBlocked('someone', async () => 'google-someone')).resolves.toBe(false);
        await expect(store.restoreSkin({ ...skin, at: T0 + 2 })).resolves.toBe('account-blocked');
        await expect(store.setAccountBlocked({ uid: 'owner', bloqueado: false, at: T0 + 2, identityKey })).resolves.toEqual({
          status: 'done',
          skins: ['laura'],
        });
        await expect(store.isBlocked('owner-again', async () => identityKey)).resolves.toBe(false);
        expect(await peek.doc(paths.skin('owner', 's2'))).toMatchObject({ oculta: true, ocultaPor: 'denuncia' });
        await expect(store.setAccountBlocked({ uid: 'ninguem', bloqueado: true, at: T0, identityKey: null })).resolves.toEqual({
          status: 'user-not-found',
        });
      },
      timeout,
    );
  });
}
