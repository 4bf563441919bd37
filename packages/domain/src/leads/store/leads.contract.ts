import { beforeEach, describe, expect, it } from '@jest/globals';
import { paths } from '../../kernel/paths';
import { LEAD_EXCERPT_MAX, leadIdOf } from '../lead-doc';
import type { OutgoingChat } from '../../conversations';
import type { SetLeadStageInput } from './lead-port';
import type { Store } from '../../store/store';
import {
  T0,
  contactId,
  contactMessage,
  type ContractSettings,
  type Peek,
  type StoreUnderTest,
} from '../../store/contract/contract-fixtures';

/** A lead's stage on the inbox side (LeadStore.setLeadStage) and the moves the messages make (appendChatMessage, sendContactMessage). */
export function describeLeadsContract(current: () => StoreUnderTest, { timeout }: ContractSettings): void {
  let store: Store;
  let peek: Peek;
  beforeEach(() => {
    ({ store, peek } = current());
  });

  const HOUR = 3_600_000;
  const move = (overrides: Partial<SetLeadStageInput> = {}): SetLeadStageInput => ({
    contactId,
    conversationId: 'principal',
    etapa: 'proposta',
    valorProposta: 150_000,
    uid: 'owner',
    idEtapa: 'e1',
    at: T0 + 10,
    rateLimits: [{ key: 'lead-stage:owner', max: 3, windowMs: HOUR }],
    ...overrides,
  });
  const chat = (idChat: string, userRemetente: string): OutgoingChat => ({
    idChat,
    mensagem: 'Oi',
    userRemetente,
    nomeRemetente: userRemetente,
    fotoRemetente: '',
  });
  const leadId = leadIdOf(contactId, 'principal');
  const conversa = () => peek.doc(paths.lead(leadId));
  const history = (id: string) => peek.doc(`${paths.etapas(leadId)}/${id}`);

  describe('a lead’s stage', () => {
    it(
      'writes the stage, value and time on the lead with one history document, and clears its return',
      async () => {
        await store.sendContactMessage(contactMessage());
        await store.setLeadStage(move({ etapa: 'perdido', valorProposta: 0, idEtapa: 'e0', at: T0 + 5 }));
        await store.sendContactMessage(contactMessage({ at: T0 + 6 }, 'c2'));
        expect(await conversa()).toMatchObject({ etapa: 'perdido', voltouEm: T0 + 6 });

        expect(await store.setLeadStage(move())).toEqual({
          status: 'done',
          changed: true,
          de: 'perdido',
          etapa: 'proposta',
          valorProposta: 150_000,
          etapaEm: T0 + 10,
        });
        const after = await conversa();
        expect(after).toMatchObject({ etapa: 'proposta', valorProposta: 150_000, etapaEm: T0 + 10, assunto: 'PRINCIPAL' });
        expect(after).not.toHaveProperty('voltouEm');
        expect(await history('e1')).toEqual({
          de: 'perdido',
          para: 'proposta',
          valorProposta: 150_000,
          em: T0 + 10,
          uid: 'owner',
          caixa: 'lab',
        });
      },
      timeout,
    );

    it(
      'answers the same stage and value again without writing, and keeps the value a move leaves out',
      async () => {
        await store.sendContactMessage(contactMessage());
        await store.setLeadStage(move());
        expect(await store.setLeadStage(move({ idEtapa: 'e2', at: T0 + 20 }))).toMatchObject({
          changed: false,
          etapaEm: T0 + 10,
        });
        expect(await history('e2')).toBeNull();
        expect(await peek.doc(paths.rateLimit('lead-stage:owner'))).toMatchObject({ hits: [T0 + 10] });

        const { valorProposta: _v, ...withoutValue } = move({ etapa: 'fechado', idEtapa: 'e3', at: T0 + 30 });
        expect(await store.setLeadStage(withoutValue)).toMatchObject({ changed: true, valorProposta: 150_000 });
        expect(await history('e3')).toMatchObject({ de: 'proposta', para: 'fechado', valorProposta: 150_000 });
      },
      timeout,
    );

    it(
      'refuses an absent conversation and a full limit, writing nothing',
      async () => {
        await store.sendContactMessage(contactMessage());
        expect(await store.setLeadStage(move({ conversationId: 'nada' }))).toEqual({ status: 'conversation-not-found' });
        expect(await peek.doc(`${paths.etapas(leadIdOf(contactId, 'nada'))}/e1`)).toBeNull();
        expect(await peek.doc(paths.lead(leadIdOf(contactId, 'nada')))).toBeNull();
        for (let i = 1; i <= 3; i += 1) {
          await store.setLeadStage(move({ etapa: i % 2 ? 'fechado' : 'perdido', idEtapa: `m${i}`, at: T0 + i }));
        }
        expect(await store.setLeadStage(move({ idEtapa: 'full', at: T0 + 10 }))).toMatchObject({ status: 'rate-limited' });
        expect(await history('full')).toBeNull();
        expect(await conversa()).toMatchObject({ etapa: 'fechado', etapaEm: T0 + 3 });
      },
      timeout,
    );

    it(
      'moves a new lead to Em conversa with the inbox’s reply only, and never backwards',
      async () => {
        await store.sendContactMessage(contactMessage());
        await store.appendChatMessage({
          contactId,
          conversationId: 'principal',
          chat: chat('auto', 'lab'),
          at: T0 + 1,
          side: 'lab',
        });
        await store.appendChatMessage({ contactId, conversationId: 'principal', chat: chat('v1', 'v@x.com'), at: T0 + 2 });
        expect(await conversa()).toMatchObject({ etapa: 'novo' });

        const reply = { contactId, conversationId: 'principal', side: 'lab' as const, fromInboxReply: { uid: 'owner' } };
        await store.appendChatMessage({ ...reply, chat: chat('r1', 'lab'), at: T0 + 3 });
        expect(await conversa()).toMatchObject({ etapa: 'em-conversa', etapaEm: T0 + 3 });
        expect(await history('r1')).toEqual({ de: 'novo', para: 'em-conversa', em: T0 + 3, uid: 'owner', caixa: 'lab' });

        await store.setLeadStage(move({ at: T0 + 4 }));
        await store.appendChatMessage({ ...reply, chat: chat('r2', 'lab'), at: T0 + 5 });
        expect(await conversa()).toMatchObject({ etapa: 'proposta', etapaEm: T0 + 4 });
        expect(await history('r2')).toBeNull();
      },
      timeout,
    );

    it(
      'marks a closed lead’s return when the visitor writes, by chat or by the form, and leaves an open one alone',
      async () => {
        await store.sendContactMessage(contactMessage());
        await store.appendChatMessage({ contactId, conversationId: 'principal', chat: chat('v1', 'v@x.com'), at: T0 + 1 });
        expect(await conversa()).not.toHaveProperty('voltouEm');

        await store.setLeadStage(move({ etapa: 'fechado', at: T0 + 2 }));
        await store.appendChatMessage({ contactId, conversationId: 'principal', chat: chat('v2', 'v@x.com'), at: T0 + 3 });
        expect(await conversa()).toMatchObject({ etapa: 'fechado', voltouEm: T0 + 3 });
        await store.appendChatMessage({ contactId, conversationId: 'principal', chat: chat('v3', 'v@x.com'), at: T0 + 4 });
        expect((await conversa())?.voltouEm).toBe(T0 + 3);

        await store.setLeadStage(move({ etapa: 'perdido', idEtapa: 'e2', at: T0 + 5 }));
        expect(await conversa()).not.toHaveProperty('voltouEm');
        await store.appendChatMessage({
          contactId,
          conversationId: 'principal',
          chat: chat('l1', 'lab'),
          at: T0 + 6,
          side: 'lab',
        });
        expect(await conversa()).not.toHaveProperty('voltouEm');
        await store.sendContactMessage(contactMessage({ at: T0 + 7 }, 'c2'));
        expect(await conversa()).toMatchObject({ etapa: 'perdido', voltouEm: T0 + 7 });
      },
      timeout,
    );

    it(
      'keeps the lead’s summary current with each message, either way, with a bounded excerpt and the form’s answers',
      async () => {
        const respostas = [{ id: 'q1', pergunta: 'Prazo?', tipo: 'curta' as const, resposta: 'Maio' }];
        const message = contactMessage();
        await store.sendContactMessage({ ...message, conversation: { ...message.conversation, respostas } });
        expect(await conversa()).toEqual({
          caixa: 'lab',
          idContato: contactId,
          idConversa: 'principal',
          etapa: 'novo',
          criadoEm: T0,
          email: 'v@x.com',
          assunto: 'PRINCIPAL',
          ultimaMensagemEm: T0,
          ultimaMensagem: 'Olá',
          respostas,
        });
        const long = 'a'.repeat(LEAD_EXCERPT_MAX + 50);
        const reply = { ...chat('r1', 'lab'), mensagem: long };
        await store.appendChatMessage({ contactId, conversationId: 'principal', chat: reply, at: T0 + 5, side: 'lab' });
        expect(await conversa()).toMatchObject({
          ultimaMensagemEm: T0 + 5,
          ultimaMensagem: long.slice(0, LEAD_EXCERPT_MAX),
          respostas,
          etapa: 'novo',
        });
      },
      timeout,
    );

    it(
      'goes with its conversation when that is deleted',
      async () => {
        await store.sendContactMessage(contactMessage());
        await store.setLeadStage(move());
        await store.setLeadStage(move({ etapa: 'fechado', idEtapa: 'e2', at: T0 + 11 }));
        expect((await store.inspectConversation(contactId, 'principal')).hasMessages).toBe(true);
        await store.deleteConversation(contactId, 'principal');
        expect(await history('e1')).toBeNull();
        expect(await history('e2')).toBeNull();
        expect(await conversa()).toBeNull();
        expect(await store.getConversation(contactId, 'principal')).toBeNull();
      },
      timeout,
    );
  });
}
