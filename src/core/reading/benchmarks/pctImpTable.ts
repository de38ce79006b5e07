/**
 * The comparison tables AMD's scheduler reviewers post on LKML: a banner (`Test          : tbench`, `Units`,
 * `Interpretation`, `Statistic`) over a header whose first cell names the rows (`Clients:`, `Case:`, `#workers:`)
 * and whose other cells are the kernels, each `name[pct imp](CV)`; a row per case, each kernel's cell its value,
 * its improvement over the first kernel in brackets and its coefficient of variation in parentheses:
 *
 *     Clients:   tip[pct imp](CV)            v3[pct imp](CV)      v3-tgfix[pct imp](CV)
 *         1      1.00 [  0.00]( 0.18)      0.99 [ -0.99]( 0.18)      0.98 [ -2.08]( 0.10)
 *
 * The kernels are the runs; each row is a measure named by the banner's test and the row (`tbench 64`), its value
 * as written (the tables are normalized), its spread the CV's share of it. The bracketed improvement is derived
 * from the values, and left out.
 */
import type { ConfigTable, TableRow } from '../../model';
import type { Parser, Reader } from '../kit/types';

/** A kernel's header cell: its name glued to `[pct imp](CV)`. */
const RUN_CELL = /(?<!\S)([^\s[]+)\[pct imp\]\(CV\)/g;
/** The header: the rows' name (`Clients:`), then two kernels at least. */
const HEADER = /^\s*[^\s[]+\s+(?:[^\s[]+\[pct imp\]\(CV\)\s*){2,}$/;
/** A kernel's cell: `1.00 [ -0.00]( 4.22)`, `12.10 [-105.08](14.03)`. */
const CELL = String.raw`(-?\d+(?:\.\d+)?)\s*\[\s*-?\d+(?:\.\d+)?\]\(\s*(\d+(?:\.\d+)?)\)`;
/** The banner's test, a few lines above the header (`Test          : schbench wakeup-latency `). */
const TEST = /^\s*Test\s*:\s*(\S.*?)\s*$/;

export const parsePctImpTable: Parser = (lines, i) => {
  const head = lines.at(i);
  if (!HEADER.test(head)) return undefined;
  const runs = [...head.matchAll(RUN_CELL)].map((m) => m[1]!);
  let test: string | undefined;
  for (let k = i - 1; k >= 0 && k >= i - 9 && !test; k--) test = TEST.exec(lines.at(k))?.[1]?.replace(/\s+/g, ' ');
  const row = new RegExp(
    String.raw`^\s*(\S+)\s+${Array(runs.length)
      .fill(CELL)
      .join(String.raw`\s+`)}\s*$`,
  );
  const rows: TableRow[] = [];
  let end = i + 1;
  for (; end < lines.count; end++) {
    const m = row.exec(lines.at(end));
    if (!m) break;
    const values = runs.map((_, c) => Number(m[2 + 2 * c]));
    rows.push({
      name: test ? `${test} ${m[1]!}` : m[1]!,
      values,
      stddev: runs.map((_, c) => (values[c]! * Number(m[3 + 2 * c])) / 100),
      unit: '',
      line: end + 1,
    });
  }
  if (rows.length === 0) return undefined;
  const data: ConfigTable = { type: 'table', columns: runs, rows };
  return { kind: 'results-table', end, data, title: test ?? 'pct imp table' };
};

/** Starts at the header (`Clients:   tip[pct imp](CV)   v3[pct imp](CV) ...`). */
export const pctImpTableReader: Reader = {
  name: 'pct imp table',
  start: /\[pct imp\]\(CV\)/,
  read: parsePctImpTable,
};
