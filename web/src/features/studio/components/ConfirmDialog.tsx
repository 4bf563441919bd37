import { useRef } from 'react';
import { useModalDialog } from '../../../shared/ui/use-modal-dialog';
import type { ConfirmRequest } from './studio-context';

/**
 * Asks before a deletion. A native modal dialog: focus stays inside, Escape cancels, and Cancelar
 * takes focus first, so a stray Enter never deletes.
 */
export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose: () => void }) {
  const cancel = useRef<HTMLButtonElement>(null);
  const dialog = useModalDialog(request !== null, cancel);
  return (
    <dialog
      ref={dialog}
      className="studio-confirm"
      aria-labelledby="studio-confirm-title"
      aria-describedby="studio-confirm-text"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id="studio-confirm-title">{request?.title}</h2>
      <p id="studio-confirm-text">{request?.text}</p>
      <div className="studio-confirm__actions">
        <button type="button" ref={cancel} className="neon-button" onClick={onClose}>
          Cancelar
        </button>
        <button
          type="button"
          className="neon-button neon-button--filled"
          onClick={() => {
            request?.onConfirm();
            onClose();
          }}
        >
          {request?.confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
