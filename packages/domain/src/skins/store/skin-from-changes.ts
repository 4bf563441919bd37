/**
 * A new skin built by a list of studio changes (from a file, a model or a copy), in one transaction:
 * the name's reservation, the account's cap and the per-user limit read as createSkin reads them,
 * then every change decided by the studio's own planner on a draft of the new skin held in memory,
 * so each limit and rule of the studio applies, then the whole tree and its published snapshot
 * written at once. Any refusal writes nothing.
 */
import { paths } from '../../kernel/paths';
import type { AddOnDoc, ImagemDoc, SkinDoc } from '../skin-types';
import type { DocData, DocPort, DocSnapshot, DocTx, QuerySource, QuerySpec, Reader } from '../../kernel/store/doc-port';
import { planChange } from '../../studio/store/edit-skin';
import { readRateLimits, writeRateLimits } from '../../limits';
import { checkNewSkin, newSkinDocs, writeNewSkinBookkeeping } from './skin-docs';
import { planPublish, publishedOf, readStoredPublished, WriteRecorder, writePublish, type SourceDocs } from '../../published';
import { SkinTree } from '../../studio';
import type { CreateSkinFromChangesInput, CreateSkinFromChangesOutcome } from './skin-port';

/**
 * Reads the draft for the new skin's paths and the transaction for anything else (the add-on
 * catalogue), so the planners see the skin as the changes before them left it. Nothing is written
 * to the transaction while the draft grows: every read happens before the first write.
 */
class DraftReader implements Reader {
  private readonly outside = new Map<string, Promise<unknown>>();

  constructor(
    private readonly tx: Reader,
    readonly draft: SourceDocs,
  ) {}

  private mine(path: string): boolean {
    return path === this.draft.skinPath || path.startsWith(`${this.draft.skinPath}/`);
  }

  get<T = DocData>(path: string): Promise<T | null> {
    if (this.mine(path)) return Promise.resolve((this.draft.docs.get(path) as T | undefined) ?? null);
    const known = this.outside.get(path) ?? this.tx.get(path);
    this.outside.set(path, known);
    return known as Promise<T | null>;
  }

  async query<T = DocData>(source: QuerySource, spec: QuerySpec = {}): Promise<Array<DocSnapshot<T>>> {
    if ('collection' in source && !this.mine(source.collection)) return this.tx.query<T>(source, spec);
    const rows: Array<DocSnapshot<T>> = [];
    for (const [path, data] of [...this.draft.docs].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      const cut = path.lastIndexOf('/');
      const parent = path.slice(0, cut);
      const inSource = 'collection' in source ? parent === source.collection : parent.endsWith(`/${source.group}`);
      const matches = (spec.where ?? []).every(([field, op, value]) => op === '==' && data[field] === value);
      if (inSource && matches) rows.push({ path, id: path.slice(cut + 1), data: data as T });
    }
    return rows.slice(0, spec.limit ?? rows.length);
  }
}

/** The draft of the new skin with its home page, as createSkin would store it, and its images. */
function draftOf(input: CreateSkinFromChangesInput, first: boolean, addOns: SourceDocs['addOns']): SourceDocs {
  const skinPath = paths.skin(input.uid, input.skinId);
  const { skin, home } = newSkinDocs(input, first);
  const docs = new Map<string, DocData>([
    [skinPath, { ...skin }],
    [paths.pagina(input.uid, input.skinId, home.id_pagina), { ...home }],
  ]);
  for (const image of input.images) {
    const doc: ImagemDoc = { url: image.url, thumbUrl: image.thumbUrl, data: input.at };
    docs.set(`${skinPath}/imagens/${image.imageId}`, { ...doc });
  }
  return { skinPath, docs, addOns };
}

type Built = { status: 'built'; draft: SourceDocs } | { status: 'refused'; outcome: CreateSkinFromChangesOutcome };

/** Every change in turn on the draft, each by the planner the studio runs for it. */
export async function build(
  tx: Reader,
  input: Pick<CreateSkinFromChangesInput, 'uid' | 'skinId' | 'at' | 'changes'>,
  start: SourceDocs,
): Promise<Built> {
  let draft = start;
  for (const [index, { change, newId }] of input.changes.entries()) {
    const reader = new DraftReader(tx, draft);
    const tree = new SkinTree(reader, { uid: input.uid, skinId: input.skinId, change, at: input.at, newId });
    const plan = await planChange(reader, tree, change);
    if ('refused' in plan) return { status: 'refused', outcome: { status: 'refused', reason: plan.refused, change: index } };
    const writes = new WriteRecorder();
    plan.write(writes);
    draft = writes.applyTo(draft);
  }
  return { status: 'built', draft };
}

async function createSkinFromChanges(tx: DocTx, input: CreateSkinFromChangesInput): Promise<CreateSkinFromChangesOutcome> {
  const check = await checkNewSkin(tx, input);
  if (check.status === 'refused') return check.outcome;
  const ipHits = await readRateLimits(tx, input.ipRateLimits ?? [], input.at);
  if (ipHits === null) return { status: 'ip-rate-limited' };
  const [catalogue, stored] = await Promise.all([
    tx.query<AddOnDoc>({ collection: paths.addOns() }),
    readStoredPublished(tx, input.username),
  ]);
  const addOns = catalogue.map((row) => ({ ...row.data, id: row.id }));
  const built = await build(tx, input, draftOf(input, check.first, addOns));
  if (built.status === 'refused') return built.outcome;
  const after = publishedOf(built.draft, input.at);
  const publish = planPublish(stored, after);
  if (publish.tooLarge) return { status: 'refused', reason: 'page-too-large', change: -1 };

  writeNewSkinBookkeeping(tx, input, check);
  writeRateLimits(tx, input.ipRateLimits ?? [], ipHits, input.at);
  for (const [path, data] of built.draft.docs) tx.set(path, { ...data });
  writePublish(tx, publish, after, input.at);
  const skin = built.draft.docs.get(built.draft.skinPath);
  return { status: 'created', skin: skin as unknown as SkinDoc };
}

export function createSkinFromChangesOn(
  port: DocPort,
): (input: CreateSkinFromChangesInput) => Promise<CreateSkinFromChangesOutcome> {
  return (input) => port.runTransaction((tx) => createSkinFromChanges(tx, input));
}
