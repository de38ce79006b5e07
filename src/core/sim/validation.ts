/**
 * The model against published results: each seed's configs simulated from its preset (setup only)
 * and compared with the values TierScope's own analyzer reads from the seed's tables.
 */
import type { Analysis, Measurement } from '../model';
import { median } from '../math/stats';
import type { WorkloadAccuracy } from './published';
import { presetScenario, PRESETS } from './presets';
import { resolveScenario } from './scenario';
import { simulateResolved, type SimRun } from './simulate';

export type CaseKind = 'ratio' | 'promotions' | 'counter' | 'convergence' | 'absolute';

export interface ValidationCase {
  source: string;
  name: string;
  kind: CaseKind;
  measured: number;
  predicted: number;
  /** |predicted - measured| / measured. */
  error: number;
  /** The issue's target for this kind (ratios 10%, promotions 10%, counters 30%); absolute values have none. */
  target?: number;
}

export const TARGETS: Record<CaseKind, number | undefined> = {
  ratio: 0.1,
  promotions: 0.1,
  counter: 0.3,
  convergence: 0.1,
  absolute: undefined,
};

/** Seeds (as bundled in examples/) and the preset that sets up each. */
export const SEED_CASES = [
  {
    file: 'pghot-microbenchmark.txt',
    seed: '001_062b6e2484901b19.txt',
    preset: 'pghot-microbench',
    baseline: 'C1',
    metric: { measured: 'Time (s)', predicted: 'completion time', lowerIsBetter: true },
  },
  {
    file: 'pghot-llama-bench.txt',
    seed: '000_60f5a1fa8f89ac5b.txt',
    preset: 'llama-mixtral-tiered',
    baseline: 'r1',
    metric: undefined,
  },
  {
    file: 'ik-llama-thp-thread.md',
    seed: '004_dbb7e4cb0c3f9b77.txt',
    preset: 'llama-deepseek-thp',
    baseline: 'thp=0',
    metric: undefined,
  },
] as const;

const COUNTERS_VALIDATED =
  /^(pgpromote_|pgdemote_|pgmigrate_success|numa_pte_updates|numa_hint_faults$|numa_pages_migrated|pghot_|hwhint_)/;

function mk(source: string, name: string, kind: CaseKind, measured: number, predicted: number): ValidationCase {
  return {
    source,
    name,
    kind,
    measured,
    predicted,
    error: Math.abs(predicted - measured) / Math.abs(measured),
    target: TARGETS[kind],
  };
}

/** What the validation reads of a seed's analysis (the simulator does not analyze: the caller does). */
export type SeedAnalysis = Pick<Analysis, 'configs' | 'measurements'>;

/** All cases; `analyzed` returns the analysis of an example file. */
export function validationCases(analyzed: (file: string) => SeedAnalysis): {
  cases: ValidationCase[];
  runs: Record<string, SimRun[]>;
} {
  const cases: ValidationCase[] = [];
  const runs: Record<string, SimRun[]> = {};
  for (const sc of SEED_CASES) {
    const a = analyzed(sc.file);
    const configs = Object.keys(PRESETS[sc.preset]!.configs ?? {}).filter((c) => a.configs.some((x) => x.label === c));
    const sim = new Map(configs.map((c) => [c, simulateResolved(resolveScenario(presetScenario(sc.preset, c)), c)]));
    runs[sc.preset] = [...sim.values()];
    // The first measurement of a metric for a config, in the seed's first table that has it.
    const meas = (config: string, metric: string): Measurement | undefined =>
      a.measurements.find((m) => m.config === config && m.metric === metric);
    const predMetric = (r: SimRun, name: string) => r.metrics.find((m) => m.name === name)?.value;
    const base = sim.get(sc.baseline);
    if (!base) continue;
    const metricPairs: { measured: string; predicted: string; lower: boolean }[] = sc.metric
      ? [{ measured: sc.metric.measured, predicted: sc.metric.predicted, lower: sc.metric.lowerIsBetter }]
      : base.metrics.map((m) => ({ measured: m.name, predicted: m.name, lower: m.better === 'lower' }));
    for (const mp of metricPairs) {
      const mb = meas(sc.baseline, mp.measured);
      const pb = predMetric(base, mp.predicted);
      if (!mb || pb === undefined) continue;
      cases.push(mk(sc.seed, `${sc.baseline} ${mp.predicted}`, 'absolute', mb.value, pb));
      for (const c of configs) {
        if (c === sc.baseline) continue;
        const m = meas(c, mp.measured);
        const p = predMetric(sim.get(c)!, mp.predicted);
        if (!m || p === undefined) continue;
        const ratio = (x: number, y: number) => (mp.lower ? y / x : x / y);
        cases.push(
          mk(sc.seed, `${c} ${mp.predicted} vs ${sc.baseline}`, 'ratio', ratio(m.value, mb.value), ratio(p, pb)),
        );
        // Convergence: last repetition over the first, where the seed lists them.
        const it = sim.get(c)!.iterations.find((x) => x.metric === mp.predicted);
        if (m.samples && m.samples.length >= 3 && it && it.values.length >= 3)
          cases.push(
            mk(
              sc.seed,
              `${c} ${mp.predicted} last/first iteration`,
              'convergence',
              m.samples[m.samples.length - 1]! / m.samples[0]!,
              it.values[it.values.length - 1]! / it.values[0]!,
            ),
          );
      }
    }
    for (const c of configs) {
      const r = sim.get(c)!;
      for (const [name, p] of Object.entries(r.counters)) {
        if (!COUNTERS_VALIDATED.test(name)) continue;
        const m = meas(c, name);
        if (!m || m.value === 0) continue;
        cases.push(mk(sc.seed, `${c} ${name}`, name === 'pgpromote_success' ? 'promotions' : 'counter', m.value, p));
      }
    }
  }
  return { cases, runs };
}

export interface ValidationSummary {
  kind: CaseKind;
  n: number;
  median: number;
  worst: ValidationCase;
  withinTarget: number;
}

export function summarize(cases: ValidationCase[]): ValidationSummary[] {
  const kinds: CaseKind[] = ['ratio', 'convergence', 'promotions', 'counter', 'absolute'];
  return kinds.flatMap((kind) => {
    const cs = cases.filter((c) => c.kind === kind);
    if (!cs.length) return [];
    const worst = cs.reduce((w, c) => (c.error > w.error ? c : w));
    return [
      {
        kind,
        n: cs.length,
        median: median(cs.map((c) => c.error)),
        worst,
        withinTarget: cs.filter((c) => c.target !== undefined && c.error <= c.target).length,
      },
    ];
  });
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const num = (x: number) =>
  Math.abs(x) >= 1e5 ? Math.round(x).toLocaleString('en-US') : Number(x.toPrecision(4)).toString();

export function renderValidation(cases: ValidationCase[], date: string): string {
  const out = [
    '# Simulator validation',
    '',
    `Generated by \`npm run validate\` on ${date}. Every case is a published value read by TierScope's analyzer`,
    "from the seed, beside the model's prediction for the same setup (the preset, setup only; nothing fitted",
    'to these values). Error = |predicted - measured| / measured. Targets from the simulator issue: ratios',
    'between configs and promotion counts within 10%, other counters within 30%; absolute values have no target.',
    'Counters the seed reports as 0 are left out (the model predicts 0 for all of them).',
    '',
    '## Summary',
    '',
    '| kind | cases | median error | worst case | worst error | within target |',
    '|---|---:|---:|---|---:|---:|',
    ...summarize(cases).map(
      (s) =>
        `| ${s.kind} | ${s.n} | ${pct(s.median)} | ${s.worst.name} (${s.worst.source.slice(0, 3)}) | ${pct(s.worst.error)} | ${s.kind === 'absolute' ? '-' : `${s.withinTarget}/${s.n}`} |`,
    ),
    '',
    `All ${cases.length} cases: median error ${pct(median(cases.map((c) => c.error)))}, worst ${pct(Math.max(...cases.map((c) => c.error)))}.`,
    '',
    '## Cases',
    '',
    '| source | case | kind | measured | predicted | error | target |',
    '|---|---|---|---:|---:|---:|---:|',
    ...cases.map(
      (c) =>
        `| ${c.source} | ${c.name} | ${c.kind} | ${num(c.measured)} | ${num(c.predicted)} | ${pct(c.error)} | ${c.target === undefined ? '-' : (c.error <= c.target ? 'ok ' : 'miss ') + pct(c.target)} |`,
    ),
    '',
  ];
  return out.join('\n');
}

export interface PresetAccuracy {
  seed: string;
  cases: number;
  /** Median errors by kind. */
  ratio?: number;
  promotions?: number;
  counter?: number;
}

/** The model's error per preset, as a generated module the dashboard labels predictions with. */
export function accuracyByPreset(cases: ValidationCase[]): Record<string, PresetAccuracy> {
  const out: Record<string, PresetAccuracy> = {};
  for (const sc of SEED_CASES) {
    const cs = cases.filter((c) => c.source === sc.seed);
    const med = (kind: CaseKind) => {
      const xs = cs.filter((c) => c.kind === kind).map((c) => c.error);
      return xs.length ? Number(median(xs).toFixed(4)) : undefined;
    };
    out[sc.preset] = {
      seed: sc.seed,
      cases: cs.length,
      ratio: med('ratio'),
      promotions: med('promotions'),
      counter: med('counter'),
    };
  }
  return out;
}

export function accuracyModule(cases: ValidationCase[], byWorkload: Record<string, WorkloadAccuracy> = {}): string {
  return `/** Generated by \`npm run validate\` (scripts/validate.ts): the model's median error on each preset's published cases. */
import type { WorkloadAccuracy } from './published';
import type { PresetAccuracy } from './validation';

export const ACCURACY: Record<string, PresetAccuracy> = ${JSON.stringify(accuracyByPreset(cases), null, 2)};

/** The published cases beyond the seeds by workload family: the median of their source families' median errors. */
export const FAMILY_ACCURACY: Record<string, WorkloadAccuracy> = ${JSON.stringify(byWorkload, null, 2)};
`;
}
