import { SUBJECTS } from '@lab/domain';
import { useClientOwned } from '../../../shared/ui/ClientOnly';
import { CONTACT_FIELD_IDS, useContactForm } from '../hooks/use-contact-form';
import './contact-form.css';

/**
 * Container nZCPH3y6bkPSnJPSPaSZ: "Como posso ajudar?", as the product draws it. The e-mail box
 * is only there for visitors who are not signed in; once sent, the success panel replaces the form.
 */
export function ContactForm() {
  const { draft, status, answerGoesTo, problem, signedIn, update, submit, formRef } = useContactForm();
  // A prerendered page shows the form before the app has taken it over; sent then, the browser's own
  // submission would only reload the page and lose what was typed.
  const clientOwned = useClientOwned();

  if (answerGoesTo !== null) return <ContactSuccess answerGoesTo={answerGoesTo} />;

  return (
    <form ref={formRef} className="contact-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="contact-form-title">
      <h3 id="contact-form-title" className="contact-form__title">
        Como posso ajudar?
      </h3>
      <label className="visually-hidden" htmlFor={CONTACT_FIELD_IDS.assunto}>
        Assunto
      </label>
      <select
        id={CONTACT_FIELD_IDS.assunto}
        className="field"
        value={draft.assunto}
        onChange={(e) => update('assunto')(e.target.value)}
      >
        <option value="">Assunto...</option>
        {SUBJECTS.map((subject) => (
          <option key={subject} value={subject}>
            {subject}
          </option>
        ))}
      </select>
      {signedIn ? null : (
        <>
          <label className="visually-hidden" htmlFor={CONTACT_FIELD_IDS.email}>
            E-mail
          </label>
          <input
            id={CONTACT_FIELD_IDS.email}
            className="field"
            type="email"
            autoComplete="email"
            placeholder="Seu e-mail"
            value={draft.email}
            onChange={(e) => update('email')(e.target.value)}
          />
        </>
      )}
      <label className="visually-hidden" htmlFor={CONTACT_FIELD_IDS.mensagem}>
        Mensagem
      </label>
      <textarea
        id={CONTACT_FIELD_IDS.mensagem}
        className="field field--message"
        placeholder="Especifique aqui..."
        rows={5}
        value={draft.mensagem}
        onChange={(e) => update('mensagem')(e.target.value)}
      />
      <p className="contact-form__problem" role="alert">
        {problem}
      </p>
      <button
        className="button button--primary"
        type="submit"
        disabled={!clientOwned || status === 'sending'}
        aria-busy={status === 'sending'}
      >
        ENVIAR
      </button>
    </form>
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
