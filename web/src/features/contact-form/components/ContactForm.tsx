import { SUBJECTS } from '@lab/domain';
import { useContactForm } from '../hooks/use-contact-form';
import './contact-form.css';

/**
 * Container nZCPH3y6bkPSnJPSPaSZ: "Como posso ajudar?", as spec section 2 draws it. The e-mail box
 * is only there for visitors who are not signed in; once sent, the success panel replaces the form.
 */
export function ContactForm() {
  const { draft, status, answerGoesTo, problem, signedIn, update, submit } = useContactForm();

  if (answerGoesTo !== null) {
    return (
      <div className="contact-success" role="status">
        <p className="contact-success__title">CONTATO REALIZADO COM SUCESSO!</p>
        {/* Promises only where the answer really goes, decided when the message went. */}
        {answerGoesTo === 'contatos' ? (
          <p>A resposta aparecerá em CONTATOS, no menu.</p>
        ) : (
          <p>A resposta será enviada para o e-mail que você informou: {answerGoesTo.email}.</p>
        )}
      </div>
    );
  }

  return (
    <form className="contact-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="contact-form-title">
      <h3 id="contact-form-title" className="contact-form__title">
        Como posso ajudar?
      </h3>
      <label className="visually-hidden" htmlFor="contact-assunto">
        Assunto
      </label>
      <select id="contact-assunto" className="field" value={draft.assunto} onChange={(e) => update('assunto')(e.target.value)}>
        <option value="">Assunto...</option>
        {SUBJECTS.map((subject) => (
          <option key={subject} value={subject}>
            {subject}
          </option>
        ))}
      </select>
      {signedIn ? null : (
        <>
          <label className="visually-hidden" htmlFor="contact-email">
            E-mail
          </label>
          <input
            id="contact-email"
            className="field"
            type="email"
            autoComplete="email"
            placeholder="Seu e-mail"
            value={draft.email}
            onChange={(e) => update('email')(e.target.value)}
          />
        </>
      )}
      <label className="visually-hidden" htmlFor="contact-mensagem">
        Mensagem
      </label>
      <textarea
        id="contact-mensagem"
        className="field field--message"
        placeholder="Especifique aqui..."
        rows={5}
        value={draft.mensagem}
        onChange={(e) => update('mensagem')(e.target.value)}
      />
      <p className="contact-form__problem" role="alert">
        {problem}
      </p>
      <button className="button button--primary" type="submit" disabled={status === 'sending'} aria-busy={status === 'sending'}>
        ENVIAR
      </button>
    </form>
  );
}
