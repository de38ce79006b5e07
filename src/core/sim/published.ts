/**
 * Published results beyond the seeds (validation/cases/*.json, format in validation/FORMAT.md):
 * each case's configs simulated from its scenario, and every published config-to-config ratio
 * compared with the predicted one. Nothing in the model is fitted to these cases, so the error per
 * source family is also its leave-one-family-out error.
 */
import { median } from '../math/stats';
import { resolveScenario, ScenarioError } from './scenario';
import { simulateResolved } from './simulate';

type Raw = Record<string, unknown>;

export interface PublishedCase {
  id: string;
  family: string;
  title: string;
  source: { where: string; quote: string };
  assumptions: string[];
  scenario: Raw;
  configs: Record<
    string,
    { tunables?: Raw; placement?: Raw; workload?: Raw; machine?: Raw; hog?: Raw; antagonist?: Raw }
  >;
  results: {
    metric: string;
    baseline: string;
    config: string;
    measured?: { baseline: number; config: number };
    ratio?: number;
    quote?: string;
    /** The runs' relative standard deviations in percent, as the source states them (`134.33 ( 0.19 )`, `± 7%`). */
    stdevPct?: { baseline: number; config: number };
    sourceCaveat?: string;
  }[];
  needs?: string;
  /** What decides the compared ratios that the source does not state (the value used is an assumption, not tuned): the row is marked. */
  decidedBy?: string;
}

export interface PublishedComparison {
  case: string;
  family: string;
  name: string;
  metric: string;
  /** config value / baseline value. */
  measured: number;
  predicted?: number;
  error?: number;
  /** Predicted and measured on opposite sides of 1 (both more than 2% away from it, the measured one beyond its noise). */
  wrongDirection?: boolean;
  /** The measured ratio's relative standard deviation when it is within two of them of 1: the runs show no direction. */
  noDirection?: number;
  /** Why there is no prediction: a mechanism the model lacks, or the run's error. */
  missing?: string;
  /** The source's own words that this run is not representative (still counted, shown beside it). */
  sourceCaveat?: string;
  /** What decides this ratio that the source does not state (the case's `decidedBy`): counted, and marked. */
  decidedBy?: string;
}

/** The case's scenario with one config's changes: tunables merged, workload merged, the rest replaced. */
export function configScenarioOf(c: PublishedCase, label: string): Raw {
  const base = structuredClone(c.scenario);
  const cfg = c.configs[label];
  if (!cfg) throw new Error(`${c.id}: no config "${label}"`);
  const merged: Raw = { ...base, name: `${c.id} ${label}` };
  if (cfg.tunables) merged.tunables = { ...(base.tunables as Raw | undefined), ...cfg.tunables };
  if (cfg.workload) merged.workload = { ...(base.workload as Raw), ...cfg.workload };
  for (const k of ['placement', 'machine', 'hog', 'antagonist'] as const) if (cfg[k]) merged[k] = cfg[k];
  return merged;
}

/** Simulated metric values by config, or why a config could not be simulated. */
function runConfigs(c: PublishedCase, budgetMs: number): Map<string, Record<string, number> | string> {
  const out = new Map<string, Record<string, number> | string>();
  const needed = new Set(c.results.flatMap((r) => [r.baseline, r.config]));
  for (const label of needed) {
    try {
      const run = simulateResolved(resolveScenario(configScenarioOf(c, label)), label, { budgetMs });
      out.set(label, Object.fromEntries(run.metrics.map((m) => [m.name, m.value])));
    } catch (e) {
      const why =
        e instanceof ScenarioError && c.needs ? `needs ${c.needs.split(/[.;(]/)[0]!.trim()}` : (e as Error).message;
      out.set(label, why);
    }
  }
  return out;
}

export function comparePublished(cases: PublishedCase[], budgetMs = 20_000): PublishedComparison[] {
  const rows: PublishedComparison[] = [];
  for (const c of cases) {
    const runs = runConfigs(c, budgetMs);
    for (const r of c.results) {
      const measured = r.ratio ?? (r.measured ? r.measured.config / r.measured.baseline : NaN);
      if (!(measured > 0) || !Number.isFinite(measured)) continue;
      // Independent runs: the ratio's relative deviation is the two runs' combined.
      const noise = r.stdevPct ? Math.hypot(r.stdevPct.baseline, r.stdevPct.config) / 100 : 0;
      const hasDirection = Math.abs(measured - 1) > Math.max(0.02, 2 * noise);
      const row: PublishedComparison = {
        case: c.id,
        family: c.family,
        name: `${r.config} vs ${r.baseline}`,
        metric: r.metric,
        measured,
        ...(r.sourceCaveat ? { sourceCaveat: r.sourceCaveat } : {}),
        ...(c.decidedBy ? { decidedBy: c.decidedBy } : {}),
        ...(!hasDirection && noise > 0 ? { noDirection: noise } : {}),
      };
      const b = runs.get(r.baseline);
      const x = runs.get(r.config);
      const problem = [b, x].find((v) => typeof v === 'string');
      const pb = typeof b === 'object' ? b[r.metric] : undefined;
      const px = typeof x === 'object' ? x[r.metric] : undefined;
      if (problem) row.missing = problem;
      else if (pb === undefined || px === undefined || !(pb > 0)) row.missing = `the model has no metric "${r.metric}"`;
      else {
        row.predicted = px / pb;
        row.error = Math.abs(row.predicted - measured) / measured;
        row.wrongDirection = hasDirection && Math.abs(row.predicted - 1) > 0.02 && measured > 1 !== row.predicted > 1;
      }
      rows.push(row);
    }
  }
  return rows;
}

export interface FamilyError {
  family: string;
  compared: number;
  missing: number;
  median?: number;
  wrongDirection: number;
}

export function errorsByFamily(rows: PublishedComparison[]): FamilyError[] {
  const families = [...new Set(rows.map((r) => r.family))].sort();
  return families.map((family) => {
    const mine = rows.filter((r) => r.family === family);
    const errs = mine.flatMap((r) => (r.error === undefined ? [] : [r.error]));
    return {
      family,
      compared: errs.length,
      missing: mine.length - errs.length,
      median: errs.length ? median(errs) : undefined,
      wrongDirection: mine.filter((r) => r.wrongDirection).length,
    };
  });
}

export interface WorkloadAccuracy {
  /** Predicted ratios of this workload family. */
  cases: number;
  /** Source families (validation/cases `family`) they come from. */
  sources: number;
  /** The median over those source families of their median error: each family counted once, none fitted. */
  median: number;
}

/** The published error by workload family (`scenario.workload.family`): what a paste of that kind can expect before calibration. */
export function errorsByWorkload(
  cases: PublishedCase[],
  rows: PublishedComparison[],
): Record<string, WorkloadAccuracy> {
  const workloadOf = new Map(cases.map((c) => [c.id, String((c.scenario.workload as Raw | undefined)?.family)]));
  const out: Record<string, WorkloadAccuracy> = {};
  const predicted = rows.filter((r) => r.error !== undefined);
  for (const w of [...new Set(predicted.map((r) => workloadOf.get(r.case)!))].sort()) {
    const mine = predicted.filter((r) => workloadOf.get(r.case) === w);
    const fams = errorsByFamily(mine).filter((f) => f.median !== undefined);
    out[w] = {
      cases: mine.length,
      sources: fams.length,
      median: Number(median(fams.map((f) => f.median!)).toFixed(4)),
    };
  }
  return out;
}

const pct = (x: number | undefined) => (x === undefined ? '-' : `${(x * 100).toFixed(1)}%`);
const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/</g, '&lt;');

/** ' (1 of them a run its source calls unrepresentative)' when a wrong-direction row carries a caveat; rows without a measured direction. */
function caveated(rows: PublishedComparison[]): string {
  const n = rows.filter((r) => r.wrongDirection && r.sourceCaveat).length;
  const quiet = rows.filter((r) => r.noDirection !== undefined).length;
  return (
    (n ? ` (${n} of them a run its source calls unrepresentative)` : '') +
    (quiet
      ? `; ${quiet} measured ratio${quiet > 1 ? 's' : ''} within two standard deviations of 1 (the source's) ha${quiet > 1 ? 've' : 's'} no direction`
      : '')
  );
}

function note(r: PublishedComparison): string {
  return [
    r.missing ?? (r.wrongDirection ? 'wrong direction' : ''),
    r.noDirection !== undefined ? `no measured direction: the ratio's stdev is ${pct(r.noDirection)}` : '',
    r.sourceCaveat ? `the source: "${r.sourceCaveat}"` : '',
    r.decidedBy && r.error !== undefined ? `not stated by the source and decisive: ${r.decidedBy}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/** The headline: each family's median counted once (leave-one-family-out), then the per-ratio figures. */
function headline(rows: PublishedComparison[]): string[] {
  const compared = rows.filter((r) => r.error !== undefined);
  const medians = errorsByFamily(rows).flatMap((f) => (f.median === undefined ? [] : [f.median]));
  const marked = compared.filter((r) => r.decidedBy).length;
  return [
    `Leave-one-family-out (each family's median error counted once): median ${pct(medians.length ? median(medians) : undefined)} over ${medians.length} families with a prediction, ${medians.filter((m) => m <= 0.1).length} of them within 10%.`,
    `All predicted ratios: median error ${pct(compared.length ? median(compared.map((r) => r.error!)) : undefined)}, ${compared.filter((r) => r.error! <= 0.1).length} of ${compared.length} within 10%; wrong direction ${compared.filter((r) => r.wrongDirection).length} of ${compared.length}${caveated(compared)}${marked ? `; ${marked} predicted ratio${marked > 1 ? 's' : ''} depend${marked > 1 ? '' : 's'} on something the source does not state (marked in the note)` : ''}.`,
  ];
}

export function renderPublished(cases: PublishedCase[], rows: PublishedComparison[]): string {
  const compared = rows.filter((r) => r.error !== undefined);
  const fam = errorsByFamily(rows);
  return [
    '## Published results beyond the seeds',
    '',
    `${cases.length} cases from \`validation/cases/\` (sources and every assumption in each file), ${rows.length} published`,
    `ratios (config value / baseline value), ${compared.length} of them predicted. The others need a mechanism the model`,
    'does not have (named below). No constant of the model was set from these cases (nothing is fitted), so the error',
    "of each family is its leave-one-family-out error; but mechanisms were written after some families' misses were",
    'seen (docs/simulator.md says which), so those families are not a blind test.',
    '',
    ...headline(rows),
    '',
    '| family | predicted | not modelled | median error (leave-one-family-out) | wrong direction |',
    '|---|---:|---:|---:|---:|',
    ...fam.map((f) => `| ${f.family} | ${f.compared} | ${f.missing} | ${pct(f.median)} | ${f.wrongDirection} |`),
    '',
    '| case | comparison | metric | measured | predicted | error | note |',
    '|---|---|---|---:|---:|---:|---|',
    ...rows.map(
      (r) =>
        `| ${r.case} | ${cell(r.name)} | ${r.metric} | ${r.measured.toFixed(3)} | ${r.predicted === undefined ? '-' : r.predicted.toFixed(3)} | ${pct(r.error)} | ${cell(note(r))} |`,
    ),
    '',
  ].join('\n');
}
