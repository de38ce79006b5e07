/** The same tables as CSV, one header row per table, tables separated by a blank line. */
import type { Analysis } from '../model';
import { csvCell } from './escape';
import { reportTables } from './tables';

export function renderCsv(a: Analysis): string {
  return reportTables(a)
    .map((t) => [['table', 'metric', ...t.configs], ...t.rows.map((r) => [t.title, r.label.trim(), ...r.cells])].map((row) => row.map(csvCell).join(',')).join('\n'))
    .join('\n\n') + '\n';
}
