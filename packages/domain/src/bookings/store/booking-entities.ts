/** The entity schemas of a booking (reservas/) and her private calendar's secret (agendaFeeds/), merged into ENTITY_SCHEMAS. */
import * as z from 'zod/mini';
import type { AgendaFeedDoc, ReservaDoc } from '../booking-types';

export interface BookingEntities {
  reservas: ReservaDoc;
  agendaFeeds: AgendaFeedDoc;
}

const text = z.string();
const instant = z.number();

export const BOOKING_SCHEMAS = {
  reservas: z.object({
    id: text,
    agenda: text,
    dona: text,
    skinId: text,
    skin: text,
    pagina: text,
    container: text,
    servico: z.object({
      id: text,
      nome: text,
      duracaoMin: z.number(),
      precoCentavos: z.optional(z.number()),
      sinalCentavos: z.optional(z.number()),
    }),
    comecaEm: instant,
    terminaEm: instant,
    fuso: text,
    fusoVisitante: z.optional(text),
    visitante: z.object({ nome: text, email: text, whatsapp: z.optional(text) }),
    estado: z.enum(['confirmada', 'cancelada']),
    sequencia: z.number(),
    criadaEm: instant,
    canceladaEm: z.optional(instant),
    canceladaPor: z.optional(z.enum(['visitante', 'dona'])),
    motivo: z.optional(text),
    idContato: text,
    idConversa: text,
    sinal: z.optional(z.object({ centavos: z.number(), txid: text, pago: z.boolean(), pagoEm: z.optional(instant) })),
    segredoHash: text,
    lembreteVisitanteEm: z.optional(instant),
    lembreteDonaEm: z.optional(instant),
  }),
  agendaFeeds: z.object({ segredo: text, criadoEm: instant }),
};
