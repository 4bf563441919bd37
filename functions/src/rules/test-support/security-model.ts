/** The collections of the security model (docs/security.md), shared by the static and the emulator rules suites. */

/** Every collection of the security model that clients read. */
export const MODEL_COLLECTIONS = [
  'users',
  'logins',
  'navegacoes_users',
  'skins',
  'paginas',
  'containerRefs',
  'containers',
  'cardRefs',
  'cards',
  'addOnsRefs',
  'add_ons',
  'contatos',
  'conversas',
  'chat',
  'acessos',
  'navegacoes',
  'mail',
  'estatisticas',
  'visitas',
  'sites',
  'paginasPublicadas',
  'cardsPublicados',
  'sitesOcultos',
  'denuncias',
  // Business hours: an inbox's hours, read by its skin's account and the owners.
  'atendimento',
  // An account's quick replies: its own account reads them, nobody else.
  'respostasRapidas',
  // A lead (the inbox side's private record of a conversation) and its stage history: its inbox only.
  'leads',
  'etapas',
  // A booking of her time: her own account reads it (dona), nobody else.
  'reservas',
  // Her private calendar feed's secret: she alone reads it.
  'agendaFeeds',
  // Quotes sent through her link, awaiting her review: she alone reads them.
  'depoimentosPendentes',
] as const;

/** Server-only collections: no match block at all, so every client request is refused. */
export const SERVER_ONLY_COLLECTIONS = [
  'usernames',
  'dominios',
  'rateLimits',
  'geoCache',
  'pedidosDados',
  // Whether an address wants replies by e-mail, with the secrets of its links: nobody reads them.
  'destinatarios',
  'imagens',
  // A push token lets whoever holds the server's key notify that browser: nobody reads them.
  'dispositivos',
  // A blocked person's Google identity (hashed): kept for the functions alone.
  'bloqueios',
  // A notice the quiet hours hold (the visitor's words, the request's IP): the functions' alone.
  'avisosAdiados',
  // A skin's webhook holds its signing secret; its deliveries, her leads: the callables alone read them.
  'webhooks',
  'entregas',
  // The busy maps of an agenda (bookings' times by UTC date): the booking's transaction alone reads them.
  'agendaDias',
  // Her link asking for quotes (its secret's hash) and which link a container has now: the callables alone.
  'linksDepoimento',
  'depoimentoLinks',
] as const;

export type ModelCollection = (typeof MODEL_COLLECTIONS)[number] | (typeof SERVER_ONLY_COLLECTIONS)[number];

/**
 * Collections anyone may read: the published snapshots (unless the moderation hid the skin), the
 * marker of a hidden skin, the add-on catalogue and the studio's refs (ids and order only). A skin
 * tree's skins, pages, containers and cards are its own user's and the owners' alone: public pages
 * read the snapshot, so nobody else learns which skins the moderation hid.
 */
export const PUBLIC_COLLECTIONS: ReadonlySet<string> = new Set([
  'sites',
  'paginasPublicadas',
  'cardsPublicados',
  'sitesOcultos',
  'containerRefs',
  'cardRefs',
  'addOnsRefs',
  'add_ons',
]);
