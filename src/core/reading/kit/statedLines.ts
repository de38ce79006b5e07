/**
 * Lines read as the user states (a `read-lines` hint, src/core/hints): a table whose cells the gaps and the
 * stated separators part (`1  0.576131   vs   0.555889`), or lines of one run each (`Hoard 3.12 mem: 191836
 * duration: 4.526`). What no reader takes, or takes wrongly, is read as the user says; the rules still name
 * the measures and their units.
 */
import type { ConfigTable, Evidence, Lines, TableRow } from '../../model';
import type { PointedValue, ReadLinesHint } from '../../hints/format';
import { mean } from '../../math/stats';
import { parseNumber } from '../../text/numbers';
import { metricName } from '../../text/units';
import { isRuleLine, withoutComparisons, type Grid } from './grid';
import { rowPerUnit } from './cells';
import { statedValue } from './statedValue';
import { settledRows } from './results';
import type { ParseContext, Parsed } from './types';
import { copiedValueAsRead } from '../prepare/decimalCommas';
import { gridAsTable } from '../tables/table';
import { hintedGrid } from './hinted';

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Separators written glued to the cells (`a, b`, `key: v`, `k=v`): they part cells wherever they stand. */
const GLUED = /^[,;|:=]+$/;

/**
 * What parts a line into cells: runs of two or more blanks and a TAB, or the separators stated. A separator
 * other than punctuation written glued (`,` `:` `=` `;` `|`) parts cells only between blanks or at a line's
 * ends: `vs` (or `vs.`) and ` - ` part, the `-` of `Bulk-API` or `-11.9%` does not. `blanks`: any blank parts
 * cells (`compact_stall 3642 4048`).
 */
export function cellSplitter(separator: string | undefined): RegExp {
  const stated = (separator ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((s) =>
      s === 'blanks'
        ? '\\s+'
        : GLUED.test(s)
          ? `\\s*${escaped(s)}\\s*`
          : `\\s*(?<!\\S)${escaped(s)}${/\w$/.test(s) ? '\\.?' : ''}(?!\\S)\\s*`,
    );
  return new RegExp(stated.length ? stated.join('|') : '\\s{2,}|\\t');
}

/**
 * The cells of one line: parted, trimmed, the empty ones at its ends dropped (`| a | b |`). With separators
 * stated, only they part cells, and the gap after a row's label when a value follows it (`1  0.576131   vs
 * 0.555889`); a label's own gap before a note stays in it (`seq read  (MB/s) | 1320.068`).
 */
function cellsOf(t: string, split: RegExp, stated: boolean): string[] {
  const cells = t.split(split).map((c) => c.trim());
  while (cells.length && cells[0] === '') cells.shift();
  while (cells.length && cells[cells.length - 1] === '') cells.pop();
  const gap = stated && cells.length ? /\s{2,}|\t/.exec(cells[0]!) : null;
  const rest = gap ? cells[0]!.slice(gap.index + gap[0].length) : '';
  if (gap && /^[-+~]?\.?\d/.test(rest)) cells.splice(0, 1, cells[0]!.slice(0, gap.index), rest);
  return cells;
}

/** One number with its thousands grouped by commas (`40,074`, `31,639,578`, `1,234.5`): no list. */
const COMMA_THOUSANDS = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;

/**
 * A cell of numbers listed (`35188, 37426, 35140`, `24354 37708`): repetitions, written as the readers take them
 * (`a / b`). One number whose thousands commas group (`40,074`) is that number.
 */
function listed(cell: string): string {
  if (COMMA_THOUSANDS.test(cell)) return cell;
  const xs = cell.split(/\s*,\s*|\s+/).filter(Boolean);
  return xs.length >= 2 && xs.every((x) => /^[-+]?\d+(?:\.\d+)?$/.test(x)) ? xs.join(' / ') : cell;
}

/**
 * The author's change beside a value as mmtests prints it (`(   0.00%)`, `*  -11.45%*`): left out, the tool
 * compares itself, and a gap left in its place (`526.83 ( 0.00%) 468.52` is two cells).
 */
const MMTESTS_CHANGE = /(?<=\d)\s+(?:\(\s*[-+]?\d[\d.]*%\)|\*\s*[-+]?\d[\d.]*%\*)(?=\s|$)/g;

/**
 * A row with more cells than the columns the user named, its first ones words (`Hmean     disk-1   3597.12`):
 * those words are one label, parted by a wide gap as the statistic and the row's name are.
 */
function labelJoined(cells: string[], named: number | undefined): string[] {
  const extra = named ? cells.length - named : 0;
  if (extra <= 0 || cells.slice(0, extra + 1).some((c) => parseNumber(c) !== undefined)) return cells;
  return [cells.slice(0, extra + 1).join(' '), ...cells.slice(extra + 1)];
}

/** The lines [from, to) as a grid of the hint's cells and header; undefined when no line has two cells. */
function statedGrid(lines: Lines, from: number, to: number, h: ReadLinesHint): Grid | undefined {
  const split = cellSplitter(h.separator);
  // the label column where the user's names put it (compare.rb's `old  +x%  new  test-case`) is read first
  const at = h.columns ? h.columns.indexOf('') : 0;
  const labelFirst = (xs: string[]) =>
    at > 0 && xs.length > at ? [xs[at]!, ...xs.slice(0, at), ...xs.slice(at + 1)] : xs;
  const heads = h.header ?? (h.columns ? 0 : 1);
  // the header's lines as written; a data line's cell of values with units a row per unit
  const headLines: Grid['rows'] = [];
  const rows: Grid['rows'] = [];
  for (let k = from; k < to; k++) {
    const t = lines.at(k).replace(MMTESTS_CHANGE, '  ').trim();
    if (t === '' || isRuleLine(t)) continue;
    const cells = labelFirst(labelJoined(cellsOf(t, split, !!h.separator), h.columns?.length)).map(listed);
    if (headLines.length < heads) headLines.push({ cells, line: k + 1 });
    else rows.push(...rowPerUnit({ cells, line: k + 1 }));
  }
  const width = Math.max(0, ...rows.map((r) => r.cells.length), ...headLines.map((r) => r.cells.length));
  if (width < 2 || rows.length === 0) return undefined;
  let header =
    (h.columns && labelFirst(h.columns)) ??
    (headLines.length
      ? Array.from({ length: Math.max(...headLines.map((r) => r.cells.length)) }, (_, c) =>
          headLines
            .map((r) => r.cells[c] ?? '')
            .filter(Boolean)
            .join(' '),
        )
      : Array.from({ length: width }, (_, c) => (c === 0 ? '' : `column ${c + 1}`)));
  // a header without its corner names the last columns (`    1-page   1-page-this-patch` over `1  0.57  0.55`);
  // the names the user gave name the first ones
  const missing = Array<string>(Math.max(0, width - header.length)).fill('');
  header = h.columns ? [...header, ...missing] : [...missing, ...header];
  return { form: 'aligned', header, headerLine: from + 1, rows, sections: [], end: to };
}

/** A corner cell that names the rows' kind, not the table's measure (`Test`, `metric`, `kernel`). */
const GENERIC_CORNER =
  /^(?:metrics?|tests?|cases?|benchmarks?|workloads?|names?|configs?|kernels?|runs?|items?|labels?|rows?|params?|parameters?|key|keys)$/i;

/**
 * Lines [from, to) read as a table as the hint states it, or why they cannot be. The block's own structure
 * corrections (`ctx.hints`: the column that names the runs, a column that splits them or names the measures)
 * apply to it as to a table a reader found: `| test | alloc | time |` rows read with `alloc` naming the runs.
 */
export function statedTable(
  lines: Lines,
  from: number,
  to: number,
  h: ReadLinesHint,
  ctx: ParseContext,
): Parsed | string {
  const grid = statedGrid(lines, from, to, h);
  if (!grid) return 'no line of them holds two cells';
  let settled = settledRows(withoutComparisons(grid));
  let axis = h.runs;
  const evidence: Evidence[] = [];
  if (ctx.hints?.length) {
    const hinted = hintedGrid(settled, ctx.hints);
    if (typeof hinted === 'string') return hinted;
    settled = hinted.grid;
    axis = hinted.axis ?? axis;
    evidence.push(...hinted.evidence);
  }
  // a corner that names the table's measure (`runtime`, `memused.avg` over the workloads' rows) titles it
  const corner = settled.header[0]?.trim() ?? '';
  const named = axis === 'columns' && /^[A-Za-z][\w./-]*$/.test(corner) && !GENERIC_CORNER.test(corner);
  const parsed = named ? gridAsTable(lines, settled, ctx, axis, corner) : gridAsTable(lines, settled, ctx, axis);
  const t = parsed.data.type === 'table' ? parsed.data : undefined;
  if (!t || t.rows.every((r) => r.values.every((v) => v === undefined))) return 'no cell of them holds a number';
  return evidence.length ? { ...parsed, evidence: [...evidence, ...(parsed.evidence ?? [])] } : parsed;
}

/**
 * A measure and its value on a run's line: `mem: 177816`, `duration = 5.46 s`, `tps=35188`; a unit after the
 * value only where it is no next measure's name (`mem: 177816 duration: 5.46`). A key starts where no key
 * character precedes it (one start per word, not one per character of it: linear on a long word).
 */
const PAIR =
  /(?<![\w.%/-])([A-Za-z_][\w.%/-]*)\s*[:=]\s*([-+]?\d[\d,]*(?:\.\d+)?(?:[eE][-+]?\d+)?)(?:\s*(%|[A-Za-zµ]+(?:\/[A-Za-z]+)?)\b(?!\s*[:=]))?/g;

/** `s` without the characters of `marks` at its end, by a scan (a `[...]+$` pattern is quadratic on a long run of them). */
function withoutTrailing(s: string, marks: string): string {
  let b = s.length;
  while (b > 0 && marks.includes(s[b - 1]!)) b--;
  return s.slice(0, b).trim();
}

/** Lines [from, to) read as one run each: the words before the first `key: value` name it, the pairs are its measures. */
export function runLines(lines: Lines, from: number, to: number): Parsed | string {
  const runs: string[] = [];
  type Taken = { xs: number[]; line: number };
  const measures = new Map<string, { unit: string; values: Map<string, Taken> }>();
  for (let k = from; k < to; k++) {
    const t = lines.at(k).trim();
    const pairs = [...t.matchAll(PAIR)];
    const name = pairs.length ? withoutTrailing(t.slice(0, pairs[0]!.index), ' \t:;,=-') : '';
    if (!name) continue;
    if (!runs.includes(name)) runs.push(name);
    for (const p of pairs) {
      const n = parseNumber(p[2]!);
      if (!n) continue;
      const m = metricName(p[3] ? `${p[1]} (${p[3]})` : p[1]!);
      const at = measures.get(m.name) ?? { unit: m.unit, values: new Map<string, Taken>() };
      measures.set(m.name, at);
      const got = at.values.get(name) ?? { xs: [], line: k + 1 };
      at.values.set(name, got);
      got.xs.push(n.value * m.factor);
    }
  }
  if (runs.length === 0 || measures.size === 0) return 'no line of them names a run before a `key: value`';
  const rows: TableRow[] = [...measures].map(([name, m]) => {
    const per = runs.map((r) => m.values.get(r));
    const line = per.find((x) => x)!.line;
    return {
      name,
      values: per.map((x) => (x ? mean(x.xs) : undefined)),
      ...(per.some((x) => x && x.xs.length > 1)
        ? { samples: per.map((x) => (x && x.xs.length > 1 ? x.xs : undefined)) }
        : {}),
      lines: per.map((x) => x?.line),
      unit: m.unit,
      line,
    };
  });
  const data: ConfigTable = { type: 'table', columns: runs, rows };
  return { kind: 'results-table', end: to, data, confidence: 1, hinted: true };
}

/**
 * Where `value` stands whole in `t` from `from` on (not inside a longer number: `45` is not in `545MiB` nor in
 * `4.5`), or -1. A scan of its occurrences, each checked at its two ends.
 */
export function wholeValueAt(t: string, value: string, from = 0): number {
  const digitFirst = /^[-+~]?\.?\d/.test(value);
  const digitLast = /\d$/.test(value);
  for (let at = t.indexOf(value, from); at >= 0; at = t.indexOf(value, at + 1)) {
    const before = t.slice(Math.max(0, at - 1), at);
    const after = t.slice(at + value.length, at + value.length + 2);
    if (digitFirst && /[\d.,]/.test(before)) continue;
    if (digitLast && /^(?:\d|[.,]\d)/.test(after)) continue;
    return at;
  }
  return -1;
}

/** A time per operation written after a value (`124 ms/token`, `3.1 us/op`): the unit belongs to the measure. */
const PER_OPERATION_VALUE = /^(\S*\d)\s?((?:ns|us|µs|ms|s|sec)\/[A-Za-z]+)$/;

/** A range whose ends share one magnitude suffix written after the second (`51-52M`, `1.5–2k`). */
const SI_RANGE = /^(\d+(?:\.\d+)?)\s?[-–]\s?(\d+(?:\.\d+)?)([kKMG])$/;

/** A value pointed at: in base units, the unit it gives the measure (`%`, `s`, `MiB/sec`), a range's ends. */
interface Pointed {
  label: string;
  v: number;
  unit?: string;
  samples?: number[];
}

/**
 * A value pointed at, under its measure's row label (`inference (ms/token)` for a time per operation): a number
 * as the readers parse one (`7.81M`, `20%`, a ratio `2x` as its number: the value the user says it is), else as a
 * value stated after a name is read (kit/statedValue.ts: a hedge, a unit, a clock reading, a range). A bare
 * number takes the unit the measure's name gives (`AverageLatency_ms`).
 */
function pointed(measure: string, value: string): Pointed | undefined {
  const per = PER_OPERATION_VALUE.exec(value);
  const label = per ? `${measure} (${per[2]})` : measure;
  const factor = metricName(label).factor;
  const n = parseNumber(per ? per[1]! : value.replace(/\s?[x×]$/, ''));
  if (n) return { label, v: n.value * (n.percent ? 1 : factor), ...(n.percent ? { unit: '%' } : {}) };
  // a range of counts with its magnitude after both ends (`51-52M`): each end as the readers parse `52M`
  const si = SI_RANGE.exec(value);
  const [lo, hi] = si ? [si[1]! + si[3]!, si[2]! + si[3]!].map((x) => parseNumber(x)?.value) : [];
  if (lo !== undefined && hi !== undefined && lo < hi) return { label, v: ((lo + hi) / 2) * factor, samples: [lo, hi] };
  // pointed at, minutes and two digits of seconds whose `s` the post dropped (`16m45s vs 17m35`) are a clock's
  // reading (`1m33s`, `2m 6s` are read below, as any value stated after a name)
  const clock = /^(\d+)m(\d{2})$/.exec(value);
  if (clock) return { label, v: Number(clock[1]) * 60 + Number(clock[2]), unit: 's' };
  // a range of factors (`4.02–4.18×`) as a range of numbers: its middle, the ends its samples
  const stated = statedValue(value) ?? statedValue(value.replace(/(?<=\d)\s?[x×]$/, ''));
  if (!stated) return undefined;
  const v = stated.unit === '' ? stated.v * factor : stated.v;
  return {
    label,
    v,
    ...(stated.unit ? { unit: stated.unit } : {}),
    ...(stated.samples ? { samples: stated.samples } : {}),
  };
}

/**
 * Lines [from, to) read as the values the user points at in them (`as: values`): a table of the runs named (in
 * the order first named) by the measures named, each value found whole in the lines as written and read as a
 * table's cell is (`545MiB` in bytes, `1m47.001s` in seconds); a run's measure given again is a repetition (the
 * same text given again is found at its next occurrence). A value the lines do not hold, or one that is no
 * number, is said, and nothing of them is read: no number is taken that the text does not write.
 */
export function pointedValues(lines: Lines, from: number, to: number, h: ReadLinesHint): Parsed | string {
  const values = h.values ?? [];
  // the runs in the order first given, those changes are against first (the text's base: its values are derived)
  const runs = [...new Set([...values.flatMap((v) => (v.against ? [v.against] : [])), ...values.map((v) => v.run)])];
  // the lines as one text, a blank between them: a value a long line's break parts (`49016.3` / `MB/s`) is whole
  const starts: number[] = [];
  let joined = '';
  for (let k = from; k < to; k++) {
    starts.push(joined.length);
    joined += `${lines.at(k).trim()} `;
  }
  const rows = new Map<string, TableRow>();
  const taken = new Map<string, { xs: number[]; line: number }>();
  /** Where each value written alike was last found: the same text given again is its next occurrence. */
  const lastAt = new Map<string, number>();
  const changes: { v: PointedValue; got: Pointed; line: number }[] = [];
  const rowOf = (label: string, unit: string | undefined, line: number): TableRow => {
    const row = rows.get(label) ?? {
      name: metricName(label).name,
      values: runs.map(() => undefined),
      lines: runs.map(() => undefined),
      unit: unit ?? metricName(label).unit,
      line,
    };
    rows.set(label, row);
    return row;
  };
  /** A run's value of a row; one given again is a repetition: the mean of them, each kept. */
  const give = (row: TableRow, label: string, run: string, x: number, line: number, samples?: number[]) => {
    const column = runs.indexOf(run);
    const reps = taken.get(`${label}\n${run}`) ?? { xs: [], line };
    taken.set(`${label}\n${run}`, reps);
    reps.xs.push(x);
    row.values[column] = reps.xs.length > 1 ? mean(reps.xs) : x;
    row.lines![column] = reps.line;
    if (reps.xs.length > 1) (row.samples ??= runs.map(() => undefined))[column] = [...reps.xs];
    else if (samples) (row.samples ??= runs.map(() => undefined))[column] = samples;
  };
  for (const said of values) {
    // a value copied from a paragraph whose numbers a locale wrote (`1.487.148`) is found as the lines read it
    const asRead = wholeValueAt(joined, said.value) < 0 ? copiedValueAsRead(said.value) : undefined;
    const v = asRead === undefined ? said : { ...said, value: asRead };
    // a change is found apart from the values (`123947 ms (improved by ... / -11.4%)`: both pointed at)
    const seen = v.against ? `\u0000${v.value}` : v.value;
    const after = lastAt.get(seen);
    let where = after === undefined ? -1 : wholeValueAt(joined, v.value, after + 1);
    if (where < 0) where = wholeValueAt(joined, v.value);
    if (where < 0) return `"${said.value}" is not written in them`;
    lastAt.set(seen, where);
    let line = from + 1;
    while (line - from < starts.length && starts[line - from]! <= where) line++;
    const got = pointed(v.measure, v.value);
    if (!got) return `"${said.value}" reads as no number`;
    if (v.against) changes.push({ v, got, line });
    else give(rowOf(got.label, got.unit, line), got.label, v.run, got.v, line, got.samples);
  }
  const relative = new Set<string>();
  for (const { v, got, line } of changes) {
    const said = changeOf(v, got, rows, runs, relative);
    if (typeof said === 'string') return said;
    const row = rowOf(v.measure, said.unit, line);
    if (said.relative) relative.add(v.measure);
    for (const [run, x] of said.give) give(row, v.measure, run, x, line);
  }
  const data: ConfigTable = { type: 'table', columns: runs, rows: [...rows.values()] };
  return { kind: 'results-table', end: to, data, confidence: 1, hinted: true, title: lines.at(from).trim() };
}

/**
 * A change of a run against another (`0.57% smaller`, `-11.4%`, `-15991.0 ms`), with the values pointed at so
 * far: the other run's value from the run's own (`123947 ms` less 11.4% of the other's: 139938 ms), or the
 * run's from the other's; when neither is written, a percent gives both relative to the other (it 1, the run
 * 0.9943), the measure's unit none. What cannot be told is said.
 */
function changeOf(
  v: PointedValue,
  got: Pointed,
  rows: ReadonlyMap<string, TableRow>,
  runs: readonly string[],
  relative: ReadonlySet<string>,
): { give: [string, number][]; unit?: string; relative?: true } | string {
  const percent = got.unit === '%';
  const change = v.direction === undefined ? got.v : (v.direction === 'lower' ? -1 : 1) * Math.abs(got.v);
  const row = rows.get(v.measure);
  const own = row?.values[runs.indexOf(v.run)];
  const other = row?.values[runs.indexOf(v.against!)];
  const to = (x: number) => (percent ? x * (1 + change / 100) : x + change);
  const from = (x: number) => (percent ? x / (1 + change / 100) : x - change);
  if (percent && change <= -100) return `"${v.value}": a change of ${change}% leaves nothing to compare`;
  if (own !== undefined && other === undefined) return { give: [[v.against!, from(own)]] };
  if (own === undefined && other !== undefined) return { give: [[v.run, to(other)]] };
  if (own !== undefined && other !== undefined) return { give: [[v.against!, from(own)]] };
  if (!percent)
    return `"${v.value}" is an amount: point at ${v.run}'s or ${v.against}'s own ${v.measure} too, it is the change of one`;
  if (row && !relative.has(v.measure))
    return `"${v.value}": ${v.measure} has values of other runs; point at ${v.run}'s or ${v.against}'s own too`;
  return {
    give: [
      [v.against!, 1],
      [v.run, to(1)],
    ],
    unit: '',
    relative: true,
  };
}
