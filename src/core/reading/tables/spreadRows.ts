/**
 * Runs listed one per line with a spread, as scheduler and mm mails give them:
 * `v5.10-rc7 + tip/sched/core 13.255(+/- 3.22%)` / `with your patchset  15.368(+/- 2.74)  -15.9%`,
 * `base:   90569.11±1.15%` / `node:  104152.26±0.34%  +15.0%`.
 * Two or more such lines are one table whose configs are the labels; the metric is the short line right
 * above (the benchmark's command, `hackbench -l 256000 -g 1`), else `value`. A `%` spread is relative
 * to the value; the trailing change is the author's own comparison and is not read.
 */
import { isLabelSized } from '../../vocabulary/runs';
import type { ConfigTable, Lines } from '../../model';
import { finiteNumber } from '../../text/numbers';
import type { Parser, Reader } from '../kit/types';
import { DIGIT, startHas } from '../kit/lineShape';

/** (A bullet, `- load-mode auto: 363 ± 6`, is a list's item: namedValues reads those under their caption.) */
const ROW =
  /^\s*(?![-*•]\s)(\S.{0,59}?):?\s+([-+]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)\s*(?:\(\s*\+\/-\s*(\d+(?:\.\d+)?)\s*(%)?\s*\)|±\s?(\d+(?:\.\d+)?)\s?(%)?)(?:\s+[-+]?\d+(?:\.\d+)?\s*%)?\s*$/;

/** The benchmark named on the short line above the rows (blank lines skipped), if it reads as one. */
function metricAbove(lines: Lines, i: number): string | undefined {
  for (let k = i - 1; k >= 0 && k >= i - 3; k--) {
    const t = lines.at(k).trim();
    if (t === '') continue;
    // a caption ends in a colon (`nr_thread=100% on SPR:`); a sentence ends otherwise
    const caption = t.replace(/(?<=\S):$/, '');
    return isLabelSized(caption) && !/[.:;,?!]$/.test(caption) ? caption : undefined;
  }
  return undefined;
}

/**
 * A value written `13,255` among values written `15.368`: a decimal comma the author slipped into, when
 * reading the comma as thousands puts the value 100 times or more away from every other row and reading it
 * as a decimal point puts it within 10 times of them. Rows of one benchmark are of one magnitude.
 */
export function decimalCommaSlip(raw: string, others: string[]): number | undefined {
  const m = /^(\d{1,3}),(\d{3})$/.exec(raw);
  if (!m || !others.length || others.some((o) => o.includes(',') || !o.includes('.'))) return undefined;
  const vs = others.map(Number).filter((x) => Number.isFinite(x) && x > 0);
  if (vs.length !== others.length) return undefined;
  const thousands = Number(`${m[1]}${m[2]}`);
  const decimal = Number(`${m[1]}.${m[2]}`);
  const far = (x: number, f: number) => vs.every((o) => Math.max(x / o, o / x) >= f);
  const near = vs.every((o) => Math.max(decimal / o, o / decimal) <= 10);
  return far(thousands, 100) && near ? decimal : undefined;
}

export const parseSpreadRows: Parser = (lines, i) => {
  const labels: string[] = [];
  const raws: string[] = [];
  const relative: boolean[] = [];
  const values: number[] = [];
  const stddev: (number | undefined)[] = [];
  const rowLines: number[] = [];
  let k = i;
  for (; k < lines.count; k++) {
    const m = ROW.exec(lines.at(k));
    if (!m) break;
    const v = finiteNumber(m[2]!.replace(/,/g, ''));
    const s = finiteNumber(m[3] ?? m[5]);
    const pct = (m[4] ?? m[6]) !== undefined;
    if (v === undefined || labels.includes(m[1]!)) break;
    labels.push(m[1]!);
    raws.push(m[2]!);
    relative.push(pct);
    values.push(v);
    stddev.push(s === undefined ? undefined : pct ? (Math.abs(v) * s) / 100 : s);
    rowLines.push(k + 1);
  }
  if (labels.length < 2) return undefined;
  raws.forEach((r, j) => {
    const d = decimalCommaSlip(
      r,
      raws.filter((_, x) => x !== j),
    );
    if (d === undefined) return;
    // a `%` spread was taken of the value as read: it scales with it; an absolute one is as written
    const sd = stddev[j];
    if (sd !== undefined && relative[j]) stddev[j] = (sd * d) / values[j]!;
    values[j] = d;
  });
  const data: ConfigTable = {
    type: 'table',
    columns: labels,
    rows: [{ name: metricAbove(lines, i) ?? 'value', values, stddev, unit: '', line: i + 1, lines: rowLines }],
  };
  return { kind: 'results-table', end: k, data };
};

/** Starts at a line with a `(+/- x)` or `±x` spread. */
export const spreadRowsReader: Reader = {
  name: 'spread rows',
  shape: startHas(DIGIT),
  start: /\(\s*\+\/-\s*\d|\d\s?±\s?\d/,
  read: parseSpreadRows,
};
