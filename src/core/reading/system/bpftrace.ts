/**
 * bpftrace's map output, as printed when a script ends: `@maple_node_total: 46,630,160`, and histograms
 * (`@bulk_alloc_req:` over `[4, 5)   54170 |@@@   |` buckets, or `[4K, 8K)`). One run per block, named
 * by the line above (`mm-unstable`); each scalar map is a measure (`maple_node_total`), each bucket a
 * count (`bulk_alloc_req [4, 5)`). Blank lines between maps belong to the block.
 */
import type { ConfigTable, TableRow } from '../../model';
import { finiteNumber } from '../../text/numbers';
import type { Parser, Reader } from '../kit/types';
import { COLON, startHas } from '../kit/lineShape';

const SCALAR = /^\s*@([\w.]*(?:\[[^\]]{0,80}\])?):\s+(-?\d[\d,]{0,24}(?:\.\d{1,12})?)\s*$/;
const HISTOGRAM = /^\s*@([\w.]*(?:\[[^\]]{0,80}\])?):\s*$/;
const BUCKET = /^\s*(\[[^\],]{1,20},\s?[^\])]{1,20}[)\]])\s+(\d{1,20})\s+\|[@ ]*\|\s*$/;

export const parseBpftrace: Parser = (lines, i) => {
  const rows: TableRow[] = [];
  const row = (name: string, v: number | undefined, k: number) =>
    v !== undefined && rows.push({ name, values: [v], unit: 'count', line: k + 1 });
  let k = i;
  let end = i;
  while (k < lines.count && !lines.command[k]) {
    const t = lines.at(k);
    const scalar = SCALAR.exec(t);
    const histogram = scalar ? null : HISTOGRAM.exec(t);
    if (scalar) row(scalar[1] || 'value', finiteNumber(scalar[2]!.replace(/,/g, '')), k);
    else if (histogram) {
      let b = k + 1;
      for (let m = BUCKET.exec(lines.get(b) ?? ''); m; m = BUCKET.exec(lines.get(++b) ?? ''))
        row(`${histogram[1] || 'hist'} ${m[1]!.replace(/,\s?/, ', ')}`, finiteNumber(m[2]), b);
      if (b === k + 1) break;
      k = b - 1;
    } else break;
    end = ++k;
    // bpftrace separates its maps by blank lines: the block goes on when another map follows
    let next = k;
    while (next < lines.count && next - k < 3 && lines.at(next).trim() === '') next++;
    if (next < lines.count && (SCALAR.test(lines.at(next)) || HISTOGRAM.test(lines.at(next)))) k = next;
  }
  if (!rows.length) return undefined;
  const data: ConfigTable = { type: 'table', columns: ['value'], rows };
  return { kind: 'results-table', end, data, title: 'bpftrace maps' };
};

/** Starts at a map line (`@name: value` or `@name:` over a histogram). */
export const bpftraceReader: Reader = {
  name: 'bpftrace',
  shape: startHas(COLON),
  start: /^\s*@[\w.]*(?:\[[^\]]{0,80}\])?:/,
  read: parseBpftrace,
};
