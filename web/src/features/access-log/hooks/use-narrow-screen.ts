import { useSyncExternalStore } from 'react';

/** Below this width the access log is a list of visitors instead of a seven-column table. */
export const NARROW_SCREEN = '(max-width: 640px)';

const query = (): MediaQueryList | null => (typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_SCREEN) : null);

function subscribe(changed: () => void): () => void {
  const list = query();
  list?.addEventListener('change', changed);
  return () => list?.removeEventListener('change', changed);
}

/** Whether the window is phone-sized now, following rotations and resizes. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
