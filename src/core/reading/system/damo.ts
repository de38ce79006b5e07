/**
 * `damo report access` (DAMON's user space tool): a snapshot of the monitored regions. The detailed
 * style prints a `heatmap:` line, `#` scale comments and `intervals:` lines, one row per region
 * (`0   addr 85.373 TiB  size 745.555 MiB access 0 hz   age 6 s   df-passed 0 B`; access in `%` or
 * `hz`, age as `1 h 49 m 49.500 s`, extra `<name> <size>` pairs from page-level filters), then
 * `memory bw estimate: 6.524 GiB per second` and `total size: 10.731 GiB  df-passed 10.000 GiB`.
 * The histogram styles print `[lo, hi) <size> |***|` rows over the same `total size:` line.
 * One block per snapshot, one config: total size, the size of the regions seen accessed, the region
 * count and the bandwidth estimate (as written, GiB/s); a filter's passed size where printed.
 */
import type { ConfigTable, TableRow } from '../../model';
import { finiteNumber } from '../../text/numbers';
import { bytesPer } from '../../text/units';
import type { Parser, Reader } from '../kit/types';

const SIZE = String.raw`(\d+(?:\.\d+)?)\s*(B|KiB|MiB|GiB|TiB|PiB)`;
const REGION = new RegExp(
  String.raw`^\s*\d+\s+addr\s+(?:\[[^)]*\)|\S+\s+\S+)\s+(?:size\s+|\()${SIZE}\)?\s+access\s+(\d+(?:\.\d+)?)\s*(%|hz)\s+age\s+(.*)$`,
);
const HISTOGRAM = new RegExp(String.raw`^\s*\[[^)]*\)\s+${SIZE}\s+\|[^|]*\|\s*$`);
const BANDWIDTH =
  /^\s*memory bw estimate:\s*(\d+(?:\.\d+)?)\s*(B|KiB|MiB|GiB|TiB) per second(?:\s+(\S+):\s*(\d+(?:\.\d+)?)\s*(B|KiB|MiB|GiB|TiB) per second)?\s*$/;
const TOTAL = new RegExp(String.raw`^\s*total size:\s*${SIZE}(?:\s+([\w-]+):?\s+${SIZE})?\s*$`);
/** The lines around the rows: the heatmap, its scale comments, the sampling intervals, a filter's own heatmap title. */
const FRAME =
  /^\s*(heatmap:|#\s|intervals:\s|record DAMON intervals:|[\w-]+:\s*$|<(temperature|last accessed time[^>]*)>\s+<total size>)/;

const bytes = (value: string, unit: string) => {
  const v = finiteNumber(value);
  return v === undefined ? undefined : v * bytesPer(unit)!;
};
/** A rate per second in GiB/s, the unit damo prints most. */
const gibs = (value: string, unit: string) => {
  const b = bytes(value, unit);
  return b === undefined ? undefined : b / 2 ** 30;
};

/** `name <size>` pairs after a region's age (`df-passed 878.000 MiB`). */
function extraSizes(rest: string): [string, number][] {
  const out: [string, number][] = [];
  for (const m of rest.matchAll(new RegExp(String.raw`([A-Za-z][\w-]*)\s+${SIZE}`, 'g'))) {
    const b = bytes(m[2]!, m[3]!);
    if (b !== undefined) out.push([m[1]!, b]);
  }
  return out;
}

const START = /^\s*(heatmap:|# min\/max temperatures|intervals:\s|<(temperature|last accessed time)|\d+\s+addr\s)/;

export const parseDamo: Parser = (lines, i) => {
  if (!START.test(lines.at(i))) return undefined;
  let regions = 0;
  let accessed = 0;
  let histogram = false;
  const rows: TableRow[] = [];
  const passed = new Map<string, number>();
  const row = (name: string, value: number | undefined, unit: string, k: number) => {
    if (value !== undefined) rows.push({ name, values: [value], unit, line: k + 1 });
  };
  let k = i;
  let total = false;
  for (; k < lines.count; k++) {
    const t = lines.at(k);
    if (t.trim() === '') break;
    const region = REGION.exec(t);
    if (region) {
      regions++;
      const size = bytes(region[1]!, region[2]!) ?? 0;
      if (Number(region[3]) > 0) accessed += size;
      for (const [name, b] of extraSizes(region[5]!)) passed.set(name, (passed.get(name) ?? 0) + b);
      continue;
    }
    if (HISTOGRAM.test(t)) {
      histogram = true;
      continue;
    }
    const bw = BANDWIDTH.exec(t);
    if (bw) {
      row('memory bw estimate', gibs(bw[1]!, bw[2]!), 'GiB/s', k);
      if (bw[3]) row(`memory bw estimate ${bw[3]}`, gibs(bw[4]!, bw[5]!), 'GiB/s', k);
      continue;
    }
    const tot = TOTAL.exec(t);
    if (tot) {
      total = true;
      row('total size', bytes(tot[1]!, tot[2]!), 'bytes', k);
      if (tot[3]) {
        row(tot[3], bytes(tot[4]!, tot[5]!), 'bytes', k);
        passed.delete(tot[3]);
      }
      continue;
    }
    if (FRAME.test(t)) continue;
    break;
  }
  // a damo report has region rows or a histogram, and ends on its total
  if (!total || (regions === 0 && !histogram)) return undefined;
  if (regions > 0) {
    row('regions', regions, '', i);
    row('accessed size', accessed, 'bytes', i);
    for (const [name, b] of passed) row(name, b, 'bytes', i);
  }
  const data: ConfigTable = { type: 'table', columns: ['value'], rows };
  return { kind: 'results-table', end: k, data, title: 'damo report access' };
};

/** Starts at the heatmap, a scale comment, the intervals line, a style's header or the first region row. */
export const damoReader: Reader = {
  name: 'damo',
  start: START,
  read: parseDamo,
};
