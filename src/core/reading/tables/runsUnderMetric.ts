/**
 * One value per run under a heading that names what was measured, as mails give a benchmark's score
 * beside a counters table:
 *
 *     Benchmark completion time
 *     -------------------------
 *     Base, NUMAB=2		261s
 *     kpromoted-ibs, NUMAB=0	281s
 *
 * The heading (underlined, or a `### title`) is the metric, each line's label a run, its one value the
 * run's (times in seconds, sizes in bytes, as the cell says). Labels that are quantities themselves
 * (`Throughput  12.3`) make a one-run list of metrics, left to the other readers.
 */
import type { ConfigTable } from '../../model';
import { isMetricLike } from '../../text/units';
import { cellNumber, cellUnit, expandTabs, readRow } from '../kit/columns';
import type { Parser, Reader } from '../kit/types';
import type { Lines } from '../../model';
import { DIGIT, GAP, startHas } from '../kit/lineShape';

/** The heading just above line i: a title over a `---`/`===` rule, or a markdown heading. */
function headingAbove(lines: Lines, i: number): string | undefined {
  const rule = i >= 1 ? lines.at(i - 1).trim() : '';
  if (/^(-{3,}|={3,})$/.test(rule) && i >= 2) return lines.at(i - 2).trim() || undefined;
  return /^#{1,6}\s+(.+)$/.exec(i >= 1 ? lines.at(i - 1).trim() : '')?.[1]?.trim();
}

/** A label, a TAB or a wide gap, and a value: the first line, as written (a `|` between them is a table's, not this list's). */
const START = /\S(?:\t|\s{2,200})[-+]?\d/;

export const parseRunsUnderMetric: Parser = (lines, i) => {
  if (!START.test(lines.at(i))) return undefined;
  const metric = headingAbove(lines, i);
  if (!metric || metric.length > 60 || !isMetricLike(metric)) return undefined;
  const labels: string[] = [];
  const values: number[] = [];
  const at: number[] = [];
  let unit: string | undefined;
  let k = i;
  for (; k < lines.count && !lines.command[k]; k++) {
    const t = expandTabs(lines.at(k));
    // the label and its value apart by a TAB or a wide gap
    if (!/\S(?:\t| {2})/.test(lines.at(k))) break;
    const r = readRow(t, k + 1);
    if (!r || r.cells.length !== 1) break;
    const v = cellNumber(r.cells[0]!.raw);
    if (v === undefined || isMetricLike(r.label)) break;
    const u = cellUnit(r.cells[0]!.raw) ?? '';
    if (unit !== undefined && u !== unit) break;
    unit = u;
    labels.push(r.label.replace(/(?<![\s:])[\s:]+$/, ''));
    values.push(v);
    at.push(k + 1);
  }
  if (labels.length < 2 || new Set(labels).size !== labels.length) return undefined;
  const data: ConfigTable = {
    type: 'table',
    columns: labels,
    rows: [{ name: metric, values, lines: at, unit: unit ?? '', line: i + 1 }],
  };
  return { kind: 'results-table', end: k, data, title: metric };
};

/** Starts at a label, a TAB or a wide gap, and a value. */
export const runsUnderMetricReader: Reader = {
  name: 'runs under a metric heading',
  shape: startHas(DIGIT | GAP),
  start: START,
  read: parseRunsUnderMetric,
};
