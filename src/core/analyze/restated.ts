/**
 * Numbers a text states twice: a later table that repeats some runs for a closer look (`AutoNUMA | numa-u-v3`
 * after `v3.7 | balancenuma-v10 | AutoNUMA-v28 | numa-u-v3`, the same values) restates measurements, it
 * measures nothing new.
 */
import type { Config, Measurement } from '../model';

/** Metric -> value of each config. */
function valuesByConfig(ms: readonly Measurement[]): Map<string, Map<string, number>> {
  const out = new Map<string, Map<string, number>>();
  for (const m of ms) {
    let x = out.get(m.config);
    if (!x) out.set(m.config, (x = new Map<string, number>()));
    x.set(m.metric, m.value);
  }
  return out;
}

/**
 * A run named by the start of another run's name (`AutoNUMA` and `AutoNUMA-v28`: the longer name goes on
 * with a mark, not a letter or digit) whose every value, three at least, equals that run's value of the
 * same metric is that run, shortened.
 */
export function mergeShortenedRuns(configs: Map<string, Config>, ms: Measurement[]): void {
  const values = valuesByConfig(ms);
  for (const [short, own] of values) {
    if (own.size < 3) continue;
    const long = [...values.keys()].find((l) => {
      if (l.length <= short.length || l.slice(0, short.length).toLowerCase() !== short.toLowerCase()) return false;
      if (/^[a-z0-9]/i.test(l.slice(short.length))) return false;
      const other = values.get(l)!;
      return [...own].every(([metric, v]) => other.get(metric) === v);
    });
    if (long === undefined) continue;
    for (const m of ms) if (m.config === short) m.config = long;
    configs.delete(short);
    values.delete(short);
  }
}

/**
 * Measurements of a results table that repeat an earlier table's (same run, metric and value) are left out,
 * in place. Only tables: a counter dump taken again (a snapshot before and after) is a new reading.
 */
export function dropRestated(ms: Measurement[], isTable: (block: number) => boolean): void {
  const seen = new Map<string, number>();
  let w = 0;
  for (const m of ms) {
    if (!isTable(m.block)) {
      ms[w++] = m;
      continue;
    }
    const key = `${m.config}\u0000${m.metric}\u0000${m.value}`;
    const block = seen.get(key);
    if (block !== undefined && block !== m.block) continue;
    seen.set(key, m.block);
    ms[w++] = m;
  }
  ms.length = w;
}
