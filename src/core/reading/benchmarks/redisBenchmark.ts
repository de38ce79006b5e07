/**
 * redis-benchmark's output (also valkey-benchmark). Its default output: a `====== SET ======` section per
 * command with `10000 requests completed in 0.08 seconds`, the cumulative latencies (`99.52% <= 105
 * milliseconds`; since 6.2 `50.000% <= 0.263 milliseconds (cumulative count 5203)` and a `Summary:` with
 * `throughput summary: N requests per second` and an avg/min/p50/p95/p99/max row) and `N requests per
 * second`. Its quiet output (`-q`): one line per command,
 * `SET: 13641.26 requests per second`, newer versions adding `, p50=0.335 msec`; or its `--csv` output,
 * a `"test","rps","avg_latency_ms",...` header over `"SET","83305.57","0.374",...` rows (with `-l` the
 * commands repeat: each repeat is a sample). One config per block (its label comes from the line above, a
 * heading or a `Without patch:`); each command is a metric in requests/s, its latencies times in seconds.
 */
import { mean } from '../../math/stats';
import type { ConfigTable, TableRow } from '../../model';
import { finiteNumber } from '../../text/numbers';
import type { Parser, Reader } from '../kit/types';

const LINE =
  /^\s*([A-Z][A-Z0-9_]*(?:[ (][\w:(),-]+){0,4})\s*:\s+(\d[\d,]*(?:\.\d+)?)\s+requests per second(?:,\s*p50=(\d+(?:\.\d+)?)\s*msec)?\s*\\?\s*$/;

export const parseRedisBenchmark: Parser = (lines, i) => {
  if (CSV_HEADER.test(lines.at(i))) return parseRedisCsv(lines, i);
  if (sectionName(lines.at(i)) !== undefined) return parseRedisSections(lines, i);
  const rows: TableRow[] = [];
  let k = i;
  for (; k < lines.count; k++) {
    const m = LINE.exec(lines.at(k));
    if (!m) break;
    rows.push({ name: m[1]!, values: [Number(m[2]!.replace(/,/g, ''))], unit: 'ops/s', line: k + 1 });
    if (m[3] !== undefined) rows.push({ name: `${m[1]} p50`, values: [Number(m[3]) * 1e-3], unit: 's', line: k + 1 });
  }
  if (!rows.length || rows.some((r) => !Number.isFinite(r.values[0]))) return undefined;
  const data: ConfigTable = { type: 'table', columns: ['value'], rows };
  return { kind: 'results-table', end: k, data, title: 'redis-benchmark' };
};

/** `--csv`'s header: the command, then `rps`, then the latencies in ms. */
const CSV_HEADER = /^\s*"test","rps"(?:,"\w+_ms")*\s*$/;
const CSV_ROW = /^\s*"([A-Z][A-Z0-9_]*(?:[ (][\w:(),-]+){0,4})"((?:,"[\d.]+")+)\s*$/;

function parseRedisCsv(lines: Parameters<Parser>[0], i: number): ReturnType<Parser> {
  const columns = lines
    .at(i)
    .trim()
    .split(',')
    .map((c) => c.replace(/"/g, ''));
  // command -> column -> the repeats' values
  const byTest = new Map<string, { line: number; values: number[][] }>();
  let k = i + 1;
  for (; k < lines.count; k++) {
    const m = CSV_ROW.exec(lines.at(k));
    if (!m) break;
    const cells = m[2]!.slice(1).split(',');
    if (cells.length !== columns.length - 1) break;
    const values = cells.map((c) => finiteNumber(c.replace(/"/g, '')));
    if (values.some((v) => v === undefined)) break;
    let t = byTest.get(m[1]!);
    if (!t) byTest.set(m[1]!, (t = { line: k + 1, values: columns.slice(1).map(() => []) }));
    values.forEach((v, c) => t.values[c]!.push(v!));
  }
  if (!byTest.size) return undefined;
  const rows: TableRow[] = [];
  for (const [test, t] of byTest)
    columns.slice(1).forEach((col, c) => {
      const xs = t.values[c]!;
      const latency = col !== 'rps';
      const scaled = latency ? xs.map((x) => x * 1e-3) : xs;
      rows.push({
        // `p50_latency_ms` -> `SET p50`, as the quiet output's p50 is named
        name: latency ? `${test} ${col.replace(/_latency_ms$|_ms$/, '').replace(/_/g, ' ')}` : test,
        values: [mean(scaled)],
        ...(scaled.length > 1 ? { samples: [scaled] } : {}),
        unit: latency ? 's' : 'ops/s',
        line: t.line,
      });
    });
  const data: ConfigTable = { type: 'table', columns: ['value'], rows };
  return { kind: 'results-table', end: k, data, title: 'redis-benchmark' };
}

/** `====== SET ======` -> `SET` (by a scan: a line of `=` alone is a rule). */
function sectionName(line: string): string | undefined {
  const t = line.trim();
  if (!t.startsWith('====== ') || !t.endsWith(' ======')) return undefined;
  const name = t.slice(7, -7).trim();
  return /^[A-Z][A-Z0-9_]*(?:[ (][\w:(),-]+){0,4}$/.test(name) ? name : undefined;
}

const COMPLETED = /^(\d+) requests completed in (\d+(?:\.\d+)?) seconds$/;
const RATE = /^(?:throughput summary: )?(\d+(?:\.\d+)?) requests per second$/;
/** A cumulative latency line: the share of requests at or under a bound (`99.52% <= 105 milliseconds`). */
const CUMULATIVE = /^(\d+(?:\.\d+)?)% <= (\d+(?:\.\d+)?) milliseconds(?: \(cumulative count \d+\))?$/;
/** The lines of a section that state nothing measured (its settings and sub-headings). */
const SECTION_NOTE =
  /^(?:\d+ parallel clients|\d+ bytes payload|keep alive: \d|host configuration .*|multi-thread: \w+|threads: \d+|latency by percentile distribution:|cumulative distribution of latencies:|summary:|latency summary \(msec\):)$/i;
const SUMMARY_HEAD = /^avg\s+min\s+p50\s+p95\s+p99\s+max$/;

/** One command's section: what it measured, as rows named by the command. */
interface Section {
  name: string;
  line: number;
  rate?: number;
  elapsed?: number;
  /** The first cumulative distribution's points, in order: [share %, bound in ms]. */
  cumulative: [number, number][];
  /** The summary row's latencies in ms, by column. */
  summary?: Record<string, number>;
}

/** The default output's sections, from a `====== NAME ======` line on, while every line is one a section holds. */
function parseRedisSections(lines: Parameters<Parser>[0], i: number): ReturnType<Parser> {
  const sections: Section[] = [];
  let end = i;
  let summaryNext = false;
  for (let k = i; k < lines.count; k++) {
    const t = lines.at(k).trim();
    const name = sectionName(t);
    const s = sections[sections.length - 1];
    if (name !== undefined) sections.push({ name, line: k + 1, cumulative: [] });
    else if (t === '' || SECTION_NOTE.test(t)) {
      if (t !== '') end = k + 1;
      continue;
    } else if (summaryNext && s) {
      const v = t.split(/\s+/).map(Number);
      if (v.length === 6 && v.every(Number.isFinite))
        s.summary = { avg: v[0]!, p50: v[2]!, p95: v[3]!, p99: v[4]!, max: v[5]! };
    } else if (SUMMARY_HEAD.test(t)) {
      summaryNext = true;
      end = k + 1;
      continue;
    } else if (!s || !readSectionLine(s, t)) break;
    summaryNext = false;
    end = k + 1;
  }
  const rows = sections.flatMap(sectionRows);
  if (!rows.length) return undefined;
  const data: ConfigTable = { type: 'table', columns: ['value'], rows };
  return { kind: 'results-table', end, data, title: 'redis-benchmark' };
}

/** Reads one line into the section; false when the line is none a section holds. */
function readSectionLine(s: Section, t: string): boolean {
  let m = COMPLETED.exec(t);
  if (m) return ((s.elapsed = Number(m[2])), true);
  m = RATE.exec(t);
  if (m) return ((s.rate = Number(m[1])), true);
  m = CUMULATIVE.exec(t);
  if (!m) return false;
  const point: [number, number] = [Number(m[1]), Number(m[2])];
  const last = s.cumulative[s.cumulative.length - 1];
  // 6.2 prints the distribution twice (by percentile, then cumulative): the first is kept
  if (!last || point[0] >= last[0]) s.cumulative.push(point);
  return true;
}

/** The bound under which `share` percent of the requests completed, in ms; none when it is `<= 0` (under the printed resolution). */
function percentile(points: readonly [number, number][], share: number): number | undefined {
  const bound = points.find(([p]) => p >= share)?.[1];
  return bound === 0 ? undefined : bound;
}

function sectionRows(s: Section): TableRow[] {
  const rows: TableRow[] = [];
  const row = (name: string, value: number | undefined, unit: string) => {
    if (value !== undefined && Number.isFinite(value)) rows.push({ name, values: [value], unit, line: s.line });
  };
  row(s.name, s.rate, 'ops/s');
  row(`${s.name} elapsed`, s.elapsed, 's');
  const ms = (v: number | undefined) => (v === undefined ? undefined : v * 1e-3);
  if (s.summary) for (const [k, v] of Object.entries(s.summary)) row(`${s.name} ${k}`, ms(v), 's');
  else {
    row(`${s.name} p50`, ms(percentile(s.cumulative, 50)), 's');
    row(`${s.name} p99`, ms(percentile(s.cumulative, 99)), 's');
  }
  return rows;
}

/** Starts at a `CMD: N requests per second` line, the `--csv` header or a `====== CMD ======` section. */
export const redisBenchmarkReader: Reader = {
  name: 'redis-benchmark',
  start: /requests per second|^\s*"test","rps"|^\s*====== [A-Z]/,
  read: parseRedisBenchmark,
};
