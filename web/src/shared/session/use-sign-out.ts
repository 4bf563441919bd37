import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBackend } from '../backend/context';
import { useAppPaths } from '../routes/app-paths';
import { useSession } from './session-store';
import { reloadPage } from '../ui/page-reload';

/**
 * ENCERRAR: signs out, clears all local storage, goes to `/` and reloads, so no screen keeps
 * state from the session that ended. Storage is cleared and the page reloads even when signing out
 * fails: the reload then starts from whatever auth state remains, never from stale keys.
 */
export function useSignOut(): () => Promise<void> {
  const appPaths = useAppPaths();
  const backend = useBackend();
  const navigate = useNavigate();
  const clear = useSession((s) => s.clear);
  return useCallback(async () => {
    await backend.signOut().catch((error: unknown) => console.error('Erro ao encerrar a sessão:', error));
    clear();
    await navigate(appPaths.root());
    reloadPage();
  }, [backend, navigate, clear, appPaths]);
}
