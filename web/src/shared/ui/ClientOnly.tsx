import { useSyncExternalStore, type ReactNode } from 'react';

const neverChanges = () => () => undefined;

/**
 * False on the server and while hydrating its markup (React then renders the server's answer, so the
 * markup matches), true right after and in a page the client renders from scratch.
 */
export function useClientOwned(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

/**
 * Renders its children only once the client owns the page. The switch re-renders this component
 * alone: a parent that asked useClientOwned itself would re-render its whole subtree right after
 * hydrating, in the same task.
 */
export function ClientOnly({ children }: { children: ReactNode }) {
  return useClientOwned() ? children : null;
}
