/**
 * The What-if view's prediction: the base config as modelled and the what-if run in the worker (a coarse
 * answer first, then a precise one), the table of measured, modelled and predicted values beside the
 * kept predictions, "Add as config" and "Copy as Markdown".
 */
import { KEY_COUNTERS } from '../../../src/core/knowledge/counterLists';
import { formatValue } from '../../../src/core/text/numbers';
import { measuredFor, ratioInterval } from '../../../src/core/sim/calibrate';
import { configScenario } from '../../../src/core/sim/propose';
import { errorWords } from '../../../src/core/sim/trust';
import { metricLabel } from '../../../src/core/sim/simulate';
import type { KeptPrediction } from '../../../src/protocol';
import { h } from '../../dom';
import { focusCell, focusedCell, gridNav } from '../../gridNav';
import { expected, scenarioOf, type WhatIfState } from './state';

/** A change in percent to 0.1: a change that rounds to zero is `0.0%`, never `-0.0%`. */
const pct = (x: number) => {
  const v = Math.round(x * 1000) / 10 || 0;
  return `${v > 0 ? '+' : ''}${v.toFixed(1)}%`;
};
/** The model's counters are expected counts: whole pages or events. */
const count = (x: number | undefined) => (x === undefined ? undefined : Math.round(x));

export interface PredictionPart {
  /** What the simulation is doing (and a control's value out of range). */
  status: HTMLElement;
  table: HTMLElement;
  add: HTMLElement;
  copy: HTMLElement;
  /** Simulate the what-if of the state again (and the base config as modelled, the first time for a base). */
  rerun: () => void;
}

export function predictionPart(s: WhatIfState): PredictionPart {
  const { ctx } = s;
  const status = h('span', { class: 'muted', id: 'whatif-status', role: 'status' });
  const tableBox = h('div', { class: 'table-wrap', id: 'whatif-table' });
  const add = h('vscode-button', { id: 'add-config' }, 'Add as config');
  const copy = h('vscode-button', { id: 'copy-whatif', secondary: true }, 'Copy as Markdown');
  // a newer request supersedes the answers of older ones
  let seq = 0;

  function rerun(): void {
    const mine = ++seq;
    const missing = expected(s).notModelled;
    if (missing) {
      // a benchmark, machine or mechanism the model does not have: no prediction dressed as one
      s.whatIf = undefined;
      status.textContent = `No prediction: ${missing}.`;
      tableBox.replaceChildren(h('p', { class: 'warning', id: 'whatif-not-modelled' }, `${missing}: no prediction.`));
      return;
    }
    const scenario = configScenario(scenarioOf(s), s.base, s.overrides);
    const t0 = performance.now();
    status.textContent = 'Simulating...';
    const ask = (coarse: boolean) =>
      ctx.sim.request({ kind: 'run', scenario, label: 'what-if', coarse }, (m) => {
        if (mine !== seq) return;
        if (m.kind === 'error') {
          status.textContent = `Cannot simulate: ${m.message}`;
          return;
        }
        if (m.kind !== 'run') return;
        s.whatIf = m.run;
        s.refining = coarse;
        status.textContent = coarse
          ? `First answer in ${Math.round(performance.now() - t0)} ms, refining...`
          : `Predicted in ${Math.round(performance.now() - t0)} ms (${formatValue(m.run.stats.simulatedSeconds)} s simulated)`;
        drawTable();
        if (coarse) ask(false);
      });
    if (!s.modelRuns.has(s.base)) {
      const b = s.base;
      ctx.sim.request({ kind: 'run', scenario: configScenario(scenarioOf(s), b), label: b, coarse: false }, (m) => {
        if (m.kind === 'run') {
          s.modelRuns.set(b, m.run);
          if (mine === seq) drawTable();
        }
      });
    }
    ask(true);
  }

  function drawTable(): void {
    const { base, whatIf } = s;
    if (!whatIf) return;
    const err = expected(s);
    const model = s.modelRuns.get(base);
    const head = h(
      'tr',
      {},
      h('th', { class: 'metric' }, 'metric'),
      h('th', {}, `${base} measured`),
      h('th', {}, `${base} model`),
    );
    const changed = Object.entries(s.overrides)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ');
    // an unknown error has no ±: the column is the model's, not a prediction with an error bar
    const wiHead = h(
      'th',
      {
        class: 'predicted',
        title: `predicted with ${changed || 'no change'}; expected error ${err.error === null ? 'unknown' : errorWords(err.error)} (${err.source})`,
      },
      `what-if (${err.error === null ? (err.pending ? 'predicted, error pending' : 'model, error unknown') : `predicted ${errorWords(err.error)}`})${s.refining ? ' ...' : ''}`,
    );
    head.append(wiHead, h('th', {}, `vs ${base} model`));
    for (const k of ctx.kept)
      head.append(
        h(
          'th',
          {
            class: 'predicted',
            title: `${k.label}: predicted from ${k.base} with ${
              Object.entries(k.tunables)
                .map(([a, b]) => `${a}=${b}`)
                .join(' ') || 'no change'
            }; expected error ${k.error === null ? 'unknown' : errorWords(k.error)} (${k.errorSource})`,
          },
          `${k.label} (predicted)`,
        ),
      );
    const body = h('tbody');
    const row = (
      name: string,
      measured: number | undefined,
      modelled: number | undefined,
      predicted: number | undefined,
      kept: (number | undefined)[],
      better?: 'higher' | 'lower',
    ) => {
      const tr = h('tr', {}, h('th', { class: 'metric', scope: 'row' }, name));
      const cell = (v: number | undefined) =>
        h('td', { class: 'num' }, v === undefined || !Number.isFinite(v) ? '-' : formatValue(v));
      tr.append(cell(measured), cell(modelled), cell(predicted));
      const delta =
        predicted !== undefined && modelled !== undefined && modelled !== 0 ? predicted / modelled - 1 : undefined;
      // The change with its interval from the expected error: [r / (1 + e), r (1 + e)] of the ratio r.
      const iv = delta === undefined || err.error === null ? undefined : ratioInterval(1 + delta, err.error);
      const d = h(
        'td',
        { class: 'num', title: iv ? `between ${pct(iv[0] - 1)} and ${pct(iv[1] - 1)}` : '' },
        delta === undefined ? '-' : iv ? `${pct(delta)} (${pct(iv[0] - 1)}..${pct(iv[1] - 1)})` : pct(delta),
      );
      if (delta !== undefined && better && Math.abs(delta) > 0.005) {
        const verdict = (better === 'higher') === delta > 0 ? 'better' : 'worse';
        d.classList.add(verdict);
        d.setAttribute('aria-label', `${d.textContent}, ${verdict}`);
        d.append(h('span', { class: 'mark', 'aria-hidden': 'true' }, verdict === 'better' ? ' ✓' : ' ✗'));
      }
      tr.append(d, ...kept.map(cell));
      body.append(tr);
    };
    for (const m of whatIf.metrics) {
      const meas = measuredFor(s.measured, base, m);
      row(
        metricLabel(m),
        meas?.value,
        model?.metrics.find((x) => x.name === m.name)?.value,
        m.value,
        ctx.kept.map((k) => k.metrics.find((x) => x.name === m.name)?.value),
        m.better,
      );
    }
    for (const c of KEY_COUNTERS) {
      if (!(c in whatIf.counters) && !ctx.kept.some((k) => c in k.counters)) continue;
      const meas = s.measured.measurements.find((x) => x.config === base && x.metric === c);
      row(
        c,
        meas?.value,
        count(model?.counters[c]),
        count(whatIf.counters[c]),
        ctx.kept.map((k) => count(k.counters[c])),
      );
    }
    const table = gridNav(
      h('table', { class: 'grid', 'data-whatif': changed }, h('thead', {}, head), body),
      `What-if: ${base} measured, modelled and predicted`,
    );
    // a redraw (the refined answer) keeps a keyboard user where they were in the table
    const at = focusedCell(tableBox);
    tableBox.replaceChildren(
      table,
      h(
        'p',
        { class: err.gap && err.gap.off > 0.5 ? 'warning' : 'muted', id: 'whatif-trust' },
        `${err.words.join(' ')} "${base} model" is the model's own run of ${base}, to compare the change against.`,
      ),
    );
    if (at) focusCell(table, at);
  }

  add.addEventListener('click', () => {
    const { whatIf } = s;
    const err = expected(s);
    if (!whatIf || err.notModelled) return;
    const label = `P${ctx.kept.length + 1}`;
    const kept: KeptPrediction = {
      label,
      base: s.base,
      tunables: { ...s.overrides },
      metrics: whatIf.metrics.map(({ name, value, unit }) => ({ name, value, unit })),
      counters: { ...whatIf.counters },
      error: err.error,
      errorSource: err.source,
    };
    ctx.kept.push(kept);
    ctx.save(ctx.kept, ctx.scenarioJson);
    status.textContent = `Kept as ${label} (predicted).`;
    drawTable();
  });
  copy.addEventListener('click', () => {
    const t = tableBox.querySelector('table');
    if (!t) return;
    const rows = [...t.querySelectorAll('tr')].map(
      (tr) => `| ${[...tr.children].map((c) => (c.textContent ?? '').replace(/\|/g, '\\|')).join(' | ')} |`,
    );
    rows.splice(1, 0, `|${' --- |'.repeat(t.querySelector('tr')!.children.length)}`);
    ctx.host.post({
      type: 'copy',
      what: 'markdown',
      text: `${rows.join('\n')}\n\nPredicted columns come from the TierScope simulator, not from measurements.\n`,
    });
  });

  return { status, table: tableBox, add, copy, rerun };
}
