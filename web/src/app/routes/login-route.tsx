import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { LoginScreen } from '../../features/login/components/LoginScreen';
import { SignInButton } from '../../features/session';
import { SkinsManager } from '../../features/skins';
import { applyTheme } from '../../features/themes/load-theme';
import { DEFAULT_LOOK } from '../../features/themes/theme-registry';
import { useSession } from '../../shared/session/session-store';
import { Loading } from '../../shared/ui/Loading';

/**
 * "/": the login screen for visitors; for someone signed in, their chosen skin, or the skins manager
 * when no skin is chosen yet.
 */
export default function LoginRoute() {
  const authReady = useSession((s) => s.authReady);
  const authUser = useSession((s) => s.authUser);
  const chosenSkin = useSession((s) => (s.stored.skinLogado === 'true' ? s.stored.skinLocal : null));

  useEffect(() => {
    document.title = 'Lab — portfólio e laboratório de software e design';
    if (!authUser) applyTheme(DEFAULT_LOOK);
  }, [authUser]);

  if (!authReady) return <Loading />;
  if (authUser && chosenSkin) return <Navigate to={`/${chosenSkin}/home`} replace />;
  if (authUser) return <SkinsManager />;
  return <LoginScreen signIn={<SignInButton />} />;
}
