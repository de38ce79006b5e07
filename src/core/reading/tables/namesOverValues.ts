/**
 * Results pasted as a column of names, each over its value (a spreadsheet column or a script's output
 * copied as it was printed):
 *
 *   Base without the patch:          Base                 Patched
 *   numa01                           numa01               numa01
 *   222.97                           224.70               137.23
 *   numa01_THREAD_ALLOC              numa02               numa02
 *   115.78                           13.45                9.30
 *
 * One column: one run (the label above names it). Several: a first line of run names, then each name
 * line repeats the name per column. Three pairs at least; a name is a word (no spaces), not a number.
 */
import type { ConfigTable, Lines, TableRow } from '../../model';
import { finiteNumber } from '../../text/numbers';
import type { Parser, Reader } from '../kit/types';

const NAME = /^[A-Za-z_][\w.+-]{0,47}$/;
const VALUE = /^[-+]?\d[\d,]*(?:\.\d+)?$/;
const cellsOf = (t: string) => t.trim().split(/[ \t]{2,}|\t/);

/** The pairs from line k on with `width` columns: the name (the same in every column), the values. */
function pairsFrom(lines: Lines, k: number, width: number): { rows: TableRow[]; end: number } {
  const rows: TableRow[] = [];
  for (; k + 1 < lines.count; k += 2) {
    const names = cellsOf(lines.at(k));
    const values = cellsOf(lines.at(k + 1));
    if (names.length !== width || values.length !== width || lines.command[k] || lines.command[k + 1]) break;
    if (!names.every((n) => NAME.test(n) && n === names[0]) || !values.every((v) => VALUE.test(v))) break;
    const parsed = values.map((v) => finiteNumber(v.replace(/,/g, '')));
    if (parsed.some((v) => v === undefined) || rows.some((r) => r.name === names[0])) break;
    rows.push({ name: names[0]!, values: parsed, unit: '', line: k + 1, lines: parsed.map(() => k + 2) });
  }
  return { rows, end: k };
}

export const parseNamesOverValues: Parser = (lines, i) => {
  const head = cellsOf(lines.at(i));
  // a line of run names over the first pair (`Base  Patched`), or the first name itself
  const header = head.length >= 2 && head.every((c) => NAME.test(c)) && new Set(head).size === head.length;
  const width = header ? head.length : 1;
  if (!header && !(head.length === 1 && NAME.test(head[0]!))) return undefined;
  const { rows, end } = pairsFrom(lines, header ? i + 1 : i, width);
  if (rows.length < 3) return undefined;
  const data: ConfigTable = { type: 'table', columns: header ? head : ['value'], rows };
  return { kind: 'results-table', end, data, title: 'names over values' };
};

/** Starts at a line of one word, or of run names over a name line. */
export const namesOverValuesReader: Reader = {
  name: 'names over values',
  // one way to split a gap into separators (`\t+|\s{2,}` could split a run of tabs many ways: exponential on a long line)
  start: /^[ \t]*[A-Za-z_][\w.+-]*(?:(?:[ \t]{2,}|\t)[A-Za-z_][\w.+-]*)*[ \t]*$/,
  read: parseNamesOverValues,
};
