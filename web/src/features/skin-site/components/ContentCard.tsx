import { Link } from 'react-router-dom';
import { CardKindView, cardKindPageOf } from '@lab/domain/card-kind-views';
import { assetUrl } from '../../../shared/ui/asset-url';
import { safeExternalUrl, type SiteAddOn, type SiteCard } from '../site-model';
import { OPENED_FROM_GRID } from './card-opening';

/**
 * One piece of work: name, image, description, title, activity with creator, period, the external
 * [ LINK ] and the add-on icons. Sized by the layout (275 px wide, 1.618 times as high), so a long
 * description is cut: with `openHref` (the card's own address) a "Ler mais" link opens it in full.
 */
export function ContentCard({ card, addOns, openHref }: { card: SiteCard; addOns: SiteAddOn[]; openHref?: string }) {
  const link = safeExternalUrl(card.linkExterno);
  const titleId = `card-${card.id}`;
  const kindPage = cardKindPageOf(card);
  const kind = kindPage?.tipo ?? null;
  // A card of some kinds (WhatsApp) shows all it has; "Ler mais" only when it has a text to read in full.
  const readsMore = !(kindPage?.page.readMoreOnlyWithDescription && card.descricao.trim() === '');
  const open = readsMore ? openHref : undefined;
  return (
    <article
      // A card of a kind is as tall as what it shows: a Pix card's QR and code are never cut, a WhatsApp card is no empty box.
      className={kind ? `content-card content-card--kind content-card--${kind}` : 'content-card'}
      data-region="card"
      data-card-id={card.id}
      aria-labelledby={titleId}
    >
      <div className="content-card__media">
        {card.imagem ? (
          <img
            src={assetUrl(card.imagem)}
            alt={card.titulo || card.name}
            width={275}
            height={150}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        {card.nomeDescricao ? <span className="content-card__tag">{card.nomeDescricao}</span> : null}
      </div>
      <div className="content-card__body">
        <h3 id={titleId} className="content-card__name">
          {card.name || (kindPage ? kindPage.page.heading(kindPage.fields) : '')}
        </h3>
        <p className="content-card__title">{card.titulo}</p>
        <p className="content-card__description">{card.descricao}</p>
        <p className="content-card__activity">
          {card.atividade}
          {card.criador ? <span className="content-card__creator"> · por {card.criador}</span> : null}
        </p>
        {card.periodo ? <p className="content-card__period">{card.periodo}</p> : null}
        <CardKindView card={card} />
      </div>
      <footer className="content-card__footer">
        {addOns.length > 0 ? (
          <ul className="content-card__addons" aria-label="Ferramentas">
            {addOns.map((addOn) => (
              <li key={addOn.id}>
                <img src={assetUrl(addOn.url_img)} alt={addOn.nome} title={addOn.nome} width={22} height={22} loading="lazy" />
              </li>
            ))}
          </ul>
        ) : (
          <span />
        )}
        <div className="content-card__actions">
          {open ? (
            <Link className="content-card__open" to={open} state={OPENED_FROM_GRID} data-card-open={card.id}>
              Ler mais<span className="visually-hidden"> sobre {card.name}</span>
            </Link>
          ) : null}
          {link ? (
            <a className="content-card__link" href={link} target="_blank" rel="noopener noreferrer" data-clique={card.id}>
              [ LINK ]<span className="visually-hidden"> de {card.name} (abre em nova aba)</span>
            </a>
          ) : null}
        </div>
      </footer>
    </article>
  );
}
