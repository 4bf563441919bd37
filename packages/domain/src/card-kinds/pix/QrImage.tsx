import type { PixQr } from './kind';

/** A stored QR path holds only moves and runs ("M3 4h2v1h-2z"): anything else is not drawn. */
const QR_PATH = /^[Mhvz0-9 -]*$/;

/**
 * A Pix QR drawn from its path (qr.ts), crisp, black on white as banks' apps read it: a card's
 * on a page and a booking's deposit alike.
 */
export function PixQrImage({ qr, label, className }: { qr: PixQr; label: string; className: string }) {
  if (!QR_PATH.test(qr.caminho)) return null;
  const size = qr.tamanho;
  return (
    <svg
      className={className}
      viewBox={`0 0 ${size} ${size}`}
      width={168}
      height={168}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={qr.caminho} fill="#000" />
    </svg>
  );
}
