/** The same tables and findings as Markdown. */
import type { Analysis } from '../model';
import { joinChunks, lineChunks } from './chunks';
import { escapeMarkdown } from './escape';
import { reportTables } from './tables';

const esc = escapeMarkdown;

function* markdownLines(a: Analysis): Generator<string> {
  if (a.configs.length) {
    yield* [
      `## Configs (baseline: ${esc(a.baseline ?? '-')})`,
      '',
      '| config | description | kernel | tunables |',
      '|---|---|---|---|',
    ];
    for (const c of a.configs)
      yield `| ${esc(c.label)} | ${esc(c.description ?? '')} | ${esc(c.kernel ?? '')} | ${esc(
        Object.entries(c.tunables)
          .map(([k, v]) => `${k}=${v}`)
          .join(' '),
      )} |`;
    yield '';
  }
  for (const t of reportTables(a)) {
    yield* [
      `## ${esc(t.title)}`,
      '',
      `| metric | ${t.configs.map(esc).join(' | ')} |`,
      `|---|${t.configs.map(() => '---:').join('|')}|`,
    ];
    for (const r of t.rows) yield `| ${esc(r.label.trim())} | ${r.cells.map(esc).join(' | ')} |`;
    yield '';
  }
  if (a.findings.length) {
    yield* ['## Findings', ''];
    for (const f of a.findings) yield `- **${f.severity}** ${esc(f.message)}`;
    yield '';
  }
}

/** The Markdown report as chunks, for a stream. */
export function* markdownChunks(a: Analysis): Generator<string> {
  // the lines were joined by '\n' with no newline after the last (an empty line)
  let pending: string | undefined;
  const lines = function* () {
    for (const l of markdownLines(a)) {
      if (pending !== undefined) yield pending;
      pending = l;
    }
  };
  yield* lineChunks(lines());
  if (pending !== undefined) yield pending;
}

export function renderMarkdown(a: Analysis): string {
  return joinChunks(markdownChunks(a));
}
