/**
 * The JavaScript benchmark libraries' reports:
 *
 *   benchmark.js   RegExp#test x 4,161,532 ops/sec ±0.99% (97 runs sampled)      then `Fastest is RegExp#test`
 *   benny            swc plugin:                                                 (the case's name on its own line)
 *                      1 093 ops/s, ±0.82%   | fastest                          (its rate, spread and rank)
 *
 * Cases a report ranks against each other (`Fastest is ...`, benny's `| fastest` / `| slowest`) are the runs, its
 * rate the measure (ops/s, which the heading over the report qualifies where several share the runs). Cases no line
 * ranks are the measures of one run, which the caption above names (`0.12.7:` over `kraken.imaging_desaturate x 10.52
 * ops/sec`). The spread is the library's relative margin, in ops/s.
 */
import type { ConfigTable } from '../../model';
import type { Parser, Reader } from '../kit/types';
import { DIGIT, ENDS_COLON, startHas } from '../kit/lineShape';

/** A count with thousands apart by commas or spaces (`4,161,532`, `1 093`), or with decimals. */
const COUNT = String.raw`(\d{1,3}(?:[, \u00a0\u202f]\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)`;
const BENCHMARK_JS = new RegExp(
  String.raw`^\s*(\S.{0,80}?) x ${COUNT} ops\/sec \u00b1(\d+(?:\.\d+)?)% \((\d+) runs? sampled\)\s*$`,
);
const FASTEST = /^\s*Fastest is \S/;
const BENNY_NAME = /^\s*(\S[^:]{0,60}):\s*$/;
const BENNY_RATE = new RegExp(String.raw`^\s*${COUNT} ops\/s, \u00b1(\d+(?:\.\d+)?)%\s*(?:\|\s*(.*))?$`);

const count = (t: string): number => Number(t.replace(/[, \u00a0\u202f]/g, ''));

interface Case {
  name: string;
  rate: number;
  margin: number;
  line: number;
  /** benchmark.js's count of the runs it sampled. */
  sampled?: number;
}

/** benchmark.js lines from i on, and whether a `Fastest is` line ranks them. */
function benchmarkJs(lines: { count: number; at(k: number): string }, i: number): [Case[], number, boolean] {
  const cases: Case[] = [];
  let k = i;
  for (let m = BENCHMARK_JS.exec(lines.at(k)); m && k < lines.count; m = BENCHMARK_JS.exec(lines.at(++k)))
    cases.push({ name: m[1]!, rate: count(m[2]!), margin: Number(m[3]), line: k + 1, sampled: Number(m[4]) });
  const ranked = k < lines.count && FASTEST.test(lines.at(k));
  return [cases, ranked ? k + 1 : k, ranked];
}

/** benny's cases from i on: a name line, then its rate line (blank lines between cases). */
function benny(lines: { count: number; at(k: number): string }, i: number): [Case[], number] {
  const cases: Case[] = [];
  let k = i;
  let end = i;
  while (k + 1 < lines.count) {
    const name = BENNY_NAME.exec(lines.at(k));
    const rate = name && BENNY_RATE.exec(lines.at(k + 1));
    if (!name || !rate) break;
    cases.push({ name: name[1]!.trim(), rate: count(rate[1]!), margin: Number(rate[2]), line: k + 2 });
    end = k = k + 2;
    while (k < lines.count && lines.at(k).trim() === '') k++;
  }
  return [cases, end];
}

const marginOf = (c: Case) => (c.rate * c.margin) / 100;

export const parseJsBench: Parser = (lines, i) => {
  const [js, jsEnd, ranked] = benchmarkJs(lines, i);
  const [bn, bnEnd] = js.length ? [[], i] : benny(lines, i);
  const cases = js.length ? js : bn;
  if (!cases.length || (!js.length && cases.length < 2)) return undefined;
  const end = js.length ? jsEnd : bnEnd;
  // benny ranks every case it reports; benchmark.js those its `Fastest is` line follows
  const asRuns = !js.length || (ranked && cases.length > 1);
  const data: ConfigTable = asRuns
    ? {
        type: 'table',
        columns: cases.map((c) => c.name),
        rows: [
          {
            name: 'ops/s',
            values: cases.map((c) => c.rate),
            stddev: cases.map(marginOf),
            lines: cases.map((c) => c.line),
            unit: 'ops/s',
            line: cases[0]!.line,
          },
        ],
      }
    : {
        type: 'table',
        columns: ['value'],
        rows: cases.flatMap((c) => [
          { name: c.name, values: [c.rate], stddev: [marginOf(c)], unit: 'ops/s', line: c.line },
          ...(c.sampled === undefined
            ? []
            : [{ name: `${c.name} runs sampled`, values: [c.sampled], unit: 'count', line: c.line }]),
        ]),
      };
  return { kind: 'results-table', end, data, title: 'JS benchmark' };
};

/** Starts at a benchmark.js line, or at a benny case's name (a line ending in a colon) over its rate. */
export const jsBenchReader: Reader = {
  name: 'JS benchmark',
  shape: (shapes, i) => startHas(DIGIT)(shapes, i) || startHas(ENDS_COLON)(shapes, i),
  start: /\d ops\/sec \u00b1|^\s*\S[^:]{0,60}:\s*$/,
  read: parseJsBench,
};
