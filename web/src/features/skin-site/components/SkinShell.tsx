import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { SKIN_ROUTES, type SkinSite } from '@lab/domain/kernel';
import { useAppPaths } from '../../../shared/routes/app-paths';
import { useClickCounting } from '../hooks/use-click-counting';
import { mainPageOf } from '../site-model';
import { PAGE_AREA_ID } from './card-opening';
import { PageView } from './PageView';
import { ProfileCard } from './ProfileCard';
import { ReportSkinLink } from './ReportSkinLink';
import { SkinHeader } from './SkinHeader';
import '../../../shared/layout/layout.css';
import './skin-site.css';

/**
 * A skin's site: the full-page background, and over it the content area with the header (tab bar
 * and session control), the profile card and the current page. The page routes are created here,
 * at run time, two per page of the skin (the page, and the page with one of its cards open at
 * `card/{cardId}`); the bare skin address goes to the main page. The footer links the privacy
 * notice and offers Denunciar. A click on any of its outgoing actions (`data-clique`) is counted.
 */
export function SkinShell({ site, notFound }: { site: SkinSite; notFound: ReactNode }) {
  const appPaths = useAppPaths();
  const main = mainPageOf(site);
  useClickCounting(site.skin.username);
  return (
    <div className="skin-shell" data-skin={site.skin.username}>
      <div className="background background--home" data-region="background" aria-hidden="true" />
      <div className="content" data-region="content">
        <a className="skip-link" href={`#${PAGE_AREA_ID}`}>
          Pular para o conteúdo
        </a>
        <SkinHeader site={site} />
        <ProfileCard site={site} />
        <main id={PAGE_AREA_ID} className="page-area" tabIndex={-1}>
          <Routes>
            {main ? <Route index element={<Navigate to={main.id_pagina} replace />} /> : null}
            {site.paginas.flatMap((page) => [
              <Route
                key={page.id_pagina}
                path={SKIN_ROUTES.page(page.id_pagina)}
                element={<PageView site={site} page={page} />}
              />,
              <Route
                key={`${page.id_pagina}/card`}
                path={SKIN_ROUTES.card(page.id_pagina)}
                element={<PageView site={site} page={page} />}
              />,
            ])}
            <Route path="*" element={notFound} />
          </Routes>
        </main>
        <footer className="skin-footer">
          <a href={appPaths.privacy(site.skin.username)}>Política de Privacidade</a>
          <ReportSkinLink skin={site.skin.username} />
        </footer>
      </div>
    </div>
  );
}
