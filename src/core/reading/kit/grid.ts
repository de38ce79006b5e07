/** Readers that turn a table as people post it (markdown, +---+ box, CSV/TSV) into a grid of cells; aligned text is read by columns.ts. */
import { COMPARED_HEADER_WORDS, COMPARISON_WORDS } from '../../vocabulary/runs';
import Papa from 'papaparse';
import type { Lines } from '../../model';
import { isAbsent, parseMeanStd, parseNumber } from '../../text/numbers';
import { unemphasized } from '../../text/marks';
import { boxCells, isSubHeader, regroup, type Cell } from './boxGroups';

export interface GridRow {
  cells: string[];
  line: number;
  /** The unit a row of cells holding several values was split by (kit/cells.ts rowPerUnit): its label ends with it. */
  unit?: string;
}

export interface Grid {
  form: 'markdown' | 'box' | 'aligned' | 'csv' | 'tsv';
  header: string[];
  headerLine: number;
  rows: GridRow[];
  /** Section rows (`| Baseline | | | |`): row index where each section starts. */
  sections: { name: string; from: number }[];
  end: number;
  /** The measure a two-level header names under every config (`time in sec`): part of each row's metric. */
  measure?: string;
  /**
   * A column the author computed in each row from two others as a comparison (`2.45x`, a `speedup` or `change`
   * in %), left out: what it compares, the columns, are the runs.
   */
  compared?: boolean;
}

/** A column of the author's own comparison (`%gain`, `Change`, `Delta`, `ratio`): left out, the tool compares itself. */
export const COMPARISON = new RegExp(
  `^%?\\s*(${COMPARISON_WORDS.join('|')})\\s*(?:\\(%\\)|%)?$|^%\\s*\\w+$|^\\(?%\\)?$`,
  'i',
);

/** A ratio the author computed (`2.383x`, `0.42×`). */
const RATIO_CELL = /^[-+]?\d+(\.\d+)?\s*[x×]$/i;

/** A header that names a quotient of two runs (`on/off time`, `patched vs base`), not a rate (`MB/s`, `ops/sec`). */
const QUOTIENT =
  /\b[a-z]\w*\s*\/\s*(?!(s|sec|secs|second|ms|us|ns|min|h|hr|hour|op|call|iter|page|node|cpu|thread|core)\b)[a-z]\w*|\bvs\.?\s/i;

/** A ratio's cell as its number is written: no emphasis, no hedge before it (`**~11×**`: `11×`). */
const ratioText = (cell: string) => unemphasized(cell.trim()).replace(/^[~≈]\s?(?=[\d.])/, '');

/** A quotient column whose every value is a ratio (`on/off time` of `2.383x`): the author's comparison of two other columns. */
function ratioColumn(grid: Grid, c: number): boolean {
  if (!QUOTIENT.test(grid.header[c] ?? '')) return false;
  // `plrus/mprs` beside `mprs` and `plrus`: the quotient of two of the table's own columns, however written
  const of = (grid.header[c] ?? '').split('/').map((x) => x.trim());
  if (of.length === 2 && of.every((x) => grid.header.some((o, k) => k > 0 && k !== c && o.trim() === x))) return true;
  const cells = grid.rows.map((r) => ratioText(r.cells[c] ?? '')).filter((x) => x !== '' && !isAbsent(x));
  // a ratio (`2.383x`) or a change in percent (`478%` under `zstd v8 vs. case2`)
  return cells.length > 0 && cells.every((x) => RATIO_CELL.test(x) || /^[-+]?\d[\d,]*(?:\.\d+)?\s?%$/.test(x));
}

/** The number a cell starts with (`25.139 s`, `47.39 ms/frame`, `2.45x`), as written. */
function leadingNumber(cell: string): number | undefined {
  const m = /^[-+]?\d[\d,]*(?:\.\d+)?/.exec(unemphasized(cell.trim()));
  return m ? Number(m[0].replace(/,/g, '')) : undefined;
}

/** The decimals a number is written with (`2.45x`: 2). */
const decimalsOf = (cell: string) => /\.(\d+)/.exec(cell)?.[1]?.length ?? 0;

/** The rows and columns a computed column is checked over: evidence enough, and a bounded search on a huge table. */
const COMPUTED_ROWS = 20;
const COMPUTED_COLUMNS = 32;

/**
 * A column of ratios (`2.45x`) or percents whose every value is what two other cells of its row give, divided or as
 * a change in percent (`25.139 s | 10.260 s | 2.45x`): the author computed it from the runs beside it, whatever its
 * header says (`speedup`, `faster`, `x`). Two rows at least, every row with a value in it (the first 20 such rows).
 */
function computedColumn(grid: Grid, c: number): boolean {
  if (grid.header.length > COMPUTED_COLUMNS) return false;
  let rows = 0;
  for (const r of grid.rows) {
    if (rows === COMPUTED_ROWS) break;
    const cell = ratioText(r.cells[c] ?? '');
    if (cell === '' || isAbsent(cell)) continue;
    const percent = /%$/.test(cell);
    if (!percent && !RATIO_CELL.test(cell)) return false;
    const want = leadingNumber(cell);
    if (want === undefined) return false;
    const tol = Math.max(0.6 * 10 ** -decimalsOf(cell), 0.01 * Math.abs(want));
    const others = r.cells.map((x, k) => (k === c || k === 0 ? undefined : leadingNumber(x)));
    // a from the first cell, b from the second (b may be 0: `3 M/sec | 0 | -100%`); a change in percent either way
    // (`Speedup` as (System - Jemalloc) / System)
    const fits = (a: number, b: number) =>
      percent
        ? Math.abs(((b - a) / a) * 100 - want) <= tol ||
          Math.abs(((a - b) / a) * 100 - want) <= tol ||
          Math.abs((b / a) * 100 - want) <= tol
        : Math.abs(b / a - want) <= tol || (b !== 0 && Math.abs(a / b - want) <= tol);
    const found = others.some(
      (a, i) => a !== undefined && a !== 0 && others.some((b, j) => j !== i && b !== undefined && fits(a, b)),
    );
    if (!found) return false;
    rows++;
  }
  return rows >= 2;
}

/** A header that says its computed column compares (`speedup`, `x faster`). */
const SAYS_COMPARED = new RegExp(`\\b(?:${COMPARED_HEADER_WORDS.join('|')})\\b`, 'i');

/** The grid without its comparison columns (never the first, which labels the rows; ratio columns only beside other values). */
export function withoutComparisons(grid: Grid): Grid {
  const named = grid.header.map((h, c) => c === 0 || !COMPARISON.test(h.trim()));
  const ratios = grid.header.map((_, c) => c > 0 && (ratioColumn(grid, c) || computedColumn(grid, c)));
  const othersLeft = named.some((k, c) => c > 0 && k && !ratios[c]);
  const keep = named.map((k, c) => k && !(othersLeft && ratios[c]));
  if (keep.every(Boolean)) return grid;
  const pick = <T>(xs: T[]) => xs.filter((_, c) => keep[c]);
  // a derived measure (`miss %` from misses and accesses) is no comparison: only ratios or a header that says so
  const compared = grid.header.some(
    (h, c) =>
      !keep[c] &&
      c > 0 &&
      computedColumn(grid, c) &&
      (!named[c] ||
        SAYS_COMPARED.test(h.trim()) ||
        grid.rows.every((r) => RATIO_CELL.test(ratioText(r.cells[c] ?? '')))),
  );
  return {
    ...grid,
    header: pick(grid.header),
    rows: grid.rows.map((r) => ({ ...r, cells: pick(r.cells) })),
    ...(compared && { compared }),
  };
}

/** A cell that holds a value: a number, `1.09x`, `8.87 ± 0.00`, or absent (`-`). */
export function isValueCell(c: string): boolean {
  return isAbsent(c) || parseNumber(c) !== undefined || parseMeanStd(c) !== undefined;
}

// Two simple tests instead of one pattern with nested repetition (which backtracks cubically on long dash runs).
const RULE_CHARS = /^[\s|+:=-]*$/;

export function isRuleLine(t: string): boolean {
  return (
    RULE_CHARS.test(t) && (t.includes('---') || (t.includes('===') && !/[|:]/.test(t.replace(/^[|\s]+|[|\s]+$/g, ''))))
  );
}

/** A row's cells; `\\|` is a pipe inside a cell (GFM's escape), not a bar; a `<br>` in a cell is a space. */
function pipeCells(t: string): string[] {
  let s = t.trim();
  if (s.includes('<br')) s = s.replace(/<br\s*\/?>/gi, ' ');
  if (s.startsWith('|')) s = s.slice(1);
  if (s.endsWith('|') && !s.endsWith('\\|')) s = s.slice(0, -1);
  if (!s.includes('\\|')) return s.split('|').map((c) => c.trim());
  const out: string[] = [''];
  for (let k = 0; k < s.length; k++) {
    if (s[k] === '\\' && s[k + 1] === '|') {
      out[out.length - 1] += '|';
      k++;
    } else if (s[k] === '|') out.push('');
    else out[out.length - 1] += s[k]!;
  }
  return out.map((c) => c.trim());
}

/** A GFM separator row: `|---|:--:|` or, without outer pipes, `-- | --` (or a plain rule: PLAIN_RULE). */
const SEPARATOR = /^\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)+\|?$/;
/** A rule of dashes alone, which a pipe table without outer pipes may have as its separator. */
const PLAIN_RULE = /^-{3,}$/;
/** A banner a tool printed into its table (`============ Repacked 337 tensors`): not a section name. */
const BANNER = /^[=*#~-]{3,}/;

/** A Markdown table's head: its header cells (as written, emphasis kept), the separator's line and whether rows start with a pipe. */
interface MarkdownHead {
  header: string[];
  sep: number;
  piped: boolean;
}

/** The head of a Markdown table at line i (header, possibly wrapped over lines, and separator), or undefined. */
function markdownHead(lines: Lines, i: number): MarkdownHead | undefined {
  const t0 = lines.at(i).trim();
  if (lines.command[i] || !t0.includes('|')) return undefined;
  let piped = t0.startsWith('|');
  const sep = separatorAfter(lines, i, piped);
  if (sep < 0) return undefined;
  // `  | first run | second run` over `-- | -- | --`: a table without outer pipes whose corner cell is empty
  const sepLine = lines.at(sep).trim();
  const emptyCorner = piped && !t0.endsWith('|') && sep === i + 1 && !sepLine.startsWith('|');
  if (emptyCorner) piped = false;
  // a rule above the separator closes what came before: the header starts after it
  for (let k = i; k < sep; k++) if (isRuleLine(lines.at(k).trim())) return undefined;
  // a header wrapped over lines: where one line's closing pipe meets the next line's opening one, one pipe
  // (only there: `| | tok/s |` inside a line is an empty first cell, and every column would shift by one)
  const header = emptyCorner
    ? ['', ...pipeCells(t0)]
    : (stackedHeader(lines, i, sep) ??
      pipeCells(
        lines
          .slice(i, sep)
          .map((t) => t.trim())
          .reduce(
            (acc, t) =>
              acc === '' ? t : acc.endsWith('|') && t.startsWith('|') ? `${acc} ${t.slice(1)}` : `${acc} ${t}`,
            '',
          ),
      ));
  const plainRule = PLAIN_RULE.test(lines.at(sep).trim());
  if (!piped && (header.length < 2 || (!plainRule && pipeCells(lines.at(sep)).length !== header.length)))
    return undefined;
  return { header, sep, piped };
}

/**
 * The header `readMarkdown` would give the table at line i, without cutting its rows: a reader that needs
 * columns of its own looks here first (three readers cut every row of a 10 MB table, 75 MB of cells).
 */
export function markdownHeader(lines: Lines, i: number): string[] | undefined {
  return markdownHead(lines, i)?.header.map(unemphasized);
}

/**
 * Markdown table: header (possibly wrapped over lines) + separator + rows; section rows kept apart.
 * Outer pipes are optional (GitHub renders `a | b` over `-- | --` as a table). A line a tool printed
 * between the rows (stderr interleaved with stdout) is skipped when the table goes on right after it.
 */
export function readMarkdown(lines: Lines, i: number): Grid | undefined {
  const head = markdownHead(lines, i);
  if (!head) return undefined;
  const { header, sep, piped } = head;
  const isRow = (t: string) => (piped ? t.startsWith('|') : t.includes('|') && pipeCells(t).length === header.length);
  // `**TQ fork PR #7**`: a name in bold is the name
  const grid: Grid = {
    form: 'markdown',
    header: header.map(unemphasized),
    headerLine: i + 1,
    rows: [],
    sections: [],
    end: sep + 1,
  };
  for (let k = sep + 1; k < lines.count; k++) {
    const t = lines.at(k).trim();
    if (!isRow(t)) {
      if (t !== '' && isStrayLine(lines, k, header.length, isRow)) continue;
      break;
    }
    const cells = pipeCells(t);
    // the header written again over a separator of its own (`|Kernel | mTHP SWAP-OUT | Sys time |` under the
    // `Throughput` rows): another table begins there, with the rows above it that hold no value (llama-bench's
    // header printed again between its rows, with no separator, goes on as one table)
    const again = grid.header[0] && unemphasized(cells[0] ?? '') === grid.header[0] && !holdsValue(cells);
    if (again && separatorAfter(lines, k, piped) > k) {
      while (grid.rows.length && !holdsValue(grid.rows[grid.rows.length - 1]!.cells)) grid.rows.pop();
      grid.end = grid.rows.length ? grid.rows[grid.rows.length - 1]!.line : sep + 1;
      break;
    }
    grid.end = k + 1;
    if (cells.length >= 1 && cells[0] && cells.slice(1).every((c) => c === '') && !isValueCell(cells[0])) {
      if (!BANNER.test(cells[0])) grid.sections.push({ name: cells[0], from: grid.rows.length });
      continue;
    }
    while (cells.length < header.length) cells.push('');
    cells[0] = unemphasized(cells[0]!);
    grid.rows.push({ cells, line: k + 1 });
  }
  return grid.rows.length ? underGroups(grid) : undefined;
}

/**
 * A header of groups over blank cells (`| Hardware | Forward | | | Deferred | | |`) whose first row holds words
 * only (`| | Before | After | Improvement | Before | ...`): Markdown has one header row, so the second level of
 * the header is written as the first row. Each column is its group, carried right over the blank cells, and its
 * own word: `Forward Before`.
 */
function underGroups(grid: Grid): Grid {
  const [first, ...rest] = grid.rows;
  const blank = (c: number) => (grid.header[c] ?? '').trim() === '';
  const groups = grid.header.filter((_, c) => c > 0 && !blank(c)).length;
  if (!first || rest.length === 0 || groups === 0 || !grid.header.some((_, c) => c > 0 && blank(c))) return grid;
  // a row of words: no cell that holds or starts with a number (`6.58 s`, `**0.22 ms**`)
  if (first.cells.slice(1).some((x) => /^[-+~]?\d/.test(unemphasized(x).trim()))) return grid;
  if (!grid.header.every((_, c) => c === 0 || !blank(c) || (first.cells[c] ?? '').trim() !== '')) return grid;
  let group = '';
  const header = grid.header.map((h, c) => {
    const sub = unemphasized(first.cells[c] ?? '').trim();
    if (c === 0) return h.trim() || sub;
    if (!blank(c)) group = h.trim();
    return [group, sub].filter(Boolean).join(' ');
  });
  return { ...grid, header, rows: rest };
}

/**
 * Header lines of as many cells as the separator each are levels of one header (`| alloc size | baseline |`
 * over `| | mm-unstable (~v6.9-rc1) |`): each column's parts joined, top first. Undefined for one line, or
 * lines that are pieces of one wrapped header.
 */
function stackedHeader(lines: Lines, i: number, sep: number): string[] | undefined {
  if (sep - i < 2) return undefined;
  const width = pipeCells(lines.at(sep)).length;
  const levels = lines.slice(i, sep).map(pipeCells);
  if (width < 2 || levels.some((cells) => cells.length !== width)) return undefined;
  // a line printed twice is one level
  return levels[0]!.map((_, c) => [...new Set(levels.map((cells) => cells[c]!).filter((x) => x !== ''))].join(' '));
}

/** Index of the separator under a header starting at line i (a piped header may wrap over 3 lines), or -1. */
function separatorAfter(lines: Lines, i: number, piped: boolean): number {
  const last = piped ? i + 3 : i + 1;
  for (let k = i + 1; k < lines.count && k <= last; k++) {
    const t = lines.at(k).trim();
    if (SEPARATOR.test(t)) return k;
    // `Folio Size | mm-unstable | New` over a plain `------` rule, then rows of as many cells
    if (!piped && PLAIN_RULE.test(t)) {
      const width = pipeCells(lines.at(i)).length;
      return width >= 2 && pipeCells(lines.get(k + 1) ?? '').length === width ? k : -1;
    }
    if (t === '' || !t.includes('|')) return -1;
  }
  return -1;
}

/** Whether a row's cells after its label hold a value. */
const holdsValue = (cells: readonly string[]) => cells.slice(1).some((c) => c !== '' && isValueCell(c));

/** A non-table line inside a table: the next line is a row as wide as the header, and not the header of another table. */
function isStrayLine(lines: Lines, k: number, width: number, isRow: (t: string) => boolean): boolean {
  const next = lines.get(k + 1)?.trim();
  if (next === undefined || !isRow(next) || pipeCells(next).length !== width) return false;
  const after = lines.get(k + 2)?.trim();
  return after === undefined || !SEPARATOR.test(after);
}

/**
 * A header of names over the label column: no cell a value, but for whole numbers that rise from cell to cell (`| seq
 * | 1 | 2 | 3 | average |`, `| threads | 1 | 4 | 16 |`), which number repetitions or the points of a sweep.
 */
function headerOfNames(header: readonly string[]): boolean {
  const values = header.slice(1).filter((c) => c !== '' && isValueCell(c));
  if (!values.length) return true;
  const points = values.map((c) => (/^\d{1,6}$/.test(c) ? Number(c) : NaN));
  return points.length >= 2 && points.every((x, k) => (k === 0 ? !Number.isNaN(x) : x > points[k - 1]!));
}

/**
 * Rows between bars typed by hand, with no GFM separator under the header: lines of as many `|` cells, whatever
 * rules (`-----`, ` ------`, `====`) stand between them; the first is the header. It starts at its header or at
 * the rule above it. Rows must hold numbers and the header must not (headerOfNames): a shell pipeline has neither.
 */
export function readPipeRows(lines: Lines, i: number): Grid | undefined {
  let h = i;
  while (h < lines.count && h <= i + 1 && isRuleLine(lines.at(h).trim())) h++;
  const t0 = lines.get(h)?.trim();
  if (t0 === undefined || lines.command[h] || !t0.startsWith('|') || !t0.endsWith('|')) return undefined;
  const header = pipeCells(t0);
  if (header.length < 2 || !headerOfNames(header)) return undefined;
  const rows: Grid['rows'] = [];
  let end = h + 1;
  for (let k = h + 1; k < lines.count; k++) {
    const t = lines.at(k).trim();
    if (isRuleLine(t)) {
      end = k + 1;
      continue;
    }
    if (!t.startsWith('|') || lines.command[k]) break;
    const cells = pipeCells(t);
    if (cells.length !== header.length) break;
    const row = cells.map(unemphasized);
    // every row must hold a value: the first that holds none ends the reading at once (a read to the last row
    // from each of 12,000 value-less `|  |  |` lines, a 240 KB line re-broken at its quote marks, was quadratic)
    if (!row.slice(1).some((c) => isValueCell(c) && c !== '')) return undefined;
    rows.push({ cells: row, line: k + 1 });
    end = k + 1;
  }
  if (rows.length < 1) return undefined;
  return { form: 'markdown', header: header.map(unemphasized), headerLine: h + 1, rows, sections: [], end };
}

/** ASCII box table: `+---+---+` borders around `| a | b |` rows; the first row is the header. */
export function readBox(lines: Lines, i: number): Grid | undefined {
  const t0 = lines.at(i).trim();
  if (!/^\+[-=+]+\+$/.test(t0)) return undefined;
  let header: Cell[] | undefined;
  let headerLine = 0;
  const rows: { cells: Cell[]; line: number }[] = [];
  let k = i + 1;
  let end = i + 1;
  for (; k < lines.count; k++) {
    // inside a ```diff fence a row starts with the diff's own `-`/`+` (a run that got worse or better)
    const t = lines
      .at(k)
      .trim()
      .replace(/^[-+](?=\|)/, '');
    if (/^\+[-=+]+\+$/.test(t)) {
      end = k + 1;
      continue;
    }
    if (!t.startsWith('|')) break;
    const cells = boxCells(t);
    // a lone bar (`|`, `||`) holds no cell: an empty one, as a bar with nothing after it
    if (!cells.length) cells.push({ s: t.replace(/\|/g, '').trim(), start: 1 });
    if (!header) {
      header = cells;
      headerLine = k + 1;
    } else rows.push({ cells, line: k + 1 });
    end = k + 1;
  }
  if (!header || rows.length === 0) return undefined;
  // a second header row of sub-columns (`| || old | new |`) under groups: the sub-columns are the configs
  const sub = rows[0]!;
  const grouped = isSubHeader(sub.cells, header) ? regroup(header, sub.cells, rows.slice(1)) : undefined;
  if (grouped) return { form: 'box', header: grouped.header, headerLine, rows: grouped.rows, sections: [], end };
  const plain = (cs: Cell[]) => cs.map((c) => c.s);
  return {
    form: 'box',
    header: plain(header),
    headerLine,
    rows: rows.map((r) => ({ cells: plain(r.cells), line: r.line })),
    sections: [],
    end,
  };
}

/** Lines [a, b) as one text: a slice of the source when they are as pasted with `\n` ends (no copy per line), else joined. */
function linesText(lines: Lines, a: number, b: number): string {
  let asPasted = true;
  // a raw line that ends in `\r\n` reads without its `\r`: such lines are joined as the lines read
  for (let k = a; k < b && asPasted; k++)
    asPasted = lines.isRaw(k) && (k === b - 1 || lines.to(k) === lines.from(k + 1) - 1);
  return asPasted ? lines.source.slice(lines.from(a), lines.to(b - 1)) : lines.slice(a, b).join('\n');
}

/**
 * The trimmed fields of one delimited line, when the line is plain: no quote, or quotes only around whole
 * fields that hold no delimiter, quote or line break. Else undefined, and papaparse reads the lines (a
 * quoted field with a comma, an escaped quote, a field over several lines, a CR, a byte-order mark).
 */
export function plainFields(t: string, delim: string): string[] | undefined {
  if (t === '' || t.indexOf('\r') >= 0 || t.indexOf('\ufeff') >= 0) return undefined;
  const out: string[] = [];
  let quote = t.indexOf('"');
  let at = 0;
  for (;;) {
    const e = t.indexOf(delim, at);
    const end = e < 0 ? t.length : e;
    if (quote < 0 || quote >= end) out.push(trimmed(t, at, end));
    else if (quote > at) return undefined;
    else {
      // a quoted field: its closing quote is its last character
      quote = t.indexOf('"', at + 1);
      if (quote !== end - 1 || end - at < 2) return undefined;
      out.push(trimmed(t, at + 1, end - 1));
      quote = t.indexOf('"', end);
    }
    if (e < 0) return out;
    at = e + 1;
  }
}

/** A character that `trim` removes: space, TAB to CR, and the other Unicode spaces (the test `\s` makes). */
function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || (c > 127 && /\s/.test(String.fromCharCode(c)));
}

/** t[a, b) without the white space around it, cut once. */
function trimmed(t: string, a: number, b: number): string {
  while (a < b && isSpace(t.charCodeAt(a))) a++;
  while (b > a && isSpace(t.charCodeAt(b - 1))) b--;
  return t.slice(a, b);
}

/**
 * Each row of lines [a, b) as trimmed fields, handed to `row` (with its index from a) until it returns
 * false. Plain lines are split one by one; from the first line that is not, papaparse reads the lines
 * as one text (the plain rows before it read the same either way).
 */
function eachRow(
  lines: Lines,
  a: number,
  b: number,
  delim: string,
  row: (cells: string[], r: number) => boolean,
): void {
  for (let k = a; k < b; k++) {
    const cells = plainFields(lines.at(k), delim);
    if (!cells) {
      const data = Papa.parse<string[]>(linesText(lines, a, b), { delimiter: delim, skipEmptyLines: false }).data;
      for (let r = k - a; r < data.length; r++)
        if (
          !row(
            data[r]!.map((c) => c.trim()),
            r,
          )
        )
          return;
      return;
    }
    if (!row(cells, k - a)) return;
  }
}

/** A unit in a cell of its own (`secs`, `GB/sec`, `%`, `record/s`), as a results table's unit column writes it. */
export const UNIT_WORD_CELL =
  /^(?:%|(?:[kKMGTP]i?)?B(?:\/s(?:ec)?)?|(?:[mun]?s|[mun]?secs?|seconds?|ops(?:\/s(?:ec)?)?|pages|cycles|(?:tok|t|txn|records?|requests?|events?|transactions?)\/s(?:ec)?))$/;

/** A CSV or TSV region without its rows: they went one by one to the caller. */
export interface Delimited {
  form: 'csv' | 'tsv';
  header: string[];
  headerLine: number;
  end: number;
}

/**
 * CSV or TSV region: a header and rows with the same field count, some numeric. Each row goes to `row`
 * as it is read, so a reader keeps only what it takes from a row, not every cell of every row.
 */
export function readDelimitedRows(
  lines: Lines,
  i: number,
  row: (cells: string[], line: number, header: string[]) => void,
): Delimited | undefined {
  const t0 = lines.at(i);
  if (lines.command[i]) return undefined;
  const delim = t0.includes('\t') ? '\t' : t0.includes(',') ? ',' : undefined;
  if (!delim) return undefined;
  // a bullet of prose (`- Repetitions used seeds 42001, 42002, and 42003.`) is no header
  if (delim === ',' && /^\s*[-*•]\s+[A-Za-z]/.test(t0)) return undefined;
  // before papaparse: the next line must have as many delimiters and a number (prose with commas does not)
  // hand-aligned text with runs of TABs, or a first line that is already a row, is for the column reader
  if (
    delim === '\t' &&
    (/\t\t/.test(t0) ||
      t0
        .split('\t')
        .slice(1)
        .some((c) => parseNumber(c.trim())))
  )
    return undefined;
  const count = (t: string) => t.split(delim).length;
  const next = lines.get(i + 1);
  if (next === undefined || lines.command[i + 1] || !next.split(delim).some((c) => numericCell(c.replace(/"/g, ''))))
    return undefined;
  // rows one field wider than the header, ending in a unit (`\tBASE\tSPF` over `mean\t276.83\t276.93\trecord/s`): a
  // unit column; ending in a name after numbers (`col-1\tcol-2` over `0.30\t0.31\thot-points_range=100`): the
  // label column, written last
  const wider = delim === '\t' && count(next) === count(t0) + 1 ? next.split(delim) : undefined;
  const unitTail = wider !== undefined && UNIT_WORD_CELL.test(wider.at(-1)!.trim());
  const labelTail =
    wider !== undefined && !unitTail && /[A-Za-z]/.test(wider.at(-1)!) && numericCell(wider[0]!.trim()) !== undefined;
  if (count(next) !== count(t0) && !unitTail && !labelTail) return undefined;
  // a header names its columns: a number in it means the first line is data (`console=ttyS0,115200`);
  // checked on the first line alone, so a block is not parsed again from each of its lines
  const isHeader = (h: string[] | undefined) =>
    !!h && h.length >= 2 && !h.some((x) => x.length > 48 || parseNumber(x) !== undefined);
  let first: string[] | undefined;
  eachRow(lines, i, i + 1, delim, (cells) => ((first = cells), false));
  if (!isHeader(first)) return undefined;
  let k = i;
  while (k < lines.count && lines.at(k).includes(delim) && !lines.command[k] && lines.at(k).trim() !== '') k++;
  if (k - i < 2) return undefined;
  let header: string[] | undefined;
  let rows = 0;
  const headerText = t0.trim();
  let end = i + 1;
  eachRow(lines, i, k, delim, (cells, r) => {
    if (r === 0) return isHeader((header = unitTail ? [...cells, ''] : labelTail ? ['', ...cells] : cells));
    // the header printed again before each run's rows (will-it-scale's runtest.py run several times): more rows
    if (lines.at(i + r).trim() === headerText) return true;
    if (cells.length !== header!.length || !cells.some(numericCell)) return false;
    if (labelTail && numericCell(cells.at(-1)!) !== undefined) return false;
    row(labelTail ? [cells.at(-1)!, ...cells.slice(0, -1)] : cells, i + r + 1, header!);
    rows++;
    end = i + r + 1;
    return true;
  });
  if (!header || !isHeader(header) || rows === 0) return undefined;
  return { form: delim === '\t' ? 'tsv' : 'csv', header, headerLine: i + 1, end };
}

/** A value with its spread in parentheses after it (`1.00 (  5.15)`, as Intel's scheduler reports tabulate). */
const VALUE_SPREAD = /^\s*([-+]?\d[\d.]*)\s*\(\s*(\d[\d.]*)\s*\)\s*$/;
/** A cell that holds a number, or a number with its spread. */
const numericCell = (c: string) =>
  parseNumber(c) ?? (VALUE_SPREAD.test(c) ? parseNumber(VALUE_SPREAD.exec(c)![1]!) : undefined);

/** `1.00 (  5.15)` as the readers take a spread (`1.00 ± 0.0515` under `baseline(std%)`, a share of the value). */
function spreadCell(c: string, relative: boolean): string {
  const m = VALUE_SPREAD.exec(c);
  if (!m) return c;
  const v = Number(m[1]);
  const sd = Number(m[2]);
  return Number.isFinite(v) && Number.isFinite(sd) ? `${m[1]} ± ${relative ? (Math.abs(v) * sd) / 100 : sd}` : c;
}

/** CSV or TSV region as a grid of every row's cells. */
export function readDelimited(lines: Lines, i: number): Grid | undefined {
  const rows: GridRow[] = [];
  const d = readDelimitedRows(lines, i, (cells, line) => rows.push({ cells, line }));
  if (!d) return undefined;
  const relative = d.header.map((h) => /%\s*\)?\s*$|\(\s*%|std\s*%/i.test(h));
  for (const r of rows) r.cells = r.cells.map((c, k) => spreadCell(c, relative[k] === true));
  return { form: d.form, header: d.header, headerLine: d.headerLine, rows, sections: [], end: d.end };
}
