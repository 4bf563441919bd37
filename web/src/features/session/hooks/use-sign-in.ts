import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBackend } from '../../../shared/backend/context';
import { refusalMessage } from '../../../shared/backend/refusal-message';
import { useSession } from '../../../shared/session/session-store';

export interface SignIn {
  signIn(accountUid?: string): Promise<void>;
  pending: boolean;
  error: string | null;
}

/**
 * Google sign-in, then bootstrapSession. One skin (or the default one just created) is chosen at
 * once and its home opens; several leave the choice to the skins manager that `/` shows.
 */
export function useSignIn(): SignIn {
  const backend = useBackend();
  const navigate = useNavigate();
  const setAuth = useSession((s) => s.setAuth);
  const selectSkin = useSession((s) => s.selectSkin);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const signIn = useCallback(
    async (accountUid?: string) => {
      setPending(true);
      setError(null);
      try {
        const user = await backend.signIn(accountUid);
        setAuth(user);
        const session = await backend.call('bootstrapSession', {});
        selectSkin(session.selected, user);
        navigate(session.selected ? `/${session.selected.username}/home` : '/');
      } catch (caught) {
        setError(refusalMessage(caught));
      } finally {
        setPending(false);
      }
    },
    [backend, navigate, setAuth, selectSkin],
  );

  return { signIn, pending, error };
}
