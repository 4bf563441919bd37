import type { StatsCount } from '@lab/domain/visits';

export interface TopListProps {
  id: string;
  title: string;
  counts: StatsCount[];
  label: (key: string) => string;
  empty: string;
}

/** A ranked list with each count, and a bar for its share of the first (ACESSOS and VISITAS). */
export function TopList({ id, title, counts, label, empty }: TopListProps) {
  const most = counts[0]?.visitas ?? 0;
  return (
    <section className="visits-top" aria-labelledby={id}>
      <h3 id={id} className="visits-top__title">
        {title}
      </h3>
      {counts.length === 0 ? (
        <p className="visits-top__empty">{empty}</p>
      ) : (
        <ol className="visits-top__list" aria-labelledby={id}>
          {counts.map(({ chave, visitas }) => (
            <li key={chave} className="visits-top__item">
              <span className="visits-top__label">{label(chave)}</span>
              <span className="visits-top__count">{visitas.toLocaleString('pt-BR')}</span>
              <span
                className="visits-top__bar"
                aria-hidden="true"
                style={{ inlineSize: `${most > 0 ? (visitas / most) * 100 : 0}%` }}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
