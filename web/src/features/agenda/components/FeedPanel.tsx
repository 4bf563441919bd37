import { useState } from 'react';
import { useBackend } from '../../../shared/backend/context';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useAgendaFeed } from '../hooks/use-agenda-feed';

/**
 * "Calendário privado": the address her calendar app subscribes to, to see her bookings beside the
 * rest of her life; Copiar endereço, Gerar novo endereço (the old one stops working: for an address
 * that leaked), and how to subscribe in the three calendars most people use.
 */
export function FeedPanel({ uid }: { uid: string }) {
  const backend = useBackend();
  const { state, busy, problem, renew } = useAgendaFeed(uid);
  return (
    <section className="agenda-feed" aria-labelledby="agenda-feed-titulo">
      <h2 id="agenda-feed-titulo" className="agenda-feed__title">
        Calendário privado
      </h2>
      <p className="agenda-feed__intro">
        Assine este endereço no seu calendário para ver seus agendamentos ao lado dos seus outros compromissos. Ele é só seu: quem
        tiver o endereço vê seus agendamentos.
      </p>
      {state.status === 'loading' && <p className="agenda-feed__muted">Carregando…</p>}
      {state.status === 'error' && (
        <p className="agenda__error" role="alert">
          Não foi possível carregar o endereço do seu calendário.
        </p>
      )}
      {state.status === 'ready' && state.address === null && (
        <button
          type="button"
          className="neon-button neon-button--filled agenda__action"
          disabled={busy}
          onClick={() => void renew()}
        >
          Criar endereço
        </button>
      )}
      {state.status === 'ready' && state.address !== null && (
        // A new address starts with nothing copied.
        <FeedAddress key={state.address} address={state.address} busy={busy} onRenew={() => void renew()} />
      )}
      {problem && (
        <p className="agenda__error" role="alert">
          {problem}
        </p>
      )}
      {/* The demo has no server to answer the address, as it has none to deliver mail. */}
      {!backend.deliversMail && (
        <p className="agenda-feed__muted">No modo de demonstração o endereço não abre: ele funciona no site publicado.</p>
      )}
      <FeedSteps />
    </section>
  );
}

function FeedAddress({ address, busy, onRenew }: { address: string; busy: boolean; onRenew: () => void }) {
  const [copied, setCopied] = useState<'sim' | 'falhou' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopied('sim');
    } catch {
      setCopied('falhou');
    }
  };
  return (
    <>
      <code className="agenda-feed__address">{address}</code>
      <div className="agenda__actions">
        <button type="button" className="neon-button agenda__action" onClick={() => void copy()}>
          Copiar endereço
        </button>
        <button type="button" className="neon-button agenda__action" disabled={busy} onClick={() => setConfirming(true)}>
          Gerar novo endereço
        </button>
      </div>
      <p className="agenda-feed__muted" role="status" aria-live="polite">
        {copied === 'sim'
          ? 'Endereço copiado.'
          : copied === 'falhou'
            ? 'Não foi possível copiar: selecione o endereço e copie.'
            : ''}
      </p>
      <ConfirmDialog
        open={confirming}
        title="Gerar novo endereço"
        confirmLabel="Gerar novo endereço"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onRenew();
        }}
      >
        O endereço atual para de funcionar na hora: os calendários que o assinam deixam de receber seus agendamentos até você
        assinar o novo.
      </ConfirmDialog>
    </>
  );
}

function FeedSteps() {
  return (
    <>
      <h3 className="agenda-feed__subtitle">Como assinar</h3>
      <ul className="agenda-feed__steps">
        <li>
          <strong>Google Agenda</strong>: no computador, Outras agendas (+) &gt; Do URL; cole o endereço.
        </li>
        <li>
          <strong>Calendário da Apple</strong>: no Mac, Arquivo &gt; Nova assinatura de calendário; no iPhone, Ajustes &gt;
          Calendário &gt; Contas &gt; Adicionar conta &gt; Outra &gt; Adicionar calendário assinado.
        </li>
        <li>
          <strong>Outlook</strong>: Adicionar calendário &gt; Assinar da Web; cole o endereço.
        </li>
      </ul>
      <p className="agenda-feed__muted">
        Os calendários buscam novidades de tempos em tempos: um agendamento novo pode levar algumas horas para aparecer.
      </p>
    </>
  );
}
