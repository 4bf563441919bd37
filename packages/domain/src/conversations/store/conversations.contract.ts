import { beforeEach, describe, expect, it } from '@jest/globals';
import { DEFAULT_AVATAR, LIMITS } from '../../kernel/constants';
import { paths } from '../../kernel/paths';
import type { ChatDoc, ContatoDoc, ConversaDoc } from '../../kernel/types';
import type { Store } from '../../store/store';
import {
  T0,
  owner,
  visitor,
  contactId,
  contactMessage,
  HASH,
  acesso,
  type Peek,
  type StoreUnderTest,
  type ContractSettings,
} from '../../store/contract/contract-fixtures';

/** Contacts and chat, and deleting a conversation (ConversationStore). */
export function describeConversationsContract(current: () => StoreUnderTest, { timeout }: ContractSettings): void {
  let store: Store;
  let peek: Peek;
  beforeEach(() => {
    ({ store, peek } = current());
  });

  describe('contact messages and chat', () => {
    it(
      'writes the contact, the conversation, the first message and the rate limit together',
      async () => {
        expect(await store.sendContactMessage(contactMessage())).toEqual({
          status: 'sent',
          createdConversation: true,
        });
        const contato: ContatoDoc = {
          idContato: contactId,
          participantes: [owner, visitor],
          uids: ['owner'],
          ultimaConversaData: T0,
          naoLidasLab: 1,
          naoLidasVisitante: 0,
        };
        expect(await store.getContact(contactId)).toEqual(contato);
        const conversa: ConversaDoc = {
          assunto: 'PRINCIPAL',
          data: T0,
          idContato: contactId,
          idConversa: 'principal',
          ultimaMensagem: 'Olá',
          email: 'v@x.com',
          dataUltimaMensagem: T0,
          uids: ['owner'],
          naoLidasLab: 1,
          naoLidasVisitante: 0,
        };
        expect(await peek.doc(paths.conversa(contactId, 'principal'))).toEqual(conversa);
        const chat: ChatDoc = {
          idChat: 'c1',
          mensagem: 'Olá',
          data: T0,
          userRemetente: 'v@x.com',
          idConversa: 'principal',
          nomeRemetente: 'v@x.com',
          fotoRemetente: DEFAULT_AVATAR,
          uids: ['owner'],
        };
        expect((await peek.list(paths.chat(contactId, 'principal'))).map((d) => d.data)).toEqual([chat]);
        expect(await peek.doc(paths.rateLimit('email:v@x.com'))).toEqual({ hits: [T0], expiresAt: T0 + 60_000 });
      },
      timeout,
    );

    it(
      'keeps the name and WhatsApp a visitor gave on the conversation her message opens, and reads them back',
      async () => {
        const conversation = {
          idConversa: 'principal',
          assunto: 'PRINCIPAL',
          email: 'v@x.com',
          nome: 'Marina',
          whatsapp: '+5511987654321',
        };
        await store.sendContactMessage(contactMessage({ conversation }));
        expect(await store.getConversation(contactId, 'principal')).toMatchObject({ nome: 'Marina', whatsapp: '+5511987654321' });
      },
      timeout,
    );

    it(
      'appends to an existing conversation, keeping its subject and creation date',
      async () => {
        await store.sendContactMessage(contactMessage());
        const second = contactMessage(
          { at: T0 + 10, conversation: { idConversa: 'principal', assunto: 'IGNORADO', email: 'v@x.com' } },
          'c2',
        );
        expect(await store.sendContactMessage(second)).toEqual({
          status: 'sent',
          createdConversation: false,
        });
        expect(await peek.doc(paths.conversa(contactId, 'principal'))).toMatchObject({
          assunto: 'PRINCIPAL',
          data: T0,
          dataUltimaMensagem: T0 + 10,
        });
        expect(await peek.list(paths.chat(contactId, 'principal'))).toHaveLength(2);
      },
      timeout,
    );

    it(
      'refuses, writing nothing, once the rate limit window is full, and accepts again when it slides',
      async () => {
        for (let i = 0; i < 3; i += 1) await store.sendContactMessage(contactMessage({ at: T0 + i }, `c${i}`));
        expect(await store.sendContactMessage(contactMessage({ at: T0 + 3 }, 'c3'))).toEqual({
          status: 'rate-limited',
          limit: { key: 'email:v@x.com', max: 3, windowMs: 60_000 },
        });
        expect(await peek.list(paths.chat(contactId, 'principal'))).toHaveLength(3);
        expect(await store.sendContactMessage(contactMessage({ at: T0 + 60_000 }, 'c4'))).toMatchObject({ status: 'sent' });
        expect(await peek.doc(paths.rateLimit('email:v@x.com'))).toEqual({
          hits: [T0 + 1, T0 + 2, T0 + 60_000],
          expiresAt: T0 + 120_000,
        });
      },
      timeout,
    );

    it(
      'needs room in every limit, names the one that is full, and counts a sent message in each',
      async () => {
        const perIp = { key: 'contact-ip:1.1.1.1', max: 2, windowMs: 60_000 };
        const perEmail = { key: 'contact-email:v@x.com|1.1.1.1', max: 5, windowMs: 600_000 };
        const limited = (at: number, idChat: string) => contactMessage({ at, rateLimits: [perIp, perEmail] }, idChat);
        await store.sendContactMessage(limited(T0, 'c1'));
        await store.sendContactMessage(limited(T0 + 1, 'c2'));
        expect(await store.sendContactMessage(limited(T0 + 2, 'c3'))).toEqual({ status: 'rate-limited', limit: perIp });
        expect(await peek.doc(paths.rateLimit(perEmail.key))).toEqual({ hits: [T0, T0 + 1], expiresAt: T0 + 1 + 600_000 });
        expect(await peek.list(paths.chat(contactId, 'principal'))).toHaveLength(2);
      },
      timeout,
    );

    it(
      'never rewrites an existing conversation’s subject, creation date or e-mail',
      async () => {
        await store.sendContactMessage(contactMessage());
        const other = contactMessage(
          { at: T0 + 5, conversation: { idConversa: 'principal', assunto: 'OUTRO', email: 'outro@x.com' } },
          'c2',
        );
        await store.sendContactMessage(other);
        expect(await peek.doc(paths.conversa(contactId, 'principal'))).toMatchObject({
          assunto: 'PRINCIPAL',
          data: T0,
          email: 'v@x.com',
        });
      },
      timeout,
    );

    it(
      'refuses, writing nothing, a message whose contact id belongs to other participants',
      async () => {
        await store.sendContactMessage(contactMessage());
        const impostor = { ...visitor, uid: 'someone' };
        const outcome = await store.sendContactMessage(
          contactMessage(
            { contact: { idContato: contactId, participantes: [owner, impostor], uids: ['owner', 'someone'] } },
            'c2',
          ),
        );
        expect(outcome).toEqual({ status: 'participant-mismatch' });
        expect(await peek.list(paths.chat(contactId, 'principal'))).toHaveLength(1);
      },
      timeout,
    );

    it(
      'stamps the access e-mail only on an access that exists',
      async () => {
        await store.recordAccess({ acesso: acesso(HASH) });
        await store.sendContactMessage(contactMessage({ accessEmail: { hash: HASH, email: 'v@x.com', uid: null } }));
        expect(await store.getAccess(HASH)).toMatchObject({ valorEmail: 'v@x.com' });
        const other = '7d1e2f3a-4b5c-4d6e-9f70-8192a3b4c5d6';
        await store.sendContactMessage(
          contactMessage({ at: T0 + 1, accessEmail: { hash: other, email: 'v@x.com', uid: null } }, 'c2'),
        );
        expect(await store.getAccess(other)).toBeNull();
      },
      timeout,
    );

    it(
      "stamps the access e-mail only on an access recorded by the same sender: an account's, or nobody signed in",
      async () => {
        await store.recordAccess({ acesso: { ...acesso(HASH), uid: 'conta-1' } });
        await store.sendContactMessage(contactMessage({ accessEmail: { hash: HASH, email: 'v@x.com', uid: null } }));
        await store.sendContactMessage(
          contactMessage({ at: T0 + 1, accessEmail: { hash: HASH, email: 'b@x.com', uid: 'conta-2' } }, 'c2'),
        );
        expect(await store.getAccess(HASH)).toMatchObject({ valorEmail: '' });
        await store.sendContactMessage(
          contactMessage({ at: T0 + 2, accessEmail: { hash: HASH, email: 'a@x.com', uid: 'conta-1' } }, 'c3'),
        );
        expect(await store.getAccess(HASH)).toMatchObject({ valorEmail: 'a@x.com' });
      },
      timeout,
    );

    it(
      'appends a chat message and moves the conversation and contact dates',
      async () => {
        await store.sendContactMessage(contactMessage());
        const outcome = await store.appendChatMessage({
          contactId,
          conversationId: 'principal',
          chat: { idChat: 'r1', mensagem: 'Resposta', userRemetente: 'lab', nomeRemetente: 'Laura', fotoRemetente: 'l.png' },
          at: T0 + 5,
        });
        expect(outcome).toMatchObject({
          status: 'sent',
          chat: { idChat: 'r1', data: T0 + 5, uids: ['owner'], idConversa: 'principal' },
        });
        expect(await peek.doc(paths.conversa(contactId, 'principal'))).toMatchObject({
          ultimaMensagem: 'Resposta',
          dataUltimaMensagem: T0 + 5,
        });
        expect(await store.getContact(contactId)).toMatchObject({ ultimaConversaData: T0 + 5 });
      },
      timeout,
    );

    it(
      'appends nothing to a conversation that does not exist',
      async () => {
        await store.sendContactMessage(contactMessage());
        const chat = { idChat: 'r1', mensagem: 'x', userRemetente: 'lab', nomeRemetente: '', fotoRemetente: '' };
        expect(await store.appendChatMessage({ contactId, conversationId: 'nada', chat, at: T0 })).toEqual({
          status: 'conversation-not-found',
        });
        expect(await store.appendChatMessage({ contactId: 'nada', conversationId: 'principal', chat, at: T0 })).toEqual({
          status: 'conversation-not-found',
        });
        expect(await peek.list(paths.chat(contactId, 'nada'))).toEqual([]);
      },
      timeout,
    );

    it(
      'counts chat messages against the sender’s limits, refusing beyond them and writing nothing',
      async () => {
        await store.sendContactMessage(contactMessage());
        const rateLimits = [{ key: 'chat-burst:u1', max: 2, windowMs: 1000 }];
        const reply = (idChat: string, at: number) => ({
          contactId,
          conversationId: 'principal',
          chat: { idChat, mensagem: idChat, userRemetente: 'v@x.com', nomeRemetente: '', fotoRemetente: '' },
          at,
          rateLimits,
        });
        expect(await store.appendChatMessage(reply('r1', T0 + 1))).toMatchObject({ status: 'sent' });
        expect(await store.appendChatMessage(reply('r2', T0 + 2))).toMatchObject({ status: 'sent' });
        expect(await store.appendChatMessage(reply('r3', T0 + 3))).toEqual({ status: 'rate-limited', limit: rateLimits[0] });
        expect(await peek.list(paths.chat(contactId, 'principal'))).toHaveLength(3);
        expect(await store.appendChatMessage(reply('r3', T0 + 1001))).toMatchObject({ status: 'sent' });
      },
      timeout,
    );
  });

  describe('deleting a conversation', () => {
    const messages = LIMITS.deleteBatchSize * 2 + 1;

    async function conversationWith(count: number): Promise<void> {
      await store.sendContactMessage(contactMessage());
      for (let i = 1; i < count; i += 1) {
        await store.appendChatMessage({
          contactId,
          conversationId: 'principal',
          chat: { idChat: `m${i}`, mensagem: `${i}`, userRemetente: 'lab', nomeRemetente: '', fotoRemetente: '' },
          at: T0 + i,
        });
      }
    }

    it(
      `deletes ${messages} messages in batches, the conversation and then the contact it was the last of`,
      async () => {
        await conversationWith(messages);
        expect(await store.inspectConversation(contactId, 'principal')).toMatchObject({
          hasMessages: true,
          hasOtherConversations: false,
        });
        expect(await store.deleteConversation(contactId, 'principal')).toEqual({
          status: 'deleted',
          deletedMessages: messages,
          conversationDeleted: true,
          contactDeleted: true,
        });
        expect(await store.inspectConversation(contactId, 'principal')).toEqual({
          contact: null,
          conversation: null,
          hasMessages: false,
          hasOtherConversations: false,
        });
      },
      Math.max(timeout, 60_000),
    );

    it(
      'keeps the contact while another conversation remains',
      async () => {
        await conversationWith(2);
        await store.sendContactMessage(
          contactMessage({ at: T0 + 9, conversation: { idConversa: 'outra', assunto: 'OUTRO', email: 'v@x.com' } }, 'o1'),
        );
        expect(await store.inspectConversation(contactId, 'principal')).toMatchObject({ hasOtherConversations: true });
        expect(await store.deleteConversation(contactId, 'principal')).toEqual({
          status: 'deleted',
          deletedMessages: 2,
          conversationDeleted: true,
          contactDeleted: false,
        });
        expect(await store.getContact(contactId)).not.toBeNull();
        expect(await peek.doc(paths.conversa(contactId, 'outra'))).not.toBeNull();
      },
      timeout,
    );

    it(
      'treats a second delete of a conversation already gone as a no-op',
      async () => {
        await conversationWith(1);
        await store.deleteConversation(contactId, 'principal');
        expect(await store.deleteConversation(contactId, 'principal')).toEqual({
          status: 'deleted',
          deletedMessages: 0,
          conversationDeleted: false,
          contactDeleted: false,
        });
      },
      timeout,
    );
  });
}
