/**
 * A skin's deletion in two steps: hidden at once (its document moves into `exclusoes/`, its published
 * snapshot goes, so no list and no public page shows it), and the cascade after the undo window: its
 * tree in batches, then its name and domain, each step safe to repeat. Its images go after all that,
 * by the sweeper (handlers/sweep-deletions.ts), so no page is ever left pointing at a removed image.
 */
import { deletionIds, type ExclusaoSkinDoc } from '../../deletions';
import { paths } from '../../kernel/paths';
import { publishedPaths } from '../../published';
import type { DominioDoc, UserDoc, UsernameDoc } from '../../kernel/types';
import type { SkinDoc } from '../skin-types';
import type { DocPort, DocTx, Reader } from '../../kernel/store/doc-port';
import { deleteSkinTree } from './skin-deletion';
import { deleteSkinExtras } from './skin-extras';
import { planPublish, publishedOf, readSource, readStoredPublished, writePublish } from '../../published';
import type { DeletionStamp, MarkSkinDeletedOutcome, UndoDeletionOutcome } from '../../deletions';
import type { SkinLocation } from './skin-location';

/** The oldest other skin, when it must become main because the deleted one was and no other is. */
function heirOf(skin: SkinDoc, others: SkinDoc[]): SkinDoc | null {
  const [heir] = [...others].sort((a, b) => a.data - b.data);
  return heir !== undefined && skin.is_main && !others.some((s) => s.is_main) ? heir : null;
}

/** Makes `heir` main or plain again, on its document and in its snapshot's copy of it. */
async function readHeir(tx: Reader, uid: string, heirId: string | null) {
  const heir = heirId ? await tx.get<SkinDoc>(paths.skin(uid, heirId)) : null;
  const site = heir ? await tx.get(publishedPaths.site(heir.username)) : null;
  return { heir, site };
}
function writeHeir(tx: DocTx, uid: string, found: Awaited<ReturnType<typeof readHeir>>, isMain: boolean): void {
  const { heir, site } = found;
  if (!heir) return;
  tx.set(paths.skin(uid, heir.id_skins), { is_main: isMain }, { merge: true });
  if (site) tx.set(publishedPaths.site(heir.username), { ...site, skin: { ...heir, is_main: isMain } });
}

export async function markSkinDeleted(
  port: DocPort,
  location: SkinLocation,
  stamp: DeletionStamp,
): Promise<MarkSkinDeletedOutcome> {
  const { uid, skinId } = location;
  const skinPath = paths.skin(uid, skinId);
  return port.runTransaction(async (tx) => {
    const skin = await tx.get<SkinDoc>(skinPath);
    if (!skin) return { status: 'skin-not-found' };
    const others = (await tx.query<SkinDoc>({ collection: paths.skins(uid) }))
      .map((s) => s.data)
      .filter((s) => s.id_skins !== skinId);
    if (others.length === 0) return { status: 'last-skin' };
    const user = await tx.get<UserDoc>(paths.user(uid));
    const published = await readStoredPublished(tx, skin.username);
    const heir = heirOf(skin, others);
    const heirDocs = await readHeir(tx, uid, heir?.id_skins ?? null);

    const id = deletionIds.skin(uid, skinId);
    const changedAt = published.get(publishedPaths.site(skin.username))?.['changedAt'];
    const record: ExclusaoSkinDoc = {
      tipo: 'skin',
      uid,
      skinId,
      skin,
      herdeira: heir?.id_skins ?? null,
      publicadaEm: typeof changedAt === 'number' ? changedAt : null,
      por: stamp.by,
      em: stamp.at,
      desfazerAte: stamp.until,
    };
    tx.set(paths.exclusao(id), { ...record });
    tx.delete(skinPath);
    // Its visitors saw the whole skin until now; from here the address answers as an unknown skin.
    for (const path of published.keys()) tx.delete(path);
    writeHeir(tx, uid, heirDocs, true);
    // Two deletes of a user's last two skins read the same list: rewriting the user document they
    // both read makes Firestore serialise them, so the second sees the first and is refused.
    if (user) tx.set(paths.user(uid), { idGoogle: uid }, { merge: true });
    return { status: 'marked', id };
  });
}

export async function undoSkinDeletion(port: DocPort, id: string, at: number): Promise<UndoDeletionOutcome> {
  return port.runTransaction(async (tx) => {
    const record = await tx.get<ExclusaoSkinDoc>(paths.exclusao(id));
    if (!record || record.tipo !== 'skin') return { status: 'not-found' };
    if (at > record.desfazerAte || record.documentosRemovidos) return { status: 'expired' };
    const { uid, skinId, skin } = record;
    const reservation = await tx.get<UsernameDoc>(paths.username(skin.username));
    if (reservation && (reservation.uid !== uid || reservation.skinId !== skinId)) return { status: 'name-taken' };
    // The tree stayed in place: the snapshot is made again from it, as the skin's last change made it.
    const source = await readSource(tx, uid, skinId, { ...skin });
    const stored = await readStoredPublished(tx, skin.username);
    const heirDocs = await readHeir(tx, uid, record.herdeira);

    tx.set(paths.skin(uid, skinId), { ...skin });
    if (!reservation) tx.set(paths.username(skin.username), { uid, skinId });
    if (source) {
      const after = publishedOf(source, at);
      writePublish(tx, planPublish(stored, after), after, record.publicadaEm ?? at);
    }
    writeHeir(tx, uid, heirDocs, false);
    tx.delete(paths.exclusao(id));
    return { status: 'restored', tipo: 'skin' };
  });
}

/**
 * The cascade of a deleted skin's documents: its tree in batches (a stop half-way leaves the rest
 * for the next sweep), its hours and its webhook with its deliveries (skin-extras.ts), then in one transaction its name, its domain and a hidden skin's marker, and
 * the record marked `documentosRemovidos`, after which nothing can bring it back.
 */
export async function finishSkinDocs(port: DocPort, id: string, record: ExclusaoSkinDoc): Promise<ExclusaoSkinDoc | null> {
  const { uid, skinId, skin } = record;
  if (!record.documentosRemovidos) {
    await deleteSkinTree(port, { uid, skinId });
    await deleteSkinExtras(port, { uid, skinId }, skin.username);
  }
  return port.runTransaction(async (tx) => {
    const current = await tx.get<ExclusaoSkinDoc>(paths.exclusao(id));
    if (!current) return null;
    const reservation = await tx.get<UsernameDoc>(paths.username(skin.username));
    const mapping = skin.dominio ? await tx.get<DominioDoc>(paths.dominio(skin.dominio)) : null;
    const published = await readStoredPublished(tx, skin.username);
    const ours = (found: { uid: string; skinId: string } | null) =>
      found !== null && found.uid === uid && found.skinId === skinId;
    if (ours(reservation)) {
      tx.delete(paths.username(skin.username));
      // Nothing may stay public under a name that is free again.
      for (const path of published.keys()) tx.delete(path);
    }
    if (skin.oculta) tx.delete(publishedPaths.hidden(skin.username));
    if (skin.dominio && ours(mapping)) tx.delete(paths.dominio(skin.dominio));
    tx.set(paths.exclusao(id), { documentosRemovidos: true }, { merge: true });
    return { ...current, documentosRemovidos: true };
  });
}
