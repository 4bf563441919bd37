import type { Instant, SkinDoc, UserDoc } from '..';
import type { RateLimit } from './limit-port';

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

/** Where a skin's documents live: users/{uid}/skins/{skinId}. */
export interface SkinLocation {
  uid: string;
  skinId: string;
}

export interface FoundSkin extends SkinLocation {
  skin: SkinDoc;
}

export type DeleteSkinOutcome = 'deleted' | 'skin-not-found' | 'last-skin';

/** Skins and their names: who has which skin, creating one (with its reserved name) and deleting one, and the account a first sign-in creates. */
export interface SkinStore {
  getUser(uid: string): Promise<UserDoc | null>;
  /** Ensures the user, appends a login and creates the default skin when there is none, atomically. */
  bootstrapUser(input: BootstrapInput): Promise<BootstrapOutcome>;
  /** Oldest first. */
  listSkins(uid: string): Promise<SkinDoc[]>;
  findSkinByUsername(username: string): Promise<SkinDoc | null>;
  /**
   * The skin a name names, case-insensitively like the reservation (usernames/{lower-cased}); a skin
   * of exactly that name without a reservation (older data) is found too.
   */
  findSkin(username: string): Promise<FoundSkin | null>;
  /** Reserves usernames/{lower-cased name} and writes the skin and its home page, atomically. */
  createSkin(input: CreateSkinInput): Promise<CreateSkinOutcome>;
  /**
   * Deletes a skin's whole tree (in batches), then the skin and its name's reservation together.
   * Refused, writing nothing, when it is the user's last skin. A failure part-way leaves the skin
   * document, so a retry finds it and finishes.
   */
  deleteSkin(location: SkinLocation): Promise<DeleteSkinOutcome>;
}
