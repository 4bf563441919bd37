import { useEffect, useRef, type ReactNode } from 'react';
import { Link, Navigate, Outlet, useLocation, useMatches, useParams } from 'react-router-dom';
import type { AuthUser } from '../../../shared/backend/port';
import { useInstallableApp } from '../../../shared/pwa/use-installable-app';
import { useAppPaths } from '../../../shared/routes/app-paths';
import { useSession } from '../../../shared/session/session-store';
import { Loading } from '../../../shared/ui/Loading';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useMenuCounts } from '../hooks/use-menu-counts';
import { headingOf, menuDocumentTitle, OWNER_ONLY_MESSAGE, type MenuHeading } from '../menu-model';
import { MenuDrawer } from './MenuDrawer';
import { OfflineBanner } from './OfflineBanner';
import '../../../shared/layout/layout.css';
import './menu.css';

export interface MenuShellProps {
  /** ENCERRAR; the app layer supplies the session feature's sign-out. */
  onSignOut: () => void;
  /** The drawer's entries of other features, for the account signed in (the app composes them). */
  drawerExtra?: (uid: string) => ReactNode;
}

/**
 * `menu/{userId}`: back button, section title and the drawer around the section's screen (`menu`
 * alone goes to the signed-in person's CONTATOS). Only a
 * stored logged-in skin and the backend's auth state open it; who is an owner comes from the ID
 * token's claim (authUser.admin), never from storage.
 */
export function MenuShell({ onSignOut, drawerExtra }: MenuShellProps) {
  const appPaths = useAppPaths();
  const skin = useSession((s) => s.stored.skinLogadoUser);
  const authUser = useSession((s) => s.authUser);
  const authReady = useSession((s) => s.authReady);
  const { userId = '' } = useParams();
  const { pathname } = useLocation();
  const matches = useMatches();

  if (!skin) return <Navigate to={appPaths.root()} replace />;
  if (!authReady) return <Loading />;
  if (!authUser) return <Navigate to={appPaths.root()} replace />;
  // "/menu", where the installed app starts: an address that names no one opens the person's inbox.
  if (!userId) return <Navigate to={appPaths.contacts(authUser.uid)} replace />;
  if (userId !== authUser.uid) {
    return <Navigate to={pathname.replace(appPaths.menu(userId), appPaths.menu(authUser.uid))} replace />;
  }

  return (
    <SignedInMenu
      authUser={authUser}
      skin={skin}
      heading={headingOf(matches, skin, appPaths)}
      onSignOut={onSignOut}
      drawerExtra={drawerExtra?.(authUser.uid)}
    />
  );
}

/**
 * The shell once someone is signed in: it follows the drawer's counts and names the tab after the
 * section, the skin and the unread messages, live. Only here does the app become installable (the
 * manifest and the service worker of /menu/), and only here does it say when it is offline.
 */
function SignedInMenu({
  authUser,
  skin,
  heading,
  onSignOut,
  drawerExtra,
}: {
  authUser: AuthUser;
  skin: string;
  heading: MenuHeading;
  onSignOut: () => void;
  drawerExtra: ReactNode;
}) {
  const counts = useMenuCounts({ uid: authUser.uid, admin: authUser.admin, skin });
  useDocumentTitle(menuDocumentTitle(heading.title, skin, counts.unreadMessages));
  useInstallableApp();
  return (
    <div className="menu-page signed-in">
      <div className="menu-frame" data-region="menu">
        <MenuHeader title={heading.title} backLabel={heading.backLabel} backTo={heading.backTo}>
          <MenuDrawer
            userId={authUser.uid}
            admin={authUser.admin}
            skin={skin}
            counts={counts}
            extra={drawerExtra}
            onSignOut={onSignOut}
          />
        </MenuHeader>
        <OfflineBanner />
        <main className="menu-content" id="menu-content">
          {heading.ownerOnly && !authUser.admin ? (
            <p className="list-state list-state--error" role="alert">
              {OWNER_ONLY_MESSAGE}
            </p>
          ) : (
            <Outlet context={counts} />
          )}
        </main>
      </div>
    </div>
  );
}

function MenuHeader({
  title,
  backLabel,
  backTo,
  children,
}: {
  title: string;
  backLabel: string;
  backTo: string;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const previousTitle = useRef(title);
  // A new section takes focus, as a page load would, so screen-reader users hear where they are.
  useEffect(() => {
    if (previousTitle.current === title) return;
    previousTitle.current = title;
    heading.current?.focus();
  }, [title]);

  return (
    <header className="menu-header">
      <Link className="menu-back" to={backTo}>
        <span aria-hidden="true">‹</span> {backLabel}
      </Link>
      <h1 className="menu-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </header>
  );
}
