import { useEffect, useState } from 'react';
import { NEW_ACCOUNT, type AccountChooser as Chooser, type ChooserAccount } from '../../../shared/backend/port';
import { Avatar } from '../../../shared/ui/Avatar';
import { useModalDialog } from '../../../shared/ui/use-modal-dialog';
import './session.css';

export interface AccountChooserProps {
  chooser: Chooser;
  open: boolean;
  onChoose: (accountUid: string) => void;
  onClose: () => void;
}

/**
 * The stand-in for Google's account chooser (on the demo and on the emulators): a modal dialog with
 * one button per known account and "Nova conta". The native modal dialog keeps focus inside and
 * closes on Escape.
 */
export function AccountChooser({ chooser, open, onChoose, onClose }: AccountChooserProps) {
  const dialog = useModalDialog(open);
  const [accounts, setAccounts] = useState<ChooserAccount[] | null>(null);

  useEffect(() => {
    if (!open) return;
    let current = true;
    void chooser.accounts().then((list) => {
      if (current) setAccounts(list);
    });
    return () => {
      current = false;
    };
  }, [chooser, open]);

  return (
    <dialog
      ref={dialog}
      className="account-chooser"
      aria-labelledby="account-chooser-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id="account-chooser-title">Escolha uma conta</h2>
      <p className="account-chooser__hint">para continuar no Lab</p>
      {accounts === null ? (
        <p role="status">Carregando...</p>
      ) : (
        <ul className="account-chooser__list">
          {accounts.map((account) => (
            <li key={account.uid}>
              <button type="button" className="account-chooser__account" onClick={() => onChoose(account.uid)}>
                <Avatar src={account.photoURL} size={32} />
                <span>{account.displayName}</span>
              </button>
            </li>
          ))}
          <li>
            <button type="button" className="account-chooser__account" onClick={() => onChoose(NEW_ACCOUNT)}>
              <span className="account-chooser__new" aria-hidden="true">
                +
              </span>
              <span>Nova conta</span>
            </button>
          </li>
        </ul>
      )}
      <button type="button" className="account-chooser__cancel" onClick={onClose}>
        Cancelar
      </button>
    </dialog>
  );
}
