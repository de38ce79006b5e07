/**
 * iperf's report, iperf2 and iperf3: an optional `[ ID] Interval  Transfer  Bandwidth` header (iperf3 says
 * `Bitrate` and adds `Retr`), then a line per stream and interval, `[  3]  0.0- 1.0 sec  9.88 MBytes  82.8
 * Mbits/sec`, and with parallel streams their sum, `[SUM]  0.00-30.00  sec  123 GBytes  35.2 Gbits/sec  0  sender`.
 * Also the last line alone, as posts quote it. One run per report. A measure is named by the header's word and the
 * interval (`Bandwidth 0.0-10.0 sec`), so a run's intervals stay apart and two runs of the same length compare; iperf3's
 * summary is named by its side instead (`Bitrate sender`, `Bitrate receiver`): the whole run's, whatever it lasted. Where the streams are summed, the sums are the run's; the transfer is in
 * bytes, the rate as written (`Mbits/sec`).
 */
import type { ConfigTable, TableRow } from '../../model';
import { finiteNumber } from '../../text/numbers';
import { bytesPer } from '../../text/units';
import type { Parser, Reader } from '../kit/types';

const HEAD = /^\s*\[\s*ID\]\s+Interval\s+Transfer\s+(Bandwidth|Bitrate)\b/;
/**
 * A stream's or the sum's line: interval, transfer, rate; iperf3's retries, congestion window and side after them. A
 * post may write a word of its own for the id (`TX   0.00-120.01 sec   140 MBytes  9.82 Mbits/sec`, `RX ...`).
 */
const LINE =
  /^\s*(?:\[\s*(\d+|SUM)\]|([A-Za-z][\w/-]{0,11}))\s+(\d+(?:\.\d+)?)\s*-\s*(\d+(?:\.\d+)?)\s+sec\s+(\d+(?:\.\d+)?)\s+([KMGT]?)Bytes\s+(\d+(?:\.\d+)?)\s+([KMGT]?bits\/sec)(?:\s+(\d+))?(?:\s+\d+(?:\.\d+)?\s+[KMGT]?Bytes)?(?:\s+(sender|receiver))?\s*$/;
/** Lines of an iperf report that carry no measure: its connection lines and banners. */
const OTHER =
  /^\s*(?:\[\s*\d+\]\s+local\s|-{5,}|Client connecting|Server listening|Connecting to host|TCP window size|\[\s*ID\]|iperf Done)/;

interface Reading {
  id: string;
  /** The word written for the id (`TX`): it names what the line measured, whatever the interval. */
  label?: string;
  interval: string;
  bytes: number | undefined;
  rate: number | undefined;
  rateUnit: string;
  retries: number | undefined;
  side: string;
  line: number;
}

/** A second of the interval with one decimal as iperf2 prints it (iperf3's `30.00` is `30.0`), so runs of both compare. */
const second = (s: string): string => (Number.isInteger(Number(s) * 10) ? Number(s).toFixed(1) : String(Number(s)));

function reading(t: string, line: number): Reading | undefined {
  const m = LINE.exec(t);
  if (!m) return undefined;
  return {
    id: m[1] ?? m[2]!,
    ...(m[2] === undefined ? {} : { label: m[2] }),
    interval: `${second(m[3]!)}-${second(m[4]!)} sec`,
    bytes: finiteNumber(Number(m[5]) * (bytesPer(`${m[6]}Bytes`) ?? NaN)),
    rate: finiteNumber(m[7]),
    rateUnit: m[8]!,
    retries: m[9] === undefined ? undefined : finiteNumber(m[9]),
    side: m[10] ?? '',
    line,
  };
}

/** How many banner lines (`Client connecting to ...`, a rule, the window size) may stand before the first reading. */
const BANNER = 6;

/** Where a report starts: its banner (`Client connecting to`, `Server listening on`, the rule), the header or a reading. */
const START =
  /^\s*(?:\[\s*(?:ID|SUM|\d+)\]\s|Client connecting to |Server listening on |Connecting to host |-{30,}\s*$|[A-Za-z][\w/-]{0,11}\s+\d+(?:\.\d+)?\s*-\s*\d+(?:\.\d+)?\s+sec\s)/;

export const parseIperf: Parser = (lines, i) => {
  if (!START.test(lines.at(i))) return undefined;
  // the report starts at its banner when it has one: the line above it is the command, or what names the run
  let h = i;
  while (
    h < lines.count &&
    h - i < BANNER &&
    !HEAD.test(lines.at(h)) &&
    !LINE.test(lines.at(h)) &&
    OTHER.test(lines.at(h))
  )
    h++;
  const head = h < lines.count ? HEAD.exec(lines.at(h)) : null;
  if (!head && !(h < lines.count && LINE.test(lines.at(h)))) return undefined;
  const rateName = head?.[1] ?? 'Bandwidth';
  const read: Reading[] = [];
  let k = head ? h + 1 : h;
  for (; k < lines.count; k++) {
    const t = lines.at(k);
    const r = reading(t, k + 1);
    if (r) read.push(r);
    else if (!OTHER.test(t)) break;
  }
  // with parallel streams, the sums; else every stream, named by its id when there are several
  const sums = read.filter((r) => r.id === 'SUM');
  const use = sums.length ? sums : read;
  if (!use.length) return undefined;
  const streams = new Set(use.map((r) => r.id)).size > 1;
  const rows: TableRow[] = [];
  for (const r of use) {
    // (runs of 10.00 and 10.02 seconds compare)
    const name = (what: string) =>
      r.label !== undefined
        ? [r.label, what, r.side].filter((x) => x !== '').join(' ')
        : [streams ? `stream ${r.id}` : '', what, r.side ? '' : r.interval, r.side].filter((x) => x !== '').join(' ');
    if (r.bytes !== undefined) rows.push({ name: name('Transfer'), values: [r.bytes], unit: 'bytes', line: r.line });
    if (r.rate !== undefined) rows.push({ name: name(rateName), values: [r.rate], unit: r.rateUnit, line: r.line });
    if (r.retries !== undefined) rows.push({ name: name('Retr'), values: [r.retries], unit: 'count', line: r.line });
  }
  const data: ConfigTable = { type: 'table', columns: ['value'], rows };
  return { kind: 'results-table', end: k, data, title: 'iperf' };
};

/** Starts at the banner, the `[ ID]` header or a reading. */
export const iperfReader: Reader = { name: 'iperf', start: START, read: parseIperf };
