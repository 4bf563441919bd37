import { useCallback, useState } from 'react';
import type { SkinDoc } from '@lab/domain';
import { useBackend } from '../../../shared/backend/context';
import { refusalMessage } from '../../../shared/backend/refusal-message';

const CREATE_FAILED = 'Erro ao criar a skin.';

export interface SkinCreation {
  /** The new skin, or null when refused (the reason is in `error`). */
  create(username: string, theme: string): Promise<SkinDoc | null>;
  creating: boolean;
  error: string | null;
  setError(message: string | null): void;
}

export function useCreateSkin(): SkinCreation {
  const backend = useBackend();
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const create = useCallback(
    async (username: string, theme: string) => {
      setCreating(true);
      setError(null);
      try {
        return await backend.call('createSkin', { username, theme });
      } catch (caught) {
        console.error('Erro ao criar a skin:', caught);
        setError(refusalMessage(caught, CREATE_FAILED));
        return null;
      } finally {
        setCreating(false);
      }
    },
    [backend],
  );

  return { create, creating, error, setError };
}
