import { useNavigate } from 'react-router-dom';
import { isDefaultSkinName } from '@lab/domain';
import { useBackend } from '../../../shared/backend/context';
import { useMutation } from '../../../shared/hooks/use-mutation';
import { appPaths } from '../../../shared/routes/app-paths';
import { useSession } from '../../../shared/session/session-store';

export interface SignIn {
  signIn: (accountUid?: string) => Promise<void>;
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
  const signingIn = useMutation(async (accountUid?: string) => {
    const user = await backend.signIn(accountUid);
    setAuth(user);
    const session = await backend.call('bootstrapSession', {});
    selectSkin(session.selected, user);
    // Someone whose only skin still has the drawn name (`User4823`) starts with hers: nothing of
    // theirs is shown at an address they did not choose.
    const drawn = session.skins.length === 1 && session.selected && isDefaultSkinName(session.selected.username);
    if (drawn) void navigate(appPaths.onboarding(user.uid));
    else void navigate(session.selected ? appPaths.skinHome(session.selected.username) : appPaths.root());
  });

  const signIn = async (accountUid?: string) => {
    await signingIn.run(accountUid);
  };
  return { signIn, pending: signingIn.pending, error: signingIn.error };
}
