/** The What-if view's sweep: one tunable over a list of values from the what-if's config, charted and tabled. */
import { Chart } from 'chart.js';
import { formatValue } from '../../../src/core/text/numbers';
import { configScenario } from '../../../src/core/sim/propose';
import type { SimRun } from '../../../src/core/sim/simulate';
import { h } from '../../dom';
import { gridNav } from '../../gridNav';
import { palette } from '../../theme';
import { baseOptions } from '../charts';
import { CONTROLS } from './controls';
import { field } from './form';
import { scenarioOf, type WhatIfState } from './state';

const SWEEPABLE = CONTROLS.filter((c) => c.kind === 'number' || c.key === 'kernel.numa_balancing').map((c) => c.key);

/** Parse "1,2,3" or "1..5" (integers) into values. */
export function sweepValues(s: string): string[] {
  const range = /^\s*(-?\d+)\s*\.\.\s*(-?\d+)\s*$/.exec(s);
  if (range) {
    const [a, b] = [Number(range[1]), Number(range[2])];
    const step = Math.max(1, Math.ceil(Math.abs(b - a) / 24));
    const out: string[] = [];
    for (let v = Math.min(a, b); v <= Math.max(a, b); v += step) out.push(String(v));
    return out;
  }
  return s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)
    .slice(0, 50);
}

/** The sweep section, and `destroy` for its chart. */
export function sweepPart(s: WhatIfState): { elements: HTMLElement[]; destroy: () => void } {
  const { ctx } = s;
  let chart: Chart | undefined;
  const sweepKey = h('select', { id: 'sweep-key', 'aria-label': 'Tunable to sweep' });
  for (const k of SWEEPABLE) sweepKey.append(h('option', { value: k, selected: k === 'vm.pghot_freq_threshold' }, k));
  const sweepValuesInput = h('input', {
    id: 'sweep-values',
    type: 'text',
    value: '1,2,3,4',
    'aria-label': 'Values: 1,2,3 or 1..8',
  });
  const sweepRun = h('vscode-button', { id: 'sweep-run' }, 'Sweep');
  const sweepCancel = h('vscode-button', { id: 'sweep-cancel', secondary: true, disabled: true }, 'Cancel');
  const progress = h('progress', { id: 'sweep-progress', max: 1, value: 0, hidden: true });
  const sweepStatus = h('span', { class: 'muted', role: 'status', id: 'sweep-status' });
  const chartBox = h(
    'div',
    { class: 'canvas-box', hidden: true },
    h('canvas', {
      id: 'sweep-chart',
      role: 'img',
      'aria-label': 'Predicted metric against the swept value (chart; the table below has its values)',
    }),
  );
  const sweepMetric = h('select', { id: 'sweep-metric', 'aria-label': 'Metric to chart' });
  const sweepTable = h('div', { class: 'table-wrap', id: 'sweep-table' });
  let sweepId: number | undefined;
  let sweepRuns: { value: string; run: SimRun }[] = [];
  sweepMetric.addEventListener('change', () => drawSweep(sweepKey.value));
  sweepRun.addEventListener('click', () => {
    const key = sweepKey.value;
    const values = sweepValues(sweepValuesInput.value);
    if (!values.length) return void (sweepStatus.textContent = 'Give values: 1,2,3 or 1..8.');
    if (sweepId !== undefined) ctx.sim.cancel(sweepId);
    sweepRuns = [];
    progress.hidden = false;
    progress.value = 0;
    sweepCancel.removeAttribute('disabled');
    sweepStatus.textContent = `Sweeping ${key} over ${values.length} values...`;
    const done = (text: string) => {
      sweepId = undefined;
      sweepCancel.setAttribute('disabled', '');
      progress.hidden = true;
      sweepStatus.textContent = text;
    };
    sweepId = ctx.sim.request(
      { kind: 'sweep', scenario: configScenario(scenarioOf(s), s.base, s.overrides), key, values },
      (m) => {
        if (m.kind === 'progress' && m.run) {
          progress.value = m.done / m.total;
          sweepRuns.push({ value: values[m.done - 1]!, run: m.run });
          if (sweepRuns.length === 1) {
            // Chart the metric the tunable moves most, unless the user picked one.
            sweepMetric.replaceChildren(...m.run.metrics.map((x) => h('option', { value: x.name }, x.name)));
          }
          drawSweep(key);
        } else if (m.kind === 'done') {
          const spread = (name: string) => {
            const ys = sweepRuns.map((r) => r.run.metrics.find((x) => x.name === name)!.value);
            return (Math.max(...ys) - Math.min(...ys)) / Math.max(...ys.map(Math.abs), 1e-300);
          };
          const names = sweepRuns[0]?.run.metrics.map((x) => x.name) ?? [];
          const most = names.reduce((a, b) => (spread(b) > spread(a) ? b : a), names[0] ?? '');
          if (most) sweepMetric.value = most;
          drawSweep(key);
          done(`${key}: ${sweepRuns.length} values predicted (predicted, not measured).`);
        } else if (m.kind === 'error')
          done(
            m.message === 'cancelled'
              ? `Cancelled after ${sweepRuns.length} of ${values.length} values.`
              : `Sweep failed: ${m.message}`,
          );
      },
    );
  });
  sweepCancel.addEventListener('click', () => {
    if (sweepId !== undefined) ctx.sim.cancel(sweepId);
  });
  function drawSweep(key: string): void {
    const first = sweepRuns[0]?.run.metrics.find((x) => x.name === sweepMetric.value) ?? sweepRuns[0]?.run.metrics[0];
    if (!first) return;
    chartBox.hidden = false;
    const p = palette();
    const ys = sweepRuns.map((r) => r.run.metrics.find((x) => x.name === first.name)!.value);
    chart?.destroy();
    chart = new Chart(chartBox.querySelector('canvas')!, {
      type: 'line',
      data: {
        labels: sweepRuns.map((r) => r.value),
        datasets: [
          {
            label: `${first.name} (predicted)`,
            data: ys,
            borderColor: p.series[0],
            backgroundColor: p.series[0],
            borderDash: [6, 3],
          },
        ],
      },
      options: baseOptions(p, `${first.name} (${first.unit}) vs ${key} - predicted`),
    });
    const names = sweepRuns[0]!.run.metrics.map((x) => x.name);
    const head = h(
      'tr',
      {},
      h('th', { class: 'metric' }, key),
      ...names.map((n) => h('th', { class: 'predicted' }, `${n} (predicted)`)),
      h('th', {}, 'pgpromote_success'),
    );
    const body = h(
      'tbody',
      {},
      ...sweepRuns.map((r) =>
        h(
          'tr',
          {},
          h('th', { class: 'metric', scope: 'row' }, r.value),
          ...r.run.metrics.map((x) => h('td', { class: 'num' }, formatValue(x.value))),
          h('td', { class: 'num' }, formatValue(r.run.counters.pgpromote_success ?? NaN)),
        ),
      ),
    );
    sweepTable.replaceChildren(
      gridNav(
        h('table', { class: 'grid' }, h('thead', {}, head), body),
        `Sweep of ${key}: predicted metrics per value`,
      ),
    );
  }
  const elements = [
    h('h2', {}, 'Sweep one tunable'),
    h(
      'div',
      { class: 'toolbar' },
      field('tunable', sweepKey),
      field('values', sweepValuesInput),
      sweepRun,
      sweepCancel,
      progress,
      sweepStatus,
    ),
    h('div', { class: 'toolbar' }, field('chart', sweepMetric)),
    chartBox,
    sweepTable,
  ];
  return { elements, destroy: () => chart?.destroy() };
}
