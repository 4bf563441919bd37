import type { QuickReplyRow } from '@lab/domain/quick-replies';
import { useBackend } from '../../../shared/backend/context';
import { useKeyedMutation, useMutation } from '../../../shared/hooks/use-mutation';

/** Saving the form's reply, and deleting any of the list's (each row with its own state). */
export function useQuickReplyCommands() {
  const backend = useBackend();
  const save = useMutation((reply: Pick<QuickReplyRow, 'id' | 'atalho' | 'texto'>) => backend.call('saveQuickReply', reply), {
    logAs: 'Erro ao salvar a resposta rápida:',
    fallback: 'Não foi possível salvar a resposta. Tente de novo.',
  });
  const remove = useKeyedMutation(
    (id: string) => id,
    (id: string) => backend.call('deleteQuickReply', { id }),
    { logAs: 'Erro ao excluir a resposta rápida:', fallback: 'Não foi possível excluir a resposta. Tente de novo.' },
  );
  return { save, remove };
}
