/**
 * How a booking's changes reach it: the visitor's link (`/reserva/{id}#{segredo}`), checked by the
 * secret's SHA-256 in constant time, with one answer for a wrong id and a wrong secret; her agenda as
 * the published page still carries it (the deadline of the link, the rules of a move); and the
 * context every change mail is written with.
 */
import { z } from 'zod';
import { MESSAGES } from '../../kernel/messages';
import type { AgendaConfig } from '../../kernel/agenda-types';
import { documentId, text } from '../../kernel/commands/schemas';
import { refuse } from '../../kernel/commands/refusals';
import type { HandlerDeps } from '../../handlers/handler-types';
import { consumeLimits } from '../../handlers/request-context';
import { ipLimitsOn, limitOn, rateLimit } from '../../handlers/declared-limits';
import { publishedPaths } from '../../published';
import { parseEntity } from '../../store/entities';
import type { RateLimit } from '../../limits';
import { bookingSecretMatches } from '../booking-secret';
import { siteHostOf, type ChangeMailContext } from '../booking-change-mails';
import type { ReservaDoc } from '../booking-types';

const MINUTE = 60_000;

export const LINK_LIMITS = {
  /** Taken before the booking is read: a guesser pays for every guess. */
  perIp: rateLimit('bookingLinkPerIp', 'booking-link-ip:{ip}'),
  /** Taken once the secret matched: a leaked link cannot be hammered. */
  perBooking: rateLimit('bookingLinkPerBooking', 'booking-link:{reserva}'),
};

/** Her cancellations and deposits, per account. */
export const OWNER_CHANGES = rateLimit('bookingChangesPerUser', 'booking-changes:{uid}');

/**
 * A link's secret is 32 url-safe characters; one of another size is simply no booking's, and gets the
 * not-found answer like any wrong secret (the bound only keeps a hostile payload small).
 */
const secret = text(200, MESSAGES.invalidPayload);

export const linkPayload = { reserva: documentId, segredo: secret };
export const linkSchema = z.strictObject(linkPayload);

export const notFound = (): never => refuse('not-found', MESSAGES.bookingNotFound);

/**
 * The booking a link names, or the one not-found answer for a wrong id or secret: one read by id and
 * nothing written (a refusal writes nothing, and 192 random bits are not guessed by trying). The link's
 * limits, the client's and the booking's, are counted once the secret matched, before any other work.
 */
export async function bookingByLink(deps: HandlerDeps, link: { reserva: string; segredo: string }): Promise<ReservaDoc> {
  const reserva = await deps.store.getBooking(link.reserva);
  if (!reserva || !bookingSecretMatches(reserva.segredoHash, link.segredo)) return notFound();
  return reserva;
}

/** The link's limits for one booking from one client: the client's (and its /48's) and the booking's. */
export function linkLimitsOf(reserva: ReservaDoc, ip: string | null): RateLimit[] {
  return [...ipLimitsOn(LINK_LIMITS.perIp, ip, {}), limitOn(LINK_LIMITS.perBooking, { reserva: reserva.id })];
}

/** Counts the link's limits now (a read, which takes no transaction of its own). */
export async function consumeLinkLimits(deps: HandlerDeps, reserva: ReservaDoc, ip: string | null): Promise<void> {
  await consumeLimits(deps, linkLimitsOf(reserva, ip), MESSAGES.bookingLinkRateLimited);
}

/** Her agenda as the booking's published page carries it now, or null when it is gone (unpublished, removed, renamed). */
export async function agendaOfBooking(deps: HandlerDeps, reserva: ReservaDoc): Promise<AgendaConfig | null> {
  const stored = await deps.store.getPublished(publishedPaths.page(reserva.skin, reserva.pagina));
  const page = stored === null ? null : parseEntity('paginasPublicadas', stored);
  if (!page?.ok) return null;
  const container = page.data.containers.find((c) => c.id_container === reserva.container && c.tipo === 'agenda');
  return container?.agenda ?? null;
}

/**
 * Until when the link may change the booking: her least notice before it starts. With her agenda
 * gone, until it starts (it can still be cancelled, not moved).
 */
export function linkDeadline(reserva: ReservaDoc, agenda: AgendaConfig | null): number {
  return reserva.comecaEm - (agenda?.antecedenciaMin ?? 0) * MINUTE;
}

/** What every change mail needs: her skin's name, her verified address, the organiser's address. */
export async function changeContext(
  deps: Pick<HandlerDeps, 'store' | 'accounts' | 'siteUrl' | 'siteReplyTo' | 'now'>,
  reserva: ReservaDoc,
): Promise<ChangeMailContext> {
  const [skin, emailDela] = await Promise.all([
    deps.store.findSkinByUsername(reserva.skin),
    deps.accounts.verifiedEmail(reserva.dona),
  ]);
  return {
    nomeSkin: skin?.nomeExibicao || reserva.skin,
    emailDela,
    siteUrl: deps.siteUrl,
    organizador: deps.siteReplyTo ?? `agenda@${siteHostOf(deps.siteUrl)}`,
    at: deps.now(),
  };
}

/**
 * A line in the booking's conversation, after the change committed: her message as her reply, or
 * what happened, written by the site (marked automatic, so nobody reads it as typed). Its id is the
 * booking's and its SEQUENCE, so a retried change appends nothing twice.
 */
export async function conversationLine(
  deps: HandlerDeps,
  reserva: ReservaDoc,
  line: { mensagem: string; side: 'lab' | 'visitante'; herReply?: string },
): Promise<void> {
  try {
    const contact = await deps.store.getContact(reserva.idContato);
    const participants = contact?.participantes ?? [];
    const email = reserva.visitante.email.toLowerCase();
    const visitor = participants.find((p) => p.chave === email || p.email?.toLowerCase() === email);
    const inbox = participants.find((p) => p !== visitor);
    const author = line.side === 'lab' ? inbox : visitor;
    if (!author) return;
    await deps.store.appendChatMessage({
      contactId: reserva.idContato,
      conversationId: reserva.idConversa,
      chat: {
        idChat: `reserva-${reserva.id}-${reserva.sequencia}`,
        mensagem: line.mensagem,
        userRemetente: author.chave,
        nomeRemetente: author.nome,
        fotoRemetente: author.foto,
        ...(line.herReply ? {} : { automatica: true as const }),
      },
      at: deps.now(),
      side: line.side,
      fromInboxReply: line.herReply ? { uid: line.herReply } : false,
    });
  } catch (error) {
    // The change is committed and mailed; a missing line in CONTATOS is no reason to answer an error.
    deps.logger?.warn('booking: conversation line not written', { reserva: reserva.id, error: String(error) });
  }
}
