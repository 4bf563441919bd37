import { useId, useRef, useState, type FormEvent } from 'react';
import { validateNewSkinName, type SkinDoc } from '@lab/domain/kernel';
import { refusalMessage } from '../../../shared/backend/refusal-message';
import { useSession } from '../../../shared/session/session-store';
import { useModalDialog } from '../../../shared/ui/use-modal-dialog';
import { useSkinFiles } from '../hooks/use-skin-files';
import { SkinNameField } from './SkinNameField';
import '../../../shared/ui/confirm-dialog.css';

/**
 * **Duplicar**: asks the copy's name (the rules of a new skin's name) and copies the whole skin. A
 * refusal shows in the dialog and keeps what was typed; Escape or Cancelar copies nothing.
 */
export function DuplicateSkinDialog({
  skin,
  onDuplicated,
  onCancel,
}: {
  /** The skin to copy; null keeps the dialog closed. */
  skin: string | null;
  onDuplicated: (copy: SkinDoc) => void;
  onCancel: () => void;
}) {
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const dialog = useModalDialog(skin !== null, input);
  const admin = useSession((s) => s.authUser?.admin === true);
  const files = useSkinFiles();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setName('');
    setError(null);
    onCancel();
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (skin === null || busy) return;
    const invalid = validateNewSkinName(name, admin);
    if (invalid) return setError(invalid);
    setBusy(true);
    try {
      const copy = await files.duplicate(skin, name.trim());
      setName('');
      setError(null);
      onDuplicated(copy);
    } catch (caught) {
      setError(refusalMessage(caught, 'Erro ao duplicar a skin.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby={`${ids}-title`}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <form className="duplicate-skin" onSubmit={(event) => void onSubmit(event)} noValidate>
        <h2 id={`${ids}-title`}>Duplicar skin</h2>
        <p>
          Uma cópia de <strong>{skin}</strong>, com todas as páginas, containers e cards, com outro nome.
        </p>
        <SkinNameField id={`${ids}-name`} inputRef={input} value={name} onChange={setName} error={error} />
        <div className="confirm-dialog__actions">
          <button type="button" className="neon-button" onClick={close}>
            Cancelar
          </button>
          <button type="submit" className="neon-button neon-button--filled" disabled={busy} aria-busy={busy}>
            {busy ? 'Duplicando...' : 'Duplicar'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
