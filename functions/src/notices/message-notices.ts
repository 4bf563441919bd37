/**
 * The notices of a message, after it commits: a Firestore trigger on the pending notice its
 * transaction left under the conversation. Retried on failure (at least once, for up to a day on 2nd
 * gen); the domain's settling is keyed by the message, so a retry sends nothing twice.
 */
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { FUNCTIONS_REGION } from '@lab/domain/commands';
import { sendMessageNotices, type HandlerDeps } from '@lab/domain/handlers';

/** The pending notice's document: paths.aviso. */
export const PENDING_NOTICE_DOCUMENT = 'contatos/{idContato}/conversas/{idConversa}/avisos/{idAviso}';

export function createMessageNotices(deps: HandlerDeps) {
  return onDocumentCreated({ document: PENDING_NOTICE_DOCUMENT, region: FUNCTIONS_REGION, retry: true }, async (event) => {
    const { idContato = '', idConversa = '', idAviso = '' } = event.params;
    await sendMessageNotices(deps, { idContato, idConversa, idAviso });
  });
}
