import { useOutletContext } from 'react-router-dom';
import { useSession } from '../../../shared/session/session-store';
import { Avatar } from '../../../shared/ui/Avatar';
import { useAppPaths } from '../../../shared/routes/app-paths';
import { drawerEntries, NO_COUNTS, type MenuCounts } from '../menu-model';
import { EntryLink } from './EntryLink';

/** `menu/{userId}` itself: who is signed in, with which skin, and the same choices as the drawer. */
export function MenuHome() {
  const appPaths = useAppPaths();
  const authUser = useSession((s) => s.authUser);
  const skin = useSession((s) => s.stored.skinLogadoUser);
  // The shell's counts, so the entries here say what the drawer's say.
  const counts = useOutletContext<MenuCounts | undefined>() ?? NO_COUNTS;
  if (!authUser) return null;
  return (
    <section className="menu-home" aria-labelledby="menu-home-name">
      <div className="row-card menu-home__who">
        <Avatar className="avatar--pink" src={authUser.photo} size={72} />
        <div>
          <h2 id="menu-home-name">{authUser.name}</h2>
          {skin && <p className="menu-home__skin">skin: {skin}</p>}
        </div>
      </div>
      <ul className="menu-home__entries">
        {drawerEntries(appPaths, authUser.uid, authUser.admin, skin).map((entry) => (
          <li key={entry.label}>
            <EntryLink entry={entry} counts={counts} />
          </li>
        ))}
      </ul>
    </section>
  );
}
