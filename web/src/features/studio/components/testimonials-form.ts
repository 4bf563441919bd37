/**
 * Her quotes while the studio edits them: rows as typed, made the list editSkin takes, and the
 * testimonials' own schema's problems placed on the field each is about. The photo's address is
 * checked by the server (it knows her image store's addresses); here any text passes.
 */
import { z } from 'zod';
import { depoimentosSchema, type DepoimentoConfig, type DepoimentosConfig } from '@lab/domain/testimonials';

export interface QuoteRow {
  id: string;
  texto: string;
  nome: string;
  papel: string;
  /** '' for none. */
  foto: string;
}

/** Problems by `{index}.{field}`, and '' for the list's own (too many). */
export type QuoteProblems = Readonly<Record<string, string>>;

export function rowsOf(config: DepoimentosConfig | undefined): QuoteRow[] {
  return (config?.itens ?? []).map((item) => ({ ...item, foto: item.foto ?? '' }));
}

/** A fresh quote's id: stable across edits and moves, unique in her list. */
export function newQuoteRow(): QuoteRow {
  return { id: `d${crypto.randomUUID().replace(/-/g, '').slice(0, 20)}`, texto: '', nome: '', papel: '', foto: '' };
}

const schema = depoimentosSchema(z.string());

export function checkQuotes(
  rows: readonly QuoteRow[],
): { ok: true; config: DepoimentosConfig } | { ok: false; problems: QuoteProblems } {
  const parsed = schema.safeParse({
    itens: rows.map(({ foto, ...rest }): DepoimentoConfig => (foto ? { ...rest, foto } : rest)),
  });
  if (parsed.success) return { ok: true, config: parsed.data };
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const [, index, field] = issue.path;
    const key = typeof index === 'number' && typeof field === 'string' ? `${index}.${field}` : '';
    problems[key] ??= issue.message;
  }
  return { ok: false, problems };
}
