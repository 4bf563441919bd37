/**
 * The stored shape of what a container of a special kind keeps inside its document (an agenda's
 * settings, a gallery's pictures, a Depoimentos container's quotes) and of a card's or container's
 * dates, for the entity schemas (entities.ts).
 */
import * as z from 'zod/mini';

const text = z.string();

const agendaPeriod = z.object({ inicio: text, fim: text });
const agendaConfig = z.object({
  servicos: z.array(
    z.object({
      id: text,
      nome: text,
      duracaoMin: z.number(),
      precoCentavos: z.optional(z.number()),
      sinalCentavos: z.optional(z.number()),
    }),
  ),
  semana: z.array(z.object({ periodos: z.array(agendaPeriod) })),
  intervaloMin: z.number(),
  antecedenciaMin: z.number(),
  horizonteDias: z.number(),
  excecoes: z.record(z.string(), z.array(agendaPeriod)),
  fuso: text,
});
const galeriaConfig = z.object({
  imagens: z.array(z.object({ id: text, src: text, alt: text, largura: z.number(), altura: z.number() })),
});
/** A card's or container's dates, epoch milliseconds like every instant the snapshot carries. */
export const scheduleFields = { inicio: z.optional(z.nullable(z.number())), fim: z.optional(z.nullable(z.number())) };
/** Each special kind's settings, absent on every other kind. */
export const containerKindSettings = {
  agenda: z.optional(agendaConfig),
  galeria: z.optional(galeriaConfig),
  depoimentos: z.optional(
    z.object({ itens: z.array(z.object({ id: text, texto: text, nome: text, papel: text, foto: z.optional(text) })) }),
  ),
};
