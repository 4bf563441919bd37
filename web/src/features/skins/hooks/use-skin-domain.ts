import { useCallback } from 'react';
import { useBackend } from '../../../shared/backend/context';
import { refusalMessage } from '../../../shared/backend/refusal-message';

/** Gives a skin its own domain, or takes it away (null); resolves with what to tell the owner. */
export function useSkinDomain(): (skin: string, dominio: string | null) => Promise<{ saved: boolean; message: string }> {
  const backend = useBackend();
  return useCallback(
    async (skin: string, dominio: string | null) => {
      try {
        const result = await backend.call('setSkinDomain', { skin, dominio });
        return {
          saved: true,
          message: result.dominio === null ? `Domínio removido da skin ${skin}.` : `Skin ${skin} ligada a ${result.dominio}.`,
        };
      } catch (error) {
        return { saved: false, message: refusalMessage(error, 'Erro ao salvar o domínio.') };
      }
    },
    [backend],
  );
}
