/**
 * The visits chart drawn with uPlot. Only VisitsChart loads this module, through a dynamic import,
 * so uPlot and its CSS travel in their own chunk, fetched when an owner opens ACESSOS and never by a
 * public page.
 */
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  /** The days' labels ("23/11"), oldest first. */
  labels: string[];
  visitas: number[];
  contatos: number[];
}

/** Colours as the canvas takes them, read from the menu's custom properties. */
export interface ChartColors {
  axis: string;
  grid: string;
  visits: string;
  visitsFill: string;
  contacts: string;
  contactsFill: string;
  font: string;
}

export interface DrawnChart {
  resize(width: number): void;
  destroy(): void;
}

export const CHART_HEIGHT = 220;

/** The computed value of `property` as a colour: what a custom property holds, resolved to rgb(). */
function resolvedColor(host: HTMLElement, property: string, fallback: string): string {
  const probe = document.createElement('span');
  probe.style.color = `var(${property}, ${fallback})`;
  probe.hidden = true;
  host.appendChild(probe);
  const color = getComputedStyle(probe).color || fallback;
  probe.remove();
  return color;
}

/** The same colour, see-through: for the area under the visits line. */
function translucent(color: string, alpha: number): string {
  const channels = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(color);
  return channels ? `rgba(${channels[1]}, ${channels[2]}, ${channels[3]}, ${alpha})` : 'transparent';
}

/** Read at every drawing, so the chart follows the theme the menu wears at that moment. */
export function readChartColors(host: HTMLElement): ChartColors {
  const visits = resolvedColor(host, '--menu-cyan', '#5ef2ff');
  const contacts = resolvedColor(host, '--menu-pink', '#ff5ad9');
  const style = getComputedStyle(host);
  return {
    axis: resolvedColor(host, '--menu-muted', '#bba0e6'),
    grid: translucent(resolvedColor(host, '--menu-line', '#4a2470'), 0.9),
    visits,
    visitsFill: translucent(visits, 0.16),
    contacts,
    contactsFill: translucent(contacts, 0.55),
    font: `12px ${style.fontFamily || 'sans-serif'}`,
  };
}

/** Whole numbers only on the count axis: half a visit means nothing. */
const COUNT_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000];
const DAY_STEPS = [1, 2, 3, 5, 7, 10, 15];
const { bars } = uPlot.paths;

export function drawVisitsChart(host: HTMLElement, data: ChartSeries, colors: ChartColors, width: number): DrawnChart {
  const axis = {
    stroke: colors.axis,
    font: colors.font,
    grid: { stroke: colors.grid, width: 1 },
    ticks: { stroke: colors.grid, width: 1 },
  };
  const options: uPlot.Options = {
    width,
    height: CHART_HEIGHT,
    // The legend would be a table of its own; VisitsChart shows its legend and its data as HTML.
    legend: { show: false },
    cursor: { show: false },
    scales: {
      // Half a day of room on each side, so the first and last days' bars are whole.
      x: { time: false, range: (_chart, min, max) => [min - 0.5, max + 0.5] },
      y: { range: (_chart, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] },
    },
    axes: [
      { ...axis, incrs: DAY_STEPS, values: (_chart, splits) => splits.map((i) => data.labels[i] ?? '') },
      { ...axis, incrs: COUNT_STEPS, size: 44, values: (_chart, splits) => splits.map((n) => String(n)) },
    ],
    // New contacts as bars behind the visits' line: a day without contacts draws nothing, so the
    // line is never hidden under a second one lying at zero.
    series: [
      {},
      {
        label: 'Novos contatos',
        stroke: colors.contacts,
        fill: colors.contactsFill,
        width: 1,
        paths: bars?.({ size: [0.5, 14] }),
        points: { show: false },
      },
      { label: 'Visitas', stroke: colors.visits, fill: colors.visitsFill, width: 2, points: { show: false } },
    ],
  };
  const xs = data.labels.map((_, i) => i);
  const chart = new uPlot(options, [xs, data.contatos, data.visitas], host);
  return {
    resize: (next) => chart.setSize({ width: next, height: CHART_HEIGHT }),
    destroy: () => chart.destroy(),
  };
}
