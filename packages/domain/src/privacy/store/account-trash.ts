/**
 * An account's deletion in two steps, as a skin's: hidden at once (its skins' documents move into its
 * `exclusoes/` record and their published snapshots go, so no list and no public page shows them; its
 * user document is marked, so every command but Desfazer is refused), and after the undo window the
 * cascade of account-deletion.ts, run from the record. Its images and then its sign-in account go
 * after the documents, by the sweeper (handlers/sweep-deletions.ts).
 */
import { deletionIds, type ExclusaoContaDoc } from '../../deletions';
import { paths } from '../../kernel/paths';
import { publishedPaths } from '../../published';
import type { SiteOcultoDoc } from '../../moderation';
import type { SkinDoc } from '../../skins';
import type { UserDoc, UsernameDoc } from '../../kernel/types';
import type { DocData, DocPort } from '../../kernel/store/doc-port';
import { deletePaths } from '../../kernel/store/doc-batches';
import { deleteAccount } from './account-deletion';
import { planPublish, publishedOf, readSource, readStoredPublished, writePublish } from '../../published';
import type {
  AccountLimitKeys,
  DeletionStamp,
  MarkAccountDeletedInput,
  MarkAccountDeletedOutcome,
  UndoDeletionOutcome,
} from '../../deletions';

/**
 * One transaction takes the account out of sight: its skins' documents into the record, each skin's
 * `sites/{name}` (without it every address of the skin answers 404), the user document's mark. Their
 * snapshots' pages and cards, up to a few thousand documents, more than one commit may write, then go
 * in batches; a stop before they are all gone leaves them to the sweep, and no page shows them.
 */
export async function markAccountDeleted(
  port: DocPort,
  input: MarkAccountDeletedInput,
  stamp: DeletionStamp,
): Promise<MarkAccountDeletedOutcome> {
  const { uid } = input;
  const id = deletionIds.conta(uid);
  const outcome = await port.runTransaction(async (tx): Promise<MarkAccountDeletedOutcome & { skins?: SkinDoc[] }> => {
    if (await tx.get(paths.exclusao(id))) return { status: 'already-deleting' };
    const skins = (await tx.query<SkinDoc>({ collection: paths.skins(uid) })).map((s) => s.data);
    const user = await tx.get<UserDoc>(paths.user(uid));
    const sites: Array<DocData | null> = [];
    for (const skin of skins) sites.push(await tx.get(publishedPaths.site(skin.username)));

    const record: ExclusaoContaDoc = {
      tipo: 'conta',
      uid,
      skins: skins.map((skin, i) => {
        const changedAt = sites[i]?.['changedAt'];
        return { skin, publicadaEm: typeof changedAt === 'number' ? changedAt : null };
      }),
      emails: [...input.emails],
      chave: input.key,
      por: stamp.by,
      em: stamp.at,
      desfazerAte: stamp.until,
    };
    tx.set(paths.exclusao(id), { ...record });
    for (const skin of skins) {
      tx.delete(paths.skin(uid, skin.id_skins));
      tx.delete(publishedPaths.site(skin.username));
    }
    if (user) tx.set(paths.user(uid), { excluidaAte: stamp.until }, { merge: true });
    return { status: 'marked', id, skins };
  });
  if (outcome.status !== 'marked') return outcome;
  for (const skin of outcome.skins ?? []) await deletePaths(port, [...(await readStoredPublished(port, skin.username)).keys()]);
  return { status: 'marked', id };
}

/**
 * Desfazer: one transaction brings the account back (its skins' documents and names, the user document
 * unmarked, the record gone), then each skin's snapshot is made again from its untouched tree in a
 * transaction of its own, as a studio change makes it. A stop in between leaves a skin unpublished
 * (its pages answer 404 until its next change or `publish-skins`), never a deleted account's page public.
 */
export async function undoAccountDeletion(port: DocPort, id: string, at: number): Promise<UndoDeletionOutcome> {
  const outcome = await port.runTransaction(async (tx): Promise<UndoDeletionOutcome & { record?: ExclusaoContaDoc }> => {
    const record = await tx.get<ExclusaoContaDoc>(paths.exclusao(id));
    if (!record || record.tipo !== 'conta') return { status: 'not-found' };
    if (at > record.desfazerAte || record.documentosRemovidos) return { status: 'expired' };
    const { uid } = record;
    const reservations = [];
    for (const { skin } of record.skins) {
      const reservation = await tx.get<UsernameDoc>(paths.username(skin.username));
      if (reservation && (reservation.uid !== uid || reservation.skinId !== skin.id_skins)) return { status: 'name-taken' };
      reservations.push(reservation);
    }
    const user = await tx.get<UserDoc>(paths.user(uid));

    for (const [i, { skin }] of record.skins.entries()) {
      tx.set(paths.skin(uid, skin.id_skins), { ...skin });
      if (!reservations[i]) tx.set(paths.username(skin.username), { uid, skinId: skin.id_skins });
    }
    if (user) {
      const { excluidaAte: _until, ...kept } = user;
      tx.set(paths.user(uid), { ...kept });
    }
    tx.delete(paths.exclusao(id));
    return { status: 'restored', tipo: 'conta', record };
  });
  if (outcome.status !== 'restored' || !outcome.record) return outcome;
  // Published again only if it was, with its old date: a skin the moderation hid stays hidden.
  for (const { skin, publicadaEm } of outcome.record.skins) {
    if (skin.oculta || publicadaEm === null) continue;
    await port.runTransaction(async (tx) => {
      const source = await readSource(tx, outcome.record!.uid, skin.id_skins);
      const stored = await readStoredPublished(tx, skin.username);
      if (!source) return;
      const after = publishedOf(source, at);
      writePublish(tx, planPublish(stored, after), after, publicadaEm);
    });
  }
  return { status: 'restored', tipo: 'conta' };
}

/**
 * An account blocked while its deletion waited keeps what a blocked account's own deletion keeps: its
 * skins go back under it hidden by the block (tree, name and images untouched), for the owners.
 */
async function keepForModeration(port: DocPort, id: string, record: ExclusaoContaDoc, at: number): Promise<void> {
  for (const { skin } of record.skins) await deletePaths(port, [...(await readStoredPublished(port, skin.username)).keys()]);
  await port.runTransaction(async (tx) => {
    if (!(await tx.get(paths.exclusao(id)))) return;
    for (const { skin } of record.skins) {
      const ocultadaEm = skin.ocultadaEm ?? at;
      tx.set(paths.skin(record.uid, skin.id_skins), {
        ...skin,
        oculta: true,
        ocultadaEm,
        ocultaPor: skin.ocultaPor ?? 'bloqueio',
      });
      const marker: SiteOcultoDoc = { ocultadaEm };
      tx.set(publishedPaths.hidden(skin.username), { ...marker });
    }
    tx.set(paths.exclusao(id), { skinsMantidas: true }, { merge: true });
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
  let kept = record.skinsMantidas === true;
  if (!record.documentosRemovidos) {
    if (!kept && (await port.get<UserDoc>(paths.user(uid)))?.bloqueado) {
      await keepForModeration(port, id, record, record.desfazerAte);
      kept = true;
    }
    await deleteAccount(port, {
      uid,
      emails: record.emails,
      key: record.chave,
      limitKeys: (found) => limitKeys(uid, found),
      keepHiddenSkins: kept,
      skins: kept ? [] : record.skins.map((s) => s.skin),
    });
  }
  return port.runTransaction(async (tx) => {
    const current = await tx.get<ExclusaoContaDoc>(paths.exclusao(id));
    if (!current) return null;
    tx.set(paths.exclusao(id), { documentosRemovidos: true }, { merge: true });
    return { ...current, documentosRemovidos: true };
  });
}
