/**
 * The fish shell's `time`, which prints its own layout rather than time(1)'s:
 *
 *   ________________________________________________________
 *   Executed in  216.10 millis    fish           external
 *      usr time    9.32 millis  150.00 micros    9.17 millis
 *      sys time  110.06 millis   67.00 micros  109.99 millis
 *
 * One run per report: `Executed in`, `usr time` and `sys time` in seconds, the total (the first value) of each.
 */
import type { ConfigTable, TableRow } from '../../model';
import { finiteNumber } from '../../text/numbers';
import { secondsPer } from '../../text/units';
import type { Parser, Reader } from '../kit/types';
import { DIGIT, startHas } from '../kit/lineShape';

const UNIT = String.raw`(secs|millis|micros|mins)`;
const EXECUTED = new RegExp(String.raw`^\s*Executed in\s+(\d+(?:\.\d+)?) ${UNIT}\b`);
const PART = new RegExp(String.raw`^\s*(usr|sys) time\s+(\d+(?:\.\d+)?) ${UNIT}\b`);

export const parseFishTime: Parser = (lines, i) => {
  const head = EXECUTED.exec(lines.at(i));
  if (!head) return undefined;
  const row = (name: string, v: string, unit: string, line: number): TableRow => ({
    name,
    values: [finiteNumber(Number(v) * secondsPer(unit)!)],
    unit: 's',
    line,
  });
  const rows = [row('Executed in', head[1]!, head[2]!, i + 1)];
  let k = i + 1;
  for (let m = PART.exec(lines.get(k) ?? ''); m && k < lines.count; m = PART.exec(lines.get(++k) ?? ''))
    rows.push(row(`${m[1]} time`, m[2]!, m[3]!, k + 1));
  const data: ConfigTable = { type: 'table', columns: ['value'], rows };
  return { kind: 'results-table', end: k, data, title: 'time (fish)' };
};

/** Starts at `Executed in  N secs|millis|...`. */
export const fishTimeReader: Reader = {
  name: 'fish time',
  shape: startHas(DIGIT),
  start: /^\s*Executed in\s+\d/,
  read: parseFishTime,
};
