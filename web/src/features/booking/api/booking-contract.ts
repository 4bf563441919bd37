/**
 * The shapes the booking screens read from the booking callables. Times are epoch ms; days are
 * 'AAAA-MM-DD' in her zone. The calls themselves are typed by the declarations (BookingContract).
 */
import type { PayloadOf, ResultOf } from '@lab/domain/commands';

export interface ListFreeSlotsPayload {
  skin: string;
  pagina: string;
  servico: string;
  de: string;
  /** 1..14 */
  dias: number;
}

export interface ListFreeSlotsResult {
  fuso: string;
  /** Starts, ascending. */
  horarios: number[];
}

export interface BookSlotPayload {
  skin: string;
  pagina: string;
  servico: string;
  comecaEm: number;
  nome: string;
  email: string;
  whatsapp?: string;
  fusoVisitante?: string;
  /** Made once per draft: a retry finds the booking the first try made. */
  idEnvio: string;
}

export interface BookedSlot {
  status: 'reservada';
  idReserva: string;
  comecaEm: number;
  terminaEm: number;
  fuso: string;
  servico: { nome: string; duracaoMin: number; precoCentavos?: number };
  sinal?: { centavos: number; codigo: string; txid: string };
}

/** Someone else took the time first: up to five next free starts of that service. */
export interface SlotTaken {
  status: 'ocupado';
  proximos: number[];
}

export type BookSlotResult = BookedSlot | SlotTaken;

export interface BookingLinkPayload {
  reserva: string;
  segredo: string;
}

export type BookingState = 'confirmada' | 'cancelada';

export interface BookingByLink {
  skin: string;
  pagina: string;
  servicoId: string;
  servico: { nome: string; duracaoMin: number };
  comecaEm: number;
  terminaEm: number;
  fuso: string;
  estado: BookingState;
  podeAlterar: boolean;
  /** Until when the link may cancel or move it. */
  ateEm: number;
}

export type MoveBookingResult = { status: 'movida'; comecaEm: number; terminaEm: number } | SlotTaken;

/** Every booking callable this feature makes: its payload and its result are the declarations'. */
export type BookingCallable = 'listFreeSlots' | 'bookSlot' | 'readBookingByLink' | 'cancelBookingByLink' | 'moveBookingByLink';
export type BookingContract = { [N in BookingCallable]: { payload: PayloadOf<N>; result: ResultOf<N> } };
