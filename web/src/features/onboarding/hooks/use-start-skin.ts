import type { SkinDoc } from '@lab/domain/kernel';
import type { SkinModelId } from '@lab/domain/skins';
import { useBackend } from '../../../shared/backend/context';
import { useMutation } from '../../../shared/hooks/use-mutation';
import { useSession } from '../../../shared/session/session-store';

export interface StartChoice {
  /** The skin the first sign-in drew (`User4823`). */
  skin: string;
  username: string;
  nomeExibicao: string;
  modelo: SkinModelId | null;
}

/** Makes the drawn skin hers (renameSkin) and makes it the session's skin. */
export function useStartSkin() {
  const backend = useBackend();
  const selectSkin = useSession((s) => s.selectSkin);
  const authUser = useSession((s) => s.authUser);
  return useMutation(
    async (choice: StartChoice): Promise<SkinDoc> => {
      const skin = await backend.call('renameSkin', {
        skin: choice.skin,
        username: choice.username,
        nomeExibicao: choice.nomeExibicao,
        ...(choice.modelo ? { modelo: choice.modelo } : {}),
      });
      selectSkin(skin, authUser ?? undefined);
      return skin;
    },
    { logAs: 'Erro ao criar a página:', fallback: 'Não foi possível criar a sua página. Tente de novo.' },
  );
}
