/**
 * The buddy allocator's free lists (mm/vmstat.c): /proc/buddyinfo, a row per node and zone, `Node 0, zone
 * Normal  22684  42284 ...`, the free blocks of each order from 0 up; /proc/pagetypeinfo, the same per
 * migrate type under `Free pages count per migrate type at order  0 1 2 ...` (`Node 0, zone Normal, type
 * Movable  0 1 1 ...`), then `Number of blocks type  Unmovable Reclaimable Movable ...` over a row of pageblock
 * counts per zone. Each count is a measure: `Node <n> <zone> order <k>`, `Node <n> <zone> <type> order <k>`,
 * `Node <n> <zone> number of blocks <type>`. A row or header a mail wrapped goes on on the next line (numbers alone,
 * or type names alone); the `Page block order:` / `Pages per block:` lines before the tables are part of them.
 */
import type { KeyValueData, Lines } from '../../model';
import type { Parser, Reader } from '../kit/types';

const ZONE_ROW = /^\s*Node\s+(\d+),\s+zone\s+(\w+)(?:,\s+type\s+(\S+))?((?:\s+\d+)+)\s*$/;
const FREE_HEAD = /^\s*Free pages count per migrate type at order((?:\s+\d+)*)\s*$/;
const BLOCKS_HEAD = /^\s*Number of blocks type((?:\s+\S+)+)\s*$/;
const PREAMBLE = /^\s*(?:Page block order|Pages per block):\s+\d+\s*$/;
const NUMBERS = /^\s*\d+(?:\s+\d+)*\s*$/;
const NAMES = /^\s*[A-Za-z<>][\w<>]*(?:\s+[A-Za-z<>][\w<>]*)*\s*$/;

/** The words of line k and of the lines after it that `more` takes (a wrapped row or header), and the line after them. */
function joined(lines: Lines, k: number, first: string, more: RegExp): [string, number] {
  let text = first;
  let j = k + 1;
  while (j < lines.count && more.test(lines.at(j)) && !ZONE_ROW.test(lines.at(j))) text += ` ${lines.at(j++).trim()}`;
  return [text, j];
}

export const parseBuddyinfo: Parser = (lines, i) => {
  const values: KeyValueData['values'] = new Map();
  let types: string[] | undefined; // the migrate types of a `Number of blocks type` table, while in it
  let pagetype = false; // a migrate type seen: /proc/pagetypeinfo, not buddyinfo
  let k = i;
  while (k < lines.count && !lines.command[k]) {
    const t = lines.at(k);
    if (PREAMBLE.test(t) || t.trim() === '') {
      if (
        t.trim() === '' &&
        !ZONE_ROW.test(lines.get(k + 1) ?? '') &&
        !/^\s*(?:Free|Number)/.test(lines.get(k + 1) ?? '')
      )
        break;
      k++;
      continue;
    }
    if (FREE_HEAD.test(t)) {
      types = undefined;
      pagetype = true;
      k = joined(lines, k, t, NUMBERS)[1];
      continue;
    }
    const blocks = BLOCKS_HEAD.exec(t);
    if (blocks && !/\d/.test(blocks[1]!)) {
      const [head, next] = joined(lines, k, blocks[1]!, NAMES);
      types = head.trim().split(/\s+/);
      pagetype = true;
      k = next;
      continue;
    }
    const [row, next] = joined(lines, k, t, NUMBERS);
    const m = ZONE_ROW.exec(row);
    if (!m) break;
    const counts = m[4]!.trim().split(/\s+/).map(Number);
    const at = { line: k + 1, raw: t.trim() };
    const zone = `Node ${m[1]} ${m[2]}`;
    if (m[3]) pagetype = true;
    counts.forEach((n, c) => {
      const name =
        types && !m[3] ? `${zone} number of blocks ${types[c] ?? c}` : `${zone}${m[3] ? ` ${m[3]}` : ''} order ${c}`;
      values.set(name, { value: n, unit: 'count', ...at });
    });
    k = next;
  }
  if (!values.size) return undefined;
  return { kind: 'meminfo', end: k, data: { type: 'kv', values }, title: pagetype ? 'pagetypeinfo' : 'buddyinfo' };
};

/** Starts at a zone's row (`Node 0, zone   Normal` and its counts), pagetypeinfo's preamble or its tables' headers. */
export const buddyinfoReader: Reader = {
  name: 'buddyinfo',
  start:
    /^\s*(?:Node\s+\d+,\s+zone\s+\w+[,\s]|Page block order:|Pages per block:|Free pages count per migrate type|Number of blocks type\s)/,
  read: parseBuddyinfo,
};
