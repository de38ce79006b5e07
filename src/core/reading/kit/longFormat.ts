/**
 * Long ("tidy") tables: one row per run and measure, a column naming the measure (`config,metric,value`,
 * `kernel,benchmark,value,unit`, `| setup | metric | mean | stddev |`). The runs are the other word
 * columns, the measures the named column's cells (with the value column's name when there are several).
 * Also tables whose runs are a tunable's values in a leading column (settingRunsTable), read the same way.
 */
import type { ConfigTable, TableRow } from '../../model';
import { finiteNumber } from '../../text/numbers';
import { mean, stddev as sampleStddev } from '../../math/stats';
import { isConfigLike, isMetricLike, metricName } from '../../text/units';
import type { Grid } from './grid';
import { TUNABLE_BY_NAME } from '../../knowledge/tunables';
import { unemphasized } from '../../text/marks';
import { REPETITION_HEADER, cellValue, wordColumn } from './results';

/** A column whose cells name what each row measures. */
const MEASURE_KEY = /^(?:metrics?|measures?|measurements?|events?|counters?|stats?|statistics?|kpis?)$/i;
/**
 * A column naming the benchmark: what each row measures only under a plain value column
 * (`config,benchmark,value`); beside named measures (`| local | workload | off avg (s) |`) it is part of the run.
 */
const WORKLOAD_KEY = /^(?:benchmarks?|bench|tests?|test[ _]?(?:name|case)|testcase|workloads?)$/i;
/** A value column that adds nothing to the measure's name. */
const PLAIN_VALUE = /^(?:values?|results?|scores?|val|data|measured|mean|avg|average)$/i;
/** A column of the spread of the value column before it. */
const SPREAD = /^(?:std(?:dev)?|stdev|sd|σ|±|\+-|ci|error|err)$/i;
const UNIT_KEY = /^units?$/i;
/** A column of when a row was taken: neither the run nor a measure. */
const TIME_KEY = /^(?:ts|time(?:stamp)?|date|epoch|t)$/i;

type Sample = { v: number; line: number };

/** A long table, or one whose runs are a tunable's values in a leading column; its word columns found once. */
export function longTable(grid: Grid): ConfigTable | undefined {
  const words = grid.header.map((_, c) => wordColumn(grid, c));
  return tidyTable(grid, words) ?? settingRunsTable(grid, words);
}

/** Whether column c's cells differ between rows. */
const varies = (grid: Grid, c: number) => new Set(grid.rows.map((r) => (r.cells[c] ?? '').trim())).size > 1;

/** The table as runs over measures, when one word column names the measure and another the run. */
function tidyTable(grid: Grid, words: boolean[]): ConfigTable | undefined {
  const header = grid.header.map((h) => h.trim());
  const numeric = header
    .map((_, c) => c)
    .filter((c) => !words[c] && header[c] !== '' && !REPETITION_HEADER.test(header[c]!) && !SPREAD.test(header[c]!));
  // beside a `value` column, the other numbers are the run's parameters (`threads`) or its time (`ts`)
  const plainCols = numeric.filter((c) => PLAIN_VALUE.test(header[c]!));
  const valueCols = plainCols.length ? plainCols : numeric;
  const paramCols = numeric.filter((c) => !valueCols.includes(c) && !TIME_KEY.test(header[c]!));
  const unitCol = header.findIndex((h, c) => words[c] && UNIT_KEY.test(h));
  const plain = plainCols.length > 0;
  const measureCol = header.findIndex(
    (h, c) => words[c] && (MEASURE_KEY.test(h) || ((plain || unitCol >= 0) && WORKLOAD_KEY.test(h))),
  );
  if (measureCol < 0) return undefined;
  const runCols = header
    .map((_, c) => c)
    .filter(
      (c) =>
        (words[c] || paramCols.includes(c)) && c !== measureCol && c !== unitCol && !REPETITION_HEADER.test(header[c]!),
    );
  if (runCols.length === 0 || valueCols.length === 0) return undefined;
  // value columns named by runs (`| Benchmark | Metric | Base | Patched |`) make a wide table: configs are columns
  if (!valueCols.every((c) => PLAIN_VALUE.test(header[c]!) || (isMetricLike(header[c]!) && !isConfigLike(header[c]!))))
    return undefined;
  const runLabel = runLabeller(grid, runCols, (c) => !words[c]);
  // a long table repeats a run over several measures; without that it is a list of runs with a label column
  const measuresPerRun = new Map<string, Set<string>>();
  for (const r of grid.rows) {
    const run = runLabel(r.cells);
    measuresPerRun.set(run, (measuresPerRun.get(run) ?? new Set()).add((r.cells[measureCol] ?? '').trim()));
  }
  if (![...measuresPerRun.values()].some((m) => m.size > 1)) return undefined;
  const runs = [...measuresPerRun.keys()];
  const spreadOf = (c: number) => (SPREAD.test(header[c + 1] ?? '') ? c + 1 : undefined);
  const byMetric = new Map<string, { unit: string; byRun: Map<string, Sample[]>; sd: Map<string, number> }>();
  for (const r of grid.rows) {
    const measure = (r.cells[measureCol] ?? '').trim();
    if (!measure) continue;
    const unit = unitCol >= 0 ? (r.cells[unitCol] ?? '').trim() : '';
    const run = runLabel(r.cells);
    for (const c of valueCols) {
      const named = valueCols.length === 1 && PLAIN_VALUE.test(header[c]!) ? measure : `${measure} ${header[c]}`;
      const m = metricName(unit ? `${named} (${unit})` : named);
      const cv = cellValue(r.cells[c] ?? '', m.factor);
      if (cv.v === undefined) continue;
      let entry = byMetric.get(m.name);
      if (!entry) byMetric.set(m.name, (entry = { unit: m.unit, byRun: new Map(), sd: new Map() }));
      const got = entry.byRun.get(run);
      if (got) got.push({ v: cv.v, line: r.line });
      else entry.byRun.set(run, [{ v: cv.v, line: r.line }]);
      const s = spreadOf(c);
      const sd = s === undefined ? cv.sd : cellValue(r.cells[s] ?? '', m.factor).v;
      if (sd !== undefined) entry.sd.set(run, sd);
    }
  }
  const rows: TableRow[] = [];
  for (const [name, { unit, byRun, sd }] of byMetric) {
    const got = runs.map((run) => byRun.get(run));
    const row: TableRow = {
      name,
      unit,
      line: grid.headerLine,
      values: got.map((s) => (s ? finiteNumber(mean(s.map((x) => x.v))) : undefined)),
      lines: got.map((s) => s?.[0]!.line),
    };
    // a run written on several rows: its rows are repetitions
    const stddev = got.map((s, k) => (s && s.length > 1 ? sampleStddev(s.map((x) => x.v)) : sd.get(runs[k]!)));
    if (stddev.some((x) => x !== undefined)) row.stddev = stddev;
    if (got.some((s) => s && s.length > 1))
      row.samples = got.map((s) => (s && s.length > 1 ? s.map((x) => x.v) : undefined));
    rows.push(row);
  }
  return { type: 'table', columns: runs, rows };
}

/**
 * A row's run: the run columns whose cells vary (`tiered` of `host1,tiered`), or the one name they all share;
 * a number says what it counts (`threads=8`).
 */
function runLabeller(grid: Grid, runCols: number[], counted: (c: number) => boolean): (cells: string[]) => string {
  const varying = runCols.filter((c) => varies(grid, c));
  const cols = varying.length ? varying : runCols.slice(0, 1);
  const cell = (cells: string[], c: number) => {
    const x = (cells[c] ?? '').trim();
    return counted(c) && x ? `${grid.header[c]!.trim()}=${x}` : x;
  };
  return (cells) =>
    cols
      .map((c) => cell(cells, c))
      .filter(Boolean)
      .join(' ') || 'value';
}

/**
 * Runs set by a tunable named in a leading column, each measured under the workloads the other leading
 * columns name (`| THP | victim WSS | place | cyc/access |` over `| never | 512 KB | same-CCX | 53.18 |`):
 * the runs are the tunable's values, each measure named by its workload (`512 KB same-CCX cyc/access`).
 */
function settingRunsTable(grid: Grid, words: boolean[]): ConfigTable | undefined {
  const header = grid.header.map((h) => h.trim());
  // the leading columns run to the last one of words (`place`); values only after it
  const first = words.lastIndexOf(true) + 1;
  if (first < 2 || first >= header.length || grid.rows.length < 2) return undefined;
  const setting = header.slice(0, first).findIndex((h) => TUNABLE_BY_NAME.has(h.toLowerCase()));
  if (setting < 0) return undefined;
  const workload = header
    .slice(0, first)
    .map((_, c) => c)
    .filter((c) => c !== setting);
  if (!varies(grid, setting) || !workload.some((c) => varies(grid, c))) return undefined;
  // each run named by its value (`never`), a number by what it sets (`numa_balancing=2`)
  const valueOf = new Map<string, string>();
  const rows = grid.rows.flatMap((r) => {
    const value = unemphasized(r.cells[setting] ?? '');
    const run = /^[-+]?\d+(?:\.\d+)?$/.test(value) ? `${header[setting]}=${value}` : value;
    valueOf.set(run, value);
    const where = workload.map((c) => unemphasized(r.cells[c] ?? '')).join(' ');
    return header
      .slice(first)
      .map((h, k) => ({ line: r.line, cells: [run, `${where} ${h}`, r.cells[first + k] ?? ''] }));
  });
  // run and measure are words, the value is not
  const table = tidyTable({ ...grid, header: ['config', 'metric', 'value'], rows }, [true, true, false]);
  const key = TUNABLE_BY_NAME.get(header[setting]!.toLowerCase())!.key;
  if (table) table.columnTunables = table.columns.map((run) => ({ [key]: valueOf.get(run) ?? run }));
  return table;
}
