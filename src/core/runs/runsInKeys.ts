/**
 * Runs named inside the keys of one block (`DRAM only bandwidth (GBps): 298.8`,
 * `DRAM + CXL (weighted interleave) (GBps): 412.5`): when the block fell to a name that is not a run
 * (its section heading, the default run) and its keys name two runs at least that other blocks measure,
 * each value is that run's. A run named after `over`/`vs`/`than` is a ratio's baseline (`Gain over DRAM
 * only: 1.38x`): the author's ratio of the runs, which the comparison computes itself, so it is dropped; so is a
 * ratio beside them whose key names no run (`cold-start overhead: 3.10x`).
 */
import type { Config, Measurement } from '../model';

/** Words of a name, lowercase: `DRAM + CXL (weighted interleave)(GBps)` -> `dram cxl weighted interleave gbps`. */
const words = (s: string) =>
  ` ${s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

/** Words that make the run after them the baseline of a ratio. */
const BASELINE_BEFORE = /\b(?:over|vs\.?|versus|than|relative to|compared to|normalized to)\s*$/i;

/** Runs by the first word of their name, with their words: a key is only tried against runs one of its words opens. */
type RunIndex = Map<string, { run: string; words: string }[]>;

function indexRuns(runs: string[]): RunIndex {
  const out: RunIndex = new Map();
  for (const run of runs) {
    const w = words(run);
    const first = w.trim().split(' ')[0];
    if (!first) continue;
    const list = out.get(first);
    if (list) list.push({ run, words: w });
    else out.set(first, [{ run, words: w }]);
  }
  return out;
}

/** The longest run named in a key as whole words; undefined if none. */
function runIn(key: string, index: RunIndex, ok: (run: string) => boolean): string | undefined {
  const k = words(key);
  let best: { run: string; words: string } | undefined;
  for (const w of new Set(k.trim().split(' ')))
    for (const r of index.get(w) ?? [])
      if (k.includes(r.words) && (!best || r.words.length > best.words.length) && ok(r.run)) best = r;
  return best?.run;
}

/** The pattern of a run's name in a key: its words apart by spaces, `_` or `-`, in any case. */
function runPattern(run: string): RegExp | string {
  const parts = run.split(/\s+/).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  // a name of hundreds of words or characters (a fuzzed `> > > ...` quote, `[[[[...`) is cut as written: a pattern
  // that long overflows the regex compiler
  return parts.length > 32 || run.length > 400
    ? run
    : new RegExp(`(?<![\\w])${parts.join('[\\s_-]{1,4}')}(?![\\w])`, 'i');
}

/** The key without the run's name (and the brackets it leaves empty): the metric; `re`: the run's runPattern. */
function withoutRun(key: string, re: RegExp | string): string {
  const out = key
    .replace(re, ' ')
    .replace(/\(\s*\)/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s+,:-]+/, '')
    .trim();
  return out === '' ? key : out;
}

export function claimRunsInKeys(
  measurements: Measurement[],
  configs: Map<string, Config>,
  notRun: (block: number, config: string) => boolean,
): void {
  // only a block of two or more values of one run can hold keys that name others: without one, nothing to
  // claim (a set of blocks per run and a list per block were 14 MB of a 5 MB table's allocations)
  const owners = new Map<number, { run: string; n: number; alone: boolean }>();
  for (const m of measurements) {
    const o = owners.get(m.block);
    if (!o) owners.set(m.block, { run: m.config, n: 1, alone: true });
    else {
      o.n++;
      o.alone &&= m.config === o.run;
    }
  }
  if (![...owners].some(([block, o]) => o.n >= 2 && o.alone && notRun(block, o.run))) return;
  const blocksOf = new Map<string, Set<number>>();
  for (const m of measurements) {
    if (!blocksOf.has(m.config)) blocksOf.set(m.config, new Set());
    blocksOf.get(m.config)!.add(m.block);
  }
  const byBlock = new Map<number, Measurement[]>();
  for (const m of measurements) {
    const list = byBlock.get(m.block);
    if (list) list.push(m);
    else byBlock.set(m.block, [m]);
  }
  const drop = new Set<Measurement>();
  // how many measurements each run holds that are not dropped: a block's owner that gave all its values away is gone
  const held = new Map<string, number>();
  for (const m of measurements) held.set(m.config, (held.get(m.config) ?? 0) + 1);
  const move = (config: string, by: number) => held.set(config, (held.get(config) ?? 0) + by);
  const all = indexRuns([...blocksOf.keys()]);
  // each run's pattern made once (a non-global pattern keeps no state between keys)
  const patterns = new Map<string, RegExp | string>();
  for (const [block, ms] of byBlock) {
    const owner = ms[0]!.config;
    if (ms.length < 2 || !notRun(block, owner) || ms.some((m) => m.config !== owner)) continue;
    // runs other blocks measure
    // (a run an earlier block gave all its values away is gone: no key names it any more)
    const other = (run: string) => run !== owner && configs.has(run) && measuredElsewhere(blocksOf.get(run)!, block);
    const claims = ms.map((m) => {
      const run = runIn(m.metric, all, other);
      if (!run) return undefined;
      return { run, baseline: BASELINE_BEFORE.test(head(m.metric, run)) };
    });
    const owned = new Set(claims.filter((c) => c && !c.baseline).map((c) => c!.run));
    if (owned.size < 2) continue;
    // keys that end in the same unit (`... (GBps)`) measure one quantity: the first key written names it
    const named = new Map<string, string>();
    ms.forEach((m, k) => {
      const c = claims[k];
      // a ratio no run's key claims (`cold-start overhead: 3.10x` under `runc average` / `kata average`) is the
      // author's ratio of the runs the other keys name, as a named baseline's is
      if (!c && m.unit === 'x') {
        drop.add(m);
        move(m.config, -1);
      }
      if (!c) return;
      if (c.baseline) {
        drop.add(m);
        move(m.config, -1);
        return;
      }
      let re = patterns.get(c.run);
      if (re === undefined) patterns.set(c.run, (re = runPattern(c.run)));
      const metric = withoutRun(m.metric, re);
      const open = metric.lastIndexOf('(');
      const tail = open > 0 ? metric.slice(open) : undefined;
      if (tail && !named.has(tail)) named.set(tail, metric);
      m.metric = tail ? named.get(tail)! : metric;
      move(m.config, -1);
      m.config = configs.get(c.run)?.label ?? c.run;
      move(m.config, 1);
    });
    if (!held.get(owner)) configs.delete(owner);
  }
  if (drop.size) keepWhere(measurements, (m) => !drop.has(m));
}

/** Whether a run's blocks (never empty) hold one other than `block`. */
function measuredElsewhere(blocks: ReadonlySet<number>, block: number): boolean {
  return blocks.size > 1 || !blocks.has(block);
}

/** Keeps in place the items `keep` accepts (not `splice(0, n, ...kept)`: a spread of a million overflows the call stack). */
export function keepWhere<T>(items: T[], keep: (item: T) => boolean): void {
  let n = 0;
  for (let k = 0; k < items.length; k++) if (keep(items[k]!)) items[n++] = items[k]!;
  items.length = n;
}

/** The key's text before the run's name (case-insensitive, whole words). */
function head(key: string, run: string): string {
  const i = key.toLowerCase().indexOf(run.toLowerCase());
  return i < 0 ? '' : key.slice(0, i);
}
