/**
 * RocksDB's (and LevelDB's) `db_bench` result lines: `readrandom   :       0.393 micros/op 2545649 ops/sec;  500.0
 * MB/s (10000000 of 10000000 found)`, newer ones with `60.004 seconds 244398999 operations;` between. One run per
 * block of lines, each benchmark's measures named `<benchmark> <unit>` as db_bench writes them: the time per
 * operation in seconds, the rates as written; what follows in parentheses is left out.
 */
import type { ConfigTable, TableRow } from '../../model';
import { finiteNumber } from '../../text/numbers';
import { secondsPer } from '../../text/units';
import type { Parser, Reader } from '../kit/types';

const LINE = /^\s*([a-z][\w,.-]*)\s+:\s+(\d[\d.]*\s+micros\/op\b.*)$/;
/**
 * A number and its unit: `0.393 micros/op`, `2545649 ops/sec`, `500.0 MB/s`, `60.004 seconds`; from the number's
 * start only (tried at every digit of a long run of digits, the pattern was quadratic: 5.7 s on 100,000).
 */
const PAIR = /(?<![\d.])(\d+(?:\.\d+)?)\s+(micros\/op|ops\/sec|MB\/s|seconds|operations)\b/g;

export const parseDbBench: Parser = (lines, i) => {
  if (!LINE.test(lines.at(i))) return undefined;
  const rows: TableRow[] = [];
  let k = i;
  for (; k < lines.count; k++) {
    const m = LINE.exec(lines.at(k));
    if (!m) break;
    const measures = m[2]!.split('(')[0]!;
    for (const [, n, unit] of measures.matchAll(PAIR)) {
      const v = finiteNumber(n);
      if (v === undefined) continue;
      const time = unit === 'micros/op';
      rows.push({
        name: `${m[1]} ${unit}`,
        values: [time ? v * secondsPer('micros')! : v],
        unit: time || unit === 'seconds' ? 's' : unit === 'operations' ? 'count' : unit!,
        line: k + 1,
      });
    }
  }
  if (!rows.length) return undefined;
  const data: ConfigTable = { type: 'table', columns: ['value'], rows };
  return { kind: 'results-table', end: k, data, title: 'db_bench' };
};

/** Starts at a `name : N micros/op` line. */
export const dbBenchReader: Reader = {
  name: 'db_bench',
  start: /^\s*[a-z][\w,.-]*\s+:\s+\d[\d.]*\s+micros\/op\b/,
  read: parseDbBench,
};
