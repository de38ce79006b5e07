/**
 * JMH's result table (the Java microbenchmark harness):
 *
 *   Benchmark                                  (size)   Mode  Cnt        Score       Error  Units
 *   c.g.f.j.databind.Serialization.avajejsonb     100  thrpt   20  1666120.113 ± 63817.274  ops/s
 *   c.g.f.j.databind.Serialization.jackson        100  thrpt   20  1356579.031 ± 62725.403  ops/s
 *
 * The benchmark methods are the alternatives compared, so they are the runs (named by the method, with as much of
 * the class path before it as tells two alike methods apart); the class, the parameters and the mode name the
 * measure (`Serialization thrpt`). Rates are read per second and times per operation in seconds; JMH's error, the
 * half-width of its confidence interval, is the spread.
 */
import type { ConfigTable, TableRow } from '../../model';
import { finiteNumber } from '../../text/numbers';
import { secondsPer } from '../../text/units';
import type { Parser, Reader } from '../kit/types';
import { LEADS_LETTER, startHas } from '../kit/lineShape';

const HEADER = /^\s*Benchmark((?:\s+\(\w+\))*)\s+Mode\s+Cnt\s+Score\s+(?:Error\s+)?Units\s*$/;
const NUM = String.raw`(-?\d+(?:[.,]\d+)?(?:[eE][-+]?\d+)?|≈\s*0|NaN)`;
/** A row after its name and parameters: the mode, the count of measurements (none for a single shot), score ± error. */
const RESULT = new RegExp(String.raw`^(\w+)\s+(?:\d+\s+)?${NUM}(?:\s*±\s*${NUM})?$`);

interface Row {
  path: string[];
  params: string[];
  mode: string;
  score: number;
  error?: number;
  unit: string;
  line: number;
}

/** A unit as the run's measure keeps it: rates per second, times per operation in seconds. */
function perSecond(unit: string): { factor: number; unit: string } {
  const rate = /^ops\/(\w+)$/.exec(unit);
  const per = rate ? secondsPer(rate[1]!) : undefined;
  if (rate && per) return { factor: 1 / per, unit: 'ops/s' };
  const time = /^(\w+)\/op$/.exec(unit);
  const seconds = time ? secondsPer(time[1]!) : undefined;
  if (time && seconds) return { factor: seconds, unit: 's/op' };
  return { factor: 1, unit };
}

function rowOf(t: string, params: number, line: number): Row | undefined {
  const cells = t.trim().split(/\s+/);
  const unit = cells.pop();
  if (!unit || cells.length < 3 + params) return undefined;
  const [name, ...rest] = cells;
  const ps = rest.slice(0, params);
  const tail = rest.slice(params).join(' ');
  const m = RESULT.exec(tail);
  if (!m) return undefined;
  const score = finiteNumber(Number(m[2]!.replace(',', '.')));
  if (score === undefined) return undefined;
  const error = m[3] === undefined ? undefined : finiteNumber(Number(m[3].replace(',', '.')));
  return { path: name!.split('.'), params: ps, mode: m[1]!, score, error, unit, line };
}

/**
 * Each row's run: its method, bare for the rows of the class path most rows share, qualified by as much of its own
 * path as tells it apart otherwise (`jackson` under `databind.Serialization`, `stream.Serialization.jackson`).
 */
function runNames(rows: readonly Row[]): string[] {
  const context = (r: Row) => r.path.slice(0, -1).join('.');
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(context(r), (counts.get(context(r)) ?? 0) + 1);
  const main = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
  return rows.map((r) => {
    const method = r.path[r.path.length - 1]!;
    if (context(r) === main || !rows.some((o) => context(o) === main && o.path.at(-1) === method)) return method;
    for (let n = 2; n < r.path.length; n++) {
      const name = r.path.slice(-n).join('.');
      if (!rows.some((o) => o !== r && o.path.slice(-n).join('.') === name)) return name;
    }
    return r.path.join('.');
  });
}

export const parseJmh: Parser = (lines, i) => {
  const head = HEADER.exec(lines.at(i));
  if (!head) return undefined;
  const paramNames = (head[1]!.match(/\((\w+)\)/g) ?? []).map((p) => p.slice(1, -1));
  const rows: Row[] = [];
  let k = i + 1;
  for (; k < lines.count; k++) {
    const r = rowOf(lines.at(k), paramNames.length, k + 1);
    if (!r) break;
    rows.push(r);
  }
  if (!rows.length) return undefined;
  const measureOf = (r: Row) => {
    const cls = r.path.length > 1 ? r.path[r.path.length - 2]! : 'benchmark';
    const params = r.params.map((v, p) => `${paramNames[p]}=${v}`).join(' ');
    return [cls, params, r.mode].filter(Boolean).join(' ');
  };
  // a method that is the same alternative under two classes' benchmarks is one run, the shortest unique name
  const names = runNames(rows);
  const runs = [...new Set(names)];
  const measures = [...new Set(rows.map(measureOf))];
  const cell = new Map<string, Row>();
  rows.forEach((r, n) => {
    const key = `${names[n]}\u0000${measureOf(r)}`;
    if (!cell.has(key)) cell.set(key, r);
  });
  const table: TableRow[] = measures.map((measure) => {
    const first = rows.find((r) => measureOf(r) === measure)!;
    const { unit } = perSecond(first.unit);
    const cells = runs.map((run) => cell.get(`${run}\u0000${measure}`));
    const scaled = (r: Row | undefined, v: number | undefined) =>
      r === undefined || v === undefined ? undefined : finiteNumber(v * perSecond(r.unit).factor);
    return {
      name: measure,
      values: cells.map((r) => scaled(r, r?.score)),
      stddev: cells.map((r) => scaled(r, r?.error)),
      lines: cells.map((r) => r?.line),
      unit,
      line: first.line,
    };
  });
  const data: ConfigTable = { type: 'table', columns: runs, rows: table };
  return { kind: 'results-table', end: k, data, title: 'JMH' };
};

/** Starts at the header: `Benchmark  (param)...  Mode  Cnt  Score  Error  Units`. */
export const jmhReader: Reader = {
  name: 'JMH',
  shape: startHas(LEADS_LETTER),
  start: /^\s*Benchmark(?:\s+\(\w+\))*\s+Mode\s+Cnt\s+Score/,
  read: parseJmh,
};
