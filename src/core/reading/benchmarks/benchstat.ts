/**
 * benchstat's comparison of Go benchmark results, in its two layouts:
 *
 *   name            old time/op    new time/op    delta                 (before 2023)
 *   Decode-4          2.27s ± 3%     2.16s ± 2%   -5.10%  (p=0.008 n=5+5)
 *
 *                │   old.txt   │              new.txt               │   (since)
 *                │   sec/op    │   sec/op     vs base               │
 *   Decode-4       2.270 ± 3%    2.160 ± 2%  -5.10% (p=0.008 n=5)
 *
 * Each input is a run, named by the header (`old` / `new`, or the files), or by the files of the `benchstat A B`
 * command above the old layout; each benchmark and quantity a measure (`Decode-4 time/op`), times in seconds,
 * bytes in bytes, with benchstat's ± as the spread. The delta column is benchstat's arithmetic, not read.
 */
import type { ConfigTable, TableRow } from '../../model';
import { finiteNumber } from '../../text/numbers';
import { bytesPer, secondsPer } from '../../text/units';
import { commandBefore, type Parser, type Reader } from '../kit/types';
import { INDENTED, LEADS_LETTER, startHas } from '../kit/lineShape';

const OLD_HEADER = /^\s*name\s+old ([\w/-]+)\s+new \1\s+delta\s*$/;
/** A line of the new layout's header, its box lines read as pipes (text/boxDrawing): the name column is blank. */
const BOX_NAMES = /^\s+\|(.+)\|\s*$/;
/** A value and its spread: `2.27s ± 3%`, `1.234µ ± 2%`, `72.0B ± 0%`, `0.00B` (no spread when it is none). */
const CELL = /(-?\d+(?:\.\d+)?)([a-zA-Zµ]*)(?:\s*±\s*(\d+(?:\.\d+)?|∞)%)?/g;

/** The SI prefixes benchstat writes on times and counts (`1.234µ` under `sec/op`, `1.20k` under `allocs/op`). */
const PREFIX: Record<string, number> = {
  '': 1,
  n: 1e-9,
  µ: 1e-6,
  u: 1e-6,
  m: 1e-3,
  k: 1e3,
  K: 1e3,
  M: 1e6,
  G: 1e9,
  T: 1e12,
};

/** A value's suffix as a factor and unit: a time unit to seconds, bytes with their prefix, or a count's prefix. */
function scaled(suffix: string, quantity: string): { factor: number; unit: string } | undefined {
  if (suffix.endsWith('s') && secondsPer(suffix) !== undefined) return { factor: secondsPer(suffix)!, unit: 's' };
  // the old layout's `72.0B`, `1.89GB` (powers of 1024, as the house reads GB); the new one's `1.89Gi` under `B/op`
  const bytes = bytesPer(suffix.endsWith('B') ? suffix : /^B\//.test(quantity) ? `${suffix}B` : '');
  if (bytes !== undefined) return { factor: bytes, unit: 'bytes' };
  const factor = PREFIX[suffix];
  if (factor === undefined) return undefined;
  // the new layout writes the unit once, over the column: `sec/op` values carry only their prefix
  return { factor, unit: /^sec\//.test(quantity) ? 's' : quantity };
}

/** The cells of a row after its name: each input's value and spread, in order (the delta column has no value). */
function cells(rest: string, quantity: string, runs: number): { v: number; sd?: number; unit: string }[] | undefined {
  const out: { v: number; sd?: number; unit: string }[] = [];
  CELL.lastIndex = 0;
  for (let m = CELL.exec(rest); m && out.length < runs; m = CELL.exec(rest)) {
    const s = scaled(m[2]!, quantity);
    const v = s && finiteNumber(Number(m[1]) * s.factor);
    if (v === undefined || !s) return undefined;
    const pct = m[3] === undefined || m[3] === '∞' ? undefined : Number(m[3]);
    out.push({ v, ...(pct !== undefined && { sd: (Math.abs(v) * pct) / 100 }), unit: s.unit });
  }
  return out.length === runs ? out : undefined;
}

/** Sections of benchmark rows, each under its quantity (`time/op`), into rows of one table. */
function section(
  lines: { count: number; at(k: number): string },
  from: number,
  quantity: string,
  runs: number,
  rows: TableRow[],
): number {
  let k = from;
  for (; k < lines.count; k++) {
    const t = lines.at(k);
    const m = /^\s*(\S+)\s+(\S.*)$/.exec(t);
    if (!m || m[1] === 'geomean') {
      if (m?.[1] === 'geomean') continue;
      break;
    }
    const cs = cells(m[2]!, quantity, runs);
    if (!cs) break;
    rows.push({
      name: `${m[1]} ${quantity}`,
      values: cs.map((c) => c.v),
      stddev: cs.map((c) => c.sd),
      unit: cs[0]!.unit,
      line: k + 1,
    });
  }
  return k;
}

/** The runs `benchstat A B` compares, named by its files, when the command is just above. */
function filesOf(command: string | undefined): string[] | undefined {
  const words = command?.trim().split(/\s+/);
  if (!words || words[0] !== 'benchstat') return undefined;
  const files = words.slice(1).filter((w) => !w.startsWith('-'));
  return files.length === 2 ? files : undefined;
}

function parseOld(lines: Parameters<Parser>[0], i: number): ReturnType<Parser> {
  const rows: TableRow[] = [];
  let k = i;
  for (let head = OLD_HEADER.exec(lines.at(k)); head; head = k < lines.count ? OLD_HEADER.exec(lines.at(k)) : null) {
    k = section(lines, k + 1, head[1]!, 2, rows);
    // sections are apart by a blank line
    if (k + 1 < lines.count && lines.at(k).trim() === '' && OLD_HEADER.test(lines.at(k + 1))) k++;
  }
  if (!rows.length) return undefined;
  const columns = filesOf(commandBefore(lines, i)) ?? ['old', 'new'];
  return { kind: 'results-table', end: k, data: { type: 'table', columns, rows }, title: 'benchstat' };
}

/** The cells between a header line's pipes. */
const boxCells = (t: string) =>
  BOX_NAMES.exec(t)?.[1]!
    .split('|')
    .map((c) => c.trim());

function parseBoxed(lines: Parameters<Parser>[0], i: number): ReturnType<Parser> {
  const names = boxCells(lines.at(i));
  if (!names || names.some((n) => !/[\p{L}\d]/u.test(n)) || i + 1 >= lines.count) return undefined;
  const rows: TableRow[] = [];
  let k = i;
  while (k + 1 < lines.count && boxCells(lines.at(k))?.length === names.length) {
    // the quantity over the inputs' columns: `sec/op`, `B/op`, `allocs/op`
    const quantity = boxCells(lines.at(k + 1))?.[0]?.split(/\s+/)[0];
    if (!quantity || !/^[A-Za-zµ%]+\/[A-Za-z]+$/.test(quantity)) break;
    k = section(lines, k + 2, quantity, names.length, rows);
    while (k < lines.count && lines.at(k).trim() === '') k++;
  }
  if (!rows.length) return undefined;
  const data: ConfigTable = { type: 'table', columns: names, rows };
  while (k > i && lines.at(k - 1).trim() === '') k--;
  return { kind: 'results-table', end: k, data, title: 'benchstat' };
}

export const parseBenchstat: Parser = (lines, i) =>
  OLD_HEADER.test(lines.at(i)) ? parseOld(lines, i) : parseBoxed(lines, i);

/** Starts at a section's header: `name  old time/op  new time/op  delta`, or the inputs' names between `│` (as `|`). */
export const benchstatReader: Reader = {
  name: 'benchstat',
  shape: (shapes, i) => startHas(LEADS_LETTER)(shapes, i) || startHas(INDENTED)(shapes, i),
  start: /^(?:\s*name\s+old [\w/-]+\s+new [\w/-]+\s+delta\s*$|\s+\|.*\|\s*$)/,
  read: parseBenchstat,
};
