/**
 * Go's benchmark output (`go test -bench`): `BenchmarkAlloc-64   10000   123456 ns/op   4096 B/op   1
 * allocs/op`, one line per benchmark (repeated with `-count`: each repeat a sample). One run per block,
 * named by the line above (`Before (THP disabled):`); each benchmark's measures are metrics named as go prints
 * them (`BenchmarkAlloc-64 ns/op`, in seconds per operation: the name a reader searches the output for, with its
 * GOMAXPROCS as benchstat's v1 tables keep it).
 */
import { mean } from '../../math/stats';
import type { ConfigTable, TableRow } from '../../model';
import { finiteNumber } from '../../text/numbers';
import { metricName } from '../../text/units';
import type { Parser, Reader } from '../kit/types';
import { DIGIT, LEADS_LETTER, startHas } from '../kit/lineShape';

/** `BenchmarkX-8  5000  483495 ns/op  62057 B/op`; some tools print it without the iteration count (`Benchmark_Stem-8  50950417 ns/op`). */
const LINE =
  /^\s*(Benchmark[\w/.=:-]+?(?:-\d+)?)(?:\s+(\d+)(?=\s+-?\d))?((?:\s+-?\d[\d.]*(?:e[-+]?\d+)?\s+[A-Za-z%][\w/%]*)+)\s*$/;

export const parseGoBench: Parser = (lines, i) => {
  const byMetric = new Map<string, { unit: string; factor: number; xs: number[]; line: number }>();
  let k = i;
  for (; k < lines.count && !lines.command[k]; k++) {
    const m = LINE.exec(lines.at(k));
    if (!m) break;
    // the measures, `value unit` pairs (the line's pattern has checked their shape)
    const words = m[3]!.trim().split(/\s+/);
    for (let w = 0; w + 1 < words.length; w += 2) {
      const [raw, unit] = [words[w]!, words[w + 1]!];
      const v = finiteNumber(raw);
      if (v === undefined) continue;
      const key = `${m[1]} ${unit}`;
      let e = byMetric.get(key);
      if (!e) {
        const named = metricName(key);
        byMetric.set(key, (e = { unit: named.unit || unit, factor: named.factor, xs: [], line: k + 1 }));
      }
      e.xs.push(v * e.factor);
    }
  }
  if (!byMetric.size) return undefined;
  const rows: TableRow[] = [...byMetric].map(([name, e]) => ({
    name,
    values: [mean(e.xs)],
    ...(e.xs.length > 1 ? { samples: [e.xs] } : {}),
    unit: e.unit,
    line: e.line,
  }));
  const data: ConfigTable = { type: 'table', columns: ['value'], rows };
  return { kind: 'results-table', end: k, data, title: 'go test -bench' };
};

/** Starts at a `BenchmarkX-N  [iterations]  value unit` line. */
export const goBenchReader: Reader = {
  name: 'go test -bench',
  shape: startHas(LEADS_LETTER | DIGIT),
  start: /^\s*Benchmark\S+\s+-?\d[\d.]*(?:e[-+]?\d+)?\s+(?:-?\d|[A-Za-z%])/,
  read: parseGoBench,
};
