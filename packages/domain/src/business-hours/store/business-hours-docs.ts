/** An inbox's business hours over a DocPort: read by key, saved whole with the account's limit in one transaction. */
import { paths } from '../../kernel/paths';
import type { ChatDoc, ConversaDoc } from '../../kernel/types';
import type { DocPort } from '../../kernel/store/doc-port';
import { readRateLimit, writeRateLimit } from '../../limits';
import type { AtendimentoDoc } from '../atendimento';
import type { BusinessHoursStore } from './business-hours-port';

/**
 * A deleted skin's hours, kept under its name: gone only when they are still that account's, so a
 * skin that took the name meanwhile keeps its own. Safe to run again.
 */
export async function eraseBusinessHours(port: DocPort, chave: string, uid: string): Promise<void> {
  await port.runTransaction(async (tx) => {
    const doc = await tx.get<AtendimentoDoc>(paths.atendimento(chave));
    if (doc?.uids.includes(uid)) tx.delete(paths.atendimento(chave));
  });
}

export function createBusinessHoursStore(port: DocPort): BusinessHoursStore {
  return {
    businessHoursOf: (chave) => port.get<AtendimentoDoc>(paths.atendimento(chave)),
    saveBusinessHours: ({ doc, rateLimit }) =>
      port.runTransaction(async (tx) => {
        const hits = await readRateLimit(tx, rateLimit, doc.atualizadoEm);
        if (hits === null) return { status: 'rate-limited' };
        writeRateLimit(tx, rateLimit, hits, doc.atualizadoEm);
        tx.set(paths.atendimento(doc.chave), { ...doc });
        return { status: 'saved' };
      }),
    openedConversation: async (idContato, idConversa, idChat) => {
      const [conversa, chat] = await Promise.all([
        port.get<ConversaDoc>(paths.conversa(idContato, idConversa)),
        port.get<ChatDoc>(`${paths.chat(idContato, idConversa)}/${idChat}`),
      ]);
      return conversa !== null && chat !== null && chat.data === conversa.data;
    },
  };
}
