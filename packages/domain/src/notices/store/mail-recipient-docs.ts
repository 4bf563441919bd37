/**
 * Whether a reply may be mailed to a visitor's address, decided in the message's transaction from the
 * address's record (destinatarios/{hash}) and the budgets: a reply refused here is simply not
 * queued, and the message is written all the same. Also the answer to the record's links.
 */
import { paths } from '../../kernel/paths';
import { REPLY_CONFIRMATION_WINDOW_MS, REPLY_CONSENT_MS } from '../../kernel/constants';
import { sha256Hex } from '../../kernel/sha256';
import type { DestinatarioDoc } from '../reply-consent-mail';
import type { EmailRetido } from '../../kernel/types';
import type { DocSnapshot, DocTx, Reader } from '../../kernel/store/doc-port';
import { readRateLimits } from '../../conversations';
import { writeRateLimit } from '../../limits';
import type { ReplyLinkAnswer, ReplyLinkOutcome, ReplyMailPlan } from './mail-port';

/** What a reply's mail comes to: queued (its id on the message), or held back and why, with the writes to make. */
export interface PlannedReply {
  chat: { idMail: string } | { emailRetido: EmailRetido };
  write(tx: DocTx): void;
}

/** A record past its time is no record; a refusal never passes. */
function liveRecord(stored: DestinatarioDoc | null, at: number): DestinatarioDoc | null {
  if (!stored) return null;
  return stored.recusadoEm !== undefined || (stored.expiresAt ?? Infinity) > at ? stored : null;
}

const heldBack = (emailRetido: EmailRetido): PlannedReply => ({ chat: { emailRetido }, write: () => undefined });

/** Reads only; the writes wait in `write`, after every read of the transaction. */
export async function planReplyMail(tx: Reader, plan: ReplyMailPlan, at: number): Promise<PlannedReply> {
  const path = paths.destinatario(plan.recipient);
  const live = liveRecord(await tx.get<DestinatarioDoc>(path), at);
  if (live?.recusadoEm !== undefined) return heldBack('recusado');
  const record: DestinatarioDoc = live ?? { ...plan.fresh, criadoEm: at };

  if (!plan.needsConsent || record.confirmadoEm !== undefined) {
    const hits = await readRateLimits(tx, plan.rateLimits, at);
    if (!Array.isArray(hits)) return heldBack('limite');
    return {
      chat: { idMail: plan.reply.id },
      write: (w) => {
        // The site's own reply to an address never seen keeps a record, for its "não quero mais" link.
        if (!live) w.set(path, { ...record, expiresAt: at + REPLY_CONSENT_MS });
        plan.rateLimits.forEach((limit, i) => writeRateLimit(w, limit, hits[i] ?? [], at));
        w.set(paths.mail(plan.reply.id), { ...plan.reply.doc(record.tokenSair) });
      },
    };
  }
  // Asked within the window, by any skin: one question per address, whoever answers it.
  if (record.pedidoEm !== undefined && at - record.pedidoEm < REPLY_CONFIRMATION_WINDOW_MS) return heldBack('sem-confirmacao');
  const hits = await readRateLimits(tx, plan.confirmation.rateLimits, at);
  if (!Array.isArray(hits)) return heldBack('limite');
  const token = record.token ?? plan.fresh.token;
  return {
    chat: { emailRetido: 'sem-confirmacao' },
    write: (w) => {
      w.set(path, {
        ...record,
        token,
        pedidoEm: at,
        expiresAt: Math.max(live?.expiresAt ?? 0, at + REPLY_CONFIRMATION_WINDOW_MS),
      });
      plan.confirmation.rateLimits.forEach((limit, i) => writeRateLimit(w, limit, hits[i] ?? [], at));
      w.set(paths.mail(plan.confirmation.id), { ...plan.confirmation.doc(token) });
    },
  };
}

/** Which of the record's secrets a link holds: the confirmation's does both, the replies' only refuses. */
function grants(record: DestinatarioDoc | null, token: string): 'both' | 'leave' | null {
  if (!record) return null;
  if (record.token !== undefined && record.token === token) return 'both';
  return record.tokenSair === token ? 'leave' : null;
}

export async function getReplyLinkGrant(port: Reader, recipient: string, token: string, at: number) {
  return grants(liveRecord(await port.get<DestinatarioDoc>(paths.destinatario(recipient)), at), token);
}

/** A refusal is kept for good and holds only what it needs; a confirmation lasts REPLY_CONSENT_MS. */
export async function answerReplyLink(tx: DocTx, input: ReplyLinkAnswer): Promise<ReplyLinkOutcome> {
  const path = paths.destinatario(input.recipient);
  const record = liveRecord(await tx.get<DestinatarioDoc>(path), input.at);
  const grant = grants(record, input.token);
  if (!record || !grant || (input.acao === 'confirmar' && grant !== 'both')) return 'invalid';
  if (record.recusadoEm !== undefined) return 'recusado';
  if (input.acao === 'recusar') {
    const kept: DestinatarioDoc = { tokenSair: record.tokenSair, criadoEm: record.criadoEm, recusadoEm: input.at };
    tx.set(path, { ...kept });
    return 'recusado';
  }
  if (record.confirmadoEm === undefined) {
    tx.set(path, { ...record, confirmadoEm: input.at, expiresAt: input.at + REPLY_CONSENT_MS });
  }
  return 'confirmado';
}

/** The records of a person's addresses: a hash names them, and no link's secret goes with an export. */
export async function recipientRecordsOf(port: Reader, emails: readonly string[]): Promise<DocSnapshot[]> {
  const found = await Promise.all(
    [...new Set(emails.map((e) => sha256Hex(e.trim().toLowerCase())))].map(async (hash) => {
      const record = await port.get<DestinatarioDoc>(paths.destinatario(hash));
      if (!record) return [];
      const { token: _token, tokenSair: _sair, ...kept } = record;
      return [{ path: paths.destinatario(hash), id: hash, data: { ...kept } }];
    }),
  );
  return found.flat();
}

/** What deleting a person's data takes of these records: a consent or a request; a refusal stays, as the person asked. */
export async function erasableRecordsOf(port: Reader, emails: readonly string[]): Promise<string[]> {
  const records = await recipientRecordsOf(port, emails);
  return records.filter((r) => (r.data as Partial<DestinatarioDoc>).recusadoEm === undefined).map((r) => r.path);
}
