import { useRef, useState, type FormEvent } from 'react';
import { validateContactForm } from '@lab/domain';
import { useBackend } from '../../../shared/backend/context';
import { useMutation } from '../../../shared/hooks/use-mutation';
import { useSession } from '../../../shared/session/session-store';
import { sendContactMessage, type ContactDraft } from '../api/contact-message-api';

type ContactStatus = 'editing' | 'sending' | 'sent';
/** Where the answer to a sent message goes: the e-mail an anonymous visitor gave, or the sender's CONTATOS. */
export type AnswerGoesTo = { email: string } | 'contatos';

/** The contact form's state machine: editing -> (valid and sent) -> sent. */
export function useContactForm() {
  const backend = useBackend();
  const signedIn = useSession((s) => s.authUser !== null);
  const skin = useSession((s) => s.stored.skinLocal);
  const navegacaoHash = useSession((s) => s.stored.navegacaoHash);
  const [draft, setDraft] = useState<ContactDraft>({ assunto: '', mensagem: '', email: '' });
  const [sent, setSent] = useState<AnswerGoesTo | null>(null);
  const sending = useMutation(
    (sentDraft: ContactDraft) => sendContactMessage(backend, sentDraft, { signedIn, skin, navegacaoHash }),
    { logAs: 'Erro ao enviar a mensagem de contato:' },
  );

  const preparing = useRef(false);
  const update = (field: keyof ContactDraft) => (value: string) => {
    // App Check (and on Firebase its reCAPTCHA script) loads once someone writes, never on a page view.
    if (!preparing.current) {
      preparing.current = true;
      backend.prepareContactMessage();
    }
    setDraft((d) => ({ ...d, [field]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.pending) return;
    // A problem the form can see itself shows where a refusal would, without asking the server.
    const problem = validateContactForm({ ...draft, signedIn });
    sending.setError(problem);
    if (problem) return;
    if ((await sending.run(draft)) !== null) setSent(signedIn ? 'contatos' : { email: draft.email.trim() });
  };

  const status: ContactStatus = sent !== null ? 'sent' : sending.pending ? 'sending' : 'editing';
  return { draft, status, answerGoesTo: sent, problem: sending.error, signedIn, update, submit };
}
