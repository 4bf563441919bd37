/**
 * A conversation's deletion in two steps: hidden at once (its document, and its contact when it was
 * the last one, move into `exclusoes/`; the contact's unread totals lose its counts), and the spec's
 * cascade for both sides after the undo window (conversation-deletion.ts), which is safe to repeat.
 */
import { deletionIds, type ExclusaoConversaDoc } from '../../deletions';
import { paths } from '../../kernel/paths';
import type { ContatoDoc, ConversaDoc } from '../../kernel/types';
import type { DocPort } from '../../kernel/store/doc-port';
import { deleteConversation } from './conversation-deletion';
import { unreadOf } from './conversation-counters';
import type { DeletionStamp, MarkConversationDeletedOutcome, UndoDeletionOutcome } from '../../deletions';

const countsOf = (doc: Partial<Record<'naoLidasLab' | 'naoLidasVisitante', number>> | null) => ({
  naoLidasLab: unreadOf(doc, 'lab'),
  naoLidasVisitante: unreadOf(doc, 'visitante'),
});

export async function markConversationDeleted(
  port: DocPort,
  contactId: string,
  conversationId: string,
  stamp: DeletionStamp,
): Promise<MarkConversationDeletedOutcome> {
  const conversaPath = paths.conversa(contactId, conversationId);
  return port.runTransaction(async (tx) => {
    const conversa = await tx.get<ConversaDoc>(conversaPath);
    if (!conversa) return { status: 'not-found' };
    const contato = await tx.get<ContatoDoc>(paths.contato(contactId));
    const siblings = await tx.query({ collection: paths.conversas(contactId) }, { limit: 2 });
    const contactDeleted = contato !== null && !siblings.some((s) => s.path !== conversaPath);

    const id = deletionIds.conversa(contactId, conversationId);
    const record: ExclusaoConversaDoc = {
      tipo: 'conversa',
      contactId,
      conversationId,
      conversa,
      contato,
      contatoRemovido: contactDeleted,
      por: stamp.by,
      em: stamp.at,
      desfazerAte: stamp.until,
    };
    tx.set(paths.exclusao(id), { ...record });
    tx.delete(conversaPath);
    if (contactDeleted) tx.delete(paths.contato(contactId));
    else if (contato) {
      // What was unread there goes with it: the contact's totals stay the sum of what is shown.
      const [all, gone] = [countsOf(contato), countsOf(conversa)];
      tx.set(
        paths.contato(contactId),
        {
          naoLidasLab: Math.max(0, all.naoLidasLab - gone.naoLidasLab),
          naoLidasVisitante: Math.max(0, all.naoLidasVisitante - gone.naoLidasVisitante),
        },
        { merge: true },
      );
    }
    return { status: 'marked', id, contactDeleted };
  });
}

export async function undoConversationDeletion(port: DocPort, id: string, at: number): Promise<UndoDeletionOutcome> {
  return port.runTransaction(async (tx) => {
    const record = await tx.get<ExclusaoConversaDoc>(paths.exclusao(id));
    if (!record || record.tipo !== 'conversa') return { status: 'not-found' };
    if (at > record.desfazerAte || record.documentosRemovidos) return { status: 'expired' };
    const { contactId, conversationId, conversa } = record;
    const contato = await tx.get<ContatoDoc>(paths.contato(contactId));

    tx.set(paths.conversa(contactId, conversationId), { ...conversa });
    const back = countsOf(conversa);
    if (contato) {
      // The contact came back meanwhile (a new message): its totals take this conversation's again.
      const now = countsOf(contato);
      tx.set(
        paths.contato(contactId),
        { naoLidasLab: now.naoLidasLab + back.naoLidasLab, naoLidasVisitante: now.naoLidasVisitante + back.naoLidasVisitante },
        { merge: true },
      );
    } else if (record.contato) {
      // Removed with this conversation (exactly as it was), or with a sibling deleted later: then only this one's counts.
      tx.set(paths.contato(contactId), record.contatoRemovido ? { ...record.contato } : { ...record.contato, ...back });
    }
    tx.delete(paths.exclusao(id));
    return { status: 'restored', tipo: 'conversa' };
  });
}

/** The spec's cascade: messages in batches, then what is left with the contact when no conversation remains. */
export async function finishConversationDocs(
  port: DocPort,
  id: string,
  record: ExclusaoConversaDoc,
): Promise<ExclusaoConversaDoc | null> {
  if (!record.documentosRemovidos) {
    const outcome = await deleteConversation(port, record.contactId, record.conversationId);
    // Messages kept arriving (they cannot: the conversation is gone); the next sweep goes on.
    if (outcome.status === 'busy') throw new Error(`deletion ${id}: messages still arriving`);
  }
  return port.runTransaction(async (tx) => {
    const current = await tx.get<ExclusaoConversaDoc>(paths.exclusao(id));
    if (!current) return null;
    tx.set(paths.exclusao(id), { documentosRemovidos: true }, { merge: true });
    return { ...current, documentosRemovidos: true };
  });
}
