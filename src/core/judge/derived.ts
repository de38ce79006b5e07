/** Derived tiering metrics from the counters of each config (promotion yield, churn, hint faults per promotion, ...). */
import { PAGE_SIZE } from '../vocabulary/memory';
import type { Measurement } from '../model';
import { FirstMeasurements } from './firstIndex';

type Lookup = (metric: string) => Measurement | undefined;

interface Rule {
  metric: string;
  unit: string;
  /** Numerator first: its block and line are the evidence. */
  compute: (get: Lookup) => { value: number; from: Measurement } | undefined;
}

const sum = (get: Lookup, names: string[]) => {
  const ms = names.map(get).filter((m): m is Measurement => !!m);
  return ms.length ? { value: ms.reduce((a, m) => a + m.value, 0), from: ms[0]! } : undefined;
};
const ratio = (num: { value: number; from: Measurement } | undefined, den: { value: number } | undefined) =>
  num && den && den.value > 0 ? { value: num.value / den.value, from: num.from } : undefined;
const one = (get: Lookup, name: string) => {
  const m = get(name);
  return m ? { value: m.value, from: m } : undefined;
};
/** Base pages in a PMD-size THP (2 MiB / 4 KiB). */
const THP_PAGES = 512;
const DEMOTE = ['pgdemote_kswapd', 'pgdemote_direct', 'pgdemote_khugepaged', 'pgdemote_proactive'];

/** The derived metrics; each exists only where its counters do. */
export const DERIVED_RULES: Rule[] = [
  {
    metric: 'promotion yield',
    unit: 'ratio',
    compute: (g) => ratio(one(g, 'pgpromote_success'), sum(g, ['pgpromote_candidate', 'pgpromote_candidate_nrl'])),
  },
  {
    metric: 'promoted',
    unit: 'bytes',
    compute: (g) => {
      const m = one(g, 'pgpromote_success');
      return m && { value: m.value * PAGE_SIZE, from: m.from };
    },
  },
  {
    metric: 'migrated',
    unit: 'bytes',
    compute: (g) => {
      const m = one(g, 'pgmigrate_success') ?? one(g, 'numa_pages_migrated');
      return m && { value: m.value * PAGE_SIZE, from: m.from };
    },
  },
  { metric: 'demote/promote churn', unit: 'ratio', compute: (g) => ratio(sum(g, DEMOTE), one(g, 'pgpromote_success')) },
  {
    metric: 'hint faults per promotion',
    unit: 'ratio',
    compute: (g) => ratio(one(g, 'numa_hint_faults'), one(g, 'pgpromote_success')),
  },
  {
    metric: 'hint faults per pte update',
    unit: 'ratio',
    compute: (g) => ratio(one(g, 'numa_hint_faults'), one(g, 'numa_pte_updates')),
  },
  {
    metric: 'hint fault locality',
    unit: 'ratio',
    compute: (g) => ratio(one(g, 'numa_hint_faults_local'), one(g, 'numa_hint_faults')),
  },
  {
    metric: 'pages migrated per hint fault',
    unit: 'ratio',
    compute: (g) => ratio(one(g, 'numa_pages_migrated') ?? one(g, 'pgmigrate_success'), one(g, 'numa_hint_faults')),
  },
  {
    metric: 'thp migration share',
    unit: 'ratio',
    compute: (g) => {
      const thp = one(g, 'thp_migration_success');
      const pages = one(g, 'pgmigrate_success');
      if (!thp || !pages || pages.value <= 0) return undefined;
      // pgmigrate_success counts base pages, a THP's too: the share of them that moved as part of a THP
      return { value: Math.min(1, (thp.value * THP_PAGES) / pages.value), from: thp.from };
    },
  },
  {
    metric: 'hwhint extmem share',
    unit: 'ratio',
    compute: (g) => ratio(one(g, 'hwhint_extmem_accesses'), one(g, 'hwhint_total_events')),
  },
  {
    metric: 'huge page coverage',
    unit: 'ratio',
    compute: (g) => {
      const nodes = ['node0', 'node1', 'node2', 'node3', 'node4', 'node5', 'node6', 'node7'];
      const total = sum(
        g,
        nodes.map((n) => `process Total on ${n}`),
      );
      if (!total) return undefined;
      const huge = sum(
        g,
        nodes.map((n) => `process Huge on ${n}`),
      );
      const thp = one(g, 'AnonHugePages');
      const covered = (huge?.value ?? 0) + Math.min(thp?.value ?? 0, total.value);
      const from = huge?.from ?? thp?.from ?? total.from;
      return total.value > 0 ? { value: Math.min(1, covered / total.value), from } : undefined;
    },
  },
];

/** mmtests' names of the NUMA balancing counters (`Ops NUMA PTE updates`). */
const MMTESTS_COUNTERS: Record<string, string> = {
  'ops numa pte updates': 'numa_pte_updates',
  'ops numa hint faults': 'numa_hint_faults',
  'ops numa hint local faults': 'numa_hint_faults_local',
  'ops numa pages migrated': 'numa_pages_migrated',
  'ops page migrate success': 'pgmigrate_success',
  'ops thp migration success': 'thp_migration_success',
};

/** The kernel's name of a counter another tool names its own way (lkp's `proc-vmstat.numa_pte_updates`, mmtests' `Ops NUMA PTE updates`). */
export function counterName(metric: string): string | undefined {
  if (metric.startsWith('proc-vmstat.')) return metric.slice('proc-vmstat.'.length);
  return MMTESTS_COUNTERS[metric.toLowerCase()];
}

/**
 * Per config, the counters under the names other tools give them (`proc-vmstat.pgpromote_success`), by the
 * kernel's name: each the first measurement of the first metric so named. Only the configs that have one.
 */
function counterAliases(measurements: Measurement[]): Map<string, Map<string, Measurement>> {
  const names = new Map<string, string | undefined>();
  const out = new Map<string, Map<string, Measurement>>();
  for (const m of measurements) {
    let bare = names.get(m.metric);
    if (bare === undefined && !names.has(m.metric)) names.set(m.metric, (bare = counterName(m.metric)));
    if (!bare) continue;
    let map = out.get(m.config);
    if (!map) out.set(m.config, (map = new Map<string, Measurement>()));
    if (!map.has(bare)) map.set(bare, m);
  }
  return out;
}

/** Derived measurements for every config that has the counters. */
export function deriveMetrics(measurements: Measurement[], configs: string[]): Measurement[] {
  // each config's first measurement of a metric, and the counters under the names other tools give them
  // where the kernel's own name is not pasted
  const first = new FirstMeasurements([measurements]);
  const aliases = counterAliases(measurements);
  const out: Measurement[] = [];
  for (const rule of DERIVED_RULES) {
    for (const c of configs) {
      if (!first.has(c)) continue;
      const alias = aliases.get(c);
      const r = rule.compute((name) => first.get(c, name) ?? alias?.get(name));
      if (r && Number.isFinite(r.value))
        out.push({
          config: c,
          metric: rule.metric,
          value: r.value,
          unit: rule.unit,
          block: r.from.block,
          line: r.from.line,
        });
    }
  }
  return out;
}
