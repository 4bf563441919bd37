import { beforeEach, describe, expect, it } from '@jest/globals';
import { DELETED_ACCOUNT_NAME, REMOVED_MESSAGE } from './conversation-anonymiser';
import { paths } from '../../kernel/paths';
import type { Store } from '../../store/store';
import {
  T0,
  HASH,
  acesso,
  bootstrap,
  contactId,
  contactMessage,
  owner,
  mail,
  newSkin,
  sendWithNotice,
  type ContractSettings,
  type Peek,
  type StoreUnderTest,
} from '../../store/contract/contract-fixtures';

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
        await store.recordAccess({ acesso: { ...acesso(HASH), uid: 'owner' } });
        // A session id the account logged pages under, whose access someone else recorded: not the account's.
        const shared = '7d1e2f3a-4b5c-4d6e-9f70-8192a3b4c5d6';
        await store.recordAccess({ acesso: acesso(shared) });
        await store.appendNavigation({ uid: 'owner', hash: shared, record: { path: '/', timestamp: T0 }, at: T0, max: 10 });
        const notice = { id: 'n1', doc: { ...mail('n1'), to: ['laura@x.com'] }, windowMs: 1, rateLimits: [] };
        await sendWithNotice(store, contactMessage(), notice);

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
        expect(pathsOf('navegacao')).toEqual([paths.userNavigation('owner', HASH), paths.userNavigation('owner', shared)].sort());
        expect(pathsOf('acessos')).toEqual([paths.acesso(HASH)]);
        expect(pathsOf('emails')).toEqual([paths.mail('n1')]);
        expect(data.perfil[0]?.data).toEqual(await peek.doc(paths.user('owner')));
      },
      timeout,
    );

    it(
      'deletes the account whole, and moves its conversations to the new key with its words removed',
      async () => {
        await store.bootstrapUser(bootstrap('v1', 'l1', T0, null));
        await store.createSkin(newSkin('v1', 's1', 'vera'));
        await store.appendNavigation({ uid: 'v1', hash: HASH, record: { path: '/vera/home', timestamp: T0 }, at: T0, max: 10 });
        await store.recordAccess({ acesso: { ...acesso(HASH), uid: 'v1' } });
        // A session id it logged pages under, whose access and first pages a visitor recorded: theirs, kept.
        const shared = '7d1e2f3a-4b5c-4d6e-9f70-8192a3b4c5d6';
        await store.recordAccess({ acesso: acesso(shared) });
        await store.appendNavigation({ uid: null, hash: shared, record: { path: '/', timestamp: T0 }, at: T0, max: 10 });
        await store.appendNavigation({ uid: 'v1', hash: shared, record: { path: '/vera', timestamp: T0 }, at: T0, max: 10 });
        const vera = { chave: 'vera', uid: 'v1', nome: 'Vera', foto: 'v.png', email: 'vera@x.com' };
        const notice = { id: 'n1', doc: { ...mail('n1'), idContato: 'lab_vera' }, windowMs: 1, rateLimits: [] };
        await sendWithNotice(
          store,
          contactMessage({
            contact: { idContato: 'lab_vera', participantes: [owner, vera], uids: ['owner', 'v1'] },
            chat: { idChat: 'c1', mensagem: 'Sou a Vera', userRemetente: 'vera', nomeRemetente: 'Vera', fotoRemetente: 'v.png' },
            rateLimits: [{ key: 'uid:v1', max: 5, windowMs: 60_000 }],
          }),
          notice,
        );
        await store.appendChatMessage({
          contactId: 'lab_vera',
          conversationId: 'principal',
          chat: { idChat: 'r1', mensagem: 'Olá, Vera', userRemetente: 'lab', nomeRemetente: 'Laura', fotoRemetente: 'l.png' },
          at: T0 + 1,
          rateLimits: [],
        });

        await store.deleteAccount({ uid: 'v1', emails: ['vera@x.com'], key: 'conta-x', limitKeys: () => ['uid:v1'] });

        for (const gone of [paths.user('v1'), paths.skin('v1', 's1'), paths.username('vera'), paths.contato('lab_vera')]) {
          expect(await peek.doc(gone)).toBeNull();
        }
        expect(await peek.list(paths.logins('v1'))).toEqual([]);
        expect(await peek.list(paths.userNavigations('v1'))).toEqual([]);
        expect(await peek.doc(paths.acesso(HASH))).toBeNull();
        expect(await peek.doc(paths.acesso(shared))).not.toBeNull();
        expect(await peek.doc(paths.navegacao(shared))).not.toBeNull();
        expect(await peek.doc(paths.mail('n1'))).toBeNull();
        expect(await peek.doc(paths.rateLimit('uid:v1'))).toBeNull();
        expect(await peek.doc(paths.contato('conta-x_lab'))).toMatchObject({
          idContato: 'conta-x_lab',
          uids: ['owner'],
          participantes: [{ chave: 'conta-x', uid: null, nome: DELETED_ACCOUNT_NAME, email: null }, owner],
        });
        const messages = (await peek.list(paths.chat('conta-x_lab', 'principal'))).map((d) => d.data);
        expect(messages).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ mensagem: REMOVED_MESSAGE, userRemetente: 'conta-x', nomeRemetente: DELETED_ACCOUNT_NAME }),
            expect.objectContaining({ mensagem: 'Olá, Vera', userRemetente: 'lab' }),
          ]),
        );
        expect(await peek.doc(paths.conversa('conta-x_lab', 'principal'))).toMatchObject({
          idContato: 'conta-x_lab',
          uids: ['owner'],
        });
      },
      timeout,
    );

    it(
      "finds a visitor's conversations by the address they gave, shows them, and deletes their side and the link",
      async () => {
        await store.sendContactMessage(contactMessage());
        await store.appendChatMessage({
          contactId,
          conversationId: 'principal',
          chat: { idChat: 'r1', mensagem: 'Resposta', userRemetente: 'lab', nomeRemetente: 'Laura', fotoRemetente: 'l.png' },
          at: T0 + 1,
          rateLimits: [],
        });
        expect(await store.hasConversationsFrom('v@x.com')).toBe(true);
        expect(await store.hasConversationsFrom('w@x.com')).toBe(false);
        const link = { email: 'v@x.com', criadoEm: T0, expiresAt: T0 + 1000 };
        await store.openDataRequest({ token: 'tok1', doc: link, mail: { id: 'm1', doc: { ...mail('m1'), to: ['v@x.com'] } } });
        expect(await store.getDataRequest('tok1')).toEqual(link);
        const [conversation] = await store.readVisitorConversations('v@x.com');
        expect(conversation?.conversas[0]?.chat.map((m) => m.mensagem)).toEqual(['Olá', 'Resposta']);

        await store.deleteVisitorData({ token: 'tok1', email: 'v@x.com', key: 'visitante-x' });
        expect(await store.getDataRequest('tok1')).toBeNull();
        expect(await peek.doc(paths.mail('m1'))).toBeNull();
        expect(await peek.doc(paths.contato(contactId))).toBeNull();
        expect(await store.hasConversationsFrom('v@x.com')).toBe(false);
        const kept = (await peek.list(paths.chat('lab_visitante-x', 'principal'))).map((d) => d.data['mensagem']);
        expect(kept.sort()).toEqual([REMOVED_MESSAGE, 'Resposta']);
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
