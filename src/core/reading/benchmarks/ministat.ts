/**
 * ministat's report (FreeBSD's, also packaged for Linux): a legend naming each data set by its plot symbol, an
 * optional ASCII plot in a `+---+` box, then a row of statistics per set and the verdict:
 *
 *   x before_iops
 *   + after_iops
 *   +------------------------------------------------------------+
 *   |  x         x+                                              |
 *   |      |_|_________M___AA______________|                     |
 *   +------------------------------------------------------------+
 *       N           Min           Max        Median           Avg        Stddev
 *   x 100     367.90863     1443.6049      698.9029      770.4923     286.79261
 *   + 100     459.67813      1409.121      702.5732     793.64195     275.19212
 *   No difference proven at 95.0% confidence
 *
 * Each set is a run, named by its legend (the file it read) or, when the legend was cut, by its symbol. The mean
 * is the run's `Avg` with its standard deviation; Median, Min, Max and Stddev are measures of their own.
 */
import type { ConfigTable, TableRow } from '../../model';
import { finiteNumber } from '../../text/numbers';
import type { Parser, Reader } from '../kit/types';

/** A legend line: a plot symbol and the data set's name (`x before_iops`, `+ /tmp/after.txt`). */
const LEGEND = /^\s*([x+*%#@O])\s+(\S.{0,120}?)\s*$/;
const BOX_RULE = /^\s*\+-{10,}\+\s*$/;
const PLOT_LINE = /^\s*\|.*\|\s*$/;
const HEADER = /^\s*N\s+Min\s+Max\s+Median\s+Avg\s+Stddev\s*$/;
const NUMBER = String.raw`([-+]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)`;
const ROW = new RegExp(String.raw`^\s*([x+*%#@O])\s+(\d+)` + String.raw`\s+${NUMBER}`.repeat(5) + String.raw`\s*$`);
/** The verdict and the difference it states, to the end of the report. */
const VERDICT = /^\s*(?:No difference proven at|Difference at) [\d.]+% confidence\s*$/;
const VERDICT_DETAIL = /^\s+(?:[-+]?[\d.]+%? \+\/- [\d.]+%?|\(Student's t, pooled s = [\d.eE+-]+\))\s*$/;

/** The line after the legend and the plot, and the legend's names by symbol. */
function overLegendAndPlot(lines: { count: number; at(k: number): string }, i: number) {
  const names = new Map<string, string>();
  let k = i;
  for (; k < lines.count && k < i + 7; k++) {
    const m = LEGEND.exec(lines.at(k));
    if (!m || BOX_RULE.test(lines.at(k)) || names.has(m[1]!)) break;
    names.set(m[1]!, m[2]!);
  }
  if (k < lines.count && BOX_RULE.test(lines.at(k))) {
    k++;
    while (k < lines.count && PLOT_LINE.test(lines.at(k))) k++;
    if (k < lines.count && BOX_RULE.test(lines.at(k))) k++;
  }
  return { names, header: k };
}

/** The legend's first line, the plot's box, or the statistics' header when both were cut. */
const START = /^\s*(?:x\s+\S|\+-{10,}\+\s*$|N\s+Min\s+Max\s+Median\s+Avg\s+Stddev\s*$)/;

export const parseMinistat: Parser = (lines, i) => {
  if (!START.test(lines.at(i))) return undefined;
  const { names, header } = overLegendAndPlot(lines, i);
  if (header >= lines.count || !HEADER.test(lines.at(header))) return undefined;
  const sets: { name: string; n: number; stats: number[]; line: number }[] = [];
  let k = header + 1;
  for (; k < lines.count; k++) {
    const m = ROW.exec(lines.at(k));
    if (!m) break;
    const stats = m.slice(3, 8).map((x) => finiteNumber(Number(x)));
    if (stats.some((x) => x === undefined)) return undefined;
    sets.push({ name: names.get(m[1]!) ?? m[1]!, n: Number(m[2]), stats: stats as number[], line: k + 1 });
  }
  if (!sets.length || new Set(sets.map((s) => s.name)).size !== sets.length) return undefined;
  while (k < lines.count && (VERDICT.test(lines.at(k)) || VERDICT_DETAIL.test(lines.at(k)))) k++;
  const columns = sets.map((s) => s.name);
  const lineOf = sets.map((s) => s.line);
  const row = (name: string, at: number): TableRow => ({
    name,
    values: sets.map((s) => s.stats[at]),
    unit: '',
    line: sets[0]!.line,
    lines: lineOf,
  });
  const avg = { ...row('Avg', 3), stddev: sets.map((s) => s.stats[4]) };
  const rows: TableRow[] = [avg, row('Median', 2), row('Min', 0), row('Max', 1), row('Stddev', 4)];
  const data: ConfigTable = { type: 'table', columns, rows };
  return { kind: 'results-table', end: k, data, title: 'ministat' };
};

export const ministatReader: Reader = {
  name: 'ministat',
  start: START,
  read: parseMinistat,
};
