/**
 * The first sign-in's skin (`User4823`) made hers in one transaction: her address reserved and the
 * drawn one freed, the name she shows, the model she starts from built by the studio's own planners,
 * and the published snapshot moved to the new address, so no page stays public under a name she
 * did not choose. Every read comes before the first write; a refusal writes nothing.
 */
import { isDefaultSkinName } from '../names';
import { paths } from '../../kernel/paths';
import type { DominioDoc, UsernameDoc } from '../../kernel/types';
import type { SkinDoc } from '../skin-types';
import type { DocData, DocTx } from '../../kernel/store/doc-port';
import { readRateLimit, writeRateLimit } from '../../limits';
import { usernameTaken } from './skin-docs';
import { build } from './skin-from-changes';
import { planPublish, publishedOf, readSource, readStoredPublished, writePublish, type SourceDocs } from '../../published';
import type { RenameSkinInput, RenameSkinOutcome } from './skin-port';
import type { AtendimentoDoc } from '../../business-hours';

type Refused = Exclude<RenameSkinOutcome, { status: 'renamed' }>;

/** The skin with its new name and display name, and the model built on it, in memory. */
async function draftOf(tx: DocTx, input: RenameSkinInput, source: SourceDocs, skin: SkinDoc): Promise<SourceDocs | Refused> {
  const docs = new Map<string, DocData>(source.docs);
  docs.set(source.skinPath, { ...skin, username: input.username, nomeExibicao: input.nomeExibicao });
  const start = { ...source, docs };
  if (input.changes.length === 0) return start;
  // A model fills an empty skin: what she already made is never mixed with a model's pages.
  if (source.docs.size > 2) return { status: 'skin-not-empty' };
  const built = await build(tx, input, start);
  if (built.status === 'built') return built.draft;
  return built.outcome.status === 'refused' ? { status: 'refused', reason: built.outcome.reason } : { status: 'skin-not-empty' };
}

/**
 * Her inbox's hours are kept under the skin's name (atendimento/{name}): they move with it. Hours
 * found under the new name are another account's left behind, never hers to inherit.
 */
async function readHours(tx: DocTx, from: string, to: string) {
  const [old, found] = await Promise.all([
    tx.get<AtendimentoDoc>(paths.atendimento(from)),
    tx.get<AtendimentoDoc>(paths.atendimento(to)),
  ]);
  return old || found ? { from, old, found } : null;
}
function moveHours(tx: DocTx, input: RenameSkinInput, hours: NonNullable<Awaited<ReturnType<typeof readHours>>>): void {
  const { from, old, found } = hours;
  const ours = old?.uids.includes(input.uid) ? old : null;
  if (ours) {
    tx.set(paths.atendimento(input.username), { ...ours, chave: input.username });
    tx.delete(paths.atendimento(from));
  } else if (found) tx.delete(paths.atendimento(input.username));
}

export async function renameSkin(tx: DocTx, input: RenameSkinInput): Promise<RenameSkinOutcome> {
  const source = await readSource(tx, input.uid, input.skinId);
  if (!source) return { status: 'skin-not-found' };
  const skin = source.docs.get(source.skinPath) as unknown as SkinDoc;
  if (skin.oculta) return { status: 'skin-hidden' };
  if (!isDefaultSkinName(skin.username)) return { status: 'not-default' };
  const same = skin.username.toLowerCase() === input.username.toLowerCase();
  if (!same && (await usernameTaken(tx, input.username))) return { status: 'username-taken' };
  const hits = await readRateLimit(tx, input.rateLimit, input.at);
  if (hits === null) return { status: 'rate-limited' };
  const oldReservation = await tx.get<UsernameDoc>(paths.username(skin.username));
  const storedOld = await readStoredPublished(tx, skin.username);
  const storedNew = same ? storedOld : await readStoredPublished(tx, input.username);
  const mapping = skin.dominio ? await tx.get<DominioDoc>(paths.dominio(skin.dominio)) : null;
  const hours = same ? null : await readHours(tx, skin.username, input.username);
  const draft = await draftOf(tx, input, source, skin);
  if ('status' in draft) return draft;
  const after = publishedOf(draft, input.at);
  const publish = planPublish(storedNew, after);
  if (publish.tooLarge) return { status: 'refused', reason: 'page-too-large' };

  writeRateLimit(tx, input.rateLimit, hits, input.at);
  if (!same && oldReservation?.skinId === input.skinId) tx.delete(paths.username(skin.username));
  const reservation: UsernameDoc = { uid: input.uid, skinId: input.skinId };
  tx.set(paths.username(input.username), { ...reservation });
  for (const path of source.docs.keys()) if (!draft.docs.has(path)) tx.delete(path);
  // Documents the rename and the model leave as they were are the very objects read: only the rest is written.
  for (const [path, data] of draft.docs) if (source.docs.get(path) !== data) tx.set(path, { ...data });
  writePublish(tx, publish, after, input.at);
  if (!same) for (const path of storedOld.keys()) if (!after.has(path)) tx.delete(path);
  if (mapping && skin.dominio) tx.set(paths.dominio(skin.dominio), { ...mapping, username: input.username });
  if (hours) moveHours(tx, input, hours);
  return { status: 'renamed', skin: draft.docs.get(draft.skinPath) as unknown as SkinDoc };
}
