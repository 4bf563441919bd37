import { beforeEach, describe, expect, it } from '@jest/globals';
import { deletionIds } from '../deletions';
import { paths } from '../../kernel/paths';
import { publishedPaths } from '../../published';
import type { Store } from '../../store/store';
import {
  T0,
  contactId,
  contactMessage,
  newSkin,
  type Peek,
  type StoreUnderTest,
  type ContractSettings,
} from '../../store/contract/contract-fixtures';

const stamp = { by: 'u1', at: T0, until: T0 + 600_000 };

/** Deletions that can be undone, then finish (DeletionStore), on every adapter. */
export function describeDeletionsContract(current: () => StoreUnderTest, { timeout }: ContractSettings): void {
  let store: Store;
  let peek: Peek;
  beforeEach(() => {
    ({ store, peek } = current());
  });

  describe('deletions that can be undone', () => {
    it(
      'hides a skin at once, brings it back exactly, and refuses a user’s last skin',
      async () => {
        await store.createSkin(newSkin('u1', 's1', 'primeira', T0));
        await store.createSkin(newSkin('u1', 's2', 'segunda', T0 + 1));
        const skin = await peek.doc(paths.skin('u1', 's1'));
        const site = await peek.doc(publishedPaths.site('primeira'));
        expect(site).not.toBeNull();

        expect(await store.markSkinDeleted({ uid: 'u1', skinId: 's1' }, stamp)).toEqual({
          status: 'marked',
          id: deletionIds.skin('u1', 's1'),
        });
        expect((await store.listSkins('u1')).map((s) => [s.username, s.is_main])).toEqual([['segunda', true]]);
        expect(await peek.doc(publishedPaths.site('primeira'))).toBeNull();
        expect(await store.markSkinDeleted({ uid: 'u1', skinId: 's2' }, stamp)).toEqual({ status: 'last-skin' });
        expect(await store.dueDeletions(stamp.until - 1, 10)).toEqual([]);

        expect(await store.undoDeletion(deletionIds.skin('u1', 's1'), stamp.until)).toEqual({ status: 'restored', tipo: 'skin' });
        expect(await peek.doc(paths.skin('u1', 's1'))).toEqual(skin);
        expect(await peek.doc(publishedPaths.site('primeira'))).toEqual(site);
        expect((await store.listSkins('u1')).map((s) => [s.username, s.is_main])).toEqual([
          ['primeira', true],
          ['segunda', false],
        ]);
        expect(await store.getDeletion(deletionIds.skin('u1', 's1'))).toBeNull();
      },
      timeout,
    );

    it(
      'finishes a skin’s deletion once its window closed: tree and name gone, then the record',
      async () => {
        await store.createSkin(newSkin('u1', 's1', 'primeira', T0));
        await store.createSkin(newSkin('u1', 's2', 'segunda', T0 + 1));
        await store.markSkinDeleted({ uid: 'u1', skinId: 's2' }, stamp);
        const id = deletionIds.skin('u1', 's2');
        expect(await store.dueDeletions(stamp.until, 10)).toEqual([id]);
        expect(await store.finishDeletionDocs(id)).toMatchObject({ tipo: 'skin', documentosRemovidos: true });
        expect(await peek.list(paths.paginas('u1', 's2'))).toEqual([]);
        expect(await peek.doc(paths.username('segunda'))).toBeNull();
        expect(await store.undoDeletion(id, stamp.at)).toEqual({ status: 'expired' });
        await store.forgetDeletion(id);
        expect(await store.getDeletion(id)).toBeNull();
        expect(await store.finishDeletionDocs(id)).toBeNull();
      },
      timeout,
    );

    it(
      'hides a conversation with its contact when it was the last, restores both, and finishes the cascade',
      async () => {
        await store.sendContactMessage(contactMessage());
        const contato = await peek.doc(paths.contato(contactId));
        const conversa = await peek.doc(paths.conversa(contactId, 'principal'));
        const marked = await store.markConversationDeleted(contactId, 'principal', stamp);
        expect(marked).toEqual({ status: 'marked', id: deletionIds.conversa(contactId, 'principal'), contactDeleted: true });
        expect(await peek.doc(paths.contato(contactId))).toBeNull();
        expect(await store.undoDeletion(deletionIds.conversa(contactId, 'principal'), stamp.at)).toEqual({
          status: 'restored',
          tipo: 'conversa',
        });
        expect(await peek.doc(paths.contato(contactId))).toEqual(contato);
        expect(await peek.doc(paths.conversa(contactId, 'principal'))).toEqual(conversa);

        await store.markConversationDeleted(contactId, 'principal', stamp);
        await store.finishDeletionDocs(deletionIds.conversa(contactId, 'principal'));
        expect(await peek.list(paths.chat(contactId, 'principal'))).toEqual([]);
        expect(await peek.doc(paths.contato(contactId))).toBeNull();
      },
      timeout,
    );

    it(
      'hides a whole account at once, brings it back exactly, and finishes its documents from the record',
      async () => {
        await store.createSkin(newSkin('u1', 's1', 'primeira', T0));
        await store.createSkin(newSkin('u1', 's2', 'segunda', T0 + 1));
        const sites = [await peek.doc(publishedPaths.site('primeira')), await peek.doc(publishedPaths.site('segunda'))];
        const id = deletionIds.conta('u1');
        const input = { uid: 'u1', emails: ['u1@example.com'], key: 'conta-excluida-k1' };

        expect(await store.markAccountDeleted(input, stamp)).toEqual({ status: 'marked', id });
        expect(await store.markAccountDeleted(input, stamp)).toEqual({ status: 'already-deleting' });
        expect(await store.listSkins('u1')).toEqual([]);
        expect(await peek.doc(publishedPaths.site('primeira'))).toBeNull();
        expect(await store.accountState('u1', async () => null)).toBe('deleting');

        expect(await store.undoDeletion(id, stamp.until)).toEqual({ status: 'restored', tipo: 'conta' });
        expect([await peek.doc(publishedPaths.site('primeira')), await peek.doc(publishedPaths.site('segunda'))]).toEqual(sites);
        expect((await store.listSkins('u1')).map((s) => s.username).sort()).toEqual(['primeira', 'segunda']);
        expect(await store.accountState('u1', async () => null)).toBe('active');

        await store.markAccountDeleted(input, stamp);
        const limitKeys = (uid: string) => [`edit-skin:${uid}`];
        expect(await store.finishDeletionDocs(id, { limitKeys })).toMatchObject({ tipo: 'conta', documentosRemovidos: true });
        expect(await peek.list(paths.paginas('u1', 's1'))).toEqual([]);
        expect(await peek.doc(paths.username('segunda'))).toBeNull();
        expect(await store.undoDeletion(id, stamp.at)).toEqual({ status: 'expired' });
        // Still being deleted until the record goes, though its user document is gone.
        expect(await store.accountState('u1', async () => null)).toBe('deleting');
        await store.forgetDeletion(id);
        expect(await store.accountState('u1', async () => null)).toBe('active');
      },
      timeout,
    );
  });
}
