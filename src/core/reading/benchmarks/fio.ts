/**
 * fio's group summary, the lines people paste of a run:
 *
 *   Run status group 0 (all jobs):
 *      READ: bw=6548MiB/s (6866MB/s), 6548MiB/s-6548MiB/s (6866MB/s-6866MB/s), io=1918GiB (2060GB), run=300001-300001msec
 *
 * (fio 2 writes `READ: io=2700.0GB, aggrb=4838.6MB/s, minb=..., mint=...msec`). A line may wrap anywhere
 * after its first field. One config per block: `READ bw` (the aggregate bandwidth, as written), `READ io`
 * (bytes) and `READ run` (the longest job's runtime, seconds) for each direction.
 */
import type { ConfigTable, TableRow } from '../../model';
import { finiteNumber } from '../../text/numbers';
import type { Parser, Reader } from '../kit/types';
import { DIGIT, LEADS_LETTER, startHas } from '../kit/lineShape';

const HEAD = /^\s*Run status group \d+ \(all jobs\):\s*$/;
const DIRECTION = /^\s*(READ|WRITE|TRIM):\s+(\S.*)$/;
const BW = /(?:^|[\s,])(?:bw|aggrb)=(\d+(?:\.\d+)?)([kKMGT]i?B\/s)/;
const IO = /(?:^|[\s,])io=(\d+(?:\.\d+)?)([kKMGTP]i?B)\b/;
const RUN = /(?:^|[\s,])(?:run=\d+-|maxt=)(\d+)msec/;
const SIZE: Record<string, number> = { K: 2 ** 10, M: 2 ** 20, G: 2 ** 30, T: 2 ** 40, P: 2 ** 50 };

/** A direction's fields, its wrapped continuation lines joined. */
function fields(lines: { at(k: number): string; count: number }, k: number, first: string): [string, number] {
  let text = first;
  let j = k + 1;
  while (
    j < lines.count &&
    /^\s*\(?[\w/.-]*[=(]/.test(lines.at(j)) &&
    !DIRECTION.test(lines.at(j)) &&
    !HEAD.test(lines.at(j))
  ) {
    text += ` ${lines.at(j).trim()}`;
    j++;
  }
  return [text, j];
}

export const parseFio: Parser = (lines, i) => {
  // the group's line is often left out of a paste: its direction lines, with their bandwidth, are fio's alone
  const headed = HEAD.test(lines.at(i));
  if (!headed && !(DIRECTION.test(lines.at(i)) && BW.test(lines.at(i)))) return undefined;
  const rows: TableRow[] = [];
  let k = headed ? i + 1 : i;
  // a mail that double-spaces its lines puts a blank between the group's line and its first direction
  if (headed && lines.get(k)?.trim() === '' && DIRECTION.test(lines.get(k + 1) ?? '')) k++;
  while (k < lines.count) {
    const d = DIRECTION.exec(lines.at(k));
    if (!d) break;
    const [text, next] = fields(lines, k, d[2]!);
    const dir = d[1]!;
    const bw = BW.exec(text);
    if (bw) rows.push({ name: `${dir} bw`, values: [finiteNumber(bw[1])], unit: bw[2]!, line: k + 1 });
    const io = IO.exec(text);
    if (io) {
      // GB as GiB: sizes in base units take 2^30 for both (fio's own SI figure is the one in parentheses)
      const factor = SIZE[io[2]![0]!.toUpperCase()] ?? 1;
      rows.push({ name: `${dir} io`, values: [finiteNumber(Number(io[1]) * factor)], unit: 'bytes', line: k + 1 });
    }
    const run = RUN.exec(text);
    if (run) rows.push({ name: `${dir} run`, values: [finiteNumber(Number(run[1]) / 1000)], unit: 's', line: k + 1 });
    k = next;
  }
  if (!rows.length) return undefined;
  const data: ConfigTable = { type: 'table', columns: ['value'], rows };
  return { kind: 'results-table', end: k, data, title: 'fio' };
};

/** Starts at `Run status group N (all jobs):`, or at a direction's line with its bandwidth when that line is left out. */
export const fioReader: Reader = {
  name: 'fio',
  shape: startHas(LEADS_LETTER | DIGIT),
  start: /^\s*(?:Run status group \d|(?:READ|WRITE|TRIM):\s+(?:bw|io|aggrb)=)/,
  read: parseFio,
};
