import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';

/** Asks before a skin is deleted for good. */
export function ConfirmDeleteSkinDialog({
  skin,
  onConfirm,
  onCancel,
}: {
  /** The skin to delete; null keeps the dialog closed. */
  skin: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open={skin !== null}
      title="Excluir skin"
      confirmLabel="Excluir skin"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      A skin <strong>{skin}</strong>, com todas as páginas, containers, cards e imagens, será apagada, e o nome ficará livre.
      Deseja continuar?
    </ConfirmDialog>
  );
}
