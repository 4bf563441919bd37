import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import { isDefaultSkinName } from '@lab/domain/skins';
import { LoginScreen } from '../../features/login';
import { SignInButton } from '../../features/session';
import { applyTheme, DEFAULT_LOOK } from '../../features/themes';
import { loadChunk } from '../../shared/lazy/load-chunk';
import { useAppPaths } from '../../shared/routes/app-paths';
import { hasStoredSession, useSession } from '../../shared/session/session-store';
import { Loading } from '../../shared/ui/Loading';

// One download shared by the early fetch below and by React.lazy. A failure reaches the route's
// error element, which names the chunk and offers a retry.
let managerChunk: Promise<{ default: ComponentType }> | null = null;
const loadSkinsManager = () => (managerChunk ??= loadChunk('skins-manager', () => import('./skins-manager-root')));
const SkinsManagerRoot = lazy(loadSkinsManager);

/**
 * "/": the login screen for visitors; for someone signed in, their chosen skin, or the skins manager
 * when no skin is chosen yet. Only the login screen is in this chunk: the manager is fetched as
 * soon as a session is in sight (stored keys, or a sign-in under way), so it is usually there by
 * the time it shows, and the loading line covers the wait when it is not.
 */
export default function LoginRoute() {
  const appPaths = useAppPaths();
  const authReady = useSession((s) => s.authReady);
  const authUser = useSession((s) => s.authUser);
  const chosenSkin = useSession((s) => (s.stored.skinLogado === 'true' ? s.stored.skinLocal : null));
  // Written once sign-in has settled which skin, if any, is chosen (selectSkin with the user).
  const sessionStarted = useSession((s) => s.stored.userLocalId !== null);
  const sessionInSight = useSession((s) => s.authUser !== null || hasStoredSession(s.stored));

  useEffect(() => {
    document.title = 'Lab — portfólio e laboratório de software e design';
    if (!authUser) applyTheme(DEFAULT_LOOK);
  }, [authUser]);

  useEffect(() => {
    if (sessionInSight && !chosenSkin) loadSkinsManager().catch(() => undefined);
  }, [sessionInSight, chosenSkin]);

  if (!authReady) return <Loading />;
  // A skin still at the name the first sign-in drew (`User4823`) is not shown as hers: she names it first.
  if (authUser && chosenSkin && isDefaultSkinName(chosenSkin)) return <Navigate to={appPaths.onboarding(authUser.uid)} replace />;
  if (authUser && chosenSkin) return <Navigate to={appPaths.skinHome(chosenSkin)} replace />;
  if (authUser && sessionStarted) {
    return (
      <Suspense fallback={<Loading />}>
        <SkinsManagerRoot />
      </Suspense>
    );
  }
  // While a sign-in is settling the session, the login screen stays, its button saying "Entrando...".
  return <LoginScreen signIn={<SignInButton />} />;
}
