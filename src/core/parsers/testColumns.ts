/**
 * Scheduler-test reports as AMD's mails post them: a `Test:` line names the runs, each row a measure with
 * one value per run and the author's change against the first run in parentheses:
 *
 *   Test:     tip/sched/core                 mel-v3                    mel-v4
 *    Copy:    113716.62 (0.00 pct)     218961.59 (92.55 pct)     217130.07 (90.93 pct)
 *   1-groups:     4.23 (0.00 pct)      4.29 (-1.41 pct)
 *
 * The change is not read (a missing closing parenthesis is forgiven). Configs are the runs; rows the measures.
 */
import { columnsTable, tableTitle } from './results';
import type { Grid } from './grid';
import type { Parser, Reader } from './types';

const HEAD = /^\s*Test:\s+(\S.*)$/;
const ROW = /^\s*([^:\s][^:]{0,39}):\s+(\S.*)$/;
/** A value and its change: `218961.59 (92.55 pct)`, `253461.32 (103.57 pct`, `4.29 (-1.41%)`. */
const CELL = /([-+]?\d[\d,]*(?:\.\d+)?)(?:\s*\(\s*[-+]?\d+(?:\.\d+)?\s*(?:pct|%)\s*\)?)?/g;

/** The values of a row when the rest of it is only values with their changes. */
function values(rest: string): string[] | undefined {
  const out: string[] = [];
  let at = 0;
  for (const m of rest.matchAll(CELL)) {
    if (rest.slice(at, m.index).trim() !== '') return undefined;
    out.push(m[1]!);
    at = m.index + m[0].length;
  }
  return rest.slice(at).trim() === '' ? out : undefined;
}

export const parseTestColumns: Parser = (lines, i, ctx) => {
  const head = HEAD.exec(lines.at(i));
  if (!head || head[1]!.length > 300) return undefined;
  const runs = head[1]!.trim().split(/\s+/);
  if (runs.some((r) => /^[-+]?\d/.test(r))) return undefined;
  const rows: Grid['rows'] = [];
  let k = i + 1;
  for (; k < lines.count; k++) {
    const t = lines.at(k);
    if (t.length > 400) break;
    const m = ROW.exec(t);
    const v = m && values(m[2]!);
    if (!v || v.length !== runs.length) break;
    rows.push({ cells: [m[1]!.trim(), ...v], line: k + 1 });
  }
  if (rows.length === 0) return undefined;
  const title = tableTitle(lines, i);
  const grid: Grid = { form: 'aligned', header: ['Test', ...runs], headerLine: i + 1, rows, sections: [], end: k };
  return { kind: 'results-table', end: k, data: columnsTable(grid, ctx.legend, title), title };
};

/** Starts at a `Test:` line. */
export const testColumnsReader: Reader = { name: 'Test: columns', start: /^\s*Test:\s/, read: parseTestColumns };
