import { useEffect, useRef } from 'react';
import { CardKindView } from '@lab/domain/card-kind-views';
import { assetUrl } from '../../../shared/ui/asset-url';
import { useModalDialog } from '../../../shared/ui/use-modal-dialog';
import { safeExternalUrl, type SiteAddOn, type SiteCard } from '../site-model';

export interface CardDialogProps {
  card: SiteCard;
  addOns: SiteAddOn[];
  /** Leaves the card's address; the dialog goes away with it. */
  onClose: () => void;
  /** Where focus goes once the dialog is gone: the link that opened it, or the page. */
  returnFocusTo: () => HTMLElement | null;
}

/**
 * One card read in full, over its page: nothing cut, every field the grid shows. A native modal
 * dialog, so the page behind is inert and focus stays inside; the close button takes focus first.
 * Escape (the dialog's cancel), the button and a click on the backdrop all leave the card's address.
 */
export function CardDialog({ card, addOns, onClose, returnFocusTo }: CardDialogProps) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const dialog = useModalDialog(true, closeButton);
  // Escape can reach us twice (cancel, then close when the browser stops honouring preventDefault):
  // only the first leaves, so history moves back one step, never two.
  const left = useRef(false);
  const focusTarget = useRef(returnFocusTo);
  const leave = () => {
    if (left.current) return;
    left.current = true;
    onClose();
  };

  // Gone with its address: leaving the DOM takes the dialog out of the top layer, so it is never
  // close()d here (that queues a close event, which a remount in StrictMode would take as leaving).
  useEffect(() => {
    const target = focusTarget.current;
    left.current = false;
    // A remount in StrictMode has just handed focus back to the page: take it in again.
    if (!dialog.current?.contains(document.activeElement)) closeButton.current?.focus();
    return () => {
      left.current = true;
      target()?.focus();
    };
  }, [dialog]);

  const titleId = `card-dialog-${card.id}`;
  const heading = card.name || card.titulo;
  return (
    <dialog
      ref={dialog}
      className="card-dialog"
      aria-labelledby={titleId}
      data-card-id={card.id}
      onCancel={(event) => {
        event.preventDefault();
        leave();
      }}
      onClose={leave}
      onClick={(event) => {
        // The dialog element itself is hit only on its backdrop: its content fills it edge to edge.
        if (event.target === event.currentTarget) leave();
      }}
    >
      <div className="card-dialog__frame">
        <button ref={closeButton} type="button" className="card-dialog__close" onClick={leave}>
          <span aria-hidden="true">✕ </span>Fechar
        </button>
        {card.imagem ? (
          <div className="card-dialog__media">
            <img src={assetUrl(card.imagem)} alt={card.titulo || card.name} width={640} height={350} decoding="async" />
            {card.nomeDescricao ? <span className="content-card__tag">{card.nomeDescricao}</span> : null}
          </div>
        ) : null}
        <div className="card-dialog__body">
          {!card.imagem && card.nomeDescricao ? <p className="card-dialog__tag">{card.nomeDescricao}</p> : null}
          <h2 id={titleId} className="card-dialog__name">
            {heading}
          </h2>
          {card.titulo && card.titulo !== heading ? <p className="card-dialog__title">{card.titulo}</p> : null}
          {card.descricao ? <p className="card-dialog__description">{card.descricao}</p> : null}
          <dl className="card-dialog__facts">
            {card.atividade ? <Fact term="Atividade" value={card.atividade} /> : null}
            {card.criador ? <Fact term="Por" value={card.criador} /> : null}
            {card.periodo ? <Fact term="Período" value={card.periodo} /> : null}
          </dl>
          <CardKindView card={card} />
          <CardFooter card={card} addOns={addOns} />
        </div>
      </div>
    </dialog>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The card's tools and its external link, if it has a safe one. */
function CardFooter({ card, addOns }: Pick<CardDialogProps, 'card' | 'addOns'>) {
  const link = safeExternalUrl(card.linkExterno);
  return (
    <div className="card-dialog__footer">
      {addOns.length > 0 ? (
        <ul className="content-card__addons" aria-label="Ferramentas">
          {addOns.map((addOn) => (
            <li key={addOn.id}>
              <img src={assetUrl(addOn.url_img)} alt={addOn.nome} title={addOn.nome} width={22} height={22} />
            </li>
          ))}
        </ul>
      ) : (
        <span />
      )}
      {link ? (
        <a className="content-card__link" href={link} target="_blank" rel="noopener noreferrer" data-clique={card.id}>
          [ LINK ]<span className="visually-hidden"> de {card.name} (abre em nova aba)</span>
        </a>
      ) : null}
    </div>
  );
}
