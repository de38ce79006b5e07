/** What a hover reads from an analysis, indexed once per analysis: no hover walks every measurement or block. */
import type { Analysis, Block, Comparison, Config, Measurement } from '../model';

export interface HoverIndex {
  config: Map<string, Config>;
  /** metric -> positions in `measurements`, ascending. */
  measured: Map<string, number[]>;
  /** config -> its first measurements that are not counts (a config's hover lists six). */
  shownOf: Map<string, Measurement[]>;
  /** `metric\0config` -> the first comparison of it. */
  comparison: Map<string, Comparison>;
  derived: Map<string, Measurement[]>;
  /** Non-prose blocks per source, by start line, for a binary search (`sorted` false: the blocks overlap, read in order). */
  blocks: { source: string | undefined; list: { block: Block; at: number }[]; sorted: boolean }[];
}

/** How many measurements a config's hover shows. */
export const CONFIG_SHOWN = 6;

const built = new WeakMap<Analysis, HoverIndex>();

function push<K, V>(m: Map<K, V[]>, k: K, v: V): void {
  const list = m.get(k);
  if (list) list.push(v);
  else m.set(k, [v]);
}

/** The index of an analysis, built on its first hover and kept while the analysis is. */
export function hoverIndex(a: Analysis): HoverIndex {
  let x = built.get(a);
  if (x) return x;
  x = {
    config: new Map(),
    measured: new Map(),
    shownOf: new Map(),
    comparison: new Map(),
    derived: new Map(),
    blocks: [],
  };
  for (const c of a.configs) if (!x.config.has(c.label)) x.config.set(c.label, c);
  a.measurements.forEach((m, i) => {
    push(x.measured, m.metric, i);
    if (m.unit === 'count') return;
    const shown = x.shownOf.get(m.config);
    if (!shown || shown.length < CONFIG_SHOWN) push(x.shownOf, m.config, m);
  });
  for (const c of a.comparisons) {
    const key = `${c.metric}\u0000${c.config}`;
    if (!x.comparison.has(key)) x.comparison.set(key, c);
  }
  for (const m of a.derived) push(x.derived, m.metric, m);
  const bySource = new Map<string | undefined, { block: Block; at: number }[]>();
  a.blocks.forEach((block, at) => {
    if (block.kind !== 'prose') push(bySource, block.source, { block, at });
  });
  for (const [source, list] of bySource) {
    const sorted = list.every((e, k) => k === 0 || list[k - 1]!.block.endLine < e.block.startLine);
    x.blocks.push({ source, list, sorted });
  }
  built.set(a, x);
  return x;
}

/** The first non-prose block (in the analysis' order) that holds a line, of the given source or of any. */
export function blockAtLine(x: HoverIndex, line: number, source?: string): Block | undefined {
  let best: { block: Block; at: number } | undefined;
  for (const g of x.blocks) {
    if (source && g.source && g.source !== source) continue;
    let hit: { block: Block; at: number } | undefined;
    if (g.sorted) {
      // the last block starting at or before the line
      let lo = 0;
      let hi = g.list.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (g.list[mid]!.block.startLine <= line) lo = mid + 1;
        else hi = mid;
      }
      const e = g.list[lo - 1];
      if (e && e.block.endLine >= line) hit = e;
    } else hit = g.list.find((e) => e.block.startLine <= line && line <= e.block.endLine);
    if (hit && (!best || hit.at < best.at)) best = hit;
  }
  return best?.block;
}

/** The measurements of any of these metrics, in the analysis' order. */
export function measurementsOf(a: Analysis, x: HoverIndex, metrics: string[]): Measurement[] {
  const at = [...new Set(metrics)].flatMap((m) => x.measured.get(m) ?? []).sort((p, q) => p - q);
  return at.map((i) => a.measurements[i]!);
}
