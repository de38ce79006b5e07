/**
 * YCSB's summary lines: `[OVERALL], RunTime(ms), 822862.0`, `[OVERALL], Throughput(ops/sec), 60763.5`,
 * `[READ], AverageLatency(us), 612.3`. One config per block. The overall figures are `RunTime` and
 * `Throughput`; the others are named by their section (`READ AverageLatency`). Times in seconds.
 */
import type { ConfigTable, TableRow } from '../../model';
import type { Parser, Reader } from '../kit/types';

const LINE = /^\s*\[([A-Z][A-Z0-9_-]*)\],\s*([^,(]+?)\s*(?:\(([^)]*)\))?\s*,\s*(-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)\s*$/;

const SCALE: Record<string, [number, string]> = {
  ms: [1e-3, 's'],
  us: [1e-6, 's'],
  ns: [1e-9, 's'],
  s: [1, 's'],
  'ops/sec': [1, 'ops/s'],
};

export const parseYcsb: Parser = (lines, i) => {
  const rows: TableRow[] = [];
  let k = i;
  for (; k < lines.count; k++) {
    const m = LINE.exec(lines.at(k));
    if (!m) break;
    const [, section, name, unit = '', raw] = m;
    const [factor, base] = SCALE[unit] ?? [1, unit];
    const value = Number(raw) * factor;
    if (!Number.isFinite(value)) continue;
    rows.push({ name: section === 'OVERALL' ? name! : `${section} ${name}`, values: [value], unit: base, line: k + 1 });
  }
  if (!rows.length) return undefined;
  const data: ConfigTable = { type: 'table', columns: ['value'], rows };
  return { kind: 'results-table', end: k, data, title: 'YCSB' };
};

/** Starts at a `[SECTION],` line. */
export const ycsbReader: Reader = { name: 'ycsb', start: /^\s*\[[A-Z]/, read: parseYcsb };
