/**
 * A message's notices after its commit: the message's transaction leaves one pending notice under its
 * conversation; settling it decides, in a transaction of its own, the e-mail (window and budgets) and
 * the push (window), and deletes it. A second settling of the same notice finds nothing to do.
 */
import { paths } from '../paths';
import type { MailDoc } from '../mail-doc';
import type { ConversaDoc } from '../types';
import type { DocPort, DocTx } from './doc-port';
import { pushStamp } from './conversation-counters';
import { queueMail } from './mail-docs';
import { readShardedRateLimit, writeRateLimit } from './rate-limit-docs';
import type {
  ContactSide,
  NoticeDraft,
  NoticeMail,
  NoticeRef,
  NoticeStore,
  PendingNotice,
  RateLimit,
  SettleNoticeInput,
  SettleNoticeOutcome,
} from './store';

/** The notice of a form sent with a subject alone: it opened its conversation, so there is one per conversation. */
export const SUBJECT_ONLY_NOTICE = 'conversa';

/** How long a notice nobody settled is kept (rateLimits' TTL policy's field, expiresAt). */
const PENDING_NOTICE_TTL_MS = 24 * 60 * 60 * 1000;

/** Written by the message's transaction: its only document beyond the conversation's own and the sender's limits. */
export function writePendingNotice(
  tx: Pick<DocTx, 'set'>,
  ref: NoticeRef,
  draft: NoticeDraft,
  at: number,
  pushSide: ContactSide,
): void {
  const pending: PendingNotice = { ...draft, at, pushSide, expiresAt: at + PENDING_NOTICE_TTL_MS };
  tx.set(paths.aviso(ref.idContato, ref.idConversa, ref.idAviso), { ...pending });
}

function refKey(ref: NoticeRef): string {
  return `${ref.idContato}/${ref.idConversa}/${ref.idAviso}`;
}

/** The e-mail's limits, each with its hits, or null when one is full (the message then goes without it). */
async function readMailBudgets(
  tx: DocTx,
  mail: NoticeMail,
  conversa: ConversaDoc,
  at: number,
  seed: string,
): Promise<Array<{ limit: RateLimit; hits: number[] }> | null> {
  const last = conversa.notificadoEm;
  if (typeof last === 'number' && at - last < mail.windowMs) return null;
  const counted: Array<{ limit: RateLimit; hits: number[] }> = [];
  for (const limit of mail.rateLimits) {
    const found = await readShardedRateLimit(tx, limit, at, seed);
    if (found === null) return null;
    counted.push(found);
  }
  return counted;
}

async function settleNotice(tx: DocTx, input: SettleNoticeInput): Promise<SettleNoticeOutcome> {
  const { ref } = input;
  const pendingPath = paths.aviso(ref.idContato, ref.idConversa, ref.idAviso);
  const pending = await tx.get<PendingNotice>(pendingPath);
  if (!pending) return { status: 'gone' };
  const conversaPath = paths.conversa(ref.idContato, ref.idConversa);
  const conversa = await tx.get<ConversaDoc>(conversaPath);
  // A conversation deleted before its notice was settled tells nobody of it.
  const budgets = conversa && input.mail ? await readMailBudgets(tx, input.mail, conversa, pending.at, refKey(ref)) : null;
  // Keyed by the message: whatever ran before, one e-mail per message at most.
  const queued = budgets && input.mail ? await tx.get<MailDoc>(paths.mail(input.mail.id)) : null;
  const pushed =
    conversa && input.pushWindowMs !== null
      ? pushStamp(conversa, { side: pending.pushSide, windowMs: input.pushWindowMs }, pending.at)
      : null;

  tx.delete(pendingPath);
  if (!conversa) return { status: 'gone' };
  const mailed = budgets !== null && input.mail !== null && queued === null;
  if (mailed && input.mail && budgets) {
    budgets.forEach(({ limit, hits }) => writeRateLimit(tx, limit, hits, pending.at));
    queueMail(tx, input.mail.id, input.mail.doc);
  }
  const stamps: Partial<ConversaDoc> = { ...(mailed ? { notificadoEm: pending.at } : {}), ...pushed };
  if (Object.keys(stamps).length > 0) tx.set(conversaPath, stamps, { merge: true });
  return { status: 'settled', mailed, pushDue: pushed !== null };
}

export function createNoticeStore(port: DocPort): NoticeStore {
  return {
    pendingNotice: (ref) => port.get<PendingNotice>(paths.aviso(ref.idContato, ref.idConversa, ref.idAviso)),
    pendingNotices: async (limit) => {
      const found = await port.query({ group: 'avisos' }, { limit });
      return found.map(({ path }) => {
        const [, idContato = '', , idConversa = '', , idAviso = ''] = path.split('/');
        return { idContato, idConversa, idAviso };
      });
    },
    settleNotice: (input) => port.runTransaction((tx) => settleNotice(tx, input)),
  };
}
