/**
 * A unified diff of two counter dumps (`diff -u vmstat.before vmstat.after`): `--- vmstat.before  <date>`,
 * `+++ vmstat.after  <date>`, `@@ ... @@`, then `-name value` (the first file's), `+name value` (the second's)
 * and ` name value` (both) lines. The two files are the runs, named by their files (`vmstat.before` ->
 * `before`, `numab2.vmstat` -> `numab2`); every line
 * of the hunks must be a counter line, so a patch to source code is never read.
 */
import type { ConfigTable, TableRow } from '../model';
import { looksLikeCounter } from '../text/vocabulary';
import type { Parser, Reader } from './types';

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

export const parseVmstatDiff: Parser = (lines, i) => {
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

/** Starts at the diff's `--- ` line. */
export const vmstatDiffReader: Reader = { name: 'vmstat diff', start: /^--- \S/, read: parseVmstatDiff };
