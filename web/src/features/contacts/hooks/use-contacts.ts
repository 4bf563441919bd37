import { useMemo } from 'react';
import type { ContatoDoc } from '@lab/domain/kernel';
import { useLiveQuery, type LiveQueryState } from '../../../shared/backend/use-live-query';

export interface ContactsViewer {
  uid: string;
  admin: boolean;
  /** The logged-in skin: a non-owner sees only the contacts it takes part in. */
  skin: string;
}

/**
 * The contacts list, live and newest first, from one query. Owners get every contact; others get
 * those naming their uid, narrowed to the skin they are logged into (a person sees their contacts as the skin they are logged into).
 * The narrowing happens here, so changing skins needs no new listener.
 */
export function useContacts({ uid, admin, skin }: ContactsViewer): LiveQueryState<ContatoDoc[]> {
  const state = useLiveQuery<ContatoDoc[]>('contatos', (backend, live) => backend.watchContacts({ uid, admin }, live), [
    uid,
    admin,
  ]);
  return useMemo(() => {
    if (state.status !== 'ready' || admin) return state;
    return { ...state, data: state.data.filter((c) => c.participantes.some((p) => p.chave === skin)) };
  }, [state, admin, skin]);
}
