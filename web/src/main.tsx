import { createRoot } from 'react-dom/client';
import { appElement, hydrateSitePage, hydrateSkinPage } from './app/hydrate-skin-page';
import { readPrerenderedPath } from './app/prerendered-page';
import { createAppRouter, routes } from './app/router';
import { followSchedule, reconcileSkinSite, rememberPublished } from './app/skin-site-loader';
import { getBackend } from './shared/backend';
import { readEmbeddedSkinData } from './app/skin-data';
import './shared/ui/base.css';

/** Marked when the server's markup has been hydrated (the browser tests compare it with the reads). */
const HYDRATED_MARK = 'lab:hydrated';
/** Marked once nothing is left to do after hydrating (on the demo, its reconciliation): tests wait for it. */
const SETTLED_MARK = 'lab:settled';

const container = document.getElementById('root') as HTMLElement;
const embedded = readEmbeddedSkinData(document, window.location.pathname);
const prerendered = embedded ? null : readPrerenderedPath(document, window.location.pathname);

if (embedded) {
  rememberPublished(embedded.skin, embedded.documents);
  void hydrateSkinPage(container, embedded, getBackend).then(async (router) => {
    performance.mark(HYDRATED_MARK);
    followSchedule(embedded.data.site, () => router.revalidate());
    if (__APP_BACKEND__ === 'demo') {
      await reconcileSkinSite(embedded.skin, embedded.documents, () => router.revalidate());
    }
    performance.mark(SETTLED_MARK);
  });
} else if (prerendered) {
  void hydrateSitePage(container, prerendered, getBackend).then(() => {
    performance.mark(HYDRATED_MARK);
    performance.mark(SETTLED_MARK);
  });
} else {
  const root = createRoot(container);
  // Created before the backend resolves: the router starts fetching the first screen's chunk and
  // data at once, in parallel with the backend adapter's chunk.
  const router = createAppRouter(routes);
  void getBackend().then((backend) => {
    root.render(appElement(backend, router));
  });
}
