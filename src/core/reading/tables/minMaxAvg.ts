/**
 * Summary rows without a header, as test scripts print them: `./numa01.sh  Real:  382.82  454.29  422.31
 * 29.72 [-10.8%]`, the label ending in a colon, then min, max, mean and stddev over the runs (and the
 * change against the baseline). The order is checked on every row (min <= mean <= max, stddev no wider
 * than the range), so four numbers that are something else are not read this way. One config, named by
 * the line above the block (`Without this patch`).
 */
import type { ConfigTable, TableRow } from '../../model';
import { parseNumber } from '../../text/numbers';
import { metricName } from '../../text/units';
import type { Parser, Reader } from '../kit/types';
import { ENDS_NUMBER, startHas } from '../kit/lineShape';

const ROW = /^\s*(\S(?:.*?\S)?):\s+(-?[\d.,]+)\s+(-?[\d.,]+)\s+(-?[\d.,]+)\s+(-?[\d.,]+)(?:\s+[-+]?[\d.]+%)?\s*$/;

function summaryRow(t: string, line: number): TableRow | undefined {
  // every line of a paste comes here: only a line with a colon that ends in a number or a percentage goes to the pattern
  if (t.indexOf(':') < 0 || !/[\d%]\s*$/.test(t)) return undefined;
  const m = ROW.exec(t);
  if (!m) return undefined;
  const [min, max, mean, sd] = [m[2], m[3], m[4], m[5]].map((x) => parseNumber(x!)?.value);
  if (min === undefined || max === undefined || mean === undefined || sd === undefined) return undefined;
  if (!(min <= mean && mean <= max && sd >= 0 && sd <= max - min)) return undefined;
  const name = m[1]!.replace(/\s+/g, ' ');
  // `Real:` / `Sys:` / `User:` are time(1)'s clocks, in seconds
  const unit = /\b(real|sys|user|elapsed)$/i.test(name) ? 's' : metricName(name).unit;
  return { name, values: [mean], stddev: [sd], unit, line };
}

export const parseMinMaxAvg: Parser = (lines, i) => {
  if (lines.command[i]) return undefined;
  const rows: TableRow[] = [];
  let k = i;
  for (; k < lines.count; k++) {
    const r = summaryRow(lines.at(k), k + 1);
    if (!r) break;
    rows.push(r);
  }
  if (!rows.length) return undefined;
  const data: ConfigTable = { type: 'table', columns: ['value'], rows };
  return { kind: 'results-table', end: k, data, title: 'min max mean stddev' };
};

/** Starts at a labelled row ending in a number (the colon is the reader's test: `:.*` here would go quadratic on a long line of colons). */
export const minMaxAvgReader: Reader = {
  name: 'minMaxAvg',
  shape: startHas(ENDS_NUMBER),
  start: /[\d%]\s*$/,
  read: parseMinMaxAvg,
};
