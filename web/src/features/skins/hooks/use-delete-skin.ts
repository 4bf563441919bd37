import { useCallback } from 'react';
import { useBackend } from '../../../shared/backend/context';
import { refusalMessage } from '../../../shared/backend/refusal-message';

/** Deletes a whole skin; resolves with what to tell the person (the server refuses a user's last skin). */
export function useDeleteSkin(): (skin: string) => Promise<{ deleted: boolean; message: string }> {
  const backend = useBackend();
  return useCallback(
    async (skin: string) => {
      try {
        await backend.call('deleteSkin', { skin });
        return { deleted: true, message: `Skin ${skin} excluída.` };
      } catch (error) {
        console.error('Erro ao excluir a skin:', error);
        return { deleted: false, message: refusalMessage(error, 'Erro ao excluir a skin.') };
      }
    },
    [backend],
  );
}
