import type { MyDataSection } from '..';
import type { DocSnapshot } from './doc-port';

/** Whose data: the account, and the addresses mail to it went to (its Google e-mail, its verified one). */
export interface PersonalDataOwner {
  uid: string;
  emails: readonly string[];
}

/** What the site holds about a person: read for **Baixar meus dados**. */
export interface PrivacyStore {
  /** Every stored document about the account, by section of the privacy notice. */
  readPersonalData(owner: PersonalDataOwner): Promise<Record<MyDataSection, DocSnapshot[]>>;
}
