/**
 * redis-benchmark's quiet output (`-q`, also valkey-benchmark): one line per command,
 * `SET: 13641.26 requests per second`, newer versions adding `, p50=0.335 msec`. One config per block
 * (its label comes from the line above, a heading or a `Without patch:`); each command is a metric in
 * requests/s, its p50 a time in seconds.
 */
import type { ConfigTable, TableRow } from '../model';
import type { Parser, Reader } from './types';

const LINE =
  /^\s*([A-Z][A-Z0-9_]*(?:[ (][\w:(),-]+){0,4})\s*:\s+(\d[\d,]*(?:\.\d+)?)\s+requests per second(?:,\s*p50=(\d+(?:\.\d+)?)\s*msec)?\s*\\?\s*$/;

export const parseRedisBenchmark: Parser = (lines, i) => {
  const rows: TableRow[] = [];
  let k = i;
  for (; k < lines.count; k++) {
    const m = LINE.exec(lines.at(k));
    if (!m) break;
    rows.push({ name: m[1]!, values: [Number(m[2]!.replace(/,/g, ''))], unit: 'ops/s', line: k + 1 });
    if (m[3] !== undefined) rows.push({ name: `${m[1]} p50`, values: [Number(m[3]) * 1e-3], unit: 's', line: k + 1 });
  }
  if (!rows.length || rows.some((r) => !Number.isFinite(r.values[0]))) return undefined;
  const data: ConfigTable = { type: 'table', columns: ['value'], rows };
  return { kind: 'results-table', end: k, data, title: 'redis-benchmark' };
};

/** Starts at a `CMD: N requests per second` line. */
export const redisBenchmarkReader: Reader = {
  name: 'redis-benchmark',
  start: /requests per second/,
  read: parseRedisBenchmark,
};
