/**
 * The summary that HTTP and gRPC load generators of one family print (hey, ghz, oha), in many GitHub posts:
 *
 *   Summary:
 *     Count:        38779            (ghz)      Success rate: 100.00%   (oha)
 *     Total:        10.13 s
 *     Slowest:      183.89 ms
 *     Fastest:      0.17 ms
 *     Average:      1.08 ms
 *     Requests/sec: 3829.50
 *
 *   Response time histogram: ...
 *   Latency distribution:
 *     10 % in 0.92 ms                   (ghz; hey and oha write `10% in 0.0004 secs`)
 *
 * the key and its value parted by spaces or a TAB. One run per summary: its times in seconds (`Total`, `Slowest`,
 * `Fastest`, `Average`, each percentile as `latency p10`), `Requests/sec`, sizes in bytes, the count and success rate as
 * written; the histogram, the other sections and their lines are part of the block, not measured.
 */
import type { ConfigTable, TableRow } from '../../model';
import { finiteNumber } from '../../text/numbers';
import { bytesPer, secondsPer } from '../../text/units';
import type { Parser, Reader } from '../kit/types';
import { LEADS_LETTER, startHas } from '../kit/lineShape';

const HEAD = /^\s*Summary:\s*$/;
/** `Total:\t10.13 s`, `Requests/sec: 10.0473`, `Success rate: 100.00%`: a key of the summary and its value. */
const FIELD = /^\s+([A-Z][\w/ .+-]{1,30}?):\s+(-?\d+(?:\.\d+)?)\s*(%|[A-Za-zµ]+)?\s*$/;
/** The keys a summary of this family holds: two of them at least, with a time among them. */
const TIMES = new Set(['Total', 'Slowest', 'Fastest', 'Average']);
/** A section the tools print after the summary. */
const SECTION =
  /^\s*(?:Response time (?:histogram|distribution)|Latency distribution|Details \([\w ,]+\)|Status code distribution|Error distribution):\s*$/;
/** A line of a section: an indented histogram bucket, a percentile, a status count, a detail. */
const SECTION_LINE = /^\s+\S/;
/** `10 % in 0.92 ms`, `99% in 18.6991 secs`: a percentile of the requests' latency. */
const PERCENTILE = /^\s+(\d{1,2}(?:\.\d+)?)\s*%\s+in\s+(\d+(?:\.\d+)?)\s*([a-zµ]+)\s*$/;

export const parseLoadSummary: Parser = (lines, i) => {
  if (!HEAD.test(lines.at(i))) return undefined;
  const rows: TableRow[] = [];
  const add = (name: string, v: number | undefined, unit: string, line: number) => {
    if (v !== undefined) rows.push({ name, values: [v], unit, line });
  };
  let times = 0;
  let k = i + 1;
  // the summary's fields; a blank line may part them (oha's `Total data:` group)
  for (; k < lines.count; k++) {
    const t = lines.at(k);
    if (t.trim() === '' && k + 1 < lines.count && FIELD.test(lines.at(k + 1))) continue;
    const f = FIELD.exec(t);
    if (!f) break;
    const [, key, raw, unit = ''] = f;
    const per = unit === '' || unit === '%' ? undefined : secondsPer(unit);
    const size = per === undefined && unit !== '' && unit !== '%' ? bytesPer(unit) : undefined;
    if (TIMES.has(key!) && per !== undefined) times++;
    if (per !== undefined) add(key!, finiteNumber(Number(raw) * per), 's', k + 1);
    // oha's `Total data: 200.00 KiB`, `Size/sec: 10.05 KiB`: bytes, or bytes per second
    else if (size !== undefined)
      add(key!, finiteNumber(Number(raw) * size), key!.endsWith('/sec') ? 'bytes/s' : 'bytes', k + 1);
    else add(key!, finiteNumber(raw), key === 'Requests/sec' ? 'req/s' : unit, k + 1);
  }
  if (times < 2 || !rows.some((r) => r.name === 'Requests/sec')) return undefined;
  // the sections after it (blank lines between), their percentiles measured
  let end = k;
  for (let s = k; s < lines.count; end = s) {
    while (s < lines.count && lines.at(s).trim() === '') s++;
    if (s >= lines.count || !SECTION.test(lines.at(s))) break;
    for (s++; s < lines.count && SECTION_LINE.test(lines.at(s)); s++) {
      const p = PERCENTILE.exec(lines.at(s));
      const per = p ? secondsPer(p[3]!) : undefined;
      if (p && per !== undefined) add(`latency p${p[1]}`, finiteNumber(Number(p[2]) * per), 's', s + 1);
    }
  }
  const data: ConfigTable = { type: 'table', columns: ['value'], rows };
  return { kind: 'results-table', end, data, title: 'load test summary' };
};

/** Starts at the `Summary:` line. */
export const loadSummaryReader: Reader = {
  name: 'load summary',
  shape: startHas(LEADS_LETTER),
  start: HEAD,
  read: parseLoadSummary,
};
