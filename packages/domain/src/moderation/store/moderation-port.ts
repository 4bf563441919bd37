import type { DenunciaDoc, OcultaPor } from '../moderation';
import type { Instant } from '../../kernel/types';
import type { RateLimit } from '../../limits';
import type { SkinLocation } from '../../skins/store/skin-location';

export interface OpenReportInput extends SkinLocation {
  id: string;
  /** `estado: 'aberta'`, `skinOculta: false`; never the reporter's IP. */
  doc: DenunciaDoc;
  /** The reporter's limits (per IP, per account), counted with the report: a refused report counts nothing. */
  limits: readonly RateLimit[];
  /** One report per skin and reporter (IP or uid) a day, counted in the report's own transaction. */
  perSkinLimit: RateLimit;
  at: Instant;
}

/** `skin-not-found` also for a hidden skin, so a report learns nothing the public page does not say. */
export type OpenReportOutcome = 'opened' | 'skin-not-found' | 'rate-limited' | 'already-reported';

export interface HideSkinInput extends SkinLocation {
  por: OcultaPor;
  at: Instant;
  /** The report the decision answers: it must exist and be about this skin. */
  denuncia?: string;
}
export type HideSkinOutcome = 'hidden' | 'skin-not-found' | 'report-not-found';

export interface RestoreSkinInput extends SkinLocation {
  at: Instant;
  /** Restore only a skin hidden for this reason (unblocking restores only what the block hid). */
  onlyIfHiddenBy?: OcultaPor;
  /** The report the decision answers, as for HideSkinInput. */
  denuncia?: string;
}
/** `account-blocked`: the skin's account is blocked, so its skins stay hidden until it is unblocked. */
export type RestoreSkinOutcome =
  'restored' | 'skin-not-found' | 'not-hidden' | 'account-blocked' | 'report-not-found' | 'too-large';

export type DismissReportOutcome = 'dismissed' | 'report-not-found' | 'already-handled';

export interface SetAccountBlockedInput {
  uid: string;
  bloqueado: boolean;
  at: Instant;
  /** The account's Google identity (Accounts.identityKey): the block is recorded under it too. */
  identityKey: string | null;
}
export type SetAccountBlockedOutcome = { status: 'done'; skins: string[] } | { status: 'user-not-found' };

/** Reports and the skins the moderation hides (denuncias/, SkinDoc.oculta, sitesOcultos/). */
export interface ModerationStore {
  /** Records a report of a visible skin, with its per-skin limit, atomically; refusals write nothing. */
  openReport(input: OpenReportInput): Promise<OpenReportOutcome>;
  /**
   * Hides the skin in one transaction: marks the skin document, withdraws its whole published
   * snapshot and writes its public marker. Then, in batches of their own (a much-reported skin's
   * reports would pass Firestore's 500 writes per commit), resolves its open reports and marks all of
   * them `skinOculta`. Hiding a hidden skin again records the new reason and finishes the reports a
   * run cut short left unmarked.
   */
  hideSkin(input: HideSkinInput): Promise<HideSkinOutcome>;
  /**
   * Clears the mark, republishes the snapshot from the tree (as a studio change does) and removes the
   * marker in one transaction, then unmarks the reports in batches, as hideSkin marks them.
   */
  restoreSkin(input: RestoreSkinInput): Promise<RestoreSkinOutcome>;
  dismissReport(id: string, at: Instant): Promise<DismissReportOutcome>;
  /**
   * Marks the account blocked (or not), then hides every skin of it (`ocultaPor: 'bloqueio'`), or
   * restores those the block hid, one transaction per skin; running it again finishes what a failure
   * left. Resolves with the names of the skins it hid or restored.
   */
  setAccountBlocked(input: SetAccountBlockedInput): Promise<SetAccountBlockedOutcome>;
  /**
   * Whether the account is blocked: its user document says so or, for an account without one yet (a
   * new uid), its Google identity was blocked (`identityKey` is asked for only then).
   */
  isBlocked(uid: string, identityKey: () => Promise<string | null>): Promise<boolean>;
  /**
   * isBlocked's answer, and whether the account's own deletion is under way (its user document is
   * marked; once that is gone, its record in `exclusoes/` says so until the sweep ends): one read of
   * the user document for an account that has one.
   */
  accountState(uid: string, identityKey: () => Promise<string | null>): Promise<'blocked' | 'deleting' | 'active'>;
}
