import { useRef } from 'react';
import { useModalDialog } from '../../../shared/ui/use-modal-dialog';

/**
 * Asks before a skin is deleted for good. A native modal dialog: focus stays inside, Escape
 * cancels, and Cancelar takes focus first, so a stray Enter never deletes.
 */
export function ConfirmDeleteSkinDialog({
  skin,
  onConfirm,
  onCancel,
}: {
  /** The skin to delete; null keeps the dialog closed. */
  skin: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  const dialog = useModalDialog(skin !== null, cancel);
  return (
    <dialog
      ref={dialog}
      className="confirm-delete-skin"
      aria-labelledby="confirm-delete-skin-title"
      aria-describedby="confirm-delete-skin-text"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id="confirm-delete-skin-title">Excluir skin</h2>
      <p id="confirm-delete-skin-text">
        A skin <strong>{skin}</strong>, com todas as páginas, containers, cards e imagens, será apagada, e o nome ficará livre.
        Deseja continuar?
      </p>
      <div className="confirm-delete-skin__actions">
        <button type="button" ref={cancel} className="neon-button" onClick={onCancel}>
          Cancelar
        </button>
        <button type="button" className="neon-button neon-button--filled" onClick={onConfirm}>
          Excluir skin
        </button>
      </div>
    </dialog>
  );
}
