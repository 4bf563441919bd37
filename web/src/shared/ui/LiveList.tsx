import type { ReactNode } from 'react';
import type { LiveQueryState } from '../backend/use-live-query';
import { Loading, type LoadingText } from './Loading';

export interface LiveListProps<T> {
  state: LiveQueryState<T[]>;
  /** The loading text for this list ("Carregando ..."). */
  loading?: LoadingText;
  /** The line shown when the list cannot be read. */
  failed: string;
  /** The line shown when the list is empty. */
  empty: string;
  children: (items: T[]) => ReactNode;
}

/**
 * The four faces of a live list, said the same way on every screen: its loading text, its error
 * line (an alert), its empty line, or the items themselves.
 */
export function LiveList<T>({ state, loading, failed, empty, children }: LiveListProps<T>) {
  if (state.status === 'loading') return <Loading text={loading} />;
  if (state.status === 'error') {
    return (
      <p className="list-state list-state--error" role="alert">
        {failed}
      </p>
    );
  }
  if (state.data.length === 0) return <p className="list-state">{empty}</p>;
  return <>{children(state.data)}</>;
}
