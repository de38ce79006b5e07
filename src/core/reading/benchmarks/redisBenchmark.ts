/**
 * redis-benchmark's quiet output (`-q`, also valkey-benchmark): one line per command,
 * `SET: 13641.26 requests per second`, newer versions adding `, p50=0.335 msec`; or its `--csv` output,
 * a `"test","rps","avg_latency_ms",...` header over `"SET","83305.57","0.374",...` rows (with `-l` the
 * commands repeat: each repeat is a sample). One config per block (its label comes from the line above, a
 * heading or a `Without patch:`); each command is a metric in requests/s, its latencies times in seconds.
 */
import { mean } from '../../math/stats';
import type { ConfigTable, TableRow } from '../../model';
import { finiteNumber } from '../../text/numbers';
import type { Parser, Reader } from '../kit/types';

const LINE =
  /^\s*([A-Z][A-Z0-9_]*(?:[ (][\w:(),-]+){0,4})\s*:\s+(\d[\d,]*(?:\.\d+)?)\s+requests per second(?:,\s*p50=(\d+(?:\.\d+)?)\s*msec)?\s*\\?\s*$/;

export const parseRedisBenchmark: Parser = (lines, i) => {
  if (CSV_HEADER.test(lines.at(i))) return parseRedisCsv(lines, i);
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

/** `--csv`'s header: the command, then `rps`, then the latencies in ms. */
const CSV_HEADER = /^\s*"test","rps"(?:,"\w+_ms")*\s*$/;
const CSV_ROW = /^\s*"([A-Z][A-Z0-9_]*(?:[ (][\w:(),-]+){0,4})"((?:,"[\d.]+")+)\s*$/;

function parseRedisCsv(lines: Parameters<Parser>[0], i: number): ReturnType<Parser> {
  const columns = lines
    .at(i)
    .trim()
    .split(',')
    .map((c) => c.replace(/"/g, ''));
  // command -> column -> the repeats' values
  const byTest = new Map<string, { line: number; values: number[][] }>();
  let k = i + 1;
  for (; k < lines.count; k++) {
    const m = CSV_ROW.exec(lines.at(k));
    if (!m) break;
    const cells = m[2]!.slice(1).split(',');
    if (cells.length !== columns.length - 1) break;
    const values = cells.map((c) => finiteNumber(c.replace(/"/g, '')));
    if (values.some((v) => v === undefined)) break;
    let t = byTest.get(m[1]!);
    if (!t) byTest.set(m[1]!, (t = { line: k + 1, values: columns.slice(1).map(() => []) }));
    values.forEach((v, c) => t.values[c]!.push(v!));
  }
  if (!byTest.size) return undefined;
  const rows: TableRow[] = [];
  for (const [test, t] of byTest)
    columns.slice(1).forEach((col, c) => {
      const xs = t.values[c]!;
      const latency = col !== 'rps';
      const scaled = latency ? xs.map((x) => x * 1e-3) : xs;
      rows.push({
        // `p50_latency_ms` -> `SET p50`, as the quiet output's p50 is named
        name: latency ? `${test} ${col.replace(/_latency_ms$|_ms$/, '').replace(/_/g, ' ')}` : test,
        values: [mean(scaled)],
        ...(scaled.length > 1 ? { samples: [scaled] } : {}),
        unit: latency ? 's' : 'ops/s',
        line: t.line,
      });
    });
  const data: ConfigTable = { type: 'table', columns: ['value'], rows };
  return { kind: 'results-table', end: k, data, title: 'redis-benchmark' };
}

/** Starts at a `CMD: N requests per second` line or the `--csv` header. */
export const redisBenchmarkReader: Reader = {
  name: 'redis-benchmark',
  start: /requests per second|^\s*"test","rps"/,
  read: parseRedisBenchmark,
};
