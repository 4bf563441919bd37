import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import type { ConfirmRequest } from './studio-context';

/** The studio's one confirmation, for whichever deletion asked (see StudioContext.confirm). */
export function StudioConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose: () => void }) {
  return (
    <ConfirmDialog
      open={request !== null}
      title={request?.title ?? ''}
      confirmLabel={request?.confirmLabel ?? ''}
      onCancel={onClose}
      onConfirm={() => {
        request?.onConfirm();
        onClose();
      }}
    >
      {request?.text}
    </ConfirmDialog>
  );
}
