/**
 * stress-ng's metrics (`--metrics`, `--metrics-brief`): a two-line header
 *
 *   stressor       bogo ops real time  usr time  sys time   bogo ops/s     bogo ops/s CPU used per       RSS Max
 *                             (secs)    (secs)    (secs)   (real time) (usr+sys time) instance (%)          (KB)
 *
 * then a row per stressor (`numa  5360  60.01  2.10  237.43  89.32  22.38  99.80  5616`); each line may
 * carry the log prefix (`stress-ng: info:  [3423] `, `stress-ng: metrc: [1892] `, `stress-ng: `). The
 * stressors are one run's, each cell the metric `<stressor> <column>`; times are seconds, RSS Max KB.
 * The lines printed around them (the hogs dispatched before; --times, the tally and the end after) are
 * part of the block. Its `--perf` counters are read too (perfCounters).
 */
import type { ConfigTable, TableRow } from '../../model';
import type { Parser, Reader } from '../kit/types';

const PREFIX = /^\s*stress-ng:\s+(?:[a-z]+:\s+\[\d+\]\s+)?/;
const HEADER = /^stressor\s+bogo ops\s+real time\s+usr time\s+sys time\s+bogo ops\/s\s+bogo ops\/s/;
const UNITS_LINE = /^\(secs\)\s+\(secs\)\s+\(secs\)\s+\(real time\)/;
/** The columns in the order printed, with their unit and the factor to it; the last two only with --metrics. */
const COLUMNS: { name: string; unit: string; factor: number }[] = [
  { name: 'bogo ops', unit: 'count', factor: 1 },
  { name: 'real time', unit: 's', factor: 1 },
  { name: 'usr time', unit: 's', factor: 1 },
  { name: 'sys time', unit: 's', factor: 1 },
  { name: 'bogo ops/s (real time)', unit: 'ops/s', factor: 1 },
  { name: 'bogo ops/s (usr+sys time)', unit: 'ops/s', factor: 1 },
  { name: 'CPU used per instance (%)', unit: '%', factor: 1 },
  { name: 'RSS Max', unit: 'bytes', factor: 1024 },
];
const NUMBER = /^\d+(?:\.\d+)?$/;
/** The lines stress-ng prints before its metrics (`setting to a 60 second run per stressor`, `dispatching hogs: 9 ramfs`, notes). */
const PREAMBLE = /^(?:setting to a |dispatching hogs:|note: |cache allocate:|defaulting to a )/;
/** The lines it prints after them: --times (`for a 60.03s run time:`, `7.71s user time (  0.13%)`), the tally, the end. */
const TRAILER =
  /^(?:[a-z][\w-]*:$|\d+ System Management Interrupts?$|for a [\d.]+s run time:$|[\d.]+s (?:available CPU|user|system|total) time\b|load average:|passed:|failed:|skipped:|metrics untrustworthy:|successful run completed|unsuccessful run completed|thermal zone|metrics-check:|miscellaneous metrics:|[a-z][\w-]*\s+[\d.]+ [^()]*\(harmonic mean|[a-z][\w-]*\s+[\d.]+ [^()]*\(geometric mean)/;
/** How many preamble lines may come before the header. */
const MAX_PREAMBLE = 8;

const body = (text: string) => text.replace(PREFIX, '').trim();

/**
 * `--perf` counters, one per line with the log prefix: `stress-ng: info:  [6848]  4,399,219,085,152 CPU Cycles
 * 67.327 B/sec` (the count, the event, its rate with stress-ng's K/M/B scale, maybe a note such as `(0.367
 * instr. per cycle)`): each event's count and `<event> per sec`.
 */
const PERF_LINE = /^([\d,]+)\s+([A-Za-z][\w -]{0,60}?)\s+([\d.]+)\s*([KMBT]?)\/sec(?:\s+\([^()]{0,60}\))?$/;
const PERF_SCALE: Record<string, number> = { '': 1, K: 1e3, M: 1e6, B: 1e9, T: 1e12 };

function perfCounters(lines: Parameters<Parser>[0], i: number): ReturnType<Parser> {
  const rows: TableRow[] = [];
  let k = i;
  for (; k < lines.count && PREFIX.test(lines.at(k)); k++) {
    const m = PERF_LINE.exec(body(lines.at(k)));
    if (!m) break;
    const count = Number(m[1]!.replace(/,/g, ''));
    const rate = Number(m[3]) * PERF_SCALE[m[4]!]!;
    const event = m[2]!.trim();
    if (Number.isFinite(count)) rows.push({ name: event, values: [count], unit: 'count', line: k + 1 });
    if (Number.isFinite(rate)) rows.push({ name: `${event} per sec`, values: [rate], unit: '/s', line: k + 1 });
  }
  if (rows.length < 4) return undefined;
  return {
    kind: 'results-table',
    end: k,
    data: { type: 'table', columns: ['value'], rows },
    title: 'stress-ng --perf',
  };
}

export const parseStressNg: Parser = (lines, i) => {
  if (PREFIX.test(lines.at(i)) && /\/sec\b/.test(lines.at(i))) return perfCounters(lines, i);
  let h = i;
  while (h < lines.count && h - i < MAX_PREAMBLE && PREAMBLE.test(body(lines.at(h)))) h++;
  if (h >= lines.count || !HEADER.test(body(lines.at(h)))) return undefined;
  let k = h + 1;
  if (k < lines.count && UNITS_LINE.test(body(lines.at(k)))) k++;
  const rows: TableRow[] = [];
  for (; k < lines.count; k++) {
    const [stressor, ...cells] = body(lines.at(k)).split(/\s+/);
    if (!stressor || !/^[a-z][\w-]*$/i.test(stressor) || cells.length < 6 || cells.length > COLUMNS.length) break;
    if (!cells.every((c) => NUMBER.test(c))) break;
    cells.forEach((c, j) => {
      const col = COLUMNS[j]!;
      const v = Number(c) * col.factor;
      if (Number.isFinite(v)) rows.push({ name: `${stressor} ${col.name}`, values: [v], unit: col.unit, line: k + 1 });
    });
  }
  if (!rows.length) return undefined;
  while (k < lines.count && TRAILER.test(body(lines.at(k)))) k++;
  const data: ConfigTable = { type: 'table', columns: ['value'], rows };
  return { kind: 'results-table', end: k, data, title: 'stress-ng' };
};

/** Starts at its header or the lines printed before it, with or without the log prefix. */
export const stressNgReader: Reader = {
  name: 'stress-ng',
  start: /\bstressor\s+bogo ops\b|setting to a .* run per stressor|dispatching hogs:|^\s*stress-ng:.*\/sec\b/,
  read: parseStressNg,
};
