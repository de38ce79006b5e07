/**
 * Rows of words, then one value, their fields parted by one delimiter and no header over them:
 *
 *   THP 2 MiB     : METHOD_A :   123.456 ms        4K pages<TAB>baseline<TAB>223.4 ms
 *   THP 2 MiB     : METHOD_B :   100.456 ms        4K pages<TAB>patched<TAB>200.4 ms
 *
 * The delimiter is a colon with space on both sides (`0:01` is a time), a TAB, or a comma; every row has as
 * many fields, three at least, and its last is a value (a number and its unit). Of the fields of words, the
 * one whose names read as configurations holds the runs; else the one whose names come round again under
 * each name of the others (`METHOD_A`, `METHOD_B` under each page size), or the only one that changes. The others
 * name what was measured.
 */
import { isConfigLike, namesAVersion } from '../../text/units';
import { columnsTable, cellValue, tableTitle } from '../kit/results';
import type { Grid } from '../kit/grid';
import type { Parser, Reader } from '../kit/types';
import type { Lines } from '../../model';
import { lineValue } from '../../text/lineMemo';

// split, then trimmed: a pattern with spaces on both sides of the comma backtracks on a long run of spaces
const DELIMITERS = [/\s:\s/, /\t/, /,/] as const;
/** The most runs rows name: more names in one field (`m0`, `m1`, ... `m149999`) are what was measured, not runs. */
const FEW_RUNS = 12;
/** The most rows read as one block: a longer list is a log. */
const MAX_ROWS = 500;

/** A field of words: a name (`THP 2 MiB`, `METHOD_A`), not a value. */
const isWords = (f: string) => /[A-Za-z]/.test(f) && cellValue(f, 1).v === undefined;

/** A line cut by one delimiter: its fields, and whether they are key fields and a value, or all words (a header). */
interface Cut {
  fields: string[];
  kind?: 'keyed' | 'words';
}

/**
 * Line k cut by each delimiter, once per document: a table's reader asks of each of its rows whether another
 * reader starts there, and each row is asked of again as the line above the next.
 */
const cutsAt = lineValue((lines: Lines, k: number): (Cut | undefined)[] => {
  const t = lines.at(k).trim();
  if (lines.command[k] || t.length > 300) return [];
  return DELIMITERS.map((delim) => {
    // (TABs that align the fields leave empty ones between them)
    const fields = t
      .split(delim)
      .map((f) => f.trim())
      .filter((f) => f !== '');
    if (fields.length < 3 || !fields.slice(0, -1).every(isWords)) return undefined;
    const last = fields[fields.length - 1]!;
    return { fields, kind: cellValue(last, 1).v !== undefined ? 'keyed' : isWords(last) ? 'words' : undefined };
  });
});

/** Line k's fields by delimiter d, when all but the last are words and the last a value. */
function fieldsOf(lines: Lines, k: number, d: number): string[] | undefined {
  const cut = cutsAt(lines, k)[d];
  return cut?.kind === 'keyed' ? cut.fields : undefined;
}

/**
 * Whether line k is a row of the same shape or a header over such rows (fields of words only, as many): the rows
 * below it belong to its table (a CSV's data rows are no keyed rows of their own).
 */
function continues(lines: Lines, k: number, d: number, width: number): boolean {
  const cut = cutsAt(lines, k)[d];
  return cut?.kind !== undefined && cut.fields.length === width;
}

/** Key field c's names come round again: each group of the other fields' names holds each of them once at most. */
function comesRound(rows: readonly string[][], c: number): boolean {
  const names = new Set(rows.map((r) => r[c]!));
  if (names.size < 2 || names.size === rows.length || names.size > FEW_RUNS) return false;
  const seen = new Set<string>();
  for (const r of rows) {
    const key = `${r.filter((_, j) => j !== c && j < r.length - 1).join('\u0000')}\u0000${r[c]}`;
    if (seen.has(key)) return false;
    seen.add(key);
  }
  return true;
}

export const parseKeyedRows: Parser = (lines, i, ctx) => {
  for (let d = 0; d < DELIMITERS.length; d++) {
    const first = fieldsOf(lines, i, d);
    if (!first || (i > 0 && continues(lines, i - 1, d, first.length))) continue;
    const rows = [first];
    let k = i + 1;
    for (; k < lines.count && rows.length < MAX_ROWS; k++) {
      const fs = fieldsOf(lines, k, d);
      if (!fs || fs.length !== first.length) break;
      rows.push(fs);
    }
    if (rows.length < 2) continue;
    const keys = first.length - 1;
    const configs = [...Array(keys).keys()].filter((c) =>
      rows.every((r) => isConfigLike(r[c]!) || namesAVersion(r[c]!)),
    );
    const round = [...Array(keys).keys()].filter((c) => comesRound(rows, c));
    // one field that changes where the others stay (one measure of each run)
    const varying = [...Array(keys).keys()].filter((c) => new Set(rows.map((r) => r[c])).size > 1);
    const runs =
      configs.length === 1
        ? configs[0]!
        : round.length
          ? round[round.length - 1]!
          : varying.length === 1 && keys > 1 && rows.length <= FEW_RUNS
            ? varying[0]!
            : undefined;
    if (runs === undefined) continue;
    const names = [...new Set(rows.map((r) => r[runs]!))];
    // per measure (the other fields' names), its value for each run, and the line it is first written on
    const measured = new Map<string, { cells: string[]; line: number }>();
    rows.forEach((r, n) => {
      const what = r.filter((_, c) => c !== runs && c < keys).join(' ');
      const m = measured.get(what) ?? { cells: names.map(() => ''), line: i + 1 + n };
      m.cells[names.indexOf(r[runs]!)] = r[keys]!;
      measured.set(what, m);
    });
    const grid: Grid = {
      form: 'aligned',
      header: ['', ...names],
      headerLine: i + 1,
      rows: [...measured].map(([what, m]) => ({ cells: [what, ...m.cells], line: m.line })),
      sections: [],
      end: k,
    };
    const title = tableTitle(lines, i);
    return { kind: 'results-table', end: k, data: columnsTable(grid, ctx.legend, title), title };
  }
  return undefined;
};

/** Starts at a line with one of the delimiters; tried after the tools' readers, before the tables'. */
export const keyedRowsReader: Reader = {
  name: 'keyed rows',
  start: /\s:\s|\t|,/,
  read: parseKeyedRows,
};
