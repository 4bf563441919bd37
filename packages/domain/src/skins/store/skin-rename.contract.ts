import { beforeEach, describe, expect, it } from '@jest/globals';
import { EMPTY_CARD_FIELDS } from '../../studio';
import { paths } from '../../kernel/paths';
import { publishedPaths } from '../../published';
import type { RenameSkinInput } from './skin-port';
import type { Store } from '../../store/store';
import { newSkin, T0, type ContractSettings, type Peek, type StoreUnderTest } from '../../store/contract/contract-fixtures';

/** The first sign-in's skin made hers, in one transaction (SkinStore.renameSkin). */
export function describeSkinRenameContract(current: () => StoreUnderTest, { timeout }: ContractSettings): void {
  let store: Store;
  let peek: Peek;
  beforeEach(() => {
    ({ store, peek } = current());
  });

  const rename = (overrides: Partial<RenameSkinInput> = {}): RenameSkinInput => ({
    uid: 'u1',
    skinId: 's1',
    username: 'marina-souza',
    nomeExibicao: 'Marina Souza',
    changes: [],
    at: T0 + 1000,
    rateLimit: { key: 'rename-skin:u1', max: 5, windowMs: 86_400_000 },
    ...overrides,
  });

  describe('renaming the drawn skin', () => {
    it(
      'moves the reservation and the published snapshot, and builds a model on it',
      async () => {
        await store.createSkin(newSkin('u1', 's1', 'User4823'));
        const outcome = await store.renameSkin(
          rename({
            changes: [
              { change: { kind: 'addPage', nome: 'sobre-mim', rotulo: 'Sobre mim' }, newId: '' },
              { change: { kind: 'addContainer', pageId: 'sobre-mim', titulo: 'Projetos' }, newId: 'c1' },
              { change: { kind: 'addCard', containerId: 'c1', card: { ...EMPTY_CARD_FIELDS, titulo: 'Um' } }, newId: 'k1' },
            ],
          }),
        );
        expect(outcome).toMatchObject({ status: 'renamed', skin: { username: 'marina-souza', nomeExibicao: 'Marina Souza' } });
        expect(await peek.doc(paths.username('marina-souza'))).toEqual({ uid: 'u1', skinId: 's1' });
        expect(await peek.doc(paths.username('User4823'))).toBeNull();
        expect(await peek.doc(publishedPaths.site('User4823'))).toBeNull();
        expect(await peek.doc(publishedPaths.page('User4823', 'home'))).toBeNull();
        expect(await peek.doc(publishedPaths.page('marina-souza', 'sobre-mim'))).not.toBeNull();
        expect(await peek.doc(paths.pagina('u1', 's1', 'sobre-mim'))).toMatchObject({ nome: 'Sobre mim' });
      },
      timeout,
    );

    it(
      'writes nothing when the new name is taken, or the skin already has a chosen name',
      async () => {
        await store.createSkin(newSkin('u1', 's1', 'User4823'));
        await store.createSkin(newSkin('u2', 's2', 'Marina-Souza'));
        expect(await store.renameSkin(rename())).toEqual({ status: 'username-taken' });
        expect(await store.renameSkin(rename({ uid: 'u2', skinId: 's2', username: 'outra' }))).toEqual({ status: 'not-default' });
        expect(await peek.doc(paths.username('User4823'))).toEqual({ uid: 'u1', skinId: 's1' });
        expect(await peek.doc(publishedPaths.site('User4823'))).not.toBeNull();
        expect(await peek.doc(paths.username('outra'))).toBeNull();
        expect(await peek.doc('rateLimits/rename-skin:u1')).toBeNull();
      },
      timeout,
    );
  });
}
