/**
 * A cgroup's memory.numa_stat: per node, how much of the cgroup's memory of each kind sits there.
 * cgroup v2 (Documentation/admin-guide/cgroup-v2.rst): `anon N0=<bytes> N1=<bytes>`, one line per item,
 * sizes in bytes (read as MB), the workingset_* lines counting events (left out: they are no amount of
 * memory). cgroup v1 (memcontrol.c memcg_numa_stat_show): `total=<pages> N0=<pages> ...`, `file=`, `anon=`,
 * `unevictable=` and their `hierarchical_` forms, in pages.
 */
import { lineAt } from '../../text/lines';
import { finiteNumber } from '../../text/numbers';
import type { NumastatData, NumastatTable } from '../../model';
import type { Parser, Reader } from '../kit/types';
import { DIGIT, EQUALS, LEADS_LETTER, startHas } from '../kit/lineShape';

const START = /^\s*[a-z][a-z0-9_]*(?:=\d+)? N\d+=\d/;
const NODE = /^N(\d{1,4})=(\d{1,20})$/;

interface Item {
  name: string;
  /** The v1 form's own total (`total=246`); v2 has none. */
  total?: number;
  values: Map<number, number>;
  line: number;
}

/** One `name N0=.. N1=..` (v2) or `name=total N0=..` (v1) line. */
function itemAt(text: string, line: number): Item | undefined {
  if (!START.test(text)) return undefined;
  const [first, ...rest] = text.trim().split(/\s+/);
  const eq = first!.indexOf('=');
  const item: Item = { name: eq < 0 ? first! : first!.slice(0, eq), values: new Map(), line };
  if (eq >= 0) item.total = finiteNumber(first!.slice(eq + 1));
  for (const w of rest) {
    const m = NODE.exec(w);
    const v = m ? finiteNumber(m[2]) : undefined;
    if (!m || v === undefined) return undefined;
    item.values.set(Number(m[1]), v);
  }
  return item;
}

export const parseCgroupNumaStat: Parser = (lines, i) => {
  const items: Item[] = [];
  let k = i;
  for (; k < lines.count; k++) {
    const l = lineAt(lines, k);
    if (l.command) break;
    const item = itemAt(l.text, l.line);
    if (!item) break;
    items.push(item);
  }
  // one line alone could be anything `word N0=1`; the file has several
  if (items.length < 2) return undefined;
  const v1 = items[0]!.total !== undefined;
  const kept = v1 ? items : items.filter((it) => !it.name.startsWith('workingset_'));
  const nodes = [...new Set(kept.flatMap((it) => [...it.values.keys()]))].sort((a, b) => a - b);
  const scale = v1 ? 1 : 2 ** 20;
  const table: NumastatTable = {
    title: `memory.numa_stat: per-node cgroup memory (${v1 ? 'pages' : 'in MBs'})`,
    unit: v1 ? 'pages' : 'MB',
    nodes: nodes.map((n) => `node${n}`),
    hasTotal: v1,
    rows: kept.map((it) => {
      const values: number[] = [];
      nodes.forEach((n, c) => {
        const v = it.values.get(n);
        if (v !== undefined) values[c] = v / scale;
      });
      if (v1 && it.total !== undefined) values[nodes.length] = it.total;
      return { name: it.name, values, line: it.line };
    }),
  };
  const data: NumastatData = { type: 'numastat', tables: [table] };
  return { kind: 'numastat', end: k, data, title: 'memory.numa_stat' };
};

/** Starts at an item and its first node (`anon N0=`, `total=246 N0=`). */
export const cgroupNumaStatReader: Reader = {
  name: 'memory.numa_stat',
  shape: startHas(LEADS_LETTER | DIGIT | EQUALS),
  start: START,
  read: parseCgroupNumaStat,
};
