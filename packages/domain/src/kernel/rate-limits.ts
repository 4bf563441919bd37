/**
 * The rate limits, apart from the other constants: only the trusted boundary (the handlers) reads
 * them, and every public page carries the constants module, so the table would ride along there.
 */
import { LIMITS } from './constants';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Every rate limit the trusted boundary keeps, as uses per sliding window. docs/security.md lists
 * them with the reason for each number; a refused use writes nothing.
 */
export const RATE_LIMITS = {
  /** A signed-in sender's contact messages, whichever skin they write from. */
  contactPerUser: { max: LIMITS.contactMessagesPerHour, windowMs: HOUR },
  /** Anonymous contact messages from one IP, whatever e-mail they give. */
  contactPerIp: { max: LIMITS.contactMessagesPerHour, windowMs: HOUR },
  /** Anonymous contact messages giving one e-mail from one IP: a flood elsewhere cannot lock it out. */
  contactPerEmailAndIp: { max: 20, windowMs: DAY },
  /**
   * Anonymous contact messages from one client whichever forms they go to: each form's own limit is
   * per form, so without this one a client's share would grow with the number of skins.
   */
  contactPerClient: { max: 10, windowMs: HOUR },
  /**
   * Notice e-mails one sender's messages cause across every inbox (the owners' and all the creators'):
   * above one inbox's share (OWNER_NOTIFICATIONS_PER_SENDER_PER_HOUR), below the messages it may send.
   */
  noticesPerSender: { max: 8, windowMs: HOUR },
  /**
   * Visits of one skin one client counts (a household's few browsers): sessions are whatever a client
   * says, so a new one per view would count a visit, an origin and a country each time.
   */
  skinVisitsPerClient: { max: 3, windowMs: DAY },
  /**
   * Clicks one client counts on one skin a day, and from one client on every skin an hour: clicks
   * need no App Check and no session, so without them one script could fill a creator's ranking.
   */
  skinClicksPerClient: { max: 30, windowMs: DAY },
  clicksPerIp: { max: 120, windowMs: HOUR },
  /** Addresses one account checks as she types her name (each check reads the reservations). */
  checkSkinNamePerUser: { max: 300, windowMs: HOUR },
  /** Renames of the first sign-in's skin by one account: one is all the product needs, a few allow retries. */
  renameSkinPerUser: { max: 5, windowMs: DAY },
  /** New skins of one non-owner account. */
  createSkinPerUser: { max: 5, windowMs: HOUR },
  /** Chat messages of one non-owner: a burst, then a pause. */
  chatBurstPerUser: { max: 10, windowMs: MINUTE },
  chatPerUser: { max: 120, windowMs: HOUR },
  /** Access records (each with a paid geo lookup) from one IP. */
  accessPerIp: { max: 1, windowMs: 30 * MINUTE },
  /** Navigation records from one IP, and of one session hash. */
  navigationPerIp: { max: 200, windowMs: HOUR },
  navigationPerHash: { max: 60, windowMs: HOUR },
  /** Studio changes of one non-owner: generous for a person building a site, a ceiling for a script. */
  editSkinPerUser: { max: 600, windowMs: HOUR },
  /** Image uploads of one non-owner (each is decoded and re-encoded by the server). */
  uploadSkinImagePerUser: { max: 60, windowMs: HOUR },
  /** Data exports of one account: each reads everything about it, so a few an hour is plenty. */
  exportMyDataPerUser: { max: 5, windowMs: HOUR },
  /** Data exports from one IP, whichever accounts ask. */
  exportMyDataPerIp: { max: 20, windowMs: HOUR },
  /** Requests for a visitor's messages by e-mail from one IP, and for one address: each sends an e-mail. */
  dataRequestPerIp: { max: 5, windowMs: HOUR },
  dataRequestPerEmail: { max: 3, windowMs: DAY },
  /** Opening or using such links from one IP: the token cannot be guessed, this keeps anyone from trying. */
  dataLinkPerIp: { max: 60, windowMs: HOUR },
  /** Answers to the reply links (confirm, refuse) from one IP: a person answers a few. */
  replyLinkPerIp: { max: 30, windowMs: HOUR },
  /** Deletions one account may try (a deletion cut short is finished by trying again). */
  deleteAccountPerUser: { max: 5, windowMs: HOUR },
  /** Account deletions tried from one IP (each one deletes a whole account's documents). */
  deleteAccountPerIp: { max: 10, windowMs: HOUR },
  /** Skins made from a file, a model or a copy from one IP: each one writes a whole tree. */
  skinFromDocumentPerIp: { max: 20, windowMs: HOUR },
  /** "Eu respondo" and Liberar of one owner, and from one IP: a person takes a few, a loop many. */
  claimConversationPerUser: { max: 60, windowMs: HOUR },
  claimConversationPerIp: { max: 120, windowMs: HOUR },
  /** Saves of one account's business hours (each rewrites one document): a person saves a few times. */
  saveBusinessHoursPerUser: { max: 30, windowMs: HOUR },
  /** Reports of skins from one IP (an IPv6 client's whole /64), signed in or not. */
  reportPerIp: { max: 10, windowMs: HOUR },
  /** Reports of one signed-in account. */
  reportPerUser: { max: 10, windowMs: DAY },
  /** Reports of one skin by one reporter (IP or uid): one person cannot flood one skin. */
  reportPerSkin: { max: 1, windowMs: DAY },
  /** Devices registered or removed by one account (each sign-in on a device registers it again). */
  devicesPerUser: { max: 30, windowMs: HOUR },
  /** The same from one IP (an IPv6 client's whole /64). */
  devicesPerIp: { max: 60, windowMs: HOUR },
  /** Desfazer of one account: a person undoes a few deletions, a loop many. */
  undoDeletionPerUser: { max: 30, windowMs: HOUR },

  // Quick replies (saveQuickReply, deleteQuickReply).
  /** Quick replies saved or deleted by one account: a person edits a few dozen, a script thousands. */
  quickRepliesPerUser: { max: 120, windowMs: HOUR },
  // Webhooks: saving or removing one's address, test events, reading the screen (it refreshes itself),
  // and the events one skin's receiver gets a day, so a flood of messages never floods it.
  webhookConfigPerUser: { max: 20, windowMs: HOUR },
  webhookTestsPerUser: { max: 10, windowMs: HOUR },
  webhookReadsPerUser: { max: 600, windowMs: HOUR },
  webhookEventsPerSkin: { max: 300, windowMs: DAY },
  /** Stage changes of one account's leads (the board's moves): a person moves dozens, a loop thousands. */
  leadStagePerUser: { max: 300, windowMs: HOUR },

  // Bookings (listFreeSlots, bookSlot).
  /** Free times one client asks for: the widget asks once per week shown, a script thousands. */
  freeSlotsPerIp: { max: 120, windowMs: HOUR },
  /** Bookings from one client, whatever e-mail they give. */
  bookingPerIp: { max: 5, windowMs: HOUR },
  /** Bookings giving one e-mail from one client: a flood from one IP cannot lock the address out elsewhere. */
  bookingPerEmailAndIp: { max: 5, windowMs: DAY },
  /** Bookings of one agenda a day, from everyone: a flood from many clients cannot fill her week. */
  bookingPerAgenda: { max: 40, windowMs: DAY },
  // A booking's changes: the visitor's link (read, cancel, move) per client and per booking, and hers.
  /** Uses of booking links from one client, whatever booking: guessing links costs the guesser. */
  bookingLinkPerIp: { max: 60, windowMs: HOUR },
  /** Uses of one booking's link (with its secret): a leaked link cannot be hammered. */
  bookingLinkPerBooking: { max: 20, windowMs: HOUR },
  /** Her cancellations and deposits marked paid: a person marks dozens, a loop thousands. */
  bookingChangesPerUser: { max: 120, windowMs: HOUR },
  /** New calendar feed addresses of one account. */
  agendaFeedPerUser: { max: 10, windowMs: HOUR },

  // Depoimentos (her link asking for quotes, the quotes sent through it, her review of them).
  /** Links made or turned off by one account. */
  testimonialLinkPerUser: { max: 20, windowMs: HOUR },
  /** Quotes sent (and links opened) from one client, whatever link: a script cannot fill her list. */
  testimonialSendPerIp: { max: 10, windowMs: HOUR },
  /** Quotes sent through one link from everyone: a leaked link cannot flood her. */
  testimonialSendPerLink: { max: 30, windowMs: DAY },
  /** Links opened from one client: the form asks once per visit. */
  testimonialLinkReadPerIp: { max: 60, windowMs: HOUR },
  /** Her approvals and refusals of sent quotes. */
  testimonialReviewPerUser: { max: 120, windowMs: HOUR },
} as const satisfies Record<string, { max: number; windowMs: number }>;
