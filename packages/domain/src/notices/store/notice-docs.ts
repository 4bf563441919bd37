/**
 * A message's notices after its commit: the message's transaction leaves one pending notice under its
 * conversation; a transaction of its own reads what the notice depends on, decides it once
 * (notice-decision.ts) and records the plan on it; a second one queues the plan's e-mail and deletes
 * it. Decided again, a notice answers its recorded plan; carried out again, it finds nothing to do.
 */
import { decideNotice, noticeRecipients, type BudgetRoom } from '../notice-decision';
import { paths } from '../../kernel/paths';
import { sha256Hex } from '../../kernel/sha256';
import type { DispositivosDoc } from '../push';
import type { MailDoc } from '../mail-doc';
import type { ConversaDoc } from '../../kernel/types';
import type { DocPort, DocTx } from '../../kernel/store/doc-port';
import { queueMail } from './mail-docs';
import { LIST_MAX } from '../../studio';
import { readShardedRateLimit, writeRateLimit } from '../../limits';
import type {
  CarryOutNoticeInput,
  CarryOutNoticeOutcome,
  DecideNoticeInput,
  DeferredNotice,
  DecideNoticeOutcome,
  NoticeRef,
  NoticeStore,
  PendingNotice,
} from './notice-port';
import type { ContactSide, NoticeDraft } from '../../conversations';
import type { RateLimit } from '../../limits';

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

/** One held notice per message, whichever run holds it. */
function deferredId(ref: NoticeRef): string {
  return sha256Hex(refKey(ref)).slice(0, 40);
}

/** A held notice back where its trigger (or the drain) settles it, once: the move is one transaction. */
async function release(tx: DocTx, path: string, now: number): Promise<NoticeRef | null> {
  const held = await tx.get<DeferredNotice>(path);
  if (!held) return null;
  const { ref, devidoEm: _due, plan: _plan, ...pending } = held;
  const back: PendingNotice = { ...pending, adiado: true, expiresAt: now + PENDING_NOTICE_TTL_MS };
  tx.set(paths.aviso(ref.idContato, ref.idConversa, ref.idAviso), { ...back });
  tx.delete(path);
  return ref;
}

/** The e-mail's budgets, each with its room, or null when one is full (the message then goes without it). */
async function readBudgets(tx: DocTx, budgets: RateLimit[], at: number, seed: string): Promise<BudgetRoom[] | null> {
  const rooms: BudgetRoom[] = [];
  for (const limit of budgets) {
    const room = await readShardedRateLimit(tx, limit, at, seed);
    if (room === null) return null;
    rooms.push(room);
  }
  return rooms;
}

/** The devices of each account, as one document each holds them; an account without one is absent. */
async function readDevices(tx: DocTx, uids: string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (const uid of uids) {
    const doc = await tx.get<DispositivosDoc>(paths.dispositivos(uid));
    if (doc && doc.dispositivos.length > 0)
      found.set(
        uid,
        doc.dispositivos.map((d) => d.token),
      );
  }
  return found;
}

async function decide(tx: DocTx, input: DecideNoticeInput): Promise<DecideNoticeOutcome> {
  const { ref } = input;
  const pendingPath = paths.aviso(ref.idContato, ref.idConversa, ref.idAviso);
  const pending = await tx.get<PendingNotice>(pendingPath);
  if (!pending) return { status: 'gone' };
  if (pending.plan) return { status: 'decided', plan: pending.plan };
  const conversaPath = paths.conversa(ref.idContato, ref.idConversa);
  const conversa = await tx.get<ConversaDoc>(conversaPath);
  if (!conversa) {
    // A conversation deleted before its notice was decided tells nobody of it.
    tx.delete(pendingPath);
    return { status: 'gone' };
  }
  const devices = await readDevices(tx, noticeRecipients(pending, conversa.respondendo, input.owners));
  // Only a notice that may be e-mailed reads the budgets every inbox's messages share.
  const mayMail = pending.email && input.addresses.length > 0;
  const { plan, counted, stamps, deferUntil } = decideNotice({
    notice: pending,
    conversation: conversa,
    owners: input.owners,
    addresses: input.addresses,
    devices,
    mailWindowMs: input.mail.windowMs,
    budgets: mayMail ? await readBudgets(tx, input.mail.budgets, pending.at, refKey(ref)) : null,
    quietUntil: pending.adiado ? null : (input.quietUntil ?? null),
  });
  if (deferUntil !== undefined) {
    const held: DeferredNotice = { ...pending, ref, devidoEm: deferUntil };
    tx.set(paths.avisoAdiado(deferredId(ref)), { ...held });
    tx.delete(pendingPath);
    return { status: 'deferred', until: deferUntil };
  }
  counted.forEach(({ limit, hits }) => writeRateLimit(tx, limit, hits, pending.at));
  if (Object.keys(stamps).length > 0) tx.set(conversaPath, stamps, { merge: true });
  tx.set(pendingPath, { plan }, { merge: true });
  return { status: 'decided', plan };
}

async function carryOut(tx: DocTx, input: CarryOutNoticeInput): Promise<CarryOutNoticeOutcome> {
  const { ref } = input;
  const pendingPath = paths.aviso(ref.idContato, ref.idConversa, ref.idAviso);
  const pending = await tx.get<PendingNotice>(pendingPath);
  if (!pending?.plan) return { status: 'gone' };
  const conversa = await tx.get<ConversaDoc>(paths.conversa(ref.idContato, ref.idConversa));
  // Only the e-mail the plan sends, and once: keyed by the message, whatever ran before.
  const mail = pending.plan.mail && input.mail ? input.mail : null;
  const queued = conversa && mail ? await tx.get<MailDoc>(paths.mail(mail.id)) : null;
  tx.delete(pendingPath);
  if (!conversa) return { status: 'gone' };
  const mailed = mail !== null && queued === null;
  if (mail && mailed) queueMail(tx, mail.id, mail.doc);
  return { status: 'done', plan: pending.plan, mailed };
}

/**
 * The notices the quiet hours hold for the conversations of `contactIds` (a deleted account's): they
 * carry the visitor's words and the inbox's name, and once released would come back under a contact
 * the deletion moved away. Nobody is left to tell.
 */
export async function heldNoticesOf(port: DocPort, contactIds: readonly string[]): Promise<string[]> {
  const found = await Promise.all(
    contactIds.map((idContato) =>
      port.query({ collection: paths.avisosAdiados() }, { where: [['ref.idContato', '==', idContato]], limit: LIST_MAX }),
    ),
  );
  return found.flat().map((doc) => doc.path);
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
    decideNotice: (input) => port.runTransaction((tx) => decide(tx, input)),
    carryOutNotice: (input) => port.runTransaction((tx) => carryOut(tx, input)),
    releaseDueNotices: async (now, limit) => {
      // The soonest first: those due are at the front, and the first one not yet due ends the run.
      const held = await port.query<DeferredNotice>(
        { collection: paths.avisosAdiados() },
        { orderBy: [['devidoEm', 'asc']], limit },
      );
      const released: NoticeRef[] = [];
      for (const { path, data } of held) {
        if (data.devidoEm > now) break;
        const ref = await port.runTransaction((tx) => release(tx, path, now));
        if (ref) released.push(ref);
      }
      return released;
    },
  };
}
