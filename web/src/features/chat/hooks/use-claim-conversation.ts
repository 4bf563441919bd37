import { useBackend } from '../../../shared/backend/context';
import { useMutation } from '../../../shared/hooks/use-mutation';

export interface ClaimAction {
  /** true: Eu respondo / Assumir; false: Liberar. The live conversation then shows who answers. */
  claim: (claim: boolean) => Promise<void>;
  busy: boolean;
  error: string | null;
}

export function useClaimConversation(contactId: string, conversationId: string): ClaimAction {
  const backend = useBackend();
  const claiming = useMutation((claim: boolean) => backend.call('claimConversation', { contactId, conversationId, claim }), {
    logAs: 'Erro ao mudar quem responde a conversa:',
    fallback: 'Não foi possível mudar quem responde. Tente de novo.',
  });
  const claim = async (value: boolean) => {
    await claiming.run(value);
  };
  return { claim, busy: claiming.pending, error: claiming.error };
}
