/**
 * The one contract every Store adapter must keep. store.memory.test.ts runs it on the memory store
 * always; store.firestore.emulator.test.ts runs it on Firestore under `firebase emulators:exec`.
 * Globals come from @jest/globals rather than ambient jest types, so the file states what it needs
 * (tsconfig.build.json leaves *.contract.ts out of the deployed build).
 */
import { beforeEach, describe, expect, it } from '@jest/globals';
import {
  DEFAULT_AVATAR,
  SITE_OWNER_SKIN,
  LIMITS,
  MAIN_PAGE_CONTENT,
  paths,
  type AcessoDoc,
  type ChatDoc,
  type ContatoDoc,
  type ConversaDoc,
  type MailDoc,
  type NavigationDoc,
  type Participante,
  type SkinChange,
  type SkinDoc,
  type UserDoc,
} from '..';
import type { DocData, DocSnapshot } from './doc-port';
import { describePublishedSnapshot, publishedCard } from './published.contract';
import type { BootstrapInput, ContactMessageInput, NewSkin, Store } from './store';

/** Raw reads, for what the Store has no reader for; dates come back as epoch ms like the Store's. */
export interface Peek {
  doc(path: string): Promise<DocData | null>;
  list(collection: string): Promise<DocSnapshot[]>;
}

export interface StoreUnderTest {
  store: Store;
  peek: Peek;
}

export interface ContractOptions {
  /** Per-test time-out; the emulator is slower than memory. */
  timeoutMs?: number;
  /** How many concurrent creates of one name to race. */
  racers?: number;
}

const T0 = Date.UTC(2024, 4, 1, 12, 0, 0);

const user = (uid: string): UserDoc => ({
  idGoogle: uid,
  nomeGoogle: 'Ana',
  nomeCompletoGoogle: 'Ana Souza',
  emailGoogle: `${uid}@example.com`,
  picGoogle: DEFAULT_AVATAR,
  data: T0,
  isAdmin: false,
});

const newSkin = (uid: string, skinId: string, username: string, at = T0): NewSkin => ({
  uid,
  skinId,
  username,
  theme: 'CYBERPINK',
  iconSkin: DEFAULT_AVATAR,
  at,
});

const owner: Participante = { chave: 'lab', uid: 'owner', nome: 'Laura', foto: 'l.png', email: null };
const visitor: Participante = { chave: 'v@x.com', uid: null, nome: 'v@x.com', foto: DEFAULT_AVATAR, email: 'v@x.com' };
const contactId = 'lab_v@x.com';

function contactMessage(overrides: Partial<ContactMessageInput> = {}, idChat = 'c1'): ContactMessageInput {
  return {
    contact: { idContato: contactId, participantes: [owner, visitor], uids: ['owner'] },
    conversation: { idConversa: 'principal', assunto: 'PRINCIPAL', email: 'v@x.com' },
    chat: { idChat, mensagem: 'Olá', userRemetente: 'v@x.com', nomeRemetente: 'v@x.com', fotoRemetente: DEFAULT_AVATAR },
    at: T0,
    rateLimits: [{ key: 'email:v@x.com', max: 3, windowMs: 60_000 }],
    accessEmail: null,
    ...overrides,
  };
}

const HASH = '0b9f4a62-1c3d-4e5f-8a7b-9c0d1e2f3a4b';

const LOGIN_COLLAPSE_MS = 60_000;

/** A bootstrap of `uid` at `at`; sign-ins within a minute of the latest make no new login. */
function bootstrap(
  uid: string,
  loginId: string,
  at: number,
  defaultSkin: BootstrapInput['defaultSkin'],
  newUser = user(uid),
): BootstrapInput {
  return { newUser, loginId, at, loginCollapseMs: LOGIN_COLLAPSE_MS, defaultSkin };
}

export function describeStoreContract(
  name: string,
  makeStore: () => Promise<StoreUnderTest>,
  options: ContractOptions = {},
): void {
  const timeout = options.timeoutMs ?? 5_000;
  const racers = options.racers ?? 20;

  describe(`the Store contract on ${name}`, () => {
    let store: Store;
    let peek: Peek;

    beforeEach(async () => {
      ({ store, peek } = await makeStore());
    }, timeout);

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
          expect(await peek.doc(`${paths.logins('u1')}/l1`)).toEqual({ data: T0 });
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
          expect((await peek.list(paths.logins('u1'))).map((d) => d.data)).toEqual([{ data: T0 }, { data: later }]);
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
            { data: T0 },
            { data: T0 + LOGIN_COLLAPSE_MS + 1 },
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
    });

    describe('contact messages and chat', () => {
      it(
        'writes the contact, the conversation, the first message and the rate limit together',
        async () => {
          expect(await store.sendContactMessage(contactMessage())).toEqual({
            status: 'sent',
            createdConversation: true,
            notified: false,
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
        'appends to an existing conversation, keeping its subject and creation date',
        async () => {
          await store.sendContactMessage(contactMessage());
          const second = contactMessage(
            { at: T0 + 10, conversation: { idConversa: 'principal', assunto: 'IGNORADO', email: 'v@x.com' } },
            'c2',
          );
          expect(await store.sendContactMessage(second)).toEqual({ status: 'sent', createdConversation: false, notified: false });
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
          await store.sendContactMessage(contactMessage({ accessEmail: { hash: HASH, email: 'v@x.com' } }));
          expect(await store.getAccess(HASH)).toMatchObject({ valorEmail: 'v@x.com' });
          const other = '7d1e2f3a-4b5c-4d6e-9f70-8192a3b4c5d6';
          await store.sendContactMessage(contactMessage({ at: T0 + 1, accessEmail: { hash: other, email: 'v@x.com' } }, 'c2'));
          expect(await store.getAccess(other)).toBeNull();
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

          expect(await store.markRead({ contactId, conversationId: 'principal', side: 'lab' })).toEqual({
            status: 'done',
            cleared: 2,
          });
          expect(await store.getConversation(contactId, 'principal')).toMatchObject({ naoLidasLab: 0, naoLidasVisitante: 1 });
          expect(await store.getContact(contactId)).toMatchObject({ naoLidasLab: 0, naoLidasVisitante: 1 });
          expect(await store.markRead({ contactId, conversationId: 'principal', side: 'lab' })).toEqual({
            status: 'done',
            cleared: 0,
          });
          expect(await store.markRead({ contactId, conversationId: 'nada', side: 'lab' })).toEqual({
            status: 'conversation-not-found',
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
          expect(
            await store.appendChatMessage({ ...visitorMessage('v2', T0 + 60_000), notification: notice('n2') }),
          ).toMatchObject({
            notified: false,
          });
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
          expect(await store.sendContactMessage(other)).toEqual({ status: 'sent', createdConversation: true, notified: false });
          expect(await peek.doc(paths.mail('n2'))).toBeNull();
        },
        timeout,
      );

      it(
        'queues a reply e-mail with the message, which records its id',
        async () => {
          await store.sendContactMessage(contactMessage());
          await store.appendChatMessage({ ...labReply('r1', T0 + 1), replyMail: { id: 'm1', doc: mail('m1') } });
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

    describe('access and navigation logs', () => {
      it(
        'records an access once per hash, even when calls race',
        async () => {
          const results = await Promise.all([
            store.recordAccess({ acesso: acesso(HASH) }),
            store.recordAccess({ acesso: { ...acesso(HASH), ip: '2.2.2.2' } }),
          ]);
          expect(results.sort()).toEqual(['exists', 'recorded']);
          expect(await store.recordAccess({ acesso: { ...acesso(HASH), ip: '3.3.3.3' } })).toBe('exists');
          expect((await peek.list('acessos')).length).toBe(1);
        },
        timeout,
      );

      it(
        'records no access, writing nothing, beyond the IP’s limit',
        async () => {
          const rateLimit = { key: 'access-ip:1.1.1.1', max: 1, windowMs: 1000 };
          const other = '7d1e2f3a-4b5c-4d6e-9f70-8192a3b4c5d6';
          expect(await store.hasRoom(rateLimit, T0)).toBe(true);
          expect(await store.recordAccess({ acesso: acesso(HASH), rateLimit })).toBe('recorded');
          expect(await store.hasRoom(rateLimit, T0)).toBe(false);
          expect(await store.recordAccess({ acesso: acesso(other), rateLimit })).toBe('rate-limited');
          expect(await store.getAccess(other)).toBeNull();
          expect(await peek.doc(paths.rateLimit(rateLimit.key))).toEqual({ hits: [T0], expiresAt: T0 + 1000 });
          expect(await store.recordAccess({ acesso: { ...acesso(other), data: T0 + 1000 }, rateLimit })).toBe('recorded');
        },
        timeout,
      );

      it(
        'caches a geo lookup per IP until it expires',
        async () => {
          const geo = { country_name: 'Brasil', region: 'RS', city: 'Porto Alegre', org: 'ISP' };
          expect(await store.cachedGeo('1.1.1.1', T0)).toBeNull();
          await store.cacheGeo('1.1.1.1', geo, T0 + 100);
          expect(await store.cachedGeo('1.1.1.1', T0 + 99)).toEqual(geo);
          expect(await store.cachedGeo('1.1.1.1', T0 + 100)).toBeNull();
          expect(await peek.doc(paths.geoCache('1.1.1.1'))).toEqual({ ...geo, expiresAt: T0 + 100 });
        },
        timeout,
      );

      it(
        'locates a recorded access after its limit was taken, counting the visit under its country, and nothing else',
        async () => {
          const unplaced = { ...acesso(HASH), country_name: '', region: '', city: '', org: '' };
          await store.recordAccess({ acesso: unplaced });
          const place = { country_code: 'BR', country_name: 'Brasil', region: 'RS', city: 'Porto Alegre', org: 'ISP' };
          await store.locateAccess({ hash: HASH, place, stats: { shard: 0 } });
          expect(await store.getAccess(HASH)).toEqual({ ...unplaced, ...place });
          const [shard] = await peek.list(paths.estatisticas());
          expect(shard?.data).toMatchObject({ visitas: 1, paises: { BR: 1 } });
          await store.locateAccess({ hash: '7d1e2f3a-4b5c-4d6e-9f70-8192a3b4c5d6', place, stats: { shard: 0 } });
          expect(await store.getAccess('7d1e2f3a-4b5c-4d6e-9f70-8192a3b4c5d6')).toBeNull();
        },
        timeout,
      );

      it(
        'stamps an access e-mail only when the access exists',
        async () => {
          expect(await store.setAccessEmail(HASH, 'v@x.com')).toBe(false);
          expect(await store.getAccess(HASH)).toBeNull();
          await store.recordAccess({ acesso: acesso(HASH) });
          expect(await store.setAccessEmail(HASH, 'v@x.com')).toBe(true);
          expect(await store.getAccess(HASH)).toEqual({ ...acesso(HASH), valorEmail: 'v@x.com' });
        },
        timeout,
      );

      it(
        'appends navigation records, keeps criadoEm from the first and drops the oldest beyond the cap',
        async () => {
          for (let i = 0; i < 4; i += 1) {
            await store.appendNavigation({
              uid: null,
              hash: HASH,
              record: { path: `/p${i}`, timestamp: T0 + i },
              at: T0 + i,
              max: 3,
            });
          }
          const expected: NavigationDoc = {
            registros: [1, 2, 3].map((i) => ({ path: `/p${i}`, timestamp: T0 + i })),
            criadoEm: T0,
            navegacaoHash: HASH,
          };
          expect(await peek.doc(paths.navegacao(HASH))).toEqual(expected);
          await store.appendNavigation({ uid: 'u1', hash: HASH, record: { path: '/', timestamp: T0 }, at: T0, max: 3 });
          expect(await peek.doc(paths.userNavigation('u1', HASH))).toMatchObject({ registros: [{ path: '/', timestamp: T0 }] });
        },
        timeout,
      );

      it(
        'drops, writing nothing, a navigation record beyond the hash’s or the IP’s limit',
        async () => {
          const perHash = { max: 2, windowMs: 1000 };
          const rateLimit = { key: 'nav-ip:1.1.1.1', max: 3, windowMs: 1000 };
          const visit = (hash: string, i: number, at = T0 + i) => ({
            uid: null,
            hash,
            record: { path: `/p${i}`, timestamp: at },
            at,
            max: 10,
            perHash,
            rateLimit,
          });
          const other = '7d1e2f3a-4b5c-4d6e-9f70-8192a3b4c5d6';
          expect(await store.appendNavigation(visit(HASH, 0))).toMatchObject({ status: 'appended' });
          expect(await store.appendNavigation(visit(HASH, 1))).toMatchObject({ status: 'appended' });
          expect(await store.appendNavigation(visit(HASH, 2))).toEqual({ status: 'rate-limited' });
          expect(await store.appendNavigation(visit(other, 3))).toMatchObject({ status: 'appended' });
          expect(await store.appendNavigation(visit(other, 4))).toEqual({ status: 'rate-limited' });
          expect(await peek.doc(paths.rateLimit(rateLimit.key))).toEqual({
            hits: [T0, T0 + 1, T0 + 3],
            expiresAt: T0 + 3 + 1000,
          });
          expect((await peek.doc(paths.navegacao(other)))?.['registros']).toEqual([{ path: '/p3', timestamp: T0 + 3 }]);
          // The hash's records older than the window no longer count.
          expect(await store.appendNavigation(visit(HASH, 5, T0 + 1001))).toMatchObject({ status: 'appended' });
        },
        timeout,
      );

      it(
        'consumes a sliding rate limit window',
        async () => {
          const limit = { key: 'uid:u1', max: 2, windowMs: 100 };
          expect(await store.consumeRateLimit(limit, T0)).toBe(true);
          expect(await store.consumeRateLimit(limit, T0 + 50)).toBe(true);
          expect(await store.consumeRateLimit(limit, T0 + 99)).toBe(false);
          expect(await store.consumeRateLimit(limit, T0 + 101)).toBe(true);
          expect(await peek.doc(paths.rateLimit('uid:u1'))).toEqual({ hits: [T0 + 50, T0 + 101], expiresAt: T0 + 201 });
        },
        timeout,
      );
    });

    describe('the skin studio', () => {
      const at = { uid: 'u1', skinId: 's1' };
      const card = publishedCard();
      const edit = (change: SkinChange, newId = 'n1') => store.editSkin({ ...at, change, at: T0, newId });

      beforeEach(async () => {
        await store.createSkin(newSkin('u1', 's1', 'Nova'));
        await store.createSkin(newSkin('u1', 's2', 'outra', T0 + 1));
      }, timeout);

      it(
        'reads a skin’s public tree as the public site does, and lists every skin’s pages for the sitemap',
        async () => {
          await edit({ kind: 'addPage', nome: 'portfolio' });
          await edit({ kind: 'addContainer', pageId: 'portfolio', titulo: 'C' }, 'c1');
          await edit({ kind: 'addCard', containerId: 'c1', card }, 'k1');
          const site = await store.loadSkinSite('Nova');
          expect(site?.skin.username).toBe('Nova');
          expect(site?.paginas.map((p) => [p.id_pagina, p.containerIds])).toEqual([
            ['home', []],
            ['portfolio', ['c1']],
          ]);
          expect(site?.containers).toEqual([expect.objectContaining({ id_container: 'c1', cardIds: ['k1'] })]);
          expect(site?.cards.map((c) => c.titulo)).toEqual(['Card']);
          expect(await store.loadSkinSite('nova')).toBeNull();
          expect(await store.listSitemap(10)).toEqual([
            { username: 'outra', pageIds: ['home'], lastModified: T0 + 1 },
            { username: 'Nova', pageIds: ['home', 'portfolio'], lastModified: T0 },
          ]);
        },
        timeout,
      );

      it(
        'sitemap: newer skins of accounts whose ids sort first never push the site’s own skin out; the rest are the most recently changed',
        async () => {
          await store.createSkin(newSkin('zz-owner', 'site', SITE_OWNER_SKIN, T0 - 1000));
          for (let n = 0; n < 4; n += 1) await store.createSkin(newSkin(`a${n}`, `s${n}`, `recente${n}`, T0 + 10 + n));
          expect((await store.listSitemap(3)).map((entry) => entry.username)).toEqual([SITE_OWNER_SKIN, 'recente3', 'recente2']);
        },
        timeout,
      );

      it(
        'finds a skin by its name in any case, with where it lives',
        async () => {
          expect(await store.findSkin('NOVA')).toMatchObject({ uid: 'u1', skinId: 's1', skin: { username: 'Nova' } });
          expect(await store.findSkin('nenhuma')).toBeNull();
        },
        timeout,
      );

      it(
        'adds a page, a container on it and a card in it, every ref carrying id_skins and its position',
        async () => {
          expect(await edit({ kind: 'addPage', nome: 'portfolio' })).toEqual({ status: 'done', createdId: 'portfolio' });
          expect(await edit({ kind: 'addContainer', pageId: 'portfolio', titulo: 'C' }, 'c1')).toEqual({
            status: 'done',
            createdId: 'c1',
          });
          expect(await edit({ kind: 'addCard', containerId: 'c1', card }, 'k1')).toEqual({ status: 'done', createdId: 'k1' });
          expect(await peek.doc(`${paths.containerRefs('u1', 's1', 'portfolio')}/c1`)).toEqual({
            containerRefId: 'c1',
            id_pagina: 'portfolio',
            id_skins: 's1',
            order: expect.any(String),
          });
          expect(await peek.doc(`${paths.cardRefs('u1', 's1', 'c1')}/k1`)).toEqual({
            id_card: 'k1',
            id_container: 'c1',
            id_skins: 's1',
            order: expect.any(String),
          });
          expect(await peek.doc(`${paths.cards('u1', 's1')}/k1`)).toMatchObject({ id: 'k1', titulo: 'Card', data: T0 });
        },
        timeout,
      );

      it(
        'refuses a change to a missing page, or deleting the main page, writing nothing',
        async () => {
          const before = await peek.list(paths.paginas('u1', 's1'));
          expect(await edit({ kind: 'deletePage', pageId: 'home' })).toEqual({ status: 'refused', reason: 'main-page' });
          expect(await edit({ kind: 'addContainer', pageId: 'nada', titulo: 'C' })).toEqual({
            status: 'refused',
            reason: 'page-not-found',
          });
          expect(await peek.list(paths.paginas('u1', 's1'))).toEqual(before);
          expect(await peek.list(paths.containers('u1', 's1'))).toEqual([]);
        },
        timeout,
      );

      it(
        'deletes a container with its refs on every page and the cards only it held',
        async () => {
          await edit({ kind: 'addContainer', pageId: 'home', titulo: 'C' }, 'c1');
          await edit({ kind: 'addCard', containerId: 'c1', card }, 'k1');
          expect(await edit({ kind: 'deleteContainer', containerId: 'c1' })).toEqual({ status: 'done', createdId: null });
          expect(await peek.list(paths.containerRefs('u1', 's1', 'home'))).toEqual([]);
          expect(await peek.list(paths.cardRefs('u1', 's1', 'c1'))).toEqual([]);
          expect(await peek.list(paths.cards('u1', 's1'))).toEqual([]);
        },
        timeout,
      );

      it(
        'takes image places up to the limit, pending ones included, then refuses',
        async () => {
          const slot = (imageId: string) => ({ ...at, imageId, at: T0, maxImages: 2 });
          const stored = (imageId: string) => ({ ...at, imageId, url: 'https://x/a.webp', thumbUrl: 'https://x/t.webp' });
          expect(await store.reserveSkinImage(slot('i1'))).toBe('recorded');
          expect(await store.reserveSkinImage(slot('i2'))).toBe('recorded');
          expect(await store.reserveSkinImage(slot('i3'))).toBe('image-limit');
          expect(await peek.doc(paths.imagem('u1', 's1', 'i2'))).toEqual({ url: '', thumbUrl: '', data: T0, pendente: true });

          expect(await store.recordSkinImage(stored('i1'))).toBe('recorded');
          expect(await peek.doc(paths.imagem('u1', 's1', 'i1'))).toEqual({
            url: 'https://x/a.webp',
            thumbUrl: 'https://x/t.webp',
            data: T0,
          });
          // A failed upload gives its place back; a recorded image keeps its own.
          await store.releaseSkinImage(slot('i2'));
          await store.releaseSkinImage(slot('i1'));
          expect(await peek.doc(paths.imagem('u1', 's1', 'i2'))).toBeNull();
          expect(await peek.doc(paths.imagem('u1', 's1', 'i1'))).not.toBeNull();
          expect(await store.reserveSkinImage(slot('i3'))).toBe('recorded');
        },
        timeout,
      );

      it(
        'records no image for a place its skin no longer has',
        async () => {
          expect(await store.recordSkinImage({ ...at, imageId: 'never-taken', url: 'https://x/a.webp', thumbUrl: '' })).toBe(
            'skin-not-found',
          );
          expect(await peek.doc(paths.imagem('u1', 's1', 'never-taken'))).toBeNull();
        },
        timeout,
      );

      it(
        'deletes a skin with its tree and reservation, but never a user’s last skin',
        async () => {
          await edit({ kind: 'addContainer', pageId: 'home', titulo: 'C' }, 'c1');
          await edit({ kind: 'addCard', containerId: 'c1', card }, 'k1');
          expect(await store.deleteSkin(at)).toBe('deleted');
          expect(await peek.doc(paths.skin('u1', 's1'))).toBeNull();
          expect(await peek.doc(paths.username('nova'))).toBeNull();
          expect(await peek.list(paths.paginas('u1', 's1'))).toEqual([]);
          expect(await peek.list(paths.cards('u1', 's1'))).toEqual([]);
          expect(await peek.list(paths.cardRefs('u1', 's1', 'c1'))).toEqual([]);
          expect(await peek.doc(paths.skin('u1', 's2'))).toMatchObject({ is_main: true });
          expect(await store.deleteSkin({ uid: 'u1', skinId: 's2' })).toBe('last-skin');
          expect(await peek.doc(paths.skin('u1', 's2'))).not.toBeNull();
        },
        timeout,
      );
    });

    describePublishedSnapshot(() => ({ store, peek }), timeout);
  });
}

function mail(id: string): MailDoc {
  return {
    to: ['dona@lab.dev'],
    message: { subject: `Assunto ${id}`, text: 'texto', html: '<p>texto</p>' },
    tipo: 'notificacao',
    data: T0,
    idContato: contactId,
    idConversa: 'principal',
    idChat: null,
  };
}

function acesso(hash: string): AcessoDoc {
  return {
    hash,
    ip: '1.1.1.1',
    country_name: 'Brasil',
    region: 'RS',
    city: 'Porto Alegre',
    org: 'ISP',
    data: T0,
    visto: false,
    valorEmail: '',
  };
}
