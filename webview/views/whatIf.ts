/**
 * What-if: the scenario proposed from the paste (assumptions editable in a form or as JSON), calibration
 * on configs the user picks, tunable controls that re-simulate in the worker and add a predicted
 * column beside the measured ones, "Add as config", and a sweep of one tunable charted.
 */
import { Chart } from 'chart.js';
import { KEY_COUNTERS } from '../../src/core/knowledge/counterLists';
import { formatValue } from '../../src/core/numbers';
import type { WhatIfModel } from '../../src/core/report/dashboardView';
import { ACCURACY } from '../../src/core/sim/accuracy';
import { measuredFor, ratioInterval, type Calibration } from '../../src/core/sim/calibrate';
import { configScenario, type Proposal } from '../../src/core/sim/propose';
import { metricLabel, type SimRun } from '../../src/core/sim/simulate';
import { TUNABLE_BY_KEY } from '../../src/core/sim/tunables';
import type { KeptPrediction } from '../../src/protocol';
import { h } from '../dom';
import { focusCell, focusedCell, gridNav } from '../gridNav';
import type { SimClient } from '../sim/client';
import { palette } from '../theme';
import { baseOptions } from './charts';
import type { ViewContext } from './context';

export interface WhatIfContext extends ViewContext {
  /** The proposal and measurements the host built from its analysis; null when nothing measured can be simulated. */
  whatIf: WhatIfModel | null;
  /** The id of that analysis, which the worker holds its measurements by. */
  analysis: number;
  sim: SimClient;
  kept: KeptPrediction[];
  /** The scenario JSON the user edited (null = as proposed). */
  scenarioJson: string | null;
  save(kept: KeptPrediction[], scenarioJson: string | null): void;
}

/** The tunables with a control, in this order (canonical keys of modelled tunables). */
const CONTROL_KEYS = [
  'kernel.numa_balancing',
  'kernel.numa_balancing_promote_rate_limit_MBps',
  'numa_balancing.hot_threshold_ms',
  'mm.numa.demotion_enabled',
  'mm.transparent_hugepage.enabled',
  'kernel.variant',
  'vm.pghot_enabled_sources',
  'vm.pghot_freq_threshold',
  'vm.pghot_promote_freq_window_ms',
  'pghot.kmigrated_sleep_ms',
  'pghot.kmigrated_batch_nr',
  'ibs.period',
];
/** How each is edited, from the registry: named bits, on/off, a few choices or a number. */
const CONTROLS = CONTROL_KEYS.map((key) => {
  const spec = TUNABLE_BY_KEY.get(key)!;
  const span = spec.values ? 0 : spec.max! - spec.min! + 1;
  const options = spec.values ?? (span <= 8 ? Array.from({ length: span }, (_, i) => String(spec.min! + i)) : undefined);
  const kind = spec.bits ? 'sources' : spec.values?.includes('true') ? 'check' : options ? 'select' : 'number';
  return { key, spec, label: spec.label, kind, options };
});
const SWEEPABLE = CONTROLS.filter((c) => c.kind === 'number' || c.key === 'kernel.numa_balancing').map((c) => c.key);

/** A change in percent to 0.1: a change that rounds to zero is `0.0%`, never `-0.0%`. */
const pct = (x: number) => {
  const v = Math.round(x * 1000) / 10 || 0;
  return `${v > 0 ? '+' : ''}${v.toFixed(1)}%`;
};
/** The model's counters are expected counts: whole pages or events. */
const count = (x: number | undefined) => (x === undefined ? undefined : Math.round(x));

function field(label: string, control: HTMLElement): HTMLElement {
  return h('label', { class: 'field' }, h('span', {}, label), control);
}

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
  return s.split(',').map((x) => x.trim()).filter(Boolean).slice(0, 50);
}

export function renderWhatIf(ctx: WhatIfContext): { el: HTMLElement; destroy: () => void } {
  const root = h('section', { class: 'view whatif', 'aria-label': 'What-if' });
  let chart: Chart | undefined;
  const destroy = () => chart?.destroy();
  if (!ctx.whatIf) {
    root.append(h('p', { class: 'muted' }, 'Nothing to simulate: no measured configs were recognized. The what-if view needs at least one config with a measured metric.'));
    return { el: root, destroy };
  }
  // a copy: the form edits it, and a redraw starts again from the proposal
  const proposed = structuredClone(ctx.whatIf.proposal);
  const measured = { measurements: ctx.whatIf.measurements };
  let proposal: Proposal = proposed;
  let jsonError: string | null = null;
  if (ctx.scenarioJson) {
    try {
      proposal = { ...proposed, scenario: JSON.parse(ctx.scenarioJson) as Proposal['scenario'] };
    } catch (e) {
      jsonError = `The edited scenario is not JSON (${(e as Error).message}); using the proposed one.`;
    }
  }
  let calibration: Calibration | undefined;
  const labels = proposal.configs.map((c) => c.label);
  let base = labels.includes(ctx.model.baseline ?? '') ? ctx.model.baseline! : labels[0]!;
  const overrides: Record<string, string | number> = {};
  const scenarioOf = () => (calibration ? { ...proposal, scenario: calibration.scenario as Proposal['scenario'] } : proposal);
  const expected = (): { error: number | null; source: string } => {
    const calError = calibration?.ratioError ?? calibration?.predictError;
    if (calError !== undefined) return { error: calError, source: `calibration on ${calibration!.fitConfigs.join(', ')}, out of sample` };
    const acc = ACCURACY[proposal.preset];
    if (acc?.ratio !== undefined) return { error: acc.ratio, source: `validation on ${acc.seed}` };
    return { error: null, source: 'no published case for this setup' };
  };

  // ---- scenario: assumptions and the form
  root.append(
    h('p', { class: 'note' }, 'Predictions come from TierScope\'s simulator (docs/simulator.md), not from a measurement; every predicted column says so and gives the error to expect.'),
    h('h2', {}, 'Scenario'),
    h('p', {}, `${proposal.family} workload, closest preset `, h('code', {}, proposal.preset), `; ${proposal.configs.length} measured configs.`),
  );
  if (jsonError) root.append(h('p', { class: 'error', role: 'alert' }, jsonError));
  const assumptions = h('table', { class: 'grid assumptions' }, h('thead', {}, h('tr', {}, h('th', { class: 'metric' }, 'setting'), h('th', { class: 'metric' }, 'value'), h('th', { class: 'metric' }, 'from'))));
  const abody = h('tbody');
  for (const a of proposal.assumptions) abody.append(h('tr', {}, h('td', {}, a.key), h('td', {}, a.value), h('td', { class: a.source === 'paste' ? '' : 'muted' }, a.source === 'paste' ? `the paste${a.line ? `, line ${a.line}` : ''}` : `assumed (${a.source})`)));
  assumptions.append(abody);
  gridNav(assumptions, 'Scenario settings: value and where it came from');
  const ignored = proposal.configs.flatMap((c) => c.ignored.map((x) => h('li', {}, `${c.label} ${x.key}=${x.value} — ${x.reason}`)));
  if (ignored.length) {
    root.append(h('p', { class: 'note', id: 'whatif-ignored' }, 'Set by the legend but left out of the simulation:'), h('ul', {}, ...ignored));
  }
  root.append(h('details', {}, h('summary', {}, `Assumptions (${proposal.assumptions.filter((a) => a.source !== 'paste').length} assumed, ${proposal.assumptions.filter((a) => a.source === 'paste').length} from the paste)`), h('div', { class: 'table-wrap' }, assumptions)));
  const sc = proposal.scenario as unknown as { workload: { threads?: number; footprintGiB?: number; cpuNodes?: number[] }; machine: { nodes: { id: number; memGiB: number }[] }; hog?: { GiB: number } };
  const form = h('div', { class: 'form' });
  const numberInput = (id: string, value: number | undefined, onChange: (v: number) => void) => {
    const el = h('input', { id, type: 'number', value: value ?? '', min: 0, step: 'any' });
    el.addEventListener('change', () => {
      const v = Number(el.value);
      if (Number.isFinite(v) && v > 0) onChange(v);
    });
    return el;
  };
  form.append(field('threads', numberInput('f-threads', sc.workload.threads, (v) => ((sc.workload.threads = Math.round(v)), rerun()))));
  if (sc.workload.footprintGiB !== undefined) form.append(field('footprint (GiB)', numberInput('f-footprint', sc.workload.footprintGiB, (v) => ((sc.workload.footprintGiB = v), rerun()))));
  const cpuNode = sc.machine.nodes.find((n) => n.id === (sc.workload.cpuNodes?.[0] ?? 0));
  if (cpuNode) form.append(field(`node ${cpuNode.id} DRAM (GiB)`, numberInput('f-dram', cpuNode.memGiB, (v) => ((cpuNode.memGiB = v), rerun()))));
  if (sc.hog) form.append(field('hog (GiB)', numberInput('f-hog', sc.hog.GiB, (v) => ((sc.hog!.GiB = v), rerun()))));
  root.append(form);
  if (!ctx.host.standalone) {
    const edit = h('vscode-button', { id: 'edit-scenario', secondary: true }, 'Edit scenario as JSON...');
    edit.addEventListener('click', () => ctx.host.post({ type: 'openScenario', json: JSON.stringify(proposal.scenario, null, 2) }));
    root.append(h('div', { class: 'toolbar' }, edit, h('span', { class: 'muted' }, 'Edits in that tab apply here as you type.')));
  }

  // ---- calibration
  root.append(h('h2', {}, 'Calibrate'), h('p', { class: 'muted' }, 'Fit the workload\'s free parameters to one or two measured configs, then see predicted against measured for every config.'));
  const picks = h('div', { class: 'toolbar', id: 'fit-configs' });
  labels.forEach((l, i) => picks.append(h('label', {}, h('input', { type: 'checkbox', value: l, checked: i < 2 }), ` ${l}`)));
  const calButton = h('vscode-button', { id: 'calibrate' }, 'Calibrate');
  const calStatus = h('span', { class: 'muted', id: 'cal-status', role: 'status' });
  const calOut = h('div', { id: 'calibration' });
  root.append(picks, h('div', { class: 'toolbar' }, calButton, calStatus), calOut);
  calButton.addEventListener('click', () => {
    const fit = [...picks.querySelectorAll<HTMLInputElement>('input:checked')].map((x) => x.value);
    if (!fit.length) return void (calStatus.textContent = 'Pick at least one config to fit.');
    calStatus.textContent = 'Calibrating...';
    ctx.sim.request({ kind: 'calibrate', proposal, analysis: ctx.analysis, fit }, (m) => {
      if (m.kind === 'progress') calStatus.textContent = `Calibrating... ${Math.round(m.done * 100)}%`;
      else if (m.kind === 'error') calStatus.textContent = `Calibration failed: ${m.message}`;
      else if (m.kind === 'calibration') {
        calibration = m.calibration;
        calStatus.textContent = `Fitted on ${calibration.fitConfigs.join(', ')}: ${calibration.params.map((p) => `${p.label} = ${formatValue(p.value)}`).join('; ')}`;
        calOut.replaceChildren(calibrationTable(calibration));
        modelRuns.clear();
        rerun();
      }
    });
  });

  // ---- what-if controls and the table
  root.append(h('h2', {}, 'What if'));
  const baseSelect = h('select', { id: 'whatif-base', 'aria-label': 'Start from config' });
  for (const l of labels) baseSelect.append(h('option', { value: l, selected: l === base }, l));
  baseSelect.addEventListener('change', () => {
    base = baseSelect.value;
    for (const k of Object.keys(overrides)) delete overrides[k];
    renderControls();
    rerun();
  });
  const controls = h('div', { class: 'form', id: 'whatif-controls' });
  const status = h('span', { class: 'muted', id: 'whatif-status', role: 'status' });
  const tableBox = h('div', { class: 'table-wrap', id: 'whatif-table' });
  const addButton = h('vscode-button', { id: 'add-config' }, 'Add as config');
  const copyButton = h('vscode-button', { id: 'copy-whatif', secondary: true }, 'Copy as Markdown');
  const resetButton = h('vscode-button', { id: 'reset-whatif', secondary: true }, 'Reset');
  root.append(h('div', { class: 'toolbar' }, field('start from', baseSelect), status), controls, h('div', { class: 'toolbar' }, addButton, resetButton, copyButton), tableBox);

  const current = (key: string): string | number | boolean | undefined => {
    if (key in overrides) return overrides[key];
    const t = { ...proposal.scenario.tunables, ...(proposal.configs.find((c) => c.label === base)?.tunables ?? {}) };
    return (t[key] as string | number | undefined) ?? TUNABLE_BY_KEY.get(key)?.default;
  };
  const setOverride = (key: string, v: string | number) => {
    overrides[key] = v;
    rerun();
  };
  function renderControls(): void {
    controls.replaceChildren(
      ...CONTROLS.map((c) => {
        const id = `t-${c.key}`;
        const v = current(c.key);
        if (c.kind === 'select') {
          const s = h('select', { id, 'data-key': c.key });
          for (const o of c.options!) s.append(h('option', { value: o, selected: String(v) === o }, o));
          s.addEventListener('change', () => setOverride(c.key, /^\d+$/.test(s.value) ? Number(s.value) : s.value));
          return field(c.label, s);
        }
        if (c.kind === 'check') {
          const cb = h('input', { id, type: 'checkbox', 'data-key': c.key, checked: v === 'true' || v === true });
          cb.addEventListener('change', () => setOverride(c.key, cb.checked ? 'true' : 'false'));
          return field(c.label, cb);
        }
        if (c.kind === 'sources') {
          const box = h('span', { class: 'sources', id });
          Object.entries(c.spec.bits!).forEach(([name, bit]) => {
            const cb = h('input', { type: 'checkbox', 'data-bit': bit, checked: (Number(v) & bit) !== 0 });
            cb.addEventListener('change', () => setOverride(c.key, [...box.querySelectorAll<HTMLInputElement>('input')].reduce((s, x) => s | (x.checked ? Number(x.dataset.bit) : 0), 0)));
            box.append(h('label', {}, cb, ` ${name}`));
          });
          return field(c.label, box);
        }
        const spec = c.spec;
        const input = h('input', { id, type: 'number', 'data-key': c.key, value: String(v), min: spec.min, max: spec.max, step: 1 });
        input.addEventListener('change', () => {
          const n = Number(input.value);
          if (Number.isInteger(n) && n >= spec.min! && n <= spec.max!) {
            input.removeAttribute('aria-invalid');
            setOverride(c.key, n);
          } else {
            input.setAttribute('aria-invalid', 'true');
            status.textContent = `${c.key}: ${input.value} is out of range (allowed ${spec.min}..${spec.max})`;
          }
        });
        return field(c.label, input);
      }),
    );
  }

  // Runs: the base config as modelled (cached per base), and the what-if; coarse first, then precise.
  const modelRuns = new Map<string, SimRun>();
  let whatIf: SimRun | undefined;
  let refining = false;
  let seq = 0;
  function rerun(): void {
    const mine = ++seq;
    const scenario = configScenario(scenarioOf(), base, overrides);
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
        whatIf = m.run;
        refining = coarse;
        status.textContent = coarse ? `First answer in ${Math.round(performance.now() - t0)} ms, refining...` : `Predicted in ${Math.round(performance.now() - t0)} ms (${formatValue(m.run.stats.simulatedSeconds)} s simulated)`;
        drawTable();
        if (coarse) ask(false);
      });
    if (!modelRuns.has(base)) {
      const b = base;
      ctx.sim.request({ kind: 'run', scenario: configScenario(scenarioOf(), b), label: b, coarse: false }, (m) => {
        if (m.kind === 'run') {
          modelRuns.set(b, m.run);
          if (mine === seq) drawTable();
        }
      });
    }
    ask(true);
  }

  function drawTable(): void {
    if (!whatIf) return;
    const err = expected();
    const model = modelRuns.get(base);
    const head = h('tr', {}, h('th', { class: 'metric' }, 'metric'), h('th', {}, `${base} measured`), h('th', {}, `${base} model`));
    const changed = Object.entries(overrides).map(([k, v]) => `${k}=${v}`).join(' ');
    const wiHead = h('th', { class: 'predicted', title: `predicted with ${changed || 'no change'}; expected error ${err.error === null ? 'unknown' : `±${(err.error * 100).toFixed(0)}%`} (${err.source})` }, `what-if (predicted${err.error === null ? '' : ` ±${(err.error * 100).toFixed(0)}%`})${refining ? ' ...' : ''}`);
    head.append(wiHead, h('th', {}, `vs ${base} model`));
    for (const k of ctx.kept) head.append(h('th', { class: 'predicted', title: `${k.label}: predicted from ${k.base} with ${Object.entries(k.tunables).map(([a, b]) => `${a}=${b}`).join(' ') || 'no change'}; expected error ${k.error === null ? 'unknown' : `±${(k.error * 100).toFixed(0)}%`} (${k.errorSource})` }, `${k.label} (predicted)`));
    const body = h('tbody');
    const row = (name: string, measured: number | undefined, modelled: number | undefined, predicted: number | undefined, kept: (number | undefined)[], better?: 'higher' | 'lower') => {
      const tr = h('tr', {}, h('th', { class: 'metric', scope: 'row' }, name));
      const cell = (v: number | undefined) => h('td', { class: 'num' }, v === undefined || !Number.isFinite(v) ? '-' : formatValue(v));
      tr.append(cell(measured), cell(modelled), cell(predicted));
      const delta = predicted !== undefined && modelled !== undefined && modelled !== 0 ? predicted / modelled - 1 : undefined;
      // The change with its interval from the expected error: [r / (1 + e), r (1 + e)] of the ratio r.
      const iv = delta === undefined || err.error === null ? undefined : ratioInterval(1 + delta, err.error);
      const d = h('td', { class: 'num', title: iv ? `between ${pct(iv[0] - 1)} and ${pct(iv[1] - 1)}` : '' }, delta === undefined ? '-' : iv ? `${pct(delta)} (${pct(iv[0] - 1)}..${pct(iv[1] - 1)})` : pct(delta));
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
      const meas = measuredFor(measured, base, m);
      row(metricLabel(m), meas?.value, model?.metrics.find((x) => x.name === m.name)?.value, m.value, ctx.kept.map((k) => k.metrics.find((x) => x.name === m.name)?.value), m.better);
    }
    for (const c of KEY_COUNTERS) {
      if (!(c in whatIf.counters) && !ctx.kept.some((k) => c in k.counters)) continue;
      const meas = measured.measurements.find((x) => x.config === base && x.metric === c);
      row(c, meas?.value, count(model?.counters[c]), count(whatIf.counters[c]), ctx.kept.map((k) => count(k.counters[c])));
    }
    const table = gridNav(h('table', { class: 'grid', 'data-whatif': changed }, h('thead', {}, head), body), `What-if: ${base} measured, modelled and predicted`);
    // a redraw (the refined answer) keeps a keyboard user where they were in the table
    const at = focusedCell(tableBox);
    tableBox.replaceChildren(table, h('p', { class: 'muted' }, `Expected error of a prediction: ${err.error === null ? 'unknown' : `about ${(err.error * 100).toFixed(0)}%`} (${err.source}). "${base} model" is the model's own run of ${base}, to compare the change against.`));
    if (at) focusCell(table, at);
  }

  addButton.addEventListener('click', () => {
    if (!whatIf) return;
    const err = expected();
    const label = `P${ctx.kept.length + 1}`;
    const kept: KeptPrediction = { label, base, tunables: { ...overrides }, metrics: whatIf.metrics.map(({ name, value, unit }) => ({ name, value, unit })), counters: { ...whatIf.counters }, error: err.error, errorSource: err.source };
    ctx.kept.push(kept);
    ctx.save(ctx.kept, ctx.scenarioJson);
    status.textContent = `Kept as ${label} (predicted).`;
    drawTable();
  });
  resetButton.addEventListener('click', () => {
    for (const k of Object.keys(overrides)) delete overrides[k];
    renderControls();
    rerun();
  });
  copyButton.addEventListener('click', () => {
    const t = tableBox.querySelector('table');
    if (!t) return;
    const rows = [...t.querySelectorAll('tr')].map((tr) => `| ${[...tr.children].map((c) => (c.textContent ?? '').replace(/\|/g, '\\|')).join(' | ')} |`);
    rows.splice(1, 0, `|${' --- |'.repeat(t.querySelector('tr')!.children.length)}`);
    ctx.host.post({ type: 'copy', what: 'markdown', text: `${rows.join('\n')}\n\nPredicted columns come from the TierScope simulator, not from measurements.\n` });
  });

  // ---- sweep
  const sweepKey = h('select', { id: 'sweep-key', 'aria-label': 'Tunable to sweep' });
  for (const k of SWEEPABLE) sweepKey.append(h('option', { value: k, selected: k === 'vm.pghot_freq_threshold' }, k));
  const sweepValuesInput = h('input', { id: 'sweep-values', type: 'text', value: '1,2,3,4', 'aria-label': 'Values: 1,2,3 or 1..8' });
  const sweepRun = h('vscode-button', { id: 'sweep-run' }, 'Sweep');
  const sweepCancel = h('vscode-button', { id: 'sweep-cancel', secondary: true, disabled: true }, 'Cancel');
  const progress = h('progress', { id: 'sweep-progress', max: 1, value: 0, hidden: true });
  const sweepStatus = h('span', { class: 'muted', role: 'status', id: 'sweep-status' });
  const chartBox = h('div', { class: 'canvas-box', hidden: true }, h('canvas', { id: 'sweep-chart', role: 'img', 'aria-label': 'Predicted metric against the swept value (chart; the table below has its values)' }));
  const sweepMetric = h('select', { id: 'sweep-metric', 'aria-label': 'Metric to chart' });
  const sweepTable = h('div', { class: 'table-wrap', id: 'sweep-table' });
  root.append(h('h2', {}, 'Sweep one tunable'), h('div', { class: 'toolbar' }, field('tunable', sweepKey), field('values', sweepValuesInput), sweepRun, sweepCancel, progress, sweepStatus), h('div', { class: 'toolbar' }, field('chart', sweepMetric)), chartBox, sweepTable);
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
    sweepId = ctx.sim.request({ kind: 'sweep', scenario: configScenario(scenarioOf(), base, overrides), key, values }, (m) => {
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
      } else if (m.kind === 'error') done(m.message === 'cancelled' ? `Cancelled after ${sweepRuns.length} of ${values.length} values.` : `Sweep failed: ${m.message}`);
    });
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
      data: { labels: sweepRuns.map((r) => r.value), datasets: [{ label: `${first.name} (predicted)`, data: ys, borderColor: p.series[0], backgroundColor: p.series[0], borderDash: [6, 3] }] },
      options: baseOptions(p, `${first.name} (${first.unit}) vs ${key} - predicted`),
    });
    const names = sweepRuns[0]!.run.metrics.map((x) => x.name);
    const head = h('tr', {}, h('th', { class: 'metric' }, key), ...names.map((n) => h('th', { class: 'predicted' }, `${n} (predicted)`)), h('th', {}, 'pgpromote_success'));
    const body = h('tbody', {}, ...sweepRuns.map((r) => h('tr', {}, h('th', { class: 'metric', scope: 'row' }, r.value), ...r.run.metrics.map((x) => h('td', { class: 'num' }, formatValue(x.value))), h('td', { class: 'num' }, formatValue(r.run.counters.pgpromote_success ?? NaN)))));
    sweepTable.replaceChildren(gridNav(h('table', { class: 'grid' }, h('thead', {}, head), body), `Sweep of ${key}: predicted metrics per value`));
  }

  renderControls();
  rerun();
  return { el: root, destroy };
}

function calibrationTable(c: Calibration): HTMLElement {
  const body = h('tbody');
  for (const r of c.rows)
    body.append(
      h('tr', { class: r.fit ? 'fit' : '' }, h('th', { class: 'metric', scope: 'row' }, `${r.config}${r.fit ? ' (fitted)' : ''}`), h('td', {}, r.metric), h('td', { class: 'num' }, formatValue(r.measured)), h('td', { class: 'num' }, formatValue(r.predicted)), h('td', { class: 'num' }, `${(r.error * 100).toFixed(1)}%`)),
    );
  const f = (x: number | undefined) => (x === undefined ? '-' : `${(x * 100).toFixed(1)}%`);
  return h(
    'div',
    {},
    h('div', { class: 'table-wrap' }, gridNav(h('table', { class: 'grid', id: 'calibration-table' }, h('thead', {}, h('tr', {}, h('th', { class: 'metric' }, 'config'), h('th', { class: 'metric' }, 'metric'), h('th', {}, 'measured'), h('th', {}, 'predicted'), h('th', {}, 'error'))), body), 'Calibration: predicted against measured')),
    h('p', {}, `Median error: fitted configs ${f(c.fitError)}; the other configs ${f(c.predictError)}, the error to expect from a what-if here.`),
    ...(c.baseLeftOut ? [h('p', {}, `Left out: ${c.baseLeftOut.config} predicted from a fit on ${c.baseLeftOut.fitOn.join(', ')} has error ${f(c.baseLeftOut.error)}.`)] : []),
    ...c.params.filter((q) => q.atBound).map((q) => h('p', { class: 'warning' }, `${q.label} sits at its ${q.atBound === 'min' ? 'lower' : 'upper'} bound (${formatValue(q.atBound === 'min' ? q.min : q.max)}): the data asked for more than the model allows; treat the fit as a compromise.`)),
  );
}
