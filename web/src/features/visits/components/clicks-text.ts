/** How VISITAS names what was clicked and reads the clicks in Portuguese. */
import type { SkinVisitsSummary } from '@lab/domain/visits';
import { fullDay } from '../../../shared/stats/stats-text';

/** What a row says for an id the skin no longer has. */
export const REMOVED_CARD = 'Card removido';

export function clicksText(n: number): string {
  if (n === 0) return 'nenhum clique';
  return n === 1 ? '1 clique' : `${n.toLocaleString('pt-BR')} cliques`;
}

const PERCENT = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });

/** A click rate (0.125) as a person reads it ("12,5%"); a dash where there were no visits to divide by. */
export function rateText(rate: number | null): string {
  return rate === null ? '—' : PERCENT.format(rate);
}

/** What a screen reader hears for the clicks chart: the skin, the period, the total and the busiest day. */
export function clicksChartDescription(skin: string, dias: SkinVisitsSummary['dias']): string {
  const first = dias[0];
  const last = dias[dias.length - 1];
  if (!first || !last) return `Gráfico de cliques por dia na skin ${skin}: sem dados.`;
  const total = dias.reduce((sum, d) => sum + d.visitas, 0);
  const busiest = dias.reduce((best, d) => (d.visitas > best.visitas ? d : best), first);
  const peak = busiest.visitas > 0 ? `, com o máximo em ${fullDay(busiest.dia)} (${clicksText(busiest.visitas)})` : '';
  return `Gráfico de cliques por dia na skin ${skin}, de ${fullDay(first.dia)} a ${fullDay(last.dia)}: ${clicksText(total)}${peak}.`;
}
