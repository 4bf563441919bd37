import type { SkinVisitsSummary } from '@lab/domain/visits';
import { fullDay, shortDay, visitsText } from '../../../shared/stats/stats-text';
import { DaysTable } from '../../../shared/stats/VisitsFigures';
import { visitsChartDescription } from './visits-text';

/** What the bars count, in words: visits unless told (VISITAS' clicks use the same bars). */
export interface BarsNoun {
  caption: string;
  column: string;
  /** One day's count as a person reads it ("3 visitas"). */
  text: (n: number) => string;
  describe: (skin: string, dias: SkinVisitsSummary['dias']) => string;
}

const VISITS_NOUN: BarsNoun = {
  caption: 'Visitas por dia',
  column: 'Visitas',
  text: visitsText,
  describe: visitsChartDescription,
};

export interface VisitsBarsProps {
  skin: string;
  dias: SkinVisitsSummary['dias'];
  noun?: BarsNoun;
}

/**
 * Visits per day as plain CSS bars (no chart library to load): one image whose name is its summary,
 * and every number in the table under "Ver dados".
 */
export function VisitsBars({ skin, dias, noun = VISITS_NOUN }: VisitsBarsProps) {
  const most = Math.max(0, ...dias.map((d) => d.visitas));
  const first = dias[0];
  const last = dias[dias.length - 1];
  return (
    <figure className="visits-chart">
      <figcaption className="visits-chart__caption">{noun.caption}</figcaption>
      <div className="visits-bars" role="img" aria-label={noun.describe(skin, dias)}>
        <span className="visits-bars__most">{most > 0 ? `máx. ${most.toLocaleString('pt-BR')}` : ''}</span>
        <div className="visits-bars__plot">
          {dias.map((d) => (
            <span
              key={d.dia}
              className={d.visitas > 0 ? 'visits-bars__bar' : 'visits-bars__bar visits-bars__bar--none'}
              style={{ blockSize: most > 0 && d.visitas > 0 ? `${Math.max(3, (d.visitas / most) * 100)}%` : undefined }}
              title={`${fullDay(d.dia)}: ${noun.text(d.visitas)}`}
            />
          ))}
        </div>
        {first && last && (
          <div className="visits-bars__axis">
            <span>{shortDay(first.dia)}</span>
            <span>{shortDay(last.dia)}</span>
          </div>
        )}
      </div>
      <DaysTable
        caption={noun.caption}
        dias={dias}
        columns={[{ label: noun.column, value: (d) => d.visitas }]}
        fullDay={fullDay}
      />
    </figure>
  );
}
