/**
 * STREAM (McCalpin) results: `Function  Best Rate MB/s  Avg time  Min time  Max time` and the rows
 * `Copy:`, `Scale:`, `Add:`, `Triad:`, with or without that header (people often paste the Triad line
 * alone). The best rate is the result (`Triad Best Rate` in MB/s; `Triad` where the row holds the rate alone); the
 * times are seconds. One config.
 * Builds that measure between nodes print a `Direction` column (`Function Direction BestRateMBs AvgTime
 * MinTime MaxTime`, rows `Copy: 0->1 ...`): a block with one direction keeps the function names, one
 * with several names each row by its direction too. Rows reduced to their rate (`Triad: 11604.3 MB/s`)
 * are the same results: the function names are STREAM's measures, never runs.
 */
import type { ConfigTable, TableRow } from '../../model';
import type { Parser, Reader } from '../kit/types';
import { LEADS_LETTER, startHas } from '../kit/lineShape';

const HEADER = /^\s*Function\s+(?:Direction\s+)?Best\s*Rate\s*MB\/?s\s+Avg\s*time\s+Min\s*time\s+Max\s*time\s*$/i;
const ROW = /^\s*(Copy|Scale|Add|Triad):\s+(?:(\d+\s*->\s*\d+)\s+)?([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*$/;
/**
 * A row reduced to its best rate (`Triad: 11604.3 MB/s`), as summaries quote it; Kokkos' and BabelStream's ports print
 * it without the colon and with their `Set` and `Dot` kernels (`Set               267745.41 MB/s`).
 */
const RATE_ROW = /^\s*(Set|Copy|Scale|Add|Triad|Dot):?\s+([\d.]+)\s*([MG]B\/s)\s*$/;

export const parseStream: Parser = (lines, i) => {
  let k = i;
  if (HEADER.test(lines.at(k))) k++;
  const read: { fn: string; dir: string; values: number[]; unit?: string; line: number }[] = [];
  for (; k < lines.count; k++) {
    const text = lines.at(k);
    const rate = RATE_ROW.exec(text);
    if (rate) {
      const v = Number(rate[2]);
      if (!Number.isFinite(v) || (read.length && read[0]!.values.length > 1)) break;
      read.push({ fn: rate[1]!, dir: '', values: [v], unit: rate[3]!, line: k + 1 });
      continue;
    }
    const m = ROW.exec(text);
    if (!m || (read.length && read[0]!.values.length === 1)) break;
    const values = [m[3], m[4], m[5], m[6]].map(Number);
    if (!values.every(Number.isFinite)) break;
    read.push({ fn: m[1]!, dir: (m[2] ?? '').replace(/\s+/g, ''), values, line: k + 1 });
  }
  const directions = new Set(read.map((r) => r.dir)).size;
  const rows: TableRow[] = [];
  // the rate rows without their colon are a port's: three at least, so that a `Copy  12.3 MB/s` line alone is no STREAM
  if (read.length < 3 && !lines.at(i).includes(':') && !HEADER.test(lines.at(i))) return undefined;
  for (const { fn, dir, values, unit, line } of read) {
    const name = directions > 1 ? `${fn} ${dir}` : fn;
    const [rate, avg, min, max] = values;
    // the full row's rate is what STREAM's header calls it (`Copy Best Rate`); a row reduced to its rate names none
    rows.push({ name: avg === undefined ? name : `${name} Best Rate`, values: [rate], unit: unit ?? 'MB/s', line });
    if (avg === undefined) continue;
    rows.push({ name: `${name} avg time (s)`, values: [avg], unit: 's', line });
    rows.push({ name: `${name} min time (s)`, values: [min], unit: 's', line });
    rows.push({ name: `${name} max time (s)`, values: [max], unit: 's', line });
  }
  if (!rows.length) return undefined;
  const data: ConfigTable = { type: 'table', columns: ['value'], rows };
  return { kind: 'results-table', end: k, data, title: 'STREAM' };
};

/** Starts at its header or a `Copy:` row. */
export const streamReader: Reader = {
  name: 'stream',
  shape: startHas(LEADS_LETTER),
  start: /^\s*(?:Function\s|Copy:|Scale:|Add:|Triad:|(?:Set|Copy|Scale|Add|Triad|Dot):?\s+[\d.]+\s*[MG]B\/s\s*$)/,
  read: parseStream,
};
