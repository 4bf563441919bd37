import { STATS_DAYS } from '@lab/domain/kernel';
import { type StatsSummary } from '@lab/domain/visits';
import { summaryCountry } from '../../../shared/stats/country-names';
import { VisitsFigures, VisitsSection } from '../../../shared/stats/VisitsFigures';
import { useStatsSummary } from '../hooks/use-stats-summary';
import { VisitsChart } from './VisitsChart';

/**
 * The owners' summary above the access log: the last STATS_DAYS days' visits and new contacts, the
 * chart, and where visitors came from and what they viewed. Live, from the daily counters.
 */
export function VisitsSummary() {
  return (
    <VisitsSection
      headingId="visits-summary-title"
      title={`Últimos ${STATS_DAYS} dias`}
      state={useStatsSummary()}
      errorText="Erro ao carregar o resumo de visitas."
    >
      {(summary) => <SummaryBody summary={summary} />}
    </VisitsSection>
  );
}

function SummaryBody({ summary }: { summary: StatsSummary }) {
  return (
    <VisitsFigures
      totals={[
        { label: 'Visitas', value: summary.totais.visitas },
        { label: 'Novos contatos', value: summary.totais.contatos },
      ]}
      chart={<VisitsChart dias={summary.dias} />}
      tops={[
        {
          id: 'visits-summary-countries',
          title: 'Países',
          counts: summary.paises,
          label: summaryCountry,
          empty: 'Nenhuma visita no período.',
        },
        {
          id: 'visits-summary-pages',
          title: 'Páginas mais vistas',
          counts: summary.paginas,
          label: (path) => path,
          empty: 'Nenhuma página vista no período.',
        },
      ]}
    />
  );
}
