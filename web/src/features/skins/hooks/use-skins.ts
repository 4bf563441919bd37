import { useEffect, useState } from 'react';
import type { SkinDoc } from '@lab/domain';
import { useBackend } from '../../../shared/backend/context';

export type SkinsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; skins: SkinDoc[] };

/** The signed-in user's skins, oldest first, read once. */
export function useSkins(uid: string): SkinsState {
  const backend = useBackend();
  const [state, setState] = useState<SkinsState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    backend.listSkins(uid).then(
      (skins) => {
        if (current) setState({ status: 'ready', skins });
      },
      (error: unknown) => {
        console.error('Erro ao buscar skins:', error);
        if (current) setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [backend, uid]);

  return state;
}
