import { useState } from 'react';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';

/** The skin's signing secret, hidden until asked, with Copiar and Gerar novo segredo. */
export function SecretLine({ secret, busy, onRotate }: { secret: string; busy: boolean; onRotate: () => void }) {
  const [shown, setShown] = useState(false);
  const [copied, setCopied] = useState<'sim' | 'falhou' | null>(null);
  const [confirming, setConfirming] = useState(false);
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
        <button type="button" className="neon-button" disabled={busy} onClick={() => setConfirming(true)}>
          Gerar novo segredo
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Gerar novo segredo"
        confirmLabel="Gerar novo segredo"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onRotate();
        }}
      >
        O segredo atual para de valer na hora: atualize o seu receptor com o novo, ou as assinaturas deixam de conferir.
      </ConfirmDialog>
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
