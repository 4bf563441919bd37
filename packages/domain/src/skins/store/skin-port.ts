import type { CheckedChange } from '../../studio/studio-commands';
import type { DominioDoc, Instant, UserDoc } from '../../kernel/types';
import type { SkinDoc } from '../skin-types';
import type { EditSkinRefusal } from '../../studio/store/studio-port';
import type { RateLimit } from '../../limits';
import type { SkinLocation } from './skin-location';

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

/** One studio change of a skin being built, with the id it gives what it creates (see EditSkinInput.newId). */
export interface PlannedChange {
  change: CheckedChange;
  newId: string;
}

/** A new skin whose tree is built by studio changes, as the studio would make them one by one. */
export interface CreateSkinFromChangesInput extends CreateSkinInput {
  /** Already checked by the handler, in order, starting from a new skin with its home page. */
  changes: readonly PlannedChange[];
  /** Images already stored for the new skin (skins/{uid}/{skinId}/...), recorded with it. */
  images: ReadonlyArray<{ imageId: string; url: string; thumbUrl: string }>;
  /** Further limits counted with the skin (the client's and its /48's, ipLimits); absent for owners. */
  ipRateLimits?: readonly RateLimit[];
}

/** As CreateSkinOutcome, or the first change the studio refuses (`change` is its index; -1: the published page). */
export type CreateSkinFromChangesOutcome =
  CreateSkinOutcome | { status: 'ip-rate-limited' } | { status: 'refused'; reason: EditSkinRefusal; change: number };

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

export interface RenameSkinInput extends SkinLocation {
  /** Already validated and trimmed. */
  username: string;
  nomeExibicao: string;
  /** A model's tree, built by the studio's planners on the skin, which must then hold its home page alone. */
  changes: readonly PlannedChange[];
  at: Instant;
  /** Counted only when the rename is made. */
  rateLimit: RateLimit;
}

/**
 * `not-default`: the skin already has a name she chose; `skin-not-empty`: a model asked for a skin
 * that holds more than its home page; nothing is written on any refusal.
 */
export type RenameSkinOutcome =
  | { status: 'renamed'; skin: SkinDoc }
  | { status: 'skin-not-found' | 'skin-hidden' | 'not-default' | 'username-taken' | 'rate-limited' | 'skin-not-empty' }
  | { status: 'refused'; reason: EditSkinRefusal };

export interface FoundSkin extends SkinLocation {
  skin: SkinDoc;
}

export type DeleteSkinOutcome = 'deleted' | 'skin-not-found' | 'last-skin';

export interface SetSkinDomainInput extends SkinLocation {
  /** Already normalised (domains.ts); null takes the domain away. */
  dominio: string | null;
  at: Instant;
}

/** `domain-taken`: another skin holds the host; nothing was written. */
export type SetSkinDomainOutcome = 'saved' | 'skin-not-found' | 'domain-taken';

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
  /** Whether no skin has the name nor its reservation (case-insensitively): what an address field shows as she types. */
  isSkinNameFree(username: string): Promise<boolean>;
  /**
   * The first sign-in's skin made hers, in one transaction: the new name's reservation taken and the
   * old one freed, the display name set, the model's tree built, the published snapshot moved to
   * the new name (nothing stays public under the old one) and the domain's mapping following it.
   */
  renameSkin(input: RenameSkinInput): Promise<RenameSkinOutcome>;
  /** Reserves usernames/{lower-cased name} and writes the skin and its home page, atomically. */
  createSkin(input: CreateSkinInput): Promise<CreateSkinOutcome>;
  /**
   * The same new skin, then its tree built by studio changes, in one transaction with its published
   * snapshot; a refusal of any change writes nothing at all.
   */
  createSkinFromChanges(input: CreateSkinFromChangesInput): Promise<CreateSkinFromChangesOutcome>;
  /**
   * Deletes a skin's whole tree (in batches), then the skin and its name's reservation together.
   * Refused, writing nothing, when it is the user's last skin. A failure part-way leaves the skin
   * document, so a retry finds it and finishes.
   */
  deleteSkin(location: SkinLocation): Promise<DeleteSkinOutcome>;
  /**
   * Maps the skin to `dominio` (dominios/{host}, the skin document and its published snapshot), freeing
   * the host it had, in one transaction; refused when another skin holds the host.
   */
  setSkinDomain(input: SetSkinDomainInput): Promise<SetSkinDomainOutcome>;
  /** The skin a custom domain shows (dominios/{host}), null when none: the page function's lookup. */
  skinOfDomain(host: string): Promise<DominioDoc | null>;
}
