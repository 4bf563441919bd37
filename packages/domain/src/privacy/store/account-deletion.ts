/**
 * Deleting an account and everything about it (**Excluir minha conta**): its skins whole (tree, name,
 * snapshot), its conversations anonymised for the people on the other side, its bookings and calendar feed, its logs, its quick replies, the mail to it
 * and about its messages, the conversations it was answering, its limit counters and its user document. Each step can be run again: a
 * deletion cut short is finished by the next attempt.
 */
import { paths } from '../../kernel/paths';
import { publishedPaths } from '../../published';
import type { DenunciaDoc } from '../../moderation';
import type { DominioDoc, Participante, UsernameDoc } from '../../kernel/types';
import type { SkinDoc } from '../../skins';
import { releaseClaimsOf } from '../../conversations';
import { deleteLeadsOf } from '../../leads';
import { deleteBookingsOf } from '../../bookings';
import { anonymiseConversations } from './conversation-anonymiser';
import { deletePaths, mailOf } from '../../kernel/store/doc-batches';
import { erasableRecordsOf, heldNoticesOf } from '../../notices';
import type { DocPort } from '../../kernel/store/doc-port';
import { deleteSkinExtras, deleteSkinTree } from '../../skins';
import { readStoredPublished } from '../../published';
import { LIST_MAX } from '../../studio';
import type { DeleteAccountInput } from './privacy-port';

/** One skin whole, its last skin included: tree, hours and webhook, then the skin, its name and its public snapshot. */
async function deleteWholeSkin(port: DocPort, uid: string, skin: SkinDoc): Promise<void> {
  const skinId = skin.id_skins;
  await deleteSkinTree(port, { uid, skinId });
  await deleteSkinExtras(port, { uid, skinId }, skin.username);
  await port.runTransaction(async (tx) => {
    const reservation = await tx.get<UsernameDoc>(paths.username(skin.username));
    const mapping = skin.dominio ? await tx.get<DominioDoc>(paths.dominio(skin.dominio)) : null;
    const published = await readStoredPublished(tx, skin.username);
    tx.delete(paths.skin(uid, skinId));
    for (const path of published.keys()) tx.delete(path);
    if (skin.oculta) tx.delete(publishedPaths.hidden(skin.username));
    if (reservation?.uid === uid) tx.delete(paths.username(skin.username));
    // Its own domain goes back to showing the main site.
    if (skin.dominio && mapping?.uid === uid) tx.delete(paths.dominio(skin.dominio));
  });
}

/**
 * The access records the account's own calls made. A session id is whatever a browser sends (a
 * shared computer keeps it in its storage, anyone may learn it), so a record keyed by it, like the
 * pages of `navegacoes/{hash}` before signing in, is the account's only when it names the account.
 */
export const ownAccesses = (port: DocPort, uid: string) =>
  port.query({ collection: paths.acessos() }, { where: [['uid', '==', uid]], limit: LIST_MAX });

/** The account's sessions: their navigation records and the access records it made. */
async function deleteSessions(port: DocPort, uid: string): Promise<void> {
  const sessions = await port.listPaths(paths.userNavigations(uid), LIST_MAX);
  const accesses = await ownAccesses(port, uid);
  await deletePaths(port, [...sessions, ...accesses.map((a) => a.path)]);
}

async function deleteMail(port: DocPort, emails: readonly string[], contactIds: readonly string[]): Promise<void> {
  await deletePaths(port, [
    ...(await mailOf(port, emails, contactIds)).map((d) => d.path),
    ...(await erasableRecordsOf(port, emails)),
    // The notices to its inboxes its quiet hours held (avisosAdiados/): nobody is left to tell.
    ...(await heldNoticesOf(port, contactIds)),
  ]);
}

/** The reports the account sent (they name it: DenunciaDoc.reporterUid). */
export const reportsBy = (port: DocPort, uid: string) =>
  port.query({ collection: paths.denuncias() }, { where: [['reporterUid', '==', uid]], limit: LIST_MAX });

/**
 * Its reports stay for the moderation, without its uid; the per-skin counters its reports took
 * (`report-skin:{uid}@{skin}`) go.
 */
async function forgetReporter(port: DocPort, uid: string): Promise<void> {
  const reports = await reportsBy(port, uid);
  for (const { path } of reports) {
    await port.runTransaction(async (tx) => {
      const report = await tx.get<DenunciaDoc>(path);
      if (!report) return;
      const { reporterUid: _uid, ...rest } = report;
      tx.set(path, { ...rest });
    });
  }
  const skins = new Set(reports.map((r) => String((r.data as Partial<DenunciaDoc>).skin ?? '').toLowerCase()));
  await deletePaths(
    port,
    [...skins].map((skin) => paths.rateLimit(`report-skin:${uid}@${skin}`)),
  );
}

export async function deleteAccount(
  port: DocPort,
  input: DeleteAccountInput,
): Promise<{ skins: string[]; others: Participante[] }> {
  const { uid } = input;
  const all = (await port.query<SkinDoc>({ collection: paths.skins(uid) }, { limit: LIST_MAX })).map((s) => s.data);
  const skins = [...(input.skins ?? []), ...(input.keepHiddenSkins ? all.filter((s) => !s.oculta) : all)];
  for (const skin of skins) await deleteWholeSkin(port, uid, skin);
  const { contactIds, others } = await anonymiseConversations(port, input);
  await releaseClaimsOf(port, uid);
  await deleteLeadsOf(port, uid);
  // Her bookings, their place in the busy maps, and her calendar feed.
  await deleteBookingsOf(port, uid);
  await deleteSessions(port, uid);
  await forgetReporter(port, uid);
  await deleteMail(port, input.emails, contactIds);
  const names = skins.map((s) => s.username);
  const logins = await port.listPaths(paths.logins(uid), LIST_MAX);
  const quickReplies = await port.listPaths(paths.respostasRapidas(uid), LIST_MAX);
  const limits = input.limitKeys({ skins: names, others }).map((key) => paths.rateLimit(key));
  await deletePaths(port, [...logins, ...quickReplies, ...limits, paths.dispositivos(uid), paths.user(uid)]);
  return { skins: names, others };
}
