import { useSyncExternalStore } from 'react';

/** From this width CONTATOS draws the leads as a board, one column per stage; below it, a filtered list. */
export const WIDE_SCREEN = '(min-width: 900px)';

const query = (): MediaQueryList | null => (typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_SCREEN) : null);

function subscribe(changed: () => void): () => void {
  const list = query();
  list?.addEventListener('change', changed);
  return () => list?.removeEventListener('change', changed);
}

/** Whether the window is wide enough for the board now, following rotations and resizes. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
