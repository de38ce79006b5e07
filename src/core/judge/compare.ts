/** Ratios to a baseline per metric, better/worse by the metric's direction, Welch's significance. */
import type { Comparison, Config, Direction, Measurement } from '../model';
import { welch } from '../math/stats';
import { metricDirection } from '../text/vocabulary';

/** The config each metric is compared against: the chosen baseline when it has the metric, else the first config that does. */
export function baselineFor(
  metric: string,
  byMetric: Map<string, Measurement[]>,
  baseline: string | undefined,
): Measurement | undefined {
  const ms = byMetric.get(metric) ?? [];
  return ms.find((m) => m.config === baseline) ?? ms[0];
}

/**
 * Each list cut to the first measurement of each config in it, in place, in their order. A config is marked
 * with the list's number where it has been seen (`order` numbers the configs, `size` of them), not put in a
 * set per list: a million measurements in 49 lists took 40 MB of sets.
 */
export function keepFirstPerConfig(
  lists: Iterable<Measurement[]>,
  order: ReadonlyMap<string, number>,
  size: number,
): void {
  const seenIn = new Int32Array(size);
  let serial = 0;
  for (const list of lists) {
    serial++;
    // a label no config has (none in an analysis; kept as the sets did)
    let unknown: Set<string> | undefined;
    let w = 0;
    for (const m of list) {
      const i = order.get(m.config);
      if (i === undefined) {
        if ((unknown ??= new Set()).has(m.config)) continue;
        unknown.add(m.config);
      } else if (seenIn[i] === serial) continue;
      else seenIn[i] = serial;
      list[w++] = m;
    }
    list.length = w;
  }
}

export function groupByMetric(ms: Measurement[], configs: Config[]): Map<string, Measurement[]> {
  const order = new Map(configs.map((c, i) => [c.label, i]));
  const out = new Map<string, Measurement[]>();
  for (const m of ms) {
    const list = out.get(m.metric);
    if (list) list.push(m);
    else out.set(m.metric, [m]);
  }
  // the first measurement of each config is kept
  keepFirstPerConfig(out.values(), order, configs.length);
  for (const list of out.values()) list.sort((a, b) => (order.get(a.config) ?? 0) - (order.get(b.config) ?? 0));
  return out;
}

export function compare(ms: Measurement[], configs: Config[], baseline: string | undefined): Comparison[] {
  const out: Comparison[] = [];
  for (const c of comparing(ms, configs, baseline)()) out.push(c);
  return out;
}

/**
 * The comparisons `compare` makes, made again at each call of the function returned, one at a time: the
 * measurements are grouped by metric and each group's baseline found once, here.
 */
export function comparing(
  ms: Measurement[],
  configs: Config[],
  baseline: string | undefined,
): () => Generator<Comparison> {
  const byMetric = groupByMetric(ms, configs);
  const groups: { list: Measurement[]; base: Measurement }[] = [];
  for (const [metric, list] of byMetric) {
    const base = baselineFor(metric, byMetric, baseline);
    if (base && base.value !== 0) groups.push({ list, base });
  }
  return function* () {
    for (const { list, base } of groups)
      for (const m of list) {
        const c = compareOne(m, base);
        if (c) yield c;
      }
  };
}

/** A ratio to the baseline read in the metric's direction: better or worse, 'same' within 0.5%. */
export function verdictOf(ratio: number, direction: Direction): Comparison['verdict'] {
  if (direction === 'none') return 'n/a';
  const better = direction === 'higher' ? ratio > 1 : ratio < 1;
  return Math.abs(ratio - 1) < 0.005 ? 'same' : better ? 'better' : 'worse';
}

/** Whether `compareOne` compares `m` with `base`, without making the comparison. */
export const comparable = (m: Measurement, base: Measurement): boolean =>
  base.value !== 0 && Number.isFinite(m.value / base.value);

/** One measurement against its baseline: ratio, better/worse by direction, Welch's test where it applies. */
export function compareOne(m: Measurement, base: Measurement): Comparison | undefined {
  const ratio = m.value / base.value;
  if (base.value === 0 || !Number.isFinite(ratio)) return undefined;
  const direction = metricDirection(m.metric, base.unit);
  const c: Comparison = { metric: m.metric, config: m.config, baseline: base.config, ratio, direction, verdict: 'n/a' };
  if (direction !== 'none') c.verdict = verdictOf(ratio, direction);
  if (m !== base && m.stddev !== undefined && base.stddev !== undefined && m.n && base.n) {
    const w = welch(m.value, m.stddev, m.n, base.value, base.stddev, base.n);
    if (w && Number.isFinite(w.p)) {
      c.p = w.p;
      c.significant = w.p < 0.05;
    }
  } else if (m !== base && m.stddev !== undefined && base.stddev !== undefined) {
    // no n: the stated spreads alone; a difference inside them (the ± ranges overlap) is not distinguishable
    if (Math.abs(m.value - base.value) <= m.stddev + base.stddev) c.significant = false;
  }
  return c;
}

export interface Best {
  metric: string;
  block: number;
  best: Measurement;
  baseline: Measurement;
  comparison: Comparison;
}

/** The best config per performance metric within each table of the paste (configs of one table are comparable). */
export function bestPerTable(ms: Measurement[], configs: Config[], baseline: string | undefined): Best[] {
  const order = new Map(configs.map((c, i) => [c.label, i]));
  const groups = new Map<string, Measurement[]>();
  for (const m of ms) {
    if (metricDirection(m.metric, m.unit) === 'none') continue;
    const key = `${m.metric}\u0000${m.block}`;
    const list = groups.get(key);
    if (list) list.push(m);
    else groups.set(key, [m]);
  }
  const out: Best[] = [];
  for (const list of groups.values()) {
    if (list.length < 2) continue;
    list.sort((p, q) => (order.get(p.config) ?? 0) - (order.get(q.config) ?? 0));
    const base = list.find((m) => m.config === baseline) ?? list[0]!;
    const cmp = list.map((m) => compareOne(m, base)).filter((c): c is Comparison => !!c);
    if (cmp.length < 2) continue;
    const dir = cmp[0]!.direction;
    const top = cmp.reduce((p, q) => ((dir === 'higher' ? q.ratio > p.ratio : q.ratio < p.ratio) ? q : p));
    out.push({
      metric: base.metric,
      block: base.block,
      best: list.find((m) => m.config === top.config)!,
      baseline: base,
      comparison: top,
    });
  }
  return out;
}
