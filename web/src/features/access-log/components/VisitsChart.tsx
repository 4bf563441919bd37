import { useEffect, useRef, useState } from 'react';
import type { StatsSummary } from '@lab/domain/visits';
import { loadChunk } from '../../../shared/lazy/load-chunk';
import type { DrawnChart } from './draw-visits-chart';
import { chartDescription, fullDay, shortDay } from '../../../shared/stats/stats-text';
import { DaysTable } from '../../../shared/stats/VisitsFigures';

export interface VisitsChartProps {
  dias: StatsSummary['dias'];
}

/**
 * Visits and new contacts per day. The picture is uPlot on a canvas, loaded with this screen only;
 * people who cannot see it get its description as the image's name and every number in "Ver dados".
 */
export function VisitsChart({ dias }: VisitsChartProps) {
  const canvasHost = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const host = canvasHost.current;
    // The chart takes its container's width and follows it; without ResizeObserver (no browser the
    // site targets, but jsdom) the description and the data table stand alone.
    if (!host || typeof ResizeObserver === 'undefined') return undefined;
    let chart: DrawnChart | null = null;
    let stopped = false;
    const watchers: Array<{ disconnect(): void }> = [];
    const series = {
      labels: dias.map((d) => shortDay(d.dia)),
      visitas: dias.map((d) => d.visitas),
      contatos: dias.map((d) => d.contatos),
    };

    loadChunk('access-log-chart', () => import('./draw-visits-chart')).then(
      ({ drawVisitsChart, readChartColors }) => {
        if (stopped) return;
        setFailed(false);
        const draw = () => {
          chart?.destroy();
          chart = drawVisitsChart(host, series, readChartColors(host), host.clientWidth);
        };
        draw();
        let width = host.clientWidth;
        const resizes = new ResizeObserver(() => {
          if (host.clientWidth === width) return;
          width = host.clientWidth;
          chart?.resize(width);
        });
        resizes.observe(host);
        // A theme is a class or data-theme on <html>: redraw with its colours.
        const themes = new MutationObserver(draw);
        themes.observe(document.documentElement, { attributes: true, attributeFilter: ['class', 'data-theme'] });
        watchers.push(resizes, themes);
      },
      (error: unknown) => {
        if (stopped) return;
        console.error('Erro ao carregar o gráfico:', error);
        setFailed(true);
      },
    );
    return () => {
      stopped = true;
      for (const watcher of watchers) watcher.disconnect();
      chart?.destroy();
    };
  }, [dias]);

  return (
    <figure className="visits-chart">
      <figcaption className="visits-chart__caption">
        Visitas e novos contatos por dia
        <span className="visits-chart__legend" aria-hidden="true">
          <span className="visits-chart__key visits-chart__key--visits">Visitas</span>
          <span className="visits-chart__key visits-chart__key--contacts">Novos contatos</span>
        </span>
      </figcaption>
      <div ref={canvasHost} className="visits-chart__canvas" role="img" aria-label={chartDescription(dias)} />
      {failed && (
        <p className="visits-chart__error" role="alert">
          Erro ao carregar o gráfico.
        </p>
      )}
      <DaysTable
        caption="Visitas e novos contatos por dia"
        dias={dias}
        columns={[
          { label: 'Visitas', value: (d) => d.visitas },
          { label: 'Novos contatos', value: (d) => d.contatos },
        ]}
        fullDay={fullDay}
      />
    </figure>
  );
}
