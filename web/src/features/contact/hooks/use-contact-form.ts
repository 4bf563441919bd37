import { useState, type FormEvent } from 'react';
import { validateContactForm } from '@lab/domain';
import { useBackend } from '../../../shared/backend/context';
import { useSession } from '../../../shared/session/session-store';
import { sendContactMessage, type ContactDraft } from '../api/send-contact-message';

export type ContactStatus = 'editing' | 'sending' | 'sent';

/** The contact form's state machine: editing -> (valid and sent) -> sent. */
export function useContactForm() {
  const backend = useBackend();
  const signedIn = useSession((s) => s.authUser !== null);
  const skin = useSession((s) => s.stored.skinLocal);
  const navegacaoHash = useSession((s) => s.stored.navegacaoHash);
  const [draft, setDraft] = useState<ContactDraft>({ assunto: '', mensagem: '', email: '' });
  const [status, setStatus] = useState<ContactStatus>('editing');
  const [problem, setProblem] = useState<string | null>(null);

  const update = (field: keyof ContactDraft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'sending') return;
    const refusal = validateContactForm({ ...draft, signedIn });
    setProblem(refusal);
    if (refusal) return;
    setStatus('sending');
    const failure = await sendContactMessage(backend, draft, { signedIn, skin, navegacaoHash });
    setProblem(failure);
    setStatus(failure ? 'editing' : 'sent');
  };

  return { draft, status, problem, signedIn, update, submit };
}
