import { useId, useRef, useState, type FormEvent } from 'react';
import { MESSAGES, validateNewSkinName, type SkinDoc } from '@lab/domain/kernel';
import { refusalMessage } from '../../../shared/backend/refusal-message';
import { useSession } from '../../../shared/session/session-store';
import { Field } from '../../../shared/ui/field';
import { useSkinFiles } from '../hooks/use-skin-files';
import { SkinNameField } from './SkinNameField';

/**
 * **Importar skin**: a file exported from the Lab (docs/skin-file.md) and the new skin's name. The
 * server checks the whole file; its refusal, naming what is wrong, shows here and nothing is made.
 */
export function ImportSkinForm({ onImported }: { onImported: (skin: SkinDoc) => void }) {
  const ids = useId();
  const admin = useSession((s) => s.authUser?.admin === true);
  const files = useSkinFiles();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!file) return setError('Escolha o arquivo da skin (.json).');
    const invalid = validateNewSkinName(name, admin);
    if (invalid) return setError(invalid);
    setBusy(true);
    setError(null);
    try {
      const skin = await files.importFile(name.trim(), file);
      setName('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      onImported(skin);
    } catch (caught) {
      setError(refusalMessage(caught, MESSAGES.internal));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="new-skin" aria-labelledby={`${ids}-title`} onSubmit={(event) => void onSubmit(event)} noValidate>
      <h3 id={`${ids}-title`} className="new-skin__title">
        Importar skin
      </h3>
      <Field id={`${ids}-file`} className="new-skin__field" label="Arquivo da skin (.json exportado do Lab)">
        {(control) => (
          <input
            {...control}
            ref={fileInput}
            className="neon-field"
            type="file"
            accept="application/json,.json"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      <SkinNameField id={`${ids}-name`} value={name} onChange={setName} error={error} />
      <button type="submit" className="neon-button neon-button--filled new-skin__submit" disabled={busy} aria-busy={busy}>
        {busy ? 'Importando...' : 'Importar'}
      </button>
    </form>
  );
}
