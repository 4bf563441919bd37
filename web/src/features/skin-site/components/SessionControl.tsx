import { Link } from 'react-router-dom';
import { useAppPaths } from '../../../shared/routes/app-paths';
import { useSession } from '../../../shared/session/session-store';

/** Signed out: a LOGIN button to "/". Signed in: the menu toggle glyph. */
export function SessionControl() {
  const appPaths = useAppPaths();
  const authUser = useSession((s) => s.authUser);
  if (!authUser) {
    return (
      <Link className="button button--login" to={appPaths.root()}>
        LOGIN
      </Link>
    );
  }
  return (
    <Link className="menu-toggle" to={appPaths.menu(authUser.uid)} aria-label="Abrir menu" title="Menu">
      <span aria-hidden="true">☰</span>
    </Link>
  );
}
