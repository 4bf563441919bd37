/**
 * Keeps a skin's published snapshot (published-site.ts) equal to its source documents. A change
 * reads the skin's source tree with its other reads, records its writes instead of making them,
 * applies them to that tree in memory, and then writes its own documents together with the snapshot
 * documents whose content differs, in the same transaction: a visitor never sees half a change.
 */
import { assembleSkinSite, type RawSkinTree } from '../skin-site-tree';
import { GROUPS, paths } from '../../kernel/paths';
import { publishedDocsOf, publishedPaths, PUBLISHED_LIMITS, documentBytes, type PublishedDocs } from '../published-site';
import type { AddOnDoc, PaginaDoc, SkinDoc } from '../../skins/skin-types';
import type { DocData, DocTx, Reader } from '../../kernel/store/doc-port';
import type { Instant } from '../../kernel/types';

/** Enough for any list the studio keeps and older data beyond. */
const LIST_MAX = 5000;

/** A skin's source documents by path, as read in a transaction, and the add-on catalogue. */
export interface SourceDocs {
  skinPath: string;
  docs: Map<string, DocData>;
  addOns: Array<AddOnDoc & { id: string }>;
}

/**
 * Every source document of the skin (images aside), read with the transaction's other reads. `stored`
 * stands in for the skin's own document when it is not in place (a deleted skin being restored).
 */
export async function readSource(tx: Reader, uid: string, skinId: string, stored?: DocData): Promise<SourceDocs | null> {
  const skinPath = paths.skin(uid, skinId);
  const skin = stored ?? (await tx.get(skinPath));
  if (!skin) return null;
  const docs = new Map<string, DocData>([[skinPath, skin]]);
  const collection = (path: string) => tx.query({ collection: path }, { limit: LIST_MAX });
  const refs = (group: string) => tx.query({ group }, { where: [['id_skins', '==', skinId]] });
  const [catalogue, ...lists] = await Promise.all([
    tx.query<AddOnDoc>({ collection: paths.addOns() }),
    collection(paths.paginas(uid, skinId)),
    collection(paths.containers(uid, skinId)),
    collection(paths.cards(uid, skinId)),
    refs(GROUPS.containerRefs),
    refs(GROUPS.cardRefs),
    refs(GROUPS.addOnsRefs),
  ]);
  // A ref of a same-named skin id under another user is not this skin's: only paths under this one.
  for (const row of lists.flat()) if (row.path.startsWith(`${skinPath}/`)) docs.set(row.path, row.data);
  return { skinPath, docs, addOns: catalogue.map((row) => ({ ...row.data, id: row.id })) };
}

/** The raw tree of the documents, each sorted into its kind by where it sits under the skin. */
export function treeOf(source: SourceDocs): RawSkinTree | null {
  const skin = source.docs.get(source.skinPath);
  if (!skin) return null;
  const raw: RawSkinTree = {
    skin: skin as unknown as SkinDoc,
    paginas: [],
    containers: [],
    cards: [],
    containerRefs: [],
    cardRefs: [],
    addOnRefs: [],
    addOns: source.addOns,
  };
  const kinds: Record<string, (data: DocData) => void> = {
    paginas: (d) => raw.paginas.push(d as never),
    containers: (d) => raw.containers.push(d as never),
    cards: (d) => raw.cards.push(d as never),
    'paginas/containerRefs': (d) => raw.containerRefs.push(d as never),
    'containers/cardRefs': (d) => raw.cardRefs.push(d as never),
    'cards/addOnsRefs': (d) => raw.addOnRefs.push(d as never),
  };
  for (const [path, data] of source.docs) {
    if (!path.startsWith(`${source.skinPath}/`)) continue;
    const segments = path.slice(source.skinPath.length + 1).split('/');
    const kind = segments.filter((_, i) => i % 2 === 0).join('/');
    kinds[kind]?.(data);
  }
  return raw;
}

/**
 * The snapshot documents a source tree gives at `at` (what is shown then, see publishedDocsOf): none
 * for a skin that is gone, nor for one the moderation hid (SkinDoc.oculta), so no change of its
 * creator's republishes it.
 */
export function publishedOf(source: SourceDocs, at: Instant): PublishedDocs {
  const raw = treeOf(source);
  return raw && !raw.skin.oculta ? publishedDocsOf(assembleSkinSite(raw), at) : new Map<string, DocData>();
}

/** The snapshot of a skin that holds its home page and nothing else (a new skin, an emptied one). */
export function homeOnlyPublished(skinPath: string, skin: SkinDoc, home: PaginaDoc, at: Instant): PublishedDocs {
  const docs = new Map<string, DocData>([
    [skinPath, { ...skin }],
    [`${skinPath}/paginas/${home.id_pagina}`, { ...home }],
  ]);
  return publishedOf({ skinPath, docs, addOns: [] }, at);
}

type Op = { kind: 'set'; path: string; data: DocData; merge: boolean } | { kind: 'delete'; path: string };

/**
 * Stands in for the transaction while a change decides its writes, so they can be applied to the
 * source tree before any is made. Reads belong before it: it refuses them.
 */
export class WriteRecorder implements DocTx {
  readonly ops: Op[] = [];

  get(): never {
    throw new Error('WriteRecorder only records writes.');
  }

  query(): never {
    throw new Error('WriteRecorder only records writes.');
  }

  set(path: string, data: DocData, options?: { merge?: boolean }): void {
    this.ops.push({ kind: 'set', path, data: { ...data }, merge: options?.merge === true });
  }

  delete(path: string): void {
    this.ops.push({ kind: 'delete', path });
  }

  /** The source documents as they will be once the recorded writes are made. */
  applyTo(source: SourceDocs): SourceDocs {
    const docs = new Map(source.docs);
    for (const op of this.ops) {
      if (op.kind === 'delete') docs.delete(op.path);
      else docs.set(op.path, op.merge ? { ...(docs.get(op.path) ?? {}), ...op.data } : op.data);
    }
    return { ...source, docs };
  }

  replay(tx: DocTx): void {
    for (const op of this.ops) {
      if (op.kind === 'delete') tx.delete(op.path);
      else tx.set(op.path, op.data, op.merge ? { merge: true } : undefined);
    }
  }
}

/** What publishing would write: the documents that change or go, or the one too large to keep. */
export interface PublishPlan {
  changed: string[];
  removed: string[];
  tooLarge: string | null;
}

/** JSON with keys in one order, so a document read back from the store compares equal to a computed one. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as DocData)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const withoutStamp = (data: DocData | undefined): DocData | undefined => {
  if (!data) return data;
  const { changedAt: _ignored, ...rest } = data;
  return rest;
};

export function planPublish(before: PublishedDocs, after: PublishedDocs): PublishPlan {
  const changed = [...after.keys()].filter((path) => canonical(withoutStamp(before.get(path))) !== canonical(after.get(path)));
  const removed = [...before.keys()].filter((path) => !after.has(path));
  const tooLarge = changed.find((path) => documentBytes(after.get(path) ?? {}) > PUBLISHED_LIMITS.docMaxBytes) ?? null;
  return { changed, removed, tooLarge };
}

/**
 * Writes the plan: changed documents, removed ones, and the site document stamped with `at` whenever
 * anything changed (the sitemap's "most recently changed" reads it). Returns how many were written.
 */
export function writePublish(tx: DocTx, plan: PublishPlan, after: PublishedDocs, at: number): number {
  if (plan.changed.length === 0 && plan.removed.length === 0) return 0;
  const site = [...after.keys()].find((path) => path.split('/').length === 2);
  for (const path of plan.changed) if (path !== site) tx.set(path, after.get(path) ?? {});
  for (const path of plan.removed) tx.delete(path);
  if (site) tx.set(site, { ...after.get(site), changedAt: at });
  return plan.changed.length + plan.removed.length + (site && !plan.changed.includes(site) ? 1 : 0);
}

/** The snapshot documents stored for a skin name now (what a backfill or a delete compares against). */
export async function readStoredPublished(tx: Reader, username: string): Promise<PublishedDocs> {
  const docs: PublishedDocs = new Map();
  const [site, pages, cards] = await Promise.all([
    tx.get(publishedPaths.site(username)),
    tx.query({ collection: publishedPaths.pages(username) }, { limit: LIST_MAX }),
    tx.query({ collection: publishedPaths.cards(username) }, { limit: LIST_MAX }),
  ]);
  if (site) docs.set(publishedPaths.site(username), site);
  for (const row of [...pages, ...cards]) docs.set(row.path, row.data);
  return docs;
}

/**
 * Documents as a seed or a saved demo holds them, with every skin's snapshot as shown at `at` computed
 * beside them (replacing any there was): what the seed scripts write and the demo loads, synchronously.
 * Without `at`, as shown now: a seed is written, and a demo loaded, for the moment it runs.
 */
export function withPublishedSnapshots(documents: Record<string, DocData>, at: Instant = Date.now()): Record<string, DocData> {
  const sources = new Map<string, SourceDocs>();
  const addOns = Object.entries(documents)
    .filter(([path]) => path.startsWith(`${paths.addOns()}/`))
    .map(([path, data]) => ({ ...(data as unknown as AddOnDoc), id: path.slice(path.lastIndexOf('/') + 1) }));
  const result: Record<string, DocData> = {};
  // In path order, as the store's queries return them: refs without a position keep that order.
  for (const [path, data] of Object.entries(documents).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (path.startsWith(`${publishedPaths.sites()}/`)) continue;
    result[path] = data;
    const segments = path.split('/');
    if (segments[0] !== 'users' || segments[2] !== 'skins' || segments.length < 4) continue;
    const skinPath = segments.slice(0, 4).join('/');
    const source = sources.get(skinPath) ?? { skinPath, docs: new Map<string, DocData>(), addOns };
    if (segments[4] !== 'imagens') source.docs.set(path, data);
    sources.set(skinPath, source);
  }
  for (const source of sources.values()) {
    const docs = publishedOf(source, at);
    const changedAt = newestDateOf(source.docs);
    for (const [path, data] of docs) result[path] = path.split('/').length === 2 ? { ...data, changedAt } : data;
  }
  return result;
}

/** The newest date among a skin's documents: its change time when nothing better is known. */
export function newestDateOf(docs: Map<string, DocData>): number {
  const dates = [...docs.values()].map((doc) => doc['data']).filter((d): d is number => typeof d === 'number');
  return Math.max(0, ...dates);
}
