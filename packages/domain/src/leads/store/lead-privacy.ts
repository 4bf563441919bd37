/**
 * An account's leads under the privacy features: its export holds its own inbox's leads with their
 * history and every move it made in the site's inbox; its deletion takes its own leads, and the moves
 * it made in the site's inbox stay in that history without its uid.
 */
import { GROUPS, paths } from '../../kernel/paths';
import { deletePaths } from '../../kernel/store/doc-batches';
import type { DocPort, DocSnapshot } from '../../kernel/store/doc-port';
import type { EtapaDoc } from '../stages';
import type { LeadDoc } from '../lead-types';

/** An account's leads read at once: the studio's LIST_MAX, kept here so this slice imports no other. */
const LIST_MAX = 5000;

/** The mover recorded once the account that moved a lead is deleted. */
export const DELETED_MOVER = 'conta-excluida';

const ownLeads = (port: DocPort, uid: string) =>
  port.query<LeadDoc>({ collection: paths.leads() }, { where: [['uidDono', '==', uid]], limit: LIST_MAX });

const movesBy = (port: DocPort, uid: string) =>
  port.query<EtapaDoc>({ group: GROUPS.etapas }, { where: [['uid', '==', uid]], limit: LIST_MAX });

/** Its own leads, their history, and the moves it made anywhere else (the site's inbox, for an owner). */
export async function leadDocsOf(port: DocPort, uid: string): Promise<DocSnapshot[]> {
  const leads = await port.query({ collection: paths.leads() }, { where: [['uidDono', '==', uid]], limit: LIST_MAX });
  const history = await Promise.all(leads.map((lead) => port.query({ collection: paths.etapas(lead.id) }, { limit: LIST_MAX })));
  const listed = [...leads, ...history.flat()];
  const moves = await port.query({ group: GROUPS.etapas }, { where: [['uid', '==', uid]], limit: LIST_MAX });
  return [...listed, ...moves.filter((m) => !listed.some((d) => d.path === m.path))];
}

export async function deleteLeadsOf(port: DocPort, uid: string): Promise<void> {
  for (const lead of await ownLeads(port, uid)) {
    await deletePaths(port, [...(await port.listPaths(paths.etapas(lead.id), LIST_MAX)), lead.path]);
  }
  for (const move of await movesBy(port, uid)) {
    await port.runTransaction(async (tx) => tx.set(move.path, { ...move.data, uid: DELETED_MOVER }));
  }
}
