import { useId, useRef, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';
import './confirm-dialog.css';

/**
 * Asks before something that cannot be undone. A native modal dialog: focus stays inside, Escape
 * cancels, focus returns to what opened it, and Cancelar takes focus first, so a stray Enter never
 * deletes.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  /** What will happen, said plainly. */
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ids = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const dialog = useModalDialog(open, cancel);
  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby={`${ids}-title`}
      aria-describedby={`${ids}-text`}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={`${ids}-title`}>{title}</h2>
      <p id={`${ids}-text`}>{children}</p>
      <div className="confirm-dialog__actions">
        <button type="button" ref={cancel} className="neon-button" onClick={onCancel}>
          Cancelar
        </button>
        <button type="button" className="neon-button neon-button--filled" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
