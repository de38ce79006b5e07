/**
 * STREAM (McCalpin) results: `Function  Best Rate MB/s  Avg time  Min time  Max time` and the rows
 * `Copy:`, `Scale:`, `Add:`, `Triad:`, with or without that header (people often paste the Triad line
 * alone). The best rate is the result (`Triad` in MB/s); the times are seconds. One config.
 */
import type { ConfigTable, TableRow } from '../model';
import type { Parser, Reader } from './types';

const HEADER = /^\s*Function\s+Best Rate MB\/s\s+Avg time\s+Min time\s+Max time\s*$/;
const ROW = /^\s*(Copy|Scale|Add|Triad):\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*$/;

export const parseStream: Parser = (lines, i) => {
  let k = i;
  if (HEADER.test(lines.at(k))) k++;
  const rows: TableRow[] = [];
  for (; k < lines.count; k++) {
    const m = ROW.exec(lines.at(k));
    if (!m) break;
    const [rate, avg, min, max] = [m[2], m[3], m[4], m[5]].map(Number);
    if (![rate, avg, min, max].every(Number.isFinite)) break;
    const line = k + 1;
    rows.push({ name: m[1]!, values: [rate], unit: 'MB/s', line });
    rows.push({ name: `${m[1]} avg time (s)`, values: [avg], unit: 's', line });
    rows.push({ name: `${m[1]} min time (s)`, values: [min], unit: 's', line });
    rows.push({ name: `${m[1]} max time (s)`, values: [max], unit: 's', line });
  }
  if (!rows.length) return undefined;
  const data: ConfigTable = { type: 'table', columns: ['value'], rows };
  return { kind: 'results-table', end: k, data, title: 'STREAM' };
};

/** Starts at its header or a `Copy:` row. */
export const streamReader: Reader = { name: 'stream', start: /^\s*(?:Function\s|Copy:|Scale:|Add:|Triad:)/, read: parseStream };
