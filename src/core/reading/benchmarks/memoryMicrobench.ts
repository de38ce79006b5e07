/**
 * Small memory benchmarks people run against one node at a time (`numactl --membind=2 ...`), each one
 * run's table of values:
 * - `perf bench mem memcpy|memset`: `# function 'default' (...)`, `# Copying 1GB bytes ...`, then
 *   `9.876543 GB/sec` (or `MB/sec`, `cycles/byte`): `memcpy <function> (GB/s)` per function;
 * - mbw: `0  Method: MEMCPY  Elapsed: 0.10987  MiB: 1024.00000  Copy: 9320.077 MiB/s` per run and an
 *   `AVG` line: `MEMCPY copy (MiB/s)` and `MEMCPY elapsed (s)`, the numbered runs as samples;
 * - lmbench's lat_mem_rd: `"stride=128` then `<size MB> <latency ns>` rows: `latency at <size> MB (s)`.
 */
import type { ConfigTable, Lines, TableRow } from '../../model';
import { mean } from '../../math/stats';
import { finiteNumber } from '../../text/numbers';
import type { Parser, Reader } from '../kit/types';

const PERF_START = /^\s*# (?:Running 'mem\/(?:memcpy|memset)' benchmark:|function '[\w-]+')/;
const PERF_FUNCTION = /^\s*# function '([\w-]+)'/;
const PERF_RATE = /^\s*(\d+(?:\.\d+)?) (GB\/sec|MB\/sec|KB\/sec|cycles\/byte)\s*$/;
const MBW =
  /^(\d+|AVG)\s+Method:\s+(\w+)\s+Elapsed:\s+(\d+(?:\.\d+)?)\s+MiB:\s+\d+(?:\.\d+)?\s+Copy:\s+(\d+(?:\.\d+)?) MiB\/s\s*$/;
const LAT_HEADER = /^\s*"stride=\d+\s*$/;
const LAT_ROW = /^\s*(\d+\.\d+)\s+(\d+(?:\.\d+)?)\s*$/;

const table = (rows: TableRow[]): ConfigTable => ({ type: 'table', columns: ['value'], rows });

function readPerfBench(lines: Lines, i: number) {
  const rows: TableRow[] = [];
  let fn = 'default';
  let bench = 'mem';
  let end = i;
  for (let k = i; k < lines.count; k++) {
    const t = lines.at(k);
    if (t.trim() === '') continue;
    bench = /'mem\/(memcpy|memset)'/.exec(t)?.[1] ?? bench;
    const f = PERF_FUNCTION.exec(t);
    const r = PERF_RATE.exec(t);
    if (f) fn = f[1]!;
    else if (r) {
      const v = finiteNumber(r[1]);
      const unit = r[2]!.replace('/sec', '/s');
      if (v !== undefined) rows.push({ name: `${bench} ${fn} (${unit})`, values: [v], unit, line: k + 1 });
    } else if (!/^\s*#/.test(t)) break;
    end = k + 1;
  }
  return rows.length ? { rows, end, title: 'perf bench mem' } : undefined;
}

function readMbw(lines: Lines, i: number) {
  const runs = new Map<string, { copy: number[]; elapsed: number[]; avg?: [number, number]; line: number }>();
  let k = i;
  for (; k < lines.count; k++) {
    const m = MBW.exec(lines.at(k).trim());
    if (!m) break;
    const [copy, elapsed] = [finiteNumber(m[4]), finiteNumber(m[3])];
    if (copy === undefined || elapsed === undefined) continue;
    const r = runs.get(m[2]!) ?? { copy: [], elapsed: [], line: k + 1 };
    runs.set(m[2]!, r);
    if (m[1] === 'AVG') r.avg = [copy, elapsed];
    else {
      r.copy.push(copy);
      r.elapsed.push(elapsed);
    }
  }
  const rows: TableRow[] = [];
  for (const [method, r] of runs) {
    if (!r.avg && !r.copy.length) continue;
    const samples = (xs: number[]) => (xs.length > 1 ? [xs] : undefined);
    rows.push(
      {
        name: `${method} copy (MiB/s)`,
        values: [r.avg?.[0] ?? mean(r.copy)],
        samples: samples(r.copy),
        unit: 'MiB/s',
        line: r.line,
      },
      {
        name: `${method} elapsed (s)`,
        values: [r.avg?.[1] ?? mean(r.elapsed)],
        samples: samples(r.elapsed),
        unit: 's',
        line: r.line,
      },
    );
  }
  return rows.length ? { rows, end: k, title: 'mbw' } : undefined;
}

function readLatMemRd(lines: Lines, i: number) {
  const rows: TableRow[] = [];
  let k = i + 1;
  for (; k < lines.count; k++) {
    const m = LAT_ROW.exec(lines.at(k));
    const [size, ns] = m ? [m[1]!, finiteNumber(m[2])] : [];
    if (!m || ns === undefined) break;
    rows.push({ name: `latency at ${Number(size)} MB (s)`, values: [ns * 1e-9], unit: 's', line: k + 1 });
  }
  return rows.length ? { rows, end: k, title: 'lat_mem_rd' } : undefined;
}

export const parseMemoryMicrobench: Parser = (lines, i) => {
  if (lines.command[i]) return undefined;
  const t = lines.at(i);
  const got = PERF_START.test(t)
    ? readPerfBench(lines, i)
    : LAT_HEADER.test(t)
      ? readLatMemRd(lines, i)
      : MBW.test(t.trim())
        ? readMbw(lines, i)
        : undefined;
  if (!got) return undefined;
  return { kind: 'results-table', end: got.end, data: table(got.rows), title: got.title };
};

/** Starts at perf bench's `# Running 'mem/...'` or `# function '...'`, an mbw run line, or lat_mem_rd's `"stride=`. */
export const memoryMicrobenchReader: Reader = {
  name: 'memory microbenchmarks',
  start: /^\s*(?:# (?:Running 'mem\/|function ')|"stride=|(?:\d+|AVG)\s+Method:)/,
  read: parseMemoryMicrobench,
};
