import type {
  ChatDoc,
  ContatoDoc,
  ConversaDoc,
  ConversationClaim,
  Instant,
  Participante,
  RespostaFormulario,
} from '../../kernel/types';
import type { MailDoc } from '../../notices/mail-doc';
import type { StatsBump } from '../../visits/store/access-port';
import type { RateLimit } from '../../limits';
import type { ReplyMailPlan } from '../../notices/store/mail-port';

/** The parts of a chat message the caller decides; the Store adds date, conversation and uids. */
export interface OutgoingChat {
  idChat: string;
  mensagem: string;
  userRemetente: string;
  nomeRemetente: string;
  fotoRemetente: string;
  /** The inbox's automatic answer (business-hours), never her own reply. */
  automatica?: true;
}

/**
 * Which side of a contact someone speaks for: every contact is a visitor and an inbox, the skin whose
 * form opened it (`lab`, the stored counters' name, for every inbox: see ContatoDoc.destino).
 */
export type ContactSide = 'lab' | 'visitante';

/** An e-mail to queue (mail/{id}) with the message it goes with. */
export interface QueuedMail {
  id: string;
  doc: MailDoc;
}

/** What an anonymous sender told about herself on the form, kept on the conversation her message opens. */
export interface VisitorDetails {
  nome?: string;
  /** E.164. */
  whatsapp?: string;
}

/** What the sender's command knows that the notice needs, handed to the message's transaction. */
export interface NoticeDraft {
  /** Who is told: the inbox of a form message, the other side of a chat message. */
  recipient: Participante;
  sender: Participante;
  /** The name and WhatsApp an anonymous sender gave on the form, which her notice shows. */
  visitor?: VisitorDetails;
  /** The answers to her own questions on the form (briefing), which the inbox's e-mail notice shows. */
  respostas?: RespostaFormulario[];
  /** The account that sent it, never alerted of its own message. */
  senderUid: string | null;
  assunto: string;
  mensagem: string | null;
  /** Whether an e-mail may tell the recipient (an inbox); false: its devices only. */
  email: boolean;
  /** The request's IP: an anonymous sender's notices are counted by the client they came from. */
  ip: string | null;
}

export interface ContactMessageInput {
  /**
   * `destino`: the skin the message is for when it is not the site's own. Stored when the contact is
   * created, never rewritten: the side that reads the message is whichever side that skin is.
   */
  contact: { idContato: string; participantes: Participante[]; uids: string[]; destino?: string };
  /**
   * Created when absent; otherwise only its last message and date move (assunto, data and email are
   * never rewritten).
   */
  conversation: { idConversa: string; assunto: string; email: string; respostas?: RespostaFormulario[] } & VisitorDetails;
  /** Null when the sender chose a subject and wrote nothing. */
  chat: OutgoingChat | null;
  /**
   * The ids come from the draft's idEnvio: an existing message (or, without one, conversation) under
   * them is an earlier try of this very send, answered as sent and not written again.
   */
  idempotent?: boolean;
  at: Instant;
  /** Every one must have room; each counts one use when the message is sent. */
  rateLimits: RateLimit[];
  /**
   * Stamps acessos/{hash}.valorEmail when that access document exists and was recorded by the same
   * account (`uid`), or like this sender by nobody signed in: a session id is whatever a browser sends,
   * and an account's export must never hold the e-mail of a visitor who used its session id.
   */
  accessEmail: { hash: string; email: string; uid: string | null } | null;
  /**
   * Left pending under the conversation (avisos/{message id}) and settled after the commit: the inbox's
   * e-mail and push are decided there, never in this transaction (absent: nobody is told).
   */
  notice?: NoticeDraft | null;
  /** The day's counters: one shard gets one more contact (absent: not counted). */
  stats?: StatsBump;
}

export type ContactMessageOutcome =
  /** `repeated`: the draft was stored by an earlier try; nothing was written this time. */
  | { status: 'sent'; createdConversation: boolean; repeated?: boolean }
  /** `limit` is the first of the limits that was full. */
  | { status: 'rate-limited'; limit: RateLimit }
  /** The contact id already belongs to other people (e.g. an e-mail spelled like someone's skin). */
  | { status: 'participant-mismatch' };

export interface ChatMessageInput {
  contactId: string;
  conversationId: string;
  /** A message already stored under `chat.idChat` is an earlier try of this send: answered, not written again. */
  chat: OutgoingChat;
  /**
   * The sender's clock. The message's own time is taken in the transaction, after the conversation's
   * last one (max(at, last + 1 ms)): the thread's order is the order of commits.
   */
  at: Instant;
  /** The sender's side: the other side's unread count grows by one (absent: the visitor's). */
  side?: ContactSide;
  /** The sender's limits (none for owners); each counts one use when the message is sent. */
  rateLimits?: RateLimit[];
  /** Left pending with the message and settled after the commit, like a contact message's (absent: nobody is told). */
  notice?: NoticeDraft | null;
  /**
   * An answer to a visitor who has only an e-mail: queued with the message, which records its id,
   * or held back (the message records why) when the address has not confirmed, refused, or a budget is spent.
   */
  replyMail?: ReplyMailPlan | null;
  /**
   * Starts the conversation when it does not exist yet (only `principal`, which every contact may
   * have); absent, a missing conversation is refused.
   */
  startConversation?: { assunto: string; email: string };
  /**
   * A person of the inbox side answered (her uid): a new lead (leads/) moves to Em conversa with the
   * message, recorded as hers. Absent or false for anything else, an automatic answer included: only a reply
   * moves a lead.
   */
  fromInboxReply?: { uid: string } | false;
}

export type ChatMessageOutcome =
  /** `repeated`: `chat.idChat` was stored by an earlier try, returned as it is; nothing was written this time. */
  | { status: 'sent'; chat: ChatDoc; repeated?: boolean }
  | { status: 'conversation-not-found' }
  | { status: 'rate-limited'; limit: RateLimit };

export interface MarkReadInput {
  contactId: string;
  conversationId: string;
  side: ContactSide;
  /** When the side read it: stored as its read time (the other side's "Visto") when something was cleared. */
  at: Instant;
}

export type MarkReadOutcome = { status: 'done'; cleared: number } | { status: 'conversation-not-found' };

export interface ClaimConversationInput {
  contactId: string;
  conversationId: string;
  /** The owner asking. */
  uid: string;
  /** Theirs from now (taking it over from anyone), or null: freed if they hold it, else left as it is. */
  claim: ConversationClaim | null;
  /** Checked after the conversation is found and counted with the write: a refusal writes nothing. */
  rateLimits: RateLimit[];
  at: Instant;
}

export type ClaimConversationOutcome =
  | { status: 'done'; respondendo: ConversationClaim | null }
  /** Absent, or not in the site's own inbox (only that one is shared by two owners). */
  | { status: 'conversation-not-found' }
  | { status: 'rate-limited'; limit: RateLimit };

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

export interface ContactIdReport {
  /** Contacts read. */
  contacts: number;
  /** Old id → new id of each contact moved. */
  moved: Record<string, string>;
  /** Contacts whose new id another contact holds (one still under its own old id): moved by a later run. */
  blocked: string[];
}

/** Contacts and chat: the contact form, messages, unread counts and deleting a conversation. */
export interface ConversationStore {
  getContact(contactId: string): Promise<ContatoDoc | null>;
  getConversation(contactId: string, conversationId: string): Promise<ConversaDoc | null>;
  inspectConversation(contactId: string, conversationId: string): Promise<ConversationFootprint>;
  /** Rate limit, contact, conversation, first message and access e-mail, atomically. */
  sendContactMessage(input: ContactMessageInput): Promise<ContactMessageOutcome>;
  appendChatMessage(input: ChatMessageInput): Promise<ChatMessageOutcome>;
  /** The latest message of `chave` in a conversation (what a reply quotes); null when there is none. */
  latestMessageOf(contactId: string, conversationId: string, chave: string): Promise<ChatDoc | null>;
  /** Clears one side's unread count of a conversation, and takes it off the contact's total, together. */
  markRead(input: MarkReadInput): Promise<MarkReadOutcome>;
  /** Sets or frees who answers a conversation of the site's own inbox, with the caller's limits, together. */
  claimConversation(input: ClaimConversationInput): Promise<ClaimConversationOutcome>;
  /**
   * Deletes every message (in batches), then the last few messages, the conversation and the contact
   * if no conversation remains, together. Each step leaves a state a retry can finish from.
   */
  deleteConversation(contactId: string, conversationId: string): Promise<DeleteConversationOutcome>;
  /** Moves every contact stored under an id `contactIdOf` no longer gives to the one it gives (an operator's script). */
  migrateContactIds(): Promise<ContactIdReport>;
}
