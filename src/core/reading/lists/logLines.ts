/**
 * A tool's log: lines of one shape, each a repetition of the same measures, as producer and load tools print
 * them every interval (`222710 records sent, 44533.1 records/sec (21.24 MB/sec), 1113.7 ms avg latency`, go-ycsb's
 * `READ   - Takes(s): 0.3, Count: 506, OPS: 1916.9, Avg(us): 149`). Each number is a measure, named by the key
 * before it (`OPS:`) or the words after it (`ms avg latency`: in seconds, `avg latency`); a label before ` - `
 * (`READ`, `UPDATE`) names the operation the measures are of. The lines of one label are samples of one run; a
 * summary line or two right after them (kafka's and fluvio's totals: the same measures, once) give the values.
 * Tried after every other reader: its lines are what none of them reads.
 */
import type { ConfigTable, Lines, TableRow } from '../../model';
import { mean, stddev } from '../../math/stats';
import { finiteNumber } from '../../text/numbers';
import { bytesPer, secondsPer } from '../../text/units';
import type { Parser, Reader } from '../kit/types';
import { DIGIT, numbersIn, shapesOf, startHas } from '../kit/lineShape';

interface Measure {
  name: string;
  value: number;
  unit: string;
}

/** An operation's label before a dash (`READ   - `, `UPDATE - `). */
const LABEL = /^\s*([A-Za-z][\w-]{0,30})\s+-\s+(?=\S)/;
/** A value as a log writes it: `1916.9`, or grouped in thousands, `1,457,860`. */
const VALUE = String.raw`[-+]?\d{1,3}(?:,\d{3})+(?:\.\d+)?|[-+]?\d+(?:\.\d+)?`;
/** `key: number [unit]` or `key(unit): number`: the key names the measure. */
const KEYED = new RegExp(
  String.raw`^([A-Za-z\d][\w. %/-]{0,30}?)(?:\(([A-Za-zµ/]{1,8})\))?\s*[:=]\s*(${VALUE})\s*([A-Za-zµ/]{1,12})?$`,
);
/** `number [unit] words`: the words after the number name it (`records/sec`, `ms avg latency`, `ms 99th`). */
const VALUED = new RegExp(String.raw`^(${VALUE})\s*([A-Za-zµ][\w.%/µ]*(?:\s+(?![-+]?\d+(?:\.\d+)?$)[\w.%/]+){0,3})$`);

/** A measure in base units: a time in seconds, a size in bytes, a rate as written. */
function measure(name: string, raw: string, unitWord: string | undefined): Measure | undefined {
  const v = finiteNumber(raw.replace(/,/g, ''));
  if (v === undefined) return undefined;
  const seconds = unitWord ? secondsPer(unitWord) : undefined;
  if (seconds !== undefined) return { name, value: v * seconds, unit: 's' };
  const bytes = unitWord && !unitWord.includes('/') ? bytesPer(unitWord) : undefined;
  if (bytes !== undefined) return { name, value: v * bytes, unit: 'bytes' };
  return { name, value: v, unit: unitWord && unitWord.includes('/') ? unitWord : 'count' };
}

/** One part of a line (between commas or `~`, or in parentheses) as a measure, or undefined when it holds none. */
function partMeasure(part: string): Measure | undefined {
  const keyed = KEYED.exec(part);
  if (keyed) {
    const [, key, inKey, raw, after] = keyed;
    // `Sub stats: 1,457,860 msgs/sec`: a rate written after the value names the measure with the key
    const name = after?.includes('/') ? `${key!.trim()} ${after}` : key!.trim();
    return measure(name, raw!, inKey ?? after);
  }
  const valued = VALUED.exec(part);
  if (!valued) return undefined;
  const [first, ...rest] = valued[2]!.split(/\s+/);
  const unitFirst = secondsPer(first!) !== undefined || bytesPer(first!) !== undefined;
  // `1113.7 ms avg latency`: the unit, then what it measures; `44533.1 records/sec`, `20832 millis`: the unit is the name
  if (rest.length && unitFirst) return measure(rest.join(' '), valued[1]!, first);
  return measure(valued[2]!, valued[1]!, first!.includes('/') || (unitFirst && !rest.length) ? first : undefined);
}

/** A line as its label and measures; undefined unless every number on it is one of two or more measures. */
function logLine(text: string): { label: string; measures: Measure[]; shape: string } | undefined {
  if (text.length > 400) return undefined;
  const lead = LABEL.exec(text);
  const body = (lead ? text.slice(lead[0].length) : text).trim().replace(/[.:]$/, '');
  // `44533.1 records/sec (21.24 MB/sec)`: what a part's parentheses hold is a part of its own (`Takes(s)` keeps its unit)
  const parts = body
    .replace(/(?<=\S)\s+\(([^()]*)\)/g, ', $1')
    .split(/,\s+|(?<=\S)\s+~\s+/)
    .map((p) => p.trim().replace(/:$/, ''))
    .filter(Boolean);
  const measures: Measure[] = [];
  for (const part of parts) {
    const m = partMeasure(part);
    if (m) measures.push(m);
    else if (/\d/.test(part)) return undefined;
  }
  if (measures.length < 2 || new Set(measures.map((m) => m.name)).size !== measures.length) return undefined;
  return { label: lead?.[1] ?? '', measures, shape: measures.map((m) => m.name).join('\u0000') };
}

/** The lines that sum the log up, right after it: their measures are ones the log has, each given once. */
function summaryAfter(lines: { count: number; at(k: number): string }, k: number, names: Set<string>) {
  const out: Measure[] = [];
  let end = k;
  for (let j = k, blank = 0; j < lines.count && j < k + 4; j++) {
    const t = lines.at(j);
    if (t.trim() === '') {
      if (++blank > 1) break;
      continue;
    }
    const line = logLine(t) ?? { measures: [] as Measure[] };
    if (!line.measures.some((m) => names.has(m.name))) break;
    out.push(...line.measures.filter((m) => !out.some((o) => o.name === m.name)));
    end = j + 1;
  }
  return { measures: out, end };
}

/** Line i stands alone: no number on the lines right above and below it (a tool's other output has them). */
function setOff(lines: Lines, i: number): boolean {
  const bare = (k: number) => k < 0 || k >= lines.count || !/\d/.test(lines.at(k));
  return bare(i - 1) && bare(i + 1);
}

const shapeCounts = new WeakMap<Lines, Map<string, number>>();

/** How many lines of the paste read as each shape of log line: found once, over the lines with two numbers or more. */
function shapesIn(lines: Lines): Map<string, number> {
  let counts = shapeCounts.get(lines);
  if (counts) return counts;
  counts = new Map();
  const shapes = shapesOf(lines);
  for (let k = 0; k < lines.count; k++) {
    if (numbersIn(shapes.at(k)) < 2) continue;
    const line = logLine(lines.at(k));
    if (line) counts.set(line.shape, (counts.get(line.shape) ?? 0) + 1);
  }
  shapeCounts.set(lines, counts);
  return counts;
}

export const parseLogLines: Parser = (lines, i) => {
  const first = logLine(lines.at(i));
  if (!first) return undefined;
  const byKey = new Map<string, { values: number[]; unit: string; line: number }>();
  let k = i;
  const labels = new Set<string>();
  for (; k < lines.count; k++) {
    const line = k === i ? first : logLine(lines.at(k));
    if (!line || line.shape !== first.shape) break;
    labels.add(line.label);
    for (const m of line.measures) {
      const key = line.label ? `${line.label} ${m.name}` : m.name;
      const at = byKey.get(key);
      if (at) at.values.push(m.value);
      else byKey.set(key, { values: [m.value], unit: m.unit, line: k + 1 });
    }
  }
  // two lines of one label at least, or one line written again elsewhere in the paste (`Sub stats: ...` under each
  // run's heading): a single line is a sentence's numbers as often as a log's
  const repeated = [...byKey.values()].some((x) => x.values.length >= 2) || (labels.size >= 2 && k - i >= 2);
  if (!repeated && ((shapesIn(lines).get(first.shape) ?? 0) < 2 || !setOff(lines, i))) return undefined;
  const unlabelled = labels.size === 1 && labels.has('');
  const summary = unlabelled ? summaryAfter(lines, k, new Set(first.measures.map((m) => m.name))) : undefined;
  const rows: TableRow[] = [...byKey].map(([name, x]) => {
    const total = summary?.measures.find((m) => m.name === name);
    if (total) return { name, values: [total.value], unit: total.unit, line: x.line };
    if (x.values.length === 1) return { name, values: [x.values[0]!], unit: x.unit, line: x.line };
    return {
      name,
      values: [mean(x.values)],
      stddev: [stddev(x.values)],
      samples: [x.values],
      unit: x.unit,
      line: x.line,
    };
  });
  for (const m of summary?.measures ?? [])
    if (!byKey.has(m.name)) rows.push({ name: m.name, values: [m.value], unit: m.unit, line: k + 1 });
  const data: ConfigTable = { type: 'table', columns: ['value'], rows };
  return { kind: 'results-table', end: summary && summary.end > k ? summary.end : k, data, title: 'log lines' };
};

/** Starts at a line with two numbers at least. */
export const logLinesReader: Reader = {
  name: 'log lines',
  shape: startHas(DIGIT),
  start: /\d\D+\d/,
  read: parseLogLines,
};
