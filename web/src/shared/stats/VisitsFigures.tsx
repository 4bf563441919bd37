import type { ReactNode } from 'react';
import type { LiveQueryState } from '../backend/use-live-query';
import { Loading, type LoadingText } from '../ui/Loading';
import { TopList, type TopListProps } from './TopList';
import './visits-summary.css';

export interface VisitsSectionProps<T> {
  headingId: string;
  title: string;
  state: LiveQueryState<T>;
  /** Said where the figures would be when they cannot be read. */
  errorText: string;
  loadingText?: LoadingText;
  children: (data: T) => ReactNode;
}

/**
 * One summary of visits, wherever it is shown (the owners' ACESSOS, a creator's VISITAS): its title,
 * the figures once they arrive, and one line when they cannot be read.
 */
export function VisitsSection<T>({ headingId, title, state, errorText, loadingText, children }: VisitsSectionProps<T>) {
  return (
    <section className="visits-summary" aria-labelledby={headingId}>
      <h2 id={headingId} className="visits-summary__title">
        {title}
      </h2>
      {state.status === 'loading' && <Loading text={loadingText} />}
      {state.status === 'error' && (
        <p className="list-state list-state--error" role="alert">
          {errorText}
        </p>
      )}
      {state.status === 'ready' && children(state.data)}
    </section>
  );
}

export interface VisitsFiguresProps {
  totals: Array<{ label: string; value: number }>;
  chart: ReactNode;
  tops: TopListProps[];
}

/** The totals, the chart, then the ranked lists: the same order on every summary. */
export function VisitsFigures({ totals, chart, tops }: VisitsFiguresProps) {
  return (
    <>
      <dl className="visits-summary__totals">
        {totals.map(({ label, value }) => (
          <div key={label} className="visits-summary__total">
            <dt>{label}</dt>
            <dd>{value.toLocaleString('pt-BR')}</dd>
          </div>
        ))}
      </dl>
      {chart}
      <div className="visits-summary__tops">
        {tops.map((top) => (
          <TopList key={top.id} {...top} />
        ))}
      </div>
    </>
  );
}

export interface DaysTableProps<D extends { dia: string }> {
  caption: string;
  dias: D[];
  columns: Array<{ label: string; value: (day: D) => number }>;
  fullDay: (dia: string) => string;
}

/** Every number of a chart, day by day, under "Ver dados", for people who cannot see the picture. */
export function DaysTable<D extends { dia: string }>({ caption, dias, columns, fullDay }: DaysTableProps<D>) {
  return (
    <details className="visits-chart__data">
      <summary>Ver dados</summary>
      <table className="visits-chart__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Dia</th>
            {columns.map((column) => (
              <th key={column.label} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {dias.map((day) => (
            <tr key={day.dia}>
              <th scope="row">{fullDay(day.dia)}</th>
              {columns.map((column) => (
                <td key={column.label}>{column.value(day)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
