import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { validateContactForm } from '@lab/domain';
import { useBackend } from '../../../shared/backend/context';
import { useMutation } from '../../../shared/hooks/use-mutation';
import { visitLoggingAllowed } from '../../../shared/privacy/visit-consent';
import { useSession } from '../../../shared/session/session-store';
import { sendContactMessage, type ContactDestination, type ContactDraft } from '../api/contact-message-api';

type ContactStatus = 'editing' | 'sending' | 'sent';
/** Where the answer to a sent message goes: the e-mail an anonymous visitor gave, or the sender's CONTATOS. */
export type AnswerGoesTo = { email: string } | 'contatos';

/**
 * The id of each field of a form (its label points at it, and the form finds it by it), from the
 * form's own prefix: the site's form is `contact`, a skin's form is named after its container, so a
 * page holding both never repeats an id.
 */
export function contactFieldIds(prefix: string): Record<keyof ContactDraft, string> {
  return { assunto: `${prefix}-assunto`, email: `${prefix}-email`, mensagem: `${prefix}-mensagem` };
}

/** The contact form's state machine: editing -> (valid and sent) -> sent. */
export function useContactForm(fieldIds: Record<keyof ContactDraft, string>, destination?: ContactDestination) {
  const backend = useBackend();
  const signedIn = useSession((s) => s.authUser !== null);
  const skin = useSession((s) => s.stored.skinLocal);
  const navegacaoHash = useSession((s) => s.stored.navegacaoHash);
  const [draft, setDraft] = useState<ContactDraft>({ assunto: '', mensagem: '', email: '' });
  const [sent, setSent] = useState<AnswerGoesTo | null>(null);
  const sending = useMutation(
    // The hash only ties the sender's e-mail to their access record: not for a browser whose visits
    // may not be logged (read when sending, so a choice made in another tab counts).
    (sentDraft: ContactDraft) =>
      sendContactMessage(
        backend,
        sentDraft,
        { signedIn, skin, navegacaoHash: visitLoggingAllowed() ? navegacaoHash : null },
        destination,
      ),
    { logAs: 'Erro ao enviar a mensagem de contato:' },
  );

  const preparing = useRef(false);
  // App Check (and on Firebase its reCAPTCHA script) loads once someone writes, never on a page view.
  const someoneWrites = () => {
    if (preparing.current) return;
    preparing.current = true;
    backend.prepareContactMessage();
  };
  const update = (field: keyof ContactDraft) => (value: string) => {
    someoneWrites();
    setDraft((d) => ({ ...d, [field]: value }));
  };

  // A prerendered page shows the form before the app takes it over. Hydrating leaves what was typed
  // or chosen by then in the fields, not in the draft: taken in here, before the next render would
  // set the fields back to the empty draft.
  const formRef = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const fields = formRef.current?.elements;
    if (!fields) return;
    const typed: Partial<ContactDraft> = {};
    for (const [field, id] of Object.entries(fieldIds) as Array<[keyof ContactDraft, string]>) {
      const element = fields.namedItem(id);
      const value = element && 'value' in element ? element.value : '';
      if (value !== '') typed[field] = value;
    }
    if (Object.keys(typed).length === 0) return;
    someoneWrites();
    // The fields are the outside state here (the browser's, from before the app): read once, and
    // in the same commit, so the fields never show the empty draft.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setDraft((d) => ({ ...d, ...typed }));
    // Once, on the markup the app has just adopted; what is typed afterwards arrives through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
  return { draft, status, answerGoesTo: sent, problem: sending.error, signedIn, update, submit, formRef };
}
