/**
 * A visitor who wrote without an account and asks, by e-mail, for the messages sent with their address:
 * the one-time request, what it shows and what deleting takes away.
 */
import { LIMITS } from '../../kernel/constants';
import { paths } from '../../kernel/paths';
import type { ChatDoc, ConversaDoc, PedidoDadosDoc } from '../../kernel/types';
import { deletePaths, mailOf } from '../../kernel/store/doc-batches';
import { anonymiseConversations, contactsOf } from './conversation-anonymiser';
import type { DocPort } from '../../kernel/store/doc-port';
import { queueMail } from '../../notices';
import { erasableRecordsOf } from '../../notices';
import type { DataRequestInput, VisitorConversation, VisitorDataDeletion } from './privacy-port';
import { LIST_MAX } from '../../studio';

const visitor = (email: string) => ({ uid: null, emails: [email] });

export async function hasConversationsFrom(port: DocPort, email: string): Promise<boolean> {
  return (await contactsOf(port, visitor(email))).length > 0;
}

export async function openDataRequest(port: DocPort, input: DataRequestInput): Promise<void> {
  await port.runTransaction(async (tx) => {
    tx.set(paths.pedidoDados(input.token), { ...input.doc });
    queueMail(tx, input.mail.id, input.mail.doc);
  });
}

export async function readVisitorConversations(port: DocPort, email: string): Promise<VisitorConversation[]> {
  const contacts = await contactsOf(port, visitor(email));
  return Promise.all(
    contacts.map(async (contact) => {
      const conversas = await port.query<ConversaDoc>({ collection: paths.conversas(contact.id) }, { limit: LIST_MAX });
      const withChat = await Promise.all(
        conversas.map(async (conversa) => {
          const chat = await port.query<ChatDoc>({ collection: paths.chat(contact.id, conversa.id) }, { limit: LIST_MAX });
          return { conversa: conversa.data, chat: chat.map((m) => m.data).sort((a, b) => a.data - b.data) };
        }),
      );
      return { contact: contact.data, conversas: withChat };
    }),
  );
}

/**
 * The visitor's side of every conversation goes as an account's does: their messages removed, the
 * contact moved off an id that spells their address, the mail to them and about these conversations
 * deleted, the address taken off the access records it was stamped on, and the link used up.
 */
export async function deleteVisitorData(port: DocPort, input: VisitorDataDeletion): Promise<void> {
  const { contactIds } = await anonymiseConversations(port, { uid: null, emails: [input.email], key: input.key });
  const mail = await mailOf(port, [input.email], contactIds);
  const stamped = await port.query(
    { collection: paths.acessos() },
    { where: [['valorEmail', '==', input.email]], limit: LIST_MAX },
  );
  const consent = await erasableRecordsOf(port, [input.email]);
  await deletePaths(port, [...mail.map((d) => d.path), ...consent, paths.pedidoDados(input.token)]);
  for (let i = 0; i < stamped.length; i += LIMITS.deleteBatchSize) {
    const chunk = stamped.slice(i, i + LIMITS.deleteBatchSize);
    await port.runTransaction(async (tx) => chunk.forEach((a) => tx.set(a.path, { valorEmail: '' }, { merge: true })));
  }
}

export function getDataRequest(port: DocPort, token: string): Promise<PedidoDadosDoc | null> {
  return port.get<PedidoDadosDoc>(paths.pedidoDados(token));
}
