/**
 * What NUMA balancing did for a result: a throughput or time that changed against the baseline, read beside
 * the PTE updates and migrations it cost and the locality it bought ("the 30% gain comes with 2.1x PTE
 * updates and 1.9x migrations: more scanning bought locality"). Said only where both runs paste the counters.
 */
import type { Analysis, Comparison, Finding, Measurement } from '../model';
import { isCost } from './cost';
import { someComparison } from './lazyComparisons';
import { counterName } from './derived';
import { f, pct, ratio } from './sentence';

type Get = (config: string, metric: string) => Measurement | undefined;

/** A change smaller than this is no change of the result worth explaining. */
const RESULT_CHANGE = 0.05;
/** A counter ratio this far from 1 (either way) is clearly more or less balancing work, enough to read the result by. */
const WORK_CHANGE = 1.5;
/** A share that moved less than this (absolute) barely moved. */
const SHARE_MOVE = 0.02;

/** A counter of a config under the kernel's name, or as lkp or mmtests name it. */
function countersOf(a: Analysis): Get {
  const index = new Map<string, Map<string, Measurement>>();
  for (const m of a.measurements) {
    const name = counterName(m.metric) ?? m.metric;
    let byName = index.get(m.config);
    if (!byName) index.set(m.config, (byName = new Map<string, Measurement>()));
    if (!byName.has(name)) byName.set(name, m);
  }
  return (cfg, name) => index.get(cfg)?.get(name);
}

/** The result that moved most for a config against the baseline: a directed metric, not a CPU-time cost. */
function headline(a: Analysis, cfg: string, base: string, derived: Set<string>): Comparison | undefined {
  return a.comparisons
    .filter(
      (x) =>
        x.config === cfg &&
        x.baseline === base &&
        x.direction !== 'none' &&
        x.verdict !== 'n/a' &&
        !isCost(x.metric) &&
        // the extremes of a distribution (`Max fault-huge-3`, `elapsed_time.max`) are not its result
        !/^(?:max|min)\b|\.(?:max|min)$/i.test(x.metric) &&
        !derived.has(x.metric) &&
        Math.abs(Math.log(x.ratio)) >= Math.log(1 + RESULT_CHANGE),
    )
    .sort((p, q) => Math.abs(Math.log(q.ratio)) - Math.abs(Math.log(p.ratio)))[0];
}

const rise = (r: number) => r >= WORK_CHANGE;
const fall = (r: number) => r <= 1 / WORK_CHANGE;

/** What the work and the locality say about the change, when they clearly say something. */
function reading(better: boolean, work: number[], locality: number | undefined): string {
  const more = work.some(rise) && !work.some(fall);
  const less = work.some(fall) && !work.some(rise);
  if (better && more)
    return locality === undefined
      ? 'more scanning, and a better result'
      : locality >= SHARE_MOVE
        ? 'more scanning bought locality'
        : 'the local hint-fault share did not rise: the gain is not from locality';
  if (better && less) return 'less balancing work for a better result';
  if (!better && more) return 'more balancing work did not pay';
  if (!better && less) return 'less balancing work and a worse result: too little scanning';
  return '';
}

/** Hint-fault counts this far apart make the two local shares incomparable (one run barely faulted). */
const FAULTS_APART = 10;

/** Whether NUMA balancing is what the paste is about: a config sets it, or a run, table or result names NUMA. */
const aboutBalancing = (a: Analysis) =>
  a.configs.some((c) => 'kernel.numa_balancing' in c.tunables || NUMA.test(c.label)) ||
  a.blocks.some((b) => b.title !== undefined && NUMA.test(b.title)) ||
  someComparison(a, (x) => x.direction !== 'none' && NUMA.test(x.metric));
const NUMA = /numa|specjbb/i;

/** One finding per config whose result moved and whose balancing counters are pasted beside the baseline's. */
export function balancingFindings(a: Analysis, get: Get): Finding[] {
  const base = a.baseline;
  if (!base || !aboutBalancing(a)) return [];
  const counter = countersOf(a);
  const derived = new Set(a.derived.map((m) => m.metric));
  return a.configs.flatMap(({ label: cfg }) => {
    if (cfg === base) return [];
    const pairs = [
      ['PTE updates', 'numa_pte_updates'],
      ['pages migrated', counter(cfg, 'numa_pages_migrated') ? 'numa_pages_migrated' : 'pgmigrate_success'],
    ]
      .map(([what, name]) => ({ what: what!, m: counter(cfg, name!), b: counter(base, name!) }))
      .filter((p): p is { what: string; m: Measurement; b: Measurement } => !!p.m && !!p.b && p.b.value > 0);
    if (!pairs.length) return [];
    const x = headline(a, cfg, base, derived);
    if (!x) return [];
    const better = x.verdict === 'better';
    const shares = (['hint fault locality', 'hint faults per pte update', 'thp migration share'] as const).flatMap(
      (name) => {
        const m = get(cfg, name);
        const b = get(base, name);
        // a share that did not move says nothing (a THP migration share of 100% in both)
        if (!m || !b || (name !== 'hint faults per pte update' && Math.abs(m.value - b.value) < SHARE_MOVE)) return [];
        return [{ name, m, b }];
      },
    );
    const local = { m: get(cfg, 'hint fault locality'), b: get(base, 'hint fault locality') };
    const faults = [counter(cfg, 'numa_hint_faults')?.value ?? 0, counter(base, 'numa_hint_faults')?.value ?? 0];
    const comparableShares = Math.min(...faults) * FAULTS_APART >= Math.max(...faults);
    const work = pairs.map((p) => p.m.value / p.b.value);
    const said = [
      `${cfg} vs ${base}: ${x.metric} ${ratio(x.ratio)} (${better ? 'better' : 'worse'}) comes with ${pairs
        .map((p, i) => `${ratio(work[i]!)} ${p.what}`)
        .join(' and ')}`,
      ...shares.map(({ name, m, b }) =>
        name === 'hint faults per pte update'
          ? `${name} ${Number(b.value.toPrecision(2))} -> ${Number(m.value.toPrecision(2))}`
          : `${name === 'hint fault locality' ? 'local hint-fault share' : name} ${pct(b.value)} -> ${pct(m.value)}`,
      ),
    ].join('; ');
    const why = reading(
      better,
      work,
      local.m && local.b && comparableShares ? local.m.value - local.b.value : undefined,
    );
    const ms = [get(cfg, x.metric), get(base, x.metric), ...pairs.flatMap((p) => [p.m, p.b])];
    return [f('info', 'balancing-cost', `${said}${why ? `: ${why}` : ''}.`, ms)];
  });
}
