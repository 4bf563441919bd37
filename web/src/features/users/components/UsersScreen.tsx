import { useState } from 'react';
import type { UserRow } from '../../../shared/backend/port';
import { useLiveQuery } from '../../../shared/backend/use-live-query';
import { useSession } from '../../../shared/session/session-store';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { LiveList } from '../../../shared/ui/LiveList';
import { useAccountBlocking } from '../hooks/use-account-blocking';
import { UserItem } from './UserItem';
import './users.css';

const nameOf = (user: UserRow) => user.nomeCompletoGoogle || user.nomeGoogle;

/**
 * `menu/{userId}/users` (owners): photo, name and registration date of every user, newest first,
 * from one query that the rules allow to owners only. Every other person's account can be blocked
 * (asked first: it cannot sign in and its skins are hidden) and unblocked. Owners' rows offer
 * neither: the server refuses to block an owner, and `isAdmin`, which the seed and the owner
 * scripts write, is only a hint for hiding the button.
 */
export function UsersScreen() {
  const state = useLiveQuery<UserRow[]>('usuários', (backend, live) => backend.watchUsers(live), []);
  const viewer = useSession((s) => s.authUser?.uid);
  const blocking = useAccountBlocking();
  const [confirming, setConfirming] = useState<UserRow | null>(null);
  return (
    <>
      <LiveList state={state} failed="Erro ao carregar usuários." empty="Nenhum usuário encontrado.">
        {(users) => (
          <ul className="plain-list users" aria-label="Usuários">
            {users.map((user) => (
              <UserItem
                key={user.id}
                user={user}
                blockable={!user.isAdmin && user.id !== viewer}
                {...blocking.stateOf(user.id)}
                onBlock={(bloqueado) => (bloqueado ? setConfirming(user) : void blocking.set(user.id, false))}
              />
            ))}
          </ul>
        )}
      </LiveList>
      <ConfirmDialog
        open={confirming !== null}
        title="Bloquear conta"
        confirmLabel="Bloquear conta"
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) void blocking.set(confirming.id, true);
          setConfirming(null);
        }}
      >
        Bloquear {confirming ? nameOf(confirming) : ''}? A conta não poderá entrar e as skins dela ficam ocultas.
      </ConfirmDialog>
    </>
  );
}
