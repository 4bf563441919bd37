import { useLocation } from 'react-router-dom';
import { FadeIn } from '../../../shared/ui/FadeIn';
import { useReloadAtRoot } from '../hooks/use-reload-at-root';
import './errors.css';

/** ERROR 404 fades in after one second, then the app reloads at the root. */
export const NOT_FOUND_FADE_IN_MS = 1000;

/** "ERROR 404", fading in after 1 s; on the root path the page reloads instead of staying stuck. */
export function NotFoundPage({ reload }: { reload?: () => void }) {
  useReloadAtRoot(useLocation().pathname, NOT_FOUND_FADE_IN_MS, reload);
  return (
    <FadeIn delayMs={NOT_FOUND_FADE_IN_MS} className="not-found">
      <div className="not-found__inner">
        <h1 className="not-found__code">ERROR 404</h1>
      </div>
    </FadeIn>
  );
}
