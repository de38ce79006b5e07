/**
 * The OSU Micro-Benchmarks' output (osu_bw, osu_bibw, osu_latency, the collectives): a `# OSU MPI ... Test vX`
 * banner, a `# Size  Bandwidth (MB/s)` header (`# Size  Avg Latency(us)  Min Latency(us) ...`), then a row per
 * message size. One run per output; each measure is named by its column and the size (`Bandwidth 512`), so two
 * runs compare size by size; a latency in seconds, a bandwidth as written.
 */
import type { ConfigTable, TableRow } from '../../model';
import { finiteNumber } from '../../text/numbers';
import { metricName } from '../../text/units';
import type { Parser, Reader } from '../kit/types';

const BANNER = /^\s*#\s*OSU\s.*\bTest\b/;
const HEADER = /^\s*#\s*Size\s+(\S.*)$/;
const ROW = /^\s*(\d+)((?:\s+\d+(?:\.\d+)?)+)\s*$/;

export const parseOsu: Parser = (lines, i) => {
  const h = BANNER.test(lines.at(i)) ? i + 1 : i;
  const header = h < lines.count ? HEADER.exec(lines.at(h)) : null;
  if (!header) return undefined;
  const columns = header[1]!
    .trimEnd()
    .split(/\s{2,}/)
    .map((c) => metricName(c.replace(/(\S)\(/, '$1 (')));
  const rows: TableRow[] = [];
  let k = h + 1;
  for (; k < lines.count; k++) {
    const m = ROW.exec(lines.at(k));
    if (!m) break;
    const values = m[2]!.trim().split(/\s+/);
    if (values.length !== columns.length) break;
    values.forEach((v, c) => {
      const col = columns[c]!;
      const value = finiteNumber(Number(v) * col.factor);
      // the unit in the column's brackets (a rate stays as written: `MB/s`); a bare count (`Iterations`) is a count
      const open = col.name.endsWith(')') ? col.name.lastIndexOf('(') : -1;
      const name = open > 0 ? col.name.slice(0, open).trimEnd() : col.name;
      const written = open > 0 ? col.name.slice(open + 1, -1) : '';
      if (value !== undefined)
        rows.push({ name: `${name} ${m[1]}`, values: [value], unit: col.unit || written || 'count', line: k + 1 });
    });
  }
  if (!rows.length) return undefined;
  const data: ConfigTable = { type: 'table', columns: ['value'], rows };
  return { kind: 'results-table', end: k, data, title: 'OSU micro-benchmark' };
};

/** Starts at the banner or at the `# Size` header. */
export const osuReader: Reader = {
  name: 'osu',
  start: /^\s*#\s*(?:OSU\s|Size\s)/,
  read: parseOsu,
};
