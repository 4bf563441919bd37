import type { MyDataSection, Participante } from '..';
import type { DocSnapshot } from './doc-port';

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
}
