/**
 * Calibration: fit the workload's free parameters (memory-level parallelism, the hog's hotness or the
 * experts' skew) to one or two measured configs, then predict every config and report the error, so
 * a user sees how far to trust the model before asking it anything new.
 */
import type { Analysis, Measurement } from '../model';

/** What calibration reads of an analysis: its measurements (the webview's worker holds no more). */
export type Measured = Pick<Analysis, 'measurements'>;
import { median } from '../math/stats';
import { SimulationError } from './errors';
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
  /** How far off, as a factor: max(predicted / measured, measured / predicted) - 1 (`offBy`). */
  error: number;
  fit: boolean;
}

export interface Calibration {
  fitConfigs: string[];
  params: { key: string; label: string; value: number; min: number; max: number; atBound?: 'min' | 'max' }[];
  rows: CalibrationRow[];
  /** Median error over the fitted configs' metrics, and over the others (the model's error here). */
  fitError?: number;
  predictError?: number;
  /** The base (first fitted) config predicted from a fit on the others: the model's error on a config it was not fitted to. */
  baseLeftOut?: { config: string; fitOn: string[]; error: number };
  /** Every measured config's error when it was not fitted: a fitted one from a fit on the other fitted configs (leave one out), the others from the fit. */
  heldOut?: { config: string; fitOn: string[]; error: number }[];
  /** The held-out error: the median over the configs of `heldOut`, and at least the base config's (the what-if starts there). */
  heldOutError?: number;
  /** The error a what-if ratio carries here: `heldOutError` (never the fit's own error). */
  ratioError?: number;
  /** The calibrated scenario (raw), for what-if runs. */
  scenario: Record<string, unknown>;
  runs: SimRun[];
}

export function fitParams(p: Proposal): FitParam[] {
  const out: FitParam[] = [
    {
      key: 'workload.mlp',
      label: 'memory-level parallelism (misses in flight per thread)',
      min: 1,
      max: 64,
      log: true,
    },
  ];
  if (p.family === 'llm' && p.scenario.hog)
    out.push({
      key: 'hog.touchesPerPagePerSec',
      label: "hog's touches per page per second",
      min: 0.05,
      max: 5,
      log: true,
    });
  else if (p.family === 'llm' && ((p.scenario.workload.model as { experts?: number } | undefined)?.experts ?? 1) > 1)
    out.push({
      key: 'workload.model.expertSkew',
      label: 'expert popularity skew (zipf exponent)',
      min: 0,
      max: 1.5,
      log: false,
    });
  return out;
}

/** How far off a prediction is, as a factor: max(p/m, m/p) - 1 (2x too low is 100% off, not 50%). */
export function offBy(predicted: number, measured: number): number {
  if (!(predicted > 0) || !(measured > 0)) return predicted === measured ? 0 : Infinity;
  return Math.max(predicted / measured, measured / predicted) - 1;
}

/** The measurement that corresponds to a predicted metric: same name, else same unit and kind. */
export function measuredFor(a: Measured, config: string, m: SimMetric): Measurement | undefined {
  const mine = a.measurements.filter((x) => x.config === config);
  const exact = mine.find((x) => x.metric === m.name);
  if (exact) return exact;
  if (m.unit === 's') return mine.find((x) => x.unit === 's' && /time|runtime/i.test(x.metric));
  if (m.unit === 'TEPS') return mine.find((x) => /TEPS/i.test(x.metric));
  if (m.unit === 'lookups/s') return mine.find((x) => /lookups\/s/i.test(x.metric));
  return undefined;
}

/** Each metric of the model's runs beside its measurement, with the error; `fit`: whether a run was fitted on. */
export function againstMeasured(a: Measured, runs: SimRun[], fit: (label: string) => boolean): CalibrationRow[] {
  const rows: CalibrationRow[] = [];
  for (const run of runs)
    for (const m of run.metrics) {
      const meas = measuredFor(a, run.label, m);
      const error = meas && meas.value > 0 ? offBy(m.value, meas.value) : NaN;
      // a measured value of about 0 (5e-324) has no relative error to show
      if (!meas || !Number.isFinite(error)) continue;
      rows.push({
        config: run.label,
        metric: m.name,
        unit: m.unit,
        measured: meas.value,
        predicted: m.value,
        error,
        fit: fit(run.label),
      });
    }
  return rows;
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
  return Array.from({ length: n }, (_, i) =>
    p.log ? lo * Math.pow(hi / lo, i / (n - 1)) : lo + ((hi - lo) * i) / (n - 1),
  );
}

type Combo = number[];
const combos = (axes: number[][]): Combo[] =>
  axes.reduce<Combo[]>((acc, axis) => acc.flatMap((c) => axis.map((v) => [...c, v])), [[]]);

/** Parameter values that best fit `labels` (least squares of log ratios): a coarse grid, then a finer one around its best. */
function fitValues(
  p: Proposal,
  a: Measured,
  params: FitParam[],
  labels: string[],
  budget: Budget,
  onStep?: () => void,
): Combo {
  const loss = (values: Combo) => {
    const s = withParams(p, params, values);
    let sum = 0;
    for (const label of labels) {
      const run = budget.run((budgetMs) =>
        simulateResolved(resolveScenario(configScenario(s, label)), label, { coarse: true, budgetMs }),
      );
      for (const m of run.metrics) {
        const meas = measuredFor(a, label, m);
        if (meas && meas.value > 0 && m.value > 0) sum += Math.log(m.value / meas.value) ** 2;
      }
    }
    return sum;
  };
  const steps = params.length > 1 ? 6 : 10;
  let best = combos(params.map((q) => grid(q, steps)))[0]!;
  let bestLoss = Infinity;
  const tryAll = (cs: Combo[]) => {
    for (const c of cs) {
      const l = loss(c);
      if (l < bestLoss) {
        bestLoss = l;
        best = c;
      }
      onStep?.();
    }
  };
  tryAll(combos(params.map((q) => grid(q, steps))));
  const around = best;
  tryAll(
    combos(
      params.map((q, i) => {
        const span = q.log ? Math.pow(q.max / q.min, 1 / (steps - 1)) : (q.max - q.min) / (steps - 1);
        const lo = q.log ? Math.max(q.min, around[i]! / span) : Math.max(q.min, around[i]! - span);
        const hi = q.log ? Math.min(q.max, around[i]! * span) : Math.min(q.max, around[i]! + span);
        return grid(q, 5, lo, hi);
      }),
    ),
  );
  return best;
}

function withParams(p: Proposal, params: FitParam[], values: Combo): Proposal {
  const s = structuredClone(p);
  params.forEach((q, i) => setPath(s.scenario, q.key, values[i]!));
  return s;
}

/** A fitted value within 2% (of the log range for log parameters) of a bound: the data wanted it further out. */
function boundOf(q: FitParam, v: number): 'min' | 'max' | undefined {
  const pos = q.log ? Math.log(v / q.min) / Math.log(q.max / q.min) : (v - q.min) / (q.max - q.min);
  return pos <= 0.02 ? 'min' : pos >= 0.98 ? 'max' : undefined;
}

/** Median relative error of `label`'s metrics predicted from a scenario. */
function errorOf(p: Proposal, a: Measured, label: string, budget: Budget): number | undefined {
  const run = budget.run((budgetMs) =>
    simulateResolved(resolveScenario(configScenario(p, label)), label, { budgetMs }),
  );
  const errs = run.metrics.flatMap((m) => {
    const meas = measuredFor(a, label, m);
    const e = meas && meas.value > 0 ? offBy(m.value, meas.value) : NaN;
    return Number.isFinite(e) ? [e] : [];
  });
  return medianOf(errs);
}

/** The whole calibration's wall time: each run gets at most 20 s and what is left; none starts after the end. */
class Budget {
  private readonly end: number;
  constructor(private readonly ms: number) {
    this.end = now() + ms;
  }
  left(): number {
    const left = this.end - now();
    if (left <= 0)
      throw new SimulationError(
        `the calibration took longer than its ${+(this.ms / 1000).toFixed(this.ms < 10_000 ? 3 : 0)} s budget; fit fewer configs or check the proposed scenario`,
      );
    return Math.min(20_000, left);
  }

  /**
   * A run on what is left: one that uses the calibration's last seconds ends it with the calibration's own
   * budget in the message (the run's said "took longer than its 0 s budget" after 120 s).
   */
  run<T>(f: (budgetMs: number) => T): T {
    const ms = this.left();
    try {
      return f(ms);
    } catch (e) {
      if (e instanceof SimulationError && now() >= this.end) this.left();
      throw e;
    }
  }
}

const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/** Default wall-time budget of one calibration. */
export const CALIBRATION_BUDGET_MS = 120_000;

/** Fit on `fit` configs (labels with measurements), predict all. `onProgress` gets a share done. */
export function calibrate(
  p: Proposal,
  a: Measured,
  fit: string[],
  onProgress?: (done: number) => void,
  budgetMs = CALIBRATION_BUDGET_MS,
): Calibration {
  const budget = new Budget(budgetMs);
  const params = fitParams(p);
  const labels = p.configs.map((c) => c.label);
  const fitLabels = fit.filter((f) => labels.includes(f));
  if (!fitLabels.length)
    throw new Error(`no measured config to fit among ${fit.join(', ')}; configs: ${labels.join(', ')}`);
  // Leave each fitted config out in turn: fit on the other fitted configs (or, with one, the next
  // measured config), predict it. The configs not fitted are held out of the main fit already.
  const base = fitLabels[0]!;
  const othersOf = (f: string) =>
    fitLabels.length > 1 ? fitLabels.filter((l) => l !== f) : labels.filter((l) => l !== f).slice(0, 1);
  const looFits = fitLabels.filter((f) => othersOf(f).length);
  const perFit = (params.length > 1 ? 6 : 10) ** params.length + 5 ** params.length;
  const total = perFit * (1 + looFits.length);
  let done = 0;
  const step = () => onProgress?.(++done / total);
  const best = fitValues(p, a, params, fitLabels, budget, step);
  const heldOut: { config: string; fitOn: string[]; error: number }[] = [];
  for (const f of looFits) {
    const fitOn = othersOf(f);
    const e = errorOf(withParams(p, params, fitValues(p, a, params, fitOn, budget, step)), a, f, budget);
    if (e !== undefined) heldOut.push({ config: f, fitOn, error: e });
  }
  const baseLeftOutError = heldOut.find((h) => h.config === base)?.error;
  const calibrated = withParams(p, params, best);
  const runs = labels.map((label) =>
    budget.run((budgetMs) => simulateResolved(resolveScenario(configScenario(calibrated, label)), label, { budgetMs })),
  );
  const rows = againstMeasured(a, runs, (label) => fitLabels.includes(label));
  const predictError = medianOf(rows.filter((r) => !r.fit).map((r) => r.error));
  for (const label of labels) {
    if (fitLabels.includes(label)) continue;
    const e = medianOf(rows.filter((r) => r.config === label).map((r) => r.error));
    if (e !== undefined) heldOut.push({ config: label, fitOn: fitLabels, error: e });
  }
  const heldOutMedian = medianOf(heldOut.map((h) => h.error));
  const heldOutError = heldOutMedian === undefined ? undefined : Math.max(heldOutMedian, baseLeftOutError ?? 0);
  return {
    fitConfigs: fitLabels,
    params: params.map((q, i) => ({
      key: q.key,
      label: q.label,
      value: best[i]!,
      min: q.min,
      max: q.max,
      atBound: boundOf(q, best[i]!),
    })),
    rows,
    fitError: medianOf(rows.filter((r) => r.fit).map((r) => r.error)),
    predictError,
    baseLeftOut:
      baseLeftOutError === undefined ? undefined : { config: base, fitOn: othersOf(base), error: baseLeftOutError },
    heldOut,
    heldOutError,
    ratioError: heldOutError,
    scenario: calibrated.scenario,
    runs,
  };
}

/** A what-if ratio with its interval from the calibration's out-of-sample error e: [r / (1 + e), r (1 + e)]. */
export function ratioInterval(ratio: number, e: number | undefined): [number, number] | undefined {
  return e === undefined ? undefined : [ratio / (1 + e), ratio * (1 + e)];
}
