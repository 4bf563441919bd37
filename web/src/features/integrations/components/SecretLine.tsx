import { useState } from 'react';

/** The skin's signing secret, hidden until asked, with Copiar and Gerar novo segredo. */
export function SecretLine({ secret, busy, onRotate }: { secret: string; busy: boolean; onRotate: () => void }) {
  const [shown, setShown] = useState(false);
  const [copied, setCopied] = useState<'sim' | 'falhou' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('sim');
    } catch {
      setCopied('falhou');
    }
  };
  return (
    <div className="webhook__secret">
      <p className="webhook__label">Segredo de assinatura</p>
      <code className="webhook__code">{shown ? secret : 'whsec_••••••••••••••••'}</code>
      <div className="webhook__actions">
        <button type="button" className="neon-button" onClick={() => setShown((s) => !s)}>
          {shown ? 'Ocultar' : 'Mostrar'}
        </button>
        <button type="button" className="neon-button" onClick={() => void copy()}>
          Copiar segredo
        </button>
        <button type="button" className="neon-button" disabled={busy} onClick={onRotate}>
          Gerar novo segredo
        </button>
      </div>
      <p className="webhook__muted" role="status" aria-live="polite">
        {copied === 'sim'
          ? 'Segredo copiado.'
          : copied === 'falhou'
            ? 'Não foi possível copiar: selecione o segredo e copie.'
            : ''}
      </p>
    </div>
  );
}
