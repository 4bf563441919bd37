import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { SkinSite } from '@lab/domain/kernel';
import { loadChunk } from '../../../shared/lazy/load-chunk';
import { ClientOnly } from '../../../shared/ui/ClientOnly';
import { useAppPaths } from '../../../shared/routes/app-paths';
import { addOnsOf, cardsOnPage, containersOf, pageTitle, skinDisplayName, type SitePage } from '../site-model';
import { cardOpener, pageArea, wasOpenedFromGrid } from './card-opening';
import { ContainerSection } from './ContainerSection';
import { FirstSteps } from './FirstSteps';

// Most visits never open a card in full: the dialog is its own chunk, so the public pages' first load
// stays within its JavaScript budget (npm run bench:web).
const CardDialog = lazy(() => loadChunk('card-dialog', () => import('./CardDialog')).then((m) => ({ default: m.CardDialog })));

/**
 * One page of a skin: its containers in order and, at a card's own address
 * (/{skin}/{page}/card/{cardId}), that card open in full over the page.
 */
export function PageView({ site, page }: { site: SkinSite; page: SitePage }) {
  const appPaths = useAppPaths();
  const { cardId } = useParams<{ cardId: string }>();
  const location = useLocation();
  const navigate = useNavigate();
  const containers = containersOf(site, page);
  const pagePath = appPaths.skinPage(site.skin.username, page.id_pagina);
  const openCard = cardId === undefined ? null : (cardsOnPage(site, page).find((card) => card.id === cardId) ?? null);
  const title = pageTitle(skinDisplayName(site.skin), page, openCard);
  useEffect(() => {
    document.title = title;
  }, [title]);
  const fromGrid = wasOpenedFromGrid(location.state);
  return (
    <article className="page-view" data-page-id={page.id_pagina}>
      <h1 className="page-view__title">{page.nome}</h1>
      {!page.is_main && page.conteudo ? <p className="page-view__lead">{page.conteudo}</p> : null}
      <FirstSteps site={site} />
      {containers.map((container) => (
        <ContainerSection key={container.id_container} site={site} container={container} pageId={page.id_pagina} />
      ))}
      {openCard ? (
        // The dialog is the client's: the server cannot wait for its lazy chunk (the boundary would
        // arrive unfinished, which hydrating reports as an error), and a <dialog> shows nothing until opened.
        <ClientOnly>
          <Suspense fallback={null}>
            <CardDialog
              key={openCard.id}
              card={openCard}
              addOns={addOnsOf(site, openCard)}
              // Opened from the grid: step back, so Back does not reopen it. Opened from outside: the page replaces it.
              onClose={() => (fromGrid ? void navigate(-1) : void navigate(pagePath, { replace: true }))}
              returnFocusTo={fromGrid ? () => cardOpener(openCard.id) : pageArea}
            />
          </Suspense>
        </ClientOnly>
      ) : cardId !== undefined ? (
        // A card this page does not show (deleted, moved, mistyped): the page itself, at its own address.
        <Navigate to={pagePath} replace />
      ) : null}
    </article>
  );
}
