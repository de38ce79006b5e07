/**
 * A column of changes against a row that says it is the reference (`| **2-JVM** | Baseline |` over
 * `| **3-JVM** | **+30.0%** |`): each row's measure relative to that row's run, the reference 1 and the others
 * 1 + the change. That is all the column states; the tool compares the runs from it as from any other measure.
 */
import { REFERENCE_NAME } from '../../vocabulary/runs';
import { plainCell } from './cells';
import type { Grid } from './grid';

/** A signed change in percent, maybe marked (`+30.0%`, `**-5%**`). */
const CHANGE = /^([-+]\d+(?:\.\d+)?)\s?%$/;
/**
 * The header's comparison word at its end (`server-side-java with SLA requirements Improvement`): the measure is
 * before it. A change, difference or delta keeps the measure's own better side; an improvement or gain says
 * higher is better; a regression, reduction or saving points the other way, and is left as written.
 */
const COMPARED = /\b(improvement|gain|speed-?up|uplift|change|diff|difference|delta)[ \t]{0,4}(?:\(%\)|%)?$/i;
const BETTER = /^(?:improvement|gain|speed-?up|uplift)$/i;

/** A cell that says its row is what the others are compared with: `Baseline`, `base`, `reference`. */
const isReference = (cell: string) => REFERENCE_NAME.test(cell) || /^reference$/i.test(cell);

export function changesAgainstBaselineRow(grid: Grid): Grid | undefined {
  if (grid.rows.length < 2) return undefined;
  for (let c = 1; c < grid.header.length; c++) {
    const head = grid.header[c]!.trim();
    const compared = COMPARED.exec(head);
    if (!compared) continue;
    const cells = grid.rows.map((r) => plainCell(r.cells[c] ?? ''));
    const references = cells.filter(isReference).length;
    if (references !== 1 || cells.some((x) => !isReference(x) && !CHANGE.test(x))) continue;
    const base = grid.rows[cells.findIndex(isReference)]!;
    const measure = head.slice(0, compared.index).trim() || 'performance';
    const header = [...grid.header];
    const said = BETTER.test(compared[1]!) ? ' (higher is better)' : '';
    header[c] = `${measure} relative to ${plainCell(base.cells[0] ?? '')}${said}`;
    const rows = grid.rows.map((r, k) => {
      const change = CHANGE.exec(cells[k]!);
      const cellsOf = [...r.cells];
      cellsOf[c] = change ? String(1 + Number(change[1]) / 100) : '1';
      return { ...r, cells: cellsOf };
    });
    return { ...grid, header, rows };
  }
  return undefined;
}
