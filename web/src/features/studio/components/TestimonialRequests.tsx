import { useState } from 'react';
import type { DepoimentoPendenteRow } from '@lab/domain/testimonials';
import { useBackend } from '../../../shared/backend/context';
import { refusalMessage } from '../../../shared/backend/refusal-message';
import { useLiveQuery } from '../../../shared/backend/use-live-query';
import { useAppPaths } from '../../../shared/routes/app-paths';
import type { StudioContainer } from '../studio-model';
import { useStudioContext } from './studio-context';

type LinkState = { status: 'idle' } | { status: 'busy' } | { status: 'shown'; link: string } | { status: 'off' };

/**
 * "Pedir depoimento": a link she shares with a client, who writes a quote there; and the quotes sent
 * through it, awaiting her Aprovar (into this container, on the page) or Recusar. Only the secret's
 * hash is stored, so the link is shown when made: a new one replaces the one before.
 */
export function TestimonialRequests({ container }: { container: StudioContainer }) {
  const { site } = useStudioContext();
  const args = { uid: site.skin.idUser, skinId: site.skin.id_skins };
  const pending = useLiveQuery<DepoimentoPendenteRow[]>(
    'depoimentos aguardando aprovação',
    (backend, live) => backend.watchPendingTestimonials(args, live),
    [args.uid, args.skinId],
  );
  const mine = pending.status === 'ready' ? pending.data.filter((p) => p.containerId === container.id_container) : [];
  return (
    <section className="studio-subform testimonials-requests" aria-label={`Pedir depoimento: ${container.titulo}`}>
      <RequestLink container={container} />
      <h5>Aguardando aprovação ({mine.length})</h5>
      {mine.length === 0 ? (
        <p className="studio-hint">
          Nenhum depoimento aguardando. Os que chegarem pelo link aparecem aqui antes de ir para a página.
        </p>
      ) : (
        <ul className="testimonials-requests__pending">
          {mine.map((item) => (
            <PendingQuote key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RequestLink({ container }: { container: StudioContainer }) {
  const backend = useBackend();
  const appPaths = useAppPaths();
  const { skin } = useStudioContext();
  const [state, setState] = useState<LinkState>({ status: 'idle' });
  const [problem, setProblem] = useState<string | null>(null);
  const [copied, setCopied] = useState<string>('');

  const setLink = async (ligado: boolean) => {
    setState({ status: 'busy' });
    setProblem(null);
    setCopied('');
    try {
      const result = await backend.call('setTestimonialLink', { skin, containerId: container.id_container, ligado });
      if ('linkId' in result) {
        const address = new URL(appPaths.testimonialLink(result.linkId), window.location.origin).href;
        setState({ status: 'shown', link: `${address}#${result.segredo}` });
      } else setState({ status: 'off' });
    } catch (error) {
      console.error('Erro ao gerar o link de depoimento:', error);
      setProblem(refusalMessage(error, 'Não foi possível gerar o link.'));
      setState({ status: 'idle' });
    }
  };
  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('Link copiado.');
    } catch {
      setCopied('Não foi possível copiar: selecione o link e copie.');
    }
  };

  const busy = state.status === 'busy';
  return (
    <>
      <h5>Pedir depoimento</h5>
      <p className="studio-hint">
        Mande um link para um cliente escrever o depoimento dele. Cada link novo substitui o anterior, e o anterior para de
        funcionar.
      </p>
      {state.status === 'shown' && <SharedLink link={state.link} onCopy={() => void copy(state.link)} />}
      {state.status === 'off' && <p className="studio-hint">Link desativado: nenhum link pede depoimentos agora.</p>}
      <div className="studio-buttons">
        <button type="button" className="neon-button studio-small" disabled={busy} onClick={() => void setLink(true)}>
          {state.status === 'shown' ? 'Gerar novo link' : 'Pedir depoimento'}
        </button>
        <button type="button" className="neon-button studio-small" disabled={busy} onClick={() => void setLink(false)}>
          Desativar link
        </button>
      </div>
      <p className="studio-hint" role="status" aria-live="polite">
        {copied}
      </p>
      {problem && (
        <p className="studio-problem" role="alert">
          {problem}
        </p>
      )}
    </>
  );
}

/** The link as made, to copy or send by WhatsApp. */
function SharedLink({ link, onCopy }: { link: string; onCopy: () => void }) {
  const text = `Você pode deixar um depoimento sobre meu trabalho? ${link}`;
  return (
    <>
      <code className="testimonials-requests__link" data-testid="testimonial-link">
        {link}
      </code>
      <div className="studio-buttons">
        <button type="button" className="neon-button studio-small" onClick={onCopy}>
          Copiar link
        </button>
        <a
          className="neon-button studio-small"
          href={`https://wa.me/?text=${encodeURIComponent(text)}`}
          target="_blank"
          rel="noreferrer"
        >
          Enviar pelo WhatsApp
        </a>
      </div>
    </>
  );
}

function PendingQuote({ item }: { item: DepoimentoPendenteRow }) {
  const { review } = useStudioContext();
  const [busy, setBusy] = useState(false);
  const decide = async (aprovar: boolean) => {
    setBusy(true);
    await review(item.id, aprovar);
    setBusy(false);
  };
  return (
    <li className="testimonials-requests__item">
      <figure className="testimonials-requests__quote">
        <blockquote>{item.texto}</blockquote>
        <figcaption>
          <span>
            <b>{item.nome}</b>
            {item.papel ? <span>{item.papel}</span> : null}
          </span>
        </figcaption>
      </figure>
      <div className="studio-buttons">
        <button
          type="button"
          className="neon-button neon-button--filled studio-small"
          disabled={busy}
          onClick={() => void decide(true)}
        >
          Aprovar <span className="visually-hidden">depoimento de {item.nome}</span>
        </button>
        <button type="button" className="neon-button studio-small" disabled={busy} onClick={() => void decide(false)}>
          Recusar <span className="visually-hidden">depoimento de {item.nome}</span>
        </button>
      </div>
    </li>
  );
}
