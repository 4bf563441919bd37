/** The product's business constants, in one place. */
export const SUBJECTS = ['IDENTIDADE VISUAL', 'ONE PAGE', 'SISTEMA', 'OUTRO', 'PROJETO ENCHENTES RS'] as const;

export const THEMES = ['CYBERPINK', 'sunshine'] as const;
export type ThemeName = (typeof THEMES)[number];
export const DEFAULT_THEME: ThemeName = 'CYBERPINK';

export const DEFAULT_SKIN_PREFIX = 'User';
/** The default skin name's random suffix is an integer in [0, DEFAULT_SKIN_SUFFIX_LIMIT). */
export const DEFAULT_SKIN_SUFFIX_LIMIT = 10000;
/**
 * When the four-digit names drawn are taken (someone may reserve many of them), bootstrap draws from
 * these longer ranges in turn, so a newcomer always ends up with a default skin.
 */
export const DEFAULT_SKIN_LONGER_SUFFIX_LIMITS = [1_000_000, 100_000_000] as const;

export const MAIN_PAGE_ID = 'home';
export const MAIN_PAGE_NAME = 'Home';
export const MAIN_PAGE_CONTENT = 'Conteúdo da página principal';
export const DEFAULT_PAGE_ORDER_BY = 'default';

export const DEFAULT_CONVERSATION_ID = 'principal';
export const DEFAULT_SUBJECT = 'PRINCIPAL';

export const DEFAULT_AVATAR = 'default-user.jpg';

/** The site owner's skin: every contact message of a visitor or non-owner is addressed to it. */
export const SITE_OWNER_SKIN = 'lab';

/**
 * A skin's own contact form (a container of kind 'formulario'): its subjects, each upper case, at
 * most FORM_SUBJECT_MAX_LENGTH long, between 1 and FORM_SUBJECTS_MAX of them; a new form has these.
 */
export const FORM_SUBJECTS_MAX = 8;
export const FORM_SUBJECT_MAX_LENGTH = 40;
export const NEW_FORM_SUBJECTS: readonly string[] = ['OUTRO'];

/** Limits the trusted boundary enforces (the product leaves them open; these keep documents small). */
export const LIMITS = {
  messageMaxLength: 2000,
  emailMaxLength: 254,
  /** A contact form sender's name, in characters she sees (code points). */
  contactNameMaxLength: 80,
  skinNameMinLength: 2,
  skinNameMaxLength: 30,
  pathMaxLength: 512,
  navigationRecordsMax: 500,
  contactMessagesPerHour: 5,
  rateWindowMs: 60 * 60 * 1000,
  deleteBatchSize: 400,
  /** Skins one account may hold; owners are exempt. */
  skinsPerAccount: 10,
  /** What one skin may hold (the studio refuses beyond, with a clear message). */
  pagesPerSkin: 20,
  containersPerSkin: 60,
  cardsPerSkin: 300,
  imagesPerSkin: 200,
  /** An uploaded image before the browser scales it down, and what the callable accepts after. */
  imageMaxBytes: 5 * 1024 * 1024,
  /** Add-on icons one card may show. */
  addOnsPerCard: 12,
} as const;

/**
 * The longest text each field of the studio may hold: enough for what a portfolio says, small enough
 * that a skin's documents stay far below Firestore's 1 MiB per document. The web's forms use the same
 * numbers as their maxLength.
 */
export const STUDIO_TEXT_LIMITS = {
  /** A page's slug (its id and its address); the label a person reads is `pageLabel`. */
  pageSlugMin: 1,
  pageSlug: 30,
  pageLabel: 40,
  /** A page's text, the profile text of the main page included. */
  pageContent: 2000,
  containerTitle: 80,
  cardName: 80,
  cardNameDescription: 120,
  cardTitle: 120,
  cardDescription: 4000,
  cardActivity: 120,
  cardCreator: 120,
  cardPeriod: 60,
  /** An https address typed by hand (an image, a link). */
  url: 2048,
} as const;

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How much looser every per-IP limit is on an IPv6 client's /48 than on its /64: a tunnel broker hands
 * one person a /48 (65,536 /64s), and an office or a campus shares one, so it is held to a few clients'
 * share rather than one's.
 */
export const IPV6_NETWORK_LIMIT_FACTOR = 4;

/**
 * How long a booking is kept after it ended: its date, service and the visitor's name and contacts
 * stay for her records (a year of her agenda, a client's history), then a scheduled sweep deletes
 * it with its place in the busy maps (bookings/reminders.ts); /privacidade says so.
 */
export const BOOKING_RETENTION_MS = 365 * DAY;

/** Sign-ins of one account closer together than this make one `logins` entry. */
export const LOGIN_COLLAPSE_MS = MINUTE;
/** How long a geo lookup of an IP is reused before the service is asked again. */
export const GEO_CACHE_MS = DAY;
/**
 * How long access and navigation logs and sign-ins are kept: they hold an IP, a place and a person's
 * path through the site, needed for security and for the owners' view of recent visits, not beyond.
 * Six months, the period Brazil's Marco Civil sets for application access logs; the TTL policies
 * (firestore.indexes.json) delete each one after its `expiresAt`. Daily counters hold no personal
 * data and stay.
 */
export const LOG_RETENTION_MS = 183 * DAY;

/** What confirms **Excluir minha conta** for an account with no skin (others type their main skin's name). */
export const ACCOUNT_DELETE_WORD = 'EXCLUIR';

/** The privacy notice: a page of the site, rendered by the page function like the skins' pages. */
export const PRIVACY_PATH = '/privacidade';

/** How long a visitor's e-mailed link to their messages works. */
export const DATA_LINK_MS = DAY;
/** Where that link opens; the token travels after `#`, so it is never sent to a server or in a Referer. */
export const DATA_LINK_PATH = `${PRIVACY_PATH}/mensagens`;

/**
 * A reply e-mailed to a visitor who wrote without an account. A creator's replies go only to an
 * address that confirmed it wants them (a creator could type anyone's address into his own form), and
 * within these budgets, per inbox and per address whoever answers it; asking an address to confirm
 * is budgeted per inbox too, and happens once per REPLY_CONFIRMATION_WINDOW_MS whoever asks.
 */
export const REPLY_MAIL_BUDGETS = {
  perInboxPerHour: { max: 20, windowMs: HOUR },
  perInboxPerDay: { max: 60, windowMs: DAY },
  perAddressPerHour: { max: 5, windowMs: HOUR },
  perAddressPerDay: { max: 10, windowMs: DAY },
  confirmationsPerInboxPerHour: { max: 3, windowMs: HOUR },
  confirmationsPerInboxPerDay: { max: 5, windowMs: DAY },
} as const satisfies Record<string, { max: number; windowMs: number }>;
/** One request to confirm per address in this window; its links stop working with it. */
export const REPLY_CONFIRMATION_WINDOW_MS = 7 * DAY;
/** How long a confirmation (and the address's record, with its "não quero mais" link) lasts. */
export const REPLY_CONSENT_MS = 365 * DAY;
/** The page the confirmation and "não quero mais" links open; the secret travels after `#`. */
export const REPLY_MAIL_LINK_PATH = `${PRIVACY_PATH}/respostas`;
/** A skin's address with this fragment opens its Denunciar dialog: the link every creator's reply carries. */
export const REPORT_FRAGMENT = 'denunciar';

/** Days of the owners' summary, and the time zone a day is counted in (the studio is in Brazil). */
export const STATS_DAYS = 30;
export const SITE_TIME_ZONE = 'America/Sao_Paulo';
/**
 * Shards per day of the counters: Firestore sustains about one write a second per document, so a
 * shared link bringing many visits a second spreads them over this many documents.
 */
export const STATS_SHARDS = 10;
/** Distinct countries and pages one shard keeps; beyond, a visit counts under STATS_OTHER. */
export const STATS_KEYS_MAX = 200;
export const STATS_OTHER = 'outros';

/** At most one e-mail to the owners per conversation within this window, however many messages arrive. */
export const OWNER_NOTIFICATION_WINDOW_MS = 10 * MINUTE;
/** Owner notifications across the whole site per hour: a distributed flood cannot fill the owners' inboxes. */
export const OWNER_NOTIFICATIONS_PER_HOUR = { max: 60, windowMs: HOUR } as const;
/** One sender's share of them: however many conversations one account keeps pinging, others still reach the owners. */
export const OWNER_NOTIFICATIONS_PER_SENDER_PER_HOUR = { max: 6, windowMs: HOUR } as const;
/** The name e-mails to visitors come from. */
export const SITE_NAME = 'Lab';

/** Unseen accesses the drawer counts up to; beyond it shows this number and a "+". */
export const UNSEEN_ACCESS_COUNT_MAX = 99;

/**
 * How long a deleted skin or conversation can be brought back with Desfazer. It is hidden at once;
 * the cascade (its tree or messages, then its images) runs after this, by the deletion sweeper.
 */
export const UNDO_DELETION_MS = 10 * MINUTE;
