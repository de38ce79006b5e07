/**
 * Calibration: fit the workload's free parameters (memory-level parallelism, the hog's hotness or the
 * experts' skew) to one or two measured configs, then predict every config and report the error, so
 * a user sees how far to trust the model before asking it anything new.
 */
import type { Analysis, Measurement } from '../model';
import { median } from '../stats';
import { configScenario, type Proposal } from './propose';
import { resolveScenario } from './scenario';
import { simulateResolved, type SimMetric, type SimRun } from './simulate';

export interface FitParam {
  /** Dotted path in the scenario. */
  key: string;
  label: string;
  min: number;
  max: number;
  log: boolean;
}

export interface CalibrationRow {
  config: string;
  metric: string;
  unit: string;
  measured: number;
  predicted: number;
  /** |predicted - measured| / measured. */
  error: number;
  fit: boolean;
}

export interface Calibration {
  fitConfigs: string[];
  params: { key: string; label: string; value: number }[];
  rows: CalibrationRow[];
  /** Median error over the fitted configs' metrics, and over the others (the model's error here). */
  fitError?: number;
  predictError?: number;
  /** The calibrated scenario (raw), for what-if runs. */
  scenario: Record<string, unknown>;
  runs: SimRun[];
}

export function fitParams(p: Proposal): FitParam[] {
  const out: FitParam[] = [{ key: 'workload.mlp', label: 'memory-level parallelism (misses in flight per thread)', min: 1, max: 64, log: true }];
  if (p.family === 'llm' && p.scenario.hog) out.push({ key: 'hog.touchesPerPagePerSec', label: "hog's touches per page per second", min: 0.05, max: 5, log: true });
  else if (p.family === 'llm' && ((p.scenario.workload.model as { experts?: number } | undefined)?.experts ?? 1) > 1)
    out.push({ key: 'workload.model.expertSkew', label: 'expert popularity skew (zipf exponent)', min: 0, max: 1.5, log: false });
  return out;
}

/** The measurement that corresponds to a predicted metric: same name, else same unit and kind. */
export function measuredFor(a: Analysis, config: string, m: SimMetric): Measurement | undefined {
  const mine = a.measurements.filter((x) => x.config === config);
  const exact = mine.find((x) => x.metric === m.name);
  if (exact) return exact;
  if (m.unit === 's') return mine.find((x) => x.unit === 's' && /time|runtime/i.test(x.metric));
  if (m.unit === 'TEPS') return mine.find((x) => /TEPS/i.test(x.metric));
  if (m.unit === 'lookups/s') return mine.find((x) => /lookups\/s/i.test(x.metric));
  return undefined;
}

function setPath(o: Record<string, unknown>, path: string, v: number): void {
  const parts = path.split('.');
  let cur = o;
  for (const p of parts.slice(0, -1)) cur = (cur[p] ??= {}) as Record<string, unknown>;
  cur[parts[parts.length - 1]!] = v;
}

/** The median error, undefined when there is nothing to take it of. */
const medianOf = (xs: number[]) => (xs.length ? median(xs) : undefined);

function grid(p: FitParam, n: number, lo = p.min, hi = p.max): number[] {
  return Array.from({ length: n }, (_, i) => (p.log ? lo * Math.pow(hi / lo, i / (n - 1)) : lo + ((hi - lo) * i) / (n - 1)));
}

/** Fit on `fit` configs (labels with measurements), predict all. `onProgress` gets a share done. */
export function calibrate(p: Proposal, a: Analysis, fit: string[], onProgress?: (done: number) => void): Calibration {
  const params = fitParams(p);
  const labels = p.configs.map((c) => c.label);
  const fitLabels = fit.filter((f) => labels.includes(f));
  if (!fitLabels.length) throw new Error(`no measured config to fit among ${fit.join(', ')}; configs: ${labels.join(', ')}`);
  const withParams = (values: number[]) => {
    const s = structuredClone(p) as Proposal;
    params.forEach((q, i) => setPath(s.scenario as Record<string, unknown>, q.key, values[i]!));
    return s;
  };
  const loss = (values: number[], coarse: boolean) => {
    const s = withParams(values);
    let sum = 0;
    for (const label of fitLabels) {
      const run = simulateResolved(resolveScenario(configScenario(s, label)), label, { coarse });
      for (const m of run.metrics) {
        const meas = measuredFor(a, label, m);
        if (meas && meas.value > 0 && m.value > 0) sum += Math.log(m.value / meas.value) ** 2;
      }
    }
    return sum;
  };
  // A coarse grid over all parameters, then a finer one around the best point.
  const combos = (axes: number[][]): number[][] => axes.reduce<number[][]>((acc, axis) => acc.flatMap((c) => axis.map((v) => [...c, v])), [[]]);
  const first = combos(params.map((q) => grid(q, params.length > 1 ? 6 : 10)));
  const second = (best: number[]) =>
    combos(
      params.map((q, i) => {
        const span = q.log ? Math.pow(q.max / q.min, 1 / (params.length > 1 ? 5 : 9)) : (q.max - q.min) / (params.length > 1 ? 5 : 9);
        const lo = q.log ? Math.max(q.min, best[i]! / span) : Math.max(q.min, best[i]! - span);
        const hi = q.log ? Math.min(q.max, best[i]! * span) : Math.min(q.max, best[i]! + span);
        return grid(q, 5, lo, hi);
      }),
    );
  let best = first[0]!;
  let bestLoss = Infinity;
  const total = first.length + 5 ** params.length;
  let done = 0;
  for (const c of first) {
    const l = loss(c, true);
    if (l < bestLoss) (bestLoss = l), (best = c);
    onProgress?.(++done / total);
  }
  for (const c of second(best)) {
    const l = loss(c, true);
    if (l < bestLoss) (bestLoss = l), (best = c);
    onProgress?.(++done / total);
  }
  const calibrated = withParams(best);
  const runs = labels.map((label) => simulateResolved(resolveScenario(configScenario(calibrated, label)), label));
  const rows: CalibrationRow[] = [];
  for (const run of runs)
    for (const m of run.metrics) {
      const meas = measuredFor(a, run.label, m);
      if (!meas || meas.value === 0) continue;
      rows.push({ config: run.label, metric: m.name, unit: m.unit, measured: meas.value, predicted: m.value, error: Math.abs(m.value - meas.value) / Math.abs(meas.value), fit: fitLabels.includes(run.label) });
    }
  return {
    fitConfigs: fitLabels,
    params: params.map((q, i) => ({ key: q.key, label: q.label, value: best[i]! })),
    rows,
    fitError: medianOf(rows.filter((r) => r.fit).map((r) => r.error)),
    predictError: medianOf(rows.filter((r) => !r.fit).map((r) => r.error)),
    scenario: calibrated.scenario,
    runs,
  };
}
