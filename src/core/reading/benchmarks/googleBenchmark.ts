/**
 * Google Benchmark's console report: a `Benchmark  Time  CPU  Iterations [UserCounters...]` header between
 * rules, then a row per benchmark, `MemoryBandwidth<Read>/real_time/threads:1  1822510 ns  1819474 ns  384
 * 17.1467GB/s`: its wall and CPU time per iteration, the iterations, then its counters, older versions' rate
 * alone (`17.1467GB/s`, `1.2M items/s`), newer ones' `name=value` (`bytes_per_second=17.1467G/s`). Each benchmark
 * (name and arguments) is a config; time, CPU time, iterations and each counter are its measures.
 */
import type { ConfigTable, TableRow } from '../../model';
import type { Parser, Reader } from '../kit/types';

const HEADER = /^\s*Benchmark\s+Time\s+CPU\s+Iterations(?:\s+UserCounters\.\.\.)?\s*$/;
const ROW = /^\s*(\S+)\s+(\d+(?:\.\d+)?)\s*(ns|us|ms|s)\s+(\d+(?:\.\d+)?)\s*(ns|us|ms|s)\s+(\d+)(?:\s+(.*?))?\s*$/;
const SECONDS: Record<string, number> = { ns: 1e-9, us: 1e-6, ms: 1e-3, s: 1 };
/** A counter written `name=value` (`bytes_per_second=17.1467G/s`, `items=12k`). */
const NAMED = /^(\w+)=(\d+(?:\.\d+)?)([kMGTP]?)(\/s)?$/;
/** A rate written alone, as older versions print the bytes or items processed: `17.1467GB/s`, `1.2M items/s`. */
const BYTES = /^(\d+(?:\.\d+)?)([kMGTP]i?B\/s)$/;
const ITEMS = /^(\d+(?:\.\d+)?)([kMGTP]?)$/;
const PREFIX: Record<string, number> = { '': 1, k: 1e3, M: 1e6, G: 1e9, T: 1e12, P: 1e15 };

interface Bench {
  name: string;
  line: number;
  measures: Map<string, { value: number; unit: string }>;
}

/** The counters after the iterations, each a measure: a named one by its name, a rate alone by its unit. */
function counters(rest: string, into: Bench['measures']): void {
  const parts = rest.split(/\s+/);
  parts.forEach((p, n) => {
    const named = NAMED.exec(p);
    const bytes = BYTES.exec(p);
    const items = parts[n + 1] === 'items/s' ? ITEMS.exec(p) : null;
    if (named) into.set(named[1]!, { value: Number(named[2]) * PREFIX[named[3]!]!, unit: named[4] ? '/s' : '' });
    else if (bytes) into.set(bytes[2]!, { value: Number(bytes[1]), unit: bytes[2]! });
    else if (items) into.set('items/s', { value: Number(items[1]) * PREFIX[items[2]!]!, unit: 'items/s' });
  });
}

export const parseGoogleBenchmark: Parser = (lines, i) => {
  if (!HEADER.test(lines.at(i))) return undefined;
  const benches: Bench[] = [];
  let k = i + 1;
  for (; k < lines.count; k++) {
    const t = lines.at(k);
    if (/^\s*-{10,}\s*$/.test(t)) continue;
    const m = ROW.exec(t);
    if (!m) break;
    const measures: Bench['measures'] = new Map([
      ['Time', { value: Number(m[2]) * SECONDS[m[3]!]!, unit: 's' }],
      ['CPU', { value: Number(m[4]) * SECONDS[m[5]!]!, unit: 's' }],
      ['Iterations', { value: Number(m[6]), unit: '' }],
    ]);
    if (m[7]) counters(m[7], measures);
    benches.push({ name: m[1]!, line: k + 1, measures });
  }
  if (!benches.length) return undefined;
  const names = [...new Set(benches.flatMap((b) => [...b.measures.keys()]))];
  const rows: TableRow[] = names.map((name) => {
    const unit = benches.find((b) => b.measures.has(name))!.measures.get(name)!.unit;
    return {
      name,
      values: benches.map((b) => b.measures.get(name)?.value),
      unit,
      line: benches[0]!.line,
      lines: benches.map((b) => b.line),
    };
  });
  const data: ConfigTable = { type: 'table', columns: benches.map((b) => b.name), rows };
  return { kind: 'results-table', end: k, data, title: 'Google Benchmark' };
};

/** Starts at the header (`Benchmark   Time   CPU   Iterations`). */
export const googleBenchmarkReader: Reader = {
  name: 'Google Benchmark',
  start: /^\s*Benchmark\s+Time\s+CPU\s+Iterations/,
  read: parseGoogleBenchmark,
};
