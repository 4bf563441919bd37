import type { SkinDoc } from '@lab/domain/kernel';
import type { SkinModelId } from '@lab/domain/skins';
import { useBackend } from '../../../shared/backend/context';
import { useMutation } from '../../../shared/hooks/use-mutation';

export interface SkinCreation {
  /** The new skin, or null when refused (the reason is in `error`). */
  /** `model`: one of SKIN_MODELS to start from; null for an empty skin. */
  create: (username: string, theme: string, model: SkinModelId | null) => Promise<SkinDoc | null>;
  creating: boolean;
  error: string | null;
  setError: (message: string | null) => void;
}

export function useCreateSkin(): SkinCreation {
  const backend = useBackend();
  const creation = useMutation(
    (username: string, theme: string, model: SkinModelId | null) =>
      backend.call('createSkin', { username, theme, ...(model ? { modelo: model } : {}) }),
    {
      logAs: 'Erro ao criar a skin:',
      fallback: 'Erro ao criar a skin.',
    },
  );
  return { create: creation.run, creating: creation.pending, error: creation.error, setError: creation.setError };
}
