/** Derived tiering metrics from the counters of each config (promotion yield, churn, hint faults per promotion, ...). */
import { PAGE_SIZE } from '../vocabulary/memory';
import type { Measurement } from '../model';

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
    metric: 'pte updates per hint fault',
    unit: 'ratio',
    compute: (g) => ratio(one(g, 'numa_pte_updates'), one(g, 'numa_hint_faults')),
  },
  {
    metric: 'hint fault locality',
    unit: 'ratio',
    compute: (g) => ratio(one(g, 'numa_hint_faults_local'), one(g, 'numa_hint_faults')),
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

/** Derived measurements for every config that has the counters. */
export function deriveMetrics(measurements: Measurement[], configs: string[]): Measurement[] {
  const byConfig = new Map<string, Map<string, Measurement>>();
  for (const m of measurements) {
    if (!byConfig.has(m.config)) byConfig.set(m.config, new Map());
    const map = byConfig.get(m.config)!;
    if (!map.has(m.metric)) map.set(m.metric, m);
  }
  const out: Measurement[] = [];
  for (const rule of DERIVED_RULES) {
    for (const c of configs) {
      const map = byConfig.get(c);
      if (!map) continue;
      const r = rule.compute((name) => map.get(name));
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
