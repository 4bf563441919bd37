import { Link, useLocation } from 'react-router-dom';
import { PRIVACY_PATH, SITE_NAME } from '@lab/domain/kernel';
import { useReplyMail, type ReplyMailState } from '../hooks/use-reply-mail';
import './privacy.css';

type Acao = 'confirmar' | 'recusar' | 'sair';

function acaoOf(search: string): Acao {
  const acao = new URLSearchParams(search).get('acao');
  return acao === 'recusar' || acao === 'sair' ? acao : 'confirmar';
}

/**
 * `/privacidade/respostas?acao=…#{link}`: opened from a request to confirm (Fui eu / Não fui eu) or from
 * a reply's "não quero mais" link. The secret rides after `#`, so it never reaches a server log, and
 * nothing is answered until the person taps: a mail scanner that opens the link decides nothing.
 */
export function ReplyMailScreen() {
  const location = useLocation();
  const link = location.hash.replace(/^#/, '');
  return (
    // The signed-in area's neon palette (.signed-in in base.css): its buttons need it.
    <div className="signed-in">
      <main className="privacy reply-mail">
        <h1>Respostas por e-mail</h1>
        {link === '' ? (
          <p role="alert">Abra esta página pelo link que enviamos para o seu e-mail.</p>
        ) : (
          <Answer link={link} acao={acaoOf(location.search)} />
        )}
      </main>
    </div>
  );
}

function Answer({ link, acao }: { link: string; acao: Acao }) {
  const { state, answer } = useReplyMail(link);
  if (state.status === 'done') return <Done estado={state.estado} />;
  const busy = state.status === 'sending';
  const leave = (
    <button
      type="button"
      className={`neon-button${acao === 'confirmar' ? '' : ' neon-button--danger'}`}
      disabled={busy}
      onClick={() => void answer('recusar')}
    >
      {acao === 'sair' ? `Não quero mais receber e-mails do ${SITE_NAME}` : 'Não fui eu'}
    </button>
  );
  return (
    <>
      {acao === 'sair' ? (
        <p>
          Você pode parar de receber qualquer e-mail do {SITE_NAME} neste endereço, de qualquer skin e do próprio {SITE_NAME}.
        </p>
      ) : (
        <p>
          Alguém enviou uma mensagem com o seu e-mail pelo formulário de uma skin do {SITE_NAME}. As respostas só chegam ao seu
          e-mail se você confirmar que foi você.
        </p>
      )}
      <div className="privacy__actions reply-mail__actions">
        {acao !== 'sair' && (
          <button type="button" className="neon-button" disabled={busy} onClick={() => void answer('confirmar')}>
            Fui eu, quero receber as respostas
          </button>
        )}
        {leave}
      </div>
      <Status state={state} />
    </>
  );
}

function Status({ state }: { state: ReplyMailState }) {
  if (state.status === 'error') return <p role="alert">{state.message}</p>;
  return <p role="status">{state.status === 'sending' ? 'Enviando…' : ''}</p>;
}

function Done({ estado }: { estado: 'confirmado' | 'recusado' }) {
  if (estado === 'recusado') {
    return (
      <p role="status">
        Pronto: ninguém no {SITE_NAME} envia mais e-mails a este endereço. Guardamos só um código calculado a partir dele, não o
        endereço, para lembrar disso.
      </p>
    );
  }
  return (
    <>
      <p role="status">Pronto: as próximas respostas chegam ao seu e-mail.</p>
      <p>
        As respostas escritas antes da sua confirmação não são enviadas: você as lê pedindo{' '}
        <Link to={PRIVACY_PATH}>Seus dados pelo e-mail</Link>, na página de privacidade.
      </p>
    </>
  );
}
