/**
 * The demo backend's engine: one MemoryDb grown from the seed, the Cloud Functions' own handlers
 * running on it in the browser, persistence across reloads and live sharing between tabs.
 *
 * Commands from all tabs are serialised by one lock. Inside it a tab first reloads the latest saved
 * snapshot (another tab may have written), runs the handler, saves, and tells the other tabs, which
 * reload the snapshot into their MemoryDb; MemoryDb.load emits change events, so their live reads
 * update by themselves.
 */
import {
  callerFromClaims,
  DomainError,
  isDomainError,
  MESSAGES,
  paths,
  type Caller,
  type IdentityClaims,
} from '@lab/domain/kernel';
import { type CallableName, type PayloadOf, type ResultOf } from '@lab/domain/commands';
import { type Seed } from '@lab/domain/skins';
import { MemoryDb } from '@lab/domain/memory';
import { withPublishedSnapshots } from '@lab/domain/store';
import type { Accounts, Handlers } from '@lab/domain/handlers';
import { authUserOf } from '../auth-user';
import type { AuthUser, ChooserAccount } from '../port';
import { newAccountProfile } from '../new-account';
import { refusalOf } from '../refusal-message';
import type { DemoAccountRecord, DemoPersistence, DemoSnapshot } from './demo-persistence';
import type { DemoChannel, DemoLock, DemoMessage } from './demo-tabs';
import { DEMO_IP, loadDemoSweeper, loadServerHandlers, type HandlerClock } from './demo-handlers';
import { onFirstUse } from '../../lazy/on-first-use';
import { fingerprint, newDocumentId } from './demo-ids';

/** The demo grows from the very seed the emulators load. */
export type DemoSeed = Seed;

export interface DemoRuntimeOptions {
  seed: DemoSeed;
  persistence: DemoPersistence;
  /** Null when the browser cannot talk to its other tabs. */
  channel: DemoChannel | null;
  lock: DemoLock;
  now?: () => number;
  random?: () => number;
  /** How the handlers are built; the default loads them lazily, so reading a page never pays for them. */
  loadHandlers?: (db: MemoryDb, deps: HandlerClock, accounts: Accounts) => Promise<Handlers>;
  /** How the saved data's check is loaded; lazily too, as only a tab that finds newer data needs it. */
  loadSnapshotCheck?: () => Promise<SnapshotCheck>;
}

/** Says why a saved snapshot cannot be used, or null when it can. */
export type SnapshotCheck = (saved: DemoSnapshot) => string | null;

const loadSnapshotCheck = async (): Promise<SnapshotCheck> => (await import('./demo-snapshot')).snapshotProblem;

type AuthListener = (user: AuthUser | null) => void;

export class DemoRuntime {
  readonly db = new MemoryDb();
  /** Resolves once the saved data (if any) has replaced the seed. */
  readonly ready: Promise<void>;

  private readonly options: DemoRuntimeOptions;
  private readonly seedFingerprint: string;
  private readonly clock: HandlerClock;
  private accounts: DemoAccountRecord[];
  private revision = 0;
  private currentUid: string | null = null;
  private readonly authListeners = new Set<AuthListener>();

  constructor(options: DemoRuntimeOptions) {
    this.options = options;
    this.seedFingerprint = fingerprint(JSON.stringify(options.seed));
    this.clock = { now: options.now ?? Date.now, random: options.random ?? Math.random, newId: newDocumentId };
    // The seed is there at once, so a first read never waits for IndexedDB to open.
    this.db.load(withPublishedSnapshots(options.seed.documents, this.clock.now()));
    this.accounts = structuredClone(options.seed.accounts);
    options.channel?.subscribe((message) => void this.onMessage(message));
    this.ready = this.restore();
  }

  currentUser(): AuthUser | null {
    const account = this.currentAccount();
    return account ? authUserOf(claimsOf(account)) : null;
  }

  async listAccounts(): Promise<ChooserAccount[]> {
    await this.ready;
    return this.accounts.map(({ uid, displayName, photoURL, admin }) => ({ uid, displayName, photoURL, admin }));
  }

  watchAuth(next: AuthListener): () => void {
    this.authListeners.add(next);
    let active = true;
    void this.ready.then(() => {
      if (active) next(this.currentUser());
    });
    return () => {
      active = false;
      this.authListeners.delete(next);
    };
  }

  /** Signs in as a seed or earlier demo account, or as a brand-new one (NEW_ACCOUNT). */
  async signIn(accountUid: string | undefined, newAccountUid: string): Promise<AuthUser> {
    await this.ready;
    if (accountUid === undefined) throw new DomainError('invalid-argument', MESSAGES.invalidPayload);
    const uid = accountUid === newAccountUid ? await this.options.lock.run(() => this.createAccount()) : accountUid;
    const account = this.accounts.find((a) => a.uid === uid);
    if (!account) throw new DomainError('not-found', MESSAGES.unauthenticated);
    // As Firebase Auth refuses a disabled account: the block (setAccountBlocked) marks the user document.
    const user = this.db.get(paths.user(uid));
    if (user?.['bloqueado'] === true) throw new DomainError('permission-denied', MESSAGES.accountBlocked);
    await this.setCurrentUid(uid);
    return authUserOf(claimsOf(account));
  }

  async signOut(): Promise<void> {
    await this.ready;
    await this.setCurrentUid(null);
  }

  /**
   * Runs a Cloud Function's handler as the signed-in account. Refusals are the handlers' own
   * DomainErrors; an unexpected failure is logged and rejects as internal, as the callables answer it.
   */
  async call<N extends CallableName>(name: N, payload: PayloadOf<N>): Promise<ResultOf<N>> {
    await this.ready;
    return this.options.lock.run(async () => {
      await this.pullLatest();
      const handlers = await this.loadHandlers();
      const handler = handlers[name] as (call: {
        caller: Caller | null;
        ip: string | null;
        data: unknown;
      }) => Promise<ResultOf<N>>;
      let changed = false;
      const stop = this.db.subscribe(() => {
        changed = true;
      });
      try {
        await (
          await this.loadSweeper()
        )();
        // Cloned both ways, as a network boundary would: nobody shares objects with the store.
        const result = await handler({ caller: this.caller(), ip: DEMO_IP, data: structuredClone(payload) });
        return structuredClone(result);
      } catch (error) {
        if (!isDomainError(error)) console.error(`${name}: unexpected failure`, error);
        throw refusalOf(error);
      } finally {
        stop();
        if (changed) await this.pushSnapshot();
      }
    });
  }

  private caller(): Caller | null {
    const account = this.currentAccount();
    return account ? callerFromClaims(claimsOf(account)) : null;
  }

  /** A demo account stands for a Google account: its name and photo are what Google would have given. */
  private readonly accountsPort: Accounts = {
    googleProfile: async (uid) => {
      const account = this.accounts.find((a) => a.uid === uid);
      return account ? { name: account.displayName, picture: account.photoURL } : null;
    },
    isOwner: async (uid) => this.accounts.some((a) => a.uid === uid && a.admin),
    ownerEmails: async () => this.accounts.flatMap((a) => (a.admin && a.email ? [a.email] : [])),
    verifiedEmail: async (uid) => this.accounts.find((a) => a.uid === uid)?.email || null,
    ownerUids: async () => this.accounts.flatMap((a) => (a.admin ? [a.uid] : [])),
    // Saved with the command's data, like every change: the account is gone in every tab.
    deleteAccount: async (uid) => {
      this.accounts = this.accounts.filter((a) => a.uid !== uid);
    },
    // A demo account has no sign-in of its own to disable: signIn reads the user document's mark.
    setDisabled: async () => undefined,
    // A demo account stands for one Google account for as long as it exists.
    identityKey: async (uid) => (this.accounts.some((a) => a.uid === uid) ? `demo-${uid}` : null),
  };

  private currentAccount(): DemoAccountRecord | undefined {
    return this.accounts.find((a) => a.uid === this.currentUid);
  }

  /** The handlers, built on first use: reading a page never pays for them. */
  private readonly loadHandlers = onFirstUse((): Promise<Handlers> =>
    (this.options.loadHandlers ?? loadServerHandlers)(this.db, this.clock, this.accountsPort),
  );

  private readonly loadSweeper = onFirstUse(() => loadDemoSweeper(this.db, this.clock, this.accountsPort));

  private async restore(): Promise<void> {
    await this.pullLatest();
    const uid = await this.options.persistence.loadCurrentUid();
    this.currentUid = this.accounts.some((a) => a.uid === uid) ? uid : null;
  }

  private apply(snapshot: DemoSnapshot): void {
    this.revision = snapshot.revision;
    this.accounts = snapshot.accounts;
    // Data saved before snapshots were published gets them here; for the rest this changes nothing.
    // As shown now, too: a date that came while no page of the demo was open is honoured at once.
    this.db.load(withPublishedSnapshots(snapshot.docs, this.clock.now()));
  }

  /**
   * Takes in what was saved (by an earlier page or another tab) since this one last looked. A snapshot
   * that does not check out is skipped, not applied: the demo keeps what it has (at first, the seed),
   * and its next write replaces the snapshot.
   */
  private async pullLatest(): Promise<void> {
    const saved = await this.options.persistence.loadSnapshot();
    if (!saved || saved.seedFingerprint !== this.seedFingerprint || saved.revision <= this.revision) return;
    const snapshotProblem = await (this.options.loadSnapshotCheck ?? loadSnapshotCheck)();
    // Asked again after the wait: a command of this tab may have saved newer data meanwhile, and
    // applying the older snapshot now would take that change back off the screen.
    if (saved.revision <= this.revision) return;
    const problem = snapshotProblem(saved);
    if (problem === null) {
      this.apply(saved);
      return;
    }
    console.error('Dados salvos da demonstração descartados:', problem);
    this.revision = saved.revision;
  }

  private async pushSnapshot(): Promise<void> {
    this.revision += 1;
    await this.options.persistence.saveSnapshot({
      seedFingerprint: this.seedFingerprint,
      revision: this.revision,
      docs: this.db.toJSON(),
      accounts: this.accounts,
    });
    this.options.channel?.post({ kind: 'data', revision: this.revision });
  }

  private async createAccount(): Promise<string> {
    await this.pullLatest();
    const uid = `demo-${newDocumentId().slice(0, 12)}`;
    this.accounts = [...this.accounts, { uid, ...newAccountProfile(this.clock.random), admin: false }];
    await this.pushSnapshot();
    return uid;
  }

  private async setCurrentUid(uid: string | null): Promise<void> {
    this.currentUid = uid;
    await this.options.persistence.saveCurrentUid(uid);
    this.options.channel?.post({ kind: 'auth' });
    this.notifyAuth();
  }

  private notifyAuth(): void {
    const user = this.currentUser();
    for (const listener of [...this.authListeners]) listener(user);
  }

  private async onMessage(message: DemoMessage): Promise<void> {
    await this.ready;
    if (message.kind === 'data') {
      if (message.revision > this.revision) await this.pullLatest();
      return;
    }
    await this.pullLatest();
    const uid = await this.options.persistence.loadCurrentUid();
    const next = this.accounts.some((a) => a.uid === uid) ? uid : null;
    if (next !== this.currentUid) {
      this.currentUid = next;
      this.notifyAuth();
    }
  }
}

/** A demo account stands for a Google account: its token would carry these claims (Google e-mails are verified). */
function claimsOf(account: DemoAccountRecord): IdentityClaims {
  return {
    uid: account.uid,
    name: account.displayName,
    email: account.email,
    email_verified: true,
    picture: account.photoURL,
    admin: account.admin,
  };
}
