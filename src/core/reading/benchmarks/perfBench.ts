/**
 * `perf bench` output (tools/perf/bench): a `# Running 'sched/pipe' benchmark:` line, `#` lines that say what
 * ran, then `Total time: 8.813 [sec]` and the results one per line as a value and its unit (`8.813985
 * usecs/op`, `113456 ops/sec`, `8.680556 GB/sec`). One run's measures, each named by the benchmark and its unit
 * (`sched/pipe usecs/op`); the total time in seconds.
 */
import type { ConfigTable, TableRow } from '../../model';
import { finiteNumber } from '../../text/numbers';
import type { Parser, Reader } from '../kit/types';

const RUNNING = /^\s*#\s*Running\s+'([\w/-]+)'\s+benchmark:?\s*$/;
const TOTAL = /^\s*Total time:\s*(\d+(?:\.\d+)?)\s*\[sec\]\s*$/;
/** `8.813985 usecs/op`, `113456 ops/sec`: a value, then a rate or a per-operation unit. */
const VALUE_UNIT = /^\s*(\d+(?:\.\d+)?)\s+([A-Za-z]+\/[A-Za-z]+)\s*$/;

export const parsePerfBench: Parser = (lines, i) => {
  const running = RUNNING.exec(lines.at(i));
  if (!running) return undefined;
  const bench = running[1]!;
  const rows: TableRow[] = [];
  let k = i + 1;
  for (; k < lines.count; k++) {
    const t = lines.at(k);
    if (lines.command[k] || RUNNING.test(t)) break;
    if (t.trim() === '' || /^\s*#/.test(t)) continue;
    const total = TOTAL.exec(t);
    const vu = total ? undefined : VALUE_UNIT.exec(t);
    if (!total && !vu) break;
    const value = finiteNumber((total ?? vu)![1]);
    if (value === undefined) continue;
    rows.push(
      total
        ? { name: `${bench} Total time`, values: [value], unit: 's', line: k + 1 }
        : { name: `${bench} ${vu![2]}`, values: [value], unit: '', line: k + 1 },
    );
  }
  if (!rows.length) return undefined;
  // trailing blank and `#` lines belong to what follows
  while (k > i + 1 && (lines.at(k - 1).trim() === '' || /^\s*#/.test(lines.at(k - 1)))) k--;
  const data: ConfigTable = { type: 'table', columns: ['value'], rows };
  return { kind: 'results-table', end: k, data, title: `perf bench ${bench}` };
};

/** Starts at `# Running 'sched/pipe' benchmark:`. */
export const perfBenchReader: Reader = {
  name: 'perf bench',
  start: /^\s*#\s*Running\s+'/,
  read: parsePerfBench,
};
