/**
 * Loads what one address of a skin shows, and then its theme, before the shell renders, so the page
 * appears already themed. A page is the published site document and that page's document, read
 * through the domain's one declaration (readPublishedSite); documents already read during this visit
 * of the skin are not read again, so moving back to a tab costs nothing and a new tab costs one read.
 */
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { isValidSkinName, siteAddressOf, sitePathOf, type SiteFrame, type SkinSite } from '@lab/domain/kernel';
import { readSkinAddress } from '@lab/domain/published';
import type { DocData } from '@lab/domain/store';
import { loadTheme } from '../features/themes';
import { getBackend } from '../shared/backend';
import { isStoreUnavailable } from '../shared/backend/store-unavailable';

export type SkinRouteData =
  | { site: SkinSite }
  /**
   * `invalid-name`: no skin could have this name, so nothing was read; `not-found`: none has it;
   * `hidden`: the moderation hid it ("Skin indisponível"); `unavailable`: the store could not be
   * reached (store-unavailable.ts), which says nothing about the skin: the page retries until it can.
   */
  | { site: null; missing: 'invalid-name' | 'not-found' | 'hidden' | 'unavailable' };

/** Published documents by path, as read (null: absent). What the server embeds in a page, too. */
export type PublishedDocuments = Record<string, DocData | null>;

/** Marked each time the loader reads a document from the backend (the browser tests count them). */
export const LOAD_SKIN_SITE_MARK = 'lab:load-skin-site';

// Not every environment the loader runs in has User Timing (jsdom has none); the mark is only a probe.
const markRead = () => (typeof performance.mark === 'function' ? void performance.mark(LOAD_SKIN_SITE_MARK) : undefined);

/** The documents of the skin being visited; another skin's visit starts afresh. */
let visit: { name: string; documents: Map<string, DocData | null> } | null = null;
/**
 * Set when the router runs the loader again for another address of the skin on screen: only then do
 * the documents read so far still hold. Any other run (arriving from the menu or the studio) reads anew.
 */
let continuing = false;
/** Set when newer documents were handed in (the demo reconciling): the address on screen loads again. */
let handedIn = false;
/**
 * Set while the address on screen could not be read (the store unreachable): the router's
 * revalidations, which the outage screen makes as it retries, then read it again.
 */
let failed = false;

function documentsOf(name: string): Map<string, DocData | null> {
  if (visit?.name !== name) visit = { name, documents: new Map() };
  return visit.documents;
}

/** Reads one published document, or hands back the one this visit already has. */
function remembering(name: string, read: (path: string) => Promise<DocData | null>) {
  const documents = documentsOf(name);
  return async (path: string): Promise<DocData | null> => {
    if (documents.has(path)) return documents.get(path) ?? null;
    markRead();
    const data = await read(path);
    documents.set(path, data);
    return data;
  };
}

/** The skin's tree for `pathname`, from what this visit has read and one round trip for the rest. */
async function siteAt(pathname: string, name: string): Promise<SkinSite | 'hidden' | 'unavailable' | null> {
  const address = siteAddressOf(pathname) ?? { username: name, pageId: null, cardId: null };
  const backend = await getBackend();
  try {
    const site = await readSkinAddress(
      remembering(name, (path) => backend.getPublished(path)),
      address,
    );
    // The snapshot may predate a card's end (a cached page, the sweep not yet run): this clock decides too.
    return site && site !== 'hidden' ? await visibleNow(site) : site;
  } catch (error) {
    console.error('Erro ao carregar as páginas da skin:', error);
    failed = true;
    // Data, not a route error: the error boundary would keep its screen after a retry succeeded.
    if (isStoreUnavailable(error)) return 'unavailable';
    throw error;
  }
}

/** The loader in `frame`: on a skin's own domain, the skin is the frame's and the address its main-site one. */
export async function skinSiteLoader({ params, request }: LoaderFunctionArgs, frame: SiteFrame | null): Promise<SkinRouteData> {
  const name = frame ? frame.skin : (params['skin'] ?? '');
  const pathname = new URL(request.url).pathname;
  if (!isValidSkinName(name)) return { site: null, missing: 'invalid-name' };
  if (!continuing) visit = null;
  continuing = false;
  failed = false;
  const site = await siteAt(frame ? sitePathOf(frame, pathname) : pathname, name);
  if (site === 'hidden' || site === 'unavailable') return { site: null, missing: site };
  await loadTheme(site?.skin.theme ?? '');
  return site ? { site } : { site: null, missing: 'not-found' };
}

/** Starts a visit from documents in hand: the ones the server read for the page it embedded. */
export function rememberPublished(name: string, documents: PublishedDocuments): void {
  visit = { name, documents: new Map(Object.entries(documents)) };
}

/** Another address of the same skin runs the loader again: what it has read answers at once. */
export function revalidateOnSkinChange({
  currentUrl,
  nextUrl,
  currentParams,
  nextParams,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (currentParams['skin'] !== nextParams['skin']) return defaultShouldRevalidate;
  const again = failed || handedIn || currentUrl.pathname !== nextUrl.pathname;
  handedIn = false;
  continuing = again;
  return again;
}

/** Whether any of the skin's cards or containers has a date: only then are the dates' rules fetched. */
function hasDates(site: SkinSite): boolean {
  return [...site.containers, ...site.cards].some((item) => item.inicio != null || item.fim != null);
}

/** The tree as this clock shows it; as the server published it when the rules cannot be fetched (offline). */
async function visibleNow(site: SkinSite): Promise<SkinSite> {
  if (!hasDates(site)) return site;
  return import('./site-dates').then(
    (dates) => dates.visibleAt(site, Date.now()),
    () => site,
  );
}

/**
 * Keeps a page the server rendered true to its cards' and containers' dates on this browser's clock:
 * one that ended since the render (a cached page) goes at once, one that ends while the page is open
 * goes then. Either way the loader runs again on the documents in hand, filtering by this clock.
 */
export function followSchedule(site: SkinSite | null, revalidate: () => Promise<void>): void {
  if (!site || !hasDates(site)) return;
  const again = () => {
    handedIn = true;
    void revalidate();
  };
  void import('./site-dates').then(
    ({ nextBoundaryOf, visibleAt }) => {
      const now = Date.now();
      if (visibleAt(site, now) !== site) return again();
      const next = nextBoundaryOf([...site.containers, ...site.cards], now);
      // setTimeout holds at most 2^31-1 ms; a page open that long is read again on its next visit anyway.
      if (next !== null && next - now < 2 ** 31) setTimeout(again, next - now);
    },
    () => undefined,
  );
}

/**
 * The demo keeps its data in the browser, which the server's seed does not know: after hydrating,
 * the page reads the demo's documents for the paths the server embedded and, when any differs, runs
 * the loader again with them.
 */
export async function reconcileSkinSite(
  name: string,
  embedded: PublishedDocuments,
  revalidate: () => Promise<void>,
): Promise<void> {
  const backend = await getBackend();
  const fresh: PublishedDocuments = Object.fromEntries(
    await Promise.all(
      Object.keys(embedded).map(async (path) => {
        markRead();
        return [path, await backend.getPublished(path)] as const;
      }),
    ),
  );
  if (JSON.stringify(fresh) === JSON.stringify(embedded)) return;
  rememberPublished(name, fresh);
  handedIn = true;
  await revalidate();
}
