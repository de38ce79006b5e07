/**
 * A block's run named from the lines around it: the label right above it (`Without patch:`, `### nb=2`, a
 * `KernelVersion:` field, a sentence's `with ...`), a caption shared by blocks of one shape, carried to the
 * blocks after it until a heading or a file header. The reader says where each block lies
 * (reading/segment.ts's BlockNaming); naming it is the runs' decision, made here.
 */
import type { Lines } from '../model';
import { quoteDepth } from '../text/quote';
import { isBareCommand } from '../text/clean';
import { differingWords } from '../text/words';
import { namesAVersion } from '../text/units';
import { captionName, isElision, NAMES_DATA, namesData } from '../text/marks';
import {
  CHANGE_NOUNS,
  isLabelSized,
  KERNEL_TREE,
  PRESENTING_ONLY,
  PRESENTING_OPENER,
  REFERENCE_LEADS,
  REFERENCE_WORDS,
  TREATMENT_WORDS,
} from '../vocabulary/runs';
import { fileHeader, type Segmented } from '../reading/segment';
import { parseTimestamp, runOfReading } from '../reading/system/vmstat';
import { sectionName } from './sectionLines';
import { lastBelow } from '../math/bisect';

/** The words a run's name opens with when it says what was done to it (`w/o patch`, `with THP`, `after`). */
const RUN_LEAD = new RegExp(`^(?:${[...REFERENCE_LEADS, ...TREATMENT_WORDS].join('|')}|w\\/)(?:\\s|$)`, 'i');

/** Words that open a sentence or name the data itself, not a configuration. */
/** The change under test named as the label of its run (`this series:`): a name, though `this` opens sentences. */
export const THIS_CHANGE = new RegExp(`^this\\s+(?:${CHANGE_NOUNS.join('|')})$`, 'i');
export const NOT_LABEL = new RegExp(
  `^(here|the|this|that|these|those|below|above|i|we|you|see|and|but|so|also|then|now|for|in|on|as|it|its|if|when|where|result|results|output|data|numbers|summary|note|notes|update|edit|example|details|log|stats|statistics|test results|table|figure|fig|cc|reported-by|signed-off-by|link|subject|from|to|date|on\\s.*wrote)\\b`,
  'i',
);
/** A line that names the kind of dump below it (`meminfo:`, `vmstat shows:`, `numastat -m output:`), not a run. */
export const DUMP_CAPTION =
  /^(?:[>\s]*)(?:\/proc\/|\/sys\/\S*\/)?(?:meminfo|vmstat|zoneinfo|numastat|numa_maps|buddyinfo|pagetypeinfo|slabinfo|smaps(?:_rollup)?|sched_debug|free|sar|numactl|(?:redis-cli\s+)?info(?:\s+(?:all|memory|stats|server|clients|persistence|keyspace))?)(?:\s+-\w+)?(?:\s+(?:shows?|showed|says|said|output|dump|gives|gave|reports?|counters|stats))?\s*:$/i;

/** Snapshots of one run, not configs: a vmstat series reads these itself. */
const SNAPSHOT = /^(before|after|start|end|begin|snapshot|sample)(\s+(run|test|benchmark|the run|the test))?$/i;
const LABEL_START = new RegExp(
  `^(?:(${[...REFERENCE_WORDS, ...REFERENCE_LEADS, ...TREATMENT_WORDS].join('|')}|mode|nb|numa_balancing|numab|config|case|run|kernel|v?\\d+\\.\\d+|${KERNEL_TREE})\\b|w\\/\\s)`,
  'i',
);

/** A line that reports what happened (`Made absolutely no difference:`, `Tested with THP:`): a sentence, whose setting, if any, names the run. */
const REPORTING_VERB =
  /^(made|makes|got|gets|ran|saw|sees|took|gave|gives|did|does|was|were|is|tested|measured|observed|noticed|found|tried|reran|re-ran|seeing)\b/i;

/** A shell command written without a prompt (`sudo mount -o remount,huge=always /mnt`, `echo 2 > ...`): it sets something up, it names no run. */
const SHELL_COMMAND =
  /^(?:(?:sudo|echo|cd|mount|umount|numactl|taskset|sysctl|export|modprobe|insmod|rmmod|chrt|cgexec|systemctl|swapoff|swapon)\s|(?:\/usr\/bin\/)?time\s+(?:-\w+\s+)*(?:\.{0,2}\/|~\/|(?:sudo|numactl|taskset|env|perf|echo|make|dd|cat|sh|bash|python3?)\s|[a-z][\w.+-]*\s+(?:-{1,2}[a-z]|\S*[./]\S)))/;

/** go test's verdicts around its output: `PASS`, `FAIL`, `ok  \tgithub.com/x/y\t1.234s`. */
const GO_TEST_VERDICT = /^(?:PASS|FAIL|ok\s+\S+\s+[\d.]+s)$/;

/** A tool run as typed without a prompt: a program's name, then its options (`redis-benchmark -t get,set -n 10000`, `fio --rw=randread`). */
const TOOL_RUN = /^(?:\.{0,2}\/)?[a-z][\w.+/-]*(?:\s+-{1,2}[A-Za-z][\w-]*(?:[= ][^\s-]\S*)?){2,}/;

/** A shell command or a tool's run typed without a prompt. */
export const isTyped = (t: string): boolean => SHELL_COMMAND.test(t) || TOOL_RUN.test(t);

/** A command line: typed after a prompt, or a shell command or a tool's run typed without one. */
export function isCommand(lines: Lines, k: number): boolean {
  return lines.command[k] === 1 || isTyped(lines.at(k).trim());
}

/** A label without the marks around it (`-- `, `**`, `(`, a trailing `:`), by a scan: the regex form was quadratic on long runs of marks. */
export function trimMarks(t: string): string {
  const lead = '-=* \t[(';
  const trail = '-=* \t:;,.)]';
  let a = 0;
  let b = t.length;
  while (a < b && (lead.includes(t[a]!) || /\s/.test(t[a]!))) a++;
  while (b > a && (trail.includes(t[b - 1]!) || /\s/.test(t[b - 1]!))) {
    // `(master, f2d6a47 )` closes an aside the name holds: its parenthesis stays
    if (t[b - 1] === ')' && t.lastIndexOf('(', b - 1) >= a) break;
    b--;
  }
  return t.slice(a, b).trim();
}

/** A closing aside that states a statistic of the runs below (`(average 25617 +- 0.16%)`, `(mean of 5 runs)`), before a colon. */
const STATISTIC_ASIDE = /\((?:avg|average|mean|median|stddev|geomean|\d{1,3} runs?)\b[^()]{0,80}\)\s*(:?)\s*$/i;

/** Whether a line in [from, to) lies outside any code fence: a fence of its own ends there. */
function outsideFence(lines: Lines, from: number, to: number): boolean {
  for (let j = from; j < to; j++) if (!lines.fenced[j]) return true;
  return false;
}

/** What a line above a block is part of: a settings block (it sets, names no run) or another data block. */
export type LineOfBlock = (k: number) => 'settings' | 'data' | undefined;

/** The label written on the nearest non-blank line above line i (within 3 lines), if it reads as one. */
export function labelAbove(lines: Lines, i: number, blockOf?: LineOfBlock, timed = false): string | undefined {
  const own = labelRightAbove(lines, i, blockOf, timed);
  if (own !== undefined || !lines.fenced[i]) return own;
  // a tool's output in a fence, its first lines no label (memtier's `[RUN #1 ...]` and settings over `ALL STATS`):
  // a heading above the fence names it (`**Test 1: Local memcached**`); a caption such as `sweep-bench:` names the tool
  const start = fenceStart(lines, i);
  let k = start - 1;
  while (k >= 0 && lines.at(k).trim() === '') k--;
  const t = k >= 0 ? lines.at(k).trim() : '';
  const heading = emphasisOnly(t) !== undefined || /^#{1,6}\s/.test(t);
  return start < i && heading ? labelRightAbove(lines, start, blockOf, timed) : undefined;
}

const fenceStarts = new WeakMap<Lines, Int32Array>();

/** The first line of the fenced run line i is in (i itself when the line above is not fenced), found once per document. */
function fenceStart(lines: Lines, i: number): number {
  let starts = fenceStarts.get(lines);
  if (!starts) {
    starts = new Int32Array(lines.count);
    for (let k = 1; k < lines.count; k++) starts[k] = lines.fenced[k - 1] ? starts[k - 1]! : k;
    fenceStarts.set(lines, starts);
  }
  return starts[i]!;
}

/** The line below k opens a fence (its marker line is left empty by the cleaning, the fenced lines flagged). */
function fencedBelow(lines: Lines, k: number): boolean {
  const j = lines.get(k + 1)?.trim() === '' && !lines.fenced[k + 1] ? k + 2 : k + 1;
  return j < lines.count && lines.fenced[j] === 1;
}

/** The label on the nearest lines above line i, as `labelAbove` reads them. */
function labelRightAbove(lines: Lines, i: number, blockOf?: LineOfBlock, timed = false): string | undefined {
  const depth = quoteDepth(lines, i);
  for (let k = i - 1, seen = 0; k >= 0 && seen < 3; k--) {
    // `... where use_vfs=0:-`: the colon and dash of older mails end a caption as a colon does
    const line = lines.at(k).trim();
    const t = line.endsWith(':-') ? `${line.slice(0, -2).trimEnd()}:` : line;
    if (t === '' || /^[=\-~]{3,}$/.test(t)) continue; // a heading's underline
    if (/^(```|~~~)[\w-]*$/.test(t)) continue; // a code fence's opening: the label is above it
    // a fenced output between the label and the block (`without mitigations:` / lscpu's lines in a fence / the
    // table in its own) is the run's, not its name: the label is above that fence's opening
    if (lines.fenced[k] && outsideFence(lines, k + 1, i)) {
      while (k > 0 && lines.fenced[k - 1]) k--;
      continue;
    }
    if (isElision(t)) continue; // `[...]`, `[... snip ...]`, `<snip>`: the author cut lines here, the label is above
    // a reply's own words above the lines it quotes (`Makes sense, we skip ...` between quoted counters) name no run of them
    if (depth > 0 && quoteDepth(lines, k) < depth) return undefined;
    seen++;
    // `Before the patch:` / `$ ./mlc` / its output / `sudo mount ...` / `redis-benchmark -t get,set -n 10000`
    // (`make -j32:` over time(1)'s output names what was timed, under the run named above it)
    if (lines.command[k] || SHELL_COMMAND.test(t) || TOOL_RUN.test(t) || (t.endsWith(':') && isBareCommand(t)))
      continue;
    // go test's own verdict lines (`PASS`, `ok  \tpkg\t1.2s`) between the command and the benchmarks name nothing
    if (GO_TEST_VERDICT.test(t)) continue;
    const part = blockOf?.(k);
    // the last line of another block's data (numactl -H's `node 1 cpus:` of a CPU-less node) names no run
    if (part === 'data') return undefined;
    // `KernelVersion: 3.9.0-mainline_v39+() + your patches`, `Kernel: 6.8-rc1`: the value names the run
    const field = RUN_FIELD.exec(t);
    if (field) return trimMarks(field[1]!);
    // `MGLRU disabled via: echo -n 0 > /sys/kernel/mm/lru_gen/enabled`: the words before the command name the run it sets up
    const lead = SETTING_LEAD_IN.exec(t);
    if (lead && !NOT_LABEL.test(lead[1]!)) return trimMarks(lead[1]!);
    // a line of a settings block (`sysctl -w`'s echo `kernel.numa_balancing = 0`) sets, it names no run:
    // the settings in effect name the runs below them
    if (part === 'settings' && emphasisOnly(t) === undefined && !/^#{1,6}\s/.test(t)) continue;
    // `/proc/vmstat:` or `meminfo:` / `vmstat shows:` over a dump names what is shown, not the run: the run's name is above it
    if (/^\/[\w./-]+:?$/.test(t) || DUMP_CAPTION.test(t)) {
      seen--;
      continue;
    }
    // a number alone is data (the output of the run above), never a name; so is perf's `12.3 seconds time elapsed`;
    // but a version alone right over a fence (`6.27` / ```` ``` ````), whose output is inside it, names the run
    const overFence = !lines.fenced[k] && fencedBelow(lines, k);
    if (overFence && /^v?\d+\.\d+(?:\.\d+)*$/.test(t)) return t;
    if (/^[-+]?\d[\d.,]*\s*%?$/.test(t) || /^[\d.,]+ seconds (?:time elapsed|user|sys)$/.test(t)) return undefined;
    // a line of no words over the values (the author's `-> #2    -> #1` over the changes they wrote) names nothing
    if (/^(?:(?:->|→|<-)[ \t]*(?:#?\d+[ \t]*)?)+$/.test(t)) continue;
    // a tool's settings line above its table (`main: n_kv_max = 81920, n_batch = 8192, ...`) is its output
    if ((t.match(/\w\s*=\s*[\w.-]+/g) ?? []).length >= 3 && /,/.test(t)) {
      seen--;
      continue;
    }
    const file = fileHeader(t);
    if (file !== undefined) return file;
    // a question (`Any ideas?`, `What does this exactly mean?`) names no run
    if (t.endsWith('?')) return undefined;
    if (t.length <= 60 && parseTimestamp(t) !== undefined) return undefined; // `----- t=0s -----` starts a series, names no run
    // `## comment` in a shell session is not a heading: a capitalized title, or one that sets something
    const heading = /^#{1,6}\s+([A-Z]|\S*=|.*\s--?\w)/.test(t) || emphasisOnly(t) !== undefined;
    if (/^#/.test(t) && !heading) return undefined;
    if (t.length > 2000) return undefined; // no label is a 2 KB line
    // `Before this commit (average 25617 +- 0.16%):`: a statistic stated beside the name is no part of it
    const stated = t.replace(STATISTIC_ASIDE, (_, colon: string) => colon).replace(/(?<!\s)\s+(:?)$/, '$1');
    const s = trimMarks(emphasisOnly(stated) ?? stated.replace(/^#{1,6}\s+/, ''));
    // `numa_balancing=2, before:` over a counter dump: the run, then which of its readings (its `after:` pairs with it)
    const reading = timed ? undefined : runOfReading(s);
    if (reading && !NOT_LABEL.test(reading) && !SNAPSHOT.test(reading)) return trimMarks(reading);
    // `Disabling CPU binding, \`Total Token Throughput\` for 5 repeats:` names its run, then what is shown of it
    const named = heading ? undefined : captionName(t);
    if (named) return named;
    // `0.4.12 said:`, `the new kernel gives:`: who printed what follows, then a verb of reporting
    const said = t.endsWith(':')
      ? /^(.{1,40}?)\s+(?:said|says|gives|gave|reports|reported|prints|printed)\s*:?$/i.exec(s)
      : null;
    if (said && said[1]!.split(/\s+/).length <= 4 && !NOT_LABEL.test(said[1]!)) return trimMarks(said[1]!);
    // `result (weights 1:1):`, `Results (THP enabled):`, `== summary (migflow) ==`: the data, then the run it is of
    const of = /^(?:results?|output|numbers|data|summary|stats|statistics)\s*\(([^()]{1,40})\)\s*:?$/i.exec(s);
    if (of && !NOT_LABEL.test(of[1]!)) return trimMarks(of[1]!);
    // `6.14 output` over a fence: a version, then the word for what it printed (`Reference results:` names the data)
    const printed = overFence ? /^(\S+(?: \S+){0,3}) (?:output|results?|numbers)$/i.exec(s) : null;
    if (printed && namesAVersion(printed[1]!)) return trimMarks(printed[1]!);
    const words = s.split(/\s+/);
    // `1. dram only` / `2) default interleave` over each run's command and output: an enumerated alternative names its run
    const item = /^\d{1,2}[.)]\s+([^.!?]{1,40})$/.exec(s);
    if (item && item[1]!.split(/\s+/).length <= 4 && !NOT_LABEL.test(item[1]!)) return trimMarks(item[1]!);
    // `... Here are` / `some numbers per second:`: the end of a sentence wrapped from the line above names no run
    const prev = k > 0 ? lines.at(k - 1).trim() : '';
    const wrapped =
      !heading && /^[a-z]/.test(s) && prev.split(/\s+/).length >= 4 && !/[.!?:]$/.test(prev) && !lines.command[k - 1];
    // `... booted without the "ibrs_off"` / `added.`: the sentence is both lines; its setting names the run
    const joined =
      wrapped && words.length <= 3 && /[.:]$/.test(t) ? sentenceLabel(trimMarks(`${prev} ${t}`)) : undefined;
    if (joined && /^(with|without|w\/o?)\s/i.test(joined)) return joined;
    // a caption wrapped over two lines that opens with the run (`To test this change, I built the kernel ...` /
    // `memory.max set to 2 GB:`): its opening clause names it
    const opening = wrapped && t.endsWith(':') ? openingClause(`${prev} ${t}`) : undefined;
    if (opening) return opening;
    if (wrapped && /[a-z,]$/i.test(prev)) return undefined;
    // `Before put on lazy free list:` / `After put on lazy free list:`: a moment named whole is the run (the pair differs in it)
    if (t.endsWith(':') && /^(?:before|after)\s/i.test(s) && words.length <= 8) return s;
    if (!heading && t.endsWith(':') && words.length > 5) return sentenceLabel(s);
    const withAside = heading ? undefined : namedWithAside(t);
    if (withAside) return withAside;
    // `Host bandwidth matrix, read-only MB/s:` captions the data, it names no run
    if (/\b(matrix|matrices|table|histogram|breakdown)\b/i.test(s)) return undefined;
    if (THIS_CHANGE.test(s)) return s;
    if (
      !s ||
      s.length > 60 ||
      words.length > 8 ||
      NOT_LABEL.test(s) ||
      NAMES_DATA.test(s) ||
      // `start:` / `end:` over counter dumps are one run's readings; `Before:` / `After:` name two runs, as the
      // corpus's readers read them over dumps and time(1)'s output alike
      (SNAPSHOT.test(s) && !/^(?:before|after)$/i.test(s)) ||
      REPORTING_VERB.test(s) ||
      /[.!?]$/.test(t)
    )
      return sentenceLabel(s);
    if (
      heading ||
      (t.endsWith(':') && words.length <= 5) ||
      /\S=\S|(^|\s)--\w|[a-z_]\.[a-z_]+ = \S/.test(s) ||
      (LABEL_START.test(s) && words.length <= 5)
    )
      return s;
    return undefined;
  }
  return undefined;
}

/**
 * The words of a line that is all one bold span (`**REAL REDIS**`, `__Redis Direct__:`, `**With THP:**`): markdown's
 * heading for what follows, short and no sentence. Undefined for any other line.
 */
export function emphasisOnly(t: string): string | undefined {
  const m = /^(\*\*|__)([^*_].{0,78}?)\1:?$/.exec(t.trim());
  if (!m || m[2]!.includes(m[1]!) || /[.!?]$/.test(m[2]!)) return undefined;
  const words = m[2]!.trim().replace(/:$/, '');
  return words.split(/\s+/).length <= 10 ? words : undefined;
}

/** The line right above a block as its caption: a short line that is no sentence, command or rule, without its marks. */
function captionAt(lines: Lines, k: number): string | undefined {
  if (k < 0 || lines.command[k]) return undefined;
  const t = lines.at(k).trim();
  if (t.length > 80 || !/[A-Za-z]/.test(t) || /[.!?]$/.test(t) || /^[-=~_*#|+ ]*$/.test(t)) return undefined;
  const s = trimMarks(t);
  return s && s.split(/\s+/).length <= 10 && !NOT_LABEL.test(s) ? s : undefined;
}

/** The caption on the nearest non-blank line over a block whose first line is `from` (0-based), within two lines. */
export function captionOver(lines: Lines, from: number | undefined): string | undefined {
  if (from === undefined) return undefined;
  for (let k = from - 1; k >= 0 && k >= from - 3; k--) {
    const t = lines.at(k).trim();
    if (t === '') continue;
    // a command typed without a prompt, or with one the cleaning did not know (`console:/ # dd ...`), is no caption;
    // nor is a line of the output (`number of transactions actually processed: 45492`)
    return /[|&;>]|[#$%]\s|[:=]\s*[-+]?\d[\d.,]*\s*$/.test(t) || isCommand(lines, k) ? undefined : captionAt(lines, k);
  }
  return undefined;
}

/** A field that names the run (`KernelVersion: 3.9.0 + mel's patches`, `Config: nb=2`). */
const RUN_FIELD = /^(?:kernel[ _-]?version|kernel|config(?:uration)?|branch|tree|variant)\s*:\s+(\S.{0,79})$/i;

/** A short name, then the command that sets the run up (`MGLRU enabled via: echo -n 7 > /sys/...`, `THP off: echo never > ...`). */
const SETTING_LEAD_IN =
  /^([A-Za-z][\w.+/-]*(?: [\w.+/=-]+){0,4}?)(?: (?:via|with|using|by))?: +(?:sudo +)?(?:echo|sysctl|sh -c)\b/;

/** Words that make a line's head a sentence (or a measure), not part of a run's name. */
const SENTENCE_WORD =
  /^(?:here|there|are|is|was|were|be|been|the|a|an|and|or|but|so|what|which|it|this|that|these|those|we|i|you|they|results?|numbers|data|output|looks?|like|got|get|ran|run|tested|measured|shows?|see|seen|same|performance|throughput|latency|bandwidth|time|runtime|score|speed|tests?)$/i;

/**
 * `targted regions w/ global weights (mbind2 on malloc regions special -b flag)`: a short name with a
 * `with` part, then an aside that explains it; no colon, no sentence. The whole name is the run's, not
 * only its `with` part (which `sentenceLabel` would keep from a sentence).
 */
function namedWithAside(s: string): string | undefined {
  if (!s.endsWith(')') || s.endsWith(':')) return undefined;
  const open = s.lastIndexOf('(');
  const name = open > 0 ? s.slice(0, open).trim() : '';
  const m = /^([a-z][\w-]*(?: [a-z][\w-]*){0,2}) (?:with|w\/) (\S+(?: \S+){0,3})$/.exec(name);
  if (!m || m[1]!.split(' ').some((w) => SENTENCE_WORD.test(w)) || NOT_LABEL.test(name)) return undefined;
  return name;
}

/**
 * The run a sentence's opening clause names: `Without this patch, the results are:` -> `Without this patch`,
 * `For comparison, with just the new second chance algorithm, the build time is:` -> `with just the new second
 * chance algorithm`, `To test this change, I built ...` -> `this change`.
 */
function openingClause(said: string): string | undefined {
  const w =
    /^(?:(?:for comparison|in comparison|by contrast|similarly|and|but|then|now),\s+)?(with(?:out)?|w\/o?)\s+([^,]{2,60}?)(?:\s+(?:applied|enabled|in place|on top))?,\s/i.exec(
      said,
    );
  if (w && !NOT_LABEL.test(w[2]!)) return `${w[1]} ${w[2]}`;
  const t = /^to (?:test|evaluate|measure|benchmark|check)\s+((?:this|the|my|our)\s+[^,]{2,40}),\s/i.exec(said);
  return t ? t[1]!.replace(/^the\s+/i, '') : undefined;
}

/**
 * `... what it looks like during PP:`, `And with THP enabled:`: the few words after the last preposition name
 * the run, unless its opening clause does.
 */
function sentenceLabel(said: string): string | undefined {
  const opening = openingClause(said);
  if (opening) return opening;
  // `... for the 64C machine (GLM-4.6 IQ5_K)`, `... for the 12C machine its`: an aside and a filler word end no name
  const s = said.replace(/(?<!\s)\s*\([^()]*\)?$/, '').replace(/(?<!\s)\s+(its|it's|is|are|was|were)$/i, '');
  const m =
    /\b(during|while|under|for|on|using|with|without|w\/o?):?\s+((?:the\s+|a\s+)?[^\s,;]+(?:\s+[^\s,;]+){0,3})$/i.exec(
      s,
    );
  if (!m) return undefined;
  // `booted with: "intel_idle.ibrs_off"`, `without the "X" added`: the setting, without its quotes and the verb after it
  const rest = m[2]!
    .replace(/^(the|a)\s+/i, '')
    .replace(/(?<!\s)\s+(added|applied|enabled|set|used|in place|on top)$/i, '')
    .replace(/^["'`](.+)["'`]$/, '$1');
  // `without this patch`: the run is the patch, named with its determiner
  const core = rest.replace(/^(?:this|these|my|our)\s+(?=\S)/i, '');
  if (NOT_LABEL.test(core) || NAMES_DATA.test(core) || /^(it|this|that|them|example|instance|reference)$/i.test(core))
    return undefined;
  // `... verified with \`numastat -p\`:` names the tool that printed the data, not a run
  if (/^`?(numastat|vmstat|numactl|perf|mlc|sysctl|free|top|sar|iostat|dmesg|cat|grep|time|lsmem|damo)\b/i.test(rest))
    return undefined;
  return /^(with|without|w\/o?)$/i.test(m[1]!) ? `${m[1]} ${rest}` : rest;
}

/**
 * The block a line lies in, by bisection over the blocks' lines: a block's lines name no run, a settings
 * block's set something (the settings in effect name the runs below them), another block's are its data.
 */
function blockPartOf({ naming, blocks }: Segmented): LineOfBlock {
  const ranges: { from: number; to: number; part: 'settings' | 'data' }[] = [];
  naming.forEach((n, b) => {
    if (n) ranges.push({ from: n.from, to: n.to, part: blocks[b]!.data.type === 'settings' ? 'settings' : 'data' });
  });
  ranges.sort((x, y) => x.from - y.from);
  return (k) => {
    let lo = 0;
    let hi = ranges.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (ranges[mid]!.from <= k) lo = mid + 1;
      else hi = mid;
    }
    const r = ranges[lo - 1];
    return r && k < r.to ? r.part : undefined;
  };
}

/**
 * The run each block is named by from the lines around it (same index as the blocks; none for prose): the
 * label above it, or the caption of a block of the same shape before it, or the name carried from the blocks
 * before it since the last heading or file header (that file's name, if any).
 */
export function blockLabels(seg: Segmented): (string | undefined)[] {
  const { lines, naming, blocks } = seg;
  const partOf = blockPartOf(seg);
  let label: string | undefined;
  /** The first line of the last block whose caption line named its run. */
  let captioned: string | undefined;
  /** Blocks whose label was written right above them: named already, whatever their parallels say. */
  const written = new Set<number>();
  const labels = naming.map((n, b) => {
    if (!n) return undefined;
    if (n.reset) label = n.file;
    // a benchmark's own result (time(1), perf bench) under `Before:` / `After:` is two runs, not one run's readings
    const timed = /^(?:time|perf bench)\b/.test(blocks[b]!.title ?? '');
    const above = labelAbove(lines, n.from, partOf, timed);
    // blocks of one shape, each under its own caption line: a caption read as a run's name names the others' too
    const caption = captionAt(lines, n.from - 1);
    const sameShape = captioned !== undefined && captioned === lineSkeleton(lines.at(n.from));
    if (above !== undefined) written.add(b);
    label = above ?? (sameShape && caption ? caption : label);
    captioned = caption !== undefined && (above === caption || sameShape) ? lineSkeleton(lines.at(n.from)) : undefined;
    return label;
  });
  parallelCaptions(seg, labels, written);
  captionsToldApart(seg, labels);
  titleBeforeFirstLabel(seg, labels);
  return labels;
}

/** A line that only opens, closes or summarizes a folded part (`<details>`, `</details>`, `<summary>Logs</summary>`): no caption. */
const FOLD_TAG = /^<\/?(?:details|summary|pre|code|br|p|div)\b[^>]*>(?:[^<]*<\/\w+>)?$/i;

/**
 * The line standing alone right above a block, between it and the block before (`No RTR 48c CPU distribute,
 * cache on GPU` / a blank / a sweep-bench table): set off by a blank line, a fence or the block before, short,
 * no sentence, command or table row. Undefined when the nearest line above is none of these.
 */
function standaloneCaption(lines: Lines, from: number, floor: number): string | undefined {
  const rule = (k: number) => k >= floor && /^[=\-~]{3,}$/.test(lines.at(k).trim());
  let k = from - 1;
  while (k >= floor) {
    const t = lines.at(k).trim();
    if (t === '' || /^(```|~~~)[\w-]*$/.test(t) || FOLD_TAG.test(t) || rule(k)) k--;
    // a tool's banner framed by rules (`=====` / `Execution Results after 905 seconds` / `-----`) is its output's
    else if (rule(k - 1) && rule(k + 1)) k -= 2;
    else break;
  }
  if (k < floor || lines.command[k]) return undefined;
  const above = k > floor ? lines.at(k - 1).trim() : '';
  const setOff = (t: string) => t === '' || /^(```|~~~)[\w-]*$/.test(t) || FOLD_TAG.test(t) || /^[=\-~]{3,}$/.test(t);
  // `Intel Core 13900` / `Intel-extension on Windows` / the output: a title over the first caption, set off itself
  const titled = k > floor && (k - 2 < floor || setOff(lines.at(k - 2).trim())) && /^[^.!?:]{1,40}$/.test(above);
  if (!setOff(above) && !titled) return undefined;
  const t = lines.at(k).trim();
  if (SHELL_COMMAND.test(t) || /^[|>]/.test(t) || /[.!?]$/.test(t) || t.endsWith('?')) return undefined;
  if ((t.match(/\w\s*=\s*[\w.-]+/g) ?? []).length >= 3) return undefined; // a tool's settings line
  if ((t.match(/\S(?: {2,}|\t)\S/g) ?? []).length >= 3) return undefined; // a line laid out in columns: a table's header or row
  // `RTR 48c ..., Cache on GPU (iqk_repack_tensor(...): q6_K -> q6_k_r4. 102400 rows)`: a long aside is the log's, not the name's
  const aside = t.endsWith(')') ? t.indexOf(' (') : -1;
  const named = aside > 0 && t.length - aside > 30 ? t.slice(0, aside) : t;
  const bare = trimMarks(emphasisOnly(named) ?? named.replace(/^#{1,6}\s+/, ''));
  const words = bare.split(/\s+/);
  if (!bare || bare.length > 80 || words.length > 12 || !/[A-Za-z\u00c0-\uffff]/.test(bare)) return undefined;
  if (
    NOT_LABEL.test(bare) ||
    namesData(bare) ||
    SNAPSHOT.test(bare) ||
    DUMP_CAPTION.test(t) ||
    REPORTING_VERB.test(bare)
  )
    return undefined;
  return bare;
}

/**
 * What makes blocks alike: a tool's own layout (llama timings, meminfo, perf stat) by its kind and the reader's
 * title; a table by its first line's skeleton (its header; a first row with its numbers masked).
 */
function shapeOf(seg: Segmented, b: number, from: number): string {
  const { kind, title } = seg.blocks[b]!;
  const table = kind === 'results-table' || kind === 'csv';
  return `${kind}\u0000${table ? lineSkeleton(seg.lines.at(from)) : (title ?? '')}`;
}

/** What makes blocks the same measurement: a tool's reader (ollama's fields, some or all of them), else the shape. */
export function readAlike(seg: Segmented, b: number, from: number): string {
  const reader = seg.blocks[b]!.reading?.reader;
  return reader === undefined || reader === 'table' ? shapeOf(seg, b, from) : reader;
}

/** The named blocks of a document grouped by how they read (readAlike), in the order of their first blocks. */
export function alikeGroups(seg: Segmented): number[][] {
  const groups = new Map<string, number[]>();
  seg.naming.forEach((n, b) => {
    if (!n) return;
    const key = readAlike(seg, b, n.from);
    const group = groups.get(key);
    if (group) group.push(b);
    else groups.set(key, [b]);
  });
  return [...groups.values()];
}

/**
 * A line without its spacing, its numbers and the widths of its rules: `SET: 37565.74 requests per second` and `SET:
 * 55555.56 ...` are alike, and so are `+-----+` and `+------+` over two boxes of one layout.
 */
export function lineSkeleton(t: string): string {
  return t
    .replace(/[-+]?\d[\d.,]*/g, '#')
    .replace(/([-=_])\1+/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Blocks of one shape, each under a line of its own that differs from the others' (`GPU Fully` / a table, `No GPU
 * full cores RTR` / a table), none named by a label read above it: those lines name the blocks' runs, over a name
 * carried from above. The parallel is
 * the evidence: one caption alone could be any sentence fragment; several over alike blocks, each different,
 * are the author's names for them.
 */
function parallelCaptions(seg: Segmented, labels: (string | undefined)[], written: ReadonlySet<number>): void {
  const groups = new Map<string, number[]>();
  let floor = 0;
  const captions: (string | undefined)[] = [];
  seg.naming.forEach((n, b) => {
    if (!n) return;
    captions[b] = standaloneCaption(seg.lines, n.from, floor);
    floor = n.to;
    const key = shapeOf(seg, b, n.from);
    const group = groups.get(key);
    if (group) group.push(b);
    else groups.set(key, [b]);
  });
  for (const group of groups.values()) {
    if (group.length < 2 || group.some((b) => written.has(b))) continue;
    const names = group.map((b) => captions[b]);
    if (names.some((c) => c === undefined)) continue;
    if (new Set(names.map((c) => c!.toLowerCase())).size !== names.length) continue;
    group.forEach((b, k) => (labels[b] = names[k]));
  }
}

/** The nearest line above line `from`, and at `floor` or below (after the block before), that is not blank or a fence, trimmed. */
function lineAbove(lines: Lines, from: number, floor: number): string | undefined {
  for (let k = from - 1; k >= floor && k >= from - 4; k--) {
    const t = lines.at(k).trim();
    if (t === '' || /^(```|~~~)[\w-]*$/.test(t)) continue;
    return lines.command[k] ? undefined : t;
  }
  return undefined;
}

/**
 * Blocks of one shape under one name, each under a caption line of its own that differs from the others' only in
 * some words (`Hyperfine run with 100 iterations Before:` / `... After:`): those words name the runs.
 */
function captionsToldApart(seg: Segmented, labels: (string | undefined)[]): void {
  const groups = new Map<string, number[]>();
  const floors: number[] = [];
  let floor = 0;
  seg.naming.forEach((n, b) => {
    const label = labels[b];
    if (!n) return;
    floors[b] = floor;
    floor = n.to;
    if (label === undefined) return;
    const key = `${label.toLowerCase()}\u0000${shapeOf(seg, b, n.from)}`;
    const group = groups.get(key);
    if (group) group.push(b);
    else groups.set(key, [b]);
  });
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const lines = group.map((b) => lineAbove(seg.lines, seg.naming[b]!.from, floors[b]!));
    if (lines.some((t) => t === undefined || t.length > 100) || new Set(lines).size !== lines.length) continue;
    const whole = lines.map((t) => trimMarks(t!));
    const names = differingWords(whole);
    // the lines must share words: told apart only by some of them (differingWords gives them whole otherwise)
    if (names.some((n, k) => n === whole[k] || n.split(/\s+/).length > 4)) continue;
    group.forEach((b, k) => (labels[b] = trimMarks(names[k]!)));
  }
}

/**
 * Blocks of one shape under labels alike in their last words, the first of them longer by a title written before
 * it on the same line (`Typical collapsed time w/o patch:` / `w/ patch:`): the first run is named by as many last
 * words as the others have, when those open with `with`, `without`, `w/`, `w/o`, `before` or `after`.
 */
function titleBeforeFirstLabel(seg: Segmented, labels: (string | undefined)[]): void {
  const groups = new Map<string, number[]>();
  seg.naming.forEach((n, b) => {
    if (!n || labels[b] === undefined) return;
    const key = shapeOf(seg, b, n.from);
    const group = groups.get(key);
    if (group) group.push(b);
    else groups.set(key, [b]);
  });
  for (const group of groups.values()) {
    const words = [...new Set(group.map((b) => labels[b]!))].map((l) => l.split(/\s+/));
    if (words.length < 2) continue;
    const [first, ...rest] = words;
    const n = rest[0]!.length;
    const lastWord = (w: string[]) => w[w.length - 1]!.toLowerCase();
    if (first!.length <= n || rest.some((w) => w.length !== n || lastWord(w) !== lastWord(first!))) continue;
    const named = first!.slice(-n).join(' ');
    // the name opens as the others do (`w/o` beside `w/`, `without` beside `with`): not a title's last words
    if (!RUN_LEAD.test(named) || rest.some((w) => w.join(' ').toLowerCase() === named.toLowerCase())) continue;
    const was = first!.join(' ');
    for (const b of group) if (labels[b] === was) labels[b] = named;
  }
}

/**
 * The short line set off above a block's label line and right over it (`on Windows 11` / `NUMA enabled` / an
 * ollama block): a section the label names a run within. Undefined when there is none.
 */
function sectionOverLabel(lines: Lines, from: number, floor: number): number | undefined {
  let k = from - 1;
  while (k >= floor && k >= from - 3 && lines.at(k).trim() === '') k--;
  // the section line right over the name, or a blank line or two above it (`BAD`, a blank line, `# iperf -c ...`)
  let section = k - 1;
  while (section >= floor && section >= k - 3 && lines.at(section).trim() === '') section--;
  if (section < floor || lines.command[section]) return undefined;
  const t = lines.at(section).trim();
  const setOff = section === 0 || section - 1 < floor || lines.at(section - 1).trim() === '';
  // a measured value set off (`3.672879 GB/Sec (with prefault)`) is no section's name
  if (!setOff || t === '' || t.length > 40 || /[.!?,;]$/.test(t) || /\d\s+\d/.test(t) || /^[|>`~]|^\d+\.\d/.test(t))
    return undefined;
  return section;
}

/**
 * Alike blocks that would take one run's name twice (`NUMA enabled` under `on Windows 11` and again under `on
 * Linux`), told apart by short lines set off right over their names: those lines begin sections, and every named
 * block after the first of them is named within its section (`on Linux NUMA enabled`). A run measured twice under
 * one name by one reader is what calls for it; a correction can say the same (`section-runs`). Returns the names
 * so qualified, or undefined when nothing is repeated or the sections do not tell the repeats apart.
 */
export function sectionsTellRepeatsApart(
  seg: Segmented,
  names: readonly (string | undefined)[],
): (string | undefined)[] | undefined {
  const keyOf = (name: string | undefined, b: number) =>
    name === undefined || !seg.naming[b]
      ? undefined
      : `${name.toLowerCase()}\u0000${readAlike(seg, b, seg.naming[b].from)}`;
  const distinct = (list: readonly (string | undefined)[]) => {
    const keys = list.map(keyOf).filter((k) => k !== undefined);
    return new Set(keys).size === keys.length;
  };
  if (distinct(names)) return undefined;
  const starts: number[] = [];
  let floor = 0;
  seg.naming.forEach((n, b) => {
    if (!n) return;
    const s = names[b] === undefined ? undefined : sectionOverLabel(seg.lines, n.from, floor);
    if (s !== undefined) starts.push(s);
    floor = n.to;
  });
  starts.sort((x, y) => x - y);
  const titles = starts.map((k) => sectionName(seg.lines.at(k).trim()));
  if (starts.length < 2 || new Set(titles.map((x) => x.toLowerCase())).size !== titles.length) return undefined;
  const qualified = names.map((name, b) => {
    const from = seg.naming[b]?.from;
    if (name === undefined || from === undefined) return name;
    const k = lastBelow(starts, from);
    return k < 0 ? name : `${titles[k]} ${name}`;
  });
  return distinct(qualified) ? qualified : undefined;
}

/** The caption each block lies under, for a correction that names every block's run by it: its label, else its heading. */
export function blockCaptions(seg: Segmented, labels: readonly (string | undefined)[]): (string | undefined)[] {
  return seg.blocks.map((_, b) => {
    const section = seg.sections[b];
    return labels[b] ?? (section === undefined ? undefined : (seg.numbered.get(section) ?? section));
  });
}

/**
 * The sentence that leads into line `from`'s block from above (`On a good kernel, the output looks like this:`
 * over a tool's output; `Here's my results:` over the command and what it printed): the nearest line ending in a
 * colon, past blank lines, fences, commands and the tool's own lines, not above `floor` (the block before) nor in
 * the writer's own words above a quote. The paragraph's last sentence is taken whole.
 */
function leadInAbove(lines: Lines, from: number, floor: number): string | undefined {
  const depth = quoteDepth(lines, from);
  for (let k = from - 1; k >= floor && k >= from - 16; k--) {
    const t = lines.at(k).trim();
    if (t === '' || lines.command[k] || SHELL_COMMAND.test(t) || TOOL_RUN.test(t)) continue;
    if (!t.endsWith(':')) continue;
    if (quoteDepth(lines, k) < depth) return undefined;
    const parts = [t];
    for (let p = k - 1; p >= floor && p > k - 4 && lines.at(p).trim() !== '' && !lines.command[p]; p--)
      parts.unshift(lines.at(p).trim());
    const sentence = parts
      .join(' ')
      .split(/(?<=[.!?])\s+/)
      .pop()!;
    return sentence.split(/\s+/).length >= 2 ? sentence.slice(0, -1).trimEnd() : undefined;
  }
  return undefined;
}

/** Whether a lead-in's last clause only presents what follows (`..., we get this`, `..., the output looks like this`). */
function endsPresenting(sentence: string): boolean {
  const last = sentence.split(/,\s+|;\s+/).pop()!;
  return PRESENTING_ONLY.test(trimMarks(last.replace(PRESENTING_OPENER, '')));
}

/**
 * The run a lead-in sentence names: its last clause that is more than a way of presenting what follows
 * (`On a good kernel, the output looks like this` -> `On a good kernel`; `here is the result from the server` ->
 * `the result from the server`). Undefined when every clause only presents, or the name would be a sentence.
 */
function leadInName(sentence: string): string | undefined {
  const clauses = sentence.split(/,\s+|;\s+/).map((c) => trimMarks(c.replace(PRESENTING_OPENER, '')));
  for (let c = clauses.length - 1; c >= 0; c--) {
    const clause = clauses[c]!;
    if (PRESENTING_ONLY.test(clause)) continue;
    // `it would show something like`, `vmstat shows`: a pronoun or a tool doing something names no run
    const told = /^(?:it|we|i|you|they|he|she|there|on .* wrote|from|to|subject|date|cc)\b/i.test(clause);
    return isLabelSized(clause) && !told && !DUMP_CAPTION.test(`${clause}:`) && !REPORTING_VERB.test(clause)
      ? clause
      : undefined;
  }
  return undefined;
}

/**
 * Blocks read alike whose runs nothing names would be one run, their values merged as if measured twice. Each
 * written under its own lead-in sentence (`On a good kernel, the output looks like this:` / `With 0b0695f2b34a,
 * we get this:`) is the run that sentence names; all of a group's lead-ins must be found and differ, or the group
 * keeps the one name.
 */
export function leadInsTellRunsApart(seg: Segmented, nameOf: (b: number) => string | undefined): Map<number, string> {
  const groups = new Map<string, number[]>();
  const found = new Map<number, string>();
  let floor = 0;
  seg.naming.forEach((n, b) => {
    if (!n) return;
    const above = floor;
    floor = n.to;
    const sentence = leadInAbove(seg.lines, n.from, above);
    const run = sentence === undefined ? undefined : leadInName(sentence);
    // a block named by its lead-in sentence whole, which ends by presenting it (`With 0b0695f2b34a, we get this`),
    // is named by no run yet; one named by the run its lead-in names already is one of the group
    const name = nameOf(b)?.toLowerCase();
    const eligible =
      name === undefined ||
      name === run?.toLowerCase() ||
      (name === sentence?.toLowerCase() && endsPresenting(sentence));
    if (!eligible) return;
    const key = readAlike(seg, b, n.from);
    const group = groups.get(key);
    if (group) group.push(b);
    else groups.set(key, [b]);
    if (run !== undefined) found.set(b, run);
  });
  const named = new Map<number, string>();
  for (const group of groups.values()) {
    const names = group.map((b) => found.get(b)?.toLowerCase());
    if (group.length < 2 || names.some((x) => x === undefined) || new Set(names).size !== names.length) continue;
    for (const b of group) named.set(b, found.get(b)!);
  }
  return named;
}
