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

export async function skinSiteLoader({ params }: LoaderFunctionArgs): Promise<SkinRouteData> {
  const name = params['skin'] ?? '';
  if (!isValidSkinName(name)) return { site: null, missing: 'invalid-name' };
  const backend = await getBackend();
  let site: SkinSite | null;
  try {
    site = await backend.loadSkinSite(name);
  } catch (error) {
    console.error('Erro ao carregar as páginas da skin:', error);
    throw error;
  }
  await loadTheme(site?.skin.theme ?? '');
  return site ? { site } : { site: null, missing: 'not-found' };
}

/** Moving between the pages of one skin reads nothing again: the whole tree is already here. */
export function revalidateOnSkinChange({
  currentParams,
  nextParams,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return currentParams['skin'] !== nextParams['skin'] ? defaultShouldRevalidate : false;
}
