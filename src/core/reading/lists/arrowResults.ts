/**
 * One run's results, a workload per line with its value after an arrow, as scripts print them:
 * `bench/ycsb -t 72 -q 36 => 264557 tps`, `./stream -n 4 -> 12.3 GB/s`. The left side is a command with
 * its parameters (a path or a `-flag` in it): it names the workload, the metric; the run is the config
 * the caption above names. Two or more such lines in a row with one unit; times go to seconds.
 */
import type { ConfigTable, TableRow } from '../../model';
import { finiteNumber } from '../../text/numbers';
import { secondsPer } from '../../text/units';
import type { Parser, Reader } from '../kit/types';
import { DIGIT, startHas } from '../kit/lineShape';

const LINE =
  /^\s*(\S[^=]{0,119}?)\s+(?:=>|->|→)\s+([-+]?\d[\d,]*(?:\.\d+)?(?:[eE][-+]?\d+)?)\s*([A-Za-z%µ/]{1,12})?\s*$/;
/** A command with parameters: a path (`bench/ycsb`, `./run`) or a flag (`-t 72`). */
const COMMAND = /(?:^|\s)(?:\.{0,2}\/)?[\w.-]+\/[\w./-]+|(?:^|\s)--?[A-Za-z][\w-]*(?:[\s=]|$)/;

export const parseArrowResults: Parser = (lines, i) => {
  const rows: TableRow[] = [];
  let unit: string | undefined;
  let k = i;
  for (; k < lines.count; k++) {
    const m = lines.command[k] ? null : LINE.exec(lines.at(k));
    if (!m || !COMMAND.test(m[1]!)) break;
    const u = m[3] ?? '';
    if (unit !== undefined && u !== unit) break;
    unit = u;
    const v = finiteNumber(m[2]!.replace(/,/g, ''));
    if (v === undefined) return undefined;
    const seconds = u ? secondsPer(u) : undefined;
    const name = m[1]!.replace(/\s+/g, ' ');
    rows.push({
      name: u ? `${name} (${seconds === undefined ? u : 's'})` : name,
      values: [seconds === undefined ? v : finiteNumber(v * seconds)],
      unit: seconds === undefined ? u || 'count' : 's',
      line: k + 1,
    });
  }
  if (rows.length < 2 || new Set(rows.map((r) => r.name)).size !== rows.length) return undefined;
  const data: ConfigTable = { type: 'table', columns: ['value'], rows };
  return { kind: 'results-table', end: k, data, title: 'results after arrows' };
};

/** Starts at a line with an arrow before a number. */
export const arrowResultsReader: Reader = {
  name: 'arrow results',
  shape: startHas(DIGIT),
  start: /\s(?:=>|->|→)\s+[-+]?\d/,
  read: parseArrowResults,
};
