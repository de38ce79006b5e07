/**
 * sysbench's report (0.4, 0.5 and 1.x; oltp, cpu, memory, fileio): the interval lines
 * (`[   2s] threads: 32, tps: 13129.52, ...`, 1.x `[ 1s ] thds: 32 tps: 13129.52 qps: ...`), then sections
 * under a title line (`OLTP test statistics:` / `SQL statistics:`, `General statistics:` / `Test execution
 * summary:`, `Latency (ms):` / `response time:` / `per-request statistics:`, `CPU speed:`, `Throughput:`,
 * `Threads fairness:`) of `name: value` lines. One config. A count with its rate (`transactions: 673802
 * (13211.23 per sec.)`) gives both (`transactions`, `transactions per sec`); the latency figures are
 * seconds (`2.42ms`, or a section in ms); the interval tps are the samples of `tps (intervals)`.
 */
import type { ConfigTable, Lines, TableRow } from '../../model';
import { finiteNumber } from '../../text/numbers';
import { secondsPer } from '../../text/units';
import type { Parsed, Parser, Reader } from '../kit/types';

const INTERVAL = /^\s*\[\s*\d+(?:\.\d+)?s\s*\]\s*(?:threads|thds):\s*\d+,?\s+tps:\s*([\d.]+)/;
const SECTION =
  /^\s*(OLTP test statistics|SQL statistics|General statistics|Test execution summary|Latency \((ms|us|s)\)|response time|per-request statistics|queries performed|CPU speed|Throughput|File operations|Threads fairness|Memory speed):\s*$/i;
const PAIR = /^\s+([A-Za-z0-9][\w ./()-]*?):\s+(.*?)\s*$/;
/** `673802 (13211.23 per sec.)`, `1.84ms`, `51.0022s`, `102400.00 MiB transferred (10234.56 MiB/sec)`. */
const VALUE = /^([\d.]+)\s*(ms|us|s)?(?:\s+\(\s*([\d.]+)\s+per sec(?:ond)?\.?\s*\))?$/;

/** The banner (`sysbench 0.5:  multi-threaded system evaluation benchmark`, `sysbench 1.0.20 (using bundled LuaJIT 2.1.0-beta2)`): the options and `Threads started!` lines after it are part of the report. */
const BANNER = /^\s*sysbench \d+(?:\.\d+)+\b/;
/** How far past the banner the first interval line or section may come. */
const PREAMBLE = 40;
const indentOf = (t: string) => t.length - t.trimStart().length;

const isLatency = (section: string) => /^(latency|response time|per-request statistics)/i.test(section);

/**
 * sysbench memory's results above its sections: `Total operations: 102400 (11542.97 per second)` and
 * `102400.00 MiB transferred (11542.97 MiB/sec)` (the bandwidth, the test's point); 0.4/0.5 write
 * `Operations performed: 102400 (11543.70 ops/sec)` and `MB`.
 */
function memoryResult(t: string, line: number): TableRow[] {
  const ops =
    /^\s*(?:Total operations|Operations performed):\s+(\d+)\s+\(\s*([\d.]+) (?:per second|ops\/sec)\)\s*$/.exec(t);
  const mib = /^\s*([\d.]+) (MiB|MB) transferred \(([\d.]+) (?:MiB|MB)\/sec\)\s*$/.exec(t);
  const row = (name: string, v: string, unit: string, scale = 1): TableRow[] => {
    const value = finiteNumber(v);
    return value === undefined ? [] : [{ name, values: [value * scale], unit, line }];
  };
  if (ops) return [...row('total operations', ops[1]!, ''), ...row('operations per sec', ops[2]!, '/s')];
  if (mib)
    return [
      ...row('transferred', mib[1]!, 'bytes', 2 ** 20),
      ...row(`transferred per sec (${mib[2]}/s)`, mib[3]!, `${mib[2]}/s`),
    ];
  return [];
}

/**
 * A count with sysbench's own rate, pasted without its section (`  transactions:  2080188 (3466.48 per
 * sec.)` under `Without this patchset:`): read as the section's rows would be.
 */
const RESULT_LINE =
  /^\s*(transactions|queries|events|read|write|other|total|ignored errors|reconnects):\s+(\d+\s+\(\s*[\d.]+\s+per sec\.?\s*\))\s*$/i;

/** The lines a report can start at: the banner, an interval line, a top-level section title, a count with its rate. */
const START =
  /^\s*(?:sysbench \d|\[\s*\d|(?:Total operations|Operations performed):\s+\d|OLTP test|SQL statistics|General statistics|Test execution|Latency \(|CPU speed|Throughput:|File operations|Memory speed|(?:transactions|queries|events):\s+\d+\s+\(\s*[\d.]+\s+per sec)/;

/** sysbench memory's two result lines pasted alone (`Operations performed: ...` over `... MB transferred (...)`). */
function looseMemoryResult(lines: Lines, i: number): Parsed | undefined {
  const rows: TableRow[] = [];
  let k = i;
  let end = i;
  for (; k < lines.count; k++) {
    // sysbench 1.x prints a blank line between the two
    if (lines.at(k).trim() === '' && k > i && k + 1 < lines.count && lines.at(k + 1).trim() !== '') continue;
    const r = memoryResult(lines.at(k), k + 1);
    if (!r.length) break;
    rows.push(...r);
    end = k + 1;
  }
  k = end;
  if (rows.length < 3) return undefined;
  return { kind: 'results-table', end: k, data: { type: 'table', columns: ['value'], rows }, title: 'sysbench memory' };
}

export const parseSysbench: Parser = (lines, i) => {
  if (!START.test(lines.at(i))) return undefined;
  if (/^\s*(?:Total operations|Operations performed):/.test(lines.at(i))) return looseMemoryResult(lines, i);
  let k = i;
  const rows: TableRow[] = [];
  if (BANNER.test(lines.at(i))) {
    while (k < lines.count && k - i < PREAMBLE && !INTERVAL.test(lines.at(k)) && !SECTION.test(lines.at(k))) {
      rows.push(...memoryResult(lines.at(k), k + 1));
      k++;
    }
    if (k >= lines.count || k - i >= PREAMBLE) return undefined;
  }
  const tps: number[] = [];
  /** The open section titles, outermost first: a row belongs to the innermost one indented less than it. */
  const open: { indent: number; name: string; scale?: number }[] = [];
  const close = (indent: number) => {
    while (open.length && open[open.length - 1]!.indent >= indent) open.pop();
  };
  let end = k;
  for (; k < lines.count; k++) {
    const t = lines.at(k);
    if (t.trim() === '') continue;
    const iv = INTERVAL.exec(t);
    if (iv) {
      const v = finiteNumber(iv[1]);
      if (v !== undefined) tps.push(v);
      end = k + 1;
      continue;
    }
    const sec = SECTION.exec(t);
    if (sec) {
      close(indentOf(t));
      open.push({
        indent: indentOf(t),
        name: sec[1]!.replace(/(?<!\s)\s*\((ms|us|s)\)$/i, ''),
        scale: sec[2] ? secondsPer(sec[2]) : undefined,
      });
      end = k + 1;
      continue;
    }
    const pair = open.length ? PAIR.exec(t) : RESULT_LINE.exec(t);
    if (!pair) break;
    end = k + 1;
    close(indentOf(t));
    const section = open[open.length - 1]?.name ?? '';
    const name = pair[1]!.replace(/^approx\.\s+/i, '').trim();
    const m = VALUE.exec(pair[2]!);
    if (!m || section === 'Threads fairness') continue;
    const value = finiteNumber(m[1]);
    if (value === undefined) continue;
    const prefix = isLatency(section) ? 'latency ' : section === 'queries performed' ? 'queries ' : '';
    const scale = m[2] ? secondsPer(m[2]) : isLatency(section) ? open[open.length - 1]!.scale : undefined;
    if (scale !== undefined)
      rows.push({ name: `${prefix}${name} (s)`, values: [value * scale], unit: 's', line: k + 1 });
    else rows.push({ name: `${prefix}${name}`, values: [value], unit: '', line: k + 1 });
    const rate = finiteNumber(m[3]);
    if (rate !== undefined) rows.push({ name: `${prefix}${name} per sec`, values: [rate], unit: '/s', line: k + 1 });
  }
  if (tps.length)
    rows.unshift({
      name: 'tps (intervals)',
      values: [tps.reduce((a, b) => a + b, 0) / tps.length],
      samples: [tps],
      unit: '/s',
      line: i + 1,
    });
  // a lone interval line or title is no report
  if (rows.length < 2) return undefined;
  const data: ConfigTable = { type: 'table', columns: ['value'], rows };
  return { kind: 'results-table', end, data, title: 'sysbench' };
};

/** Starts at the banner, an interval line, a section title or a count with its rate. */
export const sysbenchReader: Reader = {
  name: 'sysbench',
  start: START,
  read: parseSysbench,
};
