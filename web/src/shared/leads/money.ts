/** A proposal's value: integer centavos in the domain, reais as a person reads and types them. */
import { PROPOSTA_MAX_CENTAVOS } from '@lab/domain/leads';

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const PLAIN = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "R$ 1.234,56". */
export function formatReais(centavos: number): string {
  return BRL.format(centavos / 100);
}

/** "1.234,56": a spreadsheet's number in Brazilian notation, without the symbol. */
export function formatReaisPlain(centavos: number): string {
  return PLAIN.format(centavos / 100);
}

/**
 * What she typed as centavos: "1.500", "1500,50", "R$ 1.500,00" and "" (no value: null); anything else
 * or beyond the bound is 'invalid'. A dot is a thousands separator, as in Brazil, unless it is the only
 * separator followed by one or two digits ("1500.5").
 */
export function parseReais(typed: string): number | null | 'invalid' {
  const text = typed.replace(/R\$/i, '').replace(/\s/g, '');
  if (text === '') return null;
  const decimalDot = !text.includes(',') && /^\d+\.\d{1,2}$/.test(text);
  const normal = decimalDot ? text : text.replace(/\./g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normal)) return 'invalid';
  const centavos = Math.round(Number(normal) * 100);
  return centavos <= PROPOSTA_MAX_CENTAVOS ? centavos : 'invalid';
}
