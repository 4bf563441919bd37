import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isDefaultSkinName, type BootstrapSessionResult } from '@lab/domain/skins';
import { type UndoTicket } from '@lab/domain/deletions';
import type { AuthUser } from '../../../shared/backend/port';
import { useBackend } from '../../../shared/backend/context';
import { useMutation } from '../../../shared/hooks/use-mutation';
import { useAppPaths } from '../../../shared/routes/app-paths';
import { useSession } from '../../../shared/session/session-store';

export interface SignIn {
  signIn: (accountUid?: string) => Promise<void>;
  pending: boolean;
  error: string | null;
  /** The account signed in is being deleted (Excluir minha conta): Desfazer until `until`. */
  deleting: UndoTicket | null;
  /** After Desfazer brought the account back: the session starts as any sign-in's does. */
  resume: () => Promise<void>;
}

/**
 * Google sign-in, then bootstrapSession. One skin (or the default one just created) is chosen at
 * once and its home opens; several leave the choice to the skins manager that `/` shows. An account
 * being deleted starts no session: the login screen offers its Desfazer instead.
 */
export function useSignIn(): SignIn {
  const appPaths = useAppPaths();
  const backend = useBackend();
  const navigate = useNavigate();
  const setAuth = useSession((s) => s.setAuth);
  const selectSkin = useSession((s) => s.selectSkin);
  const [deleting, setDeleting] = useState<{ ticket: UndoTicket; user: AuthUser } | null>(null);

  const start = useCallback(
    (session: BootstrapSessionResult, user: AuthUser) => {
      if (session.exclusao) {
        setDeleting({ ticket: session.exclusao, user });
        return;
      }
      setDeleting(null);
      selectSkin(session.selected, user);
      // Someone whose only skin still has the drawn name (`User4823`) starts with hers: nothing of
      // theirs is shown at an address they did not choose.
      const drawn = session.skins.length === 1 && session.selected && isDefaultSkinName(session.selected.username);
      if (drawn) void navigate(appPaths.onboarding(user.uid));
      else void navigate(session.selected ? appPaths.skinHome(session.selected.username) : appPaths.root());
    },
    [navigate, selectSkin, appPaths],
  );

  const signingIn = useMutation(async (accountUid?: string) => {
    const user = await backend.signIn(accountUid);
    setAuth(user);
    start(await backend.call('bootstrapSession', {}), user);
  });
  const resuming = useMutation(async (user: AuthUser) => {
    start(await backend.call('bootstrapSession', {}), user);
  });

  const signIn = async (accountUid?: string) => {
    await signingIn.run(accountUid);
  };
  const resume = async () => {
    if (deleting) await resuming.run(deleting.user);
  };
  return {
    signIn,
    pending: signingIn.pending || resuming.pending,
    error: signingIn.error ?? resuming.error,
    deleting: deleting?.ticket ?? null,
    resume,
  };
}
