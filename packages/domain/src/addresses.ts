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
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
  menuHome: '/menu',
  menu: '/menu/:userId',
  contacts: '/menu/:userId/contatos',
  conversations: '/menu/:userId/contatos/:contactId',
  chat: '/menu/:userId/contatos/:contactId/chat/:conversationId',
  users: '/menu/:userId/users',
  skins: '/menu/:userId/skins',
  studio: '/menu/:userId/skins/:skinName/editar',
  accessLog: '/menu/:userId/acessos',
  visits: '/menu/:userId/visitas',
  outbox: '/menu/:userId/caixa-de-saida',
  reports: '/menu/:userId/denuncias',
  onboarding: '/menu/:userId/primeiros-passos',
  myData: '/menu/:userId/meus-dados',
} as const;

export type AddressKind = keyof typeof ADDRESS_PATTERNS;

/** The address `pattern` names with `params` in its `:name` segments, each encoded as one segment. */
export function fillAddress(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (hole, name: string) => {
    const value = params[name];
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

/** The route path of `pattern` for a route nested under `parent` (react-router's relative spelling). */
export function routePathOf(pattern: string, parent: string = ADDRESS_PATTERNS.root): string {
  const prefix = parent === '/' ? '/' : `${parent}/`;
  if (!pattern.startsWith(prefix)) throw new Error(`${pattern} is not under ${parent}`);
  return pattern.slice(prefix.length);
}

/** Hosting's glob for `pattern`: each `:name` segment is any one segment. */
export function hostingGlobOf(pattern: string): string {
  return pattern.replace(/:[A-Za-z]+/g, '*');
}

/** A route path with `params` in its holes, as is: the router matches decoded paths. */
const routeFilled = (pattern: string, params: Readonly<Record<string, string>>) =>
  pattern.replace(/:([A-Za-z]+)/g, (hole, name: string) => params[name] ?? hole);

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
  page: (pageId: string) => routePathOf(routeFilled(ADDRESS_PATTERNS.domainPage, { page: pageId })),
  card: (pageId: string) => routePathOf(routeFilled(ADDRESS_PATTERNS.domainCard, { page: pageId })),
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
  const prefix = fillAddress(ADDRESS_PATTERNS.skin, { skin: frame.skin });
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
 * on the main site's origin only (functions/src/hosting/signed-in-area.ts).
 */
export const SIGNED_IN_ROOTS: readonly string[] = [ADDRESS_PATTERNS.menuHome, ADDRESS_PATTERNS.conversationLink].map(
  (pattern) => pattern.split('/')[1] ?? '',
);

/**
 * firebase.json's rewrites, by target: the page function answers these (in any order before the
 * app shell's), the app shell everything else. A test holds firebase.json to this list.
 */
export const HOSTING_REWRITES = {
  pageFunction: [
    ADDRESS_PATTERNS.menuHome,
    ...SIGNED_IN_ROOTS.map((root) => `/${root}/**`),
    ADDRESS_PATTERNS.sitemap,
    ADDRESS_PATTERNS.root,
    ...[ADDRESS_PATTERNS.skin, ADDRESS_PATTERNS.skinPage, ADDRESS_PATTERNS.skinCard, ADDRESS_PATTERNS.domainCard].map(
      hostingGlobOf,
    ),
  ],
  appShell: ['**'],
} as const;

/** The addresses the page function answers (rendered, redirected or sent on): each needs its rewrite. */
export const PAGE_FUNCTION_ADDRESSES: readonly AddressKind[] = [
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

/** The frame's builders of every address the app links or navigates to (see addressesIn). */
export type Addresses = ReturnType<typeof addressesIn>;

/**
 * Every address the app links or navigates to, in `frame` (null: the main site): each segment taken
 * from data is encoded once. On a skin's own domain that skin's addresses drop their `/{skin}`
 * prefix and everything else is an absolute address on the main site.
 */
export function addressesIn(frame: SiteFrame | null) {
  const at = (kind: AddressKind, params: Record<string, string> = {}) => fillAddress(ADDRESS_PATTERNS[kind], params);
  /** A main-site address, absolute when the page runs on a skin's domain. */
  const onSite = (path: string) => (frame ? `${frame.site}${path}` : path);
  const inFrame = frame !== null;
  const ownSkin = (skin: string) => inFrame && sameSkin(frame.skin, skin);
  const skinPage = (skin: string, page: string) =>
    ownSkin(skin) ? at('domainPage', { page }) : onSite(at('skinPage', { skin, page }));
  const menuAt = (kind: AddressKind) => (userId: string) => onSite(at(kind, { userId }));
  return {
    /** "/": the login screen, or what a signed-in person starts from. */
    root: () => onSite(at('root')),
    /**
     * The privacy notice, which the login page, every skin and every contact form link to; from a skin,
     * it names the skin in the fragment (`#de=`: the server answers a query string with a redirect
     * to the bare address), so the notice can lead the visitor back there.
     */
    privacy: (fromSkin?: string) => onSite(fromSkin ? `${at('privacy')}#de=${encodeURIComponent(fromSkin)}` : at('privacy')),
    skinPage,
    skinHome: (skin: string) => skinPage(skin, MAIN_PAGE_ID),
    skinCard: (skin: string, page: string, cardId: string) =>
      ownSkin(skin) ? at('domainCard', { page, cardId }) : onSite(at('skinCard', { skin, page, cardId })),
    menu: menuAt('menu'),
    contacts: menuAt('contacts'),
    conversations: (userId: string, contactId: string) => onSite(at('conversations', { userId, contactId })),
    chat: (userId: string, contactId: string, conversationId: string) =>
      onSite(at('chat', { userId, contactId, conversationId })),
    users: menuAt('users'),
    skins: menuAt('skins'),
    /** The skin studio: where a skin's own user (or an owner) builds it. */
    studio: (userId: string, skinName: string) => onSite(at('studio', { userId, skinName })),
    accessLog: menuAt('accessLog'),
    /** VISITAS: a creator's visits per skin (owners: any skin's). */
    visits: menuAt('visits'),
    conversationLink: (contactId: string, conversationId: string) =>
      onSite(at('conversationLink', { contactId, conversationId })),
    /** The owners' outbox: the e-mails the site queued, and their state. */
    outbox: menuAt('outbox'),
    /** DENÚNCIAS (owners): the reports of skins, and the decisions on them. */
    reports: menuAt('reports'),
    /** A new creator's first screens: her name, her address, where to start. */
    onboarding: menuAt('onboarding'),
    /** MEUS DADOS: what the site keeps about the account, and the file with all of it. */
    myData: menuAt('myData'),
  };
}
