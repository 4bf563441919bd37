/**
 * A booking of her time (reservas/{id}) and the busy map of one UTC day of her agenda
 * (agendaDias/{agendaKey}~{AAAA-MM-DD}), which every booking's transaction reads and writes so that
 * two visitors can never take overlapping times: any two bookings whose times (widened by her buffer)
 * overlap touch one same UTC day, so their transactions conflict and the second sees the first.
 * Nothing here is shared by every skin: a day's map is one agenda's.
 */
import type { Instant } from '../kernel/instant';
import type { AgendaServiceConfig } from '../kernel/agenda-types';

/** Whose agenda: the skin's owner and the skin, as `{uid}~{skinId}` (stable across a rename). */
export type AgendaKey = string;

export function agendaKeyOf(uid: string, skinId: string): AgendaKey {
  return `${uid}~${skinId}`;
}

export type EstadoReserva = 'confirmada' | 'cancelada';

/** reservas/{id}: read by its creator (`dona`) under the rules; written by the callables only. */
export interface ReservaDoc {
  id: string;
  /** agendaKeyOf(dona, skinId). */
  agenda: AgendaKey;
  /** The skin's owner's uid. */
  dona: string;
  skinId: string;
  /** The skin's name when booked (a rename does not move her bookings). */
  skin: string;
  /** The published page and its agenda container the visitor booked on. */
  pagina: string;
  container: string;
  /** The service as it was when booked: a later edit of her services changes no booking. */
  servico: AgendaServiceConfig;
  /** When it starts and ends (epoch ms; Timestamps in Firestore, see DATE_FIELDS). */
  comecaEm: Instant;
  terminaEm: Instant;
  /** Her zone when booked, and the visitor's when their browser told it. */
  fuso: string;
  fusoVisitante?: string;
  visitante: { nome: string; email: string; whatsapp?: string };
  estado: EstadoReserva;
  /** The invitation's SEQUENCE: one higher at every change (a move, a cancellation). */
  sequencia: number;
  criadaEm: Instant;
  canceladaEm?: Instant;
  canceladaPor?: 'visitante' | 'dona';
  /** Her message to the visitor when she cancels. */
  motivo?: string;
  /** The conversation the booking opened or joined in her CONTATOS. */
  idContato: string;
  idConversa: string;
  /** The Pix deposit asked, its BR Code reference, and whether she marked it paid. */
  sinal?: { centavos: number; txid: string; pago: boolean; pagoEm?: Instant };
  /** SHA-256 (hex) of the secret of the visitor's link to cancel or move it; the secret is only in the mail. */
  segredoHash: string;
  /** When each side's reminder was sent (never twice). */
  lembreteVisitanteEm?: Instant;
  lembreteDonaEm?: Instant;
}

/** agendaDias/{agendaKey}~{AAAA-MM-DD} (a UTC date): the bookings touching that day, widened by nothing. */
export interface AgendaDiaDoc {
  agenda: AgendaKey;
  reservas: Record<string, { comecaEm: Instant; terminaEm: Instant }>;
}

/** agendaFeeds/{uid}: the secret of her private calendar address (she reads it; the feed function checks it). */
export interface AgendaFeedDoc {
  /** Hers: what the rules and her screen's query filter on (a query cannot name a document's id). */
  uid: string;
  segredo: string;
  criadoEm: Instant;
}
