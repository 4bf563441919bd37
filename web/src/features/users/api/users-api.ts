import type { Backend } from '../../../shared/backend/port';

/** An owner blocks an account (it cannot sign in, its skins are hidden) or unblocks it. */
export function setAccountBlocked(backend: Backend, uid: string, bloqueado: boolean) {
  return backend.call('setAccountBlocked', { uid, bloqueado });
}
