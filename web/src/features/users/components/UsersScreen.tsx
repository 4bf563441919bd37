import { DEFAULT_AVATAR } from '@core';
import { Loading } from '../../../shared/ui/Loading';
import { useUsers } from '../hooks/use-users';
import './users.css';

const dateOnly = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short' });

/** `menu/{userId}/users` (owners): photo, name and registration date of every user. */
export function UsersScreen() {
  const state = useUsers();
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') {
    return (
      <p className="menu-state menu-state--error" role="alert">
        Erro ao carregar usuários.
      </p>
    );
  }
  if (state.users.length === 0) return <p className="menu-state">Nenhum usuário encontrado.</p>;
  return (
    <ul className="users" aria-label="Usuários">
      {state.users.map((user) => (
        <li key={user.id} className="user">
          <img
            className="user__photo"
            src={user.picGoogle || `/${DEFAULT_AVATAR}`}
            alt=""
            width={56}
            height={56}
            loading="lazy"
          />
          <span className="user__text">
            <span className="user__name">{user.nomeCompletoGoogle || user.nomeGoogle}</span>
            <span className="user__date">
              Cadastro: <time dateTime={new Date(user.data).toISOString()}>{dateOnly.format(user.data)}</time>
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
