/**
 * Rust criterion's estimates: `fib 20   time:   [26.029 us 26.251 us 26.505 us]` (the lower bound, the estimate and the
 * upper bound of its confidence interval), followed by `thrpt:` and `change:` lines, or quoted as `name: [a us b us c us]`.
 * The estimate is the value, in seconds. Names that are configs (allocators, base/patched, versions) are the runs of
 * one `time` measure (half of them named like configs, none like a measure); other names are the measures of one run.
 */
import type { ConfigTable, TableRow } from '../../model';
import { finiteNumber } from '../../text/numbers';
import { isConfigLike, isMetricLike, secondsPer } from '../../text/units';
import type { Parser, Reader } from '../kit/types';

const NUM = String.raw`(\d[\d.]*(?:e[-+]?\d+)?)`;
const UNIT = String.raw`\s*(ps|ns|us|µs|ms|s)`;
/** `name   time:   [a unit b unit c unit]`, or `name: [...]` / `name [...]` when quoted without the word time. */
const LINE = new RegExp(
  String.raw`^\s*(\S(?:.{0,78}?\S)?)(?:\s+time:\s+|\s*:\s*)\[${NUM}${UNIT}\s+${NUM}${UNIT}\s+${NUM}${UNIT}\]\s*$|^\s*(\S(?:.{0,78}\S)?)\s{2,}\[${NUM}${UNIT}\s+${NUM}${UNIT}\s+${NUM}${UNIT}\]\s*$`,
);
/** What criterion prints under an estimate: throughput, the change against the last run, its verdict, outliers. */
const FOLLOW =
  /^\s*(?:thrpt:|change:|Performance has (?:regressed|improved)|No change in performance|Change within noise|Found \d+ outliers|\d+ \(\d+\.\d+%\) (?:high|low) (?:mild|severe))/;

/** Seconds in one of criterion's time units, which go down to picoseconds (critcmp prints them too). */
export const criterionSecondsPer = (unit: string): number | undefined => (unit === 'ps' ? 1e-12 : secondsPer(unit));

const secondsOf = (v: string, unit: string) => {
  const per = criterionSecondsPer(unit);
  return per === undefined ? undefined : finiteNumber(Number(v) * per);
};

export const parseCriterion: Parser = (lines, i) => {
  if (!LINE.test(lines.at(i))) return undefined;
  const found: { name: string; value: number; low?: number; high?: number; line: number }[] = [];
  let k = i;
  for (; k < lines.count && !lines.command[k]; k++) {
    const t = lines.at(k);
    const m = LINE.exec(t);
    if (!m) {
      if (FOLLOW.test(t) || (t.trim() === '' && LINE.test(lines.get(k + 1) ?? ''))) continue;
      break;
    }
    const g = m[1] === undefined ? m.slice(8) : m.slice(1);
    const value = secondsOf(g[3]!, g[4]!);
    if (value === undefined) continue;
    found.push({
      name: g[0]!.replace(/:$/, ''),
      value,
      low: secondsOf(g[1]!, g[2]!),
      high: secondsOf(g[5]!, g[6]!),
      line: k + 1,
    });
  }
  while (k > i && lines.at(k - 1).trim() === '') k--;
  if (!found.length) return undefined;
  const names = found.map((f) => f.name);
  // names as configs (`system` / `jemalloc`): half of them named like configs at least, none like a measure
  const runs =
    names.length >= 2 &&
    new Set(names).size === names.length &&
    names.filter(isConfigLike).length * 2 >= names.length &&
    !names.some(isMetricLike);
  const rows: TableRow[] = runs
    ? [
        {
          name: 'time (s)',
          values: found.map((f) => f.value),
          lines: found.map((f) => f.line),
          unit: 's',
          line: found[0]!.line,
        },
      ]
    : found.map((f) => ({ name: `${f.name} time (s)`, values: [f.value], unit: 's', line: f.line }));
  const data: ConfigTable = { type: 'table', columns: runs ? names : ['value'], rows };
  return { kind: 'results-table', end: k, data, title: 'criterion' };
};

/** Starts at an estimate's line: a name, then three times in brackets. */
export const criterionReader: Reader = {
  name: 'criterion',
  start: /\[\d[\d.]*(?:e[-+]?\d+)?\s*(?:ps|ns|us|µs|ms|s)\s+\d[\d.]*(?:e[-+]?\d+)?\s*(?:ps|ns|us|µs|ms|s)\s+\d/,
  read: parseCriterion,
};
