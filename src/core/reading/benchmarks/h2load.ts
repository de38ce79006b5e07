/**
 * h2load's summary (nghttp2's HTTP load generator):
 *
 *   finished in 15.02s, 7869.00 req/s, 769.21MB/s
 *   requests: 118035 total, 128035 started, 118035 done, 118035 succeeded, 0 failed, 0 errored, 0 timeout
 *   status codes: 118040 2xx, 0 3xx, 0 4xx, 0 5xx
 *                        min         max         mean         sd        +/- sd
 *   time for request:    123us     12.34ms      1.23ms      456us    78.90%
 *
 * One run per summary: the time it took (seconds), requests per second, throughput, the requests' counts by
 * outcome and status class, and each timing row's mean and sd over the requests (seconds).
 */
import type { ConfigTable, TableRow } from '../../model';
import { finiteNumber } from '../../text/numbers';
import { secondsPer } from '../../text/units';
import type { Parser, Reader } from '../kit/types';
import { LEADS_LETTER, startHas } from '../kit/lineShape';

const FINISHED =
  /^\s*finished in (\d+(?:\.\d+)?)(s|ms),?\s+(\d+(?:\.\d+)?) req\/s(?:,\s*(\d+(?:\.\d+)?)([KMG]?B)\/s)?\s*$/;
const COUNTS = /^\s*(requests|status codes):\s*(.+)$/;
const TIMING =
  /^\s*(time for request|time for connect|time to 1st byte):\s+\S+\s+\S+\s+(\d+(?:\.\d+)?)(us|ms|s)\s+(\d+(?:\.\d+)?)(us|ms|s)\b/;
const OTHER = /^\s*(?:traffic:|min\s+max\s+mean|req\/s\s*:)/;

export const parseH2load: Parser = (lines, i) => {
  const f = FINISHED.exec(lines.at(i));
  if (!f) return undefined;
  const line = i + 1;
  const rows: TableRow[] = [
    { name: 'finished in', values: [finiteNumber(Number(f[1]) * secondsPer(f[2]!)!)], unit: 's', line },
    { name: 'req/s', values: [finiteNumber(f[3])], unit: 'req/s', line },
  ];
  if (f[4]) rows.push({ name: 'throughput', values: [finiteNumber(f[4])], unit: `${f[5]}/s`, line });
  let k = i + 1;
  for (; k < lines.count; k++) {
    const t = lines.at(k);
    const c = COUNTS.exec(t);
    if (c) {
      // `118035 succeeded`, `118040 2xx`: each count under its own name (from a number's start: tried at every digit
      // of a long run of digits, the pattern was quadratic)
      for (const m of c[2]!.matchAll(/(?<!\d)(\d+) ([\w]+)/g))
        rows.push({ name: `${c[1]} ${m[2]}`, values: [finiteNumber(m[1])], unit: 'count', line: k + 1 });
      continue;
    }
    const tm = TIMING.exec(t);
    if (tm) {
      const mean = finiteNumber(Number(tm[2]) * secondsPer(tm[3]!)!);
      const sd = finiteNumber(Number(tm[4]) * secondsPer(tm[5]!)!);
      // the sd is the spread of the requests' times, not of the mean: a measure of its own
      rows.push({ name: `${tm[1]} mean`, values: [mean], unit: 's', line: k + 1 });
      rows.push({ name: `${tm[1]} sd`, values: [sd], unit: 's', line: k + 1 });
      continue;
    }
    if (!OTHER.test(t)) break;
  }
  const data: ConfigTable = { type: 'table', columns: ['value'], rows };
  return { kind: 'results-table', end: k, data, title: 'h2load' };
};

/** Starts at `finished in 15.02s, 7869.00 req/s`. */
export const h2loadReader: Reader = {
  name: 'h2load',
  shape: startHas(LEADS_LETTER),
  start: /^\s*finished in \d/,
  read: parseH2load,
};
