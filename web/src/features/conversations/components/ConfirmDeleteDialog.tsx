import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';

export interface ConfirmDeleteDialogProps {
  /** The subject of the conversation to delete; null keeps the dialog closed. */
  subject: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a conversation and all its messages are deleted. */
export function ConfirmDeleteDialog({ subject, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  return (
    <ConfirmDialog
      open={subject !== null}
      title="Excluir conversa"
      confirmLabel="Excluir"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      A conversa <strong>{subject}</strong> e todas as suas mensagens serão apagadas. Deseja continuar?
    </ConfirmDialog>
  );
}
