/** The aligned plain-text report people post to LKML: configs, tables with ratio rows, findings, sources. */
import { someComparison } from '../judge/lazyComparisons';
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

/** How wide the plain-text report is by default: a mail's line (checkpatch and most lists ask for 80 at most). */
export const TEXT_WIDTH = 80;
/** A config label longer than this is given a short one (A, B, ...) and a legend in the lkp layout. */
const LABEL_CHARS = 12;
/** Room the metric names keep at the right of the values in the lkp layout. */
const METRIC_ROOM = 28;

/**
 * Break a line longer than `width` at a space (or, in a long name, after `.`, `_`, `-`, `/`), the rest
 * indented by `indent`; a piece with no break point is cut. Lines that fit are returned as they are.
 */
export function wrapLine(line: string, width: number, indent = 4): string[] {
  if (width <= 0 || line.length <= width) return [line];
  const out: string[] = [];
  const pad = ' '.repeat(Math.min(indent, Math.floor(width / 2)));
  let rest = line;
  let lead = '';
  while (lead.length + rest.length > width) {
    const room = width - lead.length;
    // where the text starts after its indentation: a break is looked for in the text, not in the indent
    const from = /^ */.exec(rest)![0].length;
    const half = from + (room - from) / 2;
    // a space in the second half of the room, else after the last `.` of a dotted name, else `_` `-` `/` `,`
    let at = rest.lastIndexOf(' ', room);
    let keep = at;
    if (at < half) {
      at = -1;
      for (const breaks of [/[.]/g, /[_\-/,]/g]) {
        for (const m of rest.slice(0, room).matchAll(breaks)) if (m.index + 1 >= (from + room) / 2) at = m.index + 1;
        if (at > 0) break;
      }
      keep = at;
    }
    if (at <= 0) {
      at = room;
      keep = room;
    }
    out.push((lead + rest.slice(0, keep)).trimEnd());
    rest = rest.slice(at).trimStart();
    lead = pad;
  }
  if (rest) out.push(lead + rest);
  return out;
}

/** Short labels for configs: A, B, ... Z, then A1, B1, ... */
function shortLabel(i: number): string {
  return `${String.fromCharCode(65 + (i % 26))}${i >= 26 ? Math.floor(i / 26) : ''}`;
}

/**
 * A table too wide for a mail in lkp's layout: the values first, aligned, the metric last (a long name
 * goes on under itself); long config labels as A, B, ... with a legend; configs beyond the width in
 * further tables, each with the baseline's column first.
 */
function* lkpLayout(t: ReportTable, width: number): Generator<string> {
  const short = t.configs.some((c) => c.length > LABEL_CHARS);
  const heads = t.configs.map((c, i) => (short ? shortLabel(i) : c));
  const colWidth = t.configs.map((_, c) => Math.max(heads[c]!.length, ...t.rows.map((r) => (r.cells[c] ?? '').length)));
  const base = Math.max(0, t.configs.indexOf(t.baseline));
  // configs in groups whose values fit beside METRIC_ROOM columns of names; the baseline opens each group
  const groups: number[][] = [];
  let group: number[] = [];
  let used = 0;
  const room = Math.max(20, width - METRIC_ROOM);
  for (let c = 0; c < t.configs.length; c++) {
    const w = colWidth[c]! + 2;
    if (group.length && used + w > room) {
      groups.push(group);
      group = c === base ? [] : [base];
      used = c === base ? 0 : colWidth[base]! + 2;
    }
    group.push(c);
    used += w;
  }
  if (group.length) groups.push(group);
  if (short) {
    yield 'Configs:';
    for (const [i, c] of t.configs.entries())
      yield* wrapLine(`  ${heads[i]} = ${c}${i === base ? ' (baseline)' : ''}`, width, 6);
  }
  for (const [gi, g] of groups.entries()) {
    if (groups.length > 1) yield `${gi ? '\n' : ''}(${gi + 1}/${groups.length}: ${g.map((c) => heads[c]).join(', ')})`;
    const values = (cells: string[]) => g.map((c) => (cells[c] ?? '-').padStart(colWidth[c]! + 2)).join('');
    const head = `${values(heads)}  metric`;
    yield head.trimEnd();
    yield g.map((c) => ` ${'-'.repeat(colWidth[c]! + 1)}`).join('');
    const at = values(heads).length + 2;
    let ratios = false;
    // a ratio row under that heading by its measure's name alone, as its values' row names it (in its unit)
    const named = new Map(t.rows.filter((r) => r.kind === 'value').map((r) => [r.metric, r.label]));
    for (const r of t.rows) {
      if (r.kind === 'ratio' && !ratios) {
        ratios = true;
        yield* wrapLine(`Ratios to ${heads[base]}${short ? ` (${t.baseline})` : ''}:`, width, 2);
      }
      const label =
        r.kind === 'stddev' ? '  ± stddev' : r.kind === 'ratio' ? (named.get(r.metric) ?? r.metric) : r.label;
      const line = `${values(r.cells)}  ${label}`;
      if (line.length <= width) {
        yield line;
        continue;
      }
      // the name on under itself, at the metric column
      const [first, ...more] = wrapLine(`${' '.repeat(at)}${label}`, width, at);
      yield values(r.cells) + first!.slice(values(r.cells).length);
      yield* more;
    }
  }
}

function* tableLines(t: ReportTable, width: number): Generator<string> {
  yield t.title;
  yield '-'.repeat(t.title.length);
  const header = ['metric', ...t.configs];
  const rows = t.rows.map((r) => [r.label, ...r.cells]);
  const widths = columnWidths(header, rows);
  const classic = widths.reduce((n, w, c) => n + (c === 0 ? w : w + 2), 0);
  if (width <= 0 || classic <= width) yield* alignedLines(header, rows);
  else yield* lkpLayout(t, width);
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

/** Every line of a section within `width` (0: as they are). */
function* fitted(lines: Iterable<string>, width: number): Generator<string> {
  for (const l of lines) {
    if (width <= 0 || l.length <= width) yield l;
    else yield* wrapLine(l, width, (/^ */.exec(l)?.[0].length ?? 0) + 4);
  }
}

/** The text report as chunks, for a stream: sections separated by a blank line, lines within `width` columns (0: no limit). */
export function* textChunks(a: Analysis, width = TEXT_WIDTH): Generator<string> {
  const sections: Iterable<string>[] = [configLines(a), ...reportTables(a).map((t) => tableLines(t, width))].map(
    (lines) => fitted(lines, width),
  );
  if (someComparison(a, (c) => c.significant === false))
    sections.push(['~ = not distinguishable (Welch t-test p >= 0.05, or inside the stated ± spreads)']);
  sections.push(fitted(findingLines(a), width), fitted(sourceLines(a), width));
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

/** The whole text report, within `width` columns (0: no limit). */
export function renderText(a: Analysis, width = TEXT_WIDTH): string {
  return joinChunks(textChunks(a, width));
}
