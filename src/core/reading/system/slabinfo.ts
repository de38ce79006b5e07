/**
 * /proc/slabinfo (version 2.x; mm/slab_common.c's slab_show): a `slabinfo - version: 2.1` line, the `# name
 * <active_objs> <num_objs> ...` legend, then a row per cache: its objects in use and allocated, the object
 * size (bytes), objects per slab, pages per slab, the `tunables` (SLAB only; zeros under SLUB) and the
 * `slabdata` (slabs in use, allocated, shared). Each cache's fields are measures named `<cache> <field>`;
 * the legend or version line may be cut away, the row shape alone says what it is. An elision (`[...]`)
 * between rows is passed over.
 */
import { isElision } from '../../text/marks';
import type { KeyValueData } from '../../model';
import type { Parser, Reader } from '../kit/types';

const ROW =
  /^\s*(\S+)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*:\s*tunables\s+\d+\s+\d+\s+\d+\s*:\s*slabdata\s+(\d+)\s+(\d+)\s+\d+\s*$/;
const HEAD = /^\s*(?:slabinfo - version: \d|#\s*name\s+<active_objs>)/;
/** The fields a row gives, in its order after the name (the tunables and shared slabs are left out). */
const FIELDS = ['active_objs', 'num_objs', 'objsize', 'objperslab', 'pagesperslab', 'active_slabs', 'num_slabs'];

export const parseSlabinfo: Parser = (lines, i) => {
  if (isElision(lines.at(i))) return undefined; // an elision between rows is passed over, it starts no dump
  let k = i;
  while (k < lines.count && HEAD.test(lines.at(k))) k++;
  const values: KeyValueData['values'] = new Map();
  for (; k < lines.count; k++) {
    const t = lines.at(k);
    if (isElision(t) && ROW.test(lines.get(k + 1) ?? '')) continue;
    const m = ROW.exec(t);
    if (!m || lines.command[k]) break;
    const at = { line: k + 1, raw: t.trim() };
    FIELDS.forEach((f, c) => {
      const value = Number(m[2 + c]);
      if (Number.isFinite(value)) values.set(`${m[1]} ${f}`, { value, unit: f === 'objsize' ? 'bytes' : '', ...at });
    });
  }
  // a lone row could be any line of numbers with colons; two rows, or the legend above one, say slabinfo
  const rows = values.size / FIELDS.length;
  if (rows < 1 || (rows < 2 && k - i < 2)) return undefined;
  return { kind: 'meminfo', end: k, data: { type: 'kv', values }, title: 'slabinfo' };
};

/** Starts at the version line, the legend, or a row (`dentry  434515 514112  136 29 1 : tunables ...`). */
export const slabinfoReader: Reader = {
  name: 'slabinfo',
  start: /^\s*(?:slabinfo - version: \d|#\s*name\s+<active_objs>|\S+\s+\d+\s+\d+\s+\d+\s+\d+\s+\d+\s*:\s*tunables\b)/,
  read: parseSlabinfo,
};
