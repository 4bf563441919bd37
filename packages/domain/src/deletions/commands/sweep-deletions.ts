/**
 * The deletion sweeper: every deletion whose undo window closed gets its cascade, documents first and
 * a skin's images after them (an account's: its skins' images, then its sign-in account), then its
 * record goes. A run stopped at any point leaves the record, so
 * the next run finishes the job; a deletion undone meanwhile is simply not found. The Functions run it
 * on a schedule (functions/src/index.ts), the demo backend before its commands.
 */
import type { ExclusaoDoc } from '../deletions';
import type { AccountLimitKeys } from '../../handlers/define-callable';
import type { Accounts, HandlerLogger, SkinImages } from '../../handlers/handler-types';
import type { Store } from '../../store/store';

/** Deletions one run takes on; the rest wait for the next run. */
export const SWEEP_BATCH = 20;

export interface SweepDeps {
  store: Store;
  images: SkinImages;
  /** The sign-in accounts, deleted last when a deleted account's window closes. */
  accounts: Pick<Accounts, 'deleteAccount'>;
  now: () => number;
  logger?: HandlerLogger;
}

export interface SweepReport {
  finished: string[];
  failed: string[];
}

/**
 * Only once the documents are gone: until then a page could still have pointed at these images, and
 * the sign-in account goes last, so that a run stopped before it still finds the record to finish.
 */
async function afterTheDocuments(deps: SweepDeps, record: ExclusaoDoc): Promise<void> {
  if (record.tipo === 'skin') await deps.images.deleteAll(record.uid, record.skinId);
  if (record.tipo !== 'conta') return;
  // An account blocked meanwhile keeps its skins, hidden, for the owners: their images stay with them.
  if (!record.skinsMantidas) for (const { skin } of record.skins) await deps.images.deleteAll(record.uid, skin.id_skins);
  await deps.accounts.deleteAccount(record.uid);
}

/** `limitKeys`: the counters that name an account, derived from the declarations (registry.ts). */
export async function sweepDeletions(deps: SweepDeps, limitKeys: AccountLimitKeys): Promise<SweepReport> {
  const report: SweepReport = { finished: [], failed: [] };
  for (const id of await deps.store.dueDeletions(deps.now(), SWEEP_BATCH)) {
    try {
      const record = await deps.store.finishDeletionDocs(id, { limitKeys });
      if (!record) continue;
      await afterTheDocuments(deps, record);
      await deps.store.forgetDeletion(id);
      report.finished.push(id);
    } catch (error) {
      // One stuck deletion must not hold up the others; its record stays for the next run.
      deps.logger?.error('sweepDeletions: a deletion stopped half-way; the next run goes on', { id, error });
      report.failed.push(id);
    }
  }
  return report;
}
