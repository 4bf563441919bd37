import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { contactFormProblems, type ContactField } from '@lab/domain/kernel';
import { useBackend } from '../../../shared/backend/context';
import { readStored, useReliableSend, writeStored } from '../../../shared/hooks/use-reliable-send';
import { visitLoggingAllowed } from '../../../shared/privacy/visit-consent';
import { useSession } from '../../../shared/session/session-store';
import { EMPTY_CONTACT_DRAFT, sendContactMessage, type ContactDestination, type ContactDraft } from '../api/contact-message-api';
import { useFieldProblems } from './use-field-problems';
import { questionFieldId, useAnswerProblems } from './use-answer-problems';
import type { PerguntaFormulario } from '@lab/domain/briefing';
import { CONTACT_STORAGE_PREFIXES } from '../../../shared/hooks/contact-storage-keys';

type ContactStatus = 'editing' | 'sending' | 'sent';
/** Where the answer to a sent message goes: the e-mail an anonymous visitor gave, or the sender's CONTATOS. */
export type AnswerGoesTo = { email: string } | 'contatos';

/**
 * The id of each field of a form (its label points at it, and the form finds it by it), from the
 * form's own prefix: the site's form is `contact`, a skin's form is named after its container, so a
 * page holding both never repeats an id.
 */
/** The prefix a form's field ids were made from. */
const fieldIdPrefix = (ids: Record<ContactField, string>) => ids.assunto.slice(0, -'-assunto'.length);

export function contactFieldIds(prefix: string): Record<ContactField, string> {
  return {
    assunto: `${prefix}-assunto`,
    nome: `${prefix}-nome`,
    email: `${prefix}-email`,
    whatsapp: `${prefix}-whatsapp`,
    mensagem: `${prefix}-mensagem`,
  };
}

/** Sends a form's draft, the same idEnvio on every try of it (see useReliableSend). */
function useContactSend(storageKey: string, signedIn: boolean, destination: ContactDestination | undefined) {
  const backend = useBackend();
  const skin = useSession((s) => s.stored.skinLocal);
  const navegacaoHash = useSession((s) => s.stored.navegacaoHash);
  return useReliableSend(
    storageKey,
    // The hash only ties the sender's e-mail to their access record: not for a browser whose visits
    // may not be logged (read when sending, so a choice made in another tab counts).
    (sentDraft: ContactDraft, idEnvio: string) =>
      sendContactMessage(
        backend,
        sentDraft,
        { signedIn, skin, navegacaoHash: visitLoggingAllowed() ? navegacaoHash : null },
        destination,
        idEnvio,
      ),
    { logAs: 'Erro ao enviar a mensagem de contato:' },
  );
}

/**
 * A prerendered page shows the form before the app takes it over. Hydrating leaves what was typed
 * or chosen by then in the fields, not in the draft: handed to `take` here, before the next render
 * would set the fields back to the empty draft, with what this tab kept of an unsent draft under it.
 */
function useTypedBeforeTakeOver(
  fieldIds: Record<ContactField, string>,
  draftKey: string,
  questions: readonly PerguntaFormulario[],
  take: (typed: Partial<ContactDraft>) => void,
) {
  const formRef = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const fields = formRef.current?.elements;
    if (!fields) return;
    // What this tab kept of an unsent draft (a reload, a page left and come back to), under what was typed since.
    const typed: Partial<ContactDraft> = { ...readStored<ContactDraft>(draftKey) };
    for (const [field, id] of Object.entries(fieldIds) as Array<[ContactField, string]>) {
      const element = fields.namedItem(id);
      const value = element && 'value' in element ? element.value : '';
      if (value !== '') typed[field] = value;
    }
    const answers = answersInFields(fields, questions, fieldIdPrefix(fieldIds));
    if (Object.keys(answers).length > 0) typed.respostas = { ...typed.respostas, ...answers };
    if (Object.values(typed).every((value) => !value)) return;
    // The fields are the outside state here (the browser's, from before the app): read once, and
    // in the same commit, so the fields never show the empty draft.
    take(typed);
    // Once, on the markup the app has just adopted; what is typed afterwards arrives through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return formRef;
}

/** What the fields of her questions hold; several choices are ticked again once the app owns the form. */
function answersInFields(fields: HTMLFormControlsCollection, questions: readonly PerguntaFormulario[], prefix: string) {
  const answers: Record<string, string> = {};
  for (const question of questions) {
    if (question.tipo === 'multipla') continue;
    const element = fields.namedItem(questionFieldId(prefix, question.id));
    const value = element && 'value' in element ? element.value : '';
    if (value !== '') answers[question.id] = value;
  }
  return answers;
}

/** The contact form's state machine: editing -> (valid and sent) -> sent. */
export function useContactForm(fieldIds: Record<ContactField, string>, destination?: ContactDestination) {
  const backend = useBackend();
  const signedIn = useSession((s) => s.authUser !== null);
  // Each form of each page keeps its own draft (and the idEnvio of its send) for this tab.
  const formKey = `${fieldIds.mensagem}:${destination ? `${destination.skin}/${destination.page}` : ''}`;
  const draftKey = `${CONTACT_STORAGE_PREFIXES.draft}${formKey}`;
  // Empty on the first render, as the prerendered page is; a kept draft comes back right after.
  const [draft, setDraft] = useState<ContactDraft>(EMPTY_CONTACT_DRAFT);
  const [sent, setSent] = useState<AnswerGoesTo | null>(null);
  const sending = useContactSend(`${CONTACT_STORAGE_PREFIXES.send}${formKey}`, signedIn, destination);
  const problems = useFieldProblems(sending, fieldIds);
  const answerProblems = useAnswerProblems(destination?.questions ?? [], fieldIdPrefix(fieldIds));
  const keepDraft = (change: (d: ContactDraft) => ContactDraft) =>
    setDraft((d) => {
      const next = change(d);
      writeStored(draftKey, next);
      return next;
    });

  const preparing = useRef(false);
  // App Check (and on Firebase its reCAPTCHA script) loads once someone writes, never on a page view.
  const someoneWrites = () => {
    if (preparing.current) return;
    preparing.current = true;
    backend.prepareContactMessage();
  };
  const update = (field: ContactField) => (value: string) => {
    someoneWrites();
    problems.clear(field);
    keepDraft((d) => ({ ...d, [field]: value }));
  };
  const answer = (questionId: string) => (value: string | string[]) => {
    someoneWrites();
    answerProblems.clear(questionId);
    keepDraft((d) => ({ ...d, respostas: { ...d.respostas, [questionId]: value } }));
  };

  const formRef = useTypedBeforeTakeOver(fieldIds, draftKey, destination?.questions ?? [], (typed) => {
    someoneWrites();
    keepDraft((d) => ({ ...d, ...typed }));
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.status === 'sending') return;
    // A problem the form can see itself shows where a refusal would, without asking the server.
    const found = contactFormProblems({ ...draft, signedIn });
    const clean = problems.show(found);
    // Her questions come right after the subject: the first of them with a problem takes the focus, unless the subject has one.
    if (!answerProblems.show(draft, found.assunto === undefined) || !clean) return;
    if ((await sending.send(draft)) === null) return;
    writeStored(draftKey, null);
    setSent(signedIn ? 'contatos' : { email: draft.email.trim() });
  };

  const status: ContactStatus = sent !== null ? 'sent' : sending.status === 'sending' ? 'sending' : 'editing';
  return {
    draft,
    status,
    answerGoesTo: sent,
    fieldErrors: problems.fields,
    answerErrors: answerProblems.errors,
    answer,
    problem: problems.form,
    signedIn,
    update,
    submit,
    formRef,
  };
}
