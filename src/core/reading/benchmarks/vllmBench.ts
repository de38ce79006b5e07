/**
 * vLLM's (and SGLang's) serving benchmark summary, as `benchmark_serving.py` / `vllm bench serve` print it:
 * a `==== Serving Benchmark Result ====` banner over `Request throughput (req/s):   8.10` lines, with
 * `----Time to First Token----` section rules between, closed by a line of `=`. One run per block (named
 * by the line above the banner, a heading); each line a metric, times in seconds.
 */
import type { ConfigTable, TableRow } from '../../model';
import { finiteNumber } from '../../text/numbers';
import { metricName } from '../../text/units';
import type { Parser, Reader } from '../kit/types';

const BANNER = /^\s*=+\s*(Serving Benchmark Result|Offline Throughput Benchmark Result|Benchmark Result)\s*=+\s*$/i;
/** `----Time to First Token----`: a section rule (tested by its ends, no pattern over the line). */
const isRule = (t: string) => {
  const s = t.trim();
  return /^[-=]/.test(s) && /[-=]$/.test(s);
};
const LINE = /^\s*([A-Za-z][^:]{1,60}?):\s+(-?\d[\d,]*(?:\.\d+)?)\s*$/;

export const parseVllmBench: Parser = (lines, i) => {
  const banner = BANNER.exec(lines.at(i));
  if (!banner) return undefined;
  const rows: TableRow[] = [];
  let k = i + 1;
  for (; k < lines.count; k++) {
    const t = lines.at(k);
    if (/^\s*=+\s*$/.test(t)) {
      k++;
      break;
    }
    if (isRule(t)) continue;
    const m = LINE.exec(t);
    if (!m) break;
    const value = finiteNumber(m[2]!.replace(/,/g, ''));
    if (value === undefined) continue;
    const { name, unit, factor } = metricName(m[1]!.trim());
    rows.push({ name, values: [value * factor], unit, line: k + 1 });
  }
  if (rows.length < 2) return undefined;
  const data: ConfigTable = { type: 'table', columns: ['value'], rows };
  return { kind: 'results-table', end: k, data, title: banner[1]! };
};

/** Starts at the `==== Serving Benchmark Result ====` banner. */
export const vllmBenchReader: Reader = {
  name: 'vLLM serving benchmark',
  start: /Benchmark Result/i,
  read: parseVllmBench,
};
