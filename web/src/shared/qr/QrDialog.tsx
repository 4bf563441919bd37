import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { qrMatrix, qrSvg } from '@lab/domain/qr';
import { downloadBlob } from '../files/download-blob';
import { useModalDialog } from '../ui/use-modal-dialog';
import { iconDataUrl, qrPng } from './qr-image';
import { qrColoursOf } from './qr-palette';
import type { QrTarget } from './qr-target';
import './qr-dialog.css';

/** Her icon as it arrives: still on its way, or its data: URL, or null when it could not be had. */
type Icon = { status: 'loading' } | { status: 'done'; url: string | null };

function useIcon(src: string): Icon {
  const [icon, setIcon] = useState<Icon>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void iconDataUrl(src).then((url) => live && setIcon({ status: 'done', url }));
    return () => {
      live = false;
    };
  }, [src]);
  return icon;
}

/**
 * A public address's QR code in her theme's colours with her icon in the middle, the address written
 * under it, and its downloads: an SVG of a printed size and a PNG of print resolution. A native
 * modal dialog: focus stays inside, Escape closes it, focus goes back to what opened it.
 */
export function QrDialog({ target, onClose }: { target: QrTarget; onClose: () => void }) {
  const ids = useId();
  // Fechar takes the focus first: the downloads wait for her icon, and a disabled button takes none.
  const closeButton = useRef<HTMLButtonElement>(null);
  const dialog = useModalDialog(true, closeButton);
  const icon = useIcon(target.icon);
  const [problem, setProblem] = useState<string | null>(null);
  const qr = useMemo(() => {
    if (icon.status === 'loading') return null;
    const matrix = qrMatrix(target.address, { withHole: icon.url !== null });
    const colours = qrColoursOf(target.theme);
    const svg = qrSvg(matrix, { colours, icon: icon.url, title: target.address });
    return { matrix, colours, svg, icon: icon.url };
  }, [icon, target]);
  const leave = () => {
    dialog.current?.close();
    onClose();
  };
  const downloadPng = async () => {
    if (!qr) return;
    try {
      setProblem(null);
      downloadBlob(`${target.fileName}.png`, await qrPng(qr.matrix, qr.colours, qr.icon));
    } catch {
      setProblem('Não foi possível gerar o PNG neste navegador. Baixe o SVG.');
    }
  };

  return (
    <dialog
      ref={dialog}
      className="qr-dialog"
      aria-labelledby={`${ids}-title`}
      aria-describedby={`${ids}-address`}
      onCancel={(event) => {
        event.preventDefault();
        leave();
      }}
    >
      <h2 id={`${ids}-title`} className="qr-dialog__title">
        QR code {target.title}
      </h2>
      <div className="qr-dialog__code">
        {qr ? (
          <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.svg)}`} alt={`QR code de ${target.address}`} />
        ) : (
          <p role="status">Preparando o QR code...</p>
        )}
      </div>
      <p id={`${ids}-address`} className="qr-dialog__address">
        {target.address}
      </p>
      {qr && target.icon !== '' && qr.icon === null && (
        <p className="qr-dialog__note">O ícone da skin não pôde ser carregado: o QR code vai sem ele.</p>
      )}
      {problem && (
        <p className="qr-dialog__problem" role="alert">
          {problem}
        </p>
      )}
      <div className="qr-dialog__actions">
        <button
          type="button"
          className="neon-button"
          disabled={!qr}
          onClick={() => qr && downloadBlob(`${target.fileName}.svg`, new Blob([qr.svg], { type: 'image/svg+xml' }))}
        >
          Baixar SVG
        </button>
        <button type="button" className="neon-button" disabled={!qr} onClick={() => void downloadPng()}>
          Baixar PNG
        </button>
        <button type="button" ref={closeButton} className="neon-button" onClick={leave}>
          Fechar
        </button>
      </div>
    </dialog>
  );
}
