import { useId, useState, type FormEvent } from 'react';
import { Field } from '../../../shared/ui/field';
import { useSkinDomain } from '../hooks/use-skin-domain';

/**
 * Domínio próprio (owners only): maps a host already connected to Hosting in the Firebase console
 * (docs/deploying.md) to a skin, so the host shows that skin; Remover takes it away. The server validates the
 * host and keeps it to one skin.
 */
export function SkinDomainForm({ onChanged }: { onChanged: () => void }) {
  const setDomain = useSkinDomain();
  const [skin, setSkin] = useState('');
  const [dominio, setDominio] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const skinId = useId();
  const domainId = useId();
  const hintId = useId();

  const send = async (value: string | null) => {
    if (skin.trim() === '') {
      setNotice('Informe o nome da skin.');
      return;
    }
    setBusy(true);
    const outcome = await setDomain(skin.trim(), value);
    setBusy(false);
    setNotice(outcome.message);
    if (outcome.saved) onChanged();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(dominio);
  };

  return (
    <form className="new-skin skin-domain" aria-labelledby={titleId} onSubmit={onSubmit}>
      <h3 id={titleId} className="new-skin__title">
        Domínio próprio
      </h3>
      <p id={hintId} className="skin-domain__hint">
        Conecte o domínio ao Hosting no console do Firebase antes (Hosting › Adicionar domínio personalizado); depois ligue-o aqui
        a uma skin.
      </p>
      <Field id={skinId} className="new-skin__field" label="Skin">
        {(control) => (
          <input
            {...control}
            className="neon-field"
            value={skin}
            onChange={(e) => setSkin(e.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
        )}
      </Field>
      {/* The hint above the form speaks of connecting the domain first, so the field is described by it. */}
      <Field id={domainId} className="new-skin__field" label="Domínio" describedBy={hintId}>
        {(control) => (
          <input
            {...control}
            className="neon-field"
            value={dominio}
            onChange={(e) => setDominio(e.target.value)}
            placeholder="solange.exemplo.com.br"
            autoComplete="off"
            spellCheck={false}
            inputMode="url"
          />
        )}
      </Field>
      <div className="skin-domain__actions">
        <button type="submit" className="neon-button new-skin__submit" disabled={busy}>
          Salvar
        </button>
        <button type="button" className="neon-button neon-button--danger" disabled={busy} onClick={() => void send(null)}>
          Remover
        </button>
      </div>
      <p className="skins__state" role="status">
        {notice}
      </p>
    </form>
  );
}
