/**
 * The Store's reads around the published snapshot: the one document a public page asks for at a time,
 * the sitemap from the site documents only, the backfill that publishes every skin, and the studio's
 * read of a whole source tree (the same read a change makes before publishing).
 */
import { assembleSkinSite } from '../skin-site-tree';
import { GROUPS } from '../../kernel/paths';
import { publishedPaths, type PublishedSiteDoc } from '../published-site';
import { SITE_OWNER_SKIN } from '../../kernel/constants';
import type { SkinDoc, SkinSite } from '../../skins/skin-types';
import type { DocData, DocPort, DocSnapshot } from '../../kernel/store/doc-port';
import type { Instant } from '../../kernel/types';
import { parseEntity } from '../../store/entities';
import { newestDateOf, planPublish, publishedOf, readSource, readStoredPublished, treeOf, writePublish } from './skin-publish';
import type { PublishedStore, PublishReport, SitemapSkin } from './published-port';
import { dueScheduled, republishScheduled } from './schedule-sweep';

/** A skin's whole source tree by its exact name (the studio's read); null when no skin has that name. */
export async function loadSkinTree(port: DocPort, username: string): Promise<SkinSite | null> {
  const [found] = await port.query<SkinDoc>({ group: GROUPS.skins }, { where: [['username', '==', username]], limit: 1 });
  if (!found) return null;
  const source = await readSource(port, found.data.idUser || (found.path.split('/')[1] ?? ''), found.id);
  const raw = source && treeOf(source);
  return raw ? assembleSkinSite(raw) : null;
}

/** One published document, or a hidden skin's public marker: the Store hands out nothing else this way. */
export async function getPublished(port: DocPort, path: string): Promise<DocData | null> {
  if (!path.startsWith(`${publishedPaths.sites()}/`) && !path.startsWith(publishedPaths.hidden('')))
    throw new Error(`getPublished reads only published documents, not ${path}.`);
  return port.get(path);
}

/**
 * The sitemap's skins: the site's own always, then the most recently changed others, up to `max` in
 * all. One read per listed skin (the site documents hold the tabs), so a flood of new skins can crowd
 * out old ones but never the site's, and never costs more than `max` reads.
 */
export async function listSitemap(port: DocPort, max: number): Promise<SitemapSkin[]> {
  const [own, newest] = await Promise.all([
    port.get(publishedPaths.site(SITE_OWNER_SKIN)),
    port.query({ collection: publishedPaths.sites() }, { orderBy: [['changedAt', 'desc']], limit: Math.max(0, max - 1) }),
  ]);
  const ownRow = own ? [{ path: publishedPaths.site(SITE_OWNER_SKIN), id: SITE_OWNER_SKIN, data: own }] : [];
  const rows: DocSnapshot[] = [...ownRow, ...newest.filter((row) => row.id !== SITE_OWNER_SKIN)];
  return rows.slice(0, max).flatMap((row) => {
    const parsed = parseEntity('sites', row.data);
    if (!parsed.ok) return [];
    const site: PublishedSiteDoc = parsed.data;
    return [{ username: site.skin.username, pageIds: site.paginas.map((p) => p.id_pagina), lastModified: site.changedAt }];
  });
}

/**
 * Builds or repairs the snapshot of every skin, each in its own transaction, writing only what
 * differs (a second run writes nothing). A skin's change time, when its snapshot is first written,
 * is the newest date of its documents.
 */
export async function publishSkins(port: DocPort, at: Instant): Promise<PublishReport> {
  const skins = await port.query<SkinDoc>({ group: GROUPS.skins });
  const report: PublishReport = { skins: skins.length, written: 0, tooLarge: [] };
  for (const skin of skins) {
    const uid = skin.path.split('/')[1] ?? '';
    const written = await port.runTransaction(async (tx) => {
      const source = await readSource(tx, uid, skin.id);
      if (!source) return 0;
      const stored = await readStoredPublished(tx, skin.data.username);
      const after = publishedOf(source, at);
      const plan = planPublish(stored, after);
      if (plan.tooLarge) return plan.tooLarge;
      return writePublish(tx, plan, after, newestDateOf(source.docs));
    });
    if (typeof written === 'string') report.tooLarge.push(written);
    else report.written += written;
  }
  return report;
}

export function createPublishedStore(port: DocPort): PublishedStore {
  return {
    getPublished: (path) => getPublished(port, path),
    listSitemap: (max) => listSitemap(port, max),
    publishSkins: (at) => publishSkins(port, at),
    dueScheduled: (now, max) => dueScheduled(port, now, max),
    republishScheduled: (username, now) => republishScheduled(port, username, now),
  };
}
