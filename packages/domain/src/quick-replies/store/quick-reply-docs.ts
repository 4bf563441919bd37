/**
 * The quick replies under an account (users/{uid}/respostasRapidas/{id}). A save reads the account's
 * whole list (50 at most) in its transaction, so two saves of one shortcut cannot both win.
 */
import { paths } from '../../kernel/paths';
import type { DocPort } from '../../kernel/store/doc-port';
import { readRateLimit, writeRateLimit } from '../../limits';
import { QUICK_REPLIES_PER_ACCOUNT, type RespostaRapidaDoc } from '../quick-replies';
import type { QuickReplyStore } from './quick-reply-port';

export function createQuickReplyStore(port: DocPort): QuickReplyStore {
  return {
    saveQuickReply: (input) =>
      port.runTransaction(async (tx) => {
        const hits = await readRateLimit(tx, input.rateLimit, input.at);
        if (hits === null) return { status: 'rate-limited' };
        const all = await tx.query<RespostaRapidaDoc>(
          { collection: paths.respostasRapidas(input.uid) },
          { limit: QUICK_REPLIES_PER_ACCOUNT + 1 },
        );
        const others = all.filter((doc) => doc.id !== input.id);
        if (others.some((doc) => doc.data.atalho === input.atalho)) return { status: 'shortcut-taken' };
        if (others.length >= QUICK_REPLIES_PER_ACCOUNT) return { status: 'limit-reached' };
        const resposta: RespostaRapidaDoc = { atalho: input.atalho, texto: input.texto, data: input.at };
        writeRateLimit(tx, input.rateLimit, hits, input.at);
        tx.set(paths.respostaRapida(input.uid, input.id), { ...resposta });
        return { status: 'saved', resposta: { ...resposta, id: input.id } };
      }),
    deleteQuickReply: (input) =>
      port.runTransaction(async (tx) => {
        const hits = await readRateLimit(tx, input.rateLimit, input.at);
        if (hits === null) return { status: 'rate-limited' };
        const path = paths.respostaRapida(input.uid, input.id);
        const existing = await tx.get<RespostaRapidaDoc>(path);
        writeRateLimit(tx, input.rateLimit, hits, input.at);
        if (existing) tx.delete(path);
        return { status: 'deleted', removed: existing !== null };
      }),
  };
}
