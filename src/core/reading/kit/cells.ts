/**
 * Table cells as people decorate them in posts: markdown emphasis and code marks around a value
 * (`**21.3s**`, `` `9.02` ``), the author's own change after it (`21.3s (-14%)`), a rate unit inside the
 * cell (`42.42 GB/s`, `7.66 tok/s`, `15.300 req/s`), and several runs in one cell (`0.71 / 0.72 / 0.74`).
 */
import { finiteNumber, parseNumber } from '../../text/numbers';
import { mean, stddev } from '../../math/stats';
import { cellNumber, cellUnit, countWithMagnitude } from './columns';
import type { Grid } from './grid';
import { bytesPer, COUNT_RATE, secondsPer } from '../../text/units';

const NUM = String.raw`[-+]?(?:\d[\d,]*(?:\.\d+)?|\.\d+)(?:[eE][-+]?\d+)?`;
/**
 * A rate written after its number: `GB/s`, `tok/s`, `req/s`, `ops/sec`, `MB/s`, `IOPS`, or folded into one word with
 * its magnitude (`Mpps`, `Gbps`: packets, bits per second), or frames per second (`83 FPS`), kept as written. IOPS with a magnitude (`570 KIOPS`) is a
 * count, read as one by kit/columns.ts countWithMagnitude.
 */
const RATE_WORD = String.raw`[A-Za-z]{1,12}/(?:s|sec)|[kKMGT]?(?:${COUNT_RATE})`;
const RATE_CELL = new RegExp(`^(${NUM})\\s?(${RATE_WORD})$`);
const RATE_UNIT = new RegExp(`^(?:${RATE_WORD})$`);
const isRate = (unit: string): boolean => RATE_UNIT.test(unit);
/**
 * The author's change in parentheses after the value: `(-14%)`, `( +5.13% )`, a change in `pct` as AMD's
 * scheduler reports write it, signed or not (`(0.00 pct)`, `(27.63 pct)`), or a ratio `(3.43×)`, each with the words
 * that say which way (`(1.16x faster)`, `(-14% better)`).
 */
const CHANGE_AFTER =
  /(?<!\s)\s*\(\s*(?:(?:[-+]\s*\d[\d.,]*\s*%|[-+]?\s*\d[\d.,]*\s*pct|\d[\d.,]*\s*[x×])(?:\s+[A-Za-z][A-Za-z ]{0,30})?)\s*\)$/;
/** A value, its spread and one unit after both: `120.5 ± 2.1 ms`, `812.3 +- 5.0 tok/s`. */
const SPREAD_UNIT = new RegExp(`^(${NUM})\\s*(?:±|\\+-|\\+/-)\\s*(${NUM})\\s?([A-Za-z]{1,12}(?:/(?:s|sec))?)$`);
/**
 * A range with its unit: `35–56 ms`, `35 - 56 ms`, `10 to 12 GB/s`. The unit is required: a bare `0-31`
 * is a CPU list or a label, not a measurement.
 */
const RANGE_UNIT = new RegExp(`^(${NUM})\\s*(?:–|—|--|-|~|to)\\s*(${NUM})\\s?([A-Za-zµ]{1,12}(?:/(?:s|sec))?)$`);
/** Runs in one cell, ` / ` between them (spaces required: `3/4` is a fraction, `MB/s` a unit). */
const RUNS_SEPARATOR = /(?<!\s)\s+\/\s+/;

/** The cell without emphasis, code marks and the author's trailing change; other text is kept. */
export function plainCell(c: string): string {
  let t = c.trim();
  // the value emphasized, a note after it: `**14.1 ms** (n=826, p99 14.2)`
  const lead = /^(\*\*|__|`)([^*_`]+)\1\s*\([^()]*\)$/.exec(t);
  if (lead) t = lead[2]!.trim();
  for (let k = 0; k < 2; k++) {
    const m = /^(\*\*|__|\*|_|`)(.+)\1$/.exec(t);
    if (!m) break;
    t = m[2]!.trim();
  }
  // a hedge before the value (`about 22.12 s`, `≈ 4.5`, `~902 MB`), `at least` after it (`25+ k`) and a typeset
  // minus (`−0.8%`) are how it was written
  if (/^(?:about|approx\.?|approximately|around|roughly|≈)\s/i.test(t)) t = t.replace(/^\S+\s+/, '');
  else if (/^[~≈]\s?(?=[\d.])/.test(t)) t = t.replace(/^[~≈]\s?/, '');
  if (/^\d[\d.,]*\+(?:\s|$)/.test(t)) t = t.replace('+', '');
  if (t.includes('\u2212')) t = t.replace(/\u2212/g, '-');
  // a word after the value (`0.21 ms, uniform`) says how it looked, not what it is
  return t
    .replace(FACTOR_AFTER, '')
    .replace(CHANGE_AFTER, '')
    .replace(VALUE_THEN_WORDS, '$1')
    .replace(VALUE_THEN_NOTE, '$1');
}

/** pyperf compare_to's verdict after a value: `27.7 ns: 1.03x faster (faster on 88% of runs)`, `1.2 ms: 1.10x slower`. */
const FACTOR_AFTER = /(?<=\S):\s+\d[\d.]*x (?:faster|slower)(?:\s+\([^()]{0,60}\))?$/;

/**
 * A value, then the author's note in parentheses that is no number, spread or unit: `65839 (!?)`,
 * `14.1 ms (n=826)`, `812 (best run)`. Not `(0.38)` (a spread), `(±2%)`, nor a lone unit `(ms)`.
 */
const VALUE_THEN_NOTE = new RegExp(
  `^(${NUM}(?:\\s?[A-Za-zµ%/]{1,8})?)\\s+\\((?![\\s\\d.+±-])(?![A-Za-zµ/]{1,6}\\))[^()]{1,40}\\)$`,
);

/** A value (or a range) with its unit, then a comma and words: `0.21 ms, uniform`, `35–56 ms, skewed`. */
const VALUE_THEN_WORDS = new RegExp(
  `^(${NUM}(?:\\s?(?:–|—|~|to)\\s?${NUM})?(?:\\s?[A-Za-zµ%/]{1,8})?),\\s+[A-Za-z][A-Za-z -]*$`,
);

/** The rate unit written in the cell (`GB/s`, `tok/s`, also after a spread), if any. */
export function cellRate(c: string): string | undefined {
  const t = plainCell(c);
  // a count with its magnitude (`5.01 MIOPS`) is in the unit without it: the run beside it in `KIOPS` compares
  const counted = countWithMagnitude(t);
  if (counted) return counted.unit;
  const m = RATE_CELL.exec(t) ?? SPREAD_UNIT.exec(t);
  const unit = m?.[m.length - 1];
  return unit && isRate(unit) ? unit : undefined;
}

/** The base unit (`s`, `bytes`) of a spread or range cell whose unit is a time or a size (`120.5 ± 2.1 ms`). */
export function spreadUnit(c: string): 's' | 'bytes' | undefined {
  const t = plainCell(c);
  const m = SPREAD_UNIT.exec(t) ?? RANGE_UNIT.exec(t);
  return m ? cellUnit(`${m[1]} ${m[3]}`) : undefined;
}

/** A value in a time or size unit in base units, or a rate (`x/s`) as written; undefined for other units. */
function unitValue(n: string, unit: string): number | undefined {
  if (cellUnit(`${n} ${unit}`) !== undefined) return cellNumber(`${n} ${unit}`);
  return isRate(unit) ? parseNumber(n)?.value : undefined;
}

/**
 * A range the author wrote instead of one value (`35–56 ms, skewed`): the run was measured, its value is
 * somewhere between the ends. Read as the middle of the range, the two ends kept as its samples.
 */
function rangeValue(t: string): { v: number; samples: number[] } | undefined {
  const r = RANGE_UNIT.exec(t);
  if (!r) return undefined;
  const lo = unitValue(r[1]!, r[3]!);
  const hi = unitValue(r[2]!, r[3]!);
  if (lo === undefined || hi === undefined || !(lo < hi) || lo < 0) return undefined;
  const v = finiteNumber((lo + hi) / 2);
  return v === undefined ? undefined : { v, samples: [lo, hi] };
}

/** A value the plain number readers miss: a number with a rate unit (as written), or runs (their mean and spread). */
export function decoratedValue(c: string): { v: number; sd?: number; samples?: number[] } | undefined {
  const t = plainCell(c);
  const rate = RATE_CELL.exec(t);
  if (rate) {
    const v = parseNumber(rate[1]!)?.value;
    return v === undefined ? undefined : { v };
  }
  const spread = SPREAD_UNIT.exec(t);
  if (spread) {
    const unit = spread[3]!;
    // a time or size converts to base units (`ms` -> s); a rate stays as written
    const base = cellUnit(`${spread[1]} ${unit}`) !== undefined;
    const v = base ? cellNumber(`${spread[1]} ${unit}`) : parseNumber(spread[1]!)?.value;
    const sd = base ? cellNumber(`${spread[2]} ${unit}`) : parseNumber(spread[2]!)?.value;
    return v === undefined || (!base && !isRate(unit)) ? undefined : { v, sd };
  }
  const range = rangeValue(t);
  if (range) return range;
  // runs listed with commas (`12.80, 12.56, 15.83 — 2 of 4 slow`), a remark after a dash left out; each with a
  // fraction, so that a CPU list (`0, 1, 12, 13`) is not read as runs
  const dash = t.search(/\s[—–-]\s/);
  const head = dash < 0 ? t : t.slice(0, dash).trimEnd();
  const listed = /^\d+\.\d+(?:,\s\d+\.\d+)+$/.test(head) ? head.split(/,\s/) : undefined;
  const parts = listed ?? t.split(RUNS_SEPARATOR);
  // three runs at least: `a / b` is as often a pair of different things (read / write) as two runs; a comma list
  // of two (`15.35, 14.68`) is two runs
  if (parts.length < (listed ? 2 : 3)) return undefined;
  const xs = parts.map((p) => {
    const n = parseNumber(p.replace(/\s?[A-Za-z]{1,12}\/(?:s|sec)$/, ''));
    return n && !n.ratio && !n.percent ? n.value : undefined;
  });
  if (xs.some((x) => x === undefined)) return undefined;
  const vals = xs as number[];
  const v = finiteNumber(mean(vals));
  return v === undefined ? undefined : { v, sd: finiteNumber(stddev(vals)), samples: vals };
}

/** A value and its unit in a cell (`42 cycles(tsc)`, `10.520 ns`). */
const VALUE_UNIT = /([-+]?\d[\d,]*(?:\.\d+)?)\s*([A-Za-zµ%][\w%/µ]*)(?:\([^)]*\))?/g;

/**
 * A row whose cells hold several values, each with its unit (`16 - 69 cycles(tsc) 17.424 ns - 20 cycles(tsc)
 * 5.015 ns`): a row per unit, named by it (`16 cycles`, `16 ns`), each cell's value in that unit.
 */
export function rowPerUnit(row: Grid['rows'][number]): Grid['rows'] {
  const pairs = row.cells.map((c, k) => (k === 0 ? [] : [...c.matchAll(VALUE_UNIT)]));
  const most = Math.max(0, ...pairs.map((p) => p.length));
  if (most < 2) return [row];
  const units = (pairs.find((p) => p.length === most) ?? []).map((m) => m[2]!);
  return units.map((unit, j) => ({
    line: row.line,
    unit,
    cells: row.cells.map((c, k) => {
      if (k === 0) return `${c} ${unit}`;
      const m = pairs[k]!.find((x) => x[2] === unit) ?? pairs[k]![j];
      if (!m) return '';
      // a time or a size keeps its unit (the reader turns it into seconds or bytes); a count is a number
      return secondsPer(m[2]!) !== undefined || bytesPer(m[2]!) !== undefined ? `${m[1]} ${m[2]}` : m[1]!;
    }),
  }));
}

/**
 * The rows rowPerUnit split by unit, put back as columns: where the rows are the runs (`64KB pages | 993 µs / 4.85
 * GB/s`), the unit qualifies the measure (`4704 KB H2D µs`), not the run. A grid with sections is left as it is.
 */
export function unitsIntoColumns(grid: Grid): Grid {
  if (grid.sections.length || !grid.rows.some((r) => r.unit !== undefined)) return grid;
  const units = [...new Set(grid.rows.flatMap((r) => (r.unit === undefined ? [] : [r.unit])))];
  const byLabel = new Map<string, { line: number; cells: Map<string | undefined, string[]> }>();
  for (const r of grid.rows) {
    const label = r.unit === undefined ? r.cells[0]! : r.cells[0]!.slice(0, -(r.unit.length + 1));
    const entry = byLabel.get(label) ?? { line: r.line, cells: new Map<string | undefined, string[]>() };
    entry.cells.set(r.unit, r.cells);
    byLabel.set(label, entry);
  }
  const header = [grid.header[0]!, ...grid.header.slice(1).flatMap((h) => units.map((u) => `${h} ${u}`))];
  const rows = [...byLabel].map(([label, { line, cells }]) => ({
    line,
    cells: [
      label,
      ...grid.header
        .slice(1)
        .flatMap((_, c) => units.map((u) => (cells.get(u) ?? cells.get(undefined))?.[c + 1] ?? '')),
    ],
  }));
  return { ...grid, header, rows };
}

/**
 * A table whose value cells each hold several values with their units (`1.44 user 0:00.42 elapsed 669608 kB`,
 * `/usr/bin/time -f` in a cell): a row per unit (rowPerUnit). Undefined when some cell holds one value or none.
 */
export function valuesPerUnit(grid: Grid): Grid | undefined {
  if (grid.header.length < 2 || grid.rows.length === 0) return undefined;
  // the values and their units are all the cell says: a description with numbers in it (`usemem 2 threads x 1536M`) is none
  // ...and a duration written in parts (`8m 25s`, `1h 17m 41s`) is one value
  const valuesOnly = (c: string) =>
    (c.match(VALUE_UNIT) ?? []).length >= 2 &&
    (c.replace(VALUE_UNIT, '').match(/\p{L}/gu) ?? []).length <= 2 &&
    cellNumber(c.trim()) === undefined;
  const several = (r: Grid['rows'][number]) =>
    r.cells.slice(1).every((c) => c.trim() === '' || valuesOnly(c)) && r.cells.slice(1).some((c) => c.trim() !== '');
  if (!grid.rows.every(several)) return undefined;
  return { ...grid, rows: grid.rows.flatMap(rowPerUnit) };
}
