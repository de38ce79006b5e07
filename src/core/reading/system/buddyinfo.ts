/**
 * /proc/buddyinfo (mm/vmstat.c's frag_show): a row per node and zone, `Node 0, zone   Normal  22684  42284 ...`,
 * the free blocks of each order from 0 up (11 orders on most configurations, MAX_PAGE_ORDER + 1). Each count
 * is a measure named `Node <n> <zone> order <k>`; /proc/pagetypeinfo's rows, which add `type <migratetype>`
 * after the zone, are not these.
 */
import type { KeyValueData } from '../../model';
import type { Parser, Reader } from '../kit/types';

const ROW = /^\s*Node\s+(\d+),\s+zone\s+(\w+)((?:\s+\d+){2,20})\s*$/;

export const parseBuddyinfo: Parser = (lines, i) => {
  const values: KeyValueData['values'] = new Map();
  let k = i;
  for (; k < lines.count; k++) {
    const t = lines.at(k);
    const m = ROW.exec(t);
    if (!m || lines.command[k]) break;
    const at = { line: k + 1, raw: t.trim() };
    m[3]!
      .trim()
      .split(/\s+/)
      .forEach((n, order) => values.set(`Node ${m[1]} ${m[2]} order ${order}`, { value: Number(n), unit: '', ...at }));
  }
  if (!values.size) return undefined;
  return { kind: 'meminfo', end: k, data: { type: 'kv', values }, title: 'buddyinfo' };
};

/** Starts at a row: `Node 0, zone   Normal` and its counts. */
export const buddyinfoReader: Reader = {
  name: 'buddyinfo',
  start: /^\s*Node\s+\d+,\s+zone\s+\w+\s+\d/,
  read: parseBuddyinfo,
};
