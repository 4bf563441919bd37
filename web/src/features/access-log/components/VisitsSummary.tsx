import { STATS_DAYS, type StatsSummary } from '@lab/domain';
import { Loading } from '../../../shared/ui/Loading';
import { summaryCountry } from '../../../shared/stats/country-names';
import { TopList } from '../../../shared/stats/TopList';
import { useStatsSummary } from '../hooks/use-stats-summary';
import { VisitsChart } from './VisitsChart';
import '../../../shared/stats/visits-summary.css';

/**
 * The owners' summary above the access log: the last STATS_DAYS days' visits and new contacts, the
 * chart, and where visitors came from and what they viewed. Live, from the daily counters.
 */
export function VisitsSummary() {
  const state = useStatsSummary();
  return (
    <section className="visits-summary" aria-labelledby="visits-summary-title">
      <h2 id="visits-summary-title" className="visits-summary__title">
        Últimos {STATS_DAYS} dias
      </h2>
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && (
        <p className="list-state list-state--error" role="alert">
          Erro ao carregar o resumo de visitas.
        </p>
      )}
      {state.status === 'ready' && <SummaryBody summary={state.data} />}
    </section>
  );
}

function SummaryBody({ summary }: { summary: StatsSummary }) {
  return (
    <>
      <dl className="visits-summary__totals">
        <div className="visits-summary__total">
          <dt>Visitas</dt>
          <dd>{summary.totais.visitas.toLocaleString('pt-BR')}</dd>
        </div>
        <div className="visits-summary__total">
          <dt>Novos contatos</dt>
          <dd>{summary.totais.contatos.toLocaleString('pt-BR')}</dd>
        </div>
      </dl>
      <VisitsChart dias={summary.dias} />
      <div className="visits-summary__tops">
        <TopList
          id="visits-summary-countries"
          title="Países"
          counts={summary.paises}
          label={summaryCountry}
          empty="Nenhuma visita no período."
        />
        <TopList
          id="visits-summary-pages"
          title="Páginas mais vistas"
          counts={summary.paginas}
          label={(path) => path}
          empty="Nenhuma página vista no período."
        />
      </div>
    </>
  );
}
