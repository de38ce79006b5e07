/**
 * Aligned text tables read by character column, as people type them in mails: value cells found in each
 * row (a spread such as `( 0.38 )`, `± 3%` or `+- 0.5` belongs to the value before it; a unit word such as
 * `GB` too), header lines above merged by position (a wrapped label alone on its line, an empty first
 * header cell, two header levels such as `base` over `time in sec`), TABs expanded to their stops, and a
 * table that goes on after a blank line under the same header. `%gain`-like columns are the author's own
 * comparison, not a config, and are left out.
 */
import { maxOf, minOf } from '../../math/stats';
import type { Lines } from '../../model';
import { finiteNumber, isAbsent, parseNumber } from '../../text/numbers';
import { lineFlag, lineValue } from '../../text/lineMemo';
import { isElision } from '../../text/marks';
import { isConfigLike, isMetricLike } from '../../text/units';
import type { Grid, GridRow } from './grid';
import { COMPARISON, isRuleLine } from './grid';

interface Cell {
  raw: string;
  sd?: number;
  relative?: boolean;
  start: number;
  end: number;
}

export interface Row {
  label: string;
  /** Where the label starts. */
  start: number;
  cells: Cell[];
  line: number;
}

/** Expand TABs to 8-column stops so positions agree with what the author saw. */
export function expandTabs(t: string): string {
  if (t.indexOf('\t') < 0) return t;
  let out = '';
  for (const ch of t) out += ch === '\t' ? ' '.repeat(8 - (out.length % 8)) : ch;
  return out;
}

const UNIT_WORD =
  /^(k?B|[KMGT]i?B|[kKMGT]i?B\/s(?:ec)?|pages?|ms|us|µs|ns|s|sec|secs|[a-z]{1,5}\/s(?:ec)?|[kKMGT]?(?:bps|pps)|[kKM]?(?:IOPS|iops)|kB|%|x)$/;
/** Units written inside cells, to base units (bytes, seconds). */
const CELL_UNIT: Record<string, number> = {
  kB: 2 ** 10,
  KB: 2 ** 10,
  MB: 2 ** 20,
  GB: 2 ** 30,
  TB: 2 ** 40,
  ms: 1e-3,
  us: 1e-6,
  ns: 1e-9,
  µs: 1e-6,
  μs: 1e-6,
  B: 1,
  s: 1,
  sec: 1,
  // `1.07m` beside `14.3s` in a load-time column: minutes (a lowercase m alone after a number is no other unit)
  m: 60,
  min: 60,
};

/**
 * A value as written in a cell: `1,234.5`, `30.5M`, `1.07x`, `12%`, `*0.98` / `0.98*` (footnote marks), `12.3GB`, `1m2.5s`,
 * `7k iops`.
 */
export function cellNumber(s: string): number | undefined {
  // footnote marks and comparison signs are rare: the patterns run only where the first or last character says so
  let t = s.charCodeAt(0) === 42 || s.charCodeAt(s.length - 1) === 42 ? s.replace(/^\*+|\*+$/g, '') : s;
  const c0 = t.charCodeAt(0);
  if (c0 === 60 || c0 === 62 || c0 === 126) t = t.replace(/^[<>~]=?/, '');
  // a change below what the tool resolves, signed (`-<0.001s`, benchcmp's and duckdb's): its bound, with its sign
  else if ((c0 === 45 || c0 === 43) && (t[1] === '<' || t[1] === '>')) t = t[0]! + t.slice(2);
  const n = parseNumber(t);
  if (n) return n.value;
  // `time`'s `1m23.259s`, and `1:02.5` wall clocks: seconds
  const ms = MIN_SEC.exec(t) ?? MIN_SEC_WORDS.exec(t);
  if (ms) return finiteNumber(Number(ms[1]) * 60 + Number(ms[2]!.replace(',', '.')));
  const hms = H_MIN_SEC.exec(t);
  if (hms) return finiteNumber(Number(hms[1]) * 3600 + Number(hms[2]) * 60 + Number(hms[3]));
  const clock = CLOCK.exec(t);
  if (clock) return finiteNumber(Number(clock[1] ?? 0) * 3600 + Number(clock[2]) * 60 + Number(clock[3]));
  const u = UNIT_CELL.exec(t);
  if (u) return finiteNumber(Number(u[1]!.replace(/,/g, '')) * (CELL_UNIT[(u[2] ?? u[3]!).replace('i', '')] ?? 1));
  return countWithMagnitude(t)?.v;
}

/** The magnitude a count is written with (`7k`, `1.26M`), and IOPS's own (`KIOPS`, `MIOPS`). */
const MAGNITUDE: Record<string, number> = { k: 1e3, K: 1e3, M: 1e6, G: 1e9 };
/** A count per second after its number's magnitude and a blank: `7k iops`, `1.26M p/s`, `19k rps`, `7.81M logs/sec`. */
const MAGNITUDE_THEN_UNIT = /^(\d[\d,]*(?:\.\d+)?)([kKMG]) ?([iI][oO][pP][sS]|[rqtp]ps|ops|[A-Za-z]{1,12}\/s(?:ec)?)$/;
/** IOPS with its magnitude glued to it: `570 KIOPS`, `5.01 MIOPS`, `1.2 kIOPS`. */
const MAGNITUDE_IOPS = /^(\d[\d,]*(?:\.\d+)?) ?([kKM])(IOPS|iops)$/;
/** A rate of bytes or bits (`1k MB/s`): a size, not a count. */
const SIZE_RATE = /^[kKMGT]?i?(?:[bB]|bits?|bytes?)\//;

/**
 * A count per second written with its magnitude (`7k iops`, `1.26M p/s`, `570 KIOPS`, `5.01 MIOPS`): the count
 * (7000, 1260000, 570000, 5010000) and its unit without the magnitude (`iops`, `p/s`, `IOPS`), so that runs written
 * `570 KIOPS` and `5.01 MIOPS` compare. A rate of bytes is a size's (kit/cells.ts reads those).
 */
export function countWithMagnitude(s: string): { v: number; unit: string; written: string } | undefined {
  const t = s.trim();
  const m = MAGNITUDE_THEN_UNIT.exec(t) ?? MAGNITUDE_IOPS.exec(t);
  if (!m || SIZE_RATE.test(m[3]!)) return undefined;
  const v = finiteNumber(Number(m[1]!.replace(/,/g, '')) * MAGNITUDE[m[2]!]!);
  return v === undefined ? undefined : { v, unit: m[3]!, written: t.slice(m[1]!.length).trim() };
}
/**
 * `time`'s `1m23.259s`, with a decimal comma under a locale that writes one (`0m45,002s`: the seconds are below
 * 60), or as prose writes it (`2m 6s`).
 */
const MIN_SEC = /^(\d+)m ?(\d+(?:\.\d+)?|\d{1,2},\d+)s$/;
/** A duration spelled with its units' words (`4 min 38 sec`, a build's wallclock in a Markdown table; `1 minute and 48 seconds`). */
const MIN_SEC_WORDS = /^(\d+) min(?:utes?)?(?: and)? ([0-5]?\d(?:\.\d+)?) sec(?:onds?)?$/;
/** A long build's time with its hours (`1h 17m 41s`, `1h17m41.5s`), as busybox and CI logs print it. */
const H_MIN_SEC = /^(\d+)h ?([0-5]?\d)m ?([0-5]?\d(?:\.\d+)?)s$/;
const CLOCK = /^(?:(\d+):)?(\d+):(\d{2}(?:\.\d+)?)$/;
/** A number and its unit in one cell: `12.3GB`, `99.1 ns`, `338μs` (Greek mu or the micro sign), `40 B` (bytes, apart: `7B` names a model's size). */
const UNIT_CELL =
  /^([-+]?(?:\d[\d,]*(?:\.\d+)?|\.\d+)(?:[eE][-+]?\d+)?)(?:\s?([KMGT]i?B|kB|ms|us|[µμ]s|ns|sec|s|min|m)|\s(B))(\/s|\/(?!sec\b|second\b)[A-Za-z]{2,12})?$/;

/** The base unit a cell's own unit gives its value (`99.1 ns`: seconds, `12.3 GB`: bytes), if it has one. */
export function cellUnit(s: string): 's' | 'bytes' | undefined {
  const t = s.trim();
  const u = UNIT_CELL.exec(t);
  // a rate (`/s`) is in no base unit; a time or size per item (`47.39 ms/frame`, `72 B/op`) is that time or size
  if (u) return u[4] === '/s' ? undefined : /B$/.test(u[2] ?? u[3]!) ? 'bytes' : 's';
  return MIN_SEC.test(t) || MIN_SEC_WORDS.test(t) || H_MIN_SEC.test(t) || CLOCK.test(t) ? 's' : undefined;
}

interface Tok {
  s: string;
  start: number;
  end: number;
}

function toks(t: string): Tok[] {
  const out: Tok[] = [];
  for (const m of t.matchAll(/\S+/g)) {
    // `7.96±2.22` is a value and its spread
    const pm = m[0].indexOf('±');
    if (pm > 0 && pm < m[0].length - 1) {
      out.push({ s: m[0].slice(0, pm), start: m.index, end: m.index + pm });
      out.push({ s: m[0].slice(pm), start: m.index + pm, end: m.index + m[0].length });
    } else out.push({ s: m[0], start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/**
 * What follows a value at token j: its spread (`(0.38)`, `( 0.38 )`, `(±0.38%)`, `± 3%`, `±3%`, `+- 0.5`) or
 * the author's change against a baseline (`(-10.41%)`, `(+3%)`, `( 2.79%)`: a percentage in parentheses
 * without ±), which is read and dropped; returns the tokens used.
 */
function spreadAt(ts: Tok[], j: number): { sd?: number; relative: boolean; used: number } | undefined {
  const t = ts[j]?.s;
  if (t === undefined) return undefined;
  const num = (s: string) => {
    const rel = s.endsWith('%');
    const n = parseNumber(rel ? s.slice(0, -1) : s);
    return n && !n.ratio ? { sd: Math.abs(n.value), relative: rel } : undefined;
  };
  if (t.startsWith('(')) {
    let s = t;
    let used = 1;
    while (!s.endsWith(')') && j + used < ts.length && used < 4) s += ts[j + used++]!.s;
    if (!s.endsWith(')')) return undefined;
    const inner = s.slice(1, -1);
    const pm = /^(±|\+-|\+\/-)/.exec(inner);
    const v = num(pm ? inner.slice(pm[0].length) : inner);
    if (!v) return undefined;
    if (!pm && (v.relative || /^[-+]/.test(inner))) return { relative: true, used };
    return { ...v, used };
  }
  if (t === '±' || t === '+-' || t === '+/-') {
    const v = ts[j + 1] ? num(ts[j + 1]!.s) : undefined;
    return v ? { ...v, used: 2 } : undefined;
  }
  const m = /^(?:±|\+-|\+\/-)(.+)$/.exec(t);
  if (m) {
    const v = num(m[1]!);
    return v ? { ...v, used: 1 } : undefined;
  }
  return undefined;
}

const MAX_TOKENS = 128;
// `GB/sec` ends a row of a unit column
const ROW_END = /[\d%)*xsBGMKTkaA|-]\s*$|\/sec\s*$/;

/** A row: a label, then only value cells (each maybe with its spread or unit); undefined for prose. */
/** A command-line option alone (`-t`, `--threads`). */
const OPTION = /^--?[A-Za-z][\w-]*$/;

export function readRow(text: string, line: number): Row | undefined {
  // a row ends in a value (a digit, `-`, `%`, `x`, a unit, `n/a`, a spread's `)`); prose ends in words and stops
  if (!ROW_END.test(text)) return undefined;
  const ts = toks(text);
  // a row is a label and a few dozen cells; a longer line is prose or a dump, not worth the search below
  if (ts.length < 2 || ts.length > MAX_TOKENS) return undefined;
  // values run from the first token after which everything is a value, a spread or a unit
  const cellsFrom = (from: number): Cell[] | undefined => {
    const cells: Cell[] = [];
    for (let j = from; j < ts.length;) {
      const t = ts[j]!;
      const sp = cells.length ? spreadAt(ts, j) : undefined;
      if (sp) {
        const c = cells[cells.length - 1]!;
        if (sp.sd !== undefined) {
          c.sd = sp.sd;
          c.relative = sp.relative;
        }
        c.end = ts[j + sp.used - 1]!.end;
        j += sp.used;
        continue;
      }
      // a unit alone at the end of the row, a column gap after the last value (`100.204\t\tsecs`), is the table's unit column
      if (cells.length && j === ts.length - 1 && UNIT_WORD.test(t.s) && t.start - ts[j - 1]!.end >= 2) {
        cells.push({ raw: t.s, start: t.start, end: t.end });
        j++;
        continue;
      }
      if (cells.length && UNIT_WORD.test(t.s) && cells[cells.length - 1]!.end === ts[j - 1]!.end) {
        const c = cells[cells.length - 1]!;
        c.end = t.end;
        // `476290.6 us`, `12.3 GB`: the unit makes the value one in base units
        if (CELL_UNIT[t.s.replace('i', '')] !== undefined && cellNumber(c.raw + t.s) !== undefined) c.raw += t.s;
        j++;
        continue;
      }
      if (cellNumber(t.s) === undefined && !isAbsent(t.s)) return undefined;
      cells.push({ raw: t.s, start: t.start, end: t.end });
      j++;
    }
    return cells;
  };
  for (let k = 1; k < ts.length; k++) {
    if (cellNumber(ts[k]!.s) === undefined && !isAbsent(ts[k]!.s)) continue;
    // an option and its value a space apart (`-t 2`, `--threads 8`) name the row: the value is the label's
    if (k === 1 && k + 1 < ts.length && OPTION.test(ts[0]!.s) && ts[1]!.start - ts[0]!.end === 1) continue;
    const cells = cellsFrom(k);
    if (!cells?.length) continue;
    const label = text.slice(ts[0]!.start, ts[k - 1]!.end);
    // prose ends in words; a row needs a label that is not a sentence
    // a bullet (`- 7084` in a YAML list) labels nothing
    if (label.length > 60 || /[.;]$/.test(label) || /^[-*•+>#]+$/.test(label)) return undefined;
    return { label, start: ts[0]!.start, cells, line };
  }
  return undefined;
}

/**
 * A row with fewer cells than the table (`kpromoted_mig_promoted\t\t\t\t374765` under two runs): each
 * cell goes to the column it starts or ends under, the others stay empty; undefined when a cell sits
 * under no column or two under one.
 */
function underColumns(r: Row, first: Row): Row | undefined {
  if (!r.cells.length || r.cells.length > first.cells.length) return undefined;
  const cells: Cell[] = first.cells.map((c) => ({ raw: '', start: c.start, end: c.end }));
  let prev = -1;
  for (const c of r.cells) {
    const col = first.cells.findIndex(
      (f, j) => j > prev && (Math.abs(c.start - f.start) <= 1 || Math.abs(c.end - f.end) <= 1),
    );
    if (col < 0) return undefined;
    cells[col] = c;
    prev = col;
  }
  return { ...r, cells };
}

/** Whether no header phrase stands over the characters from..to. */
function unheaded(headers: Tok[][], from: number, to: number): boolean {
  return !headers.some((ps) => ps.some((p) => overlap(p.start, p.end, from, to) > 0));
}

/** A row labelled with a number (`Patch 1`): its first cell a small integer one space after the label, no header over it. */
function numberedLabel(r: Row, headers: Tok[][]): boolean {
  const c = r.cells[0];
  return (
    c !== undefined &&
    r.cells.length >= 2 &&
    c.start === r.start + r.label.length + 1 &&
    /^\d{1,3}$/.test(c.raw) &&
    c.sd === undefined &&
    unheaded(headers, c.start, c.end)
  );
}

/**
 * Rows labelled with numbers (`Patch 1`, `Patch 2`, maybe under `Base`): a first column of such numbers,
 * or empty cells, that no header phrase stands over is part of the labels.
 */
function numberedLabels(rows: Row[], headers: Tok[][]): boolean {
  const cells = rows.map((r) => r.cells[0]!);
  if (cells.every((c) => c.raw === '')) return false;
  const from = minOf(cells.map((c) => c.start));
  const to = maxOf(cells.map((c) => c.end));
  return rows.every((r) => r.cells[0]!.raw === '' || numberedLabel(r, headers)) && unheaded(headers, from, to);
}

/** Whether a header phrase stands over each cell of the row (a row with more cells than the first names the table's columns only then). */
function headed(r: Row, headers: Tok[][]): boolean {
  return r.cells.every((c) => !unheaded(headers, c.start, c.end));
}

function foldFirstCell(r: Row): Row {
  const c = r.cells[0]!;
  return { ...r, label: c.raw ? `${r.label} ${c.raw}` : r.label, cells: r.cells.slice(1) };
}

/** A line that only holds a label at the far left, left of the row's first value. */
function isLabelOnly(t: string, row: Row): boolean {
  const ps = phrases(t);
  return ps.length === 1 && ps[0]!.start <= row.start + 2 && ps[0]!.end < row.cells[0]!.start && isLabelWords(t);
}

/** Words of a label, not code or prose: a few words (or settings, `iodepth=1,`) without statement punctuation. */
function isLabelWords(t: string): boolean {
  const s = t.trim();
  return s.split(/\s+/).length <= 6 && /^[A-Za-z(][\w\s().,:'/+=-]*$/.test(s);
}

/**
 * The end of row r's label wrapped under it (`Seq read, bs=4k  189M ...` over `iodepth=1,` over
 * `numa_cpu_nodes=0`): lines of one phrase left of the first cell, ended by a blank line, a rule, a
 * tag or fence (`</pre>`) or the end. Lines that go on into a row are that row's label (wrappedLabel), not this one's.
 */
function labelTail(
  lines: Lines,
  k: number,
  r: Row,
  text: (k: number) => string,
): { parts: string[]; end: number } | undefined {
  const parts: string[] = [];
  for (let j = k; j < k + 4; j++) {
    const t = j < lines.count ? text(j) : '';
    if (t.trim() === '' || isRuleLine(t) || /^\s*(?:<\/?\w+>|```|~~~)\s*$/.test(t))
      return parts.length ? { parts, end: j } : undefined;
    if (lines.command[j] || rowAt(lines, j)) return undefined;
    const p = phrases(t);
    if (p.length !== 1 || !isLabelWords(t) || p[0]!.end > r.cells[0]!.start) return undefined;
    parts.push(p[0]!.s);
  }
  return undefined;
}

/** A row label wrapped over up to three lines: the label lines, then the row they end in. */
function wrappedLabel(lines: Lines, k: number, text: (k: number) => string): { parts: string[]; row: Row } | undefined {
  const parts: string[] = [];
  for (let j = k; j < lines.count && j < k + 4; j++) {
    const t = text(j);
    if (t.trim() === '' || lines.command[j]) return undefined;
    const r = rowAt(lines, j);
    if (r) return parts.length ? { parts, row: r } : undefined;
    if (phrases(t).length !== 1 || !isLabelWords(t)) return undefined;
    parts.push(t.trim());
  }
  return undefined;
}

/** Whether a phrase (words one space apart) has at least n words: its spaces counted, no array made. */
function wordsAtLeast(phrase: string, n: number): boolean {
  let spaces = 0;
  for (let p = phrase.indexOf(' '); p >= 0 && spaces < n - 1; p = phrase.indexOf(' ', p + 1)) spaces++;
  return spaces >= n - 1;
}

/** Header phrases of a line: words separated by two or more spaces. */
function phrases(t: string): Tok[] {
  const out: Tok[] = [];
  for (const m of t.matchAll(/\S+(?: \S+)*/g)) out.push({ s: m[0], start: m.index, end: m.index + m[0].length });
  return out;
}

function overlap(a0: number, a1: number, b0: number, b1: number): number {
  return Math.min(a1, b1) - Math.max(a0, b0);
}

/** A colon standing alone between a name and its value (`NB     :     256`). */
const LONE_COLON = /\S[ \t]+:[ \t]+\S/;

/** A line longer than this is no table's header or row (a 40 KB line of quote marks is read once, not per line above it). */
const MAX_LINE = 4096;
/**
 * Line k as a row. The segmenter tries every line, and a table's lines are read again from each line
 * above it: a line is read once per document.
 */
export const rowAt = lineValue((lines, k): Row | undefined => {
  const text = columnText(lines, k);
  return text.length > MAX_LINE ? undefined : readRow(text, k + 1);
});

/** A date(1) time after a row's last value, to the end of the line. */
const LOGGED_AT =
  /(\d%?)[ \t]{2,40}(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) {1,2}\d{1,2} \d\d:\d\d:\d\d(?: [A-Z]{3,4})? \d{4}\s{0,40}$/;
/** A remark in parentheses after a row's last value (and its unit), to the end of the line. */
const REMARK =
  /(\s[-+]?\d[\d.,]*%?(?: ?[A-Za-z]{1,5}(?:\/s)?)?)[ \t]{1,40}\(([A-Za-z][A-Za-z' -]{3,40}|\d[\d,.]{0,20} [A-Za-z]{2,10})\)$/;

/** A remark of words in parentheses right after a value that is not the row's first: `2M (throttled)`. */
const INNER_REMARK = /(\s[-+]?\d[\d.,]*%?(?:[A-Za-z]{1,5}(?:\/s)?)?) \(([a-z][a-z]{4,20})\)(?=[ \t])/g;

/** A line without the notes an author writes after a row's last value: they are no cells. */
export function withoutNotes(line: string): string {
  let t = line;
  // a C comment (`1651130	/* nr pages promoted */`)
  if (t.includes('/*')) t = t.replace(/(\d%?)[ \t]{0,40}\/\*[^*]{0,200}\*\/\s{0,40}$/, '$1');
  // the wall-clock time the row was logged at, as date(1) prints it (AIM7's `1.91   Sat Apr 30 14:01:51 2005`)
  if (t.includes(':')) t = t.replace(LOGGED_AT, '$1');
  // a remark in parentheses (`9356.22 (not stable)`, `0.01 GB (NUMA-fault promotion)`): words, not a spread or
  // a unit, after a value that stands alone (`c2 (that has ...)` is a label with its aside); or the value
  // restated in another unit (`9.28 GB (2,432,978 pages)`)
  if (t.endsWith(')')) t = t.replace(REMARK, (m, v: string, note: string) => (/ |[a-z]{5}/i.test(note) ? v : m));
  // ...and one beside a value inside the row (`2M (throttled)   0%`), blanked so the columns keep their places
  if (t.includes(' ('))
    t = t.replace(INNER_REMARK, (m, v: string, _note: string, at: number) =>
      at > t.search(/\S/) ? v + ' '.repeat(m.length - v.length) : m,
    );
  return t;
}

/** Line k as the column reader sees it: tabs expanded, and `a | b | c` without a leading pipe (markdown and boxes start with one) read like spaces; once per document. */
const columnText = lineValue((lines, k) => {
  const raw = lines.at(k);
  let t = withoutNotes(raw.length > MAX_LINE ? raw : expandTabs(raw));
  // ...and so does a header whose corner is left empty (`              | iops | cpu  | bw` over `without patch | 1.6M | ...`)
  const pipe = t.indexOf('|');
  if (pipe > 0 && (!t.trimStart().startsWith('|') || (/^\s+\|/.test(t) && !t.trimEnd().endsWith('|'))))
    t = t.replace(/\|/g, ' ');
  // a line of the bar alone, between groups of rows, is a blank line
  else if (/^[ \t]+\|[ \t]*$/.test(t)) return '';
  // a note in brackets at the margin (`[ seconds ]`, `[ lower is better ]` beside the header) is no column
  if (/^\s*\[/.test(t))
    t = t.replace(/^(\s*)(\[[^[\]]{1,60}\])/, (_, sp: string, note: string) => sp + ' '.repeat(note.length));
  return t;
});

/** Whether line k could be a row: a digit, and a value at its end. */
const mayBeRow = lineFlag((t) => /\d/.test(t) && ROW_END.test(t));

/**
 * A row of numbers alone, one under each of a header line's phrases (netperf prints its units line, a blank line,
 * then the values): the blank line parts no table.
 */
function numbersUnder(header: string, row: Row | undefined): boolean {
  if (!row || row.cells.length < 2 || !/^[\d.,]+$/.test(row.label)) return false;
  const spans = [{ start: row.start, end: row.start + row.label.length }, ...row.cells];
  const heads = phrases(header);
  return (
    heads.length === spans.length && spans.every((c, j) => overlap(c.start, c.end, heads[j]!.start, heads[j]!.end) > 0)
  );
}

/** Whether one of the lines after i (past up to four header lines, a rule and a blank) could be a row. */
function rowSoon(lines: Lines, i: number): boolean {
  for (let k = i + 1; k < lines.count && k <= i + 9; k++) if (mayBeRow(lines, k)) return true;
  return false;
}

/** Read an aligned table whose first header line is line i. */
/** `Key: value` from the margin, as one phrase: a caption over a table. */
const CAPTION = /^[A-Za-z][\w .-]{0,30}:\s+\S/;

export function readColumns(lines: Lines, i: number): Grid | undefined {
  if (lines.command[i]) return undefined;
  const text = (k: number) => columnText(lines, k);
  const rowOf = (k: number) => rowAt(lines, k);
  // a table has a row within its first lines: most prose is turned away before any line is split
  if (!rowSoon(lines, i)) return undefined;
  const t0 = text(i);
  // a sentence (one run of words from the margin) heads no table; checked before any row is read
  const p0 = phrases(t0);
  // from the margin, or from a note in brackets there that columnText blanked (`[188995.2446] R10: ...`, a kernel log)
  const fromMargin = p0.length === 1 && (p0[0]!.start === 0 || /^\[[^[\]]{1,60}\] \S/.test(lines.at(i)));
  if (fromMargin && wordsAtLeast(p0[0]!.s, 4)) return undefined;
  // nor does one phrase that ends a sentence (`` `time ./swap_bench`. `` over `w/o  w/`), or a caption
  // (`125G memory:`) over the lines that are the header
  if (p0.length === 1 && /[.!?:]$/.test(t0.trim())) return undefined;
  if (t0.trim() === '' || isRuleLine(t0) || t0.trim().startsWith('|') || rowOf(i)) return undefined;
  // a listing of `NAME   :   value` lines (HPL's parameters) holds no columns: its colons stand alone
  if (LONE_COLON.test(t0) && i + 1 < lines.count && LONE_COLON.test(text(i + 1))) return undefined;
  // header lines: up to four (netperf stacks four), then an optional rule (or one blank line under a header set off to the right or over a row of numbers in its columns), then rows
  let k = i;
  const headers: string[] = [];
  while (k < lines.count && headers.length < 4) {
    const t = text(k);
    if (t.length > MAX_LINE) return undefined;
    if (t.trim() === '' || isRuleLine(t) || lines.command[k] || rowOf(k)) break;
    headers.push(t);
    k++;
  }
  // `KernelVersion: 3.9.0 + your patches` or `AMD 16K+32K THP=always` from the margin over the header, into the
  // value columns: a caption naming the run or the setting, no header level
  if (headers.length >= 2 && p0.length === 1 && p0[0]!.start === 0) {
    const under = phrases(headers[1]!);
    const second = phrases(headers[headers.length - 1]!)[1];
    if (CAPTION.test(t0) || (second !== undefined && p0[0]!.end > second.start)) return undefined;
    // `w/o patch` over `Tasks  jobs/min  real`: a run's name over a header whose label column is named already
    if (isConfigLike(p0[0]!.s) && phrases(headers[headers.length - 1]!)[0]?.start === 0) return undefined;
    // `Base 11-apr-next` over an indented line of run names: it names what all of them ran on, no column's level
    // (`Throughput (MB/s)` there names the measure)
    if (under.length >= 2 && under[0]!.start > 0 && under[0]!.start < p0[0]!.end && !isMetricLike(p0[0]!.s))
      return undefined;
  }
  while (k < lines.count && isRuleLine(text(k))) k++;
  const lastHeader = headers[headers.length - 1] ?? '';
  if (
    k + 1 < lines.count &&
    text(k).trim() === '' &&
    (/^\s/.test(lastHeader) || numbersUnder(lastHeader, rowOf(k + 1)))
  )
    k++;
  // the rows' wrapped labels can sit under the header: lines of one phrase at the far left
  const prefix: string[] = [];
  let first = k < lines.count && !lines.command[k] ? rowOf(k) : undefined;
  if (!first && /^\s/.test(headers[headers.length - 1] ?? '')) {
    const wrapped = wrappedLabel(lines, k, text);
    if (!wrapped) return undefined;
    prefix.push(...wrapped.parts);
    k = wrapped.row.line - 1;
    first = wrapped.row;
  }
  if (!first) return undefined;
  while (headers.length > 1 && isLabelOnly(headers[headers.length - 1]!, first)) prefix.unshift(headers.pop()!.trim());
  if (prefix.length) first = { ...first, label: [...prefix, first.label].join(' ') };
  // the last header line must be a header (phrases apart), not a sentence that happens to precede a row
  const h = headers.map(phrases);
  const last = h[h.length - 1]!;
  if (!last || (last.length < 2 && !(last.length === 1 && last[0]!.start >= first.cells[0]!.start - 2)))
    return undefined;
  // a phrase of more than six words is a sentence, unless each phrase of the header starts where its column's
  // values do (`mm-unstable + large folio zswapin + no swap thrashing fix` over `1m22.704s`)
  const aligned = (p: { start: number }[]) => {
    const q = p.length === first.cells.length + 1 ? p.slice(1) : p; // past the label column's name
    return q.length === first.cells.length && q.every((x, c) => Math.abs(x.start - first.cells[c]!.start) <= 1);
  };
  if (h.some((p) => p.some((x) => x.s.split(' ').length > 6) && !aligned(p))) return undefined;
  let width = first.cells.length;
  /** The row whose cells define the columns: the first, or a later one with more cells whose columns hold the rows before it (a first row with an empty cell). */
  let widest = first;
  /** Row r of line k with the end of its label wrapped under it; k moves past those lines. */
  const withTail = (r: Row): Row => {
    const tail = labelTail(lines, k + 1, r, text);
    if (!tail) return r;
    k = tail.end - 1;
    return { ...r, label: [r.label, ...tail.parts].join(' ') };
  };
  let rows: Row[] = [withTail(first)];
  let end = k + 1;
  for (k++; k < lines.count; k++) {
    if (lines.command[k]) break;
    const t = text(k);
    // a rule, or a note such as `(lower is better)`
    if (isRuleLine(t) || /^\s*\([^()]*\)\s*$/.test(t)) continue;
    // `...` where the author cut rows named by words (`q59 ...`); a trace's numbered rows cut so are no table
    if (isElision(t) && /[A-Za-z]/.test(rowOf(k + 1)?.label ?? '')) continue;
    if (t.trim() === '') {
      // goes on after a blank line when the next line is a row of the same width
      const next = lines.get(k + 1);
      const r = next === undefined || lines.command[k + 1] ? undefined : rowOf(k + 1);
      if (r && r.cells.length === width) continue;
      break;
    }
    let r = rowOf(k);
    if (!r) {
      const wrapped = wrappedLabel(lines, k, text);
      if (!wrapped || wrapped.row.cells.length !== width) break;
      r = { ...wrapped.row, label: [...wrapped.parts, wrapped.row.label].join(' ') };
      k = wrapped.row.line - 1;
    }
    if (r.cells.length > width && numberedLabel(r, h)) r = foldFirstCell(r);
    if (r.cells.length > width && headed(r, h)) {
      const under = r;
      const placed = rows.map((x) => underColumns(x, under));
      if (placed.some((x) => x === undefined)) break;
      rows = placed as Row[];
      widest = r;
      width = r.cells.length;
    } else if (r.cells.length !== width) r = underColumns(r, widest);
    if (!r) break;
    rows.push(withTail(r));
    end = k + 1;
  }
  if (rows.length === 0) return undefined;
  if (numberedLabels(rows, h)) rows = rows.map(foldFirstCell);
  // column spans over all rows
  const spans = rows[0]!.cells.map((_, c) => ({
    from: minOf(rows.map((r) => r.cells[c]!.start)),
    to: maxOf(rows.map((r) => r.cells[c]!.end)),
  }));
  const parts = headerParts(h, rows, spans);
  if (!parts) return undefined;
  const levels = parts.map((_, l) => l);
  const nameAt = (c: number, ls: number[]) =>
    ls
      .map((l) => parts[l]![c]!)
      .filter(Boolean)
      .join(' ');
  // the author's own comparison columns (`%gain`) are left out
  const keep = spans.map((_, c) => !COMPARISON.test(nameAt(c + 1, levels).trim()));
  const cols = spans.map((_, c) => c + 1).filter((c) => keep[c - 1]);
  // a level that says the same under every config, or names a quantity, is the measure; the others name configs
  const measureLevel = (l: number) => {
    const ns = cols.map((c) => parts[l]![c]!);
    return cols.length >= 2 && (new Set(ns).size === 1 || ns.some((x) => x && (isMetricLike(x) || /^\(.*\)$/.test(x))));
  };
  const measures = parts.length >= 2 ? levels.filter(measureLevel) : [];
  const configLevels = levels.filter((l) => !measures.includes(l));
  const split = measures.length > 0 && configLevels.length > 0 && cols.every((c) => nameAt(c, configLevels) !== '');
  const header = [nameAt(0, levels), ...cols.map((c) => nameAt(c, split ? configLevels : levels))];
  if (header.slice(1).some((x) => x === '')) return undefined;
  const measure = split
    ? [...new Set(measures.flatMap((l) => cols.map((c) => parts[l]![c]!)))].filter(Boolean).join(' ')
    : '';
  const relative = /%\s*(std|sd|dev|rsd)|\bcv\b/i.test(measure) || /%\s*(std|sd)/i.test(header.join(' '));
  const gridRows: GridRow[] = rows.map((r) => ({
    line: r.line,
    cells: [r.label, ...cols.map((c) => cellText(r.cells[c - 1]!, relative))],
  }));
  const grid: Grid = { form: 'aligned', header, headerLine: i + 1, rows: gridRows, sections: [], end };
  const m = measure.replace(/\(\s*%?\s*(std|stdev|stddev|sd)\s*\)|%\s*(std|stdev|stddev)/gi, '').trim();
  if (m) grid.measure = m;
  return grid.header.length >= 2 ? grid : undefined;
}

/**
 * Header text per level and column (column 0 is the label column). A single header line with one phrase
 * per column is read in order (values are often right-aligned under left-aligned names); otherwise each
 * phrase goes to the column it overlaps most, or the nearest; a phrase over several columns on an upper
 * level heads them all.
 */
function headerParts(h: Tok[][], rows: Row[], spans: { from: number; to: number }[]): string[][] | undefined {
  const width = spans.length;
  const labelStart = minOf(rows.map((r) => r.start));
  if (h.length === 1) {
    const ps = h[0]!;
    if (ps.length === width + 1) return [ps.map((p) => p.s)];
    if (ps.length === width && ps[0]!.start > labelStart + 2) return [['', ...ps.map((p) => p.s)]];
  }
  const parts: string[][][] = h.map(() => Array.from({ length: width + 1 }, () => []));
  const labelSpan = { from: labelStart, to: maxOf(rows.map((r) => r.start + r.label.length)) };
  h.forEach((ps, level) => {
    for (const p of ps) {
      // `Socket Socket` over the label column and the next, a word over each (netperf): each word names its own
      // ...on a line of other column names (a title alone on its line, `Throughput (MB/s)`, is one name)
      const words = h.length > 1 && ps.length > 1 ? wordPerColumn(p, [labelSpan, ...spans]) : undefined;
      if (words) {
        for (const [c, w] of words) parts[level]![c]!.push(w);
        continue;
      }
      if (p.start <= labelStart + 2 && p.end < spans[0]!.from) {
        parts[level]![0]!.push(p.s);
        continue;
      }
      const hits = spans.map((sp, c) => ({ c, o: overlap(p.start, p.end, sp.from, sp.to) })).filter((x) => x.o > 0);
      if (hits.length > 1 && level < h.length - 1) {
        for (const x of hits) parts[level]![x.c + 1]!.push(p.s);
        continue;
      }
      let best = 0;
      let bestScore = -Infinity;
      spans.forEach((sp, c) => {
        const o = overlap(p.start, p.end, sp.from, sp.to);
        const score = o > 0 ? o : -Math.min(Math.abs(p.end - sp.to), Math.abs(p.start - sp.from));
        if (score > bestScore) {
          bestScore = score;
          best = c;
        }
      });
      parts[level]![best + 1]!.push(p.s);
    }
  });
  // a single line whose words fell two to a column and none to another: read it in order instead
  const flat = parts.map((l) => l.map((x) => x.join(' ')));
  if (h.length === 1 && flat[0]!.slice(1).some((x) => x === '')) {
    const words = h[0]!.flatMap((p) => p.s.split(' '));
    if (words.length === width + 1) return [words];
    if (words.length === width) return [['', ...words]];
    return undefined;
  }
  return flat;
}

/**
 * A phrase of single-spaced words over more than one column, each word over a column of its own and over no
 * other: the column each word names, or undefined when the phrase is one name.
 */
function wordPerColumn(p: Tok, columns: { from: number; to: number }[]): [number, string][] | undefined {
  if (p.s.indexOf(' ') < 0) return undefined;
  const out: [number, string][] = [];
  for (const m of p.s.matchAll(/\S+/g)) {
    const from = p.start + m.index;
    const to = from + m[0].length;
    const hits = columns.flatMap((col, c) => (overlap(from, to, col.from, col.to) > 0 ? [c] : []));
    if (hits.length !== 1 || out.some(([c]) => c === hits[0])) return undefined;
    out.push([hits[0]!, m[0]]);
  }
  return out;
}

/** A cell as text the table readers parse: the value with an absolute spread. */
function cellText(c: Cell, relativeHeader: boolean): string {
  const raw = c.raw.replace(/^\*+|\*+$/g, '');
  const v = cellNumber(c.raw);
  if (v === undefined) return raw;
  // `1.07x` and `12%` keep their marks; `1m2.5s` and `12.3GB` become the number in base units
  if (c.sd === undefined) return parseNumber(raw) ? raw : String(v);
  const sd = c.relative || relativeHeader ? (Math.abs(v) * c.sd) / 100 : c.sd;
  const value = parseNumber(raw) ? raw : String(v);
  // a spread that overflows (`± 1e308%`) is no spread
  return Number.isFinite(sd) ? `${value} ± ${sd}` : value;
}
