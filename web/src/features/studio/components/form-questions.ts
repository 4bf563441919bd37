/** Her questions while the studio edits them: rows of what she typed, made the list editSkin takes. */
import { hasOptions, type PerguntaDigitada, type PerguntaFormulario, type TipoPergunta } from '@lab/domain/briefing';

/** A question while edited: `key` keeps its row (and the focus in it) as the list is reordered. */
export interface QuestionRow {
  key: number;
  id: string;
  texto: string;
  tipo: TipoPergunta;
  obrigatoria: boolean;
  /** Kept while she switches types, sent only for a choice. */
  opcoes: string[];
  /** The budget's limits as she typed them ("500, 1000, 3000"), sent only for a budget. */
  faixas: string;
}

export function rowsOf(stored: readonly PerguntaFormulario[]): QuestionRow[] {
  return stored.map((p, key) => ({
    key,
    id: p.id,
    texto: p.texto,
    tipo: p.tipo,
    obrigatoria: p.obrigatoria,
    opcoes: p.opcoes ? [...p.opcoes] : ['', ''],
    faixas: (p.faixas ?? []).join(', '),
  }));
}

/** A fresh id no row of the list has: a question's answers are filed under it, whatever its text becomes. */
export function newQuestionId(rows: readonly QuestionRow[]): string {
  const taken = new Set(rows.map((r) => r.id));
  for (;;) {
    const id = `p${Math.random().toString(36).slice(2, 10)}`;
    if (!taken.has(id)) return id;
  }
}

export function newRow(rows: readonly QuestionRow[]): QuestionRow {
  const key = Math.max(-1, ...rows.map((r) => r.key)) + 1;
  return { key, id: newQuestionId(rows), texto: '', tipo: 'curta', obrigatoria: false, opcoes: ['', ''], faixas: '' };
}

/**
 * "500, 1.000, R$ 3000" -> [500, 1000, 3000]: reais as a person writes them, the dots of thousands
 * allowed; a piece that is no whole number stays NaN, so the rule refuses the list and says why.
 */
export function limitsOf(typed: string): number[] {
  return typed
    .split(/[;,\s]+/u)
    .map((piece) => piece.replace(/^R\$/u, '').replace(/\./gu, ''))
    .filter((piece) => piece !== '')
    .map((piece) => (/^\d{1,9}$/u.test(piece) ? Number(piece) : Number.NaN));
}

/** A row as editSkin takes it: only what its type uses. */
export function typedOf(row: QuestionRow): PerguntaDigitada {
  return {
    id: row.id,
    texto: row.texto,
    tipo: row.tipo,
    obrigatoria: row.obrigatoria,
    ...(hasOptions(row.tipo) ? { opcoes: row.opcoes } : {}),
    ...(row.tipo === 'orcamento' ? { faixas: limitsOf(row.faixas) } : {}),
  };
}
