/**
 * Runs listed one per line with a spread, as scheduler and mm mails give them:
 * `v5.10-rc7 + tip/sched/core 13.255(+/- 3.22%)` / `with your patchset  15.368(+/- 2.74)  -15.9%`.
 * Two or more such lines are one table whose configs are the labels; the metric is the short line right
 * above (the benchmark's command, `hackbench -l 256000 -g 1`), else `value`. A `%` spread is relative
 * to the value; the trailing change is the author's own comparison and is not read.
 */
import type { ConfigTable, Lines } from '../model';
import { finiteNumber } from '../text/numbers';
import type { Parser, Reader } from './types';

const ROW =
  /^\s*(\S.{0,59}?)\s+([-+]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)\s*\(\s*\+\/-\s*(\d+(?:\.\d+)?)\s*(%)?\s*\)(?:\s+[-+]?\d+(?:\.\d+)?\s*%)?\s*$/;

/** The benchmark named on the short line above the rows (blank lines skipped), if it reads as one. */
function metricAbove(lines: Lines, i: number): string | undefined {
  for (let k = i - 1; k >= 0 && k >= i - 3; k--) {
    const t = lines.at(k).trim();
    if (t === '') continue;
    return t.length <= 60 && !/[.:;,?!]$/.test(t) && t.split(/\s+/).length <= 8 ? t : undefined;
  }
  return undefined;
}

export const parseSpreadRows: Parser = (lines, i) => {
  const labels: string[] = [];
  const values: number[] = [];
  const stddev: (number | undefined)[] = [];
  const rowLines: number[] = [];
  let k = i;
  for (; k < lines.count; k++) {
    const m = ROW.exec(lines.at(k));
    if (!m) break;
    const v = finiteNumber(m[2]!.replace(/,/g, ''));
    const s = finiteNumber(m[3]);
    if (v === undefined || labels.includes(m[1]!)) break;
    labels.push(m[1]!);
    values.push(v);
    stddev.push(s === undefined ? undefined : m[4] ? (Math.abs(v) * s) / 100 : s);
    rowLines.push(k + 1);
  }
  if (labels.length < 2) return undefined;
  const data: ConfigTable = {
    type: 'table',
    columns: labels,
    rows: [{ name: metricAbove(lines, i) ?? 'value', values, stddev, unit: '', line: i + 1, lines: rowLines }],
  };
  return { kind: 'results-table', end: k, data };
};

/** Starts at a line with a `(+/- x)` spread. */
export const spreadRowsReader: Reader = { name: 'spread rows', start: /\(\s*\+\/-\s*\d/, read: parseSpreadRows };
