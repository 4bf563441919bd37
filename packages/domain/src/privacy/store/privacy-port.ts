import type { ChatDoc, ContatoDoc, ConversaDoc, Participante, PedidoDadosDoc } from '../../kernel/types';
import type { MailDoc } from '../../notices/mail-doc';
import type { MyDataSection } from '../personal-data';
import type { SkinDoc } from '../../skins/skin-types';
import type { DocSnapshot } from '../../kernel/store/doc-port';

/** Whose data: the account, and the addresses mail to it went to (its Google e-mail, its verified one). */
export interface PersonalDataOwner {
  uid: string;
  emails: readonly string[];
}

/** What an account's deletion needs besides the account: who replaces it, and which counters name it. */
export interface DeleteAccountInput extends PersonalDataOwner {
  /** The key that stands for the deleted side in the conversations others keep. */
  key: string;
  /** The rate-limit keys that name the account, from its skins' names and the people it talked to. */
  limitKeys(found: { skins: readonly string[]; others: readonly Participante[] }): string[];
  /**
   * A blocked account's deletion keeps what the moderation hid: its hidden skins stay whole (tree, name,
   * images) for the owners, as the block stays under its Google identity (`bloqueios/`).
   */
  keepHiddenSkins?: boolean;
  /** Skins already taken out of its list (an undoable deletion's record holds them), deleted whole with the rest. */
  skins?: readonly SkinDoc[];
}

/** A visitor's request for their messages, with the e-mail that carries the link. */
export interface DataRequestInput {
  token: string;
  doc: PedidoDadosDoc;
  mail: { id: string; doc: MailDoc };
}

/** One contact of a visitor, with every conversation and its messages, oldest first. */
export interface VisitorConversation {
  contact: ContatoDoc;
  conversas: Array<{ conversa: ConversaDoc; chat: ChatDoc[] }>;
}

export interface VisitorDataDeletion {
  token: string;
  email: string;
  /** The key that stands for the visitor in the conversations the other side keeps. */
  key: string;
}

/** What the site holds about a person: read for **Baixar meus dados**, removed for **Excluir minha conta**. */
export interface PrivacyStore {
  /** Every stored document about the account, by section of the privacy notice. */
  readPersonalData(owner: PersonalDataOwner): Promise<Record<MyDataSection, DocSnapshot[]>>;
  /**
   * Deletes every document about the account; in conversations with others its messages and name are
   * replaced, so the other side keeps its own words. Resolves with the names its skins had.
   */
  deleteAccount(input: DeleteAccountInput): Promise<{ skins: string[] }>;
  /** Whether a visitor without an account wrote with this address. */
  hasConversationsFrom(email: string): Promise<boolean>;
  /** Records the request and queues its e-mail together. */
  openDataRequest(input: DataRequestInput): Promise<void>;
  getDataRequest(token: string): Promise<PedidoDadosDoc | null>;
  /** The conversations a visitor without an account took part in with this address. */
  readVisitorConversations(email: string): Promise<VisitorConversation[]>;
  /** Removes the visitor's side of those conversations and what names the address, and uses the link up. */
  deleteVisitorData(input: VisitorDataDeletion): Promise<void>;
}
