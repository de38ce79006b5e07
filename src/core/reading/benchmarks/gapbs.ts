/**
 * GAP Benchmark Suite kernels (bfs, pr, cc, sssp, bc, tc): `Read Time:` / `Generate Time:` and `Build Time:`,
 * `Graph has N nodes and M directed edges for degree: D`, then per trial `Source:`, `Trial Time:` and
 * `Verification:` lines, and `Average Time:` at the end. One run: the trial times are the samples of
 * `Average Time` (seconds); the read, generate and build times are measures of their own.
 */
import type { ConfigTable, TableRow } from '../../model';
import { mean, stddev } from '../../math/stats';
import type { Parser, Reader } from '../kit/types';
import { LEADS_LETTER, startHas } from '../kit/lineShape';

const TIME = /^\s*(Read|Generate|Build|Trial|Average) Time:\s+(\d+(?:\.\d+)?)\s*$/;
/**
 * The other lines a run prints between its times: the graph, each trial's source and verification, and the
 * step timings of bfs and bc (`    i                0.00086`, `   td         29     0.00003`).
 */
const OTHER =
  /^\s*(?:Graph has \d+ nodes and \d+ (?:un)?directed edges\b|source:\s+\d+\s*$|Verification:\s+\w+\s*$)|^\s+[a-z]{1,2}(?:\s+\d+)?\s+\d+\.\d+\s*$/i;

export const parseGapbs: Parser = (lines, i) => {
  const trials: number[] = [];
  const rows: TableRow[] = [];
  let average: { v: number; line: number } | undefined;
  let k = i;
  for (; k < lines.count; k++) {
    const t = lines.at(k);
    const m = TIME.exec(t);
    if (!m) {
      if (OTHER.test(t)) continue;
      break;
    }
    const v = Number(m[2]);
    if (!Number.isFinite(v)) break;
    if (m[1] === 'Trial') trials.push(v);
    else if (m[1] === 'Average') average = { v, line: k + 1 };
    else rows.push({ name: `${m[1]} Time`, values: [v], unit: 's', line: k + 1 });
  }
  if (!trials.length && !average) return undefined;
  const value = average?.v ?? mean(trials);
  const avg: TableRow = { name: 'Average Time', values: [value], unit: 's', line: average?.line ?? i + 1 };
  if (trials.length > 1) {
    avg.samples = [trials];
    avg.stddev = [stddev(trials)];
  }
  const data: ConfigTable = { type: 'table', columns: ['value'], rows: [avg, ...rows] };
  return { kind: 'results-table', end: k, data, title: 'GAPBS' };
};

/** Starts at one of its time lines or its `Graph has` line. */
export const gapbsReader: Reader = {
  name: 'gapbs',
  shape: startHas(LEADS_LETTER),
  start: /^\s*(?:(?:Read|Generate|Build|Trial|Average) Time:|Graph has \d)/,
  read: parseGapbs,
};
