import { beforeEach, describe, expect, it } from '@jest/globals';
import { paths } from '../..';
import type { Store } from '../store';
import {
  T0,
  HASH,
  acesso,
  bootstrap,
  contactId,
  contactMessage,
  mail,
  newSkin,
  type ContractSettings,
  type Peek,
  type StoreUnderTest,
} from './contract-fixtures';

/** What the site holds about a person, for **Baixar meus dados** (PrivacyStore). */
export function describePrivacyContract(current: () => StoreUnderTest, { timeout }: ContractSettings): void {
  let store: Store;
  let peek: Peek;
  beforeEach(() => {
    ({ store, peek } = current());
  });

  describe("a person's data", () => {
    it(
      'reads every document about the account, section by section, and none about anyone else',
      async () => {
        await store.bootstrapUser(bootstrap('owner', 'l1', T0, null));
        await store.createSkin(newSkin('owner', 's1', 'laura'));
        await store.createSkin(newSkin('other', 's2', 'outra'));
        await store.appendNavigation({
          uid: 'owner',
          hash: HASH,
          record: { path: '/laura/home', timestamp: T0 },
          at: T0,
          max: 10,
        });
        await store.recordAccess({ acesso: acesso(HASH) });
        await store.recordAccess({ acesso: acesso('7d1e2f3a-4b5c-4d6e-9f70-8192a3b4c5d6') });
        const notification = { id: 'n1', doc: { ...mail('n1'), to: ['laura@x.com'] }, windowMs: 1, rateLimits: [] };
        await store.sendContactMessage(contactMessage({ notification }));

        const data = await store.readPersonalData({ uid: 'owner', emails: ['laura@x.com'] });
        const pathsOf = (section: keyof typeof data) => data[section].map((d) => d.path).sort();
        expect(pathsOf('perfil')).toEqual([paths.user('owner')]);
        expect(pathsOf('logins')).toEqual([`${paths.logins('owner')}/l1`]);
        expect(pathsOf('skins')).toEqual(
          [paths.skin('owner', 's1'), paths.pagina('owner', 's1', 'home'), paths.username('laura')].sort(),
        );
        expect(pathsOf('conversas')).toEqual(
          [paths.contato(contactId), paths.conversa(contactId, 'principal'), `${paths.chat(contactId, 'principal')}/c1`].sort(),
        );
        expect(pathsOf('navegacao')).toEqual([paths.userNavigation('owner', HASH)]);
        expect(pathsOf('acessos')).toEqual([paths.acesso(HASH)]);
        expect(pathsOf('emails')).toEqual([paths.mail('n1')]);
        expect(data.perfil[0]?.data).toEqual(await peek.doc(paths.user('owner')));
      },
      timeout,
    );

    it(
      'is empty for an account the site knows nothing about',
      async () => {
        const data = await store.readPersonalData({ uid: 'ninguem', emails: ['ninguem@x.com'] });
        expect(Object.values(data).flat()).toEqual([]);
      },
      timeout,
    );
  });
}
