import { useEffect, useState, type DependencyList } from 'react';
import { useBackend } from './context';
import type { Backend, Live, Unsubscribe } from './port';

export type LiveQueryState<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: null; error: Error };

const LOADING = { status: 'loading', data: null, error: null } as const;

/**
 * Follows one of the Backend's live reads: loading until the first answer, then every answer as it
 * comes, or the refusal. `watch` opens the listener; it is reopened only when `deps` change (as
 * with useEffect), and closed when the screen goes. A refusal is logged in Portuguese as "Erro ao
 * carregar {what}:", the way the app reports errors, and the screen says its own line.
 */
export function useLiveQuery<T>(
  what: string,
  watch: (backend: Backend, live: Live<T>) => Unsubscribe,
  deps: DependencyList,
): LiveQueryState<T> {
  const backend = useBackend();
  const current: DependencyList = [backend, what, ...deps];
  const [watched, setWatched] = useState(current);
  const [state, setState] = useState<LiveQueryState<T>>(LOADING);
  if (!sameList(watched, current)) {
    // What is watched changed: reset while rendering (React's pattern for state that follows props),
    // so the screen never shows the previous query's data for a frame.
    setWatched(current);
    setState(LOADING);
  }

  useEffect(
    () =>
      watch(backend, {
        next: (data) => setState({ status: 'ready', data, error: null }),
        error: (error) => {
          console.error(`Erro ao carregar ${what}:`, error);
          setState({ status: 'error', data: null, error });
        },
      }),
    // `watch` is a fresh closure on every render; what it reads is in `deps`, so only a change of
    // `watched` (a new list whenever one of them changes) reopens the listener.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `deps` are the caller's, as with useEffect
    [watched],
  );

  return state;
}

function sameList(a: DependencyList, b: DependencyList): boolean {
  return a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
}
