import { NavLink } from 'react-router-dom';
import type { SkinSite } from '@lab/domain/kernel';
import { useAppPaths } from '../../../shared/routes/app-paths';

/** The top tab bar: one link per page of the skin. */
export function PageTabs({ site }: { site: SkinSite }) {
  const appPaths = useAppPaths();
  return (
    <nav className="page-tabs" aria-label="Páginas">
      <ul>
        {site.paginas.map((page) => (
          <li key={page.id_pagina}>
            <NavLink className="page-tabs__tab" to={appPaths.skinPage(site.skin.username, page.id_pagina)}>
              {page.nome}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
