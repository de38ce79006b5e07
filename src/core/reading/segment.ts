/** Split a document into recognized blocks and prose, keeping every line's original number. */
import { readCaptionedValues } from './prose/captionedValues';
import { cleanLines } from '../text/clean';
import { prepare, remapLines, type Prepared } from './prepare';
import { readLegend, type Legend } from './kit/legend';
import { forgetCells } from './kit/results';
import type { Block, Lines, Problem } from '../model';
import { finiteTable } from '../text/numbers';
import { quoteDepth } from '../text/quote';
import { perfStatCommand, perfStatPlacement } from './benchmarks/perfStat';
import { readProseResults } from './prose/proseResults';
import { readProseChange } from './prose/proseChange';
import { readProseRelative } from './prose/proseRelative';
import { readSetupInProse } from './prose/setupFacts';
import type { ParseContext, Parsed, Reader } from './kit/types';
import { PROSE_READING, READERS, readingOf } from './registry';
import { buildDispatch } from './kit/dispatch';
import { blockKey } from '../hints/key';
import { alikeKey, describeHint, STRUCTURE_KINDS, type BlockHint, type ReadLinesHint } from '../hints/format';
import { transposedTable } from './kit/hinted';
import { linesUpTo } from '../text/lines';
import { pointedValues, runLines, statedTable } from './kit/statedLines';
import { statedRanges, statedReading, type HintDone, type Stated } from './stated';

const DISPATCH = buildDispatch(READERS);

/** The formats tried, for the "nothing recognized" message. */
export const FORMATS_TRIED =
  'llama-bench (md/csv/json/jsonl/sql), llama timings, ollama --verbose, numastat, /proc/meminfo, /proc/cpuinfo, /proc/vmstat, /proc/buddyinfo and pagetypeinfo, vmstat N and vmstat -s (procps), sar, numactl -H, sysctl/sysfs tunables, Graph500, XSBench, lkp-robot, mmtests, perf stat, time, kernbench, numademo, Intel MLC, pcm, STREAM, YCSB, UnixBench, BPF selftests bench, fio, sysbench, `label value(+/- x%)` rows, redis-benchmark (default, -q, --csv), redis INFO, docker stats, vLLM serving benchmark, go test -bench, hyperfine, criterion, wrk, Google Benchmark, damo report access, labeled `key: value` runs, `run: key: value` lines, names over values, `metric = value` result lines, `key: before -> after` changes, `workload => value` lines, min/max/mean rows, `label value` lists under a caption, result tables (aligned, markdown, box, CSV/TSV)';

export interface Segmented {
  blocks: Block[];
  legend: Legend;
  lines: Lines;
  /** Section heading that precedes each block (same index as blocks). */
  sections: (string | undefined)[];
  /** A heading used again (`BEFORE #2`) -> the heading as written (`BEFORE`): as a run's name it is the same run. */
  numbered: Map<string, string>;
  /** A heading written under several parents, as its section is named (`Apple M4 CPU`) -> the heading as written (`CPU`). */
  qualified: Map<string, string>;
  /** The markdown heading (`### mt-redis`) that a block lies under, however many captions come between (same index as blocks). */
  outline: (string | undefined)[];
  /** The `#` lines above each block by level (`# single cpu` > `## rate`), any case: each level's last one, deeper levels cleared by a shallower one. */
  headingPaths: string[][];
  /** Where each block a reader read lies, for the runs to name it from the lines around it (runs/captions.ts); none for prose. */
  naming: (BlockNaming | undefined)[];
  /** The text as read (mail decoded, line breaks restored) with the user's line of each of its lines. */
  prepared: Prepared;
  /** The command typed right above each block's output (`numactl -m 0 ./map_thp`; same index as blocks), if any. */
  commands: (string | undefined)[];
  /** The prose lines and settings blocks, cleaned, for what is written in words ("avg of 3 runs", a config's description). */
  prose: string;
  /** Blocks read again with the user's corrections of their structure, by key: followed (true), or why not. */
  hinted: Map<string, true | string>;
  /** What became of the hints that part the text (read-lines, split), by `<kind>:<key>`. */
  stated: Map<string, HintDone>;
}

/**
 * A block a reader read: its lines as cleaned, [from, to), the file it lies in (a `==> name <==` header's), and
 * whether a heading or a file header came since the block read before it (a run's name is not carried past one).
 */
export interface BlockNaming {
  from: number;
  to: number;
  file?: string;
  reset: boolean;
}

/**
 * The user's corrections of blocks' structure (header rows, the runs' axis or column) and of how the text is
 * parted (read-lines, split), by the key of the block or lines they correct.
 */
export type StructureHints = ReadonlyMap<string, readonly BlockHint[]>;

/**
 * The block at line i read again with its corrections. A reader that follows them (the generic table reader)
 * reads it anew; a tool's fixed layout can still be turned (runs in the other axis); anything else is said.
 */
function readAsHinted(
  reader: Reader,
  lines: Lines,
  i: number,
  ctx: ParseContext,
  first: Parsed,
  own: readonly BlockHint[],
): { parsed: Parsed; outcome: true | string } {
  const again = reader.read(lines, i, { ...ctx, hints: own });
  if (again?.hinted === true && again.end === first.end) return { parsed: again, outcome: true };
  if (typeof again?.hinted === 'string') return { parsed: first, outcome: again.hinted };
  const axis = own.find((h) => h.kind === 'runs-axis');
  const fixed = own.find((h) => h.kind !== 'runs-axis');
  if (fixed)
    return { parsed: first, outcome: `${reader.name} reads a fixed layout: "${describeHint(fixed)}" does not apply` };
  if (!axis || first.data.type !== 'table') return { parsed: first, outcome: `${reader.name} gives no table to turn` };
  const turned = transposedTable(first.data);
  if (typeof turned === 'string') return { parsed: first, outcome: turned };
  const evidence = [
    { decision: 'orientation', rule: `your correction: ${describeHint(axis)}`, says: axis.runs, weight: 1 },
  ];
  return { parsed: { ...first, data: turned, evidence, confidence: 1, hinted: true }, outcome: true };
}

/** The read-lines hint (as a table, for every block like its lines) whose first line is `line`, if any. */
function tableAlike(hints: StructureHints | undefined, line: string): ReadLinesHint | undefined {
  for (const h of hints?.get(alikeKey(line)) ?? [])
    if (h.kind === 'read-lines' && h.as === 'table' && h.block.alike) return h;
  return undefined;
}

const HEADING_MD = /^#{1,6}\s+(.+)$/;
/** A title framed by one mark on both sides, two or more of it (three of `-`, which a MIME boundary has two of). */
const BANNER = /^(={2,}|~{2,}|\*{3,}|#{3,}|-{3,})\s*([A-Za-z][^=~*#]{0,50}?)\s*\1$/;

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
    // (in markdown, a code span is a name like any other: `### \`BenchmarkNUMASchedulingAccess\` + IMC`)
    const plain = markdown ? title.replace(/`[^`]{1,60}`/g, 'x') : title;
    return (markdown ? /^[^`*=|<>]{1,59}$/ : /^[A-Z][^`*=|<>]{0,58}$/).test(plain) ? title : undefined;
  }
  // a line framed by rules (`=====` / `Execution Results after 905 seconds` / `-----`) is a tool's banner over its output
  const framed = k > 0 && /^(=+|-+)$/.test(lines.at(k - 1).trim());
  // (a mail's trailer over the `---` that ends a patch's message, `Signed-off-by: A <a@b>`, is none)
  if (next !== undefined && /^(=+|-+)$/.test(next.trim()) && t.length > 0 && t.length <= 60)
    return framed || TRAILER.test(t) ? undefined : t.replace(/:$/, '');
  // a title under a rule that opens a part of a mail or log (`=====` / `Basic set_mempolicy2 test` / blank)
  if (framed && (next === undefined || next.trim() === '') && t.length <= 60 && /^[A-Z][^.,=|<>]*$/.test(t))
    return t.replace(/:$/, '');
  // a title between runs of one mark (`=== Before ===`, `---no THP---`, `== summary (tiered) ==`): a log's banner
  const banner = BANNER.exec(t);
  if (banner && !/\bPGP\b/.test(banner[2]!)) return banner[2]!.trim().replace(/:$/, '');
  // a line ending in a comma goes on (`Hi,`, `For the record,`), a question asks (`Any ideas?`): no heading
  if (t.length < 3 || t.length > 40 || /[.,=|?]$|[=|<>]/.test(t) || !/^[A-Z]/.test(t)) return undefined;
  // `Spec store bypass:         Vulnerable`: a field and its value, as lscpu and /proc files print them
  if (/:\s{2,}\S/.test(t)) return undefined;
  // `Test iterations: 2`: a field a program printed with its count
  if (/:\s?\d+$/.test(t)) return undefined;
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
  naming: (BlockNaming | undefined)[],
): void {
  for (let b = 0; b < blocks.length; b++) {
    const p = blocks[b]!;
    if (p.kind !== 'prose') continue;
    const got =
      readProseResults(lines, p.startLine - 1, p.endLine) ??
      readProseChange(lines, p.startLine - 1, p.endLine) ??
      readProseRelative(lines, p.startLine - 1, p.endLine) ??
      readCaptionedValues(lines, p.startLine - 1, p.endLine);
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
    naming.splice(b, 1, ...parts.map(() => undefined));
    return;
  }
}

/** Whether a reader tried before `reader` reads a block at line k (k < end: inside the block `reader` read). */
function earlierReadsAt(lines: Lines, k: number, end: number, ctx: ParseContext, reader: Reader): boolean {
  if (k >= end || k >= lines.count) return false;
  // the candidates in order up to `reader`: the tests of those after it cannot change the answer
  return (
    lines.at(k).length > 0 &&
    DISPATCH.firstBefore(lines, k, reader, (r) => ((r.read(lines, k, ctx)?.end ?? 0) > k ? true : undefined)) === true
  );
}

/** What the first reader that reads at line i reads, and which reader it is. */
function readAt(lines: Lines, i: number, ctx: ParseContext): { parsed: Parsed; reader: Reader } | undefined {
  let reader: Reader | undefined;
  const parsed = DISPATCH.first(lines, i, (r) => {
    const got = r.read(lines, i, ctx);
    if (!got || got.end <= i) return undefined;
    // a reader that would take the header of a reader tried before it as its own second line leaves the
    // line above to be prose (`numa_balancing=2:` over memtier's `Type  Ops/sec ...`): that one reads below
    if (earlierReadsAt(lines, i + 1, got.end, ctx, r)) return undefined;
    reader = r;
    return got;
  });
  return parsed && { parsed, reader: reader! };
}

/** The lines of [from, to) after the first that start as a split hint says (`$ numactl`, `2)After`), in order. */
function cutsIn(lines: Lines, from: number, to: number, splits: readonly BlockHint[]): number[] {
  const out: number[] = [];
  for (let k = from + 1; k < to; k++) {
    const t = lines.at(k).trim();
    if (splits.some((h) => h.kind === 'split' && t.startsWith(h.at))) out.push(k);
  }
  return out;
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

/**
 * The `#` heading each section heading stands under, so that a heading written again under another one (`### CPU`
 * under `## Apple M4` and under `## A800`) names another run: `Apple M4 CPU`, `A800 CPU`.
 */
class HeadingParents {
  private path: string[] = [];
  /** section -> its heading and the heading one level up (none for a heading that is no `#` line). */
  private parents = new Map<string, { heading: string; parent: string; level: number }>();

  /** The heading h read at line `text` opens `section`. */
  enter(text: string, h: string, section: string): void {
    const m = HASH_HEADING.exec(text.trim());
    if (!m) return;
    const level = m[1]!.length;
    this.path.length = Math.min(this.path.length, level - 1);
    const parent = this.path[level - 2];
    this.path[level - 1] = h;
    if (parent) this.parents.set(section, { heading: h, parent, level });
  }

  /**
   * Headings over data written under two or more parents at one level: every section at that level under those parents is
   * named by its parent and itself (`Apple M4 CPU`, `Apple M4 GPU`), and no longer numbered as the same run.
   * Returns each such name and the heading it qualifies.
   */
  qualifyRepeated(
    blocks: Block[],
    sections: (string | undefined)[],
    numbered: Map<string, string>,
  ): Map<string, string> {
    // a heading over prose only (`### Interpretation` in two parts) names no run
    const withData = new Set(sections.filter((x, b) => x !== undefined && blocks[b]!.kind !== 'prose'));
    const parentsOf = new Map<string, Set<string>>();
    for (const [section, { heading, parent, level }] of this.parents) {
      if (!withData.has(section)) continue;
      const key = `${level} ${heading}`;
      parentsOf.set(key, (parentsOf.get(key) ?? new Set()).add(parent));
    }
    const shared = new Set<string>();
    for (const [key, parents] of parentsOf)
      if (parents.size >= 2) for (const p of parents) shared.add(`${key.slice(0, key.indexOf(' '))} ${p}`);
    const qualified = new Map<string, string>();
    const renamed = new Map<string, string>();
    for (const [section, { heading, parent, level }] of this.parents)
      if (shared.has(`${level} ${parent}`)) {
        renamed.set(section, `${parent} ${heading}`);
        qualified.set(`${parent} ${heading}`, heading);
      }
    for (let b = 0; b < sections.length; b++) {
      const name = sections[b] === undefined ? undefined : renamed.get(sections[b]!);
      if (name !== undefined) sections[b] = name;
    }
    for (const section of renamed.keys()) numbered.delete(section);
    return qualified;
  }
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

/**
 * The lines of the prose and settings blocks as cleaned, a blank line for each other block, joined by newlines.
 * Lines the cleaning left as they were are cut from the text a run at a time: a string per line held them at
 * 50 bytes a line (a million tiny blocks).
 */
function proseOf(lines: Lines, blocks: Block[]): string {
  const parts: string[] = [];
  const add = (from: number, to: number) => {
    for (let k = from; k < to;) {
      let end = k;
      while (end < to && lines.isRaw(end)) end++;
      if (end === k) {
        parts.push(lines.at(k++));
        continue;
      }
      const run = lines.source.slice(lines.from(k), lines.to(end - 1));
      // a CR before a newline inside the run is no part of its line
      if (!run.includes('\r')) parts.push(run);
      else for (let j = k; j < end; j++) parts.push(lines.at(j));
      k = end;
    }
  };
  for (const bl of blocks)
    if (bl.kind === 'prose' || bl.kind === 'sysctl') add(bl.startLine - 1, Math.min(bl.endLine, lines.count));
    else parts.push('');
  return parts.join('\n');
}

/** Recognize the blocks of a document. */
export function segment(text: string, hints?: StructureHints): Segmented {
  const prepared = prepare(text);
  const lines = cleanLines(prepared.text, prepared.lines);
  const legend = readLegend(lines);
  const runs = new Set<string>();
  const ctx = { legend, runs };
  const blocks: Block[] = [];
  const sections: (string | undefined)[] = [];
  const naming: (BlockNaming | undefined)[] = [];
  let reset = false;
  let section: string | undefined;
  /** The file a `==> name <==` header opened: its blocks are its config, whatever headings its text has. */
  let file: string | undefined;
  const seen = new Map<string, number>();
  const numbered = new Map<string, string>();
  const outline = new HeadingParents();
  let lastHeading: string | undefined;
  let blocksAtHeading = -1;
  let proseStart = -1;
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
      naming.push(undefined);
    }
    proseStart = -1;
  };
  const hinted = new Map<string, true | string>();
  const said = new Map<string, HintDone>();
  /** The blocks read as a table like the lines of a read-lines hint with `alike` (their lines, for its note). */
  const alikeRead = new Map<ReadLinesHint, string[]>();
  const origin = (k: number) => prepared.origin?.first[k] ?? k + 1;
  const ranges = hints ? statedRanges(lines, hints, said, origin) : undefined;
  /** Where readers stop (0-based lines): the starts of stated lines, the ends of lines read on their own, cuts. */
  const bounds = ranges ? ranges.bounds : [];
  const nextBound = (k: number) => bounds.find((b) => b > k) ?? lines.count;
  let i = 0;
  while (i < lines.count) {
    let parsed: Parsed | undefined;
    let reader: Reader | undefined;
    let stated: Stated | undefined = ranges?.at.get(i);
    if (stated && stated.hint.as !== 'block') {
      const h = stated.hint;
      const got =
        h.as === 'table'
          ? statedTable(lines, i, stated.to, h, ctx)
          : h.as === 'run-lines'
            ? runLines(lines, i, stated.to)
            : h.as === 'values'
              ? pointedValues(lines, i, stated.to, h)
              : undefined;
      const where = `lines ${origin(i)}-${origin(stated.to - 1)}`;
      said.set(
        `read-lines:${h.block.key}`,
        typeof got === 'string' ? { applied: false, note: `${where}: ${got}` } : { applied: true, note: where },
      );
      if (got === undefined) {
        // prose as the user says: left unread
        if (proseStart < 0) proseStart = i;
        i = stated.to;
        continue;
      }
      // lines that are not what the user said are read as they are without the correction (which says so)
      if (typeof got === 'string') stated = undefined;
      else parsed = got;
    }
    if (!stated || stated.hint.as === 'block') {
      stated = undefined;
      if (lines.at(i).length > 0) {
        let got = readAt(lines, i, ctx);
        const limit = nextBound(i);
        if (got && got.parsed.end > limit) got = readAt(linesUpTo(lines, limit), i, ctx);
        parsed = got?.parsed;
        reader = got?.reader;
        // a table the user read as a table elsewhere, beginning with the same line: read as those lines were
        const like = parsed && tableAlike(hints, lines.at(i));
        const again = like && statedTable(lines, i, parsed!.end, like, ctx);
        if (like && again && typeof again !== 'string') {
          parsed = again;
          reader = undefined;
          stated = { from: i, to: again.end, hint: like };
          alikeRead.set(like, [...(alikeRead.get(like) ?? []), `${origin(i)}-${origin(again.end - 1)}`]);
        }
      }
    }
    if (!parsed) {
      const f = lines.command[i] ? undefined : fileHeader(lines.at(i));
      const h = f === undefined ? headingOf(lines, i) : undefined;
      if (f !== undefined) {
        file = section = f;
        reset = true;
        lastHeading = undefined;
      } else if (h && !(h === lastHeading && blocks.length === blocksAtHeading)) {
        lastHeading = h;
        blocksAtHeading = blocks.length;
        // a heading used again later names another part of the document: keep them apart
        const n = (seen.get(h) ?? 0) + 1;
        seen.set(h, n);
        section = n > 1 ? `${h} #${n}` : h;
        if (n > 1) numbered.set(section, h);
        outline.enter(lines.at(i), h, section);
        reset = true;
      }
      if (proseStart < 0) proseStart = i;
      i++;
      continue;
    }
    if (!stated && parsed.kind === 'results-table' && elidedAfter(lines, parsed.end)) {
      // rows, `...`, more rows: an excerpt of a trace that shows a pattern, not results to compare (lines the
      // user said how to read are results, whatever follows them: a post cut after its first rows, `...`)
      if (proseStart < 0) proseStart = i;
      i = parsed.end;
      continue;
    }
    flushProse(i);
    let key = blockKey(lines, i, parsed.end);
    const splits = reader && hints?.get(key)?.filter((h) => h.kind === 'split');
    if (splits?.length) {
      // the user's cuts: the block ends before the first, each part after it is read on its own
      const cuts = cutsIn(lines, i, parsed.end, splits);
      const where = `lines ${origin(i)}-${origin(parsed.end - 1)}`;
      said.set(
        `split:${key}`,
        cuts.length
          ? {
              applied: true,
              note: `${where} cut before line${cuts.length > 1 ? 's' : ''} ${cuts.map(origin).join(', ')}`,
            }
          : {
              applied: false,
              note: `no line of ${where} after the first starts "${splits[0]!.kind === 'split' ? splits[0]!.at : ''}"`,
            },
      );
      if (cuts.length) {
        bounds.push(...cuts);
        bounds.sort((a, b) => a - b);
        const part = readAt(linesUpTo(lines, cuts[0]!), i, ctx);
        if (!part) {
          if (proseStart < 0) proseStart = i;
          i = cuts[0]!;
          continue;
        }
        ({ parsed, reader } = part);
        key = blockKey(lines, i, parsed.end);
      }
    }
    // the block's own corrections, or those for every block with its first line
    const own = (hints?.get(key) ?? hints?.get(alikeKey(lines.at(i))))?.filter((h) => STRUCTURE_KINDS.has(h.kind));
    if (own?.length && reader) {
      const got = readAsHinted(reader, lines, i, ctx, parsed, own);
      parsed = got.parsed;
      hinted.set(key, got.outcome);
    } else if (own?.length && stated?.hint.as === 'table') {
      // lines the user said are a table, with the block's structure corrections (the column naming the runs)
      const again = statedTable(lines, i, stated.to, stated.hint, { ...ctx, hints: own });
      if (typeof again !== 'string') parsed = again;
      hinted.set(key, typeof again === 'string' ? `lines ${origin(i)}-${origin(stated.to - 1)}: ${again}` : true);
    }
    const block: Block = {
      kind: parsed.kind,
      startLine: i + 1,
      endLine: parsed.end,
      data: parsed.data,
      key,
      reading: stated ? statedReading(stated, parsed) : readingOf(reader!, parsed),
    };
    if (parsed.hinted === true) block.reading!.confidence = 1;
    if (block.data.type === 'table') {
      finiteTable(block.data);
      // names, not counts: `1`, `8`, `16` head a thread sweep's columns as well as its rows
      if (block.data.columns.length >= 2) for (const c of block.data.columns) if (!/^\d+$/.test(c)) runs.add(c);
    }
    if (parsed.title) block.title = parsed.title;
    if (parsed.toolRunName) block.toolRunName = parsed.toolRunName;
    blocks.push(block);
    sections.push(section);
    naming.push({ from: i, to: parsed.end, file, reset });
    reset = false;
    i = parsed.end;
  }
  flushProse(lines.count);
  if (!blocks.some((b) => !SETUP_KINDS.has(b.kind))) readResultsInProse(lines, blocks, sections, naming);
  // prose and the settings written inside it (`echo 2 > /proc/sys/...` under a config's description); a blank line between
  const prose = proseOf(lines, blocks);
  // then the prose lines that state the setup become setup blocks (a legend's entries are its configs', not the setup)
  readSetupInProse(
    lines,
    blocks,
    sections,
    naming,
    new Set([...legend.configs.values(), ...legend.metrics.values()].map((e) => e.line - 1)),
  );
  const qualified = outline.qualifyRepeated(blocks, sections, numbered);
  const headingPaths = headingPathsOf(lines, blocks);
  // perf stat names its own command (`Performance counter stats for 'numactl --membind=1 ./stream':`)
  const commands = blocks.map(
    (b) =>
      commandAbove(lines, b.startLine - 1) ??
      perfStatPlacement(lines.at(b.startLine - 1)) ??
      perfStatCommand(lines, lines.at(b.startLine - 1)),
  );
  for (const b of blocks) {
    b.key ??= blockKey(lines, b.startLine - 1, b.endLine);
    remapLines(b, prepared.origin);
  }
  // a table read as the user read its like: said beside the lines the hint names
  for (const [h, where] of alikeRead) {
    const k = `read-lines:${h.block.key}`;
    const o = said.get(k);
    if (o?.applied) said.set(k, { ...o, note: `${o.note} and ${where.join(', ')} alike` });
  }
  forgetCells();
  return {
    blocks,
    legend,
    lines,
    sections,
    numbered,
    qualified,
    naming,
    outline: markdownOutline(lines, blocks),
    headingPaths,
    commands,
    prose,
    prepared,
    hinted,
    stated: said,
  };
}
