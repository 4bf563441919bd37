/**
 * The snapshot follows the cards' and containers' dates: publishing writes, on each skin's own site
 * document, the next moment one of them appears or goes (`proximaMudanca`); this finds the skins
 * whose moment has come, with one bounded query ordered by it (no document every skin shares, no
 * scan of all skins), and republishes each in its own transaction, as shown now.
 */
import { publishedPaths, type PublishedSiteDoc } from '../published-site';
import { planPublish, publishedOf, readSource, readStoredPublished, writePublish } from './skin-publish';
import type { DocPort } from '../../kernel/store/doc-port';
import type { Instant } from '../../kernel/types';

/** What republishing one skin did: documents written, nothing due (another run did it), or a page too large. */
export type ScheduledRepublish = number | 'too-large';

/** The skin names whose next change is due at `now`, most overdue first, at most `max`. */
export async function dueScheduled(port: DocPort, now: Instant, max: number): Promise<string[]> {
  // The range keeps out the site documents without the field, as Firestore's order would.
  const rows = await port.query<PublishedSiteDoc>(
    { collection: publishedPaths.sites() },
    { where: [['proximaMudanca', '>=', 0]], orderBy: [['proximaMudanca', 'asc']], limit: max },
  );
  return rows.filter((row) => (row.data.proximaMudanca ?? Infinity) <= now).map((row) => row.id);
}

/**
 * One skin's snapshot made again as shown at `now`. The due moment is read again inside the
 * transaction, so a second run, or two at once, writes nothing more.
 */
export function republishScheduled(port: DocPort, username: string, now: Instant): Promise<ScheduledRepublish> {
  return port.runTransaction(async (tx) => {
    const site = await tx.get<PublishedSiteDoc>(publishedPaths.site(username));
    if (!site || site.proximaMudanca === undefined || site.proximaMudanca > now) return 0;
    const source = await readSource(tx, site.skin.idUser, site.skin.id_skins);
    const stored = await readStoredPublished(tx, username);
    if (!source) return 0;
    const after = publishedOf(source, now);
    const plan = planPublish(stored, after);
    if (plan.tooLarge) return 'too-large';
    return writePublish(tx, plan, after, now);
  });
}
