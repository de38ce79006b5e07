/** Charts: bars with error bars per metric, per-iteration lines, counter bars (log toggle), numastat per node, vmstat rates. */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  LogarithmicScale,
  PointElement,
  Title,
  Tooltip,
  type ChartConfiguration,
  type Plugin,
} from 'chart.js';
import type { SourceRef } from '../../src/core/report/dashboard';
import { fileName, h } from '../dom';
import { palette, type Palette } from '../theme';
import { chartTable } from './chartTable';
import type { ViewContext } from './context';

Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  LogarithmicScale,
  Legend,
  Tooltip,
  Title,
);

/** Draws mean ± stddev whiskers over bars; the stddevs ride on the dataset as `errorBars`. */
const errorBars: Plugin<'bar'> = {
  id: 'tierscopeErrorBars',
  afterDatasetsDraw(chart) {
    const { ctx } = chart;
    chart.data.datasets.forEach((ds, di) => {
      const err = (ds as unknown as { errorBars?: (number | null)[] }).errorBars;
      if (!err) return;
      const meta = chart.getDatasetMeta(di);
      const y = chart.scales.y!;
      meta.data.forEach((bar, i) => {
        const sd = err[i];
        const v = ds.data[i] as number | null;
        if (sd === null || sd === undefined || v === null || !(sd > 0)) return;
        const x = (bar as unknown as { x: number }).x;
        const top = y.getPixelForValue(v + sd);
        const bottom = y.getPixelForValue(Math.max(v - sd, y.min));
        ctx.save();
        ctx.strokeStyle = typeof chart.options.color === 'string' ? chart.options.color : '#888';
        ctx.lineWidth = 1.5;
        ctx.beginPath();
        ctx.moveTo(x, top);
        ctx.lineTo(x, bottom);
        ctx.moveTo(x - 5, top);
        ctx.lineTo(x + 5, top);
        ctx.moveTo(x - 5, bottom);
        ctx.lineTo(x + 5, bottom);
        ctx.stroke();
        ctx.restore();
      });
    });
  },
};

export interface Made {
  name: string;
  /** The chart, drawn on first need (charts far down the view are drawn when scrolled near). */
  chart(): Chart;
  /** Drawn already. */
  drawn(): Chart | undefined;
}

/** Charts drawn at once; the others wait for the view to scroll near them (50 configs x 200 metrics stays responsive). */
const EAGER_CHARTS = 8;

/** Options every chart shares: theme colours, no animation, a title; `legend` and `y` adjust the usual cases. */
export function baseOptions(
  p: Palette,
  title: string,
  { legend = true, stacked = false, suggestedMax }: { legend?: boolean; stacked?: boolean; suggestedMax?: number } = {},
): ChartConfiguration['options'] {
  return {
    animation: false,
    responsive: true,
    maintainAspectRatio: false,
    color: p.foreground,
    font: { family: p.font },
    plugins: {
      title: { display: true, text: title, color: p.foreground },
      legend: { display: legend, labels: { color: p.foreground } },
    },
    scales: {
      x: { stacked, ticks: { color: p.foreground }, grid: { color: p.grid } },
      y: { stacked, suggestedMax, ticks: { color: p.foreground }, grid: { color: p.grid } },
    },
  };
}

/** Send a chart to the host to be saved as PNG. */
export function savePng(host: ViewContext['host'], made: Made): void {
  host.post({
    type: 'save',
    what: 'png',
    suggestedName: fileName(made.name, 'png'),
    data: made.chart().canvas.toDataURL('image/png'),
  });
}

export function renderCharts(ctx: ViewContext): { el: HTMLElement; charts: Made[] } {
  const p = palette();
  const root = h('section', { class: 'view charts', 'aria-label': 'Charts' });
  const charts: Made[] = [];
  const grid = h('div', { class: 'chart-grid' });
  Chart.defaults.font.family = p.font;
  const lazy = new IntersectionObserver(
    (entries) => {
      for (const e of entries)
        if (e.isIntersecting) charts.find((c) => c.name === (e.target as HTMLElement).dataset.chart)?.chart();
    },
    { rootMargin: '600px' },
  );
  /** Add a chart; `x` names its x axis (the first column of its data table); `refs` link bars to their lines. */
  const add = (
    name: string,
    config: ChartConfiguration,
    x: string,
    { refs, extra, wide = false }: { refs?: (SourceRef | null)[]; extra?: HTMLElement; wide?: boolean } = {},
  ) => {
    const n = charts.length;
    const canvas = h('canvas', {
      role: 'img',
      'aria-label': `${name} (chart; the Data table button beside it shows its numbers)`,
    });
    const save = h('vscode-button', { secondary: true, class: 'save-png', title: `Save "${name}" as PNG` }, 'Save PNG');
    // the numbers behind the picture, built when first asked for (hundreds of charts stay cheap)
    const dataBox = h('div', { class: 'table-wrap chart-data-box', id: `chart-data-${n}`, hidden: true });
    const toggle = h(
      'vscode-button',
      {
        secondary: true,
        class: 'data-toggle',
        'aria-expanded': 'false',
        'aria-controls': dataBox.id,
        title: `Show "${name}" as a table`,
      },
      'Data table',
    );
    toggle.addEventListener('click', () => {
      const open = dataBox.hidden;
      if (open && !dataBox.firstChild) dataBox.append(chartTable(name, config, x, ctx.links, refs));
      dataBox.hidden = !open;
      toggle.setAttribute('aria-expanded', String(open));
    });
    const box = h(
      'figure',
      { class: wide ? 'chart wide' : 'chart', 'data-chart': name },
      h('div', { class: 'chart-head' }, extra ?? null, toggle, save),
      h('div', { class: 'canvas-box' }, canvas),
      dataBox,
    );
    grid.append(box);
    let chart: Chart | undefined;
    const made: Made = {
      name,
      drawn: () => chart,
      chart() {
        if (chart) return chart;
        lazy.unobserve(box);
        chart = new Chart(canvas, config);
        if (refs)
          chart.options.onClick = (_e, elements) => {
            const r = elements[0] ? refs[elements[0].index] : null;
            if (r) ctx.host.post({ type: 'reveal', doc: r.doc, startLine: r.line, endLine: r.line });
          };
        return chart;
      },
    };
    save.addEventListener('click', () => savePng(ctx.host, made));
    charts.push(made);
    if (charts.length <= EAGER_CHARTS) made.chart();
    else lazy.observe(box);
  };

  const m = ctx.model.charts;
  for (const bar of m.bars) {
    // room for the whiskers above the tallest bar
    const top = Math.max(...bar.values.map((v, i) => (v ?? 0) + (bar.stddev[i] ?? 0)));
    add(
      bar.metric,
      {
        type: 'bar',
        data: {
          labels: bar.configs,
          datasets: [
            {
              label: bar.metric,
              data: bar.values,
              backgroundColor: bar.configs.map((_, i) => p.series[i % p.series.length]!),
              errorBars: bar.stddev,
            } as never,
          ],
        },
        options: baseOptions(p, `${bar.metric}${bar.direction !== 'none' ? ` (${bar.direction} is better)` : ''}`, {
          legend: false,
          suggestedMax: top,
        }),
        plugins: [errorBars],
      },
      'config',
      { refs: bar.refs },
    );
  }
  for (const it of m.iterations) {
    const n = Math.max(...it.series.map((s) => s.length));
    add(
      `${it.metric} per iteration`,
      {
        type: 'line',
        data: {
          labels: Array.from({ length: n }, (_, i) => `iter${i + 1}`),
          datasets: it.configs.map((c, i) => ({
            label: c,
            data: it.series[i]!,
            borderColor: p.series[i % p.series.length]!,
            backgroundColor: p.series[i % p.series.length]!,
            tension: 0,
          })),
        },
        options: baseOptions(p, `${it.metric} per iteration (convergence)`),
      },
      'iteration',
    );
  }
  if (m.counters) {
    const counters = m.counters;
    const log = h('vscode-checkbox', { class: 'log-toggle', label: 'Log scale' });
    const cfg: ChartConfiguration = {
      type: 'bar',
      data: {
        labels: counters.names,
        datasets: counters.configs.map((c, i) => ({
          label: c,
          data: counters.values[i]!.map((v) => (v === null ? null : v)),
          backgroundColor: p.series[i % p.series.length]!,
        })),
      },
      options: baseOptions(p, 'Counters'),
    };
    add('Counters', cfg, 'counter', { extra: log, wide: true });
    const made = charts[charts.length - 1]!;
    log.addEventListener('change', () => {
      const on = (log as unknown as { checked: boolean }).checked;
      const chart = made.chart();
      chart.options.scales!.y = { ...chart.options.scales!.y, type: on ? 'logarithmic' : 'linear' } as never;
      chart.update();
    });
  }
  for (const n of m.numastat) {
    add(
      `${n.title}${n.config ? ` (${n.config})` : ''}`,
      {
        type: 'bar',
        data: {
          labels: n.rows.map((r) => r.name),
          datasets: n.nodes.map((node, i) => ({
            label: node,
            data: n.rows.map((r) => r.values[i] ?? 0),
            backgroundColor: p.series[i % p.series.length]!,
          })),
        },
        options: baseOptions(p, `${n.title}${n.config ? ` (${n.config})` : ''}: where the memory is (${n.unit})`, {
          stacked: true,
        }),
      },
      `memory (${n.unit})`,
    );
  }
  for (const v of m.vmstat) {
    add(
      `${v.title}${v.config ? ` (${v.config})` : ''} rates`,
      {
        type: 'line',
        data: {
          labels: v.times.map((t) => (v.perSecond ? `${t}s` : `#${t}`)),
          datasets: v.series.map((s, i) => ({
            label: s.name,
            data: s.rates,
            borderColor: p.series[i % p.series.length]!,
            backgroundColor: p.series[i % p.series.length]!,
            spanGaps: false,
          })),
        },
        options: baseOptions(
          p,
          `${v.title}${v.config ? ` (${v.config})` : ''}: ${v.perSecond ? 'events per second' : 'events per interval'}${v.bucket > 1 ? ` (max of each ${v.bucket} intervals)` : ''}`,
        ),
      },
      v.perSecond ? 'time' : 'interval',
    );
  }
  if (!charts.length) root.append(h('p', { class: 'muted' }, 'No chartable measurements.'));
  root.append(grid);
  return { el: root, charts };
}
