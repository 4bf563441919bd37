/** The DeletionStore over a DocPort: one record per deletion in `exclusoes/`, dispatched by its kind. */
import { paths } from '../../kernel/paths';
import type { ExclusaoDoc } from '../deletions';
import type { DocPort } from '../../kernel/store/doc-port';
import type { DeletionStore } from './deletion-port';
import { finishConversationDocs, markConversationDeleted, undoConversationDeletion } from '../../conversations';
import { finishSkinDocs, markSkinDeleted, undoSkinDeletion } from '../../skins';
import { finishAccountDocs, markAccountDeleted, undoAccountDeletion } from '../../privacy';

export function createDeletionStore(port: DocPort): DeletionStore {
  const get = (id: string) => port.get<ExclusaoDoc>(paths.exclusao(id));
  return {
    markSkinDeleted: (location, stamp) => markSkinDeleted(port, location, stamp),
    markConversationDeleted: (contactId, conversationId, stamp) =>
      markConversationDeleted(port, contactId, conversationId, stamp),
    markAccountDeleted: (input, stamp) => markAccountDeleted(port, input, stamp),
    getDeletion: get,
    async undoDeletion(id, at) {
      const record = await get(id);
      if (!record) return { status: 'not-found' };
      if (record.tipo === 'conta') return undoAccountDeletion(port, id, at);
      return record.tipo === 'skin' ? undoSkinDeletion(port, id, at) : undoConversationDeletion(port, id, at);
    },
    async dueDeletions(at, limit) {
      // Oldest deadline first, read in small pages: the ones past their window are at the front.
      const rows = await port.query<ExclusaoDoc>({ collection: paths.exclusoes() }, { orderBy: [['desfazerAte', 'asc']], limit });
      return rows.filter((row) => row.data.desfazerAte <= at).map((row) => row.id);
    },
    async finishDeletionDocs(id, account) {
      const record = await get(id);
      if (!record) return null;
      if (record.tipo === 'conta') {
        // Without the account's limit keys the cascade would leave counters naming it: refuse to start.
        if (!account) throw new Error(`finishDeletionDocs(${id}): an account's deletion needs its limit keys`);
        return finishAccountDocs(port, id, record, account.limitKeys);
      }
      return record.tipo === 'skin' ? finishSkinDocs(port, id, record) : finishConversationDocs(port, id, record);
    },
    forgetDeletion: (id) => port.deleteBatch([paths.exclusao(id)]),
  };
}
