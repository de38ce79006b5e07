/** The simulation as the aligned text table `analyze` prints: runs as columns. */
import { formatRatio, formatValue } from '../text/numbers';
import { alignTable } from '../report/text';
import { ratioInterval, type Calibration, type CalibrationRow } from './calibrate';
import type { Proposal } from './propose';
import { metricLabel, type Simulation } from './simulate';
import { errorWords, type Trust } from './trust';

const pct = (x: number | undefined) => (x === undefined ? '-' : `${(x * 100).toFixed(1)}%`);

/** The proposed scenario's assumptions, then the calibration (predicted vs measured for every config) or, uncalibrated, the model's own run of each, and the error to expect of a what-if. */
export function renderCalibrationText(
  p: Pick<Proposal, 'family' | 'preset' | 'assumptions'>,
  c: Omit<Calibration, 'runs' | 'scenario'> | undefined,
  model?: CalibrationRow[],
  t?: Trust & { base: string },
): string {
  const out = [`Scenario proposed from the paste: ${p.family} workload, closest preset ${p.preset}`];
  if (t?.notModelled) {
    out.push('', `No prediction: ${t.notModelled}.`);
    return out.join('\n') + '\n';
  }
  out.push('Assumptions (edit with --set, or write the scenario JSON and run it):');
  for (const x of p.assumptions)
    out.push(
      `  ${x.key} = ${x.value}  (${x.source === 'paste' ? `from the paste${x.line ? `, line ${x.line}` : ''}` : x.source === 'default' ? 'default' : `preset ${p.preset}`}${x.why ? `: ${x.why}` : ''})`,
    );
  if (c) {
    out.push(
      '',
      `Calibrated on ${c.fitConfigs.join(', ')}: ${c.params.map((q) => `${q.key} = ${formatValue(q.value)}`).join(', ')}`,
    );
    for (const q of c.params.filter((x) => x.atBound))
      out.push(
        `  warning: ${q.key} sits at its ${q.atBound === 'min' ? 'lower' : 'upper'} bound (${formatValue(q.atBound === 'min' ? q.min : q.max)}): the data asked for more than the model allows, so the fit is a compromise`,
      );
  } else out.push('', 'Not calibrated: the model as proposed, each config beside its measurement');
  const rows = c?.rows ?? model ?? [];
  out.push(
    ...alignTable(
      ['config', 'metric', 'measured', c ? 'predicted' : 'model', 'off by'],
      rows.map((r) => [
        `${r.config}${r.fit ? ' (fit)' : ''}`,
        r.metric,
        formatValue(r.measured),
        formatValue(r.predicted),
        pct(r.error),
      ]),
    ),
  );
  if (c) {
    out.push(
      '',
      `Median error: fitted configs ${pct(c.fitError)} (the fit's own, not a prediction's); the other configs ${pct(c.predictError)}`,
    );
    for (const h of c.heldOut ?? [])
      if (c.fitConfigs.includes(h.config))
        out.push(`Left out: ${h.config} predicted from a fit on ${h.fitOn.join(', ')} has error ${pct(h.error)}`);
    if (c.heldOutError !== undefined)
      out.push(`Held-out error (each config predicted from a fit that left it out): ${pct(c.heldOutError)}`);
  }
  if (t) {
    out.push('', ...t.words);
    out.push(
      t.error === null
        ? `What-if ratios below from ${t.base}: error unknown, no interval`
        : `What-if ratios below from ${t.base} carry ${errorWords(t.error)}`,
    );
  }
  return out.join('\n') + '\n';
}

/** `ratioError`: the calibration's out-of-sample error; each ratio then shows its interval. */
export function renderSimulationText(sim: Simulation, ratioError?: number): string {
  const runs = sim.runs;
  const cols = runs.map((r) => r.label);
  const s = sim.scenario;
  const out: string[] = [
    `Simulation: ${s.name} (predicted by the TierScope model; see docs/validation.md for its error)`,
  ];
  if (s.description) out.push(s.description);
  out.push('');
  const metricRows = runs[0]!.metrics.map((m, i) => [
    metricLabel(m),
    ...runs.map((r) => formatValue(r.metrics[i]!.value)),
  ]);
  if (runs.length > 1) {
    const base = runs[0]!;
    const m0 = base.metrics[0]!;
    const withInterval = (r: number) => {
      const iv = ratioInterval(r, ratioError);
      return iv ? `${formatRatio(r)} (${formatRatio(iv[0])}-${formatRatio(iv[1])})` : formatRatio(r);
    };
    metricRows.push([
      // a time is better lower: the row is the speed-up (base time / this time), and says so
      m0.better === 'lower' ? `speed-up vs ${base.label} (${m0.name})` : `${m0.name} vs ${base.label}`,
      ...runs.map((r) =>
        withInterval(m0.better === 'lower' ? m0.value / r.metrics[0]!.value : r.metrics[0]!.value / m0.value),
      ),
    ]);
  }
  out.push(...alignTable(['metric', ...cols], metricRows), '');
  const iters = runs[0]!.iterations;
  iters.forEach((it, k) => {
    if (it.values.length < 2) return;
    out.push(
      `${it.metric} per iteration`,
      ...alignTable(
        ['iter', ...cols],
        it.values.map((_, j) => [`iter${j + 1}`, ...runs.map((r) => formatValue(r.iterations[k]?.values[j] ?? NaN))]),
      ),
      '',
    );
  });
  const names = Object.keys(runs[0]!.counters);
  for (const r of runs) for (const k of Object.keys(r.counters)) if (!names.includes(k)) names.push(k);
  out.push('vmstat counters over the run (pages or events; "-" = absent on that kernel)');
  out.push(
    ...alignTable(
      ['counter', ...cols],
      names.map((n) => [
        n,
        ...runs.map((r) => (n in r.counters ? Math.round(r.counters[n]!).toLocaleString('en-US') : '-')),
      ]),
    ),
    '',
  );
  const changed = runs.map((r) =>
    Object.entries(r.tunables)
      .map(([k, v]) => `${k}=${v}`)
      .join(' '),
  );
  out.push(
    'Tunables (changed from the kernel defaults)',
    ...runs.map((r, i) => `  ${r.label}: ${changed[i] || '(defaults)'}`),
  );
  out.push(
    '',
    `Simulated ${runs.map((r) => `${r.label} ${formatValue(r.stats.simulatedSeconds)} s in ${r.stats.wallMs.toFixed(0)} ms`).join(', ')}`,
  );
  return out.join('\n') + '\n';
}
