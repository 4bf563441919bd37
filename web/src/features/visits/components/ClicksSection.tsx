import { clickRows, type SkinClicksSummary } from '@lab/domain/visits';
import { STATS_DAYS } from '@lab/domain/kernel';
import { Loading } from '../../../shared/ui/Loading';
import { useClickNames } from '../hooks/use-click-names';
import { clicksChartDescription, clicksText, rateText, REMOVED_CARD } from './clicks-text';
import { VisitsBars, type BarsNoun } from './VisitsBars';

const CLICKS_NOUN: BarsNoun = {
  caption: 'Cliques por dia',
  column: 'Cliques',
  text: clicksText,
  describe: clicksChartDescription,
};

/**
 * The skin's clicks in the same window as its visits: per day as the visits' bars, and per card in a
 * table, most clicked first, with the click rate (clicks ÷ the skin's visits of the window).
 */
export function ClicksSection({ skin, cliques }: { skin: string; cliques: SkinClicksSummary }) {
  return (
    <section className="visits-clicks" aria-labelledby="clicks-title">
      <h3 id="clicks-title" className="visits-clicks__title">
        Cliques nos cards
      </h3>
      {cliques.totais.cliques === 0 ? (
        <p className="visits-screen__empty">
          Nenhum clique nos últimos {STATS_DAYS} dias. Os cliques nos links, no WhatsApp e no Copiar do Pix dos seus cards
          aparecem aqui.
        </p>
      ) : (
        <>
          <VisitsBars skin={skin} dias={cliques.dias} noun={CLICKS_NOUN} />
          <ClicksTable skin={skin} cliques={cliques} />
        </>
      )}
    </section>
  );
}

function ClicksTable({ skin, cliques }: { skin: string; cliques: SkinClicksSummary }) {
  const { names, failed } = useClickNames(skin);
  if (names === null) return <Loading text="Carregando dados..." />;
  const rows = clickRows(cliques, names);
  return (
    <div className="visits-clicks__table-box">
      {failed ? (
        <p className="list-state list-state--error" role="alert">
          Não foi possível carregar os nomes dos cards.
        </p>
      ) : null}
      <table className="visits-clicks__table">
        <caption>
          Cliques por card: {clicksText(cliques.totais.cliques)} e{' '}
          {cliques.totais.visitas === 1 ? '1 visita' : `${cliques.totais.visitas.toLocaleString('pt-BR')} visitas`} no período
        </caption>
        <thead>
          <tr>
            <th scope="col">Card</th>
            <th scope="col">Cliques</th>
            <th scope="col">
              <abbr title="Cliques ÷ visitas da skin no período">Taxa</abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={row.nome === null ? 'visits-clicks__removed' : undefined}>
                {row.nome ?? (failed ? row.id : REMOVED_CARD)}
              </th>
              <td>{row.cliques.toLocaleString('pt-BR')}</td>
              <td>{rateText(row.taxa)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
