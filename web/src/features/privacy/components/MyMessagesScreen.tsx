import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { whatsappDisplay } from '@lab/domain/conversations';
import { type ReadMyMessagesResult } from '@lab/domain/privacy';
import { downloadJson } from '../../../shared/files/download-json';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { DateText } from '../../../shared/ui/DateText';
import { Loading } from '../../../shared/ui/Loading';
import { useMyMessages } from '../hooks/use-my-messages';
import './privacy.css';

/**
 * `/privacidade/mensagens#{token}`: opened from the e-mailed link. The token rides after `#`, so it
 * never reaches a server log; without a valid one the page shows nothing but the refusal.
 */
export function MyMessagesScreen() {
  const token = useLocation().hash.replace(/^#/, '');
  return (
    // The signed-in area's neon palette (.signed-in in base.css): its buttons and dialog need it.
    <div className="signed-in">
      <main className="privacy">
        <h1>Suas mensagens</h1>
        {token === '' ? (
          <p role="alert">Abra esta página pelo link que enviamos para o seu e-mail.</p>
        ) : (
          <Messages token={token} />
        )}
      </main>
    </div>
  );
}

function Messages({ token }: { token: string }) {
  const { state, remove, removing } = useMyMessages(token);
  const [confirming, setConfirming] = useState(false);
  if (state.status === 'loading') return <Loading text="Carregando dados..." />;
  if (state.status === 'error') return <p role="alert">{state.message}</p>;
  if (state.status === 'deleted') return <p role="status">Suas mensagens foram excluídas. O link não vale mais.</p>;
  const { file } = state;
  return (
    <>
      <p>
        Mensagens enviadas com <strong>{file.email}</strong>.
      </p>
      <Conversations file={file} />
      <Bookings file={file} />
      <div className="privacy__actions">
        <button type="button" className="neon-button" onClick={() => downloadJson('minhas-mensagens-lab.json', file)}>
          Baixar
        </button>
        <button type="button" className="neon-button neon-button--danger" disabled={removing} onClick={() => setConfirming(true)}>
          Excluir
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Excluir suas mensagens?"
        confirmLabel="Excluir"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void remove();
        }}
      >
        Suas mensagens passam a dizer “Mensagem removida” e seu e-mail sai de todas as conversas. As respostas de quem falou com
        você continuam com essa pessoa. Não dá para desfazer.
      </ConfirmDialog>
    </>
  );
}

/** What she told about herself with a message, as she reads it back; empty when nothing. */
function givenWith(conversa: ReadMyMessagesResult['conversas'][number]): string {
  const given = [
    conversa.nome ? `nome ${conversa.nome}` : null,
    conversa.whatsapp ? `WhatsApp ${whatsappDisplay(conversa.whatsapp)}` : null,
  ].filter((part) => part !== null);
  return given.length === 0 ? '' : `Você informou: ${given.join(', ')}.`;
}

function Conversations({ file }: { file: ReadMyMessagesResult }) {
  if (file.conversas.length === 0) return <p>Nenhuma mensagem com este e-mail.</p>;
  return (
    <ul className="privacy__conversations">
      {file.conversas.map((conversa, i) => (
        <li key={i}>
          <h2>
            {conversa.assunto} <span className="privacy__with">com {conversa.com}</span>
          </h2>
          {givenWith(conversa) && <p className="privacy__given">{givenWith(conversa)}</p>}
          <ol>
            {conversa.mensagens.map((m, j) => (
              <li key={j} className={m.suas ? 'privacy__message privacy__message--mine' : 'privacy__message'}>
                <DateText at={m.data} /> {m.suas ? 'Você' : conversa.com}: {m.texto}
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ul>
  );
}

/** The bookings made with the address (the file she downloads holds them too); nothing when none. */
function Bookings({ file }: { file: ReadMyMessagesResult }) {
  if (file.reservas.length === 0) return null;
  return (
    <section aria-labelledby="privacidade-reservas">
      <h2 id="privacidade-reservas">Reservas com este e-mail</h2>
      <ul className="privacy__conversations">
        {file.reservas.map((reserva, i) => (
          <li key={i}>
            {reserva.servico} com {reserva.com}: <DateText at={reserva.comecaEm} />
            {reserva.estado === 'cancelada' ? ' (cancelada)' : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
