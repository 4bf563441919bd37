import { useEffect, useState } from 'react';
import { SITE_OWNER_SKIN } from '@lab/domain/kernel';
import { useBackend } from '../../../shared/backend/context';

export type WebhookSkinsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; skins: string[] };

/**
 * The skins whose webhook the viewer may set: her own, oldest first, and for owners the site's own
 * inbox (`lab`) too, whoever of them holds it. Read once: skins come and go in SKINS.
 */
export function useWebhookSkins(uid: string, admin: boolean): WebhookSkinsState {
  const backend = useBackend();
  const key = `${uid}:${String(admin)}`;
  const [answer, setAnswer] = useState<{ key: string; state: WebhookSkinsState } | null>(null);

  useEffect(() => {
    let current = true;
    backend.listSkins(uid).then(
      (skins) => {
        const names = skins.map((skin) => skin.username);
        const all = admin && !names.includes(SITE_OWNER_SKIN) ? [SITE_OWNER_SKIN, ...names] : names;
        if (current) setAnswer({ key, state: { status: 'ready', skins: all } });
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
