/** Outgoing e-mail: queued for the Trigger Email extension inside the command's transaction, and retried. */
import { paths } from '../../kernel/paths';
import type { MailDoc } from '../mail-doc';
import type { DocPort, DocTx } from '../../kernel/store/doc-port';
import { answerReplyLink, getReplyLinkGrant } from './mail-recipient-docs';
import type { RetryMailOutcome, MailStore } from './mail-port';

export function queueMail(tx: DocTx, id: string, doc: MailDoc): void {
  tx.set(paths.mail(id), { ...doc });
}

async function retryMail(tx: DocTx, mailId: string): Promise<RetryMailOutcome> {
  const mail = await tx.get<MailDoc>(paths.mail(mailId));
  if (!mail) return 'not-found';
  if (mail.delivery?.state !== 'ERROR') return 'not-failed';
  // The extension sends again when it sees RETRY; the whole delivery map is written so a shallow and a
  // deep merge agree.
  tx.set(paths.mail(mailId), { delivery: { ...mail.delivery, state: 'RETRY' } }, { merge: true });
  return 'retried';
}

export function createMailStore(port: DocPort): MailStore {
  return {
    retryMail: (mailId) => port.runTransaction((tx) => retryMail(tx, mailId)),
    replyLinkGrant: (recipient, token, at) => getReplyLinkGrant(port, recipient, token, at),
    answerReplyLink: (input) => port.runTransaction((tx) => answerReplyLink(tx, input)),
  };
}
