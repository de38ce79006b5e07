/**
 * Alike blocks that would share one run's name, told apart by the lines written between each of them and the
 * block before it. One author writes parallel things in one form: `= vanilla =` over the first perf stat block
 * and `= srcu =` over the fourth, `before:` and `after:` over two wrk outputs, `$ # old` and `$ # this PR` before
 * two hyperfine runs. Whatever the form, a line in it that differs from block to block is the name of each run.
 */
import type { Lines } from '../model';
import type { Segmented } from '../reading/segment';
import { isElision, namesData } from '../text/marks';
import {
  alikeGroups,
  DUMP_CAPTION,
  emphasisOnly,
  isCommand,
  isTyped,
  lineSkeleton,
  NOT_LABEL,
  readAlike,
  THIS_CHANGE,
  trimMarks,
} from './captions';
import {
  COUNTERPARTS,
  isLabelSized,
  REFERENCE_LEADS,
  REFERENCE_WORDS,
  TREATMENT_WORDS,
  WHOSE_WORDS,
} from '../vocabulary/runs';
import { isConfigLike, isStatistic } from '../text/units';

/** A line of the gap above a block that can name its run: its words, and its form (the marks around them). */
export interface GapLabel {
  name: string;
  form: string;
  /** A sentence (too long, or a paragraph's end): only what follows an opening its group's labels share names a run. */
  long?: boolean;
}

/** Block b into the group of its key. */
function addTo<K>(groups: Map<K, number[]>, key: K, b: number): void {
  const group = groups.get(key);
  if (group) group.push(b);
  else groups.set(key, [b]);
}

/** Blocks that show the system's state rather than a run's results. */
const STATE_DUMPS = new Set(['meminfo', 'vmstat', 'numastat', 'sysctl', 'numactl-hardware']);

/** How far above a block its name is looked for (past blank lines, fences, commands and elisions). */
export const GAP_LINES = 16;

/** A line of a program's output that states a field's value: a few words, a colon or `=`, a number (and its unit), a `<...>` or one word. */
const FIELD = /^[A-Za-z][\w .()/-]{0,40}?\s*[:=]\s+(?:[-+]?\d\S*(?:\s+\S+)?|<[^>]*>|[a-z][\w.-]*)$/;

/**
 * The nearest line above a block that reads as a label, within its gap (at `floor` or below: after the block
 * before), and the label set off right above that one, if any (`Running on a m5a.large` over `Run 1:`). Blank
 * lines, fence marks, elisions and commands are passed over; a shell comment typed as a command (`$ # old`) is a
 * label. The first line of any other text ends the search: a label is the line right over the block's output or
 * its command.
 */
export function gapLabels(lines: Lines, from: number, floor: number, scaffold?: ReadonlySet<string>): GapLabel[] {
  const found: GapLabel[] = [];
  for (let k = from - 1; k >= floor && k >= from - GAP_LINES && found.length < 2; k--) {
    const t = lines.at(k).trim();
    // blank lines, fence marks, elisions, and lines of no words (`8508 - 11378`: output, not a name)
    if (t === '' || /^(```|~~~)[\w-]*$/.test(t) || isElision(t) || !/[A-Za-z\u00c0-\uffff]/.test(t)) continue;
    // a field the program printed (`number of clients: 100`, `query mode: prepared`, `scaling factor = 50`), or a
    // line written over every alike block (`Connecting to host ...` before each iperf3, `[ build-time ]`)
    if (
      FIELD.test(t) ||
      scaffold?.has(t) ||
      (scaffold?.has(lineSkeleton(t)) && !(NAME_MARKED.test(t) && asLabel(t, undefined)))
    )
      continue;
    let label: GapLabel | undefined;
    if (lines.command[k] || isCommand(lines, k)) {
      const comment = /^#+\s*(\S.*)$/.exec(t);
      if (!comment || !lines.command[k]) continue;
      label = asLabel(comment[1]!, '$ #');
    } else if (setOff(lines, k, floor)) label = asLabel(t, undefined);
    else if (t.endsWith(':')) {
      // a paragraph's last sentence that leads into the block: a name only where alike ones differ after an opening
      // they share
      const sentence = asLabel(t, undefined);
      label = sentence && { ...sentence, long: true };
    }
    if (!label) break;
    found.push(label);
  }
  return found;
}

/** A line that opens as a name: a heading, bold, a list item, `= x =`, `[ x ]`. */
const NAME_MARK = /^(?:#{1,6}\s|\*\*|__|[-*+\u2022]\s|=+\s|\d{1,2}[.)]\s|\[)/;
/** A line marked as a name, by its opening or by a colon that ends it (`... where use_vfs=0:-`). */
const NAME_MARKED = new RegExp(`${NAME_MARK.source}|[:\\uff1a]-?$`);

/**
 * Whether line k stands apart from the prose above it: the first line of the gap, after a blank line, a fence, a
 * rule, a heading or a sentence's end, or marked as a name itself (a heading, bold, a list item, `= x =`). The
 * last line of a paragraph (`... 3x faster on a` / `machine with 256 cpus on cgroup v1:`) is a sentence's end, not a
 * name (gapLabels keeps it as a sentence).
 */
function setOff(lines: Lines, k: number, floor: number): boolean {
  if (k === floor || NAME_MARK.test(lines.at(k).trim())) return true;
  const above = lines.at(k - 1).trim();
  return (
    above === '' ||
    /^(```|~~~)[\w-]*$/.test(above) ||
    /^[=\-~_*]{3,}$/.test(above) ||
    lines.command[k - 1] === 1 ||
    // under a heading (`**Encrypt**` over `Baseline (master):`), or after a sentence's end: a line of its own
    /^(?:#{1,6}\s.*|\*\*.*\*\*|__.*__)$|[.!?:]$/.test(above)
  );
}

/** Where each block's gap starts: the end of the block read before it (by block; unset for blocks not named). */
export function gapFloors(seg: Segmented): number[] {
  const floors: number[] = [];
  let floor = 0;
  seg.naming.forEach((n, b) => {
    if (!n) return;
    floors[b] = floor;
    floor = n.to;
  });
  return floors;
}

/** Each block's labels (gapLabels) in the gap after the block read before it: read once for both passes below. */
export function blockGaps(seg: Segmented): GapLabel[][] {
  const floors = gapFloors(seg);
  const scaffolds = new Map<number, ReadonlySet<string>>();
  for (const group of alikeGroups(seg)) {
    if (group.length < 2) continue;
    const scaffold = sharedGapLines(
      seg.lines,
      group.map((b) => [seg.naming[b]!.from, floors[b]!]),
    );
    if (scaffold.size) for (const b of group) scaffolds.set(b, scaffold);
  }
  return seg.naming.map((n, b) => {
    if (!n) return [];
    const found = gapLabels(seg.lines, n.from, floors[b]!, scaffolds.get(b));
    const strong = strongLabel(seg.lines, n.from, floors[b]!, scaffolds.get(b));
    if (strong) found[STRONG_LEVEL] = strong;
    return found;
  });
}

/** Where a block's nearest heading or bold label stands among its gap's labels: a third level, after the two gapLabels reads. */
const STRONG_LEVEL = 2;
/**
 * A line marked as a name with emphasis: a heading, a bold line, a banner (`=== w/o fix ===`). Tested by its ends,
 * not by a pattern: a pattern's `.*` between two marks backtracked on a long run of them.
 */
function isStrong(t: string): boolean {
  if (/^#{1,6}\s+\S/.test(t)) return true;
  const body = t.endsWith(':') ? t.slice(0, -1) : t;
  for (const mark of ['**', '__'])
    if (body.length > 4 && body.startsWith(mark) && body.endsWith(mark) && body[2] !== mark[0]) return true;
  return t.length > 4 && t.startsWith('==') && t.endsWith('==') && /[^=\s]/.test(t);
}

/**
 * The nearest heading, bold line or banner in the gap above a block, past any lines between it and the block (the
 * date and kernel a kernbench run printed under `# __flush_tlb_one`); none written over every alike block.
 */
function strongLabel(lines: Lines, from: number, floor: number, scaffold?: ReadonlySet<string>): GapLabel | undefined {
  for (let k = from - 1; k >= floor && k >= from - GAP_LINES; k--) {
    const t = lines.at(k).trim();
    if (!isStrong(t) || scaffold?.has(t)) continue;
    return asLabel(t, undefined);
  }
  return undefined;
}

/**
 * The lines written in the gap over every one of a group of alike blocks, as written and as skeletons (no numbers,
 * no spacing): the program's own preamble or a heading the author repeats, no run's name. Labels alike but for a
 * number (`use_vfs=0:`, `use_vfs=1:`) share a skeleton and still name runs: gapLabels passes over a shared skeleton
 * only where the line is no label.
 */
function sharedGapLines(lines: Lines, gaps: readonly (readonly [from: number, floor: number])[]): Set<string> {
  let shared: Set<string> | undefined;
  for (const [from, floor] of gaps) {
    const here = new Set<string>();
    for (let k = from - 1; k >= floor && k >= from - GAP_LINES; k--) {
      const t = lines.at(k).trim();
      if (t === '') continue;
      // the line as written, and its skeleton (a preamble's port or process number changes from run to run)
      for (const form of [t, lineSkeleton(t)]) if (!shared || shared.has(form)) here.add(form);
    }
    shared = here;
    if (!shared.size) break;
  }
  return shared ?? new Set();
}

/**
 * The name without an author's aside that closes it (`My vid_x86_opt branch (not included - makes the code look
 * ugly):`): four words or more in the last parentheses, before an optional colon. Found by a scan, not a pattern
 * (the pattern's repeated words backtracked on long lines).
 */
function withoutAside(t: string): string {
  const end = t.replace(/:\s*$/, '').trimEnd();
  if (!end.endsWith(')')) return t;
  const open = end.lastIndexOf('(');
  if (open <= 0 || !/\s/.test(end[open - 1]!)) return t;
  const inside = end.slice(open + 1, -1);
  if (inside.includes(')') || inside.trim().split(/\s+/).length < 4) return t;
  return end.slice(0, open).trimEnd() + t.slice(end.length).replace(/^[^:]*/, '');
}

/** The words that say a block is data, at a label's end (`2nd system benchmark result:`, `Baseline numbers:`). */
const DATA_WORDS =
  /(?<!\s)\s+(?:(?:benchmark|bench|test)\s+)?(?:results?|numbers|data|output|stats|statistics|timings|measurements)(\s*:)?$/i;

/**
 * A label without the words that say its block is data (`1st system (older kernel) benchmark result:` -> `1st system
 * (older kernel):`), where words that name something are left; the line as it is otherwise.
 */
function withoutDataWords(line: string): string {
  const m = DATA_WORDS.exec(line);
  if (!m) return line;
  const rest = line.slice(0, m.index);
  const words = trimMarks(rest.replace(/^#{1,6}\s+/, '').replace(/^(?:[-*+\u2022]|\d{1,2}[.)])\s+/, ''));
  return /[A-Za-z\u00c0-\uffff]{2}/.test(words) && !namesData(words) ? `${rest}${m[1] ?? ''}` : line;
}

/** The words of a line set off as a name (a heading, bold, `= x =`, a list item, `x:`), and their marks; undefined for a sentence, a data line or anything long. */
function asLabel(line: string, form: string | undefined): GapLabel | undefined {
  // a sentence, a table's row, a value (`processed: 45492`, not a bound: `>= 5.12`), a row of values (`D, 0x4ad15f0, 18000000`)
  if (
    /[.!?|]$/.test(line) ||
    line.includes('|') ||
    /\d\s{2,}\S/.test(line) ||
    /(?<![<>!])[:=]\s*[-+]?\d[\d.,]*\s*$/.test(line)
  )
    return undefined;
  // (a numbered item's number is no value: `1) With kernel >= 5.12`)
  const listed = line.replace(/^\(?\d{1,2}[.)]\s+/, '');
  if ((listed.match(/(?:^|[\s,;(])(?:0x[\da-f]+|[-+]?\d[\d.,]*)(?=$|[\s,;)])/gi) ?? []).length >= 2) return undefined;
  // a command after a prompt the cleaning did not know (`→ perf stat ./test.sh old_pack`)
  const typed = line.replace(/^[^\w./~#]+/, '');
  if (typed !== line && (isTyped(typed) || /(?:^|\s)\.{0,2}\/\w/.test(typed))) return undefined;
  // `# # this PR`: a shell comment after a root prompt the cleaning left
  const comment = form === undefined ? /^[#$]\s+#\s*(\S.*)$/.exec(line) : null;
  if (comment) return asLabel(comment[1]!, '$ #');
  const t = withoutAside(withoutDataWords(line));
  const bare = emphasisOnly(t) ?? t;
  const name = trimMarks(bare.replace(/^#{1,6}\s+/, '').replace(/^(?:[-*+\u2022]|\d{1,2}[.)])\s+/, ''));
  if (!name || !/[A-Za-z\u00c0-\uffff]/.test(name) || !isLabelSized(name, 2)) return undefined;
  if ((NOT_LABEL.test(name) && !THIS_CHANGE.test(name)) || namesData(name) || DUMP_CAPTION.test(`${name}:`))
    return undefined;
  const at = t.indexOf(name);
  const marks = at < 0 ? t : `${t.slice(0, at)}_${t.slice(at + name.length)}`;
  // a numbered item's number is where it stands in the list, not its form (`1. _` and `2. _` are one form)
  const label = {
    name,
    form:
      form ??
      marks
        .replace(/^\d{1,2}(?=[.)]\s)/, 'n')
        .replace(/\s+/g, ' ')
        .toLowerCase(),
  };
  // a numbered item names its block however long it is: the author counted the runs (`1. Debian's GCC 10.2 + ...`)
  return isLabelSized(name) || /^n[.)] _$/.test(label.form) ? label : { ...label, long: true };
}

/**
 * Labels of one form with what follows the words they all open with (`Topological query benchmark results` before
 * `before series index optimization:` and `after series index optimization:`), where any is a sentence, not a
 * name alone; undefined where a shortened one is still too long.
 */
function afterSharedOpening(
  names: (string | null | undefined)[],
  sentences: boolean,
): (string | null | undefined)[] | undefined {
  if (!sentences) return names;
  const written = names.filter((n) => typeof n === 'string');
  const words = written.map((n) => n.split(/\s+/));
  let shared = 0;
  while (words.every((w) => w.length > shared && w[shared]!.toLowerCase() === words[0]![shared]!.toLowerCase()))
    shared++;
  // a label that is the opening alone (`cgroup data:` over `cgroup data after spliting, ...:`) stays whole
  const rest = (n: string) => n.split(/\s+/).slice(shared).join(' ') || n;
  if (shared === 0 || written.some((n) => !isLabelSized(rest(n)))) return undefined;
  return names.map((n) => (typeof n === 'string' ? rest(n) : n));
}

/**
 * Blocks read alike that would merge (one left unnamed, or one name carried down over several) whose gaps each
 * hold a label of one form, not all the same: each block is the run its own label names, or the run of the last
 * label above it (`= vanilla =` over three fio runs, `= srcu =` over the next three). Where the nearest labels
 * are what each block ran (`Run 1:`, `Run 2:` under each instance), the labels set off above them name the runs.
 * Returns the names so given.
 */
export function gapsTellRunsApart(
  seg: Segmented,
  gaps: readonly GapLabel[][],
  nameOf: (b: number) => string,
  unnamed: (b: number) => boolean,
): Map<number, string> {
  const groups = new Map<string, number[]>();
  /** Per level (the nearest label, the one above it, the nearest heading or bold line), each block's label or the last one written before it. */
  const levels: (GapLabel | undefined)[][] = [[], [], []];
  let last: GapLabel[] = [];
  seg.naming.forEach((n, b) => {
    if (!n) return;
    const found = gaps[b]!;
    // a dump of the system's state (`## confirm it worked` over meminfo) shows a run's state, it is none
    if (STATE_DUMPS.has(seg.blocks[b]!.kind)) return;
    // a block without a label of its own is under the last one written (not past a heading or a file's header)
    if (n.reset) last = [];
    if (found.length) last = found;
    levels.forEach((level, l) => (level[b] = last[l]));
    addTo(groups, readAlike(seg, b, n.from), b);
  });
  const named = new Map<number, string>();
  for (const group of groups.values()) {
    const names = group.map((b) => nameOf(b).toLowerCase());
    const uses = new Map<string, number>();
    for (const name of names) uses.set(name, (uses.get(name) ?? 0) + 1);
    const taken = (k: number) => uses.get(names[k]!)! > 1;
    // only where the names the lines around them gave would merge runs: a block left unnamed, or a name taken twice
    if (group.length < 2 || !group.some((b, k) => unnamed(b) || taken(k))) continue;
    for (const level of levels) {
      const labels = runLabels(group.map((b) => level[b])) ?? impliedPair(group.map((b) => level[b]));
      if (!labels) continue;
      // a block's own label, or the last one before it, names it where it had no name or shared one
      let carried: string | undefined;
      const given = new Map<number, string>();
      group.forEach((b, k) => {
        const label = labels[k];
        if (label === null) return; // a label of its own in another form: not under the one above
        if (label !== undefined) carried = label;
        // a name already read from its own label (`without this patch` from `(1) A few runs without this patch:`) stays
        const fromIt = carried !== undefined && carried.toLowerCase().includes(names[k]!);
        if ((unnamed(b) || (taken(k) && !fromIt)) && carried !== undefined) given.set(b, carried);
      });
      // a label carried over blocks each run by a command of its own (`1. With 4 GiB of random data:` over `time
      // nx_gzip ...` and `time gzip ...`) is what they ran on: the commands tell the runs apart
      if (!overSamePrograms(seg, given)) for (const [b, name] of given) named.set(b, name);
      break;
    }
  }
  return named;
}

/**
 * Whether the names given are carried over blocks that each ran a program of their own, the same programs under
 * each name (`1. With 4 GiB of random data:` over `time nx_gzip ...` and `time gzip ...`, `2. With 4 GiB of NUL
 * bytes:` over the same two): the names are what the programs ran on, the programs the runs.
 */
function overSamePrograms(seg: Segmented, given: ReadonlyMap<number, string>): boolean {
  const blocksOf = new Map<string, number[]>();
  for (const [b, name] of given) addTo(blocksOf, name, b);
  const spans = [...blocksOf.values()];
  const programs = (bs: number[]) => bs.map((b) => seg.commands[b]?.replace(/^(?:time|sudo)\s+/, '').split(/\s/)[0]);
  const sets = spans.map((bs) => {
    const ps = programs(bs);
    return ps.every((p) => p !== undefined) && new Set(ps).size === ps.length ? [...ps].sort().join('\u0000') : '';
  });
  return spans.length >= 2 && spans.every((bs) => bs.length > 1) && sets[0] !== '' && sets.every((x) => x === sets[0]);
}

/**
 * Two alike blocks, the first without a label, the second under one that names a treatment (`After:`, `with the
 * fix`): the first is the reference that name implies (`before`, `without the fix`).
 */
function impliedPair(nearest: readonly (GapLabel | undefined)[]): string[] | undefined {
  const [first, second] = nearest;
  if (nearest.length !== 2 || first !== undefined || second === undefined || second.long) return undefined;
  const m = /^(\w+)\b(.*)$/.exec(second.name);
  const counterpart = m ? COUNTERPARTS[m[1]!.toLowerCase()] : undefined;
  return counterpart === undefined ? undefined : [`${counterpart}${m![2]}`, second.name];
}

/**
 * The names a group's labels give its blocks (a block's own label, or one over the blocks written since the
 * group's block before it), where the first block has one, they share its form and name at least two runs; null
 * for a block whose own label has another form.
 * Labels written again over later blocks are what each block ran (`[seqread]`, `[randread]` under each image),
 * unless they name configurations (`= vanilla =` and `= srcu =` under each workload): then undefined.
 */
function runLabels(nearest: readonly (GapLabel | undefined)[]): (string | null | undefined)[] | undefined {
  const own = nearest.map((label, k) => (k > 0 && label === nearest[k - 1] ? undefined : label));
  const first = own[0];
  if (!first) return undefined;
  // null: a label of its own in another form; undefined: none of its own (or a sentence in another form)
  const names = own.map((l) =>
    l === undefined ? undefined : l.form === first.form ? l.name : l.long ? undefined : null,
  );
  const written = names.filter((n) => typeof n === 'string');
  const distinct = new Set(written.map((n) => n.toLowerCase()));
  if (distinct.size < 2 || (distinct.size !== written.length && !written.some(isConfigLike))) return undefined;
  return afterSharedOpening(
    names,
    own.some((l) => l?.long && l.form === first.form),
  );
}

/**
 * A label that names a change or a configuration on its own (`Before this optimize`, `glibc 2.28`, `jemalloc`); a
 * `with ...` clause is not enough (`With input Struct` is what benchee ran).
 */
const NAMES_A_CHANGE = new RegExp(
  `^(?:${[...REFERENCE_WORDS, ...REFERENCE_LEADS, ...TREATMENT_WORDS.filter((w) => w !== 'with'), ...WHOSE_WORDS].join('|')})\\b`,
  'i',
);
const changeLike = (label: string) => NAMES_A_CHANGE.test(label) || (isConfigLike(label) && !/^with\b/i.test(label));
/** A table's run that is a repetition or a statistic of one (`run 1`, `#2`, `2.5%`, `p99`, `Avg`): no configuration. */
const REPEAT_OR_STAT =
  /^(?:(?:run|trial|iter(?:ation)?|rep(?:etition)?|pass|attempt)\s*#?\d+|#\d+|\d+(?:\.\d+)?%|p\d{1,2}(?:\.\d+)?|(?:approx\.?\s+)?\d{1,2}(?:\.\d+)?(?:th)?\s+percentile)$/i;
const repeatOrStat = (run: string) => REPEAT_OR_STAT.test(run.trim()) || isStatistic(run.trim());

/**
 * Alike tables (one reader, one layout), each under a label of its own in one form, that read the same runs: the
 * runs they share are what each measured (`aes-xts 256b` in each cryptsetup table, a JMH benchmark's name), and
 * the labels are the runs (`Pre change benchmark` / `Post change benchmark` over JMH's tables). Taken where each
 * table holds one run, its runs are repetitions or statistics, or the labels name a change; never where a shared
 * run reads as a configuration or is measured elsewhere. Returns each such table's label, by block.
 */
export function labelsOverAlikeTables(
  seg: Segmented,
  gaps: readonly GapLabel[][],
  runsOf: ReadonlyMap<number, ReadonlySet<string>>,
  keep: (b: number) => boolean,
): Map<number, string> {
  const groups = new Map<string, number[]>();
  const own = new Map<number, GapLabel>();
  seg.naming.forEach((n, b) => {
    const label = gaps[b]![0];
    if (!n || !label || !runsOf.get(b)?.size || keep(b)) return;
    own.set(b, label);
    addTo(groups, readAlike(seg, b, n.from), b);
  });
  const blocksOf = new Map<string, number[]>();
  for (const [b, rs] of runsOf) for (const r of rs) addTo(blocksOf, r, b);
  const named = new Map<number, string>();
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    // the same runs in each (a table cut short holds some of them)
    const sets = group.map((b) => runsOf.get(b)!);
    const widest = sets.reduce((a, x) => (x.size > a.size ? x : a));
    if (sets.some((x) => [...x].some((r) => !widest.has(r)))) continue;
    const runs = [...widest];
    const labels = runLabels(group.map((b) => own.get(b)));
    if (!labels || labels.some((l) => typeof l !== 'string') || runs.some(isConfigLike)) continue;
    // runs measured outside these tables are runs of the text (`Host` beside its latency and bandwidth matrices)
    const inGroup = new Set(group);
    if (runs.some((r) => blocksOf.get(r)!.some((b) => !inGroup.has(b)))) continue;
    if (runs.length !== 1 && !runs.every(repeatOrStat) && !labels.every((l) => changeLike(l!))) continue;
    group.forEach((b, k) => named.set(b, labels[k]!));
  }
  return named;
}
