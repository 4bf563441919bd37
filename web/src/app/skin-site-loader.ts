/**
 * Loads a skin's tree and then its theme before the shell renders, so the page appears already
 * themed. Runs beside the shell's own chunk download (the loader is static, the screen is lazy).
 */
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import type { SkinSite } from '@core';
import { loadTheme } from '../features/themes/load-theme';
import { getBackend } from '../shared/backend';

export interface SkinRouteData {
  site: SkinSite | null;
}

export async function skinSiteLoader({ params }: LoaderFunctionArgs): Promise<SkinRouteData> {
  const backend = await getBackend();
  let site: SkinSite | null;
  try {
    site = await backend.loadSkinSite(params['skin'] ?? '');
  } catch (error) {
    console.error('Erro ao carregar as páginas da skin:', error);
    throw error;
  }
  await loadTheme(site?.skin.theme ?? '');
  return { site };
}

/** Moving between the pages of one skin reads nothing again: the whole tree is already here. */
export function revalidateOnSkinChange({ currentParams, nextParams, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return currentParams['skin'] !== nextParams['skin'] ? defaultShouldRevalidate : false;
}
