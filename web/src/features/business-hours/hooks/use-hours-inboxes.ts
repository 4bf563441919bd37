import { useEffect, useState } from 'react';
import { SITE_OWNER_SKIN } from '@lab/domain/kernel';
import type { AtendimentoDoc } from '@lab/domain/business-hours';
import { useBackend } from '../../../shared/backend/context';

export type HoursInboxesState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; inboxes: string[]; saved: ReadonlyMap<string, AtendimentoDoc> };

/**
 * The inboxes whose hours the viewer sets: her skins, oldest first, and for owners the site's own
 * (`lab`) before them; with what each has saved. Read once, and again after a save (`version`).
 */
export function useHoursInboxes(uid: string, admin: boolean, version: number): HoursInboxesState {
  const backend = useBackend();
  const [answer, setAnswer] = useState<{ key: string; state: HoursInboxesState } | null>(null);
  const key = `${uid}:${String(admin)}`;

  useEffect(() => {
    let current = true;
    Promise.all([backend.listSkins(uid), backend.listBusinessHours()]).then(
      ([skins, hours]) => {
        const own = skins.map((skin) => skin.username).filter((name) => name !== SITE_OWNER_SKIN);
        const inboxes = admin ? [SITE_OWNER_SKIN, ...own] : own;
        const saved = new Map(hours.map((doc) => [doc.chave, doc]));
        if (current) setAnswer({ key, state: { status: 'ready', inboxes, saved } });
      },
      (error: unknown) => {
        console.error('Erro ao buscar o horário de atendimento:', error);
        if (current) setAnswer({ key, state: { status: 'error' } });
      },
    );
    return () => {
      current = false;
    };
  }, [backend, uid, admin, key, version]);

  return answer?.key === key ? answer.state : { status: 'loading' };
}
