/**
 * HTML tables as GitHub posts hold them (`<table>` over `<tr>` rows of `<td>` or `<th>` cells, a row on one line or a
 * cell on each): the first row is the header, each cell its text (the cleaning has already dropped the tags that
 * only format it and read `&nbsp;` as a space). The grid is then read as every drawn table is (tables/table.ts).
 */
import type { Lines } from '../../model';
import type { Grid, GridRow } from '../kit/grid';
import type { Parser, Reader } from '../kit/types';
import { BLANK, INDENTED, LEADS_DIGIT, LEADS_LETTER, type ShapeTest } from '../kit/lineShape';
import { tableOfGrid } from './table';

/** A table read this far at most: a longer one is read up to here. */
const MAX_LINES = 20_000;
const ROW_START = /<tr\b[^<>]*>/i;
const CELL_START = /<t[dh]\b[^<>]*>/i;
const TABLE_END = /<\/table\s*>/i;

/** A cell's text: what is left of its markup dropped, its white space as one space. */
const cellText = (html: string) =>
  html
    .replace(/<\/t[dh]\s*>[\s\S]*$/i, '')
    .replace(/<[^<>]{0,200}>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The rows of the table that starts at line i, each with the line its `<tr>` is on, up to `</table>`. */
function htmlRows(lines: Lines, i: number): { rows: GridRow[]; end: number } {
  const rows: GridRow[] = [];
  let row: { cells: string[]; line: number; open: string } | undefined;
  const close = () => {
    if (row) rows.push({ cells: row.open.split(CELL_START).slice(1).map(cellText), line: row.line });
    row = undefined;
  };
  let k = i;
  for (; k < lines.count && k < i + MAX_LINES; k++) {
    let t = lines.at(k);
    const end = TABLE_END.exec(t);
    if (end) t = t.slice(0, end.index);
    // each `<tr>` on the line starts a row; what follows it, up to the next, is the row's
    for (let at = t.search(ROW_START); ; at = t.search(ROW_START)) {
      if (at < 0) {
        if (row) row.open += ` ${t}`;
        break;
      }
      if (row) row.open += ` ${t.slice(0, at)}`;
      close();
      t = t.slice(at).replace(ROW_START, '');
      row = { cells: [], line: k + 1, open: '' };
    }
    if (end) {
      k++;
      break;
    }
  }
  close();
  return { rows: rows.filter((r) => r.cells.length > 0), end: k };
}

/** The table at line i as a grid: its first row the header, as wide as its widest row. */
export function readHtmlTable(lines: Lines, i: number): Grid | undefined {
  const { rows, end } = htmlRows(lines, i);
  if (rows.length < 2) return undefined;
  const width = Math.max(...rows.map((r) => r.cells.length));
  if (width < 2) return undefined;
  for (const r of rows) while (r.cells.length < width) r.cells.push('');
  const [head, ...body] = rows;
  return { form: 'markdown', header: head!.cells, headerLine: head!.line, rows: body, sections: [], end };
}

const TABLE_START = /^\s*<table\b/i;

export const parseHtmlTable: Parser = (lines, i, ctx) => {
  if (!TABLE_START.test(lines.at(i))) return undefined;
  const grid = readHtmlTable(lines, i);
  return grid ? tableOfGrid(lines, i, grid, ctx) : undefined;
};

/** A line that starts with a mark, not a letter or digit (`<table`), at the margin or indented. */
const MARKED_START: ShapeTest = (shapes, i) => {
  const s = shapes.at(i);
  return (s & BLANK) === 0 && ((s & INDENTED) !== 0 || (s & (LEADS_DIGIT | LEADS_LETTER)) === 0);
};

/** Starts at its `<table>` tag. */
export const htmlTableReader: Reader = {
  name: 'htmlTable',
  shape: MARKED_START,
  start: TABLE_START,
  read: parseHtmlTable,
};
