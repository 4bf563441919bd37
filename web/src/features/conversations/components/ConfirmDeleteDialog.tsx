import { useRef } from 'react';
import { useModalDialog } from '../../../shared/ui/use-modal-dialog';

export interface ConfirmDeleteDialogProps {
  /** The subject of the conversation to delete; null keeps the dialog closed. */
  subject: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before a deletion that cannot be undone. A native modal dialog: focus stays inside, Escape
 * cancels, and focus returns to the Excluir button that opened it. Cancelar takes focus first, so
 * a stray Enter never deletes.
 */
export function ConfirmDeleteDialog({ subject, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const dialog = useModalDialog(subject !== null, cancel);

  return (
    <dialog
      ref={dialog}
      className="confirm-delete"
      aria-labelledby="confirm-delete-title"
      aria-describedby="confirm-delete-text"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id="confirm-delete-title">Excluir conversa</h2>
      <p id="confirm-delete-text">
        A conversa <strong>{subject}</strong> e todas as suas mensagens serão apagadas. Deseja continuar?
      </p>
      <div className="confirm-delete__actions">
        <button type="button" ref={cancel} className="neon-button" onClick={onCancel}>
          Cancelar
        </button>
        <button type="button" className="neon-button neon-button--filled" onClick={onConfirm}>
          Excluir
        </button>
      </div>
    </dialog>
  );
}
