import { useState } from 'react';
import type { CardKindPage, KindViewProps } from '../plugin';
import type { StoredPix } from './kind';
import { PixQrImage } from './QrImage';

/**
 * A Pix card on the page: the QR drawn from the stored path (it arrives in the server's HTML; no QR
 * library on the page), and the "Pix Copia e Cola" code as text anyone can select, with a Copiar
 * button where the clipboard works.
 */
export function PixView({ card, fields: pix }: KindViewProps<StoredPix>) {
  return (
    <div className="card-kind__pix" data-pix-card={card.id}>
      <PixQrImage qr={pix.qr} label={`QR Code do Pix para ${pix.nome}`} className="card-kind__qr" />
      <p className="card-kind__pix-to">
        Pix para {pix.nome}
        {pix.valor ? ` · R$ ${pix.valor.replace('.', ',')}` : ''}
      </p>
      <p className="card-kind__pix-label" id={`pix-code-${card.id}`}>
        Pix Copia e Cola
      </p>
      <code className="card-kind__pix-code" aria-labelledby={`pix-code-${card.id}`}>
        {pix.codigo}
      </code>
      <CopyButton text={pix.codigo} cardId={card.id} />
    </div>
  );
}

export const pixPage: CardKindPage<StoredPix> = {
  View: PixView,
  heading: (pix) => pix.descricao || 'Pix',
  readMoreOnlyWithDescription: false,
};

/** Copies the code; "Copiado!" is announced, or the refusal when the browser keeps the clipboard closed. */
function CopyButton({ text, cardId }: { text: string; cardId: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="card-kind__copy">
      {/* A copy is the Pix card's outgoing action: counted as a click of the card. */}
      <button type="button" className="card-kind__copy-button" onClick={() => void copy()} data-clique={cardId}>
        Copiar<span className="visually-hidden"> o código Pix</span>
      </button>
      <span role="status" className="card-kind__copy-status">
        {state === 'copied' ? 'Copiado!' : state === 'failed' ? 'Não foi possível copiar: selecione o código e copie.' : ''}
      </span>
    </div>
  );
}
