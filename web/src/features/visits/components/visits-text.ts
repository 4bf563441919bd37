/** How VISITAS reads its keys and its chart in Portuguese. */
import { ORIGIN_DIRECT, ORIGIN_INTERNAL, type SkinVisitsSummary } from '@lab/domain/visits';
import { STATS_OTHER } from '@lab/domain/kernel';
import { fullDay, visitsText } from '../../../shared/stats/stats-text';

/** An origin key as a person reads it: a host as it is, the keys of our own in words. */
export function originLabel(key: string): string {
  if (key === ORIGIN_DIRECT) return 'Acesso direto';
  if (key === ORIGIN_INTERNAL) return 'Outras páginas deste site';
  if (key === STATS_OTHER) return 'Outros sites';
  return key;
}

/** A page key: its path, or the overflow in words. */
export function pageLabel(key: string): string {
  return key === STATS_OTHER ? 'Outras páginas' : key;
}

/** What a screen reader hears for the chart: the skin, the period, the total and the busiest day. */
export function visitsChartDescription(skin: string, dias: SkinVisitsSummary['dias']): string {
  const first = dias[0];
  const last = dias[dias.length - 1];
  if (!first || !last) return `Gráfico de visitas por dia à skin ${skin}: sem dados.`;
  const total = dias.reduce((sum, d) => sum + d.visitas, 0);
  const busiest = dias.reduce((best, d) => (d.visitas > best.visitas ? d : best), first);
  const peak = busiest.visitas > 0 ? `, com o máximo em ${fullDay(busiest.dia)} (${visitsText(busiest.visitas)})` : '';
  return `Gráfico de visitas por dia à skin ${skin}, de ${fullDay(first.dia)} a ${fullDay(last.dia)}: ${visitsText(total)}${peak}.`;
}
