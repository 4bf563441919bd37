/**
 * The signed-in account's quick replies, live and by shortcut: RESPOSTAS RÁPIDAS manages them and the
 * chat's "/" list offers them, so both features read them from here.
 */
import type { QuickReplyRow } from '@lab/domain/quick-replies';
import { useLiveQuery, type LiveQueryState } from '../backend/use-live-query';
import { useSession } from '../session/session-store';

export function useQuickReplies(): LiveQueryState<QuickReplyRow[]> {
  const uid = useSession((s) => s.authUser?.uid ?? '');
  return useLiveQuery<QuickReplyRow[]>('respostas rápidas', (backend, live) => backend.watchQuickReplies(uid, live), [uid]);
}
