/** The comparison as tables (configs as columns, metrics as rows), shared by the text, Markdown and CSV renderers. */
import { compareOne } from '../judge/compare';
import type { Analysis, Comparison, Measurement } from '../model';
import { formatRatio, humanBytes } from '../text/numbers';
import { isKernelActivity, metricDirection } from '../text/vocabulary';
import { secondsPer } from '../text/units';
import { stddevText, valueCell } from './written';

export interface ReportRow {
  label: string;
  /** The metric the row is of (a stddev or ratio row's too). */
  metric: string;
  cells: string[];
  kind: 'value' | 'stddev' | 'ratio';
  /** Source line per cell (undefined where absent), and the block it is in. */
  lines: (number | undefined)[];
  blocks: (number | undefined)[];
  /** Ratio rows: better/worse per cell by the metric's direction, and whether Welch's test found it significant. */
  verdicts?: (Comparison['verdict'] | undefined)[];
  significant?: (boolean | undefined)[];
  /** Ratio rows: the ratio to the baseline per cell (undefined where either is absent). */
  ratios?: (number | undefined)[];
}

export interface ReportTable {
  title: string;
  configs: string[];
  baseline: string;
  rows: ReportRow[];
}

type Group = 'performance' | 'counters' | 'memory' | 'derived';

function groupOf(m: Measurement, derived: boolean): Group {
  if (derived) return 'derived';
  if (metricDirection(m.metric, m.unit) !== 'none') return 'performance';
  if (m.unit === 'count' || isKernelActivity(m.metric)) return 'counters';
  return 'memory';
}

const TITLES: Record<Group, string> = {
  performance: 'Performance',
  counters: 'Counters',
  memory: 'Memory and huge pages',
  derived: 'Derived tiering metrics',
};

/** What memory state is measured in: a size, or a meminfo / huge page / per-node name. */
const MEMORY_NAME =
  /huge|thp|mem|anon|page|slab|swap|rss|numa|node\s?\d|free|dirty|cached|active|mapped|shmem|vmalloc|commit|footprint|size|heap/i;

/** The group's title; measures with no direction that are not memory state (perf's IPC, a p-value) are other measurements. */
function titleOf(group: Group, ms: Measurement[]): string {
  if (group === 'memory' && !ms.every((m) => m.unit === 'bytes' || MEMORY_NAME.test(m.metric)))
    return 'Other measurements';
  return TITLES[group];
}

/** Short metric name for a ratio row: `pp512 t/s` -> `pp512`. */
function shortName(metric: string): string {
  return metric.endsWith('t/s') && /\s/.test(metric.charAt(metric.length - 4)) ? metric.slice(0, -3).trimEnd() : metric;
}

function cell(m: Measurement | undefined, scale: number, derived: boolean): string {
  if (!m) return '-';
  if (m.unit === 'bytes') return humanBytes(m.value);
  if (m.unit === 'ratio') return m.value.toFixed(m.value >= 10 ? 1 : 3);
  if (m.unit === 'x') return formatRatio(m.value);
  return scale === 1 ? valueCell(m, derived) : (m.value / scale).toFixed(2);
}

/** The measurement as its cell shows it: in millions in a table of millions (its spread too). */
function asShown(m: Measurement | undefined, scale: number): Measurement | undefined {
  if (!m || scale === 1 || ['bytes', 'ratio', 'x'].includes(m.unit)) return m;
  return { ...m, value: m.value / scale, stddev: m.stddev === undefined ? undefined : m.stddev / scale };
}

/** A time unit that ends a metric's name: `latency_ms`, `wait us`, `p99 (usec)`, `ms/iter`. */
const NAMED_TIME_UNIT = /(?:^|[\s_.(-])(ns|us|µs|usecs?|ms|msecs?|nsecs?)(?:\/\w+)?\)?$|\.(ns|us|ms)\./i;

/**
 * What a value in seconds is divided by to print in the unit its name states: a `latency_ms` read as
 * seconds prints in ms again (5, not 0.0050), so the name and the number agree and the number is the one
 * the author wrote. Other values: 1.
 */
export function namedUnitScale(metric: string, unit: string | undefined): number {
  if (unit !== 's') return 1;
  const hit = NAMED_TIME_UNIT.exec(metric);
  const u = hit?.[1] ?? hit?.[2];
  return (u && secondsPer(u)) || 1;
}

/** Below this (seconds), a row of times prints in ms, µs or ns: `0.000873` and `9.42892e-07` read as 0.873 and 942.9. */
const SMALL_SECONDS = 0.01;
const SUBSECOND_UNITS = ['ms', 'µs', 'ns'] as const;

/**
 * The unit a row of seconds prints in when its name states none and its largest value is under a hundredth of a
 * second (a reader turned `p99 (ms)` into `p99 (s)`): the largest of ms, µs and ns that brings that value to 1 or
 * more, and the row's label saying it (`p99 (ms)`, `Server Time (µs/call)`, `wait (ms)`). Else none.
 */
export function subsecondUnit(
  metric: string,
  unit: string | undefined,
  values: readonly number[],
): { f: number; label: string } | undefined {
  if (unit !== 's' || namedUnitScale(metric, unit) !== 1) return undefined;
  const largest = Math.max(0, ...values.map(Math.abs).filter(Number.isFinite));
  if (largest === 0 || largest >= SMALL_SECONDS) return undefined;
  const name = SUBSECOND_UNITS.find((u) => largest / secondsPer(u)! >= 1) ?? 'ns';
  const bracketed = /\(s(\/[^()]*)?\)$/.exec(metric);
  const label = bracketed ? `${metric.slice(0, bracketed.index)}(${name}${bracketed[1] ?? ''})` : `${metric} (${name})`;
  return { f: secondsPer(name)!, label };
}

function inNamedUnit(m: Measurement | undefined, f: number): Measurement | undefined {
  if (!m || f === 1) return m;
  return { ...m, value: m.value / f, stddev: m.stddev === undefined ? undefined : m.stddev / f };
}

/**
 * The decimals of a row's plain numbers made alike: a value written 0.50 reads back as 0.5, and beside a
 * 0.48 it was 0.50 (lkp, llama-bench and most tables print a column to one precision).
 */
function sameDecimals(cells: string[]): string[] {
  const plain = /^-?\d[\d,]*(?:\.(\d+))?$/;
  const found = cells.map((c) => plain.exec(c));
  if (found.some((d, i) => !d && cells[i] !== '-')) return cells;
  const most = Math.max(0, ...found.map((d) => d?.[1]?.length ?? 0));
  if (!most) return cells;
  return cells.map((c, i) => {
    const d = found[i];
    if (!d || c.includes(',')) return c;
    const has = d[1]?.length ?? 0;
    return has < most ? `${c}${has ? '' : '.'}${'0'.repeat(most - has)}` : c;
  });
}

/** A stddev as written (`± 14%`), or with as many decimals as the mean it belongs to (69.31 -> 2.70, 4.262 -> 0.004). */
function stddevCell(m: Measurement | undefined, shown: string): string {
  return m ? stddevText(m, shown) : '-';
}

/**
 * Build the report tables. Configs measured together in one table of the paste stay together; configs
 * that each come from a block of their own (one dump per file, one llama-bench table per config) are
 * grouped by the metrics they share. Counters and derived metrics form one table each.
 */
const built = new WeakMap<Analysis, ReportTable[]>();

/** The tables of an analysis, built once: the dashboard, the text, Markdown and CSV exports all ask. */
export function reportTables(a: Analysis): ReportTable[] {
  let t = built.get(a);
  if (!t) built.set(a, (t = buildTables(a)));
  return t;
}

function buildTables(a: Analysis): ReportTable[] {
  const order = a.configs.map((c) => c.label);
  const configsInBlock = new Map<number, Set<string>>();
  for (const m of a.measurements) configsInBlock.set(m.block, (configsInBlock.get(m.block) ?? new Set()).add(m.config));
  const cluster = (m: Measurement) => ((configsInBlock.get(m.block)?.size ?? 0) > 1 ? `block ${m.block}` : 'single');
  const configsByMetric = new Map<string, Set<string>>();
  for (const m of a.measurements)
    if (cluster(m) === 'single')
      configsByMetric.set(m.metric, (configsByMetric.get(m.metric) ?? new Set()).add(m.config));
  const groups = new Map<
    string,
    { group: Group; configs: string[]; metrics: string[]; seen: Set<string>; byKey: Map<string, Measurement> }
  >();
  const unitOf = new Map<string, string>();
  for (const m of [...a.measurements, ...a.derived]) if (!unitOf.has(m.metric)) unitOf.set(m.metric, m.unit);
  const add = (m: Measurement, derived: boolean) => {
    const group = groupOf(m, derived);
    let key: string = group;
    if (group === 'performance' || group === 'memory') {
      const c = cluster(m);
      key = `${group}\u0000${c === 'single' ? [...configsByMetric.get(m.metric)!].sort().join('\u0001') : c}`;
    }
    if (!groups.has(key)) groups.set(key, { group, configs: [], metrics: [], seen: new Set(), byKey: new Map() });
    const g = groups.get(key)!;
    if (!g.seen.has(`c\u0000${m.config}`)) {
      g.seen.add(`c\u0000${m.config}`);
      g.configs.push(m.config);
    }
    if (!g.seen.has(`m\u0000${m.metric}`)) {
      g.seen.add(`m\u0000${m.metric}`);
      g.metrics.push(m.metric);
    }
    const k = `${m.config}\u0000${m.metric}`;
    if (!g.byKey.has(k)) g.byKey.set(k, m);
  };
  a.measurements.forEach((m) => add(m, false));
  a.derived.forEach((m) => add(m, true));
  const rank = new Map(order.map((c, i) => [c, i]));
  for (const g of groups.values()) g.configs.sort((p, q) => (rank.get(p) ?? -1) - (rank.get(q) ?? -1));

  const out: ReportTable[] = [];
  const sorted = [...groups.values()].sort(
    (p, q) =>
      ['performance', 'counters', 'memory', 'derived'].indexOf(p.group) -
      ['performance', 'counters', 'memory', 'derived'].indexOf(q.group),
  );
  for (const g of sorted) {
    const baseline = g.configs.includes(a.baseline ?? '') ? a.baseline! : g.configs[0]!;
    const all = [...g.byKey.values()];
    const counts = all
      .filter((m) => m.unit === 'count' && m.value !== 0)
      .map((m) => Math.abs(m.value))
      .sort((x, y) => x - y);
    const scale = g.group === 'counters' && counts.length && counts[Math.floor(counts.length / 2)]! >= 1e7 ? 1e6 : 1;
    const rows: ReportRow[] = [];
    const ratioRows: ReportRow[] = [];
    for (const metric of g.metrics) {
      const ms = g.configs.map((c) => g.byKey.get(`${c}\u0000${metric}`));
      const small = subsecondUnit(
        metric,
        unitOf.get(metric),
        ms.map((m) => m?.value ?? 0),
      );
      const f = small?.f ?? namedUnitScale(metric, unitOf.get(metric));
      const label = small?.label ?? metric;
      const shown = ms.map((m) => inNamedUnit(m, f));
      const cells = sameDecimals(shown.map((m) => cell(m, scale, g.group === 'derived')));
      rows.push({
        label,
        metric,
        kind: 'value',
        cells,
        lines: ms.map((m) => m?.line),
        blocks: ms.map((m) => m?.block),
      });
      if (ms.some((m) => m?.stddev !== undefined))
        rows.push({
          label: '  stddev',
          metric,
          kind: 'stddev',
          cells: shown.map((m, i) => stddevCell(asShown(m, scale), cells[i]!)),
          lines: ms.map((m) => m?.line),
          blocks: ms.map((m) => m?.block),
        });
      if (g.group === 'performance' && g.configs.length > 1 && unitOf.get(metric) !== 'x') {
        // ratios against this table's baseline
        const base = g.byKey.get(`${baseline}\u0000${metric}`);
        const cmp = ms.map((m) => (m && base ? compareOne(m, base) : undefined));
        ratioRows.push({
          label: `${shortName(label)} vs ${baseline}`,
          metric,
          kind: 'ratio',
          cells: cmp.map((x) => (x ? formatRatio(x.ratio) + (x.significant === false ? '~' : '') : '-')),
          lines: ms.map((m) => m?.line),
          blocks: ms.map((m) => m?.block),
          verdicts: cmp.map((x) => x?.verdict),
          significant: cmp.map((x) => x?.significant),
          ratios: cmp.map((x) => x?.ratio),
        });
      }
    }
    const title = titleOf(g.group, all) + (scale === 1e6 ? ' (millions)' : '');
    out.push({ title, configs: g.configs, baseline, rows: [...rows, ...ratioRows] });
  }
  return out;
}
