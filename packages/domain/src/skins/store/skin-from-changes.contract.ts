import { beforeEach, describe, expect, it } from '@jest/globals';
import { EMPTY_CARD_FIELDS } from '../../studio';
import { paths } from '../../kernel/paths';
import { publishedPaths } from '../../published';
import type { CreateSkinFromChangesInput } from './skin-port';
import type { Store } from '../../store/store';
import { newSkin, T0, type Peek, type StoreUnderTest, type ContractSettings } from '../../store/contract/contract-fixtures';

/** A skin built by studio changes in one transaction (SkinStore.createSkinFromChanges). */
export function describeSkinFromChangesContract(current: () => StoreUnderTest, { timeout }: ContractSettings): void {
  let store: Store;
  let peek: Peek;
  beforeEach(() => {
    ({ store, peek } = current());
  });

  const built = (changes: CreateSkinFromChangesInput['changes']): CreateSkinFromChangesInput => ({
    ...newSkin('u1', 's1', 'montada'),
    changes,
    images: [],
  });

  describe('a skin built from changes', () => {
    it(
      'writes the skin, its tree and its published page together',
      async () => {
        const outcome = await store.createSkinFromChanges(
          built([
            { change: { kind: 'addPage', nome: 'sobre' }, newId: '' },
            { change: { kind: 'addContainer', pageId: 'sobre', titulo: 'Projetos' }, newId: 'c1' },
            { change: { kind: 'addCard', containerId: 'c1', card: { ...EMPTY_CARD_FIELDS, titulo: 'Um' } }, newId: 'k1' },
          ]),
        );
        expect(outcome).toMatchObject({ status: 'created', skin: { username: 'montada', data: T0 } });
        expect(await peek.doc(paths.username('montada'))).toEqual({ uid: 'u1', skinId: 's1' });
        expect(await peek.doc(`${paths.cards('u1', 's1')}/k1`)).toMatchObject({ titulo: 'Um' });
        expect(await peek.doc(publishedPaths.page('montada', 'sobre'))).not.toBeNull();
      },
      timeout,
    );

    it(
      'writes nothing at all when one change is refused',
      async () => {
        const outcome = await store.createSkinFromChanges(
          built([
            { change: { kind: 'addPage', nome: 'sobre' }, newId: '' },
            { change: { kind: 'addContainer', pageId: 'nada', titulo: 'Projetos' }, newId: 'c1' },
          ]),
        );
        expect(outcome).toEqual({ status: 'refused', reason: 'page-not-found', change: 1 });
        expect(await peek.doc(paths.username('montada'))).toBeNull();
        expect(await peek.doc(paths.skin('u1', 's1'))).toBeNull();
        expect(await peek.doc(publishedPaths.site('montada'))).toBeNull();
      },
      timeout,
    );
  });
}
