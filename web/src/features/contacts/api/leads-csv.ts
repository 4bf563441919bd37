/**
 * "Exportar CSV": her leads as a spreadsheet opens them in Brazil (Excel, LibreOffice, Google
 * Sheets): UTF-8 with a BOM so accents survive, ";" between cells as the comma is the decimal mark,
 * CRLF rows, quotes where a cell needs them, and no cell a spreadsheet would run as a formula.
 */
import { ETAPA_LABELS, etapaOf } from '@lab/domain/leads';
import { formatPtBrDate } from '../../../shared/ui/DateText';
import { formatReaisPlain } from '../../../shared/leads/money';
import { leadNameOf, type Lead } from '../hooks/use-inbox-leads';

const BOM = '\uFEFF';
const FIXED_COLUMNS = ['Data', 'Nome', 'E-mail', 'WhatsApp', 'Assunto', 'Etapa', 'Valor'];

/** A cell as written: a leading = + - @ (or tab, CR) made text with a quote; quoted when it holds ; " or a line break. */
export function csvCell(value: string): string {
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return BOM + rows.map((row) => row.map(csvCell).join(';')).join('\r\n') + '\r\n';
}

interface Answer {
  pergunta: string;
  resposta: string;
}

/** The briefing's answers when the lead has them (the form's own questions), as they were sent. */
function answersOf(lead: Lead): Answer[] {
  const respostas: unknown = lead.respostas;
  if (!Array.isArray(respostas)) return [];
  return respostas.flatMap((r: unknown) => {
    const { pergunta, resposta } = (typeof r === 'object' && r !== null ? r : {}) as Record<string, unknown>;
    return typeof pergunta === 'string' && typeof resposta === 'string' ? [{ pergunta, resposta }] : [];
  });
}

/**
 * One row per lead; a column per question any lead answered, in the order they were first seen.
 * `accountEmailOf` gives a signed-in visitor's address, which the lead does not copy (the contact has it).
 */
export function leadsCsv(leads: readonly Lead[], accountEmailOf: (idContato: string) => string = () => ''): string {
  const questions: string[] = [];
  for (const lead of leads) {
    for (const { pergunta } of answersOf(lead)) if (!questions.includes(pergunta)) questions.push(pergunta);
  }
  const rows = leads.map((lead) => {
    const answers = answersOf(lead);
    return [
      formatPtBrDate(lead.criadoEm, 'date'),
      lead.nome ?? (lead.email ? '' : leadNameOf(lead)),
      lead.email || accountEmailOf(lead.idContato),
      lead.whatsapp ?? '',
      lead.assunto,
      ETAPA_LABELS[etapaOf(lead)],
      lead.valorProposta === undefined ? '' : formatReaisPlain(lead.valorProposta),
      ...questions.map((q) => answers.find((a) => a.pergunta === q)?.resposta ?? ''),
    ];
  });
  return toCsv([[...FIXED_COLUMNS, ...questions], ...rows]);
}

/** `contatos-<skin>-<aaaa-mm-dd>.csv`, on her own calendar's day. */
export function leadsCsvName(skin: string, at: Date): string {
  const day = [at.getFullYear(), String(at.getMonth() + 1).padStart(2, '0'), String(at.getDate()).padStart(2, '0')].join('-');
  return `contatos-${skin}-${day}.csv`;
}
