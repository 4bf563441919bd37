import { useCallback } from 'react';
import type { UndoTicket } from '@lab/domain/deletions';
import { useBackend } from '../../../shared/backend/context';
import { refusalMessage } from '../../../shared/backend/refusal-message';

/**
 * Deletes a whole skin; resolves with what to tell the person (the server refuses a user's last skin)
 * and, once deleted, how to undo it while Desfazer is open.
 */
export function useDeleteSkin(): (skin: string) => Promise<{ deleted: boolean; message: string; undo: UndoTicket | null }> {
  const backend = useBackend();
  return useCallback(
    async (skin: string) => {
      try {
        const { undo } = await backend.call('deleteSkin', { skin });
        return { deleted: true, message: `Skin ${skin} excluída.`, undo };
      } catch (error) {
        console.error('Erro ao excluir a skin:', error);
        return { deleted: false, message: refusalMessage(error, 'Erro ao excluir a skin.'), undo: null };
      }
    },
    [backend],
  );
}
