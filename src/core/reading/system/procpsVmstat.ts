/**
 * procps `vmstat N` (also `-a`, `-w`, `-t`): a two-line header (`procs ---memory--- ---swap-- ...`
 * over `r b swpd free ...`) and a row per interval; vmstat prints the header again every screen, and
 * those rows go on with the same run. One config: the memory columns are gauges (KiB, averaged over
 * every row, in bytes); the other columns are rates or percentages averaged over the rows after the
 * first, which vmstat prints as averages since boot. Metrics are named `vmstat <column>`.
 */
import type { ConfigTable, TableRow } from '../../model';
import type { Parser, Reader } from '../kit/types';

const GROUPS = /^\s*-*procs\s*-*\s+-*memory-*\s/;
const NAMES = /^\s*r\s+b\s+\S/;
/** Columns that hold memory in KiB (`vmstat -a` shows inact/active instead of buff/cache). */
const MEMORY = new Set(['swpd', 'free', 'buff', 'cache', 'inact', 'active']);
const NUMBER = /^\d+$/;

/** The column names of a header pair at line k, or undefined. */
function headerAt(lines: { at(i: number): string; count: number }, k: number): string[] | undefined {
  if (k + 1 >= lines.count || !GROUPS.test(lines.at(k)) || !NAMES.test(lines.at(k + 1))) return undefined;
  // `-t` ends the names with a time zone under `-----timestamp-----`: not a value column
  return lines
    .at(k + 1)
    .trim()
    .split(/\s+/)
    .filter((n) => !/^[A-Z]{2,5}$/.test(n));
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

export const parseProcpsVmstat: Parser = (lines, i) => {
  const names = headerAt(lines, i);
  if (!names) return undefined;
  const cells: number[][] = [];
  const rowLines: number[] = [];
  let k = i + 2;
  for (; k < lines.count; k++) {
    const again = headerAt(lines, k);
    if (again) {
      if (again.join(' ') !== names.join(' ')) break;
      k++;
      continue;
    }
    const tokens = lines.at(k).trim().split(/\s+/);
    // a row has a number per column (then `-t`'s date and time)
    if (tokens.length < names.length || !tokens.slice(0, names.length).every((t) => NUMBER.test(t))) break;
    cells.push(tokens.slice(0, names.length).map(Number));
    rowLines.push(k + 1);
  }
  if (!cells.length) return undefined;
  const later = cells.length > 1 ? cells.slice(1) : cells;
  const rows: TableRow[] = names.map((name, c): TableRow => {
    const memory = MEMORY.has(name);
    const over = memory ? cells : later;
    return {
      name: `vmstat ${name}`,
      values: [mean(over.map((r) => r[c]!)) * (memory ? 1024 : 1)],
      unit: memory ? 'bytes' : '',
      line: rowLines[0]!,
    };
  });
  const data: ConfigTable = { type: 'table', columns: ['value'], rows };
  return { kind: 'results-table', end: k, data, title: 'vmstat' };
};

/** Starts at the header's `procs ---memory---` line. */
export const procpsVmstatReader: Reader = { name: 'procps-vmstat', start: /^\s*-*procs\b/, read: parseProcpsVmstat };
