import { beforeEach, describe, expect, it } from '@jest/globals';
import { paths } from '../../kernel/paths';
import type { Store } from '../../store/store';
import {
  T0,
  contactId,
  contactMessage,
  mail,
  noticeDraft,
  noticeMail,
  sendWithNotice,
  settleNotice,
  type Peek,
  type StoreUnderTest,
  type ContractSettings,
} from '../../store/contract/contract-fixtures';

/** Unread counts, the owners' notices and the outbox (ConversationStore, MailStore). */
export function describeNoticesContract(current: () => StoreUnderTest, { timeout, racers }: ContractSettings): void {
  let store: Store;
  let peek: Peek;
  beforeEach(() => {
    ({ store, peek } = current());
  });

  describe('unread counts, notices and the outbox', () => {
    const notice = noticeMail;
    const ref = (idAviso: string, idConversa = 'principal') => ({ idContato: contactId, idConversa, idAviso });
    const settle = (idAviso: string, withMail = notice(`mail-${idAviso}`), idConversa = 'principal') =>
      settleNotice(store, ref(idAviso, idConversa), withMail);
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
        expect((await sendWithNotice(store, contactMessage(), notice('n1'))).settled).toEqual({
          status: 'settled',
          mailed: true,
          pushDue: false,
        });
        expect(await peek.doc(paths.mail('n1'))).toMatchObject({ tipo: 'notificacao', to: ['dona@lab.dev'] });
        await store.appendChatMessage({ ...visitorMessage('v2', T0 + 60_000), notice: noticeDraft });
        expect(await settle('v2', notice('n2'))).toEqual({ status: 'settled', mailed: false, pushDue: false });
        expect(await peek.doc(paths.mail('n2'))).toBeNull();
        await store.appendChatMessage({ ...visitorMessage('v3', T0 + 600_000), notice: noticeDraft });
        expect(await settle('v3', notice('n3'))).toMatchObject({ mailed: true });
        expect(await peek.doc(paths.mail('n3'))).not.toBeNull();
        expect(await store.getConversation(contactId, 'principal')).toMatchObject({ notificadoEm: T0 + 600_000 });
      },
      timeout,
    );

    it(
      'sends the message without a notice when the site-wide limit is full',
      async () => {
        await sendWithNotice(store, contactMessage(), notice('n1', 600_000, 1));
        const other = contactMessage(
          { conversation: { idConversa: 'outra', assunto: 'SISTEMA', email: 'v@x.com' }, at: T0 + 1 },
          'c2',
        );
        expect(await sendWithNotice(store, other, notice('n2', 600_000, 1))).toEqual({
          outcome: { status: 'sent', createdConversation: true },
          settled: { status: 'settled', mailed: false, pushDue: false },
        });
        expect(await peek.doc(paths.mail('n2'))).toBeNull();
      },
      timeout,
    );

    it(
      'leaves a message’s notice pending under its conversation, writing no e-mail and no budget with the message',
      async () => {
        await store.sendContactMessage({ ...contactMessage(), notice: noticeDraft });
        expect(await peek.doc(paths.aviso(contactId, 'principal', 'c1'))).toMatchObject({
          recipient: noticeDraft.recipient,
          at: T0,
          pushSide: 'lab',
        });
        expect(await store.pendingNotices(10)).toEqual([ref('c1')]);
        expect(await peek.list(paths.mails())).toEqual([]);
        expect(await peek.doc(paths.rateLimit('owner-notifications'))).toBeNull();
        expect(await store.getConversation(contactId, 'principal')).not.toHaveProperty('notificadoEm');
      },
      timeout,
    );

    it(
      'settles a notice once: settled again, or twice at the same time, it queues nothing more',
      async () => {
        await store.sendContactMessage({ ...contactMessage(), notice: noticeDraft });
        const runs = await Promise.all([settle('c1', notice('n1')), settle('c1', notice('n1'))]);
        expect(runs.filter((r) => r.status === 'settled')).toHaveLength(1);
        expect(await settle('c1', notice('n1'))).toEqual({ status: 'gone' });
        expect(await peek.doc(paths.aviso(contactId, 'principal', 'c1'))).toBeNull();
        expect(await store.pendingNotices(10)).toEqual([]);
        expect((await peek.list(paths.mails())).map((m) => m.id)).toEqual(['n1']);
        expect(await peek.doc(paths.rateLimit('owner-notifications'))).toMatchObject({ hits: [T0] });
      },
      timeout,
    );

    it(
      'decides a notice once: decided again, it answers the plan it recorded and counts nothing more',
      async () => {
        await store.sendContactMessage({ ...contactMessage(), notice: noticeDraft });
        const rules = { windowMs: 600_000, budgets: [{ key: 'owner-notifications', max: 10, windowMs: 3_600_000 }] };
        const decide = (addresses: string[]) => store.decideNotice({ ref: ref('c1'), owners: [], addresses, mail: rules });
        const plan = { mail: { to: ['dona@lab.dev'] }, push: null };
        expect(await decide(['dona@lab.dev'])).toEqual({ status: 'decided', plan });
        // Whatever is known by the next run (here, no address at all), the recorded plan stands.
        expect(await decide([])).toEqual({ status: 'decided', plan });
        expect(await peek.doc(paths.rateLimit('owner-notifications'))).toMatchObject({ hits: [T0] });
        expect(await store.getConversation(contactId, 'principal')).toMatchObject({ notificadoEm: T0 });
        expect(await peek.list(paths.mails())).toEqual([]);

        const carry = () => store.carryOutNotice({ ref: ref('c1'), mail: { id: 'n1', doc: mail('n1') } });
        expect(await carry()).toEqual({ status: 'done', plan, mailed: true });
        expect(await carry()).toEqual({ status: 'gone' });
        expect((await peek.list(paths.mails())).map((m) => m.id)).toEqual(['n1']);
        expect(await store.pendingNotices(10)).toEqual([]);
      },
      timeout,
    );

    it(
      'carries out only what was decided: an undecided notice, or an e-mail its plan does not send, queues nothing',
      async () => {
        await store.sendContactMessage({ ...contactMessage(), notice: noticeDraft });
        const carry = () => store.carryOutNotice({ ref: ref('c1'), mail: { id: 'n1', doc: mail('n1') } });
        expect(await carry()).toEqual({ status: 'gone' });
        expect(await store.pendingNotices(10)).toEqual([ref('c1')]);

        const rules = { windowMs: 600_000, budgets: [] };
        expect(await store.decideNotice({ ref: ref('c1'), owners: [], addresses: [], mail: rules })).toEqual({
          status: 'decided',
          plan: { mail: null, push: null },
        });
        expect(await carry()).toEqual({ status: 'done', plan: { mail: null, push: null }, mailed: false });
        expect(await peek.list(paths.mails())).toEqual([]);
        expect(await store.pendingNotices(10)).toEqual([]);
      },
      timeout,
    );

    it(
      'tells nobody of a conversation deleted before its notice was settled',
      async () => {
        await store.sendContactMessage({ ...contactMessage(), notice: noticeDraft });
        await store.deleteConversation(contactId, 'principal');
        expect(await settle('c1', notice('n1'))).toEqual({ status: 'gone' });
        expect(await peek.list(paths.mails())).toEqual([]);
        expect(await peek.doc(paths.conversa(contactId, 'principal'))).toBeNull();
      },
      timeout,
    );

    it(
      'keeps a sharded budget in its shards, their shares adding up to the whole, one counted per notice',
      async () => {
        const sharded = (id: string) => ({
          ...notice(id),
          rateLimits: [{ key: 'owner-notifications', max: 5, windowMs: 3_600_000, shards: 3 }],
        });
        for (let i = 0; i < 6; i += 1) {
          const conversation = { idConversa: `conversa-${i}`, assunto: 'SISTEMA', email: 'v@x.com' };
          const message = contactMessage({ conversation, at: T0 + i, rateLimits: [] }, `m${i}`);
          await store.sendContactMessage({ ...message, notice: noticeDraft });
          await settle(`m${i}`, sharded(`n${i}`), `conversa-${i}`);
        }
        const shards = await Promise.all([0, 1, 2].map((i) => peek.doc(paths.rateLimit(`owner-notifications#${i}`))));
        expect(shards.map((doc) => (doc?.hits as number[] | undefined)?.length ?? 0)).toEqual([2, 2, 1]);
        expect(await peek.doc(paths.rateLimit('owner-notifications'))).toBeNull();
        expect(await peek.list(paths.mails())).toHaveLength(5);
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
        await sendWithNotice(store, contactMessage(), notice('n1'));
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
