/**
 * dd's summary, the last lines of a copy timed by dd itself:
 *
 *   3145728+0 records in
 *   3145728+0 records out
 *   12884901888 bytes (13 GB, 12 GiB) copied, 2.52208 s, 5.01 GB/s
 *
 * (coreutils; older ones write `(13 GB) copied`, busybox `(12.0GB) copied, 2.5s, 4.8GB/s`, toybox `(0.9 G) copied,
 * 3.912249 s, 256 M/s`). One run per copy:
 * the bytes copied, the time in seconds, the rate as dd writes it.
 */
import type { ConfigTable, TableRow } from '../../model';
import { finiteNumber } from '../../text/numbers';
import type { Parser, Reader } from '../kit/types';
import { DIGIT, LEADS_DIGIT, startHas } from '../kit/lineShape';

const RECORDS = /^\s*\d+\+\d+ records (?:in|out)\s*$/;
const COPIED =
  /^\s*(\d+) bytes (?:\([^()]{1,40}\) )?(?:\([^()]{1,40}\) )?copied, (\d+(?:[.,]\d+)?) ?s(?:ec(?:onds?)?)?, (\d+(?:[.,]\d+)?) ?([kKMGT]?i?B\/s|[kKMGT]\/s)\s*$/;

const num = (t: string) => finiteNumber(Number(t.replace(',', '.')));

export const parseDd: Parser = (lines, i) => {
  let k = i;
  while (k < lines.count && k < i + 2 && RECORDS.test(lines.at(k))) k++;
  const m = k < lines.count ? COPIED.exec(lines.at(k)) : null;
  if (!m) return undefined;
  const line = k + 1;
  const rows: TableRow[] = [
    { name: 'dd bytes copied', values: [num(m[1]!)], unit: 'bytes', line },
    { name: 'dd copied time', values: [num(m[2]!)], unit: 's', line },
    { name: 'dd throughput', values: [num(m[3]!)], unit: m[4]!, line },
  ];
  const data: ConfigTable = { type: 'table', columns: ['value'], rows };
  return { kind: 'results-table', end: k + 1, data, title: 'dd' };
};

/** Starts at `N+M records in` (or `out`, where a mail cut the line above), or at the `... bytes ... copied, ...` line when the records are left out. */
export const ddReader: Reader = {
  name: 'dd',
  shape: startHas(DIGIT | LEADS_DIGIT),
  start: /^\s*\d+(?:\+\d+ records (?:in|out)\s*$| bytes \(| bytes copied,)/,
  read: parseDd,
};
