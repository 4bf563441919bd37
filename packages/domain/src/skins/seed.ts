/** The shape of emulator-data/seed.json, shared by the emulator seed script and the demo backend. */

/** An Auth account of the seed. `admin` is the custom claim the account carries. */
export interface SeedAccount {
  uid: string;
  email: string;
  displayName: string;
  givenName: string;
  /** Site-relative ("/seed/...") or absolute URL. */
  photoURL: string;
  admin: boolean;
}

/** A stored document: plain JSON, dates as epoch ms. */
export type SeedDocument = Record<string, unknown>;

export interface Seed {
  accounts: SeedAccount[];
  /** Document path (even number of segments) to its fields. */
  documents: Record<string, SeedDocument>;
}
