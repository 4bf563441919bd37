/**
 * Loads a skin's tree and then its theme before the shell renders, so the page appears already
 * themed. Runs beside the shell's own chunk download (the loader is static, the screen is lazy).
 */
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { isValidSkinName, type SkinSite } from '@lab/domain';
import { loadTheme } from '../features/themes';
import { getBackend } from '../shared/backend';

export type SkinRouteData =
  | { site: SkinSite }
  /** `invalid-name`: no skin could have this name, so nothing was read; `not-found`: none has it. */
  | { site: null; missing: 'invalid-name' | 'not-found' };

/** Marked each time the loader reads a skin's tree from the backend (the browser tests count them). */
export const LOAD_SKIN_SITE_MARK = 'lab:load-skin-site';

// Not every environment the loader runs in has User Timing (jsdom has none); the mark is only a probe.
const markRead = () => (typeof performance.mark === 'function' ? void performance.mark(LOAD_SKIN_SITE_MARK) : undefined);

/** A tree already in hand (the page's embedded one, or a newer one the demo keeps) that the next run returns. */
let handedIn: { name: string; site: SkinSite | null } | null = null;

export async function skinSiteLoader({ params }: LoaderFunctionArgs): Promise<SkinRouteData> {
  const name = params['skin'] ?? '';
  if (!isValidSkinName(name)) return { site: null, missing: 'invalid-name' };
  let site: SkinSite | null;
  if (handedIn?.name === name) {
    site = handedIn.site;
    handedIn = null;
  } else {
    handedIn = null;
    const backend = await getBackend();
    try {
      markRead();
      site = await backend.loadSkinSite(name);
    } catch (error) {
      console.error('Erro ao carregar as páginas da skin:', error);
      throw error;
    }
  }
  await loadTheme(site?.skin.theme ?? '');
  return site ? { site } : { site: null, missing: 'not-found' };
}

/**
 * Hands the loader the tree of skin `name` for its next run: the server's embedded tree when the page
 * is not hydrated from it, or the demo's own newer copy when it reconciles.
 */
export function handInSkinSite(name: string, site: SkinSite | null): void {
  handedIn = { name, site };
}

/** Moving between the pages of one skin reads nothing again: the whole tree is already here. */
export function revalidateOnSkinChange({
  currentParams,
  nextParams,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  // A tree handed in for this skin (the demo reconciling) is the one reason to run again in place.
  if (handedIn !== null && handedIn.name === nextParams['skin']) return true;
  return currentParams['skin'] !== nextParams['skin'] ? defaultShouldRevalidate : false;
}

/**
 * The demo keeps its data in the browser, which the server's seed does not know: after hydrating,
 * the page reads the demo's tree and, only when it differs, runs the loader again with it.
 */
export async function reconcileSkinSite(name: string, shown: SkinSite | null, revalidate: () => Promise<void>): Promise<void> {
  const backend = await getBackend();
  markRead();
  const site = await backend.loadSkinSite(name);
  if (JSON.stringify(site) === JSON.stringify(shown)) return;
  handInSkinSite(name, site);
  await revalidate();
}
