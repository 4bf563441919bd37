import type { SkinSite } from '@lab/domain/kernel';
import { useAppPaths } from '../../../shared/routes/app-paths';
import { assetUrl } from '../../../shared/ui/asset-url';
import { addOnsOf, cardsOf, type SiteContainer } from '../site-model';
import { ContentCard } from './ContentCard';
import { Testimonials } from './Testimonials';
import { useSpecialContainer } from './special-containers-context';

/** A container of a page: its title, then either its special screen or its cards, each opening at its own address. */
export function ContainerSection({ site, container, pageId }: { site: SkinSite; container: SiteContainer; pageId: string }) {
  const appPaths = useAppPaths();
  const Special = useSpecialContainer(container);
  // A kind with no screen here (an agenda before its screen is registered, a kind from a newer studio)
  // shows nothing rather than an empty titled box, and never its cards: such a container holds none.
  // Her quotes (a Depoimentos container's); none approved yet leaves no empty titled box either.
  const quotes = container.depoimentos?.itens;
  if (!Special && !quotes?.length && container.tipo !== undefined && container.tipo !== 'cards') return null;
  // A gallery without pictures yet would be a title over nothing.
  if (container.tipo === 'galeria' && !container.galeria?.imagens.length) return null;
  const headingId = `container-${container.id_container}`;
  const cards = Special ? [] : cardsOf(site, container);
  return (
    <section className="container-section" data-container-id={container.id_container} aria-labelledby={headingId}>
      <header className="container-section__header">
        {container.iconUrl ? (
          <img className="container-section__icon" src={assetUrl(container.iconUrl)} alt="" width={28} height={28} />
        ) : null}
        <h2 id={headingId}>{container.titulo}</h2>
      </header>
      {Special ? (
        // eslint-disable-next-line react-hooks/static-components -- the registry holds module-level components; looking one up creates none
        <Special container={container} site={site} pageId={pageId} />
      ) : quotes?.length ? (
        <Testimonials itens={quotes} />
      ) : cards.length > 0 ? (
        <div className="card-grid">
          {cards.map((card) => (
            <ContentCard
              key={card.id}
              card={card}
              addOns={addOnsOf(site, card)}
              openHref={appPaths.skinCard(site.skin.username, pageId, card.id)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
