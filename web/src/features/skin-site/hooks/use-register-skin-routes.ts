import { useEffect } from 'react';
import type { SkinSite } from '@lab/domain';
import { useSession } from '../../../shared/session/session-store';
import { pagePath } from '../site-model';

/** Publishes the skin's run-time routes to the shared `routes` state of the spec. */
export function useRegisterSkinRoutes(site: SkinSite): void {
  const setRoutes = useSession((s) => s.setRoutes);
  useEffect(() => {
    setRoutes(site.paginas.map((page) => pagePath(site, page)));
  }, [site, setRoutes]);
}
