import { loadChunk } from '../../shared/lazy/load-chunk';
import { DEFAULT_LOOK, THEME_CHUNKS, themeNamed } from './theme-registry';

/** Marks the page with the theme's name; the theme CSS is scoped to html[data-theme="..."]. */
export function applyTheme(name: string): void {
  document.documentElement.dataset.theme = name;
}

/**
 * Loads the skin's theme chunk (with the chunk time-out) and applies it; resolves with the name set
 * on <html data-theme>. Rejects with a ChunkLoadError naming the theme's chunk when it cannot load.
 */
export async function loadTheme(field: string | null | undefined): Promise<string> {
  const theme = themeNamed(field);
  if (!theme) {
    applyTheme(DEFAULT_LOOK);
    return DEFAULT_LOOK;
  }
  const { chunkId, load } = THEME_CHUNKS[theme];
  await loadChunk(chunkId, load);
  applyTheme(theme);
  return theme;
}
