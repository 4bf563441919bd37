import { beforeEach, describe, expect, it } from '@jest/globals';
import { paths } from '../../paths';
import type { Store } from '../store';
import { T0, contactId, contactMessage, mail, type Peek, type StoreUnderTest, type ContractSettings } from './contract-fixtures';

/** Unread counts, the owners' notices and the outbox (ConversationStore, MailStore). */
export function describeNoticesContract(current: () => StoreUnderTest, { timeout, racers }: ContractSettings): void {
  let store: Store;
  let peek: Peek;
  beforeEach(() => {
    ({ store, peek } = current());
  });

  describe('unread counts, notices and the outbox', () => {
    const notice = (id: string, windowMs = 600_000, max = 10) => ({
      id,
      doc: mail(id),
      windowMs,
      rateLimits: [{ key: 'owner-notifications', max, windowMs: 3_600_000 }],
    });
    const labReply = (idChat: string, at: number) => ({
      contactId,
      conversationId: 'principal',
      chat: { idChat, mensagem: idChat, userRemetente: 'lab', nomeRemetente: 'Laura', fotoRemetente: 'l.png' },
      at,
      side: 'lab' as const,
    });
    const visitorMessage = (idChat: string, at: number) => ({ ...labReply(idChat, at), side: 'visitante' as const });

    it(
      'counts each side’s unread messages on the conversation and, summed, on the contact',
      async () => {
        await store.sendContactMessage(contactMessage());
        await store.appendChatMessage(visitorMessage('v2', T0 + 1));
        await store.appendChatMessage(labReply('r1', T0 + 2));
        expect(await store.getConversation(contactId, 'principal')).toMatchObject({ naoLidasLab: 2, naoLidasVisitante: 1 });
        expect(await store.getContact(contactId)).toMatchObject({ naoLidasLab: 2, naoLidasVisitante: 1 });

        expect(await store.markRead({ contactId, conversationId: 'principal', side: 'lab', at: T0 + 10 })).toEqual({
          status: 'done',
          cleared: 2,
        });
        expect(await store.getConversation(contactId, 'principal')).toMatchObject({ naoLidasLab: 0, naoLidasVisitante: 1 });
        expect(await store.getContact(contactId)).toMatchObject({ naoLidasLab: 0, naoLidasVisitante: 1 });
        expect(await store.markRead({ contactId, conversationId: 'principal', side: 'lab', at: T0 + 20 })).toEqual({
          status: 'done',
          cleared: 0,
        });
        expect(await store.markRead({ contactId, conversationId: 'nada', side: 'lab', at: T0 + 30 })).toEqual({
          status: 'conversation-not-found',
        });
      },
      timeout,
    );

    it(
      'stamps the read time of the side that cleared something, and only then',
      async () => {
        await store.sendContactMessage(contactMessage());
        await store.markRead({ contactId, conversationId: 'principal', side: 'visitante', at: T0 + 5 });
        const untouched = await store.getConversation(contactId, 'principal');
        expect(untouched?.lidaVisitanteEm).toBeUndefined();
        expect(untouched?.lidaLabEm).toBeUndefined();

        await store.markRead({ contactId, conversationId: 'principal', side: 'lab', at: T0 + 10 });
        await store.markRead({ contactId, conversationId: 'principal', side: 'lab', at: T0 + 20 });
        const read = await store.getConversation(contactId, 'principal');
        expect(read).toMatchObject({ lidaLabEm: T0 + 10, naoLidasLab: 0 });
        expect(read?.lidaVisitanteEm).toBeUndefined();

        await store.appendChatMessage(labReply('r1', T0 + 30));
        await store.markRead({ contactId, conversationId: 'principal', side: 'visitante', at: T0 + 40 });
        expect(await store.getConversation(contactId, 'principal')).toMatchObject({
          lidaLabEm: T0 + 10,
          lidaVisitanteEm: T0 + 40,
        });
      },
      timeout,
    );

    it(
      'keeps the counts exact under concurrent messages from both sides',
      async () => {
        await store.sendContactMessage(contactMessage());
        await Promise.all(
          Array.from({ length: racers }, (_, i) =>
            store.appendChatMessage(i % 2 === 0 ? visitorMessage(`v${i}`, T0 + i + 1) : labReply(`r${i}`, T0 + i + 1)),
          ),
        );
        // The contact message left one for the lab; the visitor wrote the even ones, the lab the odd.
        const counts = { naoLidasLab: 1 + Math.ceil(racers / 2), naoLidasVisitante: Math.floor(racers / 2) };
        expect(await store.getConversation(contactId, 'principal')).toMatchObject(counts);
        expect(await store.getContact(contactId)).toMatchObject(counts);
      },
      timeout,
    );

    it(
      'takes a deleted conversation’s unread messages off the contact that remains',
      async () => {
        await store.sendContactMessage(contactMessage());
        await store.sendContactMessage(
          contactMessage({ conversation: { idConversa: 'outra', assunto: 'SISTEMA', email: 'v@x.com' }, at: T0 + 1 }, 'c2'),
        );
        expect(await store.getContact(contactId)).toMatchObject({ naoLidasLab: 2 });
        await store.deleteConversation(contactId, 'outra');
        expect(await store.getContact(contactId)).toMatchObject({ naoLidasLab: 1 });
      },
      timeout,
    );

    it(
      'queues one notice per conversation within the window, and one again after it',
      async () => {
        expect(await store.sendContactMessage(contactMessage({ notification: notice('n1') }))).toMatchObject({
          notified: true,
        });
        expect(await peek.doc(paths.mail('n1'))).toMatchObject({ tipo: 'notificacao', to: ['dona@lab.dev'] });
        expect(await store.appendChatMessage({ ...visitorMessage('v2', T0 + 60_000), notification: notice('n2') })).toMatchObject(
          {
            notified: false,
            pushDue: false,
          },
        );
        expect(await peek.doc(paths.mail('n2'))).toBeNull();
        expect(
          await store.appendChatMessage({ ...visitorMessage('v3', T0 + 600_000), notification: notice('n3') }),
        ).toMatchObject({
          notified: true,
        });
        expect(await peek.doc(paths.mail('n3'))).not.toBeNull();
        expect(await store.getConversation(contactId, 'principal')).toMatchObject({ notificadoEm: T0 + 600_000 });
      },
      timeout,
    );

    it(
      'sends the message without a notice when the site-wide limit is full',
      async () => {
        await store.sendContactMessage(contactMessage({ notification: notice('n1', 600_000, 1) }));
        const other = contactMessage(
          {
            conversation: { idConversa: 'outra', assunto: 'SISTEMA', email: 'v@x.com' },
            notification: notice('n2', 600_000, 1),
            at: T0 + 1,
          },
          'c2',
        );
        expect(await store.sendContactMessage(other)).toEqual({
          status: 'sent',
          createdConversation: true,
          notified: false,
          pushDue: false,
        });
        expect(await peek.doc(paths.mail('n2'))).toBeNull();
      },
      timeout,
    );

    it(
      'queues a reply e-mail with the message, which records its id',
      async () => {
        await store.sendContactMessage(contactMessage());
        const plan = {
          recipient: 'a'.repeat(64),
          needsConsent: false,
          reply: { id: 'm1', doc: () => mail('m1') },
          rateLimits: [],
          confirmation: { id: 'c1', doc: () => mail('c1'), rateLimits: [] },
          fresh: { token: 'segredo0001', tokenSair: 'segredo0002' },
        };
        await store.appendChatMessage({ ...labReply('r1', T0 + 1), replyMail: plan });
        expect(await peek.doc(`${paths.chat(contactId, 'principal')}/r1`)).toMatchObject({ idMail: 'm1' });
        expect(await peek.doc(paths.mail('m1'))).toMatchObject({ to: ['dona@lab.dev'] });
      },
      timeout,
    );

    it(
      'starts a missing conversation only when asked to',
      async () => {
        await store.sendContactMessage(
          contactMessage({ conversation: { idConversa: 'outra', assunto: 'SISTEMA', email: 'v@x.com' } }),
        );
        expect(await store.appendChatMessage(labReply('r1', T0 + 1))).toEqual({ status: 'conversation-not-found' });
        const started = await store.appendChatMessage({
          ...labReply('r1', T0 + 1),
          startConversation: { assunto: 'PRINCIPAL', email: 'v@x.com' },
        });
        expect(started).toMatchObject({ status: 'sent' });
        expect(await store.getConversation(contactId, 'principal')).toMatchObject({
          assunto: 'PRINCIPAL',
          email: 'v@x.com',
          naoLidasVisitante: 1,
          naoLidasLab: 0,
        });
      },
      timeout,
    );

    it(
      'retries only a failed e-mail, keeping what the extension wrote',
      async () => {
        await store.sendContactMessage(contactMessage({ notification: notice('n1') }));
        expect(await store.retryMail('n1')).toBe('not-failed');
        expect(await store.retryMail('nada')).toBe('not-found');
      },
      timeout,
    );

    it(
      'quotes the visitor’s latest message',
      async () => {
        await store.sendContactMessage(contactMessage());
        await store.appendChatMessage(visitorMessage('v2', T0 + 1));
        await store.appendChatMessage(labReply('r1', T0 + 2));
        expect(await store.latestMessageOf(contactId, 'principal', 'lab')).toMatchObject({ idChat: 'r1' });
        expect(await store.latestMessageOf(contactId, 'principal', 'v@x.com')).toMatchObject({ idChat: 'c1' });
      },
      timeout,
    );
  });
}
