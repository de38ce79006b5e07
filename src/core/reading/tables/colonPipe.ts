/**
 * Comparison tables whose row label ends at a colon and whose columns are split by pipes, as `perf bench
 * numa` comparisons are posted:
 *
 *    [test unit]            :   v3.7 |balancenuma-v10|  AutoNUMA-v28 |
 *   ------------------------------------------------------------------
 *    2x1-bw-process         :   6.248|  6.136:  -1.8%|  8.073:  29.2%|  GB/sec
 *
 * The header names the runs (two at least) and a rule follows it. A cell is a value, maybe followed by the
 * author's change against the first column (`6.136:  -1.8%`, not read); a last cell after the runs is the
 * row's unit. The rows are the measures.
 */
import type { Lines } from '../../model';
import { parseNumber } from '../../text/numbers';
import { columnsTable, tableTitle } from '../kit/results';
import type { Grid } from '../kit/grid';
import type { Parser, Reader } from '../kit/types';
import { PIPE, startHas } from '../kit/lineShape';

/** `label : a | b | c |` split at the first colon, then at the pipes; the empty cell after a closing pipe dropped. */
function split(t: string): { label: string; cells: string[] } | undefined {
  const colon = t.indexOf(':');
  if (colon < 1 || t.length > 400) return undefined;
  const right = t.slice(colon + 1);
  if (!right.includes('|')) return undefined;
  const cells = right.split('|').map((c) => c.trim());
  if (cells[cells.length - 1] === '') cells.pop();
  return { label: t.slice(0, colon).trim(), cells };
}

/** `6.136:  -1.8%` -> `6.136`; a plain value as it is; undefined for words. */
function valueCell(c: string): string | undefined {
  const m = /^([-+]?\d[\d,]*(?:\.\d+)?%?)(?:\s*:\s*[-+]?\d+(?:\.\d+)?\s*%)?$/.exec(c);
  return m ? m[1] : c === '' || c === '-' ? '' : undefined;
}

const RULE = /^\s*-{10,}\s*$/;
/** A unit in a cell of its own (`secs`, `GB/sec`, `%`). */
const UNIT = /^(?:%|[a-zA-Z]{1,6}(?:\/(?:s|sec|op))?)$/;

export const parseColonPipe: Parser = (lines: Lines, i, ctx) => {
  const head = split(lines.at(i));
  if (!head || head.cells.length < 2 || head.cells.some((c) => c === '' || valueCell(c) !== undefined))
    return undefined;
  if (!RULE.test(lines.get(i + 1) ?? '')) return undefined;
  const runs = head.cells.length;
  const rows: Grid['rows'] = [];
  let k = i + 2;
  for (; k < lines.count; k++) {
    const r = split(lines.at(k));
    if (!r || r.label === '' || (r.cells.length !== runs && r.cells.length !== runs + 1)) break;
    const values = r.cells.slice(0, runs).map(valueCell);
    if (values.some((v) => v === undefined) || !values.some((v) => v !== '' && parseNumber(v!) !== undefined)) break;
    const unit = r.cells[runs];
    if (unit !== undefined && !UNIT.test(unit)) break;
    rows.push({ cells: [unit ? `${r.label} (${unit})` : r.label, ...(values as string[])], line: k + 1 });
  }
  if (rows.length === 0) return undefined;
  // the rule that closes the table is part of it
  if (RULE.test(lines.get(k) ?? '')) k++;
  const grid: Grid = {
    form: 'aligned',
    header: [head.label, ...head.cells],
    headerLine: i + 1,
    rows,
    sections: [],
    end: k,
  };
  return {
    kind: 'results-table',
    end: k,
    data: columnsTable(grid, ctx.legend, tableTitle(lines, i)),
    title: tableTitle(lines, i),
  };
};

/** Starts at a line with a pipe (the reader looks for the colon before it). */
export const colonPipeReader: Reader = {
  name: 'colon-pipe table',
  shape: startHas(PIPE),
  start: /\|/,
  read: parseColonPipe,
};
