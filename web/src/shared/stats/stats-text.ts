/** How the summary's numbers read in Portuguese: the days, the counts, and the chart's description. */
import type { StatsSummary } from '@lab/domain/visits';

type Day = StatsSummary['dias'][number];

/** "2026-11-23" -> "23/11", what the chart's axis shows. */
export function shortDay(dia: string): string {
  const [, month, day] = dia.split('-');
  return `${day}/${month}`;
}

/** "2026-11-23" -> "23/11/2026". */
export function fullDay(dia: string): string {
  const [year, month, day] = dia.split('-');
  return `${day}/${month}/${year}`;
}

export function visitsText(n: number): string {
  if (n === 0) return 'nenhuma visita';
  return n === 1 ? '1 visita' : `${n.toLocaleString('pt-BR')} visitas`;
}

export function contactsText(n: number): string {
  if (n === 0) return 'nenhum novo contato';
  return n === 1 ? '1 novo contato' : `${n.toLocaleString('pt-BR')} novos contatos`;
}

/** What a screen reader hears for the chart: the period, the totals and the busiest day. */
export function chartDescription(dias: Day[]): string {
  const first = dias[0];
  const last = dias[dias.length - 1];
  if (!first || !last) return 'Gráfico de visitas por dia: sem dados.';
  const visitas = dias.reduce((total, d) => total + d.visitas, 0);
  const contatos = dias.reduce((total, d) => total + d.contatos, 0);
  const busiest = dias.reduce((best, d) => (d.visitas > best.visitas ? d : best), first);
  const peak = busiest.visitas > 0 ? `, com o máximo em ${fullDay(busiest.dia)} (${visitsText(busiest.visitas)})` : '';
  return (
    `Gráfico de visitas e novos contatos por dia, de ${fullDay(first.dia)} a ${fullDay(last.dia)}: ` +
    `${visitsText(visitas)}${peak}; ${contactsText(contatos)}.`
  );
}
