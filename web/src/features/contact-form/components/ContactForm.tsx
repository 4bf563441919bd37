import { useEffect } from 'react';
import { LIMITS, SUBJECTS, type ContactField } from '@lab/domain/kernel';
import { takeEarlySubmit } from '../../../shared/hooks/early-submits';
import { SEND_STATUS_TEXT } from '../../../shared/hooks/use-reliable-send';
import { useClientOwned } from '../../../shared/ui/ClientOnly';
import { useAppPaths } from '../../../shared/routes/app-paths';
import { CharacterCounter, Field } from '../../../shared/ui/field';
import type { ContactDestination, ContactDraft } from '../api/contact-message-api';
import { contactFieldIds, useContactForm } from '../hooks/use-contact-form';
import { BriefingFields } from './BriefingFields';
import './contact-form.css';

export interface ContactFormProps {
  /** The select's subjects; absent: the site's own list. */
  subjects?: readonly string[];
  /** A skin's own form: where it is, so its message goes to that skin's creator. Absent: the site's form. */
  destination?: ContactDestination;
  /** Prefix of the form's element ids, unique on the page (the site's form keeps `contact`). */
  idPrefix?: string;
}

/**
 * "Como posso ajudar?", as the product draws it: the site's own (container nZCPH3y6bkPSnJPSPaSZ of
 * the lab skin) and every skin's contact form container, with that container's subjects. Each field
 * has a visible label and shows its own problem under it (the server's refusals too); the name, e-mail
 * and WhatsApp are only asked of visitors who are not signed in; once sent, the success panel replaces the form.
 */
export function ContactForm({ subjects = SUBJECTS, destination, idPrefix = 'contact' }: ContactFormProps) {
  const appPaths = useAppPaths();
  const ids = contactFieldIds(idPrefix);
  const titleId = `${idPrefix}-form-title`;
  const { draft, status, answerGoesTo, fieldErrors, answerErrors, answer, problem, signedIn, update, submit, formRef } =
    useContactForm(ids, destination);
  // A prerendered page shows the form before the app has taken it over; sent then, the browser's own
  // submission would only reload the page and lose what was typed. A tap on ENVIAR meanwhile is
  // kept (special-containers.tsx) and sent here once the form is the app's.
  const clientOwned = useClientOwned();
  useEffect(() => {
    if (clientOwned && takeEarlySubmit(titleId)) formRef.current?.requestSubmit();
  }, [clientOwned, titleId, formRef]);

  if (answerGoesTo !== null) return <ContactSuccess answerGoesTo={answerGoesTo} />;

  return (
    <form ref={formRef} className="contact-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={titleId}>
      <h3 id={titleId} className="contact-form__title">
        Como posso ajudar?
      </h3>
      <Field id={ids.assunto} label="Assunto" error={fieldErrors.assunto}>
        {(control) => (
          <select {...control} className="field" value={draft.assunto} onChange={(e) => update('assunto')(e.target.value)}>
            <option value="">Assunto...</option>
            {subjects.map((subject) => (
              <option key={subject} value={subject}>
                {subject}
              </option>
            ))}
          </select>
        )}
      </Field>
      <BriefingFields
        questions={destination?.questions ?? []}
        idPrefix={idPrefix}
        answers={draft.respostas}
        errors={answerErrors}
        answer={answer}
      />
      {signedIn ? null : <VisitorFields ids={ids} draft={draft} errors={fieldErrors} update={update} />}
      <Field
        id={ids.mensagem}
        label="Mensagem"
        error={fieldErrors.mensagem}
        after={<CharacterCounter length={draft.mensagem.trim().length} max={LIMITS.messageMaxLength} />}
      >
        {(control) => (
          <textarea
            {...control}
            className="field field--message"
            placeholder="Especifique aqui..."
            rows={5}
            value={draft.mensagem}
            onChange={(e) => update('mensagem')(e.target.value)}
          />
        )}
      </Field>
      <p className="contact-form__problem" role="alert">
        {problem}
      </p>
      {status === 'sending' && <SendingNote />}
      <button
        className="button button--primary"
        // Inert until the app owns the form: a tap then fetches the form's code and is replayed.
        type={clientOwned ? 'submit' : 'button'}
        data-send=""
        disabled={status === 'sending'}
        aria-busy={status === 'sending'}
      >
        ENVIAR
      </button>
      <p className="contact-form__consent">
        Ao enviar, você concorda com a <a href={appPaths.privacy()}>Política de Privacidade</a>
      </p>
    </form>
  );
}

function SendingNote() {
  return (
    <p className="contact-form__sending" role="status">
      {SEND_STATUS_TEXT.sending}
    </p>
  );
}

interface VisitorFieldsProps {
  ids: Record<ContactField, string>;
  draft: ContactDraft;
  errors: Partial<Record<ContactField, string>>;
  update: (field: ContactField) => (value: string) => void;
}

/** What only a visitor without an account is asked: her name and WhatsApp if she wants, and the e-mail the answer goes to. */
function VisitorFields({ ids, draft, errors, update }: VisitorFieldsProps) {
  return (
    <>
      <Field id={ids.nome} label="Seu nome (opcional)" error={errors.nome}>
        {(control) => (
          <input
            {...control}
            className="field"
            type="text"
            autoComplete="name"
            value={draft.nome}
            onChange={(e) => update('nome')(e.target.value)}
          />
        )}
      </Field>
      <Field id={ids.email} label="E-mail" error={errors.email}>
        {(control) => (
          <input
            {...control}
            className="field"
            type="email"
            autoComplete="email"
            placeholder="Seu e-mail"
            value={draft.email}
            onChange={(e) => update('email')(e.target.value)}
          />
        )}
      </Field>
      <Field id={ids.whatsapp} label="WhatsApp (opcional)" hint="Com DDD, se quiser resposta por lá." error={errors.whatsapp}>
        {(control) => (
          <input
            {...control}
            className="field"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="(11) 98765-4321"
            value={draft.whatsapp}
            onChange={(e) => update('whatsapp')(e.target.value)}
          />
        )}
      </Field>
    </>
  );
}

/** The panel that replaces the form once sent: it promises only where the answer really goes. */
function ContactSuccess({ answerGoesTo }: { answerGoesTo: NonNullable<ReturnType<typeof useContactForm>['answerGoesTo']> }) {
  return (
    <div className="contact-success" role="status">
      <p className="contact-success__title">CONTATO REALIZADO COM SUCESSO!</p>
      {answerGoesTo === 'contatos' ? (
        <p>A resposta aparecerá em CONTATOS, no menu.</p>
      ) : (
        <p>A resposta será enviada para o e-mail que você informou: {answerGoesTo.email}.</p>
      )}
    </div>
  );
}
