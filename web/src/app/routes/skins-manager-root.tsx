import { useSignOut } from '../../features/session';
import { SkinsManager } from '../../features/skins';

/**
 * `/` for someone signed in who has not chosen a skin: the skins manager, with the session
 * feature's ENCERRAR (features never import each other, so they meet here). A chunk of its own, so
 * anonymous visitors of `/` never download it.
 */
export default function SkinsManagerRoot() {
  const signOut = useSignOut();
  return <SkinsManager onSignOut={() => void signOut()} />;
}
