/** llama-bench output in every -o form (md, csv, json, jsonl, sql), sweep-bench tables, token-rate tables, and the heading that names a run. */
import { lineAt } from '../../text/lines';
import type { Lines, LlamaBenchData, LlamaBenchRow } from '../../model';
import { finiteNumber, parseMeanStd } from '../../text/numbers';
import { canonicalTest } from '../../text/vocabulary';
import { plainCell } from '../kit/cells';
import { isValueCell, markdownHeader, readDelimitedRows, readMarkdown, type Grid } from '../kit/grid';
import type { Parsed, Parser, Reader } from '../kit/types';

/** Columns that describe the model or the measurement, not the configuration. */
const NOT_CONFIG = new Set([
  'test',
  't/s',
  'model',
  'size',
  'params',
  'backend',
  'avg_ts',
  'stddev_ts',
  'avg_ns',
  'stddev_ns',
  'samples_ns',
  'samples_ts',
  'test_time',
  'n_prompt',
  'n_gen',
  'n_depth',
  'build_commit',
  'build_number',
  'cpu_info',
  'gpu_info',
  'model_filename',
  'model_type',
  'model_size',
  'model_n_params',
  'backends',
]);
/** JSON/CSV field -> markdown column name. */
const FIELD_NAME: Record<string, string> = {
  n_threads: 'threads',
  flash_attn: 'fa',
  use_mmap: 'mmap',
  n_gpu_layers: 'ngl',
  n_batch: 'n_batch',
  n_ubatch: 'n_ubatch',
};

/** The fields of a result a row is made of (the others name its config). */
const RESULT_FIELDS = [
  'n_prompt',
  'n_gen',
  'n_depth',
  'avg_ts',
  'stddev_ts',
  'model_type',
  'model_size',
  'model_n_params',
  'samples_ts',
] as const;
type ResultFields = { readonly [K in (typeof RESULT_FIELDS)[number]]?: unknown };

function testName(o: ResultFields): string | undefined {
  const count = (v: unknown) => {
    const n = finiteNumber(typeof v === 'number' || typeof v === 'string' ? v : 0) ?? 0;
    return Number.isInteger(n) && n < 1e9 ? n : 0;
  };
  const p = count(o.n_prompt);
  const g = count(o.n_gen);
  const d = count(o.n_depth);
  let t = p > 0 && g > 0 ? `pp${p}+tg${g}` : p > 0 ? `pp${p}` : g > 0 ? `tg${g}` : undefined;
  if (t && d > 0) t += `@d${d}`;
  return t;
}

function numArray(v: unknown): number[] | undefined {
  if (Array.isArray(v)) return v.map(Number).filter((x) => Number.isFinite(x));
  if (typeof v === 'string' && v.trim())
    return v
      .split(/[\s,]+/)
      .map(Number)
      .filter((x) => Number.isFinite(x));
  return undefined;
}

/** The configuration a record states: its fields that are not about the model or the measurement, by markdown column name. */
function configOf(o: Record<string, unknown>): Record<string, string> {
  const config: Record<string, string> = {};
  for (const [k, v] of Object.entries(o)) {
    if (NOT_CONFIG.has(k) || (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean')) continue;
    if (typeof v === 'number' && !Number.isFinite(v)) continue;
    config[FIELD_NAME[k] ?? k] = String(v);
  }
  return config;
}

/** `85590106112` bytes as `79.7117 GiB`, `140620634112` parameters as `140.621 B`: once per distinct value, as every row repeats them. */
const shown = { GiB: new Map<unknown, string | undefined>(), B: new Map<unknown, string | undefined>() };
function showAs(v: unknown, scale: number, unit: keyof typeof shown): string | undefined {
  const seen = shown[unit];
  if (seen.has(v)) return seen.get(v);
  if (seen.size > 1000) seen.clear();
  const n = Number(v);
  const s = n > 0 && Number.isFinite(n) ? `${+(n / scale).toPrecision(6)} ${unit}` : undefined;
  if (typeof v !== 'object' || v === null) seen.set(v, s);
  return s;
}

/** One result (a JSON object, a JSONL line, a CSV row, an SQL insert), its fields by name, -> a row; the config is built only for a result. */
function fromFields(o: ResultFields, config: () => Record<string, string>, line: number): LlamaBenchRow | undefined {
  const test = testName(o);
  const tps = Number(o.avg_ts);
  if (!test || !Number.isFinite(tps)) return undefined;
  const sd = Number(o.stddev_ts);
  const row: LlamaBenchRow = { config: config(), test, tps, line };
  const model = {
    name: typeof o.model_type === 'string' ? o.model_type : undefined,
    size: showAs(o.model_size, 2 ** 30, 'GiB'),
    params: showAs(o.model_n_params, 1e9, 'B'),
  };
  if (model.name ?? model.size ?? model.params) row.model = model;
  if (Number.isFinite(sd)) row.stddev = sd;
  const samples = numArray(o.samples_ts);
  if (samples?.length) row.samples = samples;
  return row;
}

/** One result object (JSON, JSONL, SQL insert) -> a row. */
function fromRecord(o: Record<string, unknown>, line: number): LlamaBenchRow | undefined {
  return fromFields(o, () => configOf(o), line);
}

/**
 * A CSV row under this header -> a row: each field from the column that holds it (the last of a repeated
 * name, as in an object built from the row), the columns found once for all rows.
 */
function csvRow(header: string[]): (cells: string[], line: number) => LlamaBenchRow | undefined {
  const byName: Record<string, number> = {};
  header.forEach((h, idx) => (byName[h] = idx));
  const columns = Object.entries(byName);
  const at = new Map(columns);
  // a field the header lacks reads past the row's last cell: undefined
  const col = (name: (typeof RESULT_FIELDS)[number]) => at.get(name) ?? header.length;
  const [p, g, d, avg, sd, type, size, params, samples] = RESULT_FIELDS.map(col);
  // every cell is a string: each config column is the config's, under its markdown name
  const configColumns = columns.filter(([k]) => !NOT_CONFIG.has(k)).map(([k, c]) => [FIELD_NAME[k] ?? k, c] as const);
  return (cells, line) =>
    fromFields(
      {
        n_prompt: cells[p!],
        n_gen: cells[g!],
        n_depth: cells[d!],
        avg_ts: cells[avg!],
        stddev_ts: cells[sd!],
        model_type: cells[type!],
        model_size: cells[size!],
        model_n_params: cells[params!],
        samples_ts: cells[samples!],
      },
      () => {
        const config: Record<string, string> = {};
        for (const [name, c] of configColumns) config[name] = cells[c]!;
        return config;
      },
      line,
    );
}

/** A column that holds a token rate: `t/s`, `Tokens/Second`, `tok/s`. */
const RATE_HEADER = /^(?:t\/s|tok\/s|tokens?\s?\/\s?s(?:ec(?:ond)?)?|tokens per second)$/i;

function sectionAt(grid: Grid, idx: number): string | undefined {
  let section: string | undefined;
  for (const s of grid.sections) if (s.from <= idx) section = s.name;
  return section;
}

/** llama-bench markdown (`test` and `t/s` columns), or a summary table whose only number is a token rate. */
function fromMarkdown(grid: Grid): LlamaBenchRow[] | undefined {
  const h = grid.header.map((x) => x.trim());
  const ti = h.indexOf('test');
  const vi = ti >= 0 ? h.indexOf('t/s') : rateOnlyColumn(grid);
  if (vi < 0) return undefined;
  const rows: LlamaBenchRow[] = [];
  grid.rows.forEach((r, idx) => {
    // the best rate in bold (`**25.35**`) is a rate like the others
    const ms = parseMeanStd(plainCell(r.cells[vi] ?? ''));
    if (!ms) return;
    const config: Record<string, string> = {};
    h.forEach((name, c) => {
      if (!NOT_CONFIG.has(name) && c !== vi) config[name] = r.cells[c] ?? '';
    });
    // without a test column the rate is named by its own header (`Tokens/Second`)
    const test = ti >= 0 ? canonicalTest(r.cells[ti] ?? '') : h[vi]!;
    const cell = (name: string) => (h.includes(name) ? r.cells[h.indexOf(name)]?.trim() || undefined : undefined);
    const model = { name: cell('model'), size: cell('size'), params: cell('params') };
    rows.push({
      config,
      test,
      tps: ms.mean,
      stddev: ms.stddev,
      line: r.line,
      section: sectionAt(grid, idx),
      ...((model.name ?? model.size ?? model.params) ? { model } : {}),
    });
  });
  return rows.length ? rows : undefined;
}

/** sweep-bench's header (trimmed): `PP`, `N_KV` and `S_PP t/s` among its columns. */
const isSweepHeader = (h: readonly string[]) => h.includes('PP') && h.includes('N_KV') && h.includes('S_PP t/s');

/** The column of a header (trimmed) that holds the rate: `t/s` beside `test`, else the one token-rate column; -1. */
function rateColumn(h: readonly string[]): number {
  if (h.includes('test')) return h.indexOf('t/s');
  const rate = h.filter((x) => RATE_HEADER.test(x));
  return rate.length === 1 && h.length >= 2 ? h.indexOf(rate[0]!) : -1;
}

/** The one token-rate column of a table whose other columns are all words (they name the config); else -1. */
function rateOnlyColumn(grid: Grid): number {
  const vi = rateColumn(grid.header.map((x) => x.trim()));
  if (vi < 0) return -1;
  const wordsOnly = grid.rows.every((r) => r.cells.every((c, k) => k === vi || (c !== '' && !isValueCell(c))));
  return wordsOnly ? vi : -1;
}

/** sweep-bench: `| PP | TG | N_KV | T_PP s | S_PP t/s | T_TG s | S_TG t/s |` -> `S_PP t/s pp512@d0`: the column as written, at its size and depth. */
function fromSweep(grid: Grid): LlamaBenchRow[] | undefined {
  const h = grid.header.map((x) => x.trim());
  const col = (n: string) => h.indexOf(n);
  if (!isSweepHeader(h)) return undefined;
  const rows: LlamaBenchRow[] = [];
  for (const r of grid.rows) {
    const pp = r.cells[col('PP')];
    const tg = r.cells[col('TG')];
    const kv = r.cells[col('N_KV')];
    const spp = Number(r.cells[col('S_PP t/s')]);
    const stg = Number(r.cells[col('S_TG t/s')]);
    if (Number.isFinite(spp)) rows.push({ config: {}, test: sweepTest('pp', pp, kv), tps: spp, line: r.line });
    if (tg && Number.isFinite(stg)) rows.push({ config: {}, test: sweepTest('tg', tg, kv), tps: stg, line: r.line });
  }
  return rows.length ? rows : undefined;
}

/** A sweep-bench metric names its rate column (S_PP/S_TG) and the test at depth, so it reads as printed and compares with llama-bench -d. */
function sweepTest(phase: 'pp' | 'tg', n: unknown, kv: unknown): string {
  return `S_${phase.toUpperCase()} t/s ${phase}${fieldText(n)}@d${fieldText(kv)}`;
}

/** A JSON field as text: a string, number or boolean as printed, anything else as JSON (`undefined` when absent). */
function fieldText(v: unknown): string {
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'
    ? String(v)
    : (JSON.stringify(v) ?? 'undefined');
}

/** A test label that already names its rate (`Tokens/Second`, `S_PP t/s pp512@d0`) is the whole metric name. */
export function rateMetric(test: string): string {
  return /t\/s\b|tokens?\s?\/\s?s/i.test(test) ? test : `${test} t/s`;
}

/**
 * The markdown heading that names a result block: the nearest `#` heading (or `**bold**` line) above
 * it, across the command and the tool's log lines, within 15 lines. A sentence, another table or a
 * `build:` footer in between means the heading is the document's, not this run's.
 */
function headingAbove(lines: Lines, i: number): string | undefined {
  for (let k = i - 1; k >= 0 && k >= i - 15; k--) {
    if (lines.command[k]) continue;
    const t = lines.at(k).trim();
    if (t.startsWith('|') || t.startsWith('build:') || /[.!?]$/.test(t)) return undefined;
    const m = /^#{1,6}\s(.+)$/.exec(t) ?? /^\*\*([^*]+)\*\*:?$/.exec(t);
    if (!m) continue;
    const heading = m[1]!.trim().replace(/:$/, '');
    return heading && heading.length <= 80 ? heading : undefined;
  }
  return undefined;
}

/** Model facts at the end of a heading (`IQ5_K 161.722 GiB (5.909 BPW) PPL=4.2213`): size, bits per weight and perplexity describe the file, not the run. */
const MODEL_FACTS = [
  /\s\d+(?:\.\d+)?\s?[KMGT]i?B$/i,
  /\s\(\s?\d+(?:\.\d+)?\s?bpw\s?\)$/i,
  /\sPPL\s?[=:]\s?\d+(?:\.\d+)?$/i,
];

/** The config name a heading gives a run: the heading without the model facts at its end. */
export function runName(heading: string): string {
  let name = heading.trim();
  for (let cut = true; cut;) {
    cut = false;
    for (const re of MODEL_FACTS) {
      const at = name.search(re);
      if (at > 0) {
        name = name.slice(0, at).trimEnd();
        cut = true;
      }
    }
  }
  return name;
}

function footer(lines: Lines, k: number): { build?: string; end: number } {
  let j = k;
  while (j < lines.count && lines.at(j).trim() === '') j++;
  const m = j < lines.count ? /^build:\s*(\S+)(?:\s*\((\d+)\))?/.exec(lines.at(j).trim()) : null;
  return m ? { build: m[2] ? `${m[1]} (${m[2]})` : m[1], end: j + 1 } : { end: k };
}

/** SQL: `INSERT INTO test (a, b) VALUES ('x', 1);` (after an optional CREATE TABLE). */
function sqlValues(s: string): string[] {
  const out: string[] = [];
  const re = /\s*(?:'((?:[^']|'')*)'|([^,]+?))\s*(?:,|$)/gy;
  let m: RegExpExecArray | null;
  while (re.lastIndex < s.length && (m = re.exec(s)))
    out.push(m[1] !== undefined ? m[1].replace(/''/g, "'") : m[2]!.trim());
  return out;
}

function parseSql(lines: Lines, i: number): Parsed | undefined {
  let k = i;
  if (/^CREATE TABLE IF NOT EXISTS test\b/.test(lines.at(k).trim())) {
    while (k < lines.count && !/\);\s*$/.test(lines.at(k))) k++;
    k++;
  }
  const rows: LlamaBenchRow[] = [];
  for (; k < lines.count; k++) {
    const m = /^INSERT INTO test \(([^)]*)\) VALUES \((.*)\);\s*$/.exec(lines.at(k).trim());
    if (!m) {
      if (lines.at(k).trim() === '') continue;
      break;
    }
    const cols = m[1]!.split(',').map((c) => c.trim());
    const vals = sqlValues(m[2]!);
    const o: Record<string, unknown> = {};
    cols.forEach((c, idx) => (o[c] = vals[idx]));
    const row = fromRecord(o, k + 1);
    if (row) rows.push(row);
  }
  if (!rows.length) return undefined;
  while (k > i && lines.at(k - 1).trim() === '') k--;
  return { kind: 'llama-bench', end: k, data: { type: 'llama-bench', rows, form: 'sql' } };
}

function parseJson(lines: Lines, i: number): Parsed | undefined {
  // a JSON array: read up to its closing bracket, the `]` indented like the opening `[` (a nested
  // array's own `]` would make every record a failed parse: quadratic)
  const indent = (s: string) => s.length - s.trimStart().length;
  const open = indent(lines.at(i));
  const buf: string[] = [];
  for (let k = i; k < lines.count && k < i + 200000; k++) {
    buf.push(lines.at(k));
    // `-o json | jq -c`: the whole array on its first line
    const minified = k === i && lines.at(k).trimEnd().endsWith(']');
    if (!minified && (lines.at(k).trim() !== ']' || indent(lines.at(k)) !== open)) continue;
    let arr: unknown;
    try {
      arr = JSON.parse(buf.join('\n'));
    } catch {
      continue;
    }
    if (!Array.isArray(arr)) return undefined;
    // line of each object: the line of its opening brace at depth 1
    const starts: number[] = [];
    for (let q = i; q <= k; q++) if (/^\s*\{/.test(lines.at(q))) starts.push(q + 1);
    const rows = arr
      .map((o, idx) =>
        o && typeof o === 'object' ? fromRecord(o as Record<string, unknown>, starts[idx] ?? i + 1) : undefined,
      )
      .filter((r): r is LlamaBenchRow => !!r);
    return rows.length
      ? { kind: 'llama-bench', end: k + 1, data: { type: 'llama-bench', rows, form: 'json' } }
      : undefined;
  }
  return undefined;
}

function parseJsonl(lines: Lines, i: number): Parsed | undefined {
  const rows: LlamaBenchRow[] = [];
  let sweep = false;
  let k = i;
  for (; k < lines.count; k++) {
    const t = lines.at(k).trim();
    if (!t.startsWith('{')) break;
    let o: Record<string, unknown>;
    try {
      o = JSON.parse(t) as Record<string, unknown>;
    } catch {
      break;
    }
    if ('speed_pp' in o) {
      sweep = true;
      // a rate past what a double holds (a number of 400 digits) is no reading: left out, as in the markdown form
      const spp = Number(o.speed_pp);
      const stg = Number(o.speed_tg);
      if (Number.isFinite(spp)) rows.push({ config: {}, test: sweepTest('pp', o.pp, o.n_kv), tps: spp, line: k + 1 });
      if ('speed_tg' in o && Number.isFinite(stg))
        rows.push({ config: {}, test: sweepTest('tg', o.tg, o.n_kv), tps: stg, line: k + 1 });
      continue;
    }
    const row = fromRecord(o, k + 1);
    if (!row) break;
    rows.push(row);
  }
  return rows.length
    ? { kind: 'llama-bench', end: k, data: { type: 'llama-bench', rows, form: 'jsonl', sweep } }
    : undefined;
}

/** Whether a Markdown header holds the columns `fromSweep` or `fromMarkdown` need (looked at before the rows are cut). */
function llamaHeader(header: readonly string[]): boolean {
  const h = header.map((x) => x.trim());
  return isSweepHeader(h) || rateColumn(h) >= 0;
}

function parseMarkdown(lines: Lines, i: number): Parsed | undefined {
  const header = markdownHeader(lines, i);
  if (!header || !llamaHeader(header)) return undefined;
  const grid = readMarkdown(lines, i);
  if (!grid) return undefined;
  const sweepRows = fromSweep(grid);
  const rows = sweepRows ?? fromMarkdown(grid);
  if (!rows) return undefined;
  const f = footer(lines, grid.end);
  const data: LlamaBenchData = { type: 'llama-bench', rows, form: 'markdown', sweep: !!sweepRows };
  if (f.build) data.build = f.build;
  return { kind: 'llama-bench', end: f.end, data };
}

function parseAt(lines: Lines, i: number): Parsed | undefined {
  const l = lineAt(lines, i);
  if (l.command) return undefined;
  const t = l.text.trim();
  const c = t.charCodeAt(0);
  if (t.includes('|')) {
    const md = parseMarkdown(lines, i);
    if (md) return md;
  }
  if (c === 91 /* [ */ && (t === '[' || t.startsWith('[{') || t.startsWith('[ {'))) return parseJson(lines, i);
  if (c === 123 /* { */ && /"(build_commit|avg_ts|speed_pp|n_prompt)"/.test(t)) return parseJsonl(lines, i);
  if (/^(CREATE TABLE IF NOT EXISTS test|INSERT INTO test )/.test(t)) return parseSql(lines, i);
  if (/^"?build_commit"?,/.test(t)) {
    const rows: LlamaBenchRow[] = [];
    let toRow: ReturnType<typeof csvRow> | undefined;
    const region = readDelimitedRows(lines, i, (cells, line, header) => {
      const row = (toRow ??= csvRow(header))(cells, line);
      if (row) rows.push(row);
    });
    return region && rows.length
      ? { kind: 'llama-bench', end: region.end, data: { type: 'llama-bench', rows, form: 'csv' } }
      : undefined;
  }
  return undefined;
}

export const parseLlamaBench: Parser = (lines, i) => {
  const parsed = parseAt(lines, i);
  if (parsed) {
    const heading = headingAbove(lines, i);
    if (heading) parsed.title = heading;
  }
  return parsed;
};

/** Starts at a markdown row, JSON, SQL or the CSV header. */
export const llamaBenchReader: Reader = {
  name: 'llamaBench',
  start: /\||^\s*(?:\[|\{|CREATE TABLE|INSERT INTO|"?build_commit)/,
  read: parseLlamaBench,
};
