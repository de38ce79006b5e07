/** The same tables and findings as Markdown. */
import type { Analysis } from '../model';
import { escapeMarkdown } from './escape';
import { reportTables } from './tables';

const esc = escapeMarkdown;

export function renderMarkdown(a: Analysis): string {
  const out: string[] = [];
  if (a.configs.length) {
    out.push(`## Configs (baseline: ${esc(a.baseline ?? '-')})`, '', '| config | description | kernel | tunables |', '|---|---|---|---|');
    for (const c of a.configs) out.push(`| ${esc(c.label)} | ${esc(c.description ?? '')} | ${esc(c.kernel ?? '')} | ${esc(Object.entries(c.tunables).map(([k, v]) => `${k}=${v}`).join(' '))} |`);
    out.push('');
  }
  for (const t of reportTables(a)) {
    out.push(`## ${esc(t.title)}`, '', `| metric | ${t.configs.map(esc).join(' | ')} |`, `|---|${t.configs.map(() => '---:').join('|')}|`);
    for (const r of t.rows) out.push(`| ${esc(r.label.trim())} | ${r.cells.map(esc).join(' | ')} |`);
    out.push('');
  }
  if (a.findings.length) {
    out.push('## Findings', '');
    for (const f of a.findings) out.push(`- **${f.severity}** ${esc(f.message)}`);
    out.push('');
  }
  return out.join('\n');
}
