/**
 * Numbers a text states twice: a later table that repeats some runs for a closer look (`AutoNUMA | numa-u-v3`
 * after `v3.7 | balancenuma-v10 | AutoNUMA-v28 | numa-u-v3`, the same values) restates measurements, it
 * measures nothing new.
 */
import type { Config, Measurement } from '../model';

/** Metric -> value of each of the given configs. */
function valuesOf(ms: readonly Measurement[], wanted: Set<string>): Map<string, Map<string, number>> {
  const out = new Map<string, Map<string, number>>();
  for (const m of ms) {
    if (!wanted.has(m.config)) continue;
    let x = out.get(m.config);
    if (!x) out.set(m.config, (x = new Map<string, number>()));
    x.set(m.metric, m.value);
  }
  return out;
}

/** ` #2`: a name used again, numbered (the analyzer's for a label used twice, `tierscope record --append`'s): another run, never a longer name. */
const NUMBERED_AGAIN = /^ #\d+$/;

/** Pairs of names where the longer one starts with the shorter and goes on with a mark (`AutoNUMA`, `AutoNUMA-v28`). */
function shortenedPairs(labels: string[]): [string, string][] {
  const sorted = labels
    .map((label) => ({ fold: label.toLowerCase(), label }))
    .sort((x, y) => (x.fold < y.fold ? -1 : x.fold > y.fold ? 1 : 0));
  const pairs: [string, string][] = [];
  // the names a name starts come right after it in this order
  sorted.forEach(({ fold, label }, k) => {
    for (let j = k + 1; j < sorted.length && sorted[j]!.fold.startsWith(fold); j++) {
      const long = sorted[j]!.label;
      const rest = long.slice(label.length);
      if (rest && !/^[a-z0-9]/i.test(rest) && !NUMBERED_AGAIN.test(rest)) pairs.push([label, long]);
    }
  });
  return pairs;
}

/**
 * A run named by the start of another run's name (`AutoNUMA` and `AutoNUMA-v28`: the longer name goes on
 * with a mark, not a letter or digit) whose every value, three at least, equals that run's value of the
 * same metric is that run, shortened.
 */
export function mergeShortenedRuns(configs: Map<string, Config>, ms: Measurement[]): void {
  const pairs = shortenedPairs([...configs.keys()]);
  if (pairs.length === 0) return;
  const values = valuesOf(ms, new Set(pairs.flat()));
  const merged = new Map<string, string>();
  for (const [short, long] of pairs) {
    const own = values.get(short);
    const other = values.get(long);
    if (merged.has(short) || !own || !other || own.size < 3) continue;
    if ([...own].every(([metric, v]) => other.get(metric) === v)) merged.set(short, long);
  }
  if (merged.size === 0) return;
  // `0` into `0.00`, `0.00` into `0.00 #2`: a run merged into one that is merged in turn ends in the last
  const into = (label: string) => {
    let x = label;
    while (merged.has(x)) x = merged.get(x)!; // each step to a longer name: no cycle
    return x;
  };
  for (const m of ms) m.config = into(m.config);
  for (const short of merged.keys()) configs.delete(short);
}

/**
 * A run's column in a results table that repeats, value for value, its column in an earlier table (three
 * values at least) restates it: left out, in place. A snapshot taken again where some values did not move
 * (a total size) is a new reading, and only tables are compared: a counter dump taken twice is two readings.
 */
export function dropRestated(ms: Measurement[], isTable: (block: number) => boolean): void {
  // only runs measured in two tables or more can be restated
  const blocksOf = new Map<string, Set<number>>();
  for (const m of ms) {
    if (!isTable(m.block)) continue;
    let set = blocksOf.get(m.config);
    if (!set) blocksOf.set(m.config, (set = new Set()));
    set.add(m.block);
  }
  const twice = new Set([...blocksOf].filter(([, set]) => set.size > 1).map(([config]) => config));
  if (twice.size === 0) return;
  // (block, run) -> metric -> value, in the order the blocks come
  const columns = new Map<string, { block: number; config: string; col: Map<string, number> }>();
  for (const m of ms) {
    if (!twice.has(m.config) || !isTable(m.block)) continue;
    const key = `${m.block}\u0000${m.config}`;
    let c = columns.get(key);
    if (!c) columns.set(key, (c = { block: m.block, config: m.config, col: new Map<string, number>() }));
    c.col.set(m.metric, m.value);
  }
  const restated = new Set<string>();
  // run -> its earlier columns
  const seen = new Map<string, { block: number; col: Map<string, number> }[]>();
  for (const [key, { block, config, col }] of columns) {
    let earlier = seen.get(config);
    if (!earlier) seen.set(config, (earlier = []));
    const same = (e: { block: number; col: Map<string, number> }) =>
      e.block !== block && [...col].every(([metric, v]) => e.col.get(metric) === v);
    if (col.size >= 3 && earlier.some(same)) restated.add(key);
    else earlier.push({ block, col });
  }
  if (restated.size === 0) return;
  let w = 0;
  for (const m of ms) if (!restated.has(`${m.block}\u0000${m.config}`)) ms[w++] = m;
  ms.length = w;
}
