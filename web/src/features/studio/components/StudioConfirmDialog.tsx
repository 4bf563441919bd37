import { ConfirmDialog as SharedConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import type { ConfirmRequest } from './studio-context';

/** The studio's one confirmation, for whichever deletion asked (see StudioContext.confirm). */
export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose: () => void }) {
  return (
    <SharedConfirmDialog
      open={request !== null}
      className="studio-confirm"
      title={request?.title ?? ''}
      confirmLabel={request?.confirmLabel ?? ''}
      onCancel={onClose}
      onConfirm={() => {
        request?.onConfirm();
        onClose();
      }}
    >
      {request?.text}
    </SharedConfirmDialog>
  );
}
