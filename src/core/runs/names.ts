/** Names of runs across the whole document: one run spelled two ways, and which run is the baseline. */
import type { Config, Measurement } from '../model';
import { trimEndOf } from '../text/marks';
import { REFERENCE_START, WITH_WITHOUT_SHORT } from '../vocabulary/runs';

/** `base kernel` in one table and `base` in another are one config: the shorter name is kept. */
export function sameConfigNamedTwice(configs: Map<string, Config>, measurements: Measurement[]): void {
  const labels = [...configs.keys()];
  const rename = new Map<string, string>();
  for (const l of labels) {
    const short = l.replace(/(?<!\s)\s+kernel$/i, '');
    if (short !== l && configs.has(short)) rename.set(l, short);
  }
  // `Base, NUMAB=2` in a list and `Base,NUMAB=2` over a table's column (or `base NUMAB2`): one run, spelled apart
  // by spaces, case or the `=` of a setting
  const spelled = new Map<string, string>();
  for (const l of labels) {
    const key = l.toLowerCase().replace(/[\s=]+/g, '');
    const first = spelled.get(key);
    if (first === undefined) spelled.set(key, l);
    else if (!rename.has(l)) rename.set(l, first);
  }
  if (!rename.size) return;
  for (const m of measurements) m.config = rename.get(m.config) ?? m.config;
  for (const [from, to] of rename) {
    const into = configs.get(to);
    const c = configs.get(from)!;
    if (into && !rename.has(to)) for (const [k, v] of Object.entries(c.tunables)) into.tunables[k] ??= v;
  }
  for (const from of rename.keys()) configs.delete(from);
}

/**
 * The baseline: the one chosen, else the one measured run whose name says it is the reference (`without X`
 * beside `with X`), else the first measured.
 */
export function baselineOf(
  configs: readonly Config[],
  measured: ReadonlySet<string>,
  chosen?: string,
): string | undefined {
  if (chosen !== undefined) return chosen;
  const candidates = configs.filter((c) => measured.has(c.label));
  const reference = candidates.filter((c) => REFERENCE_START.test(c.label));
  return (reference.length === 1 && candidates.length === 2 ? reference[0]! : candidates[0])?.label;
}

/** A commit id as a table's header prints it (`57e95a5c4117dc6a`, 27 characters cut from 40): hex, a digit and a letter. */
const LONG_COMMIT = /^(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{12,40}$/;

/**
 * `57e95a5c4117dc6a` over a table's column, `57e95a5c41 ("timers: ...")` in the commit list and the subject: the
 * run is named as the text names it in short, the shortest whole-word prefix of at least 7 characters it writes
 * (when no two runs would share it).
 */
export function commitsNamedInShort(configs: Map<string, Config>, measurements: Measurement[], text: string): void {
  const long = [...configs.keys()].filter((l) => LONG_COMMIT.test(l));
  if (!long.length) return;
  const written = hexWordsOpeningWith(text, long);
  const rename = new Map<string, string>();
  for (const l of long) {
    let short: string | undefined;
    for (let n = 7; n < l.length && !short; n++) if (written.has(l.slice(0, n))) short = l.slice(0, n);
    if (short && !configs.has(short)) rename.set(l, short);
  }
  if (new Set(rename.values()).size !== rename.size) return;
  for (const m of measurements) m.config = rename.get(m.config) ?? m.config;
  // renamed in place: the runs keep their order
  const all = [...configs.values()];
  configs.clear();
  for (const c of all) {
    c.label = rename.get(c.label) ?? c.label;
    configs.set(c.label, c);
  }
}

/**
 * The words of 7 to 40 hex digits the text writes that open as one of the commits does (their first 7 digits):
 * the only ones a commit's short name can be. One pattern of those openings skips the rest of a long paste
 * faster than one that stops at every hex digit.
 */
function hexWordsOpeningWith(text: string, commits: string[]): Set<string> {
  const openings = [...new Set(commits.map((c) => c.slice(0, 7)))];
  const word = new RegExp(`(?<![0-9a-zA-Z])(?:${openings.join('|')})[0-9a-f]{0,33}(?![0-9a-zA-Z])`, 'g');
  return new Set(text.match(word) ?? []);
}

/** A name without the marks an author adds after it (`Before *`, `after:`), lower case. */
const bare = (label: string): string => trimEndOf(label.toLowerCase(), '*:;.,');

/** `v6.2-rc` for `v6.2-rc1`: a version cut by the column it was printed in, a character or two short. */
const cutShort = (a: string, b: string): boolean =>
  b.startsWith(a) && a.length >= 4 && /[0-9]/.test(a) && /^[0-9a-z]{1,2}$/.test(b.slice(a.length));

/** A run's name and its bare form, the runs kept sorted by the bare form. */
interface Keyed {
  run: string;
  key: string;
}

/**
 * The runs whose bare name starts with `a`'s (the only ones it can name in short), by a binary search over
 * the sorted names: a table of 2,000 runs asks each run once, not every other run.
 */
function startingWith(sorted: readonly Keyed[], a: Keyed): Keyed[] {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]!.key < a.key) lo = mid + 1;
    else hi = mid;
  }
  const out: Keyed[] = [];
  for (let j = lo; j < sorted.length && sorted[j]!.key.startsWith(a.key); j++) out.push(sorted[j]!);
  return out;
}

/** Whether every table that names `short` names, with it read as `long`, the runs of every table that names `long`. */
function sameRuns(
  byBlock: ReadonlyMap<number, string[]>,
  shortBlocks: ReadonlySet<number>,
  longBlocks: ReadonlySet<number>,
  short: string,
  long: string,
): boolean {
  const runsOf = (x: number, as?: [string, string]) =>
    [...new Set(byBlock.get(x)!.map((r) => (as && r === as[0] ? as[1] : r)))].sort().join('\u0000');
  // tables of one run each (`After my previous posting` over one perf stat, `... + this patchset` over the next) say nothing
  const several = (x: number) => byBlock.get(x)!.length >= 2;
  const want = new Set([...longBlocks].map((y) => runsOf(y)));
  return (
    want.size === 1 &&
    [...longBlocks].every(several) &&
    [...shortBlocks].every((x) => several(x) && want.has(runsOf(x, [short, long])))
  );
}

/** `default` for `default allocator`: the first words of a name, a word of three letters at least (or `w/`, `w/o`). */
const firstWords = (a: string, b: string): boolean =>
  (a.length >= 3 || WITH_WITHOUT_SHORT.test(a)) && b.startsWith(`${a} `);

/**
 * Whether `a` names the run `b` names: the same name with marks after it (`Before *`), cut short by its column,
 * or by its last words (`Default` in a list where the first said `Default allocator`).
 */
const namesInShort = (a: Keyed, b: Keyed): boolean =>
  a.run !== b.run &&
  (a.key === b.key ? a.run.length > b.run.length : cutShort(a.key, b.key) || firstWords(a.key, b.key));

/**
 * Two tables that name one set of runs, one of them with marks after the names (`Before *` / `After *` over
 * a second perf stat pair) or cut short by their columns (`v6.2-rc`, `v6.2-rc1` in the next table): no table
 * holds both names, and the table named so is a set (its other runs measured elsewhere too, or two renamed).
 * The runs take the plain, whole names.
 */
export function runsNamedInShortByAnotherTable(configs: Map<string, Config>, measurements: Measurement[]): void {
  const blocksOf = new Map<string, Set<number>>();
  const byBlock = new Map<number, string[]>();
  for (const m of measurements) {
    let set = blocksOf.get(m.config);
    if (!set) blocksOf.set(m.config, (set = new Set()));
    if (set.has(m.block)) continue;
    set.add(m.block);
    const inBlock = byBlock.get(m.block);
    if (inBlock) inBlock.push(m.config);
    else byBlock.set(m.block, [m.config]);
  }
  // one table names each run once: a second table is needed to name any of them again
  if (byBlock.size < 2) return;
  const sorted = [...blocksOf.keys()]
    .map((run) => ({ run, key: bare(run) }))
    .sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0));
  const apart = (a: string, b: string) => ![...blocksOf.get(a)!].some((x) => blocksOf.get(b)!.has(x));
  const rename = new Map<string, string>();
  for (const a of sorted) {
    const longer = startingWith(sorted, a).filter((b) => namesInShort(a, b) && apart(a.run, b.run));
    if (longer.length === 1) rename.set(a.run, longer[0]!.run);
  }
  if (!rename.size) return;
  const named = new Map<string, number>();
  for (const long of rename.values()) named.set(long, (named.get(long) ?? 0) + 1);
  // the whole set of a table named in short: each of its runs is renamed or measured in another table too
  const kept = new Map<string, string>();
  // the runs named in full each under a block of its own (`w/o patch:` over one time(1), `w/ patch:` over the
  // next), and a table that names all of them in short and nothing else (`w/o  w/`)
  const alone = (run: string) => [...blocksOf.get(run)!].every((y) => byBlock.get(y)!.length === 1);
  // (a block of the short name's alone, `before` over a fio output, names it in short as well)
  const eachAlone = (short: string) => {
    const blocks = [...blocksOf.get(short)!].map((x) => byBlock.get(x)!);
    return (
      blocks.some((inBlock) => inBlock.length >= 2) &&
      blocks.every((inBlock) => inBlock.length === 1 || inBlock.every((r) => rename.has(r) && alone(rename.get(r)!)))
    );
  };
  const elsewhere = (r: string, x: number) => rename.has(r) || [...blocksOf.get(r)!].some((y) => y !== x);
  for (const [short, long] of rename) {
    const whole = [...blocksOf.get(short)!].every((x) => {
      const inBlock = byBlock.get(x)!;
      return inBlock.length >= 2 && inBlock.every((r) => elsewhere(r, x));
    });
    // a name's first words alone (`DAMON tiered` for `DAMON tiered kswapd`) may be another run: only where the
    // two tables name the very same runs
    const byWords = !cutShort(bare(short), bare(long)) && bare(short) !== bare(long);
    const set = byWords
      ? sameRuns(byBlock, blocksOf.get(short)!, blocksOf.get(long)!, short, long) || eachAlone(short)
      : whole || rename.size >= 2 || cutShort(bare(short), bare(long));
    if (set && named.get(long) === 1) kept.set(short, long);
  }
  if (!kept.size) return;
  for (const m of measurements) m.config = kept.get(m.config) ?? m.config;
  for (const short of kept.keys()) configs.delete(short);
}
