/** Generic result tables (aligned, markdown, box, CSV/TSV) -> results-table, csv, or vmstat (before/after boxes). */
import type { VmstatData } from '../model';
import { isAbsent, parseNumber } from '../numbers';
import { looksLikeCounter } from '../vocabulary';
import { readAligned, readBox, readDelimited, readMarkdown, type Grid } from './grid';
import { columnsTable, configsAreColumns, rowsTable, tableTitle } from './results';
import type { Parser } from './types';

/** A box or aligned table of counters with before/after columns is a vmstat pair, not a result table. */
function asVmstat(grid: Grid): VmstatData | undefined {
  const cols = grid.header.slice(1).map((h) => h.toLowerCase());
  if (cols.length < 2 || !cols.every((c) => /^(before|after|start|end|begin|t\d+|snapshot\s*\d+)$/.test(c))) return undefined;
  if (!grid.rows.every((r) => looksLikeCounter(r.cells[0] ?? ''))) return undefined;
  const series = new Map<string, (number | undefined)[]>();
  const partial: string[] = [];
  const resets: VmstatData['resets'] = [];
  for (const r of grid.rows) {
    const vals = r.cells.slice(1).map((c) => (isAbsent(c) ? undefined : parseNumber(c)?.value));
    series.set(r.cells[0]!, vals);
    if (vals.some((v) => v === undefined)) partial.push(r.cells[0]!);
    for (let s = 1; s < vals.length; s++) {
      const a = vals[s - 1];
      const b = vals[s];
      if (a !== undefined && b !== undefined && b < a) resets.push({ counter: r.cells[0]!, snapshot: s, line: r.line });
    }
  }
  return { type: 'vmstat', snapshots: cols.length, series, resets, partial, labels: grid.header.slice(1) };
}

export const parseTable: Parser = (lines, i, ctx) => {
  const grid = readBox(lines, i) ?? readMarkdown(lines, i) ?? readDelimited(lines, i) ?? readAligned(lines, i);
  if (!grid) return undefined;
  const vm = asVmstat(grid);
  if (vm) return { kind: 'vmstat', end: grid.end, data: vm, title: grid.header[0] };
  const headerIndex = lines.findIndex((l, k) => k >= i && l.line === grid.headerLine);
  const title = tableTitle(lines, headerIndex >= 0 ? headerIndex : i);
  const data = configsAreColumns(grid, ctx.legend) ? columnsTable(grid, ctx.legend, title) : rowsTable(grid, title);
  // a table without a single numeric value is prose (e.g. a GitHub metadata table)
  if (!data.iterations && data.rows.every((r) => r.values.every((v) => v === undefined))) return undefined;
  const kind = grid.form === 'csv' || grid.form === 'tsv' ? 'csv' : 'results-table';
  return { kind, end: grid.end, data, title };
};
