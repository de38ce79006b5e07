/** Readers that turn a table as people post it (markdown, +---+ box, CSV/TSV) into a grid of cells; aligned text is read by columns.ts. */
import Papa from 'papaparse';
import type { Lines } from '../model';
import { isAbsent, parseMeanStd, parseNumber } from '../text/numbers';
import { unemphasized } from '../text/marks';

export interface GridRow {
  cells: string[];
  line: number;
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
}

/** A column of the author's own comparison (`%gain`, `Change`, `Delta`): left out, the tool compares itself. */
export const COMPARISON = /^%?\s*(gain|change|diff|delta|improvement|impr\.?|regression)$|^%\s*\w+$|^\(?%\)?$/i;

/** A ratio the author computed (`2.383x`, `0.42×`). */
const RATIO_CELL = /^[-+]?\d+(\.\d+)?\s*[x×]$/i;

/** A header that names a quotient of two runs (`on/off time`, `patched vs base`), not a rate (`MB/s`, `ops/sec`). */
const QUOTIENT =
  /\b[a-z]\w*\s*\/\s*(?!(s|sec|secs|second|ms|us|ns|min|h|hr|hour|op|call|iter|page|node|cpu|thread|core)\b)[a-z]\w*|\bvs\.?\s/i;

/** A quotient column whose every value is a ratio (`on/off time` of `2.383x`): the author's comparison of two other columns. */
function ratioColumn(grid: Grid, c: number): boolean {
  if (!QUOTIENT.test(grid.header[c] ?? '')) return false;
  const cells = grid.rows.map((r) => (r.cells[c] ?? '').trim()).filter((x) => x !== '' && !isAbsent(x));
  return cells.length > 0 && cells.every((x) => RATIO_CELL.test(x));
}

/** The grid without its comparison columns (never the first, which labels the rows; ratio columns only beside other values). */
export function withoutComparisons(grid: Grid): Grid {
  const named = grid.header.map((h, c) => c === 0 || !COMPARISON.test(h.trim()));
  const ratios = grid.header.map((_, c) => c > 0 && ratioColumn(grid, c));
  const othersLeft = named.some((k, c) => c > 0 && k && !ratios[c]);
  const keep = named.map((k, c) => k && !(othersLeft && ratios[c]));
  if (keep.every(Boolean)) return grid;
  const pick = <T>(xs: T[]) => xs.filter((_, c) => keep[c]);
  return { ...grid, header: pick(grid.header), rows: grid.rows.map((r) => ({ ...r, cells: pick(r.cells) })) };
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

function pipeCells(t: string): string[] {
  let s = t.trim();
  if (s.startsWith('|')) s = s.slice(1);
  if (s.endsWith('|')) s = s.slice(0, -1);
  return s.split('|').map((c) => c.trim());
}

/** A GFM separator row: `|---|:--:|` or, without outer pipes, `-- | --`. */
const SEPARATOR = /^\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)+\|?$/;
/** A banner a tool printed into its table (`============ Repacked 337 tensors`): not a section name. */
const BANNER = /^[=*#~-]{3,}/;

/**
 * Markdown table: header (possibly wrapped over lines) + separator + rows; section rows kept apart.
 * Outer pipes are optional (GitHub renders `a | b` over `-- | --` as a table). A line a tool printed
 * between the rows (stderr interleaved with stdout) is skipped when the table goes on right after it.
 */
export function readMarkdown(lines: Lines, i: number): Grid | undefined {
  const t0 = lines.at(i).trim();
  if (lines.command[i] || !t0.includes('|')) return undefined;
  const piped = t0.startsWith('|');
  const sep = separatorAfter(lines, i, piped);
  if (sep < 0) return undefined;
  // a rule above the separator closes what came before: the header starts after it
  for (let k = i; k < sep; k++) if (isRuleLine(lines.at(k).trim())) return undefined;
  // a header wrapped over lines: where one line's closing pipe meets the next line's opening one, one pipe
  // (only there: `| | tok/s |` inside a line is an empty first cell, and every column would shift by one)
  const header = pipeCells(
    lines
      .slice(i, sep)
      .map((t) => t.trim())
      .reduce(
        (acc, t) => (acc === '' ? t : acc.endsWith('|') && t.startsWith('|') ? `${acc} ${t.slice(1)}` : `${acc} ${t}`),
        '',
      ),
  );
  if (!piped && (header.length < 2 || pipeCells(lines.at(sep)).length !== header.length)) return undefined;
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
    grid.end = k + 1;
    if (cells.length >= 1 && cells[0] && cells.slice(1).every((c) => c === '') && !isValueCell(cells[0])) {
      if (!BANNER.test(cells[0])) grid.sections.push({ name: cells[0], from: grid.rows.length });
      continue;
    }
    while (cells.length < header.length) cells.push('');
    cells[0] = unemphasized(cells[0]!);
    grid.rows.push({ cells, line: k + 1 });
  }
  return grid.rows.length ? grid : undefined;
}

/** Index of the separator under a header starting at line i (a piped header may wrap over 3 lines), or -1. */
function separatorAfter(lines: Lines, i: number, piped: boolean): number {
  const last = piped ? i + 3 : i + 1;
  for (let k = i + 1; k < lines.count && k <= last; k++) {
    const t = lines.at(k).trim();
    if (SEPARATOR.test(t)) return k;
    if (t === '' || !t.includes('|')) return -1;
  }
  return -1;
}

/** A non-table line inside a table: the next line is a row as wide as the header, and not the header of another table. */
function isStrayLine(lines: Lines, k: number, width: number, isRow: (t: string) => boolean): boolean {
  const next = lines.get(k + 1)?.trim();
  if (next === undefined || !isRow(next) || pipeCells(next).length !== width) return false;
  const after = lines.get(k + 2)?.trim();
  return after === undefined || !SEPARATOR.test(after);
}

/** ASCII box table: `+---+---+` borders around `| a | b |` rows; the first row is the header. */
export function readBox(lines: Lines, i: number): Grid | undefined {
  const t0 = lines.at(i).trim();
  if (!/^\+[-=+]+\+$/.test(t0)) return undefined;
  let header: string[] | undefined;
  let headerLine = 0;
  const rows: GridRow[] = [];
  let k = i + 1;
  let end = i + 1;
  for (; k < lines.count; k++) {
    const t = lines.at(k).trim();
    if (/^\+[-=+]+\+$/.test(t)) {
      end = k + 1;
      continue;
    }
    if (!t.startsWith('|')) break;
    const cells = pipeCells(t);
    if (!header) {
      header = cells;
      headerLine = k + 1;
    } else rows.push({ cells, line: k + 1 });
    end = k + 1;
  }
  if (!header || rows.length === 0) return undefined;
  return { form: 'box', header, headerLine, rows, sections: [], end };
}

/** CSV or TSV region read with papaparse: a header and rows with the same field count, some numeric. */
/** Lines [a, b) as one text: a slice of the source when they are as pasted with `\n` ends (no copy per line), else joined. */
function linesText(lines: Lines, a: number, b: number): string {
  let asPasted = true;
  // a raw line that ends in `\r\n` reads without its `\r`: such lines are joined as the lines read
  for (let k = a; k < b && asPasted; k++)
    asPasted = lines.isRaw(k) && (k === b - 1 || lines.to(k) === lines.from(k + 1) - 1);
  return asPasted ? lines.source.slice(lines.from(a), lines.to(b - 1)) : lines.slice(a, b).join('\n');
}

export function readDelimited(lines: Lines, i: number): Grid | undefined {
  const t0 = lines.at(i);
  if (lines.command[i]) return undefined;
  const delim = t0.includes('\t') ? '\t' : t0.includes(',') ? ',' : undefined;
  if (!delim) return undefined;
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
  if (
    next === undefined ||
    lines.command[i + 1] ||
    count(next) !== count(t0) ||
    !next.split(delim).some((c) => parseNumber(c.replace(/"/g, '')))
  )
    return undefined;
  // a header names its columns: a number in it means the first line is data (`console=ttyS0,115200`);
  // checked on the first line alone, so a block is not parsed again from each of its lines
  const isHeader = (h: string[] | undefined) =>
    !!h && h.length >= 2 && !h.some((x) => x.length > 48 || parseNumber(x) !== undefined);
  if (!isHeader(Papa.parse<string[]>(t0, { delimiter: delim }).data[0]?.map((c) => c.trim()))) return undefined;
  let k = i;
  while (k < lines.count && lines.at(k).includes(delim) && !lines.command[k] && lines.at(k).trim() !== '') k++;
  if (k - i < 2) return undefined;
  const parsed = Papa.parse<string[]>(linesText(lines, i, k), { delimiter: delim, skipEmptyLines: false });
  const data = parsed.data;
  const header = data[0]?.map((c) => c.trim());
  if (!header || !isHeader(header)) return undefined;
  const rows: GridRow[] = [];
  for (let r = 1; r < data.length; r++) {
    const cells = data[r]!.map((c) => c.trim());
    if (cells.length !== header.length || !cells.some((c) => parseNumber(c))) break;
    rows.push({ cells, line: i + r + 1 });
  }
  if (rows.length === 0) return undefined;
  return {
    form: delim === '\t' ? 'tsv' : 'csv',
    header,
    headerLine: i + 1,
    rows,
    sections: [],
    end: i + 1 + rows.length,
  };
}
