/**
 * The menu shell as the app composes it, since features never import each other: ENCERRAR is the
 * session feature's sign-out, after this browser is taken off the account's push notices (the next
 * person at it must not get the last one's), and the drawer carries the notifications toggle.
 * Loaded with the menu: the route table every page carries holds only this module's import.
 */
import { MenuShell } from '../../features/menu';
import { disableThisDevice, NotificationsToggle } from '../../features/notifications';
import { useSignOut } from '../../features/session';
import { useBackend } from '../../shared/backend/context';

export default function SignedInMenu() {
  const signOut = useSignOut();
  const backend = useBackend();
  const leave = () => void disableThisDevice(backend).finally(() => void signOut());
  return <MenuShell onSignOut={leave} drawerExtra={(uid) => <NotificationsToggle uid={uid} />} />;
}
