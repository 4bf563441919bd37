import { useState } from 'react';
import type { UndoTicket } from '@lab/domain/deletions';
import { useSignOut } from '../../../shared/session/use-sign-out';
import { UndoNotice } from '../../../shared/ui/UndoNotice';

const MINUTE = 60_000;

/**
 * Signing in to an account being deleted (Excluir minha conta): how long until it is gone, with
 * Desfazer while the window is open, and Sair to leave it to its deletion.
 */
export function AccountBeingDeleted({ ticket, onKept }: { ticket: UndoTicket; onKept: () => void }) {
  const signOut = useSignOut();
  // Told once, when the screen opens; UndoNotice takes Desfazer away itself when the window closes.
  const [left] = useState(() => ticket.until - Date.now());
  const minutes = Math.max(1, Math.ceil(left / MINUTE));
  const message =
    left > 0
      ? `Sua conta será excluída em ${minutes === 1 ? '1 minuto' : `${minutes} minutos`}.`
      : 'Sua conta está sendo excluída.';
  return (
    <div className="sign-in__deleting">
      <UndoNotice
        className="sign-in__notice"
        message={message}
        undo={left > 0 ? ticket : null}
        restoredMessage="Sua conta foi mantida."
        onUndone={onKept}
      />
      <button type="button" className="neon-button" onClick={() => void signOut()}>
        Sair
      </button>
    </div>
  );
}
