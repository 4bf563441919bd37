import { useLocation } from 'react-router-dom';
import { NOT_FOUND_FADE_IN_MS } from '@core';
import { FadeIn } from '../../../shared/ui/FadeIn';
import { useReloadAtRoot } from '../hooks/use-reload-at-root';

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
