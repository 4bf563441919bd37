import { Navigate } from 'react-router-dom';
import { appPaths } from '../../shared/routes/app-paths';
import { useSession } from '../../shared/session/session-store';
import { Loading } from '../../shared/ui/Loading';

/**
 * "/menu": where the installed app starts (the manifest's start_url). Its address cannot name the
 * person, so it sends whoever is signed in to their CONTATOS, and anyone else to the login.
 */
export default function MenuStartRoute() {
  const authReady = useSession((s) => s.authReady);
  const authUser = useSession((s) => s.authUser);
  if (!authReady) return <Loading />;
  return <Navigate to={authUser ? appPaths.contacts(authUser.uid) : appPaths.root()} replace />;
}
