/** Split a document into recognized blocks and prose, keeping every line's original number. */
import { cleanLines } from '../text/clean';
import { prepare, remapLines, type Prepared } from './prepare';
import { readLegend, type Legend } from './kit/legend';
import type { Block, Lines, Problem } from '../model';
import { finiteTable } from '../text/numbers';
import { quoteDepth } from '../text/quote';
import { captionName, isElision, NAMES_DATA } from '../text/marks';
import { perfStatPlacement } from './benchmarks/perfStat';
import { readProseResults } from './prose/proseResults';
import { readProseChange } from './prose/proseChange';
import { readProseRelative } from './prose/proseRelative';
import { KERNEL_TREE, REFERENCE_LEADS, REFERENCE_WORDS, TREATMENT_WORDS } from '../vocabulary/runs';
import { readSetupInProse } from './prose/setupFacts';
import type { ParseContext, Reader } from './kit/types';
import { PROSE_READING, READERS, readingOf } from './registry';
import { buildDispatch } from './kit/dispatch';
import { parseTimestamp, runOfReading } from './system/vmstat';

const DISPATCH = buildDispatch(READERS);

/** The formats tried, for the "nothing recognized" message. */
export const FORMATS_TRIED =
  'llama-bench (md/csv/json/jsonl/sql), llama timings, ollama --verbose, numastat, /proc/meminfo, /proc/cpuinfo, /proc/vmstat, vmstat N (procps), sar, numactl -H, sysctl/sysfs tunables, Graph500, XSBench, lkp-robot, mmtests, perf stat, time, kernbench, numademo, Intel MLC, pcm, STREAM, YCSB, fio, sysbench, `label value(+/- x%)` rows, redis-benchmark -q/--csv, vLLM serving benchmark, go test -bench, hyperfine, damo report access, labeled `key: value` runs, `run: key: value` lines, names over values, `metric = value` result lines, `workload => value` lines, min/max/mean rows, `label value` lists under a caption, result tables (aligned, markdown, box, CSV/TSV)';

export interface Segmented {
  blocks: Block[];
  legend: Legend;
  lines: Lines;
  /** Section heading that precedes each block (same index as blocks). */
  sections: (string | undefined)[];
  /** A heading used again (`BEFORE #2`) -> the heading as written (`BEFORE`): as a run's name it is the same run. */
  numbered: Map<string, string>;
  /** The markdown heading (`### mt-redis`) that a block lies under, however many captions come between (same index as blocks). */
  outline: (string | undefined)[];
  /** The `#` lines above each block by level (`# single cpu` > `## rate`), any case: each level's last one, deeper levels cleared by a shallower one. */
  headingPaths: string[][];
  /** The config a single-config block belongs to, from the line just above it (`Without patch:`, `### nb=2`), carried to the blocks after it. */
  labels: (string | undefined)[];
  /** The text as read (mail decoded, line breaks restored) with the user's line of each of its lines. */
  prepared: Prepared;
  /** The command typed right above each block's output (`numactl -m 0 ./map_thp`; same index as blocks), if any. */
  commands: (string | undefined)[];
  /** The prose lines and settings blocks, cleaned, for what is written in words ("avg of 3 runs", a config's description). */
  prose: string;
}

const HEADING_MD = /^#{1,6}\s+(.+)$/;

/** A mail trailer: `Signed-off-by: A <a@b>`, `Acked-by:`, `Cc:`, `Link:`. */
const TRAILER = /^(?:[A-Z][\w-]*-by|Cc|Link|Fixes|Closes):\s/i;

/** A heading-like prose line: markdown heading, or a short Title Case line without sentence punctuation. */
export function headingOf(lines: Lines, k: number): string | undefined {
  if (lines.command[k]) return undefined;
  if (interjected(lines, k)) return undefined;
  const t = lines.at(k).trim();
  const next = lines.get(k + 1);
  const md = HEADING_MD.exec(t);
  // `## comment` in a flattened shell session is not a heading: require a short capitalized title, unless
  // the text is markdown (it has code fences), the line lies outside them and a blank line sets it off
  // (`### mt-redis`; a comment is followed by its command)
  if (md) {
    const title = md[1]!.trim();
    const markdown = lines.hasFences && !lines.fenced[k] && (next === undefined || next.trim() === '');
    return (markdown ? /^[^`*=|<>]{1,59}$/ : /^[A-Z][^`*=|<>]{0,58}$/).test(title) ? title : undefined;
  }
  // a line framed by rules (`=====` / `Execution Results after 905 seconds` / `-----`) is a tool's banner over its output
  const framed = k > 0 && /^(=+|-+)$/.test(lines.at(k - 1).trim());
  // (a mail's trailer over the `---` that ends a patch's message, `Signed-off-by: A <a@b>`, is none)
  if (next !== undefined && /^(=+|-+)$/.test(next.trim()) && t.length > 0 && t.length <= 60)
    return framed || TRAILER.test(t) ? undefined : t.replace(/:$/, '');
  // a title under a rule that opens a part of a mail or log (`=====` / `Basic set_mempolicy2 test` / blank)
  if (framed && (next === undefined || next.trim() === '') && t.length <= 60 && /^[A-Z][^.,=|<>]*$/.test(t))
    return t.replace(/:$/, '');
  // a line ending in a comma goes on (`Hi,`, `For the record,`), a question asks (`Any ideas?`): no heading
  if (t.length < 3 || t.length > 40 || /[.,=|?]$|[=|<>]/.test(t) || !/^[A-Z]/.test(t)) return undefined;
  const w = t.replace(/[:;]+$/, '').split(/\s+/);
  if (w.length > 6 || w.some((x) => /\d{3,}|\/|_/.test(x))) return undefined;
  return t.replace(/[:;]+$/, '');
}

/**
 * The command typed right above line `start` (0-based), over the non-blank lines of its output between
 * them (and the blank lines right above the block); none past a blank line within the output.
 */
function commandAbove(lines: Lines, start: number): string | undefined {
  // time(1) prints a blank line before `real`: blank lines right above the block are passed over
  let top = start;
  while (top > 0 && start - top < 2 && lines.at(top - 1).trim() === '' && !lines.command[top - 1]) top--;
  for (let k = top - 1; k >= 0 && start - k <= 12; k--) {
    const t = lines.at(k).trim();
    if (t === '') return undefined;
    if (lines.command[k]) return t.replace(/\s+/g, ' ');
  }
  return undefined;
}

/** The nearest non-blank line from k going by step (within 3 lines), if any. */
function nonBlank(lines: Lines, k: number, step: 1 | -1): number | undefined {
  for (let j = k + step, n = 0; j >= 0 && j < lines.count && n < 3; j += step, n++)
    if (lines.at(j).trim() !== '') return j;
  return undefined;
}

/** A reply's words between the lines it quotes (`> a 1` / `Makes sense` / `> b 2`): a remark, not a heading. */
function interjected(lines: Lines, k: number): boolean {
  const d = quoteDepth(lines, k);
  const up = nonBlank(lines, k, -1);
  const down = nonBlank(lines, k, 1);
  return up !== undefined && down !== undefined && quoteDepth(lines, up) > d && quoteDepth(lines, down) > d;
}

/** Words that open a sentence or name the data itself, not a configuration. */
const NOT_LABEL =
  /^(here|the|this|that|these|those|below|above|i|we|you|see|and|but|so|also|then|now|for|in|on|as|it|its|if|when|where|result|results|output|data|numbers|summary|note|notes|update|edit|example|details|log|stats|statistics|test results|table|figure|fig|cc|reported-by|signed-off-by|link|subject|from|to|date|on\s.*wrote)\b/i;
/** A line that names the kind of dump below it (`meminfo:`, `vmstat shows:`, `numastat -m output:`), not a run. */
const DUMP_CAPTION =
  /^(?:[>\s]*)(?:\/proc\/|\/sys\/\S*\/)?(?:meminfo|vmstat|zoneinfo|numastat|numa_maps|buddyinfo|pagetypeinfo|slabinfo|smaps(?:_rollup)?|sched_debug|free|sar|numactl)(?:\s+-\w+)?(?:\s+(?:shows?|showed|says|said|output|dump|gives|gave|reports?|counters|stats))?\s*:$/i;

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
  /^(?:(?:sudo|echo|cd|mount|umount|numactl|taskset|sysctl|export|modprobe|insmod|rmmod|chrt|cgexec|systemctl|swapoff|swapon)\s|(?:\/usr\/bin\/)?time\s+(?:-\w+\s+)*(?:\.{0,2}\/|~\/|(?:sudo|numactl|taskset|env|perf|echo|make|dd|cat|sh|bash|python3?)\s))/;

/** Log extensions a file header's name drops (`==> nb2.log <==` is the run nb2). */
const LOG_EXTENSION = /\.(?:log|txt|out|err|tierlog|vmstat|numastat|md)$/i;

/**
 * The file header `head` and `tail` print before each of several files (`==> results/nb2.log <==`): what
 * follows, up to the next header, is that file, and its name is the config, as a file name is when
 * several files are analyzed. A path's directory and a log extension are dropped.
 */
export function fileHeader(text: string): string | undefined {
  const m = /^==> (.+?) <==$/.exec(text.trim());
  if (!m) return undefined;
  let name = m[1]!.trim();
  if (!/\s/.test(name)) name = name.replace(/^.*\//, '');
  name = name.replace(LOG_EXTENSION, '');
  return name === '' ? undefined : name;
}

/** A label without the marks around it (`-- `, `**`, `(`, a trailing `:`), by a scan: the regex form was quadratic on long runs of marks. */
function trimMarks(t: string): string {
  const lead = '-=* \t[(';
  const trail = '-=* \t:;.)]';
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

/** The label written on the nearest non-blank line above line i (within 3 lines), if it reads as one. */
export function labelAbove(
  lines: Lines,
  i: number,
  settingLine?: (k: number) => boolean,
  timed = false,
): string | undefined {
  const depth = quoteDepth(lines, i);
  for (let k = i - 1, seen = 0; k >= 0 && seen < 3; k--) {
    const t = lines.at(k).trim();
    if (t === '' || /^[=\-~]{3,}$/.test(t)) continue; // a heading's underline
    if (/^(```|~~~)[\w-]*$/.test(t)) continue; // a code fence's opening: the label is above it
    if (isElision(t)) continue; // `[...]`, `[... snip ...]`, `<snip>`: the author cut lines here, the label is above
    // a reply's own words above the lines it quotes (`Makes sense, we skip ...` between quoted counters) name no run of them
    if (depth > 0 && quoteDepth(lines, k) < depth) return undefined;
    seen++;
    if (lines.command[k] || SHELL_COMMAND.test(t)) continue; // `Before the patch:` / `$ ./mlc` / its output / `sudo mount ...`
    // `KernelVersion: 3.9.0-mainline_v39+() + your patches`, `Kernel: 6.8-rc1`: the value names the run
    const field = RUN_FIELD.exec(t);
    if (field) return trimMarks(field[1]!);
    // `MGLRU disabled via: echo -n 0 > /sys/kernel/mm/lru_gen/enabled`: the words before the command name the run it sets up
    const lead = SETTING_LEAD_IN.exec(t);
    if (lead && !NOT_LABEL.test(lead[1]!)) return trimMarks(lead[1]!);
    // a line of a settings block (`sysctl -w`'s echo `kernel.numa_balancing = 0`) sets, it names no run:
    // the settings in effect name the runs below them
    if (settingLine?.(k)) continue;
    // `/proc/vmstat:` or `meminfo:` / `vmstat shows:` over a dump names what is shown, not the run: the run's name is above it
    if (/^\/[\w./-]+:?$/.test(t) || DUMP_CAPTION.test(t)) {
      seen--;
      continue;
    }
    // a number alone is data (the output of the run above), never a name; so is perf's `12.3 seconds time elapsed`
    if (/^[-+]?\d[\d.,]*\s*%?$/.test(t) || /^[\d.,]+ seconds (?:time elapsed|user|sys)$/.test(t)) return undefined;
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
    const heading = /^#{1,6}\s+([A-Z]|\S*=|.*\s--?\w)/.test(t);
    if (/^#/.test(t) && !heading) return undefined;
    if (t.length > 2000) return undefined; // no label is a 2 KB line
    // `Before this commit (average 25617 +- 0.16%):`: a statistic stated beside the name is no part of it
    const stated = t.replace(STATISTIC_ASIDE, (_, colon: string) => colon).replace(/(?<!\s)\s+(:?)$/, '$1');
    const s = trimMarks(stated.replace(/^#{1,6}\s+/, '').replace(/^\*\*(.*)\*\*:?$/, '$1'));
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
    // `result (weights 1:1):`, `Results (THP enabled):`: the data, then the run it is of
    const of = /^(?:results?|output|numbers|data)\s*\(([^()]{1,40})\)\s*:?$/i.exec(s);
    if (of && !NOT_LABEL.test(of[1]!)) return trimMarks(of[1]!);
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
    if (!heading && t.endsWith(':') && words.length > 5) return sentenceLabel(s);
    const withAside = heading ? undefined : namedWithAside(t);
    if (withAside) return withAside;
    // `Host bandwidth matrix, read-only MB/s:` captions the data, it names no run
    if (/\b(matrix|matrices|table|histogram|breakdown)\b/i.test(s)) return undefined;
    if (
      !s ||
      s.length > 60 ||
      words.length > 8 ||
      NOT_LABEL.test(s) ||
      NAMES_DATA.test(s) ||
      // `Before:` / `After:` over counter dumps are one run's readings; over time(1)'s output, two runs
      (SNAPSHOT.test(s) && !(timed && /^(?:before|after)$/i.test(s))) ||
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

/** The line right above a block as its caption: a short line that is no sentence, command or rule, without its marks. */
function captionAt(lines: Lines, k: number): string | undefined {
  if (k < 0 || lines.command[k]) return undefined;
  const t = lines.at(k).trim();
  if (t.length > 80 || !/[A-Za-z]/.test(t) || /[.!?]$/.test(t) || /^[-=~_*#|+ ]*$/.test(t)) return undefined;
  const s = trimMarks(t);
  return s && s.split(/\s+/).length <= 10 && !NOT_LABEL.test(s) ? s : undefined;
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

/** Prose that looks like data no parser took: reported, so nothing is silently lost. */
function nearMiss(lines: Lines, from: number, to: number): Problem[] {
  const out: Problem[] = [];
  let start = -1;
  const flush = (k: number) => {
    if (start >= 0 && k - start >= 2)
      out.push({
        startLine: start + 1,
        endLine: k,
        reason: `looks like tabular data but matched no format (tried: ${FORMATS_TRIED})`,
      });
    start = -1;
  };
  for (let k = from; k < to; k++) {
    const t = lines.at(k).trim();
    const numeric = (t.match(/(?:^|\s|\|)-?\d[\d,.]*(?:[eE][+-]?\d+)?(?=\s|\||$)/g) ?? []).length;
    const tabular = !lines.command[k] && (numeric >= 3 || (t.startsWith('|') && t.endsWith('|') && numeric >= 1));
    if (tabular) {
      if (start < 0) start = k;
    } else flush(k);
  }
  flush(to);
  return out;
}

/** The line at k is an elision (`...`, `…`) with more lines after it. */
function elidedAfter(lines: Lines, k: number): boolean {
  return k + 1 < lines.count && /^\s*(\.\s*){3,}$|^\s*…\s*$/.test(lines.at(k)) && lines.at(k + 1).trim() !== '';
}

/** Blocks that describe the setup, not results. */
const SETUP_KINDS = new Set<Block['kind']>(['prose', 'sysctl', 'numactl-hardware']);

/** A document with no result block may state its results in sentences: the prose lines that do become a table. */
function readResultsInProse(
  lines: Lines,
  blocks: Block[],
  sections: (string | undefined)[],
  labels: (string | undefined)[],
): void {
  for (let b = 0; b < blocks.length; b++) {
    const p = blocks[b]!;
    if (p.kind !== 'prose') continue;
    const got =
      readProseResults(lines, p.startLine - 1, p.endLine) ??
      readProseChange(lines, p.startLine - 1, p.endLine) ??
      readProseRelative(lines, p.startLine - 1, p.endLine);
    if (!got) continue;
    const parts: Block[] = [];
    if (got.first > p.startLine - 1)
      parts.push({
        kind: 'prose',
        startLine: p.startLine,
        endLine: got.first,
        data: { type: 'prose', lines: got.first - p.startLine + 1 },
      });
    finiteTable(got.data);
    parts.push({
      kind: 'results-table',
      startLine: got.first + 1,
      endLine: got.end,
      data: got.data,
      title: 'results stated in the text',
      reading: PROSE_READING,
    });
    if (got.end < p.endLine)
      parts.push({
        kind: 'prose',
        startLine: got.end + 1,
        endLine: p.endLine,
        data: { type: 'prose', lines: p.endLine - got.end },
      });
    blocks.splice(b, 1, ...parts);
    sections.splice(b, 1, ...parts.map(() => sections[b]));
    labels.splice(b, 1, ...parts.map(() => undefined));
    return;
  }
}

const RANK = new Map(READERS.map((r, n) => [r, n]));

/** Whether a reader tried before `reader` reads a block at line k (k < end: inside the block `reader` read). */
function earlierReadsAt(lines: Lines, k: number, end: number, ctx: ParseContext, reader: Reader): boolean {
  if (k >= end || k >= lines.count) return false;
  const rank = RANK.get(reader)!;
  return (
    lines.at(k).length > 0 &&
    DISPATCH.candidates(lines, k).some((r) => RANK.get(r)! < rank && (r.read(lines, k, ctx)?.end ?? 0) > k)
  );
}

/** For each block (in line order), the last markdown heading above it: one pass over the lines. */
function markdownOutline(lines: Lines, blocks: Block[]): (string | undefined)[] {
  let k = 0;
  let heading: string | undefined;
  return blocks.map((b) => {
    for (; k < b.startLine - 1 && k < lines.count; k++)
      if (lines.at(k).startsWith('#') && HEADING_MD.test(lines.at(k).trim())) heading = headingOf(lines, k) ?? heading;
    return heading;
  });
}

/** `# single cpu`, `## rate`: a level (the number of #) and its words; not `#!`, `#include` or a `#` alone. */
const HASH_HEADING = /^(#{1,6})[ \t]+([^#\s].{0,100}?)[ \t#]*$/;

/** For each block (in line order), the `#` headings above it by level: one pass over the lines. */
function headingPathsOf(lines: Lines, blocks: Block[]): string[][] {
  let k = 0;
  const path: string[] = [];
  return blocks.map((b) => {
    for (; k < b.startLine - 1 && k < lines.count; k++) {
      // a `#` line in a code fence or beside a typed command is a shell comment
      if (lines.command[k] || !lines.at(k).startsWith('#') || lines.fenced[k]) continue;
      if (lines.command[k - 1] || (k + 1 < lines.count && lines.command[k + 1])) continue;
      const m = HASH_HEADING.exec(lines.at(k).trim());
      if (!m) continue;
      path.length = m[1]!.length - 1;
      for (let l = 0; l < path.length; l++) path[l] ??= '';
      path.push(m[2]!.trim());
    }
    return path.slice();
  });
}

/** Recognize the blocks of a document. */
export function segment(text: string): Segmented {
  const prepared = prepare(text);
  const lines = cleanLines(prepared.text, prepared.lines);
  const legend = readLegend(lines);
  const runs = new Set<string>();
  const ctx = { legend, runs };
  const blocks: Block[] = [];
  const sections: (string | undefined)[] = [];
  const labels: (string | undefined)[] = [];
  let label: string | undefined;
  let section: string | undefined;
  /** The file a `==> name <==` header opened: its blocks are its config, whatever headings its text has. */
  let file: string | undefined;
  const seen = new Map<string, number>();
  const numbered = new Map<string, string>();
  let lastHeading: string | undefined;
  let blocksAtHeading = -1;
  /** Lines of the settings blocks read so far. */
  const settingLines = new Set<number>();
  let proseStart = -1;
  /** The first line of the last block whose caption line named its run. */
  let captioned: string | undefined;
  const flushProse = (k: number) => {
    if (proseStart < 0) return;
    let a = proseStart;
    let b = k;
    while (a < b && lines.at(a).trim() === '' && !lines.command[a]) a++;
    while (b > a && lines.at(b - 1).trim() === '' && !lines.command[b - 1]) b--;
    if (b > a) {
      const block: Block = { kind: 'prose', startLine: a + 1, endLine: b, data: { type: 'prose', lines: b - a } };
      const problems = nearMiss(lines, a, b);
      if (problems.length) block.problems = problems;
      blocks.push(block);
      sections.push(section);
      labels.push(undefined);
    }
    proseStart = -1;
  };
  let i = 0;
  while (i < lines.count) {
    let parsed;
    let reader: Reader | undefined;
    const text = lines.at(i);
    if (text.length > 0)
      parsed = DISPATCH.first(lines, i, (r) => {
        const got = r.read(lines, i, ctx);
        if (!got || got.end <= i) return undefined;
        // a reader that would take the header of a reader tried before it as its own second line leaves the
        // line above to be prose (`numa_balancing=2:` over memtier's `Type  Ops/sec ...`): that one reads below
        if (earlierReadsAt(lines, i + 1, got.end, ctx, r)) return undefined;
        reader = r;
        return got;
      });
    if (!parsed) {
      const f = lines.command[i] ? undefined : fileHeader(lines.at(i));
      const h = f === undefined ? headingOf(lines, i) : undefined;
      if (f !== undefined) {
        file = label = section = f;
        lastHeading = undefined;
      } else if (h && !(h === lastHeading && blocks.length === blocksAtHeading)) {
        lastHeading = h;
        blocksAtHeading = blocks.length;
        // a heading used again later names another part of the document: keep them apart
        const n = (seen.get(h) ?? 0) + 1;
        seen.set(h, n);
        section = n > 1 ? `${h} #${n}` : h;
        if (n > 1) numbered.set(section, h);
        label = file;
      }
      if (proseStart < 0) proseStart = i;
      i++;
      continue;
    }
    if (parsed.kind === 'results-table' && elidedAfter(lines, parsed.end)) {
      // rows, `...`, more rows: an excerpt of a trace that shows a pattern, not results to compare
      if (proseStart < 0) proseStart = i;
      i = parsed.end;
      continue;
    }
    flushProse(i);
    const block: Block = {
      kind: parsed.kind,
      startLine: i + 1,
      endLine: parsed.end,
      data: parsed.data,
      reading: readingOf(reader!, parsed),
    };
    if (block.data.type === 'table') {
      finiteTable(block.data);
      // names, not counts: `1`, `8`, `16` head a thread sweep's columns as well as its rows
      if (block.data.columns.length >= 2) for (const c of block.data.columns) if (!/^\d+$/.test(c)) runs.add(c);
    }
    if (parsed.title) block.title = parsed.title;
    blocks.push(block);
    sections.push(section);
    const above = labelAbove(lines, i, (k) => settingLines.has(k), parsed.title?.startsWith('time') === true);
    // blocks of one shape, each under its own caption line: a caption read as a run's name names the others' too
    const caption = captionAt(lines, i - 1);
    const sameShape = captioned !== undefined && captioned === lines.at(i);
    label = above ?? (sameShape && caption ? caption : label);
    captioned = caption !== undefined && (above === caption || sameShape) ? lines.at(i) : undefined;
    if (block.data.type === 'settings') for (let k = i; k < parsed.end; k++) settingLines.add(k);
    labels.push(label);
    i = parsed.end;
  }
  flushProse(lines.count);
  if (!blocks.some((b) => !SETUP_KINDS.has(b.kind))) readResultsInProse(lines, blocks, sections, labels);
  // prose and the settings written inside it (`echo 2 > /proc/sys/...` under a config's description); a blank line between
  const proseLines: string[] = [];
  for (const bl of blocks)
    if (bl.kind === 'prose' || bl.kind === 'sysctl')
      for (let k = bl.startLine - 1; k < Math.min(bl.endLine, lines.count); k++) proseLines.push(lines.at(k));
    else proseLines.push('');
  const prose = proseLines.join('\n');
  // then the prose lines that state the setup become setup blocks (a legend's entries are its configs', not the setup)
  readSetupInProse(
    lines,
    blocks,
    sections,
    labels,
    new Set([...legend.configs.values(), ...legend.metrics.values()].map((e) => e.line - 1)),
  );
  const outline = markdownOutline(lines, blocks);
  const headingPaths = headingPathsOf(lines, blocks);
  // perf stat names its own command (`Performance counter stats for 'numactl --membind=1 ./stream':`)
  const commands = blocks.map(
    (b) => commandAbove(lines, b.startLine - 1) ?? perfStatPlacement(lines.at(b.startLine - 1)),
  );
  for (const b of blocks) remapLines(b, prepared.origin);
  return { blocks, legend, lines, sections, numbered, labels, outline, headingPaths, commands, prose, prepared };
}
