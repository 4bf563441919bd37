import { useEffect } from 'react';
import { reloadPage } from '../../../shared/ui/page-reload';

const RELOADED_KEY = 'erro404Recarregado';

/**
 * On the root path an error page is most likely a stale bundle or a half-restored session, so the
 * spec reloads. Once per tab session only: a root that keeps failing must not reload forever.
 */
export function useReloadAtRoot(pathname: string, afterMs: number, reload: () => void = reloadPage): void {
  useEffect(() => {
    if (pathname !== '/') return undefined;
    if (sessionStorage.getItem(RELOADED_KEY) === '1') return undefined;
    const timer = setTimeout(() => {
      sessionStorage.setItem(RELOADED_KEY, '1');
      reload();
    }, afterMs);
    return () => clearTimeout(timer);
  }, [pathname, afterMs, reload]);
}
