/** The same tables as CSV, one header row per table, tables separated by a blank line. */
import type { Analysis } from '../model';
import { reportTables } from './tables';

const q = (s: string) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

export function renderCsv(a: Analysis): string {
  return reportTables(a)
    .map((t) => [['table', 'metric', ...t.configs], ...t.rows.map((r) => [t.title, r.label.trim(), ...r.cells])].map((row) => row.map(q).join(',')).join('\n'))
    .join('\n\n') + '\n';
}
