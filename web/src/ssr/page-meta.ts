/**
 * What a skin address says about itself to link previews, crawlers and search engines: title,
 * description, canonical address, image and structured data. Every text here comes from users, so
 * it is escaped for the attribute or element it lands in.
 */
import { addressesIn, type Addresses, type SkinSite } from '@lab/domain/kernel';
import { escapeHtml } from '@lab/domain/notices';
import { PRIVACY_PAGE } from '../features/privacy';
import { cardsOnPage, mainPageOf, pageTitle, skinDisplayName, type SiteCard, type SitePage } from '../features/skin-site';
import { assetUrl } from '../shared/ui/asset-url';
import { scriptSafeJson } from '../app/skin-data';

export const DESCRIPTION_MAX = 160;

export interface PageMeta {
  /** og:type: a skin's page is a profile; the site's own pages are websites. */
  type?: 'profile' | 'website';
  title: string;
  description: string;
  /** Absolute. */
  canonical: string;
  /** Absolute, or null when the skin has no image at all. */
  image: string | null;
  jsonLd: unknown;
}

/** Collapsed to one line and cut at a word near `max` characters, marked with an ellipsis when cut. */
export function summary(text: string, max: number = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** A stored image reference as an absolute http(s) address on `origin`; null for anything else (data:, junk). */
export function absoluteImage(src: string, origin: string): string | null {
  if (!src) return null;
  try {
    const url = new URL(assetUrl(src), origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** `appPaths`: the addresses of the frame the page is served in (its own domain's, or the main site's). */
export function pageMeta(
  site: SkinSite,
  page: SitePage,
  card: SiteCard | null,
  { origin, appPaths }: { origin: string; appPaths: Addresses },
): PageMeta {
  const name = site.skin.username;
  // What people read is her name; addresses keep the skin's username.
  const shown = skinDisplayName(site.skin);
  const bio = mainPageOf(site)?.conteudo ?? '';
  const cards = cardsOnPage(site, page);
  const pagePath = appPaths.skinPage(name, page.id_pagina);
  const cardUrl = (c: SiteCard) => origin + appPaths.skinCard(name, page.id_pagina, c.id);
  const firstCardImage = cards.map((c) => absoluteImage(c.imagem, origin)).find((url) => url !== null) ?? null;
  const icon = absoluteImage(site.skin.iconSkin, origin);
  // The main page is the profile, best shown by its face; another page by its first piece of work.
  const pageImage =
    page.is_main || page.id_pagina === mainPageOf(site)?.id_pagina ? (icon ?? firstCardImage) : (firstCardImage ?? icon);
  const pageDescription = summary((page.is_main ? bio : page.conteudo) || bio || `${page.nome} de ${shown}.`);

  const skinLd = {
    '@type': 'Person',
    '@id': `${origin}${appPaths.skinHome(name)}#skin`,
    name: shown,
    ...(shown !== name ? { alternateName: `@${name}` } : {}),
    url: origin + appPaths.skinHome(name),
    ...(icon ? { image: icon } : {}),
    ...(bio ? { description: summary(bio) } : {}),
  };
  const itemList = {
    '@type': 'ItemList',
    name: `${page.nome} · ${shown}`,
    url: origin + pagePath,
    numberOfItems: cards.length,
    itemListElement: cards.map((c, index) => {
      const image = absoluteImage(c.imagem, origin);
      return {
        '@type': 'ListItem',
        position: index + 1,
        url: cardUrl(c),
        name: c.name,
        ...(c.descricao ? { description: summary(c.descricao) } : {}),
        ...(image ? { image } : {}),
      };
    }),
  };
  const jsonLd = { '@context': 'https://schema.org', '@graph': [skinLd, itemList] };

  if (card) {
    return {
      title: pageTitle(shown, page, card),
      description: summary(card.descricao || card.titulo || pageDescription),
      canonical: cardUrl(card),
      image: absoluteImage(card.imagem, origin) ?? pageImage,
      jsonLd,
    };
  }
  return {
    title: pageTitle(shown, page),
    description: pageDescription,
    canonical: origin + pagePath,
    image: pageImage,
    jsonLd,
  };
}

/** The head tags of a found page: title, description, canonical, Open Graph, Twitter card, JSON-LD. */
export function metaTags(meta: PageMeta, siteName: string): string {
  const attr = escapeHtml;
  const image = meta.image;
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${attr(meta.description)}" />`,
    `<link rel="canonical" href="${attr(meta.canonical)}" />`,
    `<meta property="og:type" content="${meta.type ?? 'profile'}" />`,
    `<meta property="og:site_name" content="${attr(siteName)}" />`,
    `<meta property="og:title" content="${attr(meta.title)}" />`,
    `<meta property="og:description" content="${attr(meta.description)}" />`,
    `<meta property="og:url" content="${attr(meta.canonical)}" />`,
    `<meta property="og:locale" content="pt_BR" />`,
    ...(image ? [`<meta property="og:image" content="${attr(image)}" />`] : []),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${attr(meta.title)}" />`,
    `<meta name="twitter:description" content="${attr(meta.description)}" />`,
    ...(image ? [`<meta name="twitter:image" content="${attr(image)}" />`] : []),
    `<script type="application/ld+json">${scriptSafeJson(meta.jsonLd)}</script>`,
  ].join('\n    ');
}

/** The privacy notice's head (PRIVACY_PATH on the site's origin: a skin's domain sends it there). */
export function privacyMeta(origin: string): PageMeta {
  const canonical = origin + addressesIn(null).privacy();
  return {
    type: 'website',
    title: PRIVACY_PAGE.title,
    description: PRIVACY_PAGE.description,
    canonical,
    image: null,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: PRIVACY_PAGE.title,
      url: canonical,
      inLanguage: 'pt-BR',
    },
  };
}
