/**
 * A studio change, in one transaction: it reads everything first, decides its refusal before the
 * first write (a refused change writes nothing), keeps the refs consistent (every ref it writes points
 * at a document that exists and carries the skin's id_skins) and rewrites the published documents the
 * change affects, and no others.
 */
import type { CheckedChange, SkinChange } from '../studio-commands';
import type { SkinDoc } from '../../skins';
import type { DocPort, Reader } from '../../kernel/store/doc-port';
import { readRateLimit, writeRateLimit } from '../../limits';
import { planPublish, publishedOf, readSource, readStoredPublished, WriteRecorder, writePublish } from '../../published';
import type { Plan, Planner, Planners } from './change-plan';
import { CARD_PLANNERS } from './card-planners';
import { CONTAINER_PLANNERS } from './container-planners';
import { PAGE_PLANNERS } from './page-planners';
import { SkinTree } from './skin-tree';
import type { EditSkinInput, EditSkinOutcome } from './studio-port';

/**
 * Every kind of change, each decided by its own planner. Merged in a function marked pure: a spread
 * at the top level counts as a side effect for the bundler, which would then keep the whole studio
 * (and its order keys) in the browser's shared domain chunk that public pages load.
 */
const PLANNERS: Planners<SkinChange['kind']> = /* @__PURE__ */ allPlanners();

function allPlanners(): Planners<SkinChange['kind']> {
  return { ...PAGE_PLANNERS, ...CONTAINER_PLANNERS, ...CARD_PLANNERS };
}

export function planChange(tx: Reader, tree: SkinTree, change: CheckedChange): Promise<Plan> {
  // The table holds the planner of change.kind, so the cast only restates what indexing it loses.
  const planner = PLANNERS[change.kind] as Planner<SkinChange['kind']>;
  return planner(change, tree, tx);
}

/** One studio change in one transaction, its published snapshot rewritten with it. */
export function editSkin(port: DocPort, input: EditSkinInput): Promise<EditSkinOutcome> {
  return port.runTransaction(async (tx) => {
    const source = await readSource(tx, input.uid, input.skinId);
    if (!source) return { status: 'refused', reason: 'skin-not-found' };
    const hits = input.rateLimit ? await readRateLimit(tx, input.rateLimit, input.at) : [];
    if (hits === null) return { status: 'refused', reason: 'rate-limited' };
    const plan = await planChange(tx, new SkinTree(tx, input), input.change);
    if ('refused' in plan) return { status: 'refused', reason: plan.refused };
    const stored = await readStoredPublished(tx, (source.docs.get(source.skinPath) as unknown as SkinDoc).username);

    // The change's writes, applied to the tree first: the snapshot is what the tree will be.
    const writes = new WriteRecorder();
    plan.write(writes);
    const after = publishedOf(writes.applyTo(source), input.at);
    const publish = planPublish(stored, after);
    if (publish.tooLarge) return { status: 'refused', reason: 'page-too-large' };

    if (input.rateLimit) writeRateLimit(tx, input.rateLimit, hits, input.at);
    writes.replay(tx);
    writePublish(tx, publish, after, input.at);
    return { status: 'done', createdId: plan.createdId };
  });
}
