/** The documents of outgoing e-mail (mail/{id}), in the shape the Trigger Email extension reads and writes back. */
import type { Instant } from '../kernel/types';

/** Where the Trigger Email extension says an e-mail is; absent until the extension picks it up. */
export type MailState = 'PENDING' | 'PROCESSING' | 'RETRY' | 'SUCCESS' | 'ERROR';

/** What the extension writes back on mail/{id}. */
export interface MailDelivery {
  state: MailState;
  attempts?: number;
  error?: string | null;
}

/**
 * A notice of a new message, a reply carried by e-mail, a visitor's link to the messages they sent,
 * or a booking's invitation (to the visitor and to her, with its .ics).
 */
export type MailKind = 'notificacao' | 'resposta' | 'acesso-dados' | 'confirmacao-respostas' | 'reserva';

/** A file sent with an e-mail, as the extension hands it to Nodemailer (a calendar invitation). */
export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

/**
 * mail/{id}: one outgoing e-mail in the shape of the official "Trigger Email from Firestore"
 * extension (`to`, `replyTo`, `message`, and the `delivery` it writes back). Only callables write it
 * and only owners read it. The other fields are the product's: what the e-mail is about.
 */
export interface MailDoc {
  to: string[];
  /** Absent on the owners' notifications; the visitor's reply goes to the lab's addresses. */
  replyTo?: string;
  message: { subject: string; text: string; html: string; attachments?: MailAttachment[] };
  delivery?: MailDelivery;
  tipo: MailKind;
  data: Instant;
  idContato: string;
  idConversa: string;
  /** The chat message the e-mail carries (a reply), or null (a notification). */
  idChat: string | null;
  /**
   * Who besides the owners may read this e-mail: the creator whose inbox it concerns (their notice,
   * their reply to a visitor). Absent on the site's own mail, which owners alone read.
   */
  leitores?: string[];
}
