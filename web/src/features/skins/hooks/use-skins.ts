import { useCallback, useEffect, useState } from 'react';
import type { SkinDoc } from '@lab/domain/kernel';
import { useBackend } from '../../../shared/backend/context';

export type SkinsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; skins: SkinDoc[] };

/** The signed-in user's skins, oldest first, read once and again on `reload` (after a deletion). */
export function useSkins(uid: string): SkinsState & { reload: () => void } {
  const backend = useBackend();
  // Each answer remembers whose list it is, so a change of user shows loading, never the last list.
  const [answer, setAnswer] = useState<{ uid: string; state: SkinsState } | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let current = true;
    backend.listSkins(uid).then(
      (skins) => {
        if (current) setAnswer({ uid, state: { status: 'ready', skins } });
      },
      (error: unknown) => {
        console.error('Erro ao buscar skins:', error);
        if (current) setAnswer({ uid, state: { status: 'error' } });
      },
    );
    return () => {
      current = false;
    };
  }, [backend, uid, round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { ...(answer?.uid === uid ? answer.state : { status: 'loading' }), reload };
}
