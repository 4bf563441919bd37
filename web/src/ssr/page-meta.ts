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
import {
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_WIDTH,
  shareImageContent,
  shareImagePath,
  shareImageVersion,
} from '@lab/domain/previews';
import { profileGraph, socialProfiles } from './structured-data';

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
  /** What the image shows, and its size, when it is the page's drawn share image (og:image:alt, width, height). */
  imageDetails?: { alt: string; width: number; height: number };
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

/**
 * The page's drawn share image (functions/src/hosting/share-image.ts), at the address its version
 * names; null when the page has none to draw.
 */
function shareImageOf(site: SkinSite, page: SitePage, origin: string): Pick<PageMeta, 'image' | 'imageDetails'> | null {
  const content = shareImageContent(site, page.id_pagina);
  if (!content) return null;
  const path = shareImagePath({ username: site.skin.username, pageId: page.id_pagina, version: shareImageVersion(content) });
  return {
    image: origin + path,
    imageDetails: { alt: `${content.name}: ${content.title}`, width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT },
  };
}

/**
 * `appPaths`: the addresses of the frame the page is served in (its own domain's, or the main site's).
 * `shareImages`: where the share image function runs (the Firebase build), the page's image is the
 * one it draws; elsewhere (the demo) her icon or the first card's picture.
 */
export function pageMeta(
  site: SkinSite,
  page: SitePage,
  card: SiteCard | null,
  { origin, appPaths, shareImages = false }: { origin: string; appPaths: Addresses; shareImages?: boolean },
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
  const pictured =
    page.is_main || page.id_pagina === mainPageOf(site)?.id_pagina ? (icon ?? firstCardImage) : (firstCardImage ?? icon);
  const drawn = shareImages ? shareImageOf(site, page, origin) : null;
  const pageImage: Pick<PageMeta, 'image' | 'imageDetails'> = drawn ?? { image: pictured };
  const pageDescription = summary((page.is_main ? bio : page.conteudo) || bio || `${page.nome} de ${shown}.`);

  const jsonLd = profileGraph({
    pageUrl: origin + pagePath,
    pageName: page.nome,
    profileUrl: origin + appPaths.skinHome(name),
    name: shown,
    username: name,
    description: bio ? summary(bio) : '',
    image: icon,
    sameAs: socialProfiles(site.cards.map((c) => c.linkExterno)),
    created: Number.isFinite(site.skin.data) && site.skin.data > 0 ? site.skin.data : null,
    items: cards.map((c, index) => {
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
  });

  if (card) {
    const cardImage = absoluteImage(card.imagem, origin);
    return {
      title: pageTitle(shown, page, card),
      description: summary(card.descricao || card.titulo || pageDescription),
      canonical: cardUrl(card),
      ...(cardImage ? { image: cardImage } : pageImage),
      jsonLd,
    };
  }
  return {
    title: pageTitle(shown, page),
    description: pageDescription,
    canonical: origin + pagePath,
    ...pageImage,
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
    ...(image && meta.imageDetails
      ? [
          `<meta property="og:image:type" content="image/png" />`,
          `<meta property="og:image:width" content="${meta.imageDetails.width}" />`,
          `<meta property="og:image:height" content="${meta.imageDetails.height}" />`,
          `<meta property="og:image:alt" content="${attr(meta.imageDetails.alt)}" />`,
        ]
      : []),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${attr(meta.title)}" />`,
    `<meta name="twitter:description" content="${attr(meta.description)}" />`,
    ...(image ? [`<meta name="twitter:image" content="${attr(image)}" />`] : []),
    ...(image && meta.imageDetails ? [`<meta name="twitter:image:alt" content="${attr(meta.imageDetails.alt)}" />`] : []),
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
