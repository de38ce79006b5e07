/** Generic result tables (aligned, markdown, box, CSV/TSV) -> results-table, csv, or vmstat (before/after boxes). */
import { parseNumber } from '../text/numbers';
import { isConfigLike, isMetricLike } from '../text/units';
import { looksLikeCounter } from '../text/vocabulary';
import { readColumns } from './columns';
import { readBox, readDelimited, readMarkdown, withoutComparisons, type Grid } from './grid';
import { columnsTable, configsAreColumns, rowsTable, settledRows, tableTitle } from './results';
import type { Parser, Reader } from './types';

/** A table of counters with before/after columns (as in patch changelogs: before and after the patch). */
function isVmstatPair(grid: Grid): boolean {
  const cols = grid.header.slice(1).map((h) => h.toLowerCase());
  return (
    cols.length >= 2 &&
    cols.every((c) => /^(before|after|base|patched|old|new)$/.test(c)) &&
    grid.rows.every((r) => looksLikeCounter(r.cells[0] ?? ''))
  );
}

/** A first column that lists things measured in one run (`Function`, `Process`, `Node`), not configs. */
const ENTITY =
  /^(?:\w+\s+)?(function|symbol|command|comm|process|task|thread|node|cpu|object|cache|slab|zone|file|event|syscall|module)s?$/i;
/** `CPU node \ memory node`: a matrix of one run, rows by the first, columns by the second. */
const MATRIX = /^[\w \t]+\\{1,2}[\w \t]+$/;

/** An entity table (`Function  Hit  Time  Avg`): one config, a metric per entity and measure (`add_to_swap_cache Hit`). */
function entityGrid(grid: Grid): Grid | undefined {
  const h0 = grid.header[0]?.trim() ?? '';
  const matrix = MATRIX.test(h0);
  if (!matrix && !(ENTITY.test(h0) && grid.header.length >= 3)) return undefined;
  const measures = grid.header.slice(1);
  const join = matrix ? ' -> ' : ' ';
  const rows = grid.rows.flatMap((r) =>
    measures.map((h, c) => ({ cells: [`${r.cells[0]}${join}${h}`, r.cells[c + 1] ?? ''], line: r.line })),
  );
  return { ...grid, header: [grid.header[0]!, 'value'], rows, sections: [], measure: undefined };
}

/** A setting or an empty corner over the runs (`| FAK_WORKERS | tok/s |`, `| | decode p50 |`), not a list's entities. */
const RUN_CORNER =
  /^$|^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$|^(?:config|configuration|kernel|mode|setup|run|case|variant|policy|placement|binding|threads?|workers?)$/i;

/**
 * A two-column table whose rows are runs: the value column names a measure (`tok/s`, `decode p50`) or nothing,
 * the corner is empty or names a setting, and no row names a measure or a counter.
 */
function runsPerRow(grid: Grid): boolean {
  const h0 = (grid.header[0] ?? '').trim();
  const h1 = (grid.header[1] ?? '').trim();
  return (
    grid.header.length === 2 &&
    RUN_CORNER.test(h0) &&
    (h1 === '' ? h0 === '' : !isConfigLike(h1)) &&
    grid.rows.every((r) => !isMetricLike(r.cells[0] ?? '') && !looksLikeCounter(r.cells[0] ?? ''))
  );
}

/** A shell pipeline into a text filter: a command line, whatever its spacing. */
const PIPED_COMMAND = /\|\s*(?:e?grep|awk|sed|head|tail|sort|uniq|wc|tee|less|cut|tr|column)\b/;

export const parseTable: Parser = (lines, i, ctx) => {
  const read = readBox(lines, i) ?? readMarkdown(lines, i) ?? readDelimited(lines, i) ?? readColumns(lines, i);
  if (!read) return undefined;
  // `cat /proc/$pid/status | grep switches` (a command written without a prompt) is not a header
  if (
    (read.form === 'aligned' || read.form === 'csv' || read.form === 'tsv') &&
    PIPED_COMMAND.test(lines.at(read.headerLine - 1))
  )
    return undefined;
  let grid = settledRows(withoutComparisons(read));
  // cleaned lines keep their index: line n is lines[n - 1]
  const title = tableTitle(lines, grid.headerLine - 1);
  // a listing of samples (`latency  threshold` over rows of numbers) is data about one run, not results per config:
  // kept as a block, measured nowhere
  if (isMetricLike(grid.header[0] ?? '') && grid.rows.every((r) => parseNumber(r.cells[0] ?? '') !== undefined)) {
    return {
      kind: grid.form === 'csv' || grid.form === 'tsv' ? 'csv' : 'results-table',
      end: grid.end,
      data: { type: 'table', columns: [], rows: [] },
      title,
    };
  }
  // `name | overhead`: one value column that names a measure, not a config, is one config's list of values
  const entities = entityGrid(grid);
  if (entities) grid = entities;
  const single =
    entities === undefined &&
    !runsPerRow(grid) &&
    grid.header.length === 2 &&
    grid.rows.length >= 2 &&
    !isConfigLike(grid.header[1]!) &&
    !ctx.legend.configs.has(grid.header[1]!) &&
    !/^(value|count|total)$/i.test(grid.header[1]!);
  if (single) grid = { ...grid, header: [grid.header[0]!, 'value'], measure: grid.measure ?? grid.header[1] };
  const perRow = entities === undefined && runsPerRow(grid);
  if (perRow && !grid.header[1]?.trim()) grid = { ...grid, header: [grid.header[0]!, grid.measure ?? 'value'] };
  const data =
    !perRow && (entities || single || configsAreColumns(grid, ctx.legend))
      ? columnsTable(grid, ctx.legend, title)
      : rowsTable(grid, title);
  // a table without a single numeric value is prose (e.g. a GitHub metadata table)
  if (!data.iterations && !data.columnTunables && data.rows.every((r) => r.values.every((v) => v === undefined)))
    return undefined;
  const kind = isVmstatPair(grid) ? 'vmstat' : grid.form === 'csv' || grid.form === 'tsv' ? 'csv' : 'results-table';
  return { kind, end: grid.end, data, title };
};

/**
 * Starts at a box rule, a markdown, CSV or TSV line, or an aligned header: not a sentence from the margin
 * (indented, two phrases apart, or three words at most). No repeated group: a 6 MB line would overflow
 * the pattern's backtracking stack.
 */
export const tableReader: Reader = {
  name: 'table',
  start: /[|\t,]|^\s*\+[-=+]+\+\s*$|^\s|\S(?:\s\s+|[^\S ])\S|^\S+(?: \S+){0,2}\s*$/,
  read: parseTable,
};
