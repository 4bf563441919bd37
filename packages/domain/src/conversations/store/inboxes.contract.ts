import { beforeEach, describe, expect, it } from '@jest/globals';
import { paths } from '../../kernel/paths';
import type { Participante } from '../../kernel/types';
import type { Store } from '../../store/store';
import {
  T0,
  contactMessage,
  type ContractSettings,
  type Peek,
  type StoreUnderTest,
} from '../../store/contract/contract-fixtures';

const ana: Participante = { chave: 'ana', uid: 'ana-uid', nome: 'Ana', foto: 'a.png', email: null };
const bruno: Participante = { chave: 'bruno', uid: 'bruno-uid', nome: 'Bruno', foto: 'b.png', email: null };
const ID = 'ana_bruno';

/** A message from `from` on the form of `to`'s skin (the contact between the two creators). */
function onFormOf(to: Participante, from: Participante, at: number, idChat: string) {
  return contactMessage(
    {
      contact: { idContato: ID, participantes: [ana, bruno], uids: ['ana-uid', 'bruno-uid'], destino: to.chave },
      conversation: { idConversa: idChat, assunto: 'OUTRO', email: '' },
      chat: {
        idChat,
        mensagem: `de ${from.chave}`,
        userRemetente: from.chave,
        nomeRemetente: from.nome,
        fotoRemetente: from.foto,
      },
      at,
      rateLimits: [],
    },
    idChat,
  );
}

/** A creator's inbox: the skin whose form opened a contact is its inbox for good (ContatoDoc.destino). */
export function describeInboxesContract(current: () => StoreUnderTest, { timeout }: ContractSettings): void {
  let store: Store;
  let peek: Peek;
  beforeEach(() => {
    ({ store, peek } = current());
  });

  describe("creators' inboxes", () => {
    it(
      'opens the contact in the inbox of the skin written to, on the contact and its conversation, for that side to read',
      async () => {
        await store.sendContactMessage(onFormOf(ana, bruno, T0, 'c1'));
        expect(await store.getContact(ID)).toMatchObject({ destino: 'ana', naoLidasLab: 1, naoLidasVisitante: 0 });
        expect(await peek.doc(paths.conversa(ID, 'c1'))).toMatchObject({ destino: 'ana', naoLidasLab: 1, naoLidasVisitante: 0 });
      },
      timeout,
    );

    it(
      "keeps the inbox when the other side writes on their own form, and counts that message as the other side's to read",
      async () => {
        await store.sendContactMessage(onFormOf(ana, bruno, T0, 'c1'));
        await store.sendContactMessage(onFormOf(bruno, ana, T0 + 1, 'c2'));
        expect(await store.getContact(ID)).toMatchObject({ destino: 'ana', naoLidasLab: 1, naoLidasVisitante: 1 });
        expect(await peek.doc(paths.conversa(ID, 'c2'))).toMatchObject({ destino: 'ana', naoLidasLab: 0, naoLidasVisitante: 1 });
      },
      timeout,
    );

    it(
      "starts a chat's principal conversation in the contact's inbox",
      async () => {
        await store.sendContactMessage(onFormOf(ana, bruno, T0, 'c1'));
        const outcome = await store.appendChatMessage({
          contactId: ID,
          conversationId: 'principal',
          chat: { idChat: 'p1', mensagem: 'Oi', userRemetente: 'ana', nomeRemetente: 'Ana', fotoRemetente: 'a.png' },
          at: T0 + 2,
          side: 'lab',
          startConversation: { assunto: 'PRINCIPAL', email: '' },
        });
        expect(outcome).toMatchObject({ status: 'sent' });
        expect(await peek.doc(paths.conversa(ID, 'principal'))).toMatchObject({ destino: 'ana', naoLidasVisitante: 1 });
      },
      timeout,
    );
  });
}
