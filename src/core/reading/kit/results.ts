/** Result tables as people post them: configs as columns or as rows, stddev rows, `vs r1` ratio rows, per-iteration rows, scales. */
import { isElision } from '../../text/marks';
import type { ConfigTable, Lines, TableRow } from '../../model';
import type { Legend } from './legend';
import { finiteNumber, isAbsent, parseMeanStd, parseNumber, scaleFromText } from '../../text/numbers';
import { mean, stddev as sampleStddev } from '../../math/stats';
import { isConfigLike, isMetricLike, metricName, titleTimeFactor } from '../../text/units';
import { TUNABLE_BY_NAME } from '../../knowledge/tunables';
import { LLAMA_TEST_RE } from '../../text/vocabulary';
import { cellNumber, cellUnit, countWithMagnitude } from './columns';
import { cellRate, decoratedValue, plainCell, spreadUnit, unitsIntoColumns } from './cells';
import { COMPARISON, isValueCell, type Grid } from './grid';

const STDDEV_LABEL = /^(stddev|std|stdev|sd|std\.?\s*dev\.?|±|\+-)$/i;
/** `tg128 vs r1` -> [`tg128`, `r1`]: the last word is the baseline, `vs` or `vs.` before it (string work, no backtracking). */
function ratioLabel(label: string): [string, string] | undefined {
  const words = label.trim().split(/\s+/);
  if (words.length < 3 || !/^vs\.?$/i.test(words[words.length - 2]!)) return undefined;
  return [
    label
      .trim()
      .slice(
        0,
        label.trim().lastIndexOf(words[words.length - 2]!, label.trim().length - words[words.length - 1]!.length),
      )
      .trimEnd(),
    words[words.length - 1]!,
  ];
}
/** A run named by its settings: `S=1/N=2`, `nb=2, thp=always`, `tp=2` (assignments only, no other words). */
export const SETTINGS_LABEL = /^[A-Za-z][\w.-]{0,30}=[\w.-]{1,20}(?:[\s,/;]+[A-Za-z][\w.-]{0,30}=[\w.-]{1,20}){0,5}$/;
const ITER_LABEL = /^(?:iter(?:ation)?|run|rep|#)\s*#?(\d+)$/i;

/**
 * The paragraph right above a table (its last line is the title), up to three lines: a caption that
 * states the unit in a sentence wrapped over lines (`DuckDB time in ms (...). SPARQ times / are from ...`).
 */
export function tableCaption(lines: Lines, headerIndex: number): string | undefined {
  let k = headerIndex - 1;
  while (k >= 0 && k >= headerIndex - 2 && lines.at(k).trim() === '') k--;
  const parts: string[] = [];
  for (; k >= 0 && parts.length < 3 && lines.at(k).trim() !== '' && !lines.command[k]; k--)
    parts.unshift(lines.at(k).trim());
  return parts.length ? parts.join(' ').slice(0, 400) : undefined;
}

/** The time unit a caption states in words: `time in ms`, `latencies are in microseconds`. */
function captionTimeFactor(caption: string | undefined): number | undefined {
  const m = caption
    ? /\b(?:times?|latency|latencies|duration|runtime)\s+(?:(?:is|are)\s+)?in\s+(ms|us|µs|ns|s|secs?|seconds|milliseconds|microseconds|nanoseconds)\b/i.exec(
        caption,
      )
    : null;
  return m ? titleTimeFactor(`time ${m[1]}`) : undefined;
}

/** The title of a table: the nearest `Table ...` line above it, else the nearest non-blank, non-rule line. */
export function tableTitle(lines: Lines, headerIndex: number): string | undefined {
  let nearest: string | undefined;
  for (let k = headerIndex - 1; k >= 0 && k >= headerIndex - 5; k--) {
    const t = lines.at(k).trim();
    if (t === '' || /^[-=+|\s]+$/.test(t) || /^(```|~~~)[\w-]*$/.test(t) || isElision(t)) continue;
    if (/^Table\b/i.test(t)) return t;
    nearest ??= t;
  }
  return nearest && nearest.length <= 120 ? nearest : undefined;
}

/** What a cell holds, before the header's factor: scaled by it or not, and the parts it scales. */
interface CellReading {
  /** How the factor applies: to the number unless a ratio, to mean and spread, or not at all (a value in its own unit). */
  scale: 'number' | 'spread' | 'none';
  v?: number;
  sd?: number;
  ratio?: boolean;
  samples?: number[];
}
const NOTHING: CellReading = { scale: 'none' };

/** Read a cell once, at factor 1. */
function readCell(c: string): CellReading {
  if (isAbsent(c)) return NOTHING;
  const p = plainCell(c);
  const n = parseNumber(p);
  if (n) return { scale: 'number', v: n.value, ratio: n.ratio };
  const ms = parseMeanStd(p);
  if (ms) return { scale: 'spread', v: ms.mean, sd: ms.stddev };
  // a value with its own unit (`99.1 ns`, `8:53.20`) is already in base units
  const own = cellUnit(p) ? cellNumber(p) : undefined;
  if (own !== undefined) return { scale: 'none', v: own };
  // a count per second with its magnitude (`7k iops`, `570 KIOPS`): the count, whatever the header's scale
  const count = countWithMagnitude(p);
  if (count) return { scale: 'none', v: count.v };
  // a rate written in the cell (`42.42 GB/s`) is kept as written; runs in one cell (`0.71 / 0.72 / 0.74`) give their mean
  const d = decoratedValue(p);
  if (!d) return NOTHING;
  // a rate is as written and a time or size already in base units; bare runs take the header's factor
  const asWritten = Boolean(cellRate(p) || spreadUnit(p));
  return { scale: asWritten ? 'none' : 'spread', v: d.v, sd: d.sd, samples: d.samples };
}

/** Cells read so far, by their text: a table reads each cell for its unit, its words and its value; cleared when full. */
const CELL_MEMO_SIZE = 100_000;
/** A longer cell is words, read each time: the memo holds at most CELL_MEMO_SIZE short strings. */
const MEMO_CELL_LENGTH = 64;
const cellMemo = new Map<string, CellReading>();
function readCellOnce(c: string): CellReading {
  if (c.length > MEMO_CELL_LENGTH) return readCell(c);
  let r = cellMemo.get(c);
  if (r === undefined) {
    if (cellMemo.size >= CELL_MEMO_SIZE) cellMemo.clear();
    cellMemo.set(c, (r = readCell(c)));
  }
  return r;
}

/**
 * Let go of the cells read, once a document is read: the memo would hold up to 100,000 readings (10 MB) through
 * the runs, the comparisons and the findings.
 */
export function forgetCells(): void {
  cellMemo.clear();
}

export function cellValue(c: string, factor: number): { v?: number; sd?: number; ratio?: boolean; samples?: number[] } {
  const r = readCellOnce(c);
  if (r.v === undefined) return {};
  if (r.scale === 'number') return { v: finiteNumber(r.v * (r.ratio ? 1 : factor)), ratio: r.ratio };
  if (r.scale === 'none') return r.samples ? { v: r.v, sd: r.sd, samples: [...r.samples] } : { v: r.v, sd: r.sd };
  const scaled = r.samples?.map((x) => x * factor).filter(Number.isFinite);
  return {
    v: finiteNumber(r.v * factor),
    sd: r.sd === undefined ? undefined : finiteNumber(r.sd * factor),
    samples: scaled?.length === r.samples?.length ? scaled : undefined,
  };
}

/** The unit every value cell of a row or column writes (`GB/s`, `24.8s`, `12 GB`), if they agree. */
function commonRate(cells: string[]): string | undefined {
  const units = new Set(
    cells
      // a cell that holds no value (`35–56 ms, skewed`) says nothing of the column's unit
      .filter((c) => !isAbsent(c) && cellValue(c, 1).v !== undefined)
      .map((c) => cellRate(c) ?? cellUnit(plainCell(c)) ?? spreadUnit(c) ?? countWithMagnitude(plainCell(c))?.unit),
  );
  const rate = units.size === 1 ? [...units][0] : undefined;
  // `tok/s` is the t/s the llama tables write
  return rate && (metricName(`x (${rate})`).unit || rate);
}

/**
 * Column c holds words (`PR`, `on`), not values: part of a run's name when configs are rows. A word among
 * more values (`_dropped_`, `OOM` where a run did not finish) is a note in a column of values.
 */
export function wordColumn(grid: Grid, c: number): boolean {
  let words = 0;
  let values = 0;
  for (const r of grid.rows) {
    const x = (r.cells[c] ?? '').trim();
    if (x === '' || isAbsent(x)) continue;
    if (cellValue(x, 1).v === undefined) words++;
    else values++;
  }
  return words > 0 && words >= values;
}

/**
 * A column of measured values (`43.85798s`, `8:15.09`, `0.87`): every cell a value and one at least more
 * than a bare integer, which may count a run's parameter (`| threads | 8 |`) and so be part of its name.
 */
function measuredColumn(grid: Grid, c: number): boolean {
  return (
    !wordColumn(grid, c) &&
    grid.rows.some((r) => {
      const x = plainCell(r.cells[c] ?? '');
      return !isAbsent(x) && !/^[-+]?\d+$/.test(x);
    })
  );
}

/** A column named as one of several runs: `run A`, `Run 2`, `trial #3`. */
export const RUN_NAME = /^(?:run|trial|try|attempt|pass)\s*#?\s*\w{1,3}$/i;

/** The first column holds the points of a swept parameter (`| EF |` or `| threads |` over plain numbers). */
export function sweepAxis(grid: Grid): boolean {
  const h0 = (grid.header[0] ?? '').trim();
  return (
    /^[A-Za-z][\w-]{0,23}$/.test(h0) &&
    !/^(?:kernel|version|release|tag|config|commit)s?$/i.test(h0) &&
    !REPETITION_HEADER.test(h0) &&
    grid.rows.length >= 2 &&
    grid.rows.every((r) => PLAIN_POINT.test((r.cells[0] ?? '').trim()))
  );
}
const PLAIN_POINT = /^[-+]?\d+(?:\.\d+)?$/;

/** The columns are the points of a sweep (`threads | 8 | 16 | 32`): plain numbers head two columns at least. */
export function sweptColumns(grid: Grid): boolean {
  const heads = grid.header.slice(1);
  return heads.length >= 2 && heads.every((h) => PLAIN_POINT.test(h.trim()));
}

/**
 * Runs named in the headers before a measure they share, over a sweep (`EF | Original QPS | Hugepage QPS
 * | Recall`): the runs are the columns and the measure goes to every row; a column of another measure
 * (`Recall`), which the text gives once per point for all runs, is left out.
 */
export function measureInHeaders(grid: Grid): Grid | undefined {
  const swept = sweepAxis(grid);
  const split = grid.header.map((h, c) => (c === 0 ? null : /^(\S.*?)\s+(\S+)$/.exec(h.trim())));
  // over a sweep, a measure (`t/s`); over runs named like configs (`glibc MB`, `mimalloc MB`), a unit too
  const measureWord = (w: string) => isMetricLike(w) || (!swept && metricName(`x (${w})`).unit !== '');
  const byMeasure = new Map<string, number[]>();
  split.forEach((m, c) => m && byMeasure.set(m[2]!, [...(byMeasure.get(m[2]!) ?? []), c]));
  // a word the vocabulary knows as a measure, or any word after one-word names of configs (`old allocs`, `new
  // allocs`), a word in lowercase that no config's name holds (`w/o patch`, `with patch`: the patch is the runs';
  // `base NUMAB1`: a setting)
  const afterConfigs = (w: string, cols: number[]) =>
    !swept &&
    /^[a-z][a-z/_-]*$/.test(w) &&
    !isConfigLike(w) &&
    // `With series`, `w/o THP`: what follows with or without is what the run adds, its name
    !cols.some((c) => /^(?:with|without|w\/o?|no|non)$/i.test(split[c]![1]!)) &&
    cols.every((c) => /^\S+$/.test(split[c]![1]!) && isConfigLike(split[c]![1]!));
  const shared = [...byMeasure].find(([w, cols]) => cols.length >= 2 && (measureWord(w) || afterConfigs(w, cols)));
  if (!shared) return undefined;
  const [measure, all] = shared;
  // `Added seconds` beside `6.18 seconds`, `6.2 seconds`: the author's comparison, no run
  const cols = swept ? all : all.filter((c) => !COMPARISON.test(split[c]![1]!));
  // a unit after names that are no configs (`read MB`, `write MB`) names measures, not runs
  if (!swept && cols.filter((c) => isConfigLike(split[c]![1]!)).length * 2 < cols.length) return undefined;
  if (cols.length < 2) return undefined;
  const names = cols.map((c) => split[c]![1]!);
  if (new Set(names).size !== names.length) return undefined;
  const unit = swept || isMetricLike(measure) ? measure : `(${measure})`;
  return {
    ...grid,
    header: [grid.header[0]!, ...names],
    rows: grid.rows.map((r) => ({ ...r, cells: [r.cells[0]!, ...cols.map((c) => r.cells[c] ?? '')] })),
    measure: grid.measure ? `${unit} ${grid.measure}` : unit,
  };
}

/**
 * How many leading columns label the rows when the runs are columns: the first, and the columns of words right
 * after it (`| Test Type | Metric | ext2 | SEFS |` over `| seq-write-256k | IOPS | 2639 | 1384 |`), up to the
 * first column of values; one at least, and never the last.
 */
function labelColumns(grid: Grid): number {
  let k = 1;
  // words, not values written out (`defaults 176.6 / 177.1 / 180.0 -> 178`: two numbers standing alone)
  const words = (c: string) => !isValueCell(c) && (c.match(/(?:^|\s)[-+]?\d[\d.,]*(?=\s|$)/g)?.length ?? 0) < 2;
  while (k < grid.header.length - 1 && wordColumn(grid, k) && grid.rows.every((r) => words(r.cells[k] ?? ''))) k++;
  return k < grid.header.length && grid.header.slice(k).some((_, c) => !wordColumn(grid, k + c)) ? k : 1;
}

/**
 * Each row's label: its label cells joined (`seq-write-256k IOPS`); where there are several, a blank cell is the
 * one above it, as a cell spanning rows is written (`|  | BW (MiB/s) |` under `| seq-write-256k | IOPS |`).
 */
function rowLabels(grid: Grid, keys: number): string[] {
  if (keys === 1) return grid.rows.map((r) => r.cells[0]!.trim());
  const above: string[] = [];
  return grid.rows.map((r) =>
    r.cells
      .slice(0, keys)
      .map((c, k) => (above[k] = c.trim() || (k < keys - 1 ? (above[k] ?? '') : '')))
      .filter(Boolean)
      .join(' '),
  );
}

/** Configs as columns: each row is a metric (or its stddev, a ratio, an iteration). */
export function columnsTable(grid: Grid, legend: Legend, title: string | undefined, caption?: string): ConfigTable {
  const scale = scaleFromText(title ?? '');
  const timeFactor = titleTimeFactor(`${title ?? ''} ${grid.measure ?? ''}`) ?? captionTimeFactor(caption);
  const keys = labelColumns(grid);
  const columns = grid.header.slice(keys);
  const labels = rowLabels(grid, keys);
  const swept = sweepAxis(grid);
  const rows: TableRow[] = [];
  const iterLabels: string[] = [];
  const iterValues: (number | undefined)[][] = [];
  let iterLine = 0;
  // `Iteration`, or `Repeat`/`Trial` over numbered rows: the rows are samples of each column's one measure
  const iterHeader =
    /^iter/i.test(grid.header[0] ?? '') ||
    (/^(repeat|repetition|trial)s?$/i.test((grid.header[0] ?? '').trim()) &&
      grid.rows.every((r) => /^\d{1,3}$/.test((r.cells[0] ?? '').trim())));
  for (const [n, r] of grid.rows.entries()) {
    const label = labels[n]!;
    const cells = r.cells.slice(keys);
    const prev = rows[rows.length - 1];
    if (STDDEV_LABEL.test(label) && prev && !prev.ratioOf) {
      const f = prev.unit === 'count' ? scale : metricName(prev.name).factor;
      prev.stddev = cells.map((c) => cellValue(c, f).v);
      continue;
    }
    if (iterHeader || ITER_LABEL.test(label)) {
      iterLabels.push(label);
      iterValues.push(cells.map((c) => cellValue(c, 1).v));
      iterLine ||= r.line;
      continue;
    }
    const parsed = cells.map((c) => cellValue(c, 1));
    const ratio = ratioLabel(label);
    const allRatios = parsed.every((p) => p.v === undefined || p.ratio) && parsed.some((p) => p.ratio);
    if (ratio || allRatios) {
      rows.push({
        name: ratio ? ratio[0] : label,
        values: parsed.map((p) => p.v),
        ratioOf: ratio ? ratio[1] : '?',
        unit: 'x',
        line: r.line,
      });
      continue;
    }
    const alias = legend.metrics.get(label);
    // a sweep's point says which parameter it sets (`EF=60`)
    const point = swept ? `${grid.header[0]!.trim()}=${label}` : label;
    const named = metricName(alias?.name ?? (grid.measure ? `${point} ${grid.measure}` : point));
    const mn = named.unit === '' && timeFactor !== undefined ? { ...named, unit: 's', factor: timeFactor } : named;
    const factor = mn.factor * (mn.unit === 'count' || mn.unit === '' ? scale : 1);
    const vals = cells.map((c) => cellValue(c, factor));
    const own = new Set(cells.filter((c) => !isAbsent(c)).map(cellUnit));
    const unit =
      mn.unit ||
      (own.size === 1 && !own.has(undefined) ? [...own][0]! : (commonRate(cells) ?? (scale !== 1 ? 'count' : '')));
    const row: TableRow = { name: alias ? alias.name : mn.name, values: vals.map((p) => p.v), unit, line: r.line };
    if (vals.some((p) => p.sd !== undefined)) row.stddev = vals.map((p) => p.sd);
    if (vals.some((p) => p.samples)) row.samples = vals.map((p) => p.samples);
    rows.push(row);
  }
  const table: ConfigTable = { type: 'table', columns, rows };
  if (scale !== 1) table.scale = scale;
  if (iterValues.length) {
    const test = (title ?? '').split(/[\s,()-]+/).find((w) => LLAMA_TEST_RE.test(w));
    const unit = /t\/s/.test(title ?? '') ? ' t/s' : '';
    table.iterations = {
      metric: test ? `${test}${unit}` : (grid.measure ?? title ?? 'value'),
      labels: iterLabels,
      values: iterValues,
      line: iterLine,
    };
  }
  return table;
}

/** A first word of a header that names a setting, not a measure: `on`/`off`, `enabled`, or a config name (`base`, `patched`). */
const SETTING_WORD = /^(on|off|enabled?|disabled?)$/i;

/** A variant named by one capital letter (`A throughput | B throughput`), as A/B comparisons name their arms. */
const LETTER = /^[A-Z]$/;

/** Every value cell of column c is a percentage: with a header outside the settings, the author's comparison (`B vs A`, `TTFT 改善`). */
function percentColumn(grid: Grid, c: number): boolean {
  const cells = grid.rows.map((r) => (r.cells[c] ?? '').trim()).filter((x) => x !== '' && !isAbsent(x));
  return cells.length > 0 && cells.every((x) => parseNumber(x)?.percent === true);
}

/**
 * Runs named in the column headers (`off avg (s) | on avg (s)`, `A throughput | B throughput`): every
 * measure header is a setting word and a measure, each setting with the same measures. A setting is an
 * on/off word, a config name, or one capital letter when each letter has two measures at least. Columns
 * of percentages outside that grid are the author's comparisons (`B vs A`) and are left out. Each row
 * becomes one row per setting, the setting a leading column of the run's name.
 */
function headerSettings(grid: Grid, metricStart: number): Grid | undefined {
  const all = grid.header.slice(metricStart).map((h) => /^(\S+)\s+(\S.*)$/.exec(h.trim()));
  const isSetting = (w: string) => SETTING_WORD.test(w) || isConfigLike(w) || LETTER.test(w);
  const inGrid = all.map((m, c) => !!m && isSetting(m[1]!) && !percentColumn(grid, metricStart + c));
  // outside the grid only comparison columns may be left
  if (all.some((_, c) => !inGrid[c] && !percentColumn(grid, metricStart + c))) return undefined;
  const split = all.filter((_, c) => inGrid[c]);
  if (split.length < 2) return undefined;
  const settings = [...new Set(split.map((m) => m![1]!))];
  const measures = [...new Set(split.map((m) => m![2]!))];
  if (settings.length < 2 || settings.length * measures.length !== split.length) return undefined;
  if (settings.some((w) => LETTER.test(w) && !SETTING_WORD.test(w) && !isConfigLike(w)) && measures.length < 2)
    return undefined;
  const column = (s: string, m: string) =>
    metricStart + all.findIndex((x, c) => inGrid[c] && x![1] === s && x![2] === m);
  if (settings.some((s) => measures.some((m) => column(s, m) < metricStart))) return undefined;
  const lead = (cells: string[]) => cells.slice(0, metricStart);
  return {
    ...grid,
    header: [...lead(grid.header), '', ...measures],
    rows: grid.rows.flatMap((r) =>
      settings.map((s) => ({
        line: r.line,
        cells: [...lead(r.cells), s, ...measures.map((m) => r.cells[column(s, m)] ?? '')],
      })),
    ),
    sections: grid.sections.map((x) => ({ ...x, from: x.from * settings.length })),
  };
}

/** The header of a column that numbers repetitions of the same run. */
/** A column or corner that counts repetitions of one run (`| run | 1 |`, `| Launch | 1 | 2 | 3 |`). */
export const REPETITION_HEADER =
  /^(?:#|no\.?)$|\b(?:runs?|reps?|repeats?|repetitions?|iter(?:ation)?s?|rounds?|trials?|passes|launch(?:es)?|attempts?|group)\b|组|次|轮/i;

/** A leading cell that is a bare number (`64`) needs its column's name to say what it counts; a word or a size (`PR`, `8G`) does not. */
export const BARE_NUMBER = /^[-+]?\d+(\.\d+)?$/;

/**
 * Sections that name what is measured, not the run: every section holds the same rows (`| brk1_8_processes`
 * over `| BASE |`, `| TEST |`, `| % |`), those rows name runs (`BASE`) and the sections do not. The grid
 * becomes one row per run, a column per section and measure (`brk1_8_processes MEAN`).
 */
export function sectionsAsMeasures(grid: Grid): Grid | undefined {
  if (grid.sections.length < 2 || grid.sections[0]!.from !== 0) return undefined;
  // a group row with nothing under it (the excerpt was cut after it) holds no runs
  const groups = grid.sections
    .map((s, k) => ({ name: s.name, rows: grid.rows.slice(s.from, grid.sections[k + 1]?.from ?? grid.rows.length) }))
    .filter((g) => g.rows.length > 0);
  if (groups.length < 2) return undefined;
  const labels = groups[0]!.rows.map((r) => r.cells[0]!.trim());
  const same = (g: (typeof groups)[number]) =>
    g.rows.length === labels.length && g.rows.every((r, k) => r.cells[0]!.trim() === labels[k]);
  if (labels.length < 2 || new Set(labels).size !== labels.length || !groups.every(same)) return undefined;
  if (!labels.some(isConfigLike) || groups.some((g) => isConfigLike(g.name))) return undefined;
  const measures = grid.header.slice(1);
  return {
    ...grid,
    header: [grid.header[0]!, ...groups.flatMap((g) => measures.map((m) => `${g.name} ${m}`.trim()))],
    rows: labels.map((label, k) => ({
      line: groups[0]!.rows[k]!.line,
      cells: [label, ...groups.flatMap((g) => measures.map((_, c) => g.rows[k]!.cells[c + 1] ?? ''))],
    })),
    sections: [],
  };
}

/** A row of the author's own comparison (`| % | +23.61% |`, `| delta |`, `| % of baseline |`): it names no run, the tool compares itself. */
const COMPARISON_ROW =
  /^\(?%\)?$|^(%\s*)?(gain|change|diff|delta|improvement)$|^%\s+of\s+(the\s+)?(base|baseline|default|stock)\b/i;

/** The rows as runs: sections that name the measure pivoted into columns, comparison rows left out. */
export function settledRows(grid: Grid): Grid {
  const g = sectionsAsMeasures(grid) ?? grid;
  const label = (r: Grid['rows'][number]) => (r.cells[0] ?? '').trim();
  if (!g.rows.some((r) => COMPARISON_ROW.test(label(r))) || g.rows.every((r) => COMPARISON_ROW.test(label(r))))
    return g;
  return { ...g, rows: g.rows.filter((r) => !COMPARISON_ROW.test(label(r))) };
}

/** Configs as rows: leading non-metric columns name the config; repeated labels are repetitions. */
export function rowsTable(grid: Grid, title: string | undefined, caption?: string): ConfigTable {
  grid = unitsIntoColumns(settledRows(grid));
  const scale = scaleFromText(title ?? '');
  // the run's name is in the leading columns: up to the first measure, or the first column of values
  let metricStart = grid.header.findIndex((h, idx) => idx > 0 && isMetricLike(h));
  if (metricStart < 1)
    metricStart = Math.max(
      1,
      grid.header.findIndex((_, idx) => idx > 0 && !wordColumn(grid, idx)),
    );
  // a column of measured values before the first measure's name (`| Run | Avg PR trial | Max RSS KB |` over `43.85798s`) is one too
  const measured = grid.header.findIndex((_, idx) => idx > 0 && measuredColumn(grid, idx));
  if (measured >= 1) metricStart = Math.min(metricStart, measured);
  const bySetting = headerSettings(grid, metricStart);
  if (bySetting) [grid, metricStart] = [bySetting, metricStart + 1];
  const keyCols = grid.header.slice(0, metricStart);
  const sectionOf = (rowIdx: number): string | undefined => {
    let name: string | undefined;
    for (const s of grid.sections) if (s.from <= rowIdx) name = s.name;
    return name;
  };
  // a leading column that counts the repetitions (`| run | 1 |`, `| ABBA 组 | 2 |`) beside another that names the run:
  // rows with the same name are repetitions, merged below
  const repetition = keyCols.map(
    (h, c) =>
      keyCols.length > 1 &&
      REPETITION_HEADER.test(h.trim()) &&
      grid.rows.every((r) => /^\d{1,3}$/.test((r.cells[c] ?? '').trim())),
  );
  // key columns that vary; with sections, only those that vary within a section
  const varying = keyCols.map((_, c) => {
    const bySection = new Map<string, Set<string>>();
    grid.rows.forEach((r, idx) => {
      const s = sectionOf(idx) ?? '';
      if (!bySection.has(s)) bySection.set(s, new Set());
      bySection.get(s)!.add(r.cells[c] ?? '');
    });
    return !repetition[c] && [...bySection.values()].some((v) => v.size > 1);
  });
  const labelOf = (cells: string[], idx: number): string => {
    const section = sectionOf(idx);
    const parts: string[] = section ? [section] : [];
    // `patch1-8:` as a row's label: the run, without the colon that introduces its values
    if (metricStart === 1) parts.push(cells[0]!.replace(/(?<=\S):$/, ''));
    else
      keyCols.forEach(
        (h, c) =>
          varying[c] &&
          cells[c] !== undefined &&
          cells[c] !== '' &&
          parts.push(h && BARE_NUMBER.test(cells[c].trim()) ? `${h}=${cells[c]}` : cells[c]),
      );
    return parts.join(' ') || cells[0]!;
  };
  const timeFactor = titleTimeFactor(title ?? '') ?? captionTimeFactor(caption);
  // a column named by a tunable the registry knows (`numa_balancing`, `demotion_enabled`) states each run's setting
  const tunableCols = grid.header.map((h, c) =>
    c >= metricStart ? TUNABLE_BY_NAME.get(h.trim().toLowerCase())?.key : undefined,
  );
  const metrics = grid.header.slice(metricStart).map((h, c) => {
    const m = metricName(h);
    if (m.unit === '' && timeFactor !== undefined) return { ...m, unit: 's', factor: timeFactor };
    // `42.42 GB/s` in every cell: the column's unit is written in its cells
    const rate = m.unit === '' ? commonRate(grid.rows.map((r) => r.cells[metricStart + c] ?? '')) : undefined;
    return rate ? { ...m, unit: rate } : m;
  });
  type Sample = { v: number; sd?: number; line: number; samples?: number[] };
  const labels: string[] = [];
  const seen = new Map<string, number>();
  // each label's first value of each metric column at `label * metrics.length + column`, in flat arrays (an
  // object, an array and a map entry per cell took 150 MB for a 26,000-row table of 50 columns); the values of
  // a label's later rows (its repetitions) by the same index
  const n = metrics.length;
  const has = new Uint8Array(grid.rows.length * n);
  const firstV = new Float64Array(has.length);
  // lines as 32-bit integers: read from doubles, each line of each measurement would be a number in a box of its own
  const firstLine = new Int32Array(has.length);
  const firstSd = new Map<number, number>();
  const firstSamples = new Map<number, number[]>();
  const later = new Map<number, Sample[]>();
  const settings = new Map<string, Record<string, string>>();
  grid.rows.forEach((r, idx) => {
    const label = labelOf(r.cells, idx);
    let at = seen.get(label);
    if (at === undefined) {
      seen.set(label, (at = labels.length));
      labels.push(label);
    }
    tunableCols.forEach((key, c) => {
      const v = r.cells[c]?.trim().replace(/^`|`$/g, '');
      if (key && v && !isAbsent(v)) settings.set(label, { ...settings.get(label), [key]: v });
    });
    metrics.forEach((m, c) => {
      if (tunableCols[metricStart + c]) return;
      const cv = cellValue(
        r.cells[metricStart + c] ?? '',
        m.factor * (m.unit === 'count' || m.unit === '' ? scale : 1),
      );
      if (cv.v === undefined) return;
      const k = at * n + c;
      if (has[k]) {
        const more = later.get(k);
        const one = { v: cv.v, sd: cv.sd, line: r.line, samples: cv.samples };
        if (more) more.push(one);
        else later.set(k, [one]);
        return;
      }
      has[k] = 1;
      firstV[k] = cv.v;
      firstLine[k] = r.line;
      if (cv.sd !== undefined) firstSd.set(k, cv.sd);
      if (cv.samples !== undefined) firstSamples.set(k, cv.samples);
    });
  });
  /** The values a label wrote in a metric column, in row order (the first, then its repetitions'). */
  const valuesAt = (k: number, more: Sample[]): number[] => [firstV[k]!, ...more.map((x) => x.v)];
  const rows: TableRow[] = [];
  metrics.forEach((m, c) => {
    const values: (number | undefined)[] = [];
    const stddev: (number | undefined)[] = [];
    const all: (number[] | undefined)[] = [];
    const lines: (number | undefined)[] = [];
    for (let at = 0; at < labels.length; at++) {
      const k = at * n + c;
      if (!has[k]) {
        lines.push(undefined);
        values.push(undefined);
        stddev.push(undefined);
        all.push(undefined);
        continue;
      }
      lines.push(firstLine[k]);
      const more = later.get(k);
      // rows of one run are its samples; one row keeps the samples its cell wrote (`0.71 / 0.72 / 0.74`, `35–56 ms`)
      if (more) {
        const xs = valuesAt(k, more);
        values.push(finiteNumber(mean(xs)));
        all.push(xs);
        stddev.push(sampleStddev(xs));
      } else {
        values.push(finiteNumber(firstV[k]));
        all.push(firstSamples.get(k));
        stddev.push(firstSd.get(k));
      }
    }
    // the same quantity in another unit (`Time (us)` and `Time (s)`): keep the more precise first one
    const dup = rows.find((r) => r.name === m.name && r.unit === m.unit);
    if (
      dup &&
      dup.values.every(
        (v, k) => v === undefined || values[k] === undefined || Math.abs(v - values[k]) <= 0.01 * Math.abs(v),
      )
    )
      return;
    const row: TableRow = {
      name: dup ? grid.header[metricStart + c]! : m.name,
      values,
      unit: m.unit,
      line: grid.headerLine,
      lines,
    };
    if (stddev.some((s) => s !== undefined)) row.stddev = stddev;
    if (all.some((a) => a)) row.samples = all;
    rows.push(row);
  });
  const table: ConfigTable = { type: 'table', columns: labels, rows };
  if (settings.size) table.columnTunables = labels.map((l) => settings.get(l));
  if (scale !== 1) table.scale = scale;
  return table;
}
