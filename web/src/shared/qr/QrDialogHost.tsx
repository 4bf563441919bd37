import { lazy, Suspense } from 'react';
import { loadChunk } from '../lazy/load-chunk';
import type { QrTarget } from './qr-target';

// Only signed-in screens open it, and only on a tap: the encoder and the dialog come then.
const QrDialog = lazy(() => loadChunk('qr-dialog', () => import('./QrDialog')).then((m) => ({ default: m.QrDialog })));

/** The QR dialog of `target` while there is one; `onClose` clears it (and gives the focus back). */
export function QrDialogHost({ target, onClose }: { target: QrTarget | null; onClose: () => void }) {
  if (!target) return null;
  return (
    <Suspense fallback={null}>
      <QrDialog key={target.address} target={target} onClose={onClose} />
    </Suspense>
  );
}
