/**
 * A unified diff of two counter dumps (`diff -u vmstat.before vmstat.after`): `--- vmstat.before  <date>`,
 * `+++ vmstat.after  <date>`, `@@ ... @@`, then `-name value` (the first file's), `+name value` (the second's)
 * and ` name value` (both) lines. The two files are the runs, named by their files (`vmstat.before` ->
 * `before`, `numab2.vmstat` -> `numab2`); every line
 * of the hunks must be a counter line, so a patch to source code is never read.
 */
import type { ConfigTable, TableRow } from '../../model';
import { looksLikeCounter } from '../../text/vocabulary';
import type { Parser, Reader } from '../kit/types';

const FILE = /^(---|\+\+\+) (?:[ab]\/)?(\S+)/;
const HUNK = /^@@ -\d+(?:,\d+)? \+\d+(?:,\d+)? @@/;
const COUNTER = /^([-+ ])([a-z][a-z0-9_]*)\s+(-?\d+)\s*$/;

/** A file's run name: its base name without an extension such as `.txt` and without `vmstat` (`vmstat.before` -> `before`). */
function runName(file: string): string {
  const base = file
    .split('/')
    .pop()!
    .replace(/\.(?:txt|log|out)$/i, '');
  return base.replace(/(?:^|[._-])vmstat(?=$|[._-])/i, '').replace(/^[._-]+|[._-]+$/g, '') || base;
}

/** `where -: before this patch, +: after this patch`: the legend of a diff written without its file lines. */
const SIGN_LEGEND = /(?:^|\s)-\s*:\s*([^,;]{1,40}?)\s*[,;]\s*(?:and\s+)?\+\s*:\s*([^,;.]{1,40}?)\s*\.?$/;

/** The legend within a few lines after the hunk (or before it): the two runs' names. */
function signLegend(lines: { get(k: number): string | undefined }, from: number, to: number): [string, string] {
  for (const k of [to, to + 1, to + 2, from - 1, from - 2, from - 3]) {
    const m = SIGN_LEGEND.exec(lines.get(k)?.trim() ?? '');
    if (m) return [m[1]!.replace(/^(?:the\s+)/i, ''), m[2]!.replace(/^(?:the\s+)/i, '')];
  }
  return ['before', 'after'];
}

/**
 * The same, without the file and hunk lines (`-pgpromote_success 356` ... then `+pgpromote_success 1314102`
 * ..., `where -: before this patch, +: after this patch`): every `-` line, then every `+` line (a blank line
 * between them allowed), the same counters on both sides; the runs are named by the legend, else `before`
 * and `after`.
 */
function parseSignedDump(lines: Parameters<Parser>[0], i: number): ReturnType<Parser> {
  const side = (sign: string, k: number) => {
    const out = new Map<string, { v: number; line: number }>();
    for (; k < lines.count; k++) {
      const m = COUNTER.exec(lines.at(k).trim() === '' ? '' : lines.at(k).replace(/^\s+(?=[-+])/, ''));
      if (!m || m[1] !== sign || !looksLikeCounter(m[2]!) || out.has(m[2]!)) break;
      const v = Number(m[3]);
      if (!Number.isFinite(v)) break;
      out.set(m[2]!, { v, line: k + 1 });
    }
    return { out, end: k };
  };
  const before = side('-', i);
  if (before.out.size < 3) return undefined;
  let k = before.end;
  if (k < lines.count && lines.at(k).trim() === '') k++;
  const after = side('+', k);
  const names = [...before.out.keys()];
  if (after.out.size !== names.length || !names.every((n) => after.out.has(n))) return undefined;
  const runs = signLegend(lines, i, after.end);
  const rows: TableRow[] = names.map((name) => ({
    name,
    values: [before.out.get(name)!.v, after.out.get(name)!.v],
    unit: 'count',
    line: before.out.get(name)!.line,
    lines: [before.out.get(name)!.line, after.out.get(name)!.line],
  }));
  return { kind: 'vmstat', end: after.end, data: { type: 'table', columns: runs, rows } };
}

export const parseVmstatDiff: Parser = (lines, i) => {
  if (/^\s*-[a-z]/.test(lines.at(i))) return parseSignedDump(lines, i);
  const from = FILE.exec(lines.at(i));
  const to = FILE.exec(lines.get(i + 1) ?? '');
  if (from?.[1] !== '---' || to?.[1] !== '+++' || !HUNK.test(lines.get(i + 2) ?? '')) return undefined;
  const before = new Map<string, { v: number; line: number }>();
  const after = new Map<string, { v: number; line: number }>();
  let k = i + 2;
  for (; k < lines.count; k++) {
    const t = lines.at(k);
    if (HUNK.test(t)) continue;
    const m = COUNTER.exec(t);
    if (!m || !looksLikeCounter(m[2]!)) break;
    const cell = { v: Number(m[3]), line: k + 1 };
    if (!Number.isFinite(cell.v)) break;
    if (m[1] !== '+') before.set(m[2]!, cell);
    if (m[1] !== '-') after.set(m[2]!, cell);
  }
  const names = [...new Set([...before.keys(), ...after.keys()])];
  const runs = [runName(from[2]!), runName(to[2]!)];
  if (names.length < 2 || runs[0] === runs[1]) return undefined;
  const rows: TableRow[] = names.map((name) => ({
    name,
    values: [before.get(name)?.v, after.get(name)?.v],
    unit: 'count',
    line: (before.get(name) ?? after.get(name))!.line,
    lines: [before.get(name)?.line, after.get(name)?.line],
  }));
  const data: ConfigTable = { type: 'table', columns: runs, rows };
  return { kind: 'vmstat', end: k, data, title: `diff ${from[2]} ${to[2]}` };
};

/** Starts at the diff's `--- ` line, or at a `-counter value` line. */
export const vmstatDiffReader: Reader = {
  name: 'vmstat diff',
  start: /^--- \S|^\s*-[a-z][a-z0-9_]*\s+-?\d+\s*$/,
  read: parseVmstatDiff,
};
