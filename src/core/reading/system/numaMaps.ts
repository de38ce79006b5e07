/**
 * /proc/PID/numa_maps (proc(5), numa(7)): a line per mapping, `<address> <policy> [file=..|heap|stack|huge]
 * key=value ... N<node>=<pages> kernelpagesize_kB=<n>`. Summed the way numastat -p sums it (numactl's
 * numastat.c reads the same file): per node, MB of huge (hugetlb), heap, stack and other private
 * mappings. `N<node>=` counts pages of the mapping's own page size (`kernelpagesize_kB`: 2048 for a
 * 2 MB hugetlb mapping), so counts are turned into MB with it, never added as 4 KB pages.
 */
import { lineAt } from '../../text/lines';
import { finiteNumber } from '../../text/numbers';
import type { NumastatData } from '../../model';
import type { Parser, Reader } from '../kit/types';

/** The address and the policy (mpol_to_str: default, prefer, bind, interleave, weighted interleave, local, prefer (many)). */
const HEAD = /^\s*[0-9a-f]{4,16} (?:default|prefer|bind|interleave|weighted interleave|local)\b/;
const POLICY_REST = /^[^\s]*(?: \(many\)[^\s]*)?/;
const NODE = /^N(\d{1,4})=(\d{1,15})$/;
const CATEGORIES = ['Huge', 'Heap', 'Stack', 'Private'] as const;
type Category = (typeof CATEGORIES)[number];

interface Mapping {
  category: Category;
  /** node -> MB */
  mb: Map<number, number>;
}

/** One numa_maps line, or undefined when a word of it is neither a flag nor `key=value`. */
function mappingAt(text: string): Mapping | undefined {
  const head = HEAD.exec(text);
  if (!head) return undefined;
  let rest = text.slice(head[0].length);
  rest = rest.slice(POLICY_REST.exec(rest)![0].length); // `:1`, `=static:0-1`, ` (many):1-2`
  let category: Category = 'Private';
  let pageKB = 4;
  const pages = new Map<number, number>();
  for (const w of rest.trim().split(/\s+/)) {
    if (w === '') continue;
    if (w === 'huge') category = 'Huge';
    else if (w === 'heap' || /^stack(?::\d+)?$/.test(w)) {
      if (category === 'Private') category = w === 'heap' ? 'Heap' : 'Stack';
    } else if (NODE.test(w)) {
      const [, node, count] = NODE.exec(w)!;
      const n = finiteNumber(count);
      if (n !== undefined) pages.set(Number(node), n);
    } else if (/^kernelpagesize_kB=\d{1,8}$/.test(w))
      pageKB = Number(w.slice(18)); // up to 16 GB pages
    else if (!/^[a-z_]+=\S*$/i.test(w)) return undefined;
  }
  const mb = new Map<number, number>();
  for (const [node, n] of pages) mb.set(node, (n * pageKB) / 1024);
  return { category, mb };
}

export const parseNumaMaps: Parser = (lines, i) => {
  const mappings: { m: Mapping; line: number }[] = [];
  let k = i;
  for (; k < lines.count; k++) {
    const l = lineAt(lines, k);
    if (l.command) break;
    const m = mappingAt(l.text);
    if (!m) break;
    mappings.push({ m, line: l.line });
  }
  if (!mappings.some(({ m }) => m.mb.size > 0)) return undefined;
  const nodes = [...new Set(mappings.flatMap(({ m }) => [...m.mb.keys()]))].sort((a, b) => a - b);
  const rows: { name: string; values: number[]; line: number }[] = CATEGORIES.flatMap((category) => {
    const mine = mappings.filter(({ m }) => m.category === category);
    if (!mine.length) return [];
    const perNode = nodes.map((n) => mine.reduce((s, { m }) => s + (m.mb.get(n) ?? 0), 0));
    return [{ name: category, values: [...perNode, perNode.reduce((a, b) => a + b, 0)], line: mine[0]!.line }];
  });
  if (rows.length > 1)
    rows.push({
      name: 'Total',
      values: rows[0]!.values.map((_, c) => rows.reduce((s, r) => s + r.values[c]!, 0)),
      line: mappings[0]!.line,
    });
  const data: NumastatData = {
    type: 'numastat',
    tables: [
      {
        title: 'numa_maps: per-node process memory (in MBs)',
        unit: 'MB',
        nodes: nodes.map((n) => `node${n}`),
        hasTotal: true,
        rows,
      },
    ],
  };
  return { kind: 'numastat', end: k, data, title: 'numa_maps' };
};

/** Starts at a mapping's address and policy. */
export const numaMapsReader: Reader = { name: 'numa_maps', start: HEAD, read: parseNumaMaps };
