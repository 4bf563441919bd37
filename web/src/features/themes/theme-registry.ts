/**
 * The loadable themes. Each is its own chunk whose file name carries the theme's name
 * (cyberpink-*.js/css, sunshine-*.js/css); a skin's `theme` field picks one, and a skin without a
 * known theme gets the default look that ships with the app.
 */
import { THEMES, type ThemeName } from '@lab/domain/kernel';

export const DEFAULT_LOOK = 'default';

export const THEME_CHUNKS: Record<ThemeName, { chunkId: string; load: () => Promise<unknown> }> = {
  CYBERPINK: { chunkId: 'cyberpink', load: () => import('./cyberpink') },
  sunshine: { chunkId: 'sunshine', load: () => import('./sunshine') },
};

/** The theme a skin's field names, forgiving case ("cyberpink" is CYBERPINK); null for none. */
export function themeNamed(field: string | null | undefined): ThemeName | null {
  const wanted = (field ?? '').trim().toLowerCase();
  return THEMES.find((theme) => theme.toLowerCase() === wanted) ?? null;
}
