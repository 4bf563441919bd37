/**
 * The Backend port: everything the UI needs from the outside world. Two adapters implement it:
 * `firebase/` (web SDK reads, httpsCallable commands, emulators in development) and `demo/` (the
 * in-memory store and the very handlers of the Cloud Functions, running in the browser on the seed).
 * Components and hooks only ever see this interface; no SDK type crosses it.
 */
import type {
  AcessoRow,
  DocData,
  InboxLeadsArgs,
  LeadRow,
  BookingRow,
  HerBookingsArgs,
  MailRow,
  PendingTestimonialsArgs,
  OneLeadArgs,
  SkinVisitsArgs,
  UserRow,
} from '@lab/domain/store';
import type { CallableName, PayloadOf, ResultOf } from '@lab/domain/commands';
import type { ChatDoc, ContatoDoc, ConversaDoc, EstatisticaDoc, SkinDoc, SkinSite, VisitaDoc } from '@lab/domain/kernel';
import type { ReportRow } from '@lab/domain/moderation';
import type { AtendimentoDoc } from '@lab/domain/business-hours';
import type { QuickReplyRow } from '@lab/domain/quick-replies';
import type { AgendaFeedDoc } from '@lab/domain/bookings';
import type { DepoimentoPendenteRow } from '@lab/domain/testimonials';

/** The signed-in person as the verified ID token describes them. */
export interface AuthUser {
  uid: string;
  /** The `admin` custom claim: the only thing that makes someone an owner. */
  admin: boolean;
  name: string;
  givenName: string;
  email: string;
  photo: string;
}

/** An account the sign-in chooser offers. */
export interface ChooserAccount {
  uid: string;
  displayName: string;
  photoURL: string;
  admin: boolean;
}

/**
 * Sign-in by picking a known account instead of Google's popup: the demo's accounts, or the seeded
 * accounts of the Auth emulator (whose popup needs the internet). Production has none.
 */
export interface AccountChooser {
  accounts(): Promise<ChooserAccount[]>;
}

/** The chooser's "Nova conta": a fresh user with no skin. */
export const NEW_ACCOUNT = 'nova-conta';

export type Unsubscribe = () => void;

export interface Live<T> {
  next: (value: T) => void;
  error: (error: Error) => void;
}

export type { AcessoRow, MailRow, UserRow } from '@lab/domain/store';
export type { ReportRow } from '@lab/domain/moderation';
export { UNSEEN_ACCESS_COUNT_MAX } from '@lab/domain/kernel';

/** This browser's registration with a push service, through the app's service worker. */
export interface PushDevices {
  /** The token the push service knows this browser by (asks the service for one the first time). */
  token(worker: ServiceWorkerRegistration): Promise<string>;
  /** Has the push service forget this browser. */
  forget(worker: ServiceWorkerRegistration): Promise<void>;
}

export interface Backend {
  /**
   * Whether queued e-mail leaves (the Trigger Email extension delivers it); false where nothing ever
   * sends it, as on the demo, so the outbox can say why its queue never moves.
   */
  readonly deliversMail: boolean;

  /**
   * This browser as a device for push notices (FCM's token, or the demo's own id); null where no push
   * service can be reached (emulator builds), and then the app offers no notifications.
   */
  readonly push: PushDevices | null;

  /**
   * Reports the auth state now and on every change. With `eager: false` (nothing stored says a
   * session exists) an adapter may report `null` without loading its auth SDK at all, so anonymous
   * pages stay light; `signIn` loads it.
   */
  watchAuth(next: (user: AuthUser | null) => void, options: { eager: boolean }): Unsubscribe;
  /** Google sign-in; with an account chooser, `accountUid` is its pick (or NEW_ACCOUNT). */
  signIn(accountUid?: string): Promise<AuthUser>;
  signOut(): Promise<void>;
  /** Null where sign-in is Google's own popup. */
  readonly accountChooser: AccountChooser | null;

  /**
   * One published document (`sites/...`: see readPublishedSite in the domain, which says which a page
   * reads), null when absent. Anyone may read these; nothing else is read this way.
   */
  getPublished(path: string): Promise<DocData | null>;
  /** The studio's read: a skin's whole tree from its own documents; null when no skin has that name. */
  loadSkinTree(username: string): Promise<SkinSite | null>;
  /** The signed-in user's skins. */
  listSkins(uid: string): Promise<SkinDoc[]>;
  /** Every skin of every user, in no order (VISITAS' picker for owners). */
  listAllSkins(): Promise<SkinDoc[]>;

  /** Contacts, newest first: every contact for owners, otherwise those whose uids include the user. */
  watchContacts(scope: { uid: string; admin: boolean }, live: Live<ContatoDoc[]>): Unsubscribe;
  /** Conversations of a contact, newest message first. */
  watchConversations(contactId: string, live: Live<ConversaDoc[]>): Unsubscribe;
  /** Messages of a conversation in time order. */
  watchChat(contactId: string, conversationId: string, live: Live<ChatDoc[]>): Unsubscribe;
  /** Every user (owners only), newest registration first. */
  watchUsers(live: Live<UserRow[]>): Unsubscribe;
  /** Every report of a skin (owners only), newest first. */
  watchReports(live: Live<ReportRow[]>): Unsubscribe;
  /** The access log (owners only), newest first. */
  watchAccessLog(live: Live<AcessoRow[]>): Unsubscribe;
  /** Unseen accesses (owners only), counted up to UNSEEN_ACCESS_COUNT_MAX + 1. */
  watchUnseenAccessCount(live: Live<number>): Unsubscribe;
  /** The daily counters' shards from `sinceDay` ("2026-10-25") on (owners only). */
  watchStats(sinceDay: string, live: Live<EstatisticaDoc[]>): Unsubscribe;
  /** Every queued e-mail (owners only), newest first. */
  watchOutbox(live: Live<MailRow[]>): Unsubscribe;
  /** The e-mails of one conversation (owners only), oldest first. */
  watchConversationMail(contactId: string, conversationId: string, live: Live<MailRow[]>): Unsubscribe;
  /** One skin's counter shards from `sinceDay` on (the skin's own user or an owner). */
  watchSkinVisits(args: SkinVisitsArgs, live: Live<VisitaDoc[]>): Unsubscribe;
  /** The business hours of the viewer's inboxes (her skins'; every inbox's for owners), read once. */
  listBusinessHours(): Promise<AtendimentoDoc[]>;
  /** The account's own quick replies, by shortcut (only its own account may read them). */
  watchQuickReplies(uid: string, live: Live<QuickReplyRow[]>): Unsubscribe;
  /** Her bookings (any state) by start: only her own account may read them. */
  watchBookings(args: HerBookingsArgs, live: Live<BookingRow[]>): Unsubscribe;
  /** Her calendar feed's secret (none until she makes its address): only her own account may read it. */
  watchAgendaFeed(uid: string, live: Live<AgendaFeedDoc | null>): Unsubscribe;
  /** The quotes sent through her skin's links, awaiting her review, oldest first: only her own account may read them. */
  watchPendingTestimonials(args: PendingTestimonialsArgs, live: Live<DepoimentoPendenteRow[]>): Unsubscribe;
  /** One inbox's leads, the newest message first (its creator, or owners for the site's inbox). */
  watchLeads(args: InboxLeadsArgs, live: Live<LeadRow[]>): Unsubscribe;
  /** One conversation's lead, for its chat's header: none until its first message after leads began. */
  watchLead(args: OneLeadArgs, live: Live<LeadRow | null>): Unsubscribe;

  /**
   * The visitor started writing a contact message: get ready to send it (App Check on Firebase, so the
   * send needs no extra wait and a page view loads none of it). Never throws; the demo has nothing to do.
   */
  prepareContactMessage(): void;

  /**
   * Counts a click on a public page's outgoing action (logClick), fire and forget: never waits, never
   * throws, and outlives the page that is being left (a beacon when nobody is signed in on it).
   */
  sendClick(payload: PayloadOf<'logClick'>): void;

  /**
   * Runs a callable. Refusals reject with the core `DomainError` (code and Portuguese message),
   * whichever adapter ran it.
   */
  call<N extends CallableName>(name: N, payload: PayloadOf<N>): Promise<ResultOf<N>>;
}

/** The live reads: each declared once in the domain (LIVE_READS), run by each adapter's ReadRunner. */
export type LiveReads = Pick<
  Backend,
  | 'listSkins'
  | 'listAllSkins'
  | 'watchContacts'
  | 'watchConversations'
  | 'watchChat'
  | 'watchUsers'
  | 'watchReports'
  | 'watchAccessLog'
  | 'watchUnseenAccessCount'
  | 'watchStats'
  | 'watchOutbox'
  | 'watchConversationMail'
  | 'watchSkinVisits'
  | 'listBusinessHours'
  | 'watchQuickReplies'
  | 'watchLeads'
  | 'watchLead'
  | 'watchBookings'
  | 'watchAgendaFeed'
  | 'watchPendingTestimonials'
>;
