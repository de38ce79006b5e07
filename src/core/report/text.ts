/** The aligned plain-text report people post to LKML: configs, tables with ratio rows, findings, sources. */
import { maxOf } from '../math/stats';
import type { Analysis, SetupFact } from '../model';
import { joinChunks, lineChunks } from './chunks';
import { reportTables, type ReportTable } from './tables';

/** Column widths of an aligned table (a loop, not a spread: a table may have a million rows). */
function columnWidths(header: string[], rows: readonly string[][]): number[] {
  const widths = header.map((h) => h.length);
  for (const r of rows) for (let c = 0; c < widths.length; c++) widths[c] = Math.max(widths[c]!, (r[c] ?? '').length);
  return widths;
}

/** An aligned table line by line: first column left, the others right. */
function* alignedLines(header: string[], rows: readonly string[][]): Generator<string> {
  const widths = columnWidths(header, rows);
  const line = (cells: string[]) =>
    cells
      .map((x, c) => (c === 0 ? x.padEnd(widths[0]!) : x.padStart(widths[c]! + 2)))
      .join('')
      .trimEnd();
  const head = line(header);
  yield head;
  yield '-'.repeat(head.length);
  for (const r of rows) yield line(r);
}

/** Align a table: first column left, the others right. */
export function alignTable(header: string[], rows: string[][]): string[] {
  return [...alignedLines(header, rows)];
}

function* tableLines(t: ReportTable): Generator<string> {
  yield t.title;
  yield '-'.repeat(t.title.length);
  yield* alignedLines(
    ['metric', ...t.configs],
    t.rows.map((r) => [r.label, ...r.cells]),
  );
}

function configLines(a: Analysis): string[] {
  if (!a.configs.length) return [];
  const rows = a.configs.map((c) => [
    c.label,
    c.description ?? '',
    c.kernel ?? '',
    Object.entries(c.tunables)
      .map(([k, v]) => `${k}=${v}`)
      .join(' '),
  ]);
  const w = [0, 1, 2].map((i) => maxOf(rows.map((r) => r[i]!.length)));
  return [
    `Configs (baseline: ${a.baseline ?? '-'})`,
    '-'.repeat(20),
    ...rows.map((r) => `  ${r[0]!.padEnd(w[0]!)}  ${r[1]!.padEnd(w[1]!)}  ${r[2]!.padEnd(w[2]!)}  ${r[3]}`.trimEnd()),
  ];
}

/** A setup block's facts on one line: `threads=64 membind=1 hog=200 GiB`, the first eight. */
export function setupSummary(facts: SetupFact[]): string {
  const shown = facts.slice(0, 8).map((f) => `${f.key}=${f.value}${f.unit ? ` ${f.unit}` : ''}`);
  return `${shown.join(' ')}${facts.length > 8 ? ` (+${facts.length - 8} more)` : ''}`;
}

export function sourceLines(a: Analysis): string[] {
  const out = a.blocks
    .filter((b) => b.kind !== 'prose')
    .map(
      (b) =>
        `  ${b.source ? `${b.source}:` : ''}${b.startLine}-${b.endLine}  ${b.kind}${b.title ? `  "${b.title}"` : ''}${b.config ? `  -> ${b.config}` : ''}${b.data.type === 'setup' ? `  ${setupSummary(b.data.facts)}` : ''}`,
    );
  const problems = a.blocks.flatMap((b) =>
    (b.problems ?? []).map(
      (p) => `  ${b.source ? `${b.source}:` : ''}${p.startLine}-${p.endLine}  not parsed: ${p.reason}`,
    ),
  );
  return [
    'Recognized blocks',
    '-'.repeat(17),
    ...out,
    ...(problems.length ? ['', 'Not parsed', '-'.repeat(10), ...problems] : []),
  ];
}

export function findingLines(a: Analysis): string[] {
  if (!a.findings.length) return [];
  return [
    'Findings',
    '-'.repeat(8),
    ...a.findings.map(
      (f) =>
        `  [${f.severity}] ${f.message}${f.lines.length ? ` (line${f.lines.length > 1 ? 's' : ''} ${f.lines.slice(0, 8).join(', ')}${f.lines.length > 8 ? ', ...' : ''})` : ''}`,
    ),
  ];
}

/** The text report as chunks, for a stream: sections separated by a blank line. */
export function* textChunks(a: Analysis): Generator<string> {
  const sections: Iterable<string>[] = [configLines(a), ...reportTables(a).map(tableLines)];
  if (a.comparisons.some((c) => c.significant === false))
    sections.push(['~ = not significant (Welch t-test, p >= 0.05)']);
  sections.push(findingLines(a), sourceLines(a));
  let first = true;
  for (const lines of sections) {
    const chunks = lineChunks(lines);
    const head = chunks.next();
    if (head.done) continue;
    yield (first ? '' : '\n') + head.value;
    first = false;
    yield* chunks;
  }
}

/** The whole text report. */
export function renderText(a: Analysis): string {
  return joinChunks(textChunks(a));
}
