/**
 * mmtests compare output (compare-mmtests.pl): kernel names right-aligned over their columns (one or two
 * header lines, maybe a machine title above them), rows `Amean  fault-base-1  1234.56 (  0.00%)  1200.12 *  2.79%*`;
 * the statistic and the row name make the metric. The `Duration`/`Ops` sections below a table have the
 * same columns, and so do header-less rows quoted a little later (`Compaction free scanned  123  456`).
 */
import type { ConfigTable, Lines, TableRow } from '../../model';
import { lineFlag, lineValue } from '../../text/lineMemo';
import { parseNumber } from '../../text/numbers';
import { metricName } from '../../text/units';
import type { Parser, Reader } from '../kit/types';

const STAT =
  /^(Amean|Hmean|Gmean|Stddev|CoeffVar|Min|Max|Median|Range|Mean|TPut|BAmean-\d+|BHmean-\d+|BGmean-\d+|Bmean-\d+|Percentile-\d+|Q\d|\d+(?:th|st|nd|rd))\s/;
/** The vmstat-like sections mmtests prints under a comparison, with the same columns. */
const SECTION = /^(Duration|Ops)\s/;
/** `(  0.00%)` or `*  2.79%*`: the change next to a value. */
const CHANGE = /\(\s*[-+]?[\d.]+%\)|\*\s*[-+]?[\d.]+%\*/g;
const HAS_CHANGE = /\(\s*[-+]?[\d.]+%\)|\*\s*[-+]?[\d.]+%\*/;
/** How far back header-less rows look for the table whose columns they share. */
const FOLLOW_ON_REACH = 40;

interface Row {
  label: string;
  /** Each value, with the end of its cell (the value and its change) for matching header names by position. */
  values: { v: number; end: number }[];
}

/** A line as laid out on screen: tabs to 8-column stops (headers are aligned with spaces and tabs mixed). */
function expandTabs(t: string): string {
  if (t.indexOf('\t') < 0) return t;
  let out = '';
  for (const ch of t) out += ch === '\t' ? ' '.repeat(8 - (out.length % 8)) : ch;
  return out;
}

/** `... (   0.02%) <--`: an arrow the author put at a line's end to point at a row is not a cell. */
function dropMarker(t: string): string {
  const k = t.lastIndexOf('<');
  return k > 0 && /\s/.test(t[k - 1]!) && /^<[-=]{1,}/.test(t.slice(k)) ? t.slice(0, k).trimEnd() : t;
}

const prepared = (t: string) => dropMarker(expandTabs(t));

/** A row: label words, then values (each maybe with its change); cell ends kept to match the header. */
function readRow(t: string): Row | undefined {
  const bare = t.replace(CHANGE, (m) => ' '.repeat(m.length));
  const toks = [...bare.matchAll(/\S+/g)];
  let k = toks.length;
  while (k > 0 && (parseNumber(toks[k - 1]![0]) !== undefined || /^(nan|-?inf)$/i.test(toks[k - 1]![0]))) k--;
  // `Amean  8  2824.32 ...`: after a statistic comes the row's name, a thread or client count as often as a word
  if (k === 1 && toks.length > 2 && STAT.test(t.trimStart())) k = 2;
  if (k === 0 || k === toks.length) return undefined;
  const label = toks
    .slice(0, k)
    .map((m) => m[0])
    .join(' ');
  const changes = [...t.matchAll(CHANGE)];
  const vals = toks.slice(k);
  let ch = 0;
  const values = vals.map((m, c) => {
    const end = m.index + m[0].length;
    const next = vals[c + 1]?.index ?? Infinity;
    // both lists run left to right: the change after this value and before the next is this cell's
    while (ch < changes.length && changes[ch]!.index < end) ch++;
    const change = ch < changes.length && changes[ch]!.index < next ? changes[ch] : undefined;
    return { v: parseNumber(m[0])?.value ?? Number.NaN, end: change ? change.index + change[0].length : end };
  });
  return { label, values };
}

/** Line k as a row, read once per document: the reader looks at each line from every line above it within a head's reach. */
const rowOfLine = lineValue((lines, k): Row | undefined => readRow(prepared(lines.at(k))));

/** Whether a row can open a comparison: a statistic, a change cell, or a Duration/Ops section. */
const opensTable = (t: string) => STAT.test(t) || SECTION.test(t) || HAS_CHANGE.test(t);
/** Whether line k can open a comparison, tested once per document. */
const opensTableAt = lineFlag(opensTable);
/** Older mmtests titles its duration and vmstat sections (`MMTests Statistics: duration`): their rows have no change cells. */
const STATISTICS_TITLE = /^\s*MMTests Statistics:/;

/**
 * The names one header line gives the columns, or undefined when it does not name every column (`partial`: '' for
 * those it leaves unnamed): groups split by 2+ spaces, or words, when there is one per column, else each word goes
 * to the column it ends over.
 */
function lineNames(h: string, first: Row, partial = false): string[] | undefined {
  const n = first.values.length;
  const groups = h.trim().split(/ {2,}/);
  if (groups.length === n) return groups;
  // a header that runs past the last column (a mail wrapped it, and its reader joined the lines again): one word a
  // column, in order, whatever their places
  const words = h.trim().split(/\s+/);
  if (words.length === n && h.trimEnd().length > first.values[n - 1]!.end + 6) return words;
  const cols: string[][] = first.values.map(() => []);
  for (const m of h.matchAll(/\S+/g)) {
    const end = m.index + m[0].length;
    const c = first.values.findIndex(
      (v, k) => end > (k === 0 ? -Infinity : first.values[k - 1]!.end) && end <= v.end + 6,
    );
    if (c < 0) return undefined;
    // a name longer than its column runs into the one before (`vanillasched-scalewakegran-v2r4`): cut at that column's end
    const prevEnd = c > 0 ? first.values[c - 1]!.end : -Infinity;
    if (m.index < prevEnd && cols[c - 1]!.length === 0) {
      cols[c - 1]!.push(m[0].slice(0, prevEnd - m.index));
      cols[c]!.push(m[0].slice(prevEnd - m.index));
    } else cols[c]!.push(m[0]);
  }
  return partial || cols.every((c) => c.length) ? cols.map((c) => c.join(' ')) : undefined;
}

/**
 * A kernel name written out in a header (`base + fix`, `base w/o numascan`, `base(=w/ numascan)`) in the
 * compact form used elsewhere in the same post (`base+fix`, `base-numascan`, `base`), so that one kernel
 * is one config across the post's tables.
 */
function compactName(s: string): string {
  const one = s.replace(/\s+/g, ' ').trim();
  const bare = one.replace(/ ?\([^()]*\)$/, '') || one;
  return bare
    .replace(/ ?\+ ?/g, '+')
    .replace(/ w\/o /g, '-')
    .replace(/ w\/ /g, '+');
}

/**
 * Column names from the header lines: a line with the same name over every column (the kernel version) is
 * dropped; compact forms are used only while they still tell the columns apart (`base (thp=always)`), and
 * only where the post writes a name in its compact form elsewhere (`6.9-rc2(with ">")` alone in a post keeps
 * what tells it from `6.9.0-rc2(with ">=")`).
 */
function columnNames(headers: string[][], elsewhere: (name: string) => boolean): string[] {
  const telling = headers.filter((names) => new Set(names).size > 1 || names.length === 1);
  // ...unless those left leave a column unnamed (`v6.10-rc5  v6.10-rc5` over `+patch` under the second only)
  const use = telling.length && telling.every((names) => names.every(Boolean)) ? telling : headers;
  const written = use[0]!.map((_, c) =>
    use
      .map((names) => names[c])
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  const compact = written.map(compactName);
  if (new Set(compact).size < new Set(written).size) return written;
  return compact.some((c, k) => c !== written[k] && elsewhere(c)) ? compact : written;
}

interface Head {
  columns: string[];
  /** The line of the first row. */
  rowAt: number;
  title?: string;
}

/** How often `s` stands in `text` without a `(...)` right after it (`base+fix`, not `base+fix (v2)`). */
function bareOccurrences(text: string, s: string): number {
  let n = 0;
  for (let p = text.indexOf(s); p >= 0; p = text.indexOf(s, p + s.length))
    if (!/^ ?\(/.test(text.slice(p + s.length, p + s.length + 2))) n++;
  return n;
}

const postCounts = new WeakMap<Lines, Map<string, number>>();

/** bareOccurrences over the whole post, counted once per name (a header is tried from each line above its rows). */
function occurrencesInPost(lines: Lines, name: string): number {
  let counts = postCounts.get(lines);
  if (!counts) postCounts.set(lines, (counts = new Map<string, number>()));
  let n = counts.get(name);
  if (n === undefined) counts.set(name, (n = bareOccurrences(lines.source, name)));
  return n;
}

/** A line of prose: more than three words, each one space from the next (a header's names stand two or more apart), or a sentence's end. */
const isSentence = (t: string): boolean => {
  const s = t.trim();
  return (!/\s{2}|\t/.test(s) && s.split(' ').length > 3) || /[a-z][.!?]$/.test(s);
};

/** The head of a comparison starting at line i: an optional title, 1-2 header lines, up to 2 blank lines, then a first row. */
function headAt(lines: Lines, i: number): Head | undefined {
  const texts: string[] = [];
  let k = i;
  while (k < lines.count && texts.length < 3 && !lines.command[k]) {
    const t = prepared(lines.at(k));
    if (t.trim() === '' || rowOfLine(lines, k)) break;
    // a comment or a markdown heading (`# Results` over `Published Messages: 10000 (100%)`) names no kernel
    if (/^\s*#/.test(t)) return undefined;
    texts.push(t);
    k++;
  }
  if (!texts.length) return undefined;
  for (let blanks = 0; k < lines.count && blanks < 2 && lines.at(k).trim() === ''; blanks++) k++;
  if (k >= lines.count || lines.command[k]) return undefined;
  const rowText = prepared(lines.at(k));
  const first = rowOfLine(lines, k);
  if (!first || !(opensTable(rowText) || STATISTICS_TITLE.test(texts[0]!))) return undefined;
  // the header is the last one or two lines; at most one line (a machine title) may stand above it
  for (const size of [2, 1]) {
    if (size > texts.length || texts.length - size > 1) continue;
    // `System CPU usage dropped by a lot. Workload ...` over the rows: a sentence, no header (names stand apart)
    if (texts.slice(-size).some(isSentence)) continue;
    const names = texts.slice(-size).map((h) => lineNames(h, first));
    // a second line that names some columns only (`5.3-SUSE  5.4-rc7` over `          ext4-dev`) under one that names them all
    if (size === 2 && names[0] && !names[1]) names[1] = lineNames(texts.at(-1)!, first, true);
    if (names.some((x) => !x)) continue;
    const title = texts.length > size ? texts[0]!.trim() : undefined;
    const header = texts.slice(-size).join('\n');
    // a compact name the post writes somewhere without the words this header adds after it
    const elsewhere = (name: string) => occurrencesInPost(lines, name) > bareOccurrences(header, name);
    return { columns: columnNames(names as string[][], elsewhere), rowAt: k, title };
  }
  return undefined;
}

/** A row in base units: a unit written with its name (`Benchmark score (us)`) converts its values. */
function tableRow(r: Row, k: number): TableRow {
  const name = r.label.replace(/\s+/g, ' ');
  const m = metricName(name);
  const based = m.unit === 's' || m.unit === 'bytes';
  const values = r.values.map((v) => (Number.isFinite(v.v) ? v.v * (based ? m.factor : 1) : undefined));
  return { name: based ? m.name : name, values, unit: based ? m.unit : '', line: k + 1 };
}

/** Rows of n values from line `from`, across blank lines when the next section has the same columns. */
function readRows(lines: Lines, from: number, n: number): { rows: TableRow[]; end: number } {
  const rows: TableRow[] = [];
  let end = from;
  for (let k = from; k < lines.count && !lines.command[k]; k++) {
    const t = prepared(lines.at(k));
    if (t.trim() === '') {
      const next = lines.get(k + 1);
      if (next !== undefined && !/^\s{8,}\S/.test(next) && rowOfLine(lines, k + 1)?.values.length === n) continue;
      break;
    }
    const r = rowOfLine(lines, k);
    if (!r || r.values.length !== n) break;
    rows.push(tableRow(r, k));
    end = k + 1;
  }
  return { rows, end };
}

/** Per document: the columns of the run of rows that starts at a line (null: none), for chains of header-less comparisons. */
const runColumns = new WeakMap<Lines, Map<number, string[] | null>>();

/**
 * The columns of the comparison above line i with n columns, for header-less rows after it: rows quoted a
 * little later (`Compaction free scanned  123  456`), or the next benchmark's comparison printed without
 * its header (`autonumabench` / `=====` / `Amean syst-NUMA01 ...`, the text saying the columns are the same).
 * Each run of rows above, FOLLOW_ON_REACH lines apart at most, leads to the one before it until a header;
 * what each run leads to is remembered, so a long chain is walked once.
 */
function columnsAbove(lines: Lines, i: number, n: number): string[] | undefined {
  let memo = runColumns.get(lines);
  if (!memo) runColumns.set(lines, (memo = new Map<number, string[] | null>()));
  const rowOf = (k: number) => (k >= 0 ? rowOfLine(lines, k) : undefined);
  const isRow = (k: number) => rowOf(k)?.values.length === n;
  const walked: number[] = [];
  let found: string[] | null = null;
  for (let k = i - 1, gap = 0; k >= 0 && gap <= FOLLOW_ON_REACH; k--) {
    // Duration and Ops rows (no change cells) carry no columns of their own
    if (!HAS_CHANGE.test(lines.at(k)) || !isRow(k)) {
      gap++;
      continue;
    }
    let top = k;
    while (isRow(top - 1)) top--;
    const known = memo.get(top);
    if (known !== undefined) {
      found = known;
      break;
    }
    walked.push(top);
    for (let j = top - 1; j >= 0 && j >= top - 6 && !found; j--) {
      const head = headAt(lines, j);
      if (head?.rowAt === top && head.columns.length === n) found = head.columns;
    }
    if (found) break;
    k = top;
    gap = 0;
  }
  for (const top of walked) memo.set(top, found);
  return found ?? undefined;
}

function table(columns: string[], rows: TableRow[], end: number, title?: string) {
  const data: ConfigTable = { type: 'table', columns, rows };
  // the machine title tells apart the same comparison run on several machines (`1-socket Skylake`)
  return { kind: 'results-table' as const, end, data, title: title ?? 'mmtests comparison' };
}

/** Whether a comparison's first row can be within the next few lines (a cheap test before reading cells). */
function rowNear(lines: Lines, i: number): boolean {
  if (STATISTICS_TITLE.test(lines.at(i))) return true;
  for (let k = i + 1; k < lines.count && k <= i + 5; k++) if (opensTableAt(lines, k)) return true;
  return false;
}

/** The `(   0.00%)` of the reference kernel: its column is the one each change is measured against. */
const ZERO_CHANGE = /^\(\s*\+?0\.00%\)$/;

/**
 * Header-less comparison rows with no comparison above them (a reply quoting only the rows): the column
 * every row marks `(0.00%)` is the reference, `baseline`; the others are `patched` (numbered when several).
 * Three statistic rows at least, so that a stray line is not a table.
 */
function referenceColumns(lines: Lines, i: number, n: number): string[] | undefined {
  let k = i;
  for (; k < lines.count && k < i + 3; k++) {
    const t = prepared(lines.at(k));
    const cells = [...t.matchAll(CHANGE)].map((m) => m[0].replace(/\s+/g, ' '));
    if (!STAT.test(t.trimStart()) || rowOfLine(lines, k)?.values.length !== n || !ZERO_CHANGE.test(cells[0] ?? ''))
      return undefined;
  }
  if (k < i + 3) return undefined;
  return ['baseline', ...Array.from({ length: n - 1 }, (_, c) => (n === 2 ? 'patched' : `patched ${c + 1}`))];
}

export const parseMmtests: Parser = (lines, i) => {
  if (lines.command[i]) return undefined;
  const head = rowNear(lines, i) ? headAt(lines, i) : undefined;
  if (head) {
    const { rows, end } = readRows(lines, head.rowAt, head.columns.length);
    if (!rows.length) return undefined;
    // one line, then a blank line, over rows that go on from the comparison above is its caption, not
    // kernel names (`dbench4 Throughput (misleading but traditional)`): headers sit right over their rows
    const caption = head.title === undefined && head.rowAt > i + 1 && lines.at(i + 1).trim() === '';
    const above = caption ? columnsAbove(lines, i, head.columns.length) : undefined;
    return above
      ? table(above, rows, end, lines.at(i).trim().slice(0, 60))
      : table(head.columns, rows, end, head.title);
  }
  // header-less rows after a blank line, or under a heading's rule: the columns of the comparison above
  const before = i > 0 ? lines.at(i - 1).trim() : undefined;
  const ruled = before !== undefined && /^[=-]{3,}$/.test(before);
  if (before === undefined || (before !== '' && !ruled)) return undefined;
  const first = rowOfLine(lines, i);
  if (!first || first.values.length < 2 || !/[a-z]/i.test(first.label)) return undefined;
  const columns = columnsAbove(lines, i, first.values.length) ?? referenceColumns(lines, i, first.values.length);
  if (!columns) return undefined;
  const { rows, end } = readRows(lines, i, columns.length);
  // the benchmark's heading over its rule names the comparison (`tbench4 Latency` / `===============`)
  const heading = ruled && i > 1 ? lines.at(i - 2).trim() : '';
  return rows.length ? table(columns, rows, end, heading && heading.length <= 60 ? heading : undefined) : undefined;
};

/** Starts at any line: a machine title or a header over a row. */
export const mmtestsReader: Reader = { name: 'mmtests', start: 'any line', read: parseMmtests };
