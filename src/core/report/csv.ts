/** The one CSV writer (Papa.unparse): the report's tables, one header row each, tables separated by a blank line. */
import Papa from 'papaparse';
import type { Analysis } from '../model';
import { gathered, joinChunks } from './chunks';
import { reportTables } from './tables';

/**
 * A cell a spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`, a tab or a carriage
 * return) gets a leading `'` and quotes, except a plain number like -3.2 or +5%, which stays a number.
 */
const FORMULA = /^(?![+-]?(?:\d[\d,]*(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?[x%]?$)[=+\-@\t\r]/;

const CONFIG: Papa.UnparseConfig = { escapeFormulae: FORMULA, newline: '\n', quotes: false, header: false };

/** Rows as CSV lines (no trailing newline): quotes where a cell holds a quote, comma, CR or LF. */
export function csvRows(rows: readonly (readonly string[])[]): string {
  return Papa.unparse(rows as string[][], CONFIG);
}

/** Rows per Papa.unparse call: a table of millions of rows is written a slice at a time. */
const ROWS_PER_CALL = 64;

function* csvPieces(a: Analysis): Generator<string> {
  let first = true;
  for (const t of reportTables(a)) {
    yield (first ? '' : '\n') + csvRows([['table', 'metric', ...t.configs]]) + '\n';
    first = false;
    for (let i = 0; i < t.rows.length; i += ROWS_PER_CALL)
      yield csvRows(t.rows.slice(i, i + ROWS_PER_CALL).map((r) => [t.title, r.label.trim(), ...r.cells])) + '\n';
  }
  if (first) yield '\n';
}

/** The CSV report as chunks, for a stream. */
export function csvChunks(a: Analysis): Generator<string> {
  return gathered(csvPieces(a));
}

export function renderCsv(a: Analysis): string {
  return joinChunks(csvChunks(a));
}
