import { Link, useLocation } from 'react-router-dom';
import { useAppPaths } from '../../../shared/routes/app-paths';
import { FadeIn } from '../../../shared/ui/FadeIn';
import { useReloadAtRoot } from '../hooks/use-reload-at-root';
import './errors.css';

/** ERROR 404 fades in after one second, then the app reloads at the root. */
export const NOT_FOUND_FADE_IN_MS = 1000;

/**
 * "ERROR 404", fading in after 1 s; on the root path the page reloads instead of staying stuck. A way
 * back under it: to the skin the address names, when it is one (`skin`), else to the site's home.
 */
export function NotFoundPage({ skin, reload }: { skin?: string; reload?: () => void }) {
  const appPaths = useAppPaths();
  useReloadAtRoot(useLocation().pathname, NOT_FOUND_FADE_IN_MS, reload);
  return (
    <FadeIn delayMs={NOT_FOUND_FADE_IN_MS} className="not-found">
      <div className="not-found__inner">
        <h1 className="not-found__code">ERROR 404</h1>
        {skin ? (
          <Link className="not-found__back" to={appPaths.skinHome(skin)}>
            Voltar para {skin}
          </Link>
        ) : (
          <a className="not-found__back" href={appPaths.root()}>
            Ir para o início
          </a>
        )}
      </div>
    </FadeIn>
  );
}
