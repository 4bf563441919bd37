import type { UserRow } from '../../../shared/backend/port';
import { useLiveQuery } from '../../../shared/backend/use-live-query';
import { Avatar } from '../../../shared/ui/Avatar';
import { DateText } from '../../../shared/ui/DateText';
import { LiveList } from '../../../shared/ui/LiveList';
import './users.css';

/**
 * `menu/{userId}/users` (owners): photo, name and registration date of every user, newest first,
 * from one query that the rules allow to owners only.
 */
export function UsersScreen() {
  const state = useLiveQuery<UserRow[]>('usuários', (backend, live) => backend.watchUsers(live), []);
  return (
    <LiveList state={state} failed="Erro ao carregar usuários." empty="Nenhum usuário encontrado.">
      {(users) => (
        <ul className="plain-list users" aria-label="Usuários">
          {users.map((user) => (
            <li key={user.id} className="row-card user">
              <Avatar className="avatar--cyan" src={user.picGoogle} size={56} />
              <span className="row-text">
                <span className="row-title">{user.nomeCompletoGoogle || user.nomeGoogle}</span>
                <span className="row-meta">
                  Cadastro: <DateText at={user.data} style="date" />
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </LiveList>
  );
}
