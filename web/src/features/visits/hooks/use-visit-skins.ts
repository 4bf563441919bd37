import { useEffect, useState } from 'react';
import type { SkinDoc } from '@lab/domain/kernel';
import { useBackend } from '../../../shared/backend/context';

export type VisitSkinsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; skins: SkinDoc[] };

/**
 * The skins whose visits the viewer may see: their own, oldest first, or for owners every skin, by
 * name. Read once: skins come and go in SKINS, not while this screen is open.
 */
export function useVisitSkins(uid: string, admin: boolean): VisitSkinsState {
  const backend = useBackend();
  // Each answer remembers whose list it is, so a change of viewer shows loading, never the last list.
  const [answer, setAnswer] = useState<{ key: string; state: VisitSkinsState } | null>(null);
  const key = `${uid}:${String(admin)}`;

  useEffect(() => {
    let current = true;
    const read = admin
      ? backend.listAllSkins().then((skins) => [...skins].sort((a, b) => a.username.localeCompare(b.username)))
      : backend.listSkins(uid);
    read.then(
      (skins) => {
        if (current) setAnswer({ key, state: { status: 'ready', skins } });
      },
      (error: unknown) => {
        console.error('Erro ao buscar skins:', error);
        if (current) setAnswer({ key, state: { status: 'error' } });
      },
    );
    return () => {
      current = false;
    };
  }, [backend, uid, admin, key]);

  return answer?.key === key ? answer.state : { status: 'loading' };
}
