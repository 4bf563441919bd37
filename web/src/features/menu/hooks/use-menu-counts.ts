import type { ContatoDoc } from '@lab/domain/kernel';
import { useLiveQuery } from '../../../shared/backend/use-live-query';
import { unreadTotal, type CountsViewer, type MenuCounts } from '../menu-model';

/**
 * The drawer's counts, live: the viewer's unread messages (from the contacts list's own query) and,
 * for owners only, the unseen accesses. A count that cannot be read shows as none; the section that
 * lists them says why.
 */
export function useMenuCounts(viewer: CountsViewer): MenuCounts {
  const { uid, admin } = viewer;
  const contacts = useLiveQuery<ContatoDoc[]>('contatos', (backend, live) => backend.watchContacts({ uid, admin }, live), [
    uid,
    admin,
  ]);
  // Non-owners are refused the access log, so they never ask.
  const unseen = useLiveQuery<number>(
    'acessos não vistos',
    (backend, live) => (admin ? backend.watchUnseenAccessCount(live) : () => undefined),
    [admin],
  );
  return {
    unreadMessages: contacts.status === 'ready' ? unreadTotal(contacts.data, viewer) : 0,
    unseenAccesses: admin && unseen.status === 'ready' ? unseen.data : 0,
  };
}
