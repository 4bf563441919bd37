/**
 * The signed-in account's quick replies, live and by shortcut: RESPOSTAS RÁPIDAS manages them and the
 * chat's "/" list offers them, so both features read them from here.
 */
import type { QuickReplyRow } from '@lab/domain/quick-replies';
import { useLiveQuery, type LiveQueryState } from '../backend/use-live-query';
import { useSession } from '../session/session-store';

/** `enabled` false reads nothing (a visitor's side of a chat has no quick replies) and stays loading. */
export function useQuickReplies(enabled = true): LiveQueryState<QuickReplyRow[]> {
  const uid = useSession((s) => s.authUser?.uid ?? '');
  return useLiveQuery<QuickReplyRow[]>(
    'respostas rápidas',
    (backend, live) => (enabled && uid !== '' ? backend.watchQuickReplies(uid, live) : () => undefined),
    [uid, enabled],
  );
}
