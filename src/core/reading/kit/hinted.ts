/**
 * The user's corrections of a table's structure (src/core/hints): how many lines head it, which column names
 * the runs (and which others split them), which axis holds them. Each is a fact that outweighs the reader's own
 * rules: the grid is reshaped and the orientation settled before any rule is asked.
 */
import type { ConfigTable, Evidence, TableRow } from '../../model';
import type { BlockHint, RunsAxis } from '../../hints/format';
import { describeHint } from '../../hints/format';
import type { Grid } from './grid';
import { BARE_NUMBER, wordColumn } from './results';

/** What the hints made of a grid: the grid, the axis they settled (if any), and the evidence, one entry per hint honored. */
export interface HintedGrid {
  grid: Grid;
  axis?: RunsAxis;
  evidence: Evidence[];
}

const BY_USER = 'your correction';

/** The first `n` lines head the table: the n - 1 rows below the header line join its names; 0: the header line is a row. */
function withHeaderRows(grid: Grid, n: number): Grid {
  if (n === 0) {
    const width = Math.max(grid.header.length, ...grid.rows.map((r) => r.cells.length));
    const header = Array.from({ length: width }, (_, c) => (c === 0 ? '' : `column ${c + 1}`));
    return { ...grid, header, rows: [{ cells: grid.header, line: grid.headerLine }, ...grid.rows] };
  }
  const joined = grid.rows.slice(0, n - 1);
  const header = grid.header.map((h, c) =>
    [h, ...joined.map((r) => r.cells[c] ?? '')]
      .map((x) => x.trim())
      .filter(Boolean)
      .join(' '),
  );
  return { ...grid, header, rows: grid.rows.slice(n - 1) };
}

const norm = (s: string) => s.trim().toLowerCase();

/** A column of bare numbers (a thread or instance count, a flag) says what they count by its header: `instances=24`. */
function named(grid: Grid, c: number): (cell: string) => string {
  const numbers = grid.rows.every((r) => BARE_NUMBER.test((r.cells[c] ?? '').trim()));
  return (cell) => (numbers && cell.trim() ? `${grid.header[c]!.trim()}=${cell.trim()}` : cell.trim());
}

/** Column `c` names the measures with the first (a size, a thread or instance count): joined to each row's label. */
function labelInColumn(grid: Grid, c: number): Grid {
  const keep = (xs: string[]) => xs.filter((_, k) => k !== c);
  const joined = (a: string, b: string) => [a.trim(), b.trim()].filter(Boolean).join(' ');
  const name = named(grid, c);
  return {
    ...grid,
    header: keep(grid.header).map((h, k) => (k === 0 ? joined(h, grid.header[c]!) : h)),
    rows: grid.rows.map((r) => ({
      line: r.line,
      cells: keep(r.cells).map((x, k) => (k === 0 ? joined(x, name(r.cells[c] ?? '')) : x)),
    })),
  };
}

/**
 * Column `c` names the runs: it goes first; the other word columns (a workload, a test) become part of each
 * measure's name, so one run's rows of several workloads are one run (`| ycsb-a | tpp | 12.3 |` -> run `tpp`,
 * measure `ycsb-a ops/s`); so do the columns `labels` (label-column hints: `| Prompt | -thp |` over `| 1 | 0 |`).
 * The columns `splits` (split-column hints) join the runs' names instead: `| AMX | baseline |` -> run `AMX baseline`.
 */
function runsInColumn(
  grid: Grid,
  c: number,
  labels: ReadonlySet<number> = new Set(),
  splits: readonly number[] = [],
): Grid {
  const others = grid.header.map((_, k) => k).filter((k) => k !== c && !splits.includes(k));
  const words = others.filter((k) => labels.has(k) || wordColumn(grid, k));
  const values = others.filter((k) => !words.includes(k));
  // columns of numbers (`| -thp | 1 |`, a thread count) name their runs and measures with their header: `-thp=1`
  const naming = new Map([c, ...splits, ...words].map((k) => [k, named(grid, k)]));
  const runOf = (r: Grid['rows'][number]) =>
    [c, ...splits]
      .map((k) => naming.get(k)!(r.cells[k] ?? ''))
      .filter(Boolean)
      .join(' ');
  // without word columns the runs column is read as the table's first (a column of numbers named by the rules)
  const first = (r: Grid['rows'][number]) => (splits.length ? runOf(r) : (r.cells[c] ?? ''));
  if (words.length === 0)
    return {
      ...grid,
      header: [grid.header[c]!, ...values.map((k) => grid.header[k]!)],
      rows: grid.rows.map((r) => ({ line: r.line, cells: [first(r), ...values.map((k) => r.cells[k] ?? '')] })),
    };
  const names: string[] = [];
  const column = new Map<string, number>();
  const rows: Grid['rows'] = [];
  /** run -> the rows it has so far, each a map from column to cell: a (run, measure) seen again starts another row, a repetition. */
  const byRun = new Map<string, { line: number; cells: Map<number, string> }[]>();
  for (const r of grid.rows) {
    const run = runOf(r);
    const prefix = words
      .map((k) => naming.get(k)!(r.cells[k] ?? ''))
      .filter(Boolean)
      .join(' ');
    const list = byRun.get(run) ?? [];
    byRun.set(run, list);
    for (const k of values) {
      const name = [prefix, grid.header[k]!.trim()].filter(Boolean).join(' ');
      let at = column.get(name);
      if (at === undefined) column.set(name, (at = names.push(name) - 1));
      let row = list.find((x) => !x.cells.has(at));
      if (!row) list.push((row = { line: r.line, cells: new Map() }));
      row.cells.set(at, r.cells[k] ?? '');
    }
  }
  for (const [run, list] of byRun)
    for (const x of list) rows.push({ line: x.line, cells: [run, ...names.map((_, at) => x.cells.get(at) ?? '')] });
  return { ...grid, header: [grid.header[c]!, ...names], rows, sections: [] };
}

/** The grid as the hints say, or why a hint does not fit it (a column it names is not there). */
export function hintedGrid(grid: Grid, hints: readonly BlockHint[]): HintedGrid | string {
  const out: HintedGrid = { grid, evidence: [] };
  const say = (h: BlockHint, decision: string, says: string) =>
    out.evidence.push({ decision, rule: `${BY_USER}: ${describeHint(h)}`, says, weight: 1 });
  for (const h of hints)
    if (h.kind === 'header-rows') {
      out.grid = withHeaderRows(out.grid, h.rows);
      say(h, 'header', `${h.rows} row${h.rows === 1 ? '' : 's'}`);
    }
  const column = (name: string) => out.grid.header.findIndex((x) => norm(x) === norm(name));
  const missing = (name: string) =>
    `no column "${name}" (the columns: ${out.grid.header.map((x) => x.trim()).join(', ')})`;
  const runsColumn = hints.find((h) => h.kind === 'runs-column');
  const labels = hints.filter((h) => h.kind === 'label-column');
  const splitting = hints.filter((h) => h.kind === 'split-column');
  if (runsColumn || splitting.length) {
    // the label columns join the measures' names beside the word columns, the first one included
    const at = new Set<number>();
    for (const h of labels) {
      const c = column(h.column);
      if (c < 0) return missing(h.column);
      at.add(c);
      say(h, 'label', `column ${h.column}`);
    }
    // the runs are the rows, named by the runs column (the first, unless a hint names another) and the split columns
    const c = runsColumn ? column(runsColumn.column) : 0;
    if (runsColumn && c < 0) return missing(runsColumn.column);
    const splits: number[] = [];
    for (const h of splitting) {
      const k = column(h.column);
      if (k < 0) return missing(h.column);
      if (k === c) return `column "${h.column}" names the runs already`;
      splits.push(k);
      say(h, 'orientation', 'rows');
    }
    out.grid = runsInColumn(out.grid, c, at, splits);
    out.axis = 'rows';
    if (runsColumn) say(runsColumn, 'orientation', 'rows');
  } else
    for (const h of labels) {
      const c = column(h.column);
      if (c <= 0) return c === 0 ? `column "${h.column}" is the first: it names the rows already` : missing(h.column);
      out.grid = labelInColumn(out.grid, c);
      say(h, 'label', `column ${h.column}`);
    }
  for (const h of hints)
    if (h.kind === 'runs-axis') {
      out.axis = h.runs;
      say(h, 'orientation', h.runs);
    }
  return out;
}

/**
 * A table read by a reader that keeps its own layout (a tool's format), turned the other way: the measures
 * become the runs and the runs the measures. Only where every measure has one unit: a run's values in
 * different units would be one measure no more.
 */
export function transposedTable(t: ConfigTable): ConfigTable | string {
  const units = new Set(t.rows.map((r) => r.unit));
  if (units.size > 1)
    return `its measures have different units (${[...units].join(', ')}): turned, one run would mix them`;
  const unit = t.rows[0]?.unit ?? '';
  const rows: TableRow[] = t.columns.map((name, c) => ({
    name,
    values: t.rows.map((r) => r.values[c]),
    unit,
    line: t.rows[0]?.line ?? 0,
    lines: t.rows.map((r) => r.lines?.[c] ?? r.line),
  }));
  return { type: 'table', columns: t.rows.map((r) => r.name), rows, ...(t.scale ? { scale: t.scale } : {}) };
}
