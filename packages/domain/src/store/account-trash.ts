/**
 * An account's deletion in two steps, as a skin's: hidden at once (its skins' documents move into its
 * `exclusoes/` record and their published snapshots go, so no list and no public page shows them; its
 * user document is marked, so every command but Desfazer is refused), and after the undo window the
 * cascade of account-deletion.ts, run from the record. Its images and then its sign-in account go
 * after the documents, by the sweeper (handlers/sweep-deletions.ts).
 */
import { deletionIds, type ExclusaoContaDoc } from '../deletions';
import { paths } from '../paths';
import { publishedPaths, type PublishedDocs } from '../published-site';
import type { SkinDoc } from '../skin-types';
import type { UserDoc, UsernameDoc } from '../types';
import type { DocPort } from './doc-port';
import { deleteAccount } from './account-deletion';
import { planPublish, publishedOf, readSource, readStoredPublished, writePublish } from './skin-publish';
import type {
  AccountLimitKeys,
  DeletionStamp,
  MarkAccountDeletedInput,
  MarkAccountDeletedOutcome,
  UndoDeletionOutcome,
} from './deletion-port';

export async function markAccountDeleted(
  port: DocPort,
  input: MarkAccountDeletedInput,
  stamp: DeletionStamp,
): Promise<MarkAccountDeletedOutcome> {
  const { uid } = input;
  const id = deletionIds.conta(uid);
  return port.runTransaction(async (tx) => {
    if (await tx.get(paths.exclusao(id))) return { status: 'already-deleting' };
    const skins = (await tx.query<SkinDoc>({ collection: paths.skins(uid) })).map((s) => s.data);
    const user = await tx.get<UserDoc>(paths.user(uid));
    const published: PublishedDocs[] = [];
    for (const skin of skins) published.push(await readStoredPublished(tx, skin.username));

    const record: ExclusaoContaDoc = {
      tipo: 'conta',
      uid,
      skins: skins.map((skin, i) => {
        const changedAt = published[i]?.get(publishedPaths.site(skin.username))?.['changedAt'];
        return { skin, publicadaEm: typeof changedAt === 'number' ? changedAt : null };
      }),
      emails: [...input.emails],
      chave: input.key,
      por: stamp.by,
      em: stamp.at,
      desfazerAte: stamp.until,
    };
    tx.set(paths.exclusao(id), { ...record });
    for (const [i, skin] of skins.entries()) {
      tx.delete(paths.skin(uid, skin.id_skins));
      // Its visitors saw the skin until now; from here its addresses answer as an unknown skin's.
      for (const path of published[i]?.keys() ?? []) tx.delete(path);
    }
    if (user) tx.set(paths.user(uid), { excluidaAte: stamp.until }, { merge: true });
    return { status: 'marked', id };
  });
}

/** Desfazer: every skin back with its snapshot made again from its untouched tree, the account unmarked. */
export async function undoAccountDeletion(port: DocPort, id: string, at: number): Promise<UndoDeletionOutcome> {
  return port.runTransaction(async (tx) => {
    const record = await tx.get<ExclusaoContaDoc>(paths.exclusao(id));
    if (!record || record.tipo !== 'conta') return { status: 'not-found' };
    if (at > record.desfazerAte || record.documentosRemovidos) return { status: 'expired' };
    const { uid } = record;
    const found = [];
    for (const { skin, publicadaEm } of record.skins) {
      const reservation = await tx.get<UsernameDoc>(paths.username(skin.username));
      if (reservation && (reservation.uid !== uid || reservation.skinId !== skin.id_skins)) return { status: 'name-taken' };
      const source = await readSource(tx, uid, skin.id_skins, { ...skin });
      const stored = await readStoredPublished(tx, skin.username);
      found.push({ skin, publicadaEm, reservation, source, stored });
    }
    const user = await tx.get<UserDoc>(paths.user(uid));

    for (const { skin, publicadaEm, reservation, source, stored } of found) {
      tx.set(paths.skin(uid, skin.id_skins), { ...skin });
      if (!reservation) tx.set(paths.username(skin.username), { uid, skinId: skin.id_skins });
      // Published again only if it was: a skin the moderation hid stays hidden.
      if (source && !skin.oculta && publicadaEm !== null) {
        const after = publishedOf(source);
        writePublish(tx, planPublish(stored, after), after, publicadaEm ?? at);
      }
    }
    if (user) {
      const { excluidaAte: _until, ...kept } = user;
      tx.set(paths.user(uid), { ...kept });
    }
    tx.delete(paths.exclusao(id));
    return { status: 'restored', tipo: 'conta' };
  });
}

/**
 * The cascade of a deleted account's documents, from its record: each step of deleteAccount can be run
 * again, so a run stopped anywhere is finished by the next; then the record is marked
 * `documentosRemovidos`, after which nothing can bring it back.
 */
export async function finishAccountDocs(
  port: DocPort,
  id: string,
  record: ExclusaoContaDoc,
  limitKeys: AccountLimitKeys,
): Promise<ExclusaoContaDoc | null> {
  const { uid } = record;
  if (!record.documentosRemovidos) {
    await deleteAccount(port, {
      uid,
      emails: record.emails,
      key: record.chave,
      limitKeys: (found) => limitKeys(uid, found),
      skins: record.skins.map((s) => s.skin),
    });
  }
  return port.runTransaction(async (tx) => {
    const current = await tx.get<ExclusaoContaDoc>(paths.exclusao(id));
    if (!current) return null;
    tx.set(paths.exclusao(id), { documentosRemovidos: true }, { merge: true });
    return { ...current, documentosRemovidos: true };
  });
}
