/**
 * A table of repeated runs of ONE config: the columns are runs (`run1 run2 run3`, `#1 #2`) and maybe their
 * `average`, the rows are metrics, and the corner cell, when there is one, names the config:
 *
 *   v8:                             run1       run2       run3    average
 *   ---------------------------------------------------------------------
 *   Total throughput (KB/s):   6,483,835  6,396,760  6,349,532  6,410,042
 *
 * The runs are samples of one measurement, not configs. The value is the printed average (what the author
 * reports, even where it is not the mean of the runs shown), else the mean of the runs. Metric names stay
 * as written; their unit converts the value to base units.
 */
import type { ConfigTable, TableRow } from '../../model';
import { finiteNumber, parseNumber } from '../../text/numbers';
import { mean } from '../../math/stats';
import { metricName } from '../../text/units';
import type { Parser, Reader } from '../kit/types';
import { DIGIT, startHas } from '../kit/lineShape';

const RUN_COLUMN = /^(?:(?:run|iter|iteration|trial|rep|try|pass)[-_#]?\d{1,3}|#\d{1,3})$/i;
const SUMMARY_COLUMN = /^(?:avg|average|mean|median)$/i;
const RULE = /^\s*[-=]{10,}\s*$/;

/** The header: optional `label:` corner, then at least two run columns and at most one summary column last. */
function readHeader(t: string): { label?: string; runs: number; summary: boolean } | undefined {
  const w = t.trim().split(/\s+/);
  let j = w.findIndex((x) => RUN_COLUMN.test(x));
  if (j < 0) return undefined;
  const corner = w.slice(0, j).join(' ');
  if (corner !== '' && !corner.endsWith(':')) return undefined;
  let runs = 0;
  for (; j < w.length && RUN_COLUMN.test(w[j]!); j++) runs++;
  const summary = j < w.length && SUMMARY_COLUMN.test(w[j]!);
  if (summary) j++;
  if (j !== w.length || runs < 2) return undefined;
  const label = corner.replace(/:$/, '').trim();
  return { label: label || undefined, runs, summary };
}

/** A row: a metric name (colon optional), then exactly one number per column. */
function readRow(t: string, columns: number): { name: string; values: number[] } | undefined {
  const w = t.trim().split(/\s+/);
  if (w.length <= columns) return undefined;
  const values: number[] = [];
  for (const x of w.slice(w.length - columns)) {
    const n = parseNumber(x);
    if (!n || n.ratio) return undefined;
    values.push(n.value);
  }
  const name = w
    .slice(0, w.length - columns)
    .join(' ')
    .replace(/:$/, '');
  if (!/[a-zA-Z]/.test(name) || parseNumber(w[w.length - columns - 1]!) !== undefined) return undefined;
  return { name, values };
}

export const parseRunsTable: Parser = (lines, i) => {
  if (lines.command[i]) return undefined;
  const head = readHeader(lines.at(i));
  if (!head) return undefined;
  const columns = head.runs + (head.summary ? 1 : 0);
  const rows: TableRow[] = [];
  let k = i + 1;
  if (k < lines.count && RULE.test(lines.at(k))) k++;
  for (; k < lines.count; k++) {
    const r = readRow(lines.at(k), columns);
    if (!r) break;
    const u = metricName(r.name);
    const runs = r.values
      .slice(0, head.runs)
      .map((v) => v * u.factor)
      .filter(Number.isFinite);
    const value = finiteNumber(head.summary ? r.values[head.runs]! * u.factor : mean(runs));
    rows.push({ name: r.name, values: [value], samples: [runs], unit: u.unit, line: k + 1 });
  }
  if (!rows.length) return undefined;
  // the closing rule belongs to the table
  if (k < lines.count && RULE.test(lines.at(k))) k++;
  const data: ConfigTable = { type: 'table', columns: [head.label ?? 'value'], rows };
  return {
    kind: 'results-table',
    end: k,
    data,
    title: head.label ? `${head.label}: ${head.runs} runs` : `${head.runs} runs`,
  };
};

/** Starts at a header with run columns. */
export const runsTableReader: Reader = {
  name: 'runsTable',
  shape: startHas(DIGIT),
  start: /(?:run|iter|iteration|trial|rep|try|pass)[-_#]?\d|#\d/i,
  read: parseRunsTable,
};
