/** Work on more documents than one call may take: deletes in the port's batch size, and the mail a person's data names. */
import { LIMITS } from '../constants';
import { paths } from '../paths';
import type { DocPort, DocSnapshot } from './doc-port';
import { LIST_MAX } from '../../studio/store/skin-tree';

/** Deletes any number of documents, in batches the port accepts. */
export async function deletePaths(port: DocPort, all: readonly string[]): Promise<void> {
  for (let i = 0; i < all.length; i += LIMITS.deleteBatchSize) await port.deleteBatch(all.slice(i, i + LIMITS.deleteBatchSize));
}

/** The mail sent to any of `emails` or about any of `contactIds`, each once. */
export async function mailOf(
  port: DocPort,
  emails: readonly string[],
  contactIds: readonly string[] = [],
): Promise<DocSnapshot[]> {
  const query = (where: [string, 'array-contains' | '==', string]) =>
    port.query({ collection: paths.mails() }, { where: [where], limit: LIST_MAX });
  const found = await Promise.all([
    ...emails.map((email) => query(['to', 'array-contains', email])),
    ...contactIds.map((id) => query(['idContato', '==', id])),
  ]);
  return [...new Map(found.flat().map((doc) => [doc.path, doc])).values()];
}
