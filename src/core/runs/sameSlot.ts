/**
 * One run named two ways in two benchmarks of one text: STREAM's `global weighted interleave` and
 * XSBench's `weighted interleave`, each beside the same other runs (`dram only`, `default interleave`).
 * A run whose name is another's with a qualifier word in front is that run when the two never measure
 * a metric in common (they are never compared with each other) and another run measures metrics of both
 * (the two benchmarks compare the same runs). A negation or an order word in front (`no THP`, `new
 * baseline`) makes another run, never a qualifier.
 */
import type { Config, Measurement } from '../model';

const NOT_QUALIFIER =
  /^(?:no|non|not|without|w\/o|old|new|pre|post|before|after|un|anti|dis|other|second|first|last|next|previous|extra|more|less|half|double|single|multi|v?\d.*)$/i;

/** The run a run's name is with a qualifier word in front, by the names alone. */
function qualified(b: string, byName: ReadonlyMap<string, string>): string | undefined {
  const sp = b.indexOf(' ');
  if (sp < 0) return undefined;
  const word = b.slice(0, sp);
  const rest = b.slice(sp + 1).trim();
  if (!/^[a-z]{3,}$/.test(word) || NOT_QUALIFIER.test(word)) return undefined;
  const a = byName.get(rest.toLowerCase());
  return a === b ? undefined : a;
}

export function mergeQualifiedRuns(measurements: Measurement[], configs: Map<string, Config>): void {
  // the runs in the order measured; their metrics are gathered only when two names pair (a set of metrics
  // per run was 26 MB of a 5 MB table's allocations, its 13,000 runs named `run1`, `run2`...)
  const seen = new Set<string>();
  for (const m of measurements) seen.add(m.config);
  const runs = [...seen];
  const byName = new Map(runs.map((r) => [r.toLowerCase(), r]));
  if (!runs.some((b) => qualified(b, byName) !== undefined)) return;
  const metrics = new Map<string, Set<string>>();
  for (const m of measurements) {
    if (!metrics.has(m.config)) metrics.set(m.config, new Set());
    metrics.get(m.config)!.add(m.metric);
  }
  const rename = new Map<string, string>();
  for (const b of runs) {
    const a = qualified(b, byName);
    if (!a) continue;
    const ma = metrics.get(a)!;
    const mb = metrics.get(b)!;
    if ([...mb].some((x) => ma.has(x))) continue;
    const bridged = runs.some((o) => {
      if (o === a || o === b) return false;
      const mo = metrics.get(o)!;
      return [...ma].some((x) => mo.has(x)) && [...mb].some((x) => mo.has(x));
    });
    if (bridged) rename.set(b, a);
  }
  if (!rename.size) return;
  for (const m of measurements) m.config = rename.get(m.config) ?? m.config;
  for (const [b, a] of rename) {
    const from = configs.get(b);
    const to = configs.get(a);
    if (from && to) to.tunables = { ...from.tunables, ...to.tunables };
    configs.delete(b);
  }
}
