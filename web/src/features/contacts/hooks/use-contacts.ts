import { useEffect, useState } from 'react';
import type { ContatoDoc } from '@core';
import { useBackend } from '../../../shared/backend/context';

export type ContactsState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; contacts: ContatoDoc[] };

export interface ContactsViewer {
  uid: string;
  admin: boolean;
  /** The logged-in skin: a non-owner sees only the contacts it takes part in. */
  skin: string;
}

/**
 * The contacts list, live and newest first, from one query. Owners get every contact; others get
 * those naming their uid, narrowed to the skin they are logged into (spec section 5, "Filtering").
 */
export function useContacts({ uid, admin, skin }: ContactsViewer): ContactsState {
  const backend = useBackend();
  const [state, setState] = useState<ContactsState>({ status: 'loading' });

  useEffect(() => {
    setState({ status: 'loading' });
    return backend.watchContacts(
      { uid, admin },
      {
        next: (contacts) => {
          const visible = admin ? contacts : contacts.filter((c) => c.participantes.some((p) => p.chave === skin));
          setState({ status: 'ready', contacts: visible });
        },
        error: (error) => {
          console.error('Erro ao carregar contatos:', error);
          setState({ status: 'error' });
        },
      },
    );
  }, [backend, uid, admin, skin]);

  return state;
}
