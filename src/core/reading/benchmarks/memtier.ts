/**
 * memtier_benchmark's summary (`ALL STATS`, `AGGREGATED AVERAGE RESULTS (N runs)`): a header
 * `Type  Ops/sec  Hits/sec  Misses/sec  Avg. Latency  p50 Latency ... KB/sec` (older builds: one `Latency`
 * column), a rule, then one row per request type (`Sets`, `Gets`, `Waits`, `Totals`, or a command name).
 * The rows are one run's request types, not runs: each cell is the metric `<type> <column>`. Latencies are
 * milliseconds (read as seconds); `---` is a cell the tool did not measure (absent, never zero).
 */
import type { ConfigTable, TableRow } from '../../model';
import type { Parser, Reader } from '../kit/types';
import { GAP, LEADS_LETTER, startHas } from '../kit/lineShape';

const HEADER = /^\s*Type\s{2,}Ops\/sec\s{2,}\S/;
const RULE = /^\s*[-=]{10,}\s*$/;
const ABSENT = '---';
const NUMBER = /^\d+(?:\.\d+)?$/;

/** A column's unit and the factor to its base unit. */
function unitOf(column: string): { unit: string; factor: number } {
  if (/latency/i.test(column)) return { unit: 's', factor: 1e-3 };
  if (/^KB\/sec$/i.test(column)) return { unit: 'KB/s', factor: 1 };
  return { unit: column.replace(/\/sec$/i, '/s').toLowerCase(), factor: 1 };
}

/** One request type's row: its name and a cell per column (undefined where it printed `---`). */
function rowAt(text: string, columns: number): { type: string; cells: (number | undefined)[] } | undefined {
  const [type, ...cells] = text.trim().split(/\s+/);
  if (!type || !/^[A-Za-z][\w-]*$/.test(type) || cells.length !== columns) return undefined;
  if (!cells.every((c) => c === ABSENT || NUMBER.test(c))) return undefined;
  return { type, cells: cells.map((c) => (c === ABSENT ? undefined : Number(c))) };
}

export const parseMemtier: Parser = (lines, i) => {
  if (!HEADER.test(lines.at(i))) return undefined;
  const header = lines
    .at(i)
    .trim()
    .split(/\s{2,}/)
    .slice(1);
  let k = i + 1;
  if (k < lines.count && RULE.test(lines.at(k))) k++;
  const rows: TableRow[] = [];
  for (; k < lines.count; k++) {
    const r = rowAt(lines.at(k), header.length);
    if (!r) break;
    header.forEach((column, c) => {
      const v = r.cells[c];
      if (v === undefined || !Number.isFinite(v)) return;
      const { unit, factor } = unitOf(column);
      rows.push({ name: `${r.type} ${column}`, values: [v * factor], unit, line: k + 1 });
    });
  }
  if (!rows.length) return undefined;
  const data: ConfigTable = { type: 'table', columns: ['value'], rows };
  return { kind: 'results-table', end: k, data, title: 'memtier_benchmark' };
};

/** Starts at its `Type  Ops/sec ...` header. */
export const memtierReader: Reader = {
  name: 'memtier',
  shape: startHas(LEADS_LETTER | GAP),
  start: HEADER,
  read: parseMemtier,
};
