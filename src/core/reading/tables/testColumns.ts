/**
 * Scheduler-test reports as AMD's mails post them: a `Test:` line names the runs, each row a measure with
 * one value per run and the author's change against the first run in parentheses:
 *
 *   Test:     tip/sched/core                 mel-v3                    mel-v4
 *    Copy:    113716.62 (0.00 pct)     218961.59 (92.55 pct)     217130.07 (90.93 pct)
 *   1-groups:     4.23 (0.00 pct)      4.29 (-1.41 pct)
 *
 * The change is not read (a missing closing parenthesis is forgiven). Configs are the runs; rows the measures.
 * The run names may instead be stacked over the rows without a `Test:` line (stackedRuns).
 */
import { columnsTable, tableTitle } from '../kit/results';
import type { Grid } from '../kit/grid';
import { expandTabs } from '../kit/columns';
import type { Lines } from '../../model';
import type { Parser, Reader } from '../kit/types';
import { COLON, DIGIT, type ShapeTest } from '../kit/lineShape';

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

/**
 * Line k as it stands on screen: the source line with its tabs expanded, then without its quote marks (the
 * cleaned line is dedented by paragraph, which moves a header's lines apart from its rows).
 */
function shownAs(lines: Lines, k: number): string {
  return expandTabs(lines.source.slice(lines.from(k), lines.to(k))).replace(/^(?:> ?)+/, '');
}

/**
 * Run names stacked over 2-4 lines above such rows, with no `Test:` line (`5.17.0-rc1` over `tip sched/core`
 * over `(no pinning)`, a blank line, then ` Copy:  97699.28 (0.00 pct)  95933.60 (-1.80 pct)`): each phrase
 * belongs to its column: in order on a line of one phrase per column, else the column whose value it ends
 * nearest to (the names are right-aligned over their values); joined top to bottom. Returns the names and the first row's line.
 */
function stackedRuns(lines: Lines, i: number): { runs: string[]; rowAt: number } | undefined {
  // the cheap tests first, on the cleaned lines (every line of a paste comes here): 2-4 header lines, a row
  let k = i;
  while (k < lines.count && k - i < 4 && lines.at(k).trim() !== '' && !ROW.test(lines.at(k))) k++;
  if (k - i < 2) return undefined;
  const headEnd = k;
  if (k < lines.count && lines.at(k).trim() === '') k++;
  const cleaned = k < lines.count ? ROW.exec(lines.at(k)) : null;
  // the rows of this report carry the author's change in each cell (`(0.00 pct)`): plain numbers under a
  // wrapped label (`Number of times` / `should_numa_migrate_memory()` / `was invoked:`) are another table
  if (!cleaned || !values(cleaned[2]!) || !/\(\s*[-+]?\d+(?:\.\d+)?\s*(?:pct|%)/.test(cleaned[2]!)) return undefined;
  const heads: string[] = [];
  for (let h = i; h < headEnd; h++) heads.push(shownAs(lines, h));
  const row = shownAs(lines, k);
  const m = ROW.exec(row);
  if (!m || !values(m[2]!)) return undefined;
  const offset = row.length - m[2]!.length;
  const ends = [...m[2]!.matchAll(CELL)].map((c) => offset + c.index + c[0].length);
  if (ends.length < 2) return undefined;
  const parts: string[][] = ends.map(() => []);
  for (const h of heads) {
    const phrases = [...h.matchAll(/\S+(?: \S+)*/g)];
    // a line of one phrase per column is read in order; a shorter one (a name wrapped onto a line of its own) by position
    phrases.forEach((p, j) => {
      const end = p.index + p[0].length;
      let best = 0;
      for (let c = 1; c < ends.length; c++) if (Math.abs(ends[c]! - end) < Math.abs(ends[best]! - end)) best = c;
      parts[phrases.length === ends.length ? j : best]!.push(p[0]);
    });
  }
  if (parts.some((x) => x.length === 0)) return undefined;
  return { runs: parts.map((x) => x.join(' ')), rowAt: k };
}

export const parseTestColumns: Parser = (lines, i, ctx) => {
  const head = HEAD.exec(lines.at(i));
  const stacked = head ? undefined : stackedRuns(lines, i);
  if (!stacked && (!head || head[1]!.length > 300)) return undefined;
  const runs = stacked?.runs ?? head![1]!.trim().split(/\s+/);
  if (!stacked && runs.some((r) => /^[-+]?\d/.test(r))) return undefined;
  const rows: Grid['rows'] = [];
  let k = stacked?.rowAt ?? i + 1;
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

/**
 * A `Test:` line has a colon; run names stacked over 2-4 lines (and a blank line) have a row 2 to 5 lines
 * below them, and a row (ROW, with its values) has a colon and a digit.
 */
const HEAD_OR_ROW_BELOW: ShapeTest = (shapes, i) => {
  if (shapes.has(i, COLON)) return true;
  for (let k = i + 2; k <= i + 5; k++) if (shapes.has(k, COLON | DIGIT)) return true;
  return false;
};

/** Starts at a `Test:` line, or any line (run names stacked over the rows). */
export const testColumnsReader: Reader = {
  name: 'Test: columns',
  start: 'any line',
  shape: HEAD_OR_ROW_BELOW,
  read: parseTestColumns,
};
