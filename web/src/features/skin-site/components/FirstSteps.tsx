import { Link } from 'react-router-dom';
import type { SkinSite } from '@lab/domain/kernel';
import { useAppPaths } from '../../../shared/routes/app-paths';
import { useSession } from '../../../shared/session/session-store';
import { isEmptySkin } from '../site-model';

/**
 * The invitation a skin's own user sees while the skin is still empty (not one container on any
 * page), leading to the studio. Visitors and every other account, owners included, see nothing.
 */
export function FirstSteps({ site }: { site: SkinSite }) {
  const appPaths = useAppPaths();
  const uid = useSession((s) => s.authUser?.uid ?? null);
  if (uid === null || uid !== site.skin.idUser || !isEmptySkin(site)) return null;
  return (
    <section className="first-steps" aria-labelledby="first-steps-title">
      <h2 id="first-steps-title" className="first-steps__title">
        Primeiros passos
      </h2>
      <p>Sua skin ainda está vazia. Crie páginas, containers e cards e veja aqui como os visitantes vão vê-la.</p>
      <Link className="button button--primary" to={appPaths.studio(uid, site.skin.username)}>
        Montar minha skin
      </Link>
    </section>
  );
}
