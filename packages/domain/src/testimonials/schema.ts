/**
 * A Depoimentos container's quotes as the studio sends them (and a skin file carries them): one
 * schema for the server's check and the studio's errors under each field. Its photo's address is
 * checked by the caller's own image rule (the studio's), handed in, so this slice needs no studio.
 */
import { z } from 'zod';
import { MESSAGES } from '../kernel/messages';
import { hasHiddenCharacters } from '../kernel/hidden-characters';
import { documentId, text } from '../kernel/commands/schemas';
import type { DepoimentoConfig, DepoimentosConfig } from '../kernel/testimonial-types';

export const DEPOIMENTOS_MAX = 30;
export const DEPOIMENTO_TEXTO_MAX = 600;
export const DEPOIMENTO_NOME_MAX = 80;
export const DEPOIMENTO_PAPEL_MAX = 80;

/** Text a person reads, trimmed; `lines` keeps line breaks (a quote may have paragraphs). */
function readable(max: number, tooLong: string, lines = false) {
  // The bound before the trim only keeps a hostile payload small; the one after says what she reads.
  return text(max * 2, tooLong)
    .refine((value) => !hasHiddenCharacters(value, { lines }), MESSAGES.studioTextInvalidChars)
    .transform((value) => value.trim())
    .refine((value) => value.length <= max, tooLong);
}

/** What a quote says and who said it: her editor and the visitor's form check it alike. */
export const depoimentoTexto = readable(DEPOIMENTO_TEXTO_MAX, MESSAGES.depoimentoTextoTooLong, true).refine(
  (value) => value !== '',
  MESSAGES.depoimentoTextoRequired,
);
export const depoimentoNome = readable(DEPOIMENTO_NOME_MAX, MESSAGES.depoimentoNomeTooLong).refine(
  (value) => value !== '',
  MESSAGES.depoimentoNomeRequired,
);
export const depoimentoPapel = readable(DEPOIMENTO_PAPEL_MAX, MESSAGES.depoimentoPapelTooLong);

/** One quote, its photo checked by `foto` (the studio's rule for her image addresses). */
export function depoimentoSchema(foto: z.ZodType<string>) {
  return z.strictObject({
    id: documentId,
    texto: depoimentoTexto,
    nome: depoimentoNome,
    papel: depoimentoPapel,
    foto: foto.optional(),
  });
}

/** The container's whole list, at most DEPOIMENTOS_MAX, each id once; an empty photo is no photo. */
export function depoimentosSchema(foto: z.ZodType<string>) {
  return z
    .strictObject({
      itens: z
        .array(depoimentoSchema(foto), { error: MESSAGES.invalidPayload })
        .max(DEPOIMENTOS_MAX, MESSAGES.depoimentosTooMany),
    })
    .superRefine(({ itens }, ctx) => {
      const seen = new Set<string>();
      itens.forEach((item, i) => {
        if (seen.has(item.id)) ctx.addIssue({ code: 'custom', path: ['itens', i, 'id'], message: MESSAGES.depoimentoIdRepeated });
        seen.add(item.id);
      });
    })
    .transform((config): DepoimentosConfig => ({ itens: config.itens.map(storedItem) }));
}

function storedItem(item: DepoimentoConfig): DepoimentoConfig {
  const { foto, ...rest } = item;
  return foto ? { ...rest, foto } : rest;
}

/** A new container's quotes: none yet. */
export function newDepoimentos(): DepoimentosConfig {
  return { itens: [] };
}

/** A deep copy of plain data, for a writer that must not share the caller's arrays. */
export function copyDepoimentos(config: DepoimentosConfig): DepoimentosConfig {
  return { itens: config.itens.map((item) => ({ ...item })) };
}
