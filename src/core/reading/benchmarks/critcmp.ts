/**
 * critcmp's comparison of saved criterion baselines (Rust):
 *
 *   group                      main                                   pr
 *   -----                      ----                                   --
 *   iter_fragmented/base       1.00   342.2±25.45ns   ? ?/sec    1.02   347.5±16.24ns   ? ?/sec
 *   decode/large               1.12      3.3±0.04ms   283.1 MB/sec    1.00   2.9±0.02ms   318.4 MB/sec
 *
 * Each baseline named in the header is a run; each group a measure, its time (seconds, with the spread
 * critcmp prints after `±`) and, where the benchmark set one, its throughput. The ratio to the fastest that opens
 * each cell is critcmp's own arithmetic, not a measurement. A cell belongs to the baseline whose name it lies under;
 * a benchmark a baseline lacks has no cell there.
 */
import type { ConfigTable, TableRow } from '../../model';
import { finiteNumber } from '../../text/numbers';
import { criterionSecondsPer } from './criterion';
import type { Parser, Reader } from '../kit/types';
import { LEADS_LETTER, startHas } from '../kit/lineShape';

const HEADER = /^(\s*)group(\s{2,}\S.*)$/;
const UNDERLINE = /^\s*-{3,}(?:\s+-+)+\s*$/;
const NUM = String.raw`(\d+(?:\.\d+)?)`;
/** One baseline's cell: ratio, time±spread with its unit, throughput (`? ?/sec` when none); from a number's start only. */
const CELL = new RegExp(
  String.raw`(?<![\d.])${NUM}\s+${NUM}\u00b1${NUM}(ps|ns|µs|us|ms|s)\s+(\?|\d+(?:\.\d+)?)\s+(\?|[A-Za-z]+)\/sec`,
  'g',
);

/** The header's baseline names and where each begins on the line. */
function baselines(header: string): { name: string; at: number }[] | undefined {
  const m = HEADER.exec(header);
  if (!m) return undefined;
  const out: { name: string; at: number }[] = [];
  const from = m[1]!.length + 'group'.length;
  const names = /\S+(?: \S+)*/g;
  names.lastIndex = from;
  for (let n = names.exec(header); n; n = names.exec(header)) out.push({ name: n[0], at: n.index });
  return out.length ? out : undefined;
}

interface Cell {
  column: number;
  seconds: number;
  spread: number;
  /** Throughput in its unit per second, when the benchmark set one. */
  rate?: { value: number; unit: string };
}

/** A row's group name and its cells by baseline, or undefined when the line is no row. */
function row(t: string, columns: readonly { at: number }[]): { name: string; cells: Cell[] } | undefined {
  const cells: Cell[] = [];
  let first = -1;
  CELL.lastIndex = 0;
  for (let m = CELL.exec(t); m; m = CELL.exec(t)) {
    if (first < 0) first = m.index;
    const per = criterionSecondsPer(m[4]!);
    const seconds = per === undefined ? undefined : finiteNumber(Number(m[2]) * per);
    const spread = per === undefined ? undefined : finiteNumber(Number(m[3]) * per);
    if (seconds === undefined || spread === undefined) continue;
    // the baseline whose name begins at or before the cell's end: cells are written under their names
    const end = m.index + m[0].length;
    let column = 0;
    for (let c = 0; c < columns.length; c++) if (columns[c]!.at <= end) column = c;
    const rate = m[5] === '?' ? undefined : finiteNumber(Number(m[5]));
    cells.push({ column, seconds, spread, rate: rate === undefined ? undefined : { value: rate, unit: `${m[6]}/s` } });
  }
  const name = first > 0 ? t.slice(0, first).trim() : '';
  return name && cells.length ? { name, cells } : undefined;
}

export const parseCritcmp: Parser = (lines, i) => {
  const columns = baselines(lines.at(i));
  if (!columns || i + 1 >= lines.count || !UNDERLINE.test(lines.at(i + 1))) return undefined;
  const rows: TableRow[] = [];
  let k = i + 2;
  for (; k < lines.count; k++) {
    const r = row(lines.at(k), columns);
    if (!r) break;
    const time: TableRow = {
      name: r.name,
      values: columns.map(() => undefined),
      stddev: columns.map(() => undefined),
      unit: 's',
      line: k + 1,
    };
    const rates = new Map<string, TableRow>();
    for (const c of r.cells) {
      time.values[c.column] = c.seconds;
      time.stddev![c.column] = c.spread;
      if (!c.rate) continue;
      let rate = rates.get(c.rate.unit);
      if (!rate) {
        rate = { name: `${r.name} throughput`, values: columns.map(() => undefined), unit: c.rate.unit, line: k + 1 };
        rates.set(c.rate.unit, rate);
      }
      rate.values[c.column] = c.rate.value;
    }
    rows.push(time, ...rates.values());
  }
  if (!rows.length) return undefined;
  const data: ConfigTable = { type: 'table', columns: columns.map((c) => c.name), rows };
  return { kind: 'results-table', end: k, data, title: 'critcmp' };
};

/** Starts at the header: `group`, then the baselines' names apart by two spaces or more. */
export const critcmpReader: Reader = {
  name: 'critcmp',
  shape: startHas(LEADS_LETTER),
  start: /^\s*group\s{2,}\S/,
  read: parseCritcmp,
};
