import { useId } from 'react';
import type { UserRow } from '../../../shared/backend/port';
import { Avatar } from '../../../shared/ui/Avatar';
import { DateText } from '../../../shared/ui/DateText';

export interface UserItemProps {
  user: UserRow;
  /** Whether Bloquear/Desbloquear is offered: not on an owner's row nor on the viewer's own. */
  blockable: boolean;
  pending: boolean;
  /** Why the last change of this account failed, or null. */
  error: string | null;
  /** Asks to block (true) or unblock (false) the account. */
  onBlock: (bloqueado: boolean) => void;
}

/** One user: photo, name, registration date, "Bloqueada" when blocked, and the block switch. */
export function UserItem({ user, blockable, pending, error, onBlock }: UserItemProps) {
  const nameId = useId();
  const errorId = useId();
  const blocked = user.bloqueado === true;
  return (
    <li className={`row-card user${blocked ? ' user--blocked' : ''}`} aria-busy={pending}>
      <Avatar className="avatar--cyan" src={user.picGoogle} size={56} />
      <span className="row-text">
        <span id={nameId} className="row-title">
          {user.nomeCompletoGoogle || user.nomeGoogle}
        </span>
        <span className="row-meta">
          Cadastro: <DateText at={user.data} style="date" />
        </span>
        {blocked && <span className="user__badge">Bloqueada</span>}
      </span>
      {blockable && (
        <span className="user__actions">
          <button
            type="button"
            className="neon-button"
            disabled={pending}
            aria-busy={pending}
            aria-describedby={error ? `${nameId} ${errorId}` : nameId}
            onClick={() => onBlock(!blocked)}
          >
            {pending ? 'Salvando...' : blocked ? 'Desbloquear' : 'Bloquear conta'}
          </button>
          {error && (
            <span id={errorId} className="user__error" role="alert">
              {error}
            </span>
          )}
        </span>
      )}
    </li>
  );
}
