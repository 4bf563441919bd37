/**
 * The Store port: the domain-level persistence the callable handlers stand on. Each command is one
 * atomic unit of the product (a skin with its reservation and home page, a contact message with its
 * rate limit and access e-mail, ...), so an adapter can make it a single transaction and a refusal
 * can write nothing. Outcomes that are refusals come back as tagged values, never as messages:
 * the handlers own the Portuguese.
 */
import type { DocData } from './doc-port';
import type {
  AcessoDoc,
  ChatDoc,
  ContatoDoc,
  ConversaDoc,
  GeoInfo,
  Instant,
  MailDoc,
  NavigationDoc,
  NavigationRecord,
  Participante,
  SkinChange,
  SkinDoc,
  SkinSite,
  UserDoc,
} from '..';

export interface NewSkin {
  uid: string;
  skinId: string;
  /** Already validated and trimmed. */
  username: string;
  theme: string;
  iconSkin: string;
  at: Instant;
}

export interface CreateSkinInput extends NewSkin {
  /** Refused when the user already holds this many skins; absent for owners, who have no cap. */
  maxSkins?: number;
  /** Counted only when the skin is created; absent for owners. */
  rateLimit?: RateLimit;
}

export type CreateSkinOutcome =
  { status: 'created'; skin: SkinDoc } | { status: 'username-taken' } | { status: 'skin-limit' } | { status: 'rate-limited' };

export interface BootstrapInput {
  /** Written only when users/{uid} does not exist yet. */
  newUser: UserDoc;
  loginId: string;
  at: Instant;
  /** A login within this long of the latest one is not recorded again: a reload storm makes one entry. */
  loginCollapseMs: number;
  /** Created, with its home page, only when the user has no skin at all. */
  defaultSkin: Omit<NewSkin, 'uid'> | null;
}

export type BootstrapOutcome =
  | {
      status: 'ok';
      user: UserDoc;
      /** Oldest first. */
      skins: SkinDoc[];
      createdUser: boolean;
      createdDefaultSkin: SkinDoc | null;
      /** False when the latest login was recent enough to stand for this one. */
      recordedLogin: boolean;
    }
  /** The default skin's name belongs to someone else; nothing was written. */
  | { status: 'username-taken' };

export interface RateLimit {
  key: string;
  max: number;
  windowMs: number;
}

/** The parts of a chat message the caller decides; the Store adds date, conversation and uids. */
export interface OutgoingChat {
  idChat: string;
  mensagem: string;
  userRemetente: string;
  nomeRemetente: string;
  fotoRemetente: string;
}

/** Which side of a contact someone speaks for: every contact is a visitor and the lab. */
export type ContactSide = 'lab' | 'visitante';

/** An e-mail to queue (mail/{id}) with the message it goes with. */
export interface QueuedMail {
  id: string;
  doc: MailDoc;
}

/**
 * The owners' notice of a message. Written only when the conversation's last notice is older than
 * `windowMs` and the site-wide limit has room; otherwise the message goes without one.
 */
export interface OwnerNotification extends QueuedMail {
  windowMs: number;
  /** Every one must have room (the site-wide budget, the sender's share); each is then counted. */
  rateLimits: RateLimit[];
}

export interface ContactMessageInput {
  contact: { idContato: string; participantes: Participante[]; uids: string[] };
  /**
   * Created when absent; otherwise only its last message and date move (assunto, data and email are
   * never rewritten).
   */
  conversation: { idConversa: string; assunto: string; email: string };
  /** Null when the sender chose a subject and wrote nothing. */
  chat: OutgoingChat | null;
  at: Instant;
  /** Every one must have room; each counts one use when the message is sent. */
  rateLimits: RateLimit[];
  /** Stamps acessos/{hash}.valorEmail when that access document exists. */
  accessEmail: { hash: string; email: string } | null;
  /** Null or absent when no owner has an address to be told at. */
  notification?: OwnerNotification | null;
  /** The day's counters: one shard gets one more contact (absent: not counted). */
  stats?: StatsBump;
}

/** Which shard of the day's counters a command adds to (chosen by the handler, at random). */
export interface StatsBump {
  shard: number;
}

export type ContactMessageOutcome =
  | { status: 'sent'; createdConversation: boolean; notified: boolean }
  /** `limit` is the first of the limits that was full. */
  | { status: 'rate-limited'; limit: RateLimit }
  /** The contact id already belongs to other people (e.g. an e-mail spelled like someone's skin). */
  | { status: 'participant-mismatch' };

export interface ChatMessageInput {
  contactId: string;
  conversationId: string;
  chat: OutgoingChat;
  at: Instant;
  /** The sender's side: the other side's unread count grows by one (absent: the visitor's). */
  side?: ContactSide;
  /** The sender's limits (none for owners); each counts one use when the message is sent. */
  rateLimits?: RateLimit[];
  /** A visitor's message: the owners' notice, grouped like a contact message's. */
  notification?: OwnerNotification | null;
  /** An owner's answer to a visitor who has only an e-mail: queued with the message, which records its id. */
  replyMail?: QueuedMail | null;
  /**
   * Starts the conversation when it does not exist yet (only `principal`, which every contact may
   * have); absent, a missing conversation is refused.
   */
  startConversation?: { assunto: string; email: string };
}

export type ChatMessageOutcome =
  | { status: 'sent'; chat: ChatDoc; notified: boolean }
  | { status: 'conversation-not-found' }
  | { status: 'rate-limited'; limit: RateLimit };

export interface MarkReadInput {
  contactId: string;
  conversationId: string;
  side: ContactSide;
}

export type MarkReadOutcome = { status: 'done'; cleared: number } | { status: 'conversation-not-found' };

export type RetryMailOutcome = 'retried' | 'not-found' | 'not-failed';

/** What is left of a conversation: what a delete (or a retried one) must still clean up. */
export interface ConversationFootprint {
  contact: ContatoDoc | null;
  conversation: ConversaDoc | null;
  /** Any message left in chat or in the legacy chats collection. */
  hasMessages: boolean;
  /** Whether the contact has a conversation other than this one. */
  hasOtherConversations: boolean;
}

export type DeleteConversationOutcome =
  | { status: 'deleted'; deletedMessages: number; conversationDeleted: boolean; contactDeleted: boolean }
  /**
   * Messages kept arriving faster than they could be deleted. What was deleted stays deleted and the
   * conversation is still there, so a retry picks up where this one stopped.
   */
  | { status: 'busy'; deletedMessages: number };

export interface NavigationInput {
  /** Null for an anonymous visitor (navegacoes/{hash}); a uid for users/{uid}/navegacoes_users/{hash}. */
  uid: string | null;
  hash: string;
  record: NavigationRecord;
  at: Instant;
  /** Keep at most this many records, dropping the oldest. */
  max: number;
  /** Records of this hash inside the window: beyond it the record is dropped. */
  perHash?: { max: number; windowMs: number };
  /** The caller's IP limit: beyond it the record is dropped. */
  rateLimit?: RateLimit;
  /** The day's counters: one shard gets the page view (absent: not counted). */
  stats?: StatsBump;
}

export type NavigationOutcome = { status: 'appended'; doc: NavigationDoc } | { status: 'rate-limited' };

export interface AccessInput {
  acesso: AcessoDoc;
  /** The day's counters: one shard gets the visit and its country (absent: not counted). */
  stats?: StatsBump;
  /** The caller's IP limit: beyond it nothing is recorded. */
  rateLimit?: RateLimit;
}

export type AccessOutcome = 'recorded' | 'exists' | 'rate-limited';

/** Where a recorded access came from, found after the record took the IP's limit. */
export interface AccessPlace {
  hash: string;
  place: Pick<AcessoDoc, 'country_code' | 'country_name' | 'region' | 'city' | 'org'>;
  /** The day's counters: one shard gets the visit and its country. */
  stats?: StatsBump;
}

/** Where a skin's documents live: users/{uid}/skins/{skinId}. */
export interface SkinLocation {
  uid: string;
  skinId: string;
}

export interface FoundSkin extends SkinLocation {
  skin: SkinDoc;
}

export interface EditSkinInput extends SkinLocation {
  /** Already checked by the handler: lengths, page slugs, links and image addresses. */
  change: SkinChange;
  at: Instant;
  /** The id a change that creates a container, a card or a copy gives it. */
  newId: string;
  /** Counted only when the change is made; absent for owners. */
  rateLimit?: RateLimit;
}

/** Why a change was refused; nothing was written. */
export type EditSkinRefusal =
  | 'skin-not-found'
  | 'rate-limited'
  | 'page-not-found'
  | 'page-taken'
  | 'page-limit'
  | 'main-page'
  | 'container-not-found'
  | 'container-not-on-page'
  | 'container-already-on-page'
  | 'container-limit'
  | 'card-not-found'
  | 'card-not-in-container'
  | 'card-limit'
  | 'add-on-unknown'
  /** The page's published document would pass PUBLISHED_LIMITS.docMaxBytes. */
  | 'page-too-large';

export type EditSkinOutcome = { status: 'done'; createdId: string | null } | { status: 'refused'; reason: EditSkinRefusal };

/** One image's place under a skin. */
export interface SkinImageTaken extends SkinLocation {
  imageId: string;
}

/** What taking an image's place needs. */
export interface SkinImageSlot extends SkinImageTaken {
  at: Instant;
  /** Refused when the skin already holds this many images (pending ones included). */
  maxImages: number;
  /** One use taken with the place; absent for owners. */
  rateLimit?: RateLimit;
}

/** A stored image's addresses, for the place taken before storing it. */
export interface SkinImageRecord extends SkinImageTaken {
  url: string;
  thumbUrl: string;
}

export type SkinImageOutcome = 'recorded' | 'skin-not-found' | 'image-limit' | 'rate-limited';

export type DeleteSkinOutcome = 'deleted' | 'skin-not-found' | 'last-skin';

/** One skin's public addresses, for the sitemap. */
export interface SitemapSkin {
  username: string;
  /** Page ids in tab order; the main page first when the skin has no stored order. */
  pageIds: string[];
  /** When the skin's published snapshot last changed. */
  lastModified: Instant;
}

/** What a backfill of the published snapshots did. */
export interface PublishReport {
  skins: number;
  /** Snapshot documents written or deleted. */
  written: number;
  /** Documents left unpublished because they would pass PUBLISHED_LIMITS.docMaxBytes. */
  tooLarge: string[];
}

export interface Store {
  getUser(uid: string): Promise<UserDoc | null>;
  /**
   * A skin's whole source tree by its exact name (the studio's read: every container and card, the
   * add-on catalogue); null when no skin has that name. Visitors read the published snapshot instead.
   */
  loadSkinSite(username: string): Promise<SkinSite | null>;
  /** One published document (`sites/...`, see published-site.ts), null when absent: a public page's read. */
  getPublished(path: string): Promise<DocData | null>;
  /** Public pages of at most `max` skins: the site's own first, then the most recently changed. */
  listSitemap(max: number): Promise<SitemapSkin[]>;
  /** Builds or repairs every skin's published snapshot; writes only what differs. */
  publishSkins(): Promise<PublishReport>;
  /** Oldest first. */
  listSkins(uid: string): Promise<SkinDoc[]>;
  findSkinByUsername(username: string): Promise<SkinDoc | null>;
  /**
   * The skin a name names, case-insensitively like the reservation (usernames/{lower-cased}); a skin
   * of exactly that name without a reservation (older data) is found too.
   */
  findSkin(username: string): Promise<FoundSkin | null>;
  getContact(contactId: string): Promise<ContatoDoc | null>;
  getConversation(contactId: string, conversationId: string): Promise<ConversaDoc | null>;
  getAccess(hash: string): Promise<AcessoDoc | null>;
  inspectConversation(contactId: string, conversationId: string): Promise<ConversationFootprint>;

  /** Ensures the user, appends a login and creates the default skin when there is none, atomically. */
  bootstrapUser(input: BootstrapInput): Promise<BootstrapOutcome>;
  /** Reserves usernames/{lower-cased name} and writes the skin and its home page, atomically. */
  createSkin(input: CreateSkinInput): Promise<CreateSkinOutcome>;
  /** Rate limit, contact, conversation, first message and access e-mail, atomically. */
  sendContactMessage(input: ContactMessageInput): Promise<ContactMessageOutcome>;
  appendChatMessage(input: ChatMessageInput): Promise<ChatMessageOutcome>;
  /** The latest message of `chave` in a conversation (what a reply quotes); null when there is none. */
  latestMessageOf(contactId: string, conversationId: string, chave: string): Promise<ChatDoc | null>;
  /** Clears one side's unread count of a conversation, and takes it off the contact's total, together. */
  markRead(input: MarkReadInput): Promise<MarkReadOutcome>;
  /**
   * Deletes every message (in batches), then the last few messages, the conversation and the contact
   * if no conversation remains, together. Each step leaves a state a retry can finish from.
   */
  deleteConversation(contactId: string, conversationId: string): Promise<DeleteConversationOutcome>;
  /** Creates acessos/{hash} unless it exists or the IP limit is full, counting one use when it does. */
  recordAccess(input: AccessInput): Promise<AccessOutcome>;
  /** Adds where a recorded access came from, and counts the visit; nothing when the access is gone. */
  locateAccess(input: AccessPlace): Promise<void>;
  /** False when acessos/{hash} does not exist. */
  markAccessSeen(hash: string): Promise<boolean>;
  /** Marks every unseen access as seen, in batches; how many it marked. */
  markAllAccessesSeen(): Promise<number>;
  /** Asks the extension to send a failed e-mail again (delivery.state RETRY). */
  retryMail(mailId: string): Promise<RetryMailOutcome>;
  /** True when acessos/{hash} existed and now holds the e-mail. */
  setAccessEmail(hash: string, email: string): Promise<boolean>;
  appendNavigation(input: NavigationInput): Promise<NavigationOutcome>;
  /** Counts one use against a sliding window; false (and nothing written) when the window is full. */
  consumeRateLimit(limit: RateLimit, at: Instant): Promise<boolean>;
  /** Whether one more use would fit the window now; reads only. */
  hasRoom(limit: RateLimit, at: Instant): Promise<boolean>;
  /** The cached lookup of an IP, unless it has expired at `at`. */
  cachedGeo(ip: string, at: Instant): Promise<GeoInfo | null>;
  cacheGeo(ip: string, geo: GeoInfo, expiresAt: Instant): Promise<void>;

  /** One studio change, in one transaction that keeps every ref consistent. */
  editSkin(input: EditSkinInput): Promise<EditSkinOutcome>;
  /** Takes an upload's place (imagens/{id}, pending) and a use of its limit, before any decoding. */
  reserveSkinImage(slot: SkinImageSlot): Promise<SkinImageOutcome>;
  /** Frees a pending place whose upload failed. */
  releaseSkinImage(taken: SkinImageTaken): Promise<void>;
  /** Fills the taken place with the stored image; 'skin-not-found' when the skin went meanwhile. */
  recordSkinImage(record: SkinImageRecord): Promise<SkinImageOutcome>;
  /**
   * Deletes a skin's whole tree (in batches), then the skin and its name's reservation together.
   * Refused, writing nothing, when it is the user's last skin. A failure part-way leaves the skin
   * document, so a retry finds it and finishes.
   */
  deleteSkin(location: SkinLocation): Promise<DeleteSkinOutcome>;
}
