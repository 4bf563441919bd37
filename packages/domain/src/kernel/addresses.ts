/**
 * Every public address of the site, declared once with its parser and its builder: the skins' pages
 * and cards (on the main site and on a skin's own domain), the site's own pages, the signed-in area
 * and the files Hosting sends to the page function. The server's renderer, the functions' hosting
 * answers, the web's router and links, the studio and firebase.json's rewrites (checked by a test)
 * all read them here, so an address cannot mean one thing to the server and another to the browser.
 * (Not to be confused with `paths`, the database's document paths.)
 */
import { DATA_LINK_PATH, MAIN_PAGE_ID, PRIVACY_PATH, REPLY_MAIL_LINK_PATH } from './constants';
import { isValidSkinName } from './validation';
import { MENU_ADDRESS_PATTERNS } from './menu-addresses';

/**
 * The patterns, in the router's spelling: `:name` is one segment taken from data (encoded by the
 * builder, decoded by the parser), anything else is spelled as is. The web's route table derives its
 * route paths from these (routePathOf), Hosting's rewrites its globs (hostingGlobOf).
 */
export const ADDRESS_PATTERNS = {
  /** The login screen on the main site; a skin's main page on its own domain. */
  root: '/',
  skin: '/:skin',
  skinPage: '/:skin/:page',
  /** One card read in full, at an address that can be shared. */
  skinCard: '/:skin/:page/card/:cardId',
  /** A skin's page and card on its own domain, where its addresses drop the `/{skin}` prefix. */
  domainPage: '/:page',
  domainCard: '/:page/card/:cardId',
  privacy: PRIVACY_PATH,
  privacyMessages: DATA_LINK_PATH,
  privacyReplies: REPLY_MAIL_LINK_PATH,
  /** What an e-mail links a conversation by: whoever signs in there is sent on to their own chat route. */
  conversationLink: '/conversa/:contactId/:conversationId',
  /**
   * A visitor's booking, from her e-mails: `/reserva/{id}#{segredo}`, the secret in the fragment so
   * no request, log or Referer carries it. Served as the app (the page function's plain shell).
   */
  bookingLink: '/reserva/:bookingId',
  /** Her link asking a client for a quote, `/depoimento/{linkId}#{segredo}`: served as the bookingLink is. */
  testimonialLink: '/depoimento/:linkId',
  menuHome: '/menu',
  ...MENU_ADDRESS_PATTERNS,
} as const;

export type AddressKind = keyof typeof ADDRESS_PATTERNS;

/**
 * The site's files the page function writes. Apart from ADDRESS_PATTERNS, whose every entry the
 * browser carries (its router and links read the table whole): no page links or routes these.
 */
export const SITE_FILE_PATTERNS = {
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
} as const;

export type SiteFileKind = keyof typeof SITE_FILE_PATTERNS;

/** The pattern of any address the site answers, a page's or a file's. */
export function patternOf(kind: AddressKind | SiteFileKind): string {
  return kind in SITE_FILE_PATTERNS ? SITE_FILE_PATTERNS[kind as SiteFileKind] : ADDRESS_PATTERNS[kind as AddressKind];
}

/** One string per `:name` segment of a pattern, in order: what its builder takes (any, for a pattern only known as a string). */
export type Holes<P extends string> = string extends P
  ? string[]
  : P extends `${string}:${string}/${infer Rest}`
    ? [string, ...Holes<Rest>]
    : P extends `${string}:${string}`
      ? [string]
      : [];

/**
 * The address `pattern` names with `values` in its `:name` segments, in order, each encoded as one
 * segment; holes past them stay.
 */
export function fillAddress<P extends string>(pattern: P, ...values: Holes<P>): string {
  let next = 0;
  return pattern.replace(/:[A-Za-z]+/g, (hole) => {
    const value: string | undefined = values[next++];
    return value === undefined ? hole : encodeURIComponent(value);
  });
}

/** A path's segments, decoded; null when one cannot be decoded. Empty segments ("//") are dropped. */
export function pathSegments(path: string): string[] | null {
  try {
    return path.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
}

/** The params `path` gives `pattern`'s `:name` segments (decoded), or null when it is no such address. */
export function matchAddress(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const segment = have[index] ?? '';
    if (part.startsWith(':')) {
      const value = pathSegments(segment)?.[0];
      if (value === undefined) return null;
      params[part.slice(1)] = value;
    } else if (part !== segment) return null;
  }
  return params;
}

/**
 * The route path of `pattern` for a route nested under `parent` (react-router's relative spelling);
 * `pattern` starts with `parent` (the route table's test visits every route).
 */
export function routePathOf(pattern: string, parent = ''): string {
  return pattern.slice(parent.length + 1);
}

/** Hosting's glob for `pattern`: each `:name` segment is any one segment. */
export function hostingGlobOf(pattern: string): string {
  return pattern.replace(/:[A-Za-z]+/g, '*');
}

/** The word between a page and a card's id in a card address. */
const CARD_WORD = ADDRESS_PATTERNS.domainCard.split('/')[2] ?? '';

/**
 * The skin's routes under its base (`/{skin}` on the main site, `/` on its own domain): its address
 * (`site`, `domain`, with the rest of the address left to the skin's own routes) and, per page, the
 * page's route and its card's.
 */
export const SKIN_ROUTES = {
  site: `${routePathOf(ADDRESS_PATTERNS.skin)}/*`,
  domain: '*',
  // The page's id as it is: the router matches decoded paths.
  page: (pageId: string) => routePathOf(ADDRESS_PATTERNS.domainPage).replace(':page', pageId),
  card: (pageId: string) => routePathOf(ADDRESS_PATTERNS.domainCard).replace(':page', pageId),
} as const;

/** What a public address asks for: the skin, the page (null: its main page), the card opened on it. */
export interface SiteAddress {
  username: string;
  pageId: string | null;
  cardId: string | null;
}

/**
 * A skin address's segments read: `exact` is false when segments follow the page that are not a card
 * address (`/lab/home/x`: the skin and page are named, the page answers with its 404).
 */
export function skinAddressOfSegments(segments: readonly string[]): (SiteAddress & { exact: boolean }) | null {
  const [username, pageId, cardWord, cardId, ...rest] = segments;
  if (username === undefined) return null;
  const isCard = cardWord === CARD_WORD && cardId !== undefined && rest.length === 0;
  return { username, pageId: pageId ?? null, cardId: isCard ? cardId : null, exact: isCard || cardWord === undefined };
}

/**
 * What a public path asks for ("/lab", "/lab/projetos", "/lab/projetos/card/x"); null when it names no
 * skin: "/", a file (a dot: favicon.svg, sitemap.xml), a name no skin could have. A path with more
 * segments than a card address still names its skin and page (the page answers with its 404).
 */
export function siteAddressOf(path: string): SiteAddress | null {
  const address = skinAddressOfSegments(pathSegments(path) ?? []);
  if (!address || address.username.includes('.') || !isValidSkinName(address.username)) return null;
  return { username: address.username, pageId: address.pageId, cardId: address.cardId };
}

/**
 * Where a page runs when it is a skin's own domain: requests for `host` are the skin `skin`, its
 * addresses drop the `/{skin}` prefix (`/` is its main page, `/{page}`, `/{page}/card/{id}`), and
 * everything else (login, menu, other skins) lives on the main site at `site`. Null: the main site.
 */
export interface SiteFrame {
  /** The mapped host ("solange.exemplo.com.br"). */
  host: string;
  /** The skin's name as the snapshot is keyed. */
  skin: string;
  /** The main site's origin, no trailing slash. */
  site: string;
}

const sameSkin = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The main site's address of a path on the skin's domain: "/" is "/{skin}", "/{page}" is "/{skin}/{page}". */
export function sitePathOf(frame: SiteFrame, path: string): string {
  const prefix = fillAddress(ADDRESS_PATTERNS.skin, frame.skin);
  return path === '/' || path === '' ? prefix : `${prefix}${path}`;
}

/**
 * The skin's address on its domain for a main-site path of that skin ("/sol/home" -> "/home",
 * "/sol" -> "/"); null when the path is not the frame's skin.
 */
export function framePathOf(frame: Pick<SiteFrame, 'skin'>, sitePath: string): string | null {
  const [, first = '', ...rest] = sitePath.split('/');
  let skin: string;
  try {
    skin = decodeURIComponent(first);
  } catch {
    return null;
  }
  if (!sameSkin(skin, frame.skin)) return null;
  return `/${rest.join('/')}`;
}

/**
 * The first segments of the signed-in area (the menu, the links that open a conversation): it runs
 * on the main site's origin only (functions/src/hosting/signed-in-area.ts). A function, as is
 * hostingRewrites: the public pages' bundle, which never calls them, then carries neither.
 */
export function signedInRoots(): string[] {
  return [ADDRESS_PATTERNS.menuHome, ADDRESS_PATTERNS.conversationLink].map((pattern) => pattern.split('/')[1] ?? '');
}

/**
 * firebase.json's rewrites, by target: the page function answers these (in any order before the
 * app shell's), the app shell everything else. A test holds firebase.json to this list.
 */
export function hostingRewrites(): { pageFunction: string[]; appShell: string[] } {
  const { menuHome, root, skin, skinPage, skinCard, domainCard } = ADDRESS_PATTERNS;
  return {
    pageFunction: [
      menuHome,
      ...signedInRoots().map((first) => `/${first}/**`),
      SITE_FILE_PATTERNS.sitemap,
      root,
      ...[skin, skinPage, skinCard, domainCard].map(hostingGlobOf),
    ],
    appShell: ['**'],
  };
}

/** The addresses the page function answers (rendered, redirected or sent on): each needs its rewrite. */
export const PAGE_FUNCTION_ADDRESSES: readonly (AddressKind | SiteFileKind)[] = [
  'root',
  'skin',
  'skinPage',
  'skinCard',
  'domainPage',
  'domainCard',
  'privacy',
  'privacyMessages',
  'privacyReplies',
  'sitemap',
  'robots',
  'menuHome',
  'menu',
  'chat',
  'studio',
  'conversationLink',
];

type Patterns = typeof ADDRESS_PATTERNS;
/** A builder of `kind`'s addresses: one value per hole, in the pattern's order. */
type Builder<K extends AddressKind> = (...values: Holes<Patterns[K]>) => string;

/** The frame's builders of every address the app links or navigates to (see addressesIn). */
export type Addresses = { [K in Exclude<AddressKind, 'skin' | 'domainPage' | 'domainCard' | 'privacy'>]: Builder<K> } & {
  /**
   * The privacy notice, which the login page, every skin and every contact form link to; from a skin,
   * it names the skin in the fragment (`#de=`: the server answers a query string with a redirect
   * to the bare address), so the notice can lead the visitor back there.
   */
  privacy: (fromSkin?: string) => string;
  skinHome: (skin: string) => string;
};

/**
 * Every address the app links or navigates to, in `frame` (null: the main site): each segment taken
 * from data is encoded once. On a skin's own domain that skin's addresses drop their `/{skin}`
 * prefix and everything else is an absolute address on the main site (login, menu, other skins).
 */
export function addressesIn(frame: SiteFrame | null): Addresses {
  /** A main-site address, absolute when the page runs on a skin's domain. */
  const onSite = (path: string) => (frame ? `${frame.site}${path}` : path);
  const ownSkin = (skin: string) => frame !== null && sameSkin(frame.skin, skin);
  const builders = Object.fromEntries(
    Object.entries(ADDRESS_PATTERNS).map(([kind, pattern]) => [
      kind,
      (...values: string[]) => onSite(fillAddress<string>(pattern, ...values)),
    ]),
  ) as Record<AddressKind, (...values: string[]) => string>;
  const skinPage = (skin: string, page: string) =>
    ownSkin(skin) ? fillAddress(ADDRESS_PATTERNS.domainPage, page) : builders.skinPage(skin, page);
  return {
    ...builders,
    privacy: (fromSkin) => builders.privacy() + (fromSkin ? `#de=${encodeURIComponent(fromSkin)}` : ''),
    skinPage,
    skinHome: (skin) => skinPage(skin, MAIN_PAGE_ID),
    skinCard: (skin, page, cardId) =>
      ownSkin(skin) ? fillAddress(ADDRESS_PATTERNS.domainCard, page, cardId) : builders.skinCard(skin, page, cardId),
  };
}
