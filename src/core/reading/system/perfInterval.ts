/**
 * `perf stat -I <ms>` output: a header `#           time             counts unit events` (optional), then one line
 * per event and interval, `     1.001034520        123,456,789      cycles` (the time is the interval's end, in
 * seconds; `<not counted>` counts are absent). One run: each event's rate per second over the intervals, the
 * intervals' rates as its samples (`cycles per second`).
 */
import type { ConfigTable, TableRow } from '../../model';
import { mean, stddev } from '../../math/stats';
import type { Parser, Reader } from '../kit/types';

const HEADER = /^\s*#\s+time\s+counts\s+(?:unit\s+)?events\s*$/;
const LINE =
  /^\s*(\d+\.\d{3,9})\s+([\d,]+(?:\.\d+)?|<not counted>|<not supported>)\s+(?:(msec|ms|Joules|MiB)\s+)?([A-Za-z_][\w\-./:=,]*)(?:\s+#.*?)?\s*(?:\([\d.]+%\))?\s*$/;

interface Sample {
  time: number;
  count?: number;
  line: number;
}

export const parsePerfInterval: Parser = (lines, i) => {
  let k = i;
  if (HEADER.test(lines.at(k))) k++;
  const byEvent = new Map<string, Sample[]>();
  for (; k < lines.count; k++) {
    const m = LINE.exec(lines.at(k));
    if (!m) break;
    const time = Number(m[1]);
    const count = m[2]!.startsWith('<') ? undefined : Number(m[2]!.replace(/,/g, ''));
    if (!Number.isFinite(time) || (count !== undefined && !Number.isFinite(count))) break;
    const event = m[3] ? `${m[4]} (${m[3]})` : m[4]!;
    const got = byEvent.get(event) ?? [];
    got.push({ time, count, line: k + 1 });
    byEvent.set(event, got);
  }
  // intervals: two lines of one event at least, at times that go up
  const rows: TableRow[] = [];
  for (const [event, samples] of byEvent) {
    if (samples.length < 2) continue;
    const rates: number[] = [];
    samples.forEach((s, n) => {
      const span = s.time - (n > 0 ? samples[n - 1]!.time : 0);
      if (s.count !== undefined && span > 0) rates.push(s.count / span);
    });
    if (!rates.length) continue;
    const row: TableRow = { name: `${event} per second`, values: [mean(rates)], unit: '/s', line: samples[0]!.line };
    if (rates.length > 1) {
      row.samples = [rates];
      row.stddev = [stddev(rates)];
    }
    rows.push(row);
  }
  if (!rows.length) return undefined;
  const data: ConfigTable = { type: 'table', columns: ['value'], rows };
  return { kind: 'results-table', end: k, data, title: 'perf stat -I' };
};

/** Starts at its header or an interval line (a time with its fraction, then a count). */
export const perfIntervalReader: Reader = {
  name: 'perf stat -I',
  start: /^\s*#\s+time\s+counts\b|^\s*\d+\.\d{3,9}\s+(?:[\d,]+|<not)/,
  read: parsePerfInterval,
};
