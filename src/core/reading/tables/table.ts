/** Generic result tables (aligned, markdown, box, CSV/TSV) -> results-table, csv, or vmstat (before/after boxes). */
import { statedValue } from '../kit/statedValue';
import { parseMeanStd, parseNumber } from '../../text/numbers';
import { isConfigLike, isMetricLike, metricName, titleTimeFactor } from '../../text/units';
import { plainCell, valuesPerUnit } from '../kit/cells';
import { looksLikeCounter } from '../../text/vocabulary';
import { trimEndOf } from '../../text/marks';
import { cellNumber, cellUnit, readColumns } from '../kit/columns';
import { isNumastatTitle } from '../system/numastat';
import {
  UNIT_WORD_CELL,
  readBox,
  readDelimited,
  readMarkdown,
  readPipeRows,
  withoutComparisons,
  type Grid,
} from '../kit/grid';
import { mean } from '../../math/stats';
import {
  columnsTable,
  measureInHeaders,
  REPETITION_HEADER,
  rowsTable,
  RUN_NAME,
  settledRows,
  sweptColumns,
  tableCaption,
  tableTitle,
} from '../kit/results';
import type { ConfigTable, Lines } from '../../model';
import type { ParseContext, Parsed, Parser, Reader } from '../kit/types';
import { hintedGrid } from '../kit/hinted';
import { changesAgainstBaselineRow } from '../kit/baselineRow';
import { longTable } from '../kit/longFormat';
import { settled } from '../kit/decision';
import { tableOrientation } from '../kit/orientation';
import { COMMA, GAP, INDENTED, isFewWords, PIPE, TAB, type ShapeTest } from '../kit/lineShape';

/** A table of counters with before/after columns (as in patch changelogs: before and after the patch). */
function isVmstatPair(grid: Grid): boolean {
  const cols = grid.header.slice(1).map((h) => h.toLowerCase());
  return (
    cols.length >= 2 &&
    cols.every((c) => /^(before|after|base|patched|old|new)$/.test(c)) &&
    grid.rows.every((r) => looksLikeCounter(r.cells[0] ?? ''))
  );
}

/** A first column that lists things measured in one run (`Function`, `Process`, `Node`, a time `bucket`, `bucket_ms`), not configs. */
const ENTITY =
  /^(?:\w+\s+)?(function|symbol|command|comm|process|task|thread|worker|rank|node|cpu|gpu|object|cache|slab|zone|file|event|syscall|module|bucket|interval|window|phase|epoch)s?(?:[_ ]\(?(?:ms|us|ns|s|sec|kb|mb|gb|b|bytes|pages)\)?)?$/i;
/** A column of a statistic over repetitions, and the author's change beside them. */
const STAT_COLUMN = /^(?:min|max|avg|average|mean|median|stddev|std|stdev)$/i;
const CHANGE_COLUMN = /^%\s*(?:change|diff|gain)$|^(?:change|diff|delta)\s*%?$/i;
/** The mean column of hyperfine's Markdown, CSV or AsciiDoc export, its unit in brackets. */
const HYPERFINE_MEAN = /^Mean \[(?:s|ms|µs|us|ns)\]$/;
/** The row that sums the others. */
const TOTAL_ROW = /^(?:total|sum|overall)$/i;
/** `CPU node \ memory node`: a matrix of one run, rows by the first, columns by the second. */
const MATRIX = /^[\w \t]+\\{1,2}[\w \t]+$/;

/** An entity table (`Function  Hit  Time  Avg`): one config, a metric per entity and measure (`add_to_swap_cache Hit`). */
function entityGrid(grid: Grid): Grid | undefined {
  const h0 = grid.header[0]?.trim() ?? '';
  const matrix = MATRIX.test(h0);
  // a last `TOTAL` row sums the rows above: they are parts of one run (transaction types, processes), not runs
  const summed = grid.rows.length >= 2 && TOTAL_ROW.test(grid.rows[grid.rows.length - 1]!.cells[0]?.trim() ?? '');
  // `Testcase:  Min  Max  Avg  %Change`: statistics of each row's measure in one run (the author's change left
  // out), unless the rows are runs (`| BASE | 7,667,220 | ...` under a group row naming the measure)
  const stats =
    grid.header.length >= 3 &&
    grid.sections.length === 0 &&
    !grid.rows.some((r) => isConfigLike(r.cells[0] ?? '')) &&
    grid.header.slice(1).every((h) => STAT_COLUMN.test(h.trim()) || CHANGE_COLUMN.test(h.trim())) &&
    grid.header.slice(1).filter((h) => STAT_COLUMN.test(h.trim())).length >= 2;
  if (!matrix && !stats && !((ENTITY.test(h0) || summed) && grid.header.length >= 3)) return undefined;
  if (isHyperfineExport(grid)) return undefined;
  // columns that name runs (`| Threads | Baseline | Repack |`, `| Phase | run A | run B |`) are no entity's measures
  const heads = grid.header.slice(1).map((h) => h.trim());
  if (!matrix && !stats && (heads.some(isConfigLike) || heads.filter((h) => RUN_NAME.test(h)).length >= 2))
    return undefined;
  // `threads | 8 | 16 | 32`: the corner names the points of a sweep over the columns, not the rows' entities
  if (!matrix && !stats && sweptColumns(grid)) return undefined;
  const measures = grid.header.slice(1);
  const join = matrix ? ' -> ' : ' ';
  const rows = grid.rows.flatMap((r) =>
    measures.flatMap((h, c) =>
      stats && CHANGE_COLUMN.test(h.trim())
        ? []
        : [{ cells: [`${r.cells[0]!.replace(/:$/, '')}${join}${h}`, r.cells[c + 1] ?? ''], line: r.line }],
    ),
  );
  return { ...grid, header: [grid.header[0]!, 'value'], rows, sections: [], measure: undefined };
}

/** A setting or an empty corner over the runs (`| FAK_WORKERS | tok/s |`, `| | decode p50 |`), not a list's entities. */
const RUN_CORNER =
  /^$|^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$|^(?:[A-Za-z]+\s)?(?:config|configuration|kernel|mode|setup|run|case|variant|policy|placement|binding|threads?|workers?)$/i;

/** A corner over the parts of one run (`| Phase | Time (ms) |`, `| Function | Self % |`), not over runs. */
const PART_CORNER =
  /^(?:[A-Za-z]+\s)?(?:function|phase|stage|step|component|symbol|operation|op|event|counter|metric|field|item|category|type|name|key|parameter|param|property|resource|region|section|call|syscall|test|benchmark|workload|query|spec|specification|node|socket|cpu|core|size|object|file|process|task|thread id|pid)s?$/i;

/** A drawn table (markdown, box) over a measure, its rows named in words: `| Layout | Aggregate t/s |` over `| 4×48t (1 inst per node) | 36.17 |`. */
function namedRunsOverMeasure(grid: Grid, h0: string, h1: string): boolean {
  return (
    (grid.form === 'markdown' || grid.form === 'box') &&
    h0 !== '' &&
    isMetricLike(h1) &&
    !PART_CORNER.test(h0) &&
    grid.rows.every((r) => /[A-Za-z]/.test(r.cells[0] ?? '') && !/:\s*$/.test(r.cells[0] ?? ''))
  );
}

/**
 * A two-column table whose rows are runs: the value column names a measure (`tok/s`, `decode p50`) or nothing,
 * the corner is empty or names a setting (or, over a measure with a unit, anything but the parts of one run:
 * `| Layout | Aggregate t/s |`) or every row is named as a config is, and no row names a measure or a counter.
 */
function runsPerRow(grid: Grid): boolean {
  const h0 = (grid.header[0] ?? '').trim();
  const h1 = (grid.header[1] ?? '').trim();
  // every row named as configs are (`Without ccache`, `With ccache, 1st time`), whatever the corner says
  const configs = grid.rows.length >= 2 && grid.rows.every((r) => isConfigLike((r.cells[0] ?? '').trim()));
  return (
    grid.header.length === 2 &&
    (RUN_CORNER.test(h0) || namedRunsOverMeasure(grid, h0, h1) || configs) &&
    (h1 === '' ? h0 === '' : !isConfigLike(h1)) &&
    (configs || grid.rows.every((r) => !isMetricLike(r.cells[0] ?? '') && !looksLikeCounter(r.cells[0] ?? '')))
  );
}

/** bash's `time` output (`real    0m0.134s`): time's own lines, never a generic table's rows. */
const BASH_TIME_LINE = /^\s*(?:real|user|sys)\s+(?:\d+m ?)?[\d.]+s\s*$/;

/**
 * A last column that names each row's unit (`testcase  base  patched  Units` over `numa02-bw  48.9  54.7  GB/sec`,
 * or `| secs` after the last pipe): the rows are the measures, each with its unit; the column is no run.
 */
export function unitColumn(grid: Grid): Grid | undefined {
  const last = grid.header.length - 1;
  if (last < 2 || !/^(?:units?)?$/i.test(grid.header[last]!.trim())) return undefined;
  const units = grid.rows.map((r) => (r.cells[last] ?? '').trim());
  if (units.length === 0 || units.some((u) => !UNIT_WORD_CELL.test(u))) return undefined;
  return {
    ...grid,
    header: grid.header.slice(0, last),
    rows: grid.rows.map((r, k) => ({
      ...r,
      cells: [`${r.cells[0]!.trim()} (${units[k]})`, ...r.cells.slice(1, last)],
    })),
  };
}

/** A cell that is a plain number (`223.41`, `1,234`), not a size or a ratio written with its unit (`16G`, `1.531x`). */
const PLAIN_NUMBER = /^[-+]?\d[\d,]*(?:\.\d+)?$/;

/**
 * Columns that name runs read before (`| bucket | hotset offset | off | on | on/off |` after a table of the runs
 * `off` and `on`): the runs are those columns and any other column of plain numbers; a column of words or
 * sizes beside them is part of each row's name (`0-15s 16G`), and the author's ratio of two runs (`on/off`)
 * is no run.
 */
function runColumnsOnly(grid: Grid, runs: ReadonlySet<string> | undefined): Grid {
  const known = grid.header.map((h, c) => c > 0 && !!runs?.has(h.trim()));
  if (!runs || known.filter(Boolean).length < 2 || known.slice(1).every(Boolean)) return grid;
  const ratioOfRuns = (h: string) => h.split('/').length === 2 && h.split('/').every((x) => runs.has(x.trim()));
  const plain = (c: number) => grid.rows.every((r) => PLAIN_NUMBER.test((r.cells[c] ?? '').trim() || '0'));
  const role = grid.header.map((h, c) =>
    c === 0 ? 'name' : known[c] ? 'run' : ratioOfRuns(h) ? 'drop' : plain(c) ? 'run' : 'name',
  );
  const name = (cells: string[]) =>
    cells
      .filter((_, c) => role[c] === 'name')
      .map((x) => x.trim())
      .filter(Boolean)
      .join(' ');
  return {
    ...grid,
    header: grid.header.filter((_, c) => c === 0 || role[c] === 'run'),
    rows: grid.rows.map((r) => ({
      ...r,
      cells: [name(r.cells), ...r.cells.filter((_, c) => c > 0 && role[c] === 'run')],
    })),
  };
}

/**
 * A header whose run names were printed glued together (mmtests' `vanillamm1-mmotm-20130522mm1-lessdisrupt-v5r4`
 * over three columns, each name as wide as its column): the runs read before, one per value column, in order.
 */
function gluedRuns(grid: Grid, runs: ReadonlySet<string> | undefined): Grid | undefined {
  const width = grid.header.length - 1;
  if (!runs || runs.size < 2 || width < 2) return undefined;
  for (const h of grid.header.slice(1))
    for (const word of h.trim().split(/\s+/)) {
      const names = splitInto(word, runs, width);
      if (names) return { ...grid, header: [grid.header[0]!, ...names] };
    }
  return undefined;
}

/** `word` as exactly `n` names of `known` written one after the other, if it is (each place and count tried once). */
function splitInto(word: string, known: ReadonlySet<string>, n: number): string[] | undefined {
  if (word.length > 400 || n > 16) return undefined;
  const failed = new Set<number>();
  const from = (at: number, left: number): string[] | undefined => {
    if (left === 0) return at === word.length ? [] : undefined;
    const key = at * 17 + left;
    if (failed.has(key)) return undefined;
    for (const name of namesAt(word, at, known)) {
      const rest = from(at + name.length, left - 1);
      if (rest) return [name, ...rest];
    }
    failed.add(key);
    return undefined;
  };
  return from(0, n);
}

/**
 * The names of `known` (two characters at least) that `word` has at `at`, in the order `known` holds them:
 * found by the word's prefixes there, not by every name (a long paste reads thousands of runs before a table).
 */
function namesAt(word: string, at: number, known: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (let end = at + 2; end <= word.length; end++) {
    const name = word.slice(at, end);
    if (known.has(name)) found.push(name);
  }
  // two or more: in the set's order, as they were tried before
  return found.length < 2 ? found : [...known].filter((name) => found.includes(name));
}

/** A corner over columns that number repetitions (`run`, `Launch`, `seq`). */
const REPEATED_COLUMNS_CORNER = (corner: string) => REPETITION_HEADER.test(corner) || /^seq\.?$/i.test(corner);
/** A last column that sums the repetitions up (`average`, `mean`): computed again from them, no repetition. */
const SUMMARY_COLUMN = /^(?:avg|average|mean|median)$/i;

/**
 * Columns that number repetitions (`| Launch | 1 | 2 | 3 | ...`, `| seq | 1 | ... | 6 | average |`, from 0 or 1,
 * three at least; a last column that sums them up left out): each row's cells are its samples. Rows named as
 * measures are one run's measures; rows named as runs (`before`, `after`), none as a measure, are the runs of the
 * one measure the title names (`camera cold start time (unit: millisecond)`).
 */
function repetitionColumns(grid: Grid, title: string | undefined): ConfigTable | undefined {
  const all = grid.header.slice(1).map((h) => h.trim());
  const heads = all.length > 3 && SUMMARY_COLUMN.test(all[all.length - 1]!) ? all.slice(0, -1) : all;
  const from = Number(heads[0]);
  if (!REPEATED_COLUMNS_CORNER(grid.header[0]!.trim()) || heads.length < 3 || !(from === 0 || from === 1))
    return undefined;
  if (heads.some((h, c) => h !== String(from + c))) return undefined;
  const samplesOf = (r: Grid['rows'][number]) =>
    r.cells
      .slice(1, heads.length + 1)
      .map((c) => parseNumber(plainCell(c))?.value)
      .filter((v): v is number => v !== undefined);
  const labels = grid.rows.map((r) => plainCell(r.cells[0] ?? ''));
  if (labels.some((l) => isConfigLike(l)) && !labels.some((l) => isMetricLike(l)))
    return runsOverRepetitionColumns(grid, labels, samplesOf, title);
  const rows = grid.rows.flatMap((r) => {
    const { name, unit, factor } = metricName(plainCell(r.cells[0] ?? ''));
    const xs = samplesOf(r).map((v) => v * factor);
    if (!name || xs.length < 2) return [];
    return [{ name, values: [mean(xs)], samples: [xs], unit, line: r.line }];
  });
  return rows.length ? { type: 'table', columns: ['value'], rows } : undefined;
}

/** Rows that are runs over columns of repetitions: one measure, named by the title, in its time unit. */
function runsOverRepetitionColumns(
  grid: Grid,
  labels: string[],
  samplesOf: (r: Grid['rows'][number]) => number[],
  title: string | undefined,
): ConfigTable | undefined {
  const factor = titleTimeFactor(title ?? '');
  const samples = grid.rows.map((r) => samplesOf(r).map((v) => v * (factor ?? 1)));
  if (samples.some((xs) => xs.length < 2)) return undefined;
  const name = trimEndOf(title ?? '', ':') || 'value';
  return {
    type: 'table',
    columns: labels,
    rows: [
      {
        name,
        values: samples.map((xs) => mean(xs)),
        samples,
        unit: factor === undefined ? '' : 's',
        line: grid.rows[0]!.line,
        lines: grid.rows.map((r) => r.line),
      },
    ],
  };
}

/**
 * A header of measures over one row of values and no label (`user-time  sys_time  faults_per_sec` over
 * `0.04s  3.10s  2669684.890`, under a caption naming the run; netperf's `Recv Socket Size bytes ... Throughput
 * 10^6bits/sec` over `87380  16384  16384  30.00  9386.73`): one run's results, a metric per column.
 */
function unlabelledRow(grid: Grid): ConfigTable | undefined {
  const row = grid.rows[0];
  if (grid.rows.length !== 1 || grid.form !== 'aligned' || grid.header.some((h) => !h.trim())) return undefined;
  if (row!.cells.length !== grid.header.length || row!.cells.some((c) => cellNumber(c.trim()) === undefined))
    return undefined;
  // every column a measure; or, one naming a measure and none a run, the row's first number no run's name either
  const measure = (h: string) => isMetricLike(h) || looksLikeCounter(h);
  if (!grid.header.every(measure) && (grid.header.some((h) => isConfigLike(h)) || !grid.header.some(measure)))
    return undefined;
  return {
    type: 'table',
    columns: ['value'],
    rows: grid.header.map((h, c) => {
      const cell = row!.cells[c]!.trim();
      const { name, unit, factor } = metricName(h.trim());
      return { name, values: [cellNumber(cell)! * factor], unit: cellUnit(cell) ?? unit, line: row!.line };
    }),
  };
}

/** hyperfine's export (`| Command | Mean [ms] | Min [ms] | Max [ms] | Relative |`): each command a run. */
const isHyperfineExport = (grid: Grid): boolean =>
  grid.header[0]?.trim() === 'Command' && grid.header.some((h) => HYPERFINE_MEAN.test(h.trim()));

/** hyperfine's export with its commands named as the table shows them, without their code marks. */
function hyperfineCommands(grid: Grid): Grid {
  if (!isHyperfineExport(grid)) return grid;
  const shown = (c: string) => /^\s*`([^`]+)`\s*$/.exec(c)?.[1] ?? c;
  return { ...grid, rows: grid.rows.map((r) => ({ ...r, cells: [shown(r.cells[0] ?? ''), ...r.cells.slice(1)] })) };
}

/** A cell's value and its stated spread (`440 +/-30`, `12.5`), in base units with its unit where it states one (`3.6 Mpps`). */
function valueWithSpread(c: string): { v: number; sd?: number; unit?: string } | undefined {
  const ms = parseMeanStd(c);
  if (ms) return { v: ms.mean, sd: ms.stddev };
  const n = cellNumber(c.trim());
  if (n !== undefined) return { v: n };
  const stated = statedValue(c);
  return stated && stated.unit !== 'x' && stated.unit !== '%' ? stated : undefined;
}

/** A corner that says its column numbers repetitions (`run`, `iteration`; `#` and `no.` number any rows). */
const REPEATED_CORNER = /^(?:runs?|reps?|repeats?|repetitions?|iter(?:ation)?s?|trials?|rounds?|attempts?)$/i;

/**
 * A first column that numbers repetitions (`run` over `1`, `2`, `3`): the grid without it, its rows the
 * repetitions of the runs that head the other columns. Undefined for any other grid.
 */
function numberedRepetitions(grid: Grid): Grid | undefined {
  const firsts = grid.rows.map((r) => (r.cells[0] ?? '').trim());
  const from = Number(firsts[0]);
  if (grid.rows.length < 2 || grid.header.length < 3 || !REPEATED_CORNER.test(grid.header[0]!.trim())) return undefined;
  if (!(from === 0 || from === 1) || firsts.some((x, r) => x !== String(from + r))) return undefined;
  return { ...grid, header: grid.header.slice(1), rows: grid.rows.map((r) => ({ ...r, cells: r.cells.slice(1) })) };
}

/** Significant digits written in a number (`232.6839632987976`: 16, `0.25`: 2, `1024`: 4, `1000`: 1). */
const significantDigits = (c: string) => c.replace(/[^\d]/g, '').replace(/^0+/, '').replace(/0+$/, '').length;

/**
 * A first column of measured values (`232.6839` over `231.9912`), not the labels of rows: every cell a number
 * with four significant digits at least. A sweep's points (`0.25`, `16`, `1024`) and run numbers have fewer.
 */
function measuredFirstColumn(grid: Grid): boolean {
  return grid.rows.every((r) => {
    const c = plainCell(r.cells[0] ?? '');
    return parseNumber(c) !== undefined && significantDigits(c) >= 4 && /\./.test(c);
  });
}

/**
 * Runs named over rows of values and no label column (`w/o patch     w/ patch` over `440 +/-30     406 +/-11`,
 * a line per repetition; `Before  After  Diff` over `3.6 Mpps  3.8 Mpps  5%`): each column a run, each row a
 * repetition; the mean with the rows as samples. A last column of the change between the runs is derived, no run.
 */
function runsOverRepetitions(grid: Grid): ConfigTable | undefined {
  const numbered = numberedRepetitions(grid);
  if (numbered) grid = numbered;
  const all = grid.header.length;
  const n = all > 2 && CHANGE_COLUMN.test(grid.header[all - 1]!.trim()) ? all - 1 : all;
  const header = grid.header.slice(0, n);
  if (n < 2 || !grid.rows.length || header.some((h) => !h.trim() || isMetricLike(h))) return undefined;
  // every column named as a run (a first column named as a parameter, `Threads`, holds the points of a sweep), or a
  // first column of measured values, which no label column holds
  if (
    !numbered &&
    !header.every((h) => isConfigLike(h.trim())) &&
    !(grid.rows.length >= 2 && measuredFirstColumn(grid))
  )
    return undefined;
  // one row of values is read so only where a value states its unit (`3.6 Mpps`): no row label can be a number's
  const cells = grid.rows.map((r) => (r.cells.length === all ? r.cells.slice(0, n).map(valueWithSpread) : undefined));
  if (cells.some((row) => !row || row.some((c) => c === undefined))) return undefined;
  const units = new Set(cells.flatMap((row) => row!.map((c) => c!.unit ?? '')));
  if (units.size > 1 || (grid.rows.length < 2 && !cells[0]![0]!.unit)) return undefined;
  const unit = [...units][0]!;
  const samples = header.map((_, c) => cells.map((row) => row![c]!.v));
  return {
    type: 'table',
    columns: header.map((h) => h.trim()),
    rows: [
      {
        name: grid.measure ?? (unit || 'value'),
        values: samples.map((xs) => mean(xs)),
        samples,
        unit: unit === 's' || unit === 'bytes' ? unit : '',
        line: grid.rows[0]!.line,
        lines: header.map(() => grid.rows[0]!.line),
      },
    ],
  };
}

/** A kernel build option (`CONFIG_NODES_SHIFT`, `LRU_REFS_WIDTH`). */
const BUILD_OPTION = /^(?:CONFIG_)?[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;

/** Columns that name kernel configurations (`Your Kconfig`, `.config`) over rows of build options: the builds' settings. */
function buildOptions(grid: Grid): boolean {
  return (
    grid.header.some((h) => /\bk?config\b|\.config\b/i.test(h)) &&
    grid.rows.length > 0 &&
    grid.rows.every((r) => BUILD_OPTION.test((r.cells[0] ?? '').trim()))
  );
}

/** A README's table of options (`| Variable | Default | Meaning |`): each option's default and what it does, no run's results. */
function optionsReference(grid: Grid): boolean {
  const heads = grid.header.map((h) => h.trim());
  return (
    heads.some((h) => /^default(?: value)?s?$/i.test(h)) &&
    heads.some((h) => /^(?:description|meaning|explanation|purpose|notes?|details|effect)$/i.test(h))
  );
}

/**
 * Starts at a box rule, a markdown, CSV or TSV line, or an aligned header: not a sentence from the margin
 * (indented, two phrases apart, or three words at most). No repeated group: a 6 MB line would overflow
 * the pattern's backtracking stack.
 */
const TABLE_START = /[|\t,]|^\s*\+[-=+]+\+\s*$|^\s|\S(?:\s\s+|[^\S ])\S|^\S+(?: \S+){0,2}\s*$/;

/** TABLE_START's shape: a pipe, tab or comma, an indented line, a column gap, or one to three words alone. */
const TABLE_SHAPE: ShapeTest = (shapes, i) => {
  const s = shapes.at(i);
  return (s & (PIPE | TAB | COMMA | INDENTED | GAP)) !== 0 || isFewWords(s);
};

/** A shell pipeline into a text filter: a command line, whatever its spacing. */
const PIPED_COMMAND = /\|\s*(?:e?grep|awk|sed|head|tail|sort|uniq|wc|tee|less|cut|tr|column)\b/;

/** The table at line i as a grid of cells, in whichever layout it is written (box, markdown, pipes, CSV/TSV, aligned). */
export function readGrid(lines: Lines, i: number): Grid | undefined {
  return (
    readBox(lines, i) ??
    readMarkdown(lines, i) ??
    readPipeRows(lines, i) ??
    readDelimited(lines, i) ??
    readColumns(lines, i)
  );
}

export const parseTable: Parser = (lines, i, ctx) => {
  // a table starts only where its start pattern says one may (`[root@host ~]# time cmd` over time's output is none)
  if (!TABLE_START.test(lines.at(i))) return undefined;
  const read = readGrid(lines, i);
  return read ? tableOfGrid(lines, i, read, ctx) : undefined;
};

/** A table's grid, however it was written, read into runs and measures: the rules decide its orientation and names. */
export function tableOfGrid(lines: Lines, i: number, read: Grid, ctx: ParseContext): Parsed | undefined {
  // `cat /proc/$pid/status | grep switches` (a command written without a prompt) is not a header
  if (
    (read.form === 'aligned' || read.form === 'csv' || read.form === 'tsv') &&
    PIPED_COMMAND.test(lines.at(read.headerLine - 1))
  )
    return undefined;
  // `--cpuset-cpus 4-39,44-79` over `--cpuset-mems 0,1`: a command's options with their comma lists, no table
  const option = (cell: string | undefined) => /^--?[A-Za-z]/.test(cell?.trim() ?? '');
  if (
    (read.form === 'csv' || read.form === 'tsv') &&
    option(read.header[0]) &&
    read.rows.every((r) => option(r.cells[0]))
  )
    return undefined;
  // `This is with  madvise >  /sys/...` over `real 0m2.241s`: a caption over time's output, not a header
  if (read.form === 'aligned' && BASH_TIME_LINE.test(lines.get(read.headerLine) ?? '')) return undefined;
  // numastat's title over its header belongs to the numastat reader, which starts at the title
  const firstRow = read.rows[0]?.line ?? read.headerLine;
  for (let k = i; k < firstRow - 1 && k < lines.count; k++) if (isNumastatTitle(lines.at(k))) return undefined;
  let grid = settledRows(withoutComparisons(read));
  // cells of several values, each with its unit (`1.44 user 0:00.42 elapsed 669608 kB`): a row per unit
  grid = valuesPerUnit(grid) ?? grid;
  // cleaned lines keep their index: line n is lines[n - 1]
  const title = tableTitle(lines, grid.headerLine - 1);
  if (ctx.hints?.length) return tableAsHinted(lines, grid, title, ctx);
  const long = longTable(grid);
  if (long)
    return {
      kind: grid.form === 'csv' || grid.form === 'tsv' ? 'csv' : 'results-table',
      end: grid.end,
      data: long,
      title,
    };
  // a unit column makes the rows the measures
  const units = unitColumn(grid);
  if (units) grid = units;
  const relative = changesAgainstBaselineRow(grid);
  if (relative) grid = relative;
  // a listing of samples (`latency  threshold` over rows of numbers) is data about one run, not results per config:
  // kept as a block, measured nowhere
  if (isMetricLike(grid.header[0] ?? '') && grid.rows.every((r) => parseNumber(r.cells[0] ?? '') !== undefined)) {
    return {
      kind: grid.form === 'csv' || grid.form === 'tsv' ? 'csv' : 'results-table',
      end: grid.end,
      data: { type: 'table', columns: [], rows: [] },
      title,
    };
  }
  const unlabelled = unlabelledRow(grid);
  if (unlabelled) return { kind: 'results-table', end: grid.end, data: unlabelled, title };
  const repeatedRuns = runsOverRepetitions(grid);
  if (repeatedRuns)
    return {
      kind: 'results-table',
      end: grid.end,
      data: repeatedRuns,
      title,
      evidence: [
        {
          decision: 'orientation',
          rule: 'runs named over rows of values with no label column: each row a repetition',
          says: 'columns',
          weight: 0.75,
        },
      ],
      confidence: 0.75,
    };
  grid = gluedRuns(grid, ctx.runs) ?? grid;
  grid = hyperfineCommands(grid);
  const reps = repetitionColumns(grid, title);
  if (reps) return { kind: 'results-table', end: grid.end, data: reps, title };
  // build options compared (`Your Kconfig  My Kconfig` over `LRU_REFS_WIDTH  1  2`): settings, not results
  if (buildOptions(grid) || optionsReference(grid))
    return { kind: 'results-table', end: grid.end, data: { type: 'table', columns: [], rows: [] }, title };
  // `name | overhead`: one value column that names a measure, not a config, is one config's list of values
  // ...unless its columns are runs read before (`| bucket | off | on |`)
  const runCols = grid.header.slice(1).filter((h) => ctx.runs?.has(h.trim())).length;
  const entities = runCols >= 2 ? undefined : entityGrid(grid);
  if (entities) grid = entities;
  const single =
    entities === undefined &&
    !runsPerRow(grid) &&
    grid.header.length === 2 &&
    grid.rows.length >= 2 &&
    !isConfigLike(grid.header[1]!) &&
    !ctx.legend.configs.has(grid.header[1]!) &&
    !/^(value|count|total)$/i.test(grid.header[1]!);
  if (single) grid = { ...grid, header: [grid.header[0]!, 'value'], measure: grid.measure ?? grid.header[1] };
  const perRow = entities === undefined && runsPerRow(grid);
  if (perRow && !grid.header[1]?.trim()) grid = { ...grid, header: [grid.header[0]!, grid.measure ?? 'value'] };
  const measured = perRow || entities ? undefined : measureInHeaders(grid);
  if (measured) grid = measured;
  const caption = tableCaption(lines, grid.headerLine - 1);
  const orientation = perRow
    ? settled('orientation', 'rows', 'each row names its own run and measure', 0.8)
    : entities
      ? settled('orientation', 'columns', 'the first column names things measured, the other one measure', 0.7)
      : single
        ? settled('orientation', 'columns', 'one value column that names a measure: one run', 0.7)
        : units
          ? settled('orientation', 'columns', 'a unit column: the rows are measures', 0.8)
          : tableOrientation(grid, ctx.legend, ctx.runs);
  const data =
    orientation.answer === 'columns'
      ? columnsTable(runColumnsOnly(grid, ctx.runs), ctx.legend, title, caption)
      : rowsTable(grid, title, caption);
  // a table without a single numeric value is prose (e.g. a GitHub metadata table)
  if (!data.iterations && !data.columnTunables && data.rows.every((r) => r.values.every((v) => v === undefined)))
    return undefined;
  const kind = isVmstatPair(grid) ? 'vmstat' : grid.form === 'csv' || grid.form === 'tsv' ? 'csv' : 'results-table';
  return { kind, end: grid.end, data, title, evidence: orientation.evidence, confidence: orientation.confidence };
}

/** The table read as the user's corrections say (kit/hinted.ts): they settle the grid and the axis; the rules decide the rest. */
function tableAsHinted(lines: Lines, read: Grid, title: string | undefined, ctx: ParseContext): Parsed {
  const hinted = hintedGrid(read, ctx.hints!);
  if (typeof hinted === 'string')
    return { kind: tableKind(read), end: read.end, data: { type: 'table', columns: [], rows: [] }, title, hinted };
  const got = gridAsTable(lines, hinted.grid, ctx, hinted.axis, title);
  return { ...got, evidence: [...hinted.evidence, ...(got.evidence ?? [])] };
}

const tableKind = (g: Grid) => (g.form === 'csv' || g.form === 'tsv' ? 'csv' : 'results-table');

/**
 * A grid whose structure the user stated (the runs' axis, when given; the header; the cells), read into a table:
 * the rules decide the rest (the axis when unsaid, the runs' and measures' names, units).
 */
export function gridAsTable(
  lines: Lines,
  grid: Grid,
  ctx: ParseContext,
  axis: 'columns' | 'rows' | undefined,
  title = tableTitle(lines, grid.headerLine - 1),
): Parsed {
  const caption = tableCaption(lines, grid.headerLine - 1);
  const orientation = axis ? undefined : tableOrientation(grid, ctx.legend, ctx.runs);
  const data =
    (axis ?? orientation!.answer) === 'columns'
      ? columnsTable(runColumnsOnly(grid, ctx.runs), ctx.legend, title, caption)
      : rowsTable(grid, title, caption);
  return {
    kind: tableKind(grid),
    end: grid.end,
    data,
    title,
    evidence: orientation?.evidence ?? [],
    confidence: 1,
    hinted: true,
  };
}

export const tableReader: Reader = { name: 'table', shape: TABLE_SHAPE, start: TABLE_START, read: parseTable };
