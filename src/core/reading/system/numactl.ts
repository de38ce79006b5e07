/** `numactl -H`: nodes, CPUs, sizes and the SLIT distance matrix -> a topology (CPU-less nodes are the slow tier). */
import type { TopologyData, TopologyNode } from '../../model';
import { finiteNumber } from '../../text/numbers';
import type { Parser, Reader } from '../kit/types';
import { COLON, LEADS_LETTER, startHas } from '../kit/lineShape';

const AVAILABLE = /^available:\s+(\d+)\s+nodes?\b/;

/** The most CPU ids a list holds and the largest id read: the kernel's NR_CPUS tops out at 8192, so a bigger number is a typo, not a machine. */
const MAX_CPUS = 65536;

/** CPUs as numactl prints them (`0 1 2 3`) or as sysfs and lscpu do (`0-63,128-191`); ids past MAX_CPUS are dropped, so a typo cannot allocate millions or loop on a number too large to count up from. */
export function cpuList(s: string): number[] {
  const out: number[] = [];
  for (const part of s.trim().split(/[\s,]+/)) {
    const m = /^(\d{1,6})(?:-(\d{1,6}))?$/.exec(part);
    if (!m) continue;
    const a = Number(m[1]);
    const b = Math.min(m[2] === undefined ? a : Number(m[2]), MAX_CPUS - 1);
    for (let c = a; c <= b && out.length < MAX_CPUS; c++) out.push(c);
  }
  return out;
}

const MAX_NODES = 1024;

export const parseNumactl: Parser = (lines, i) => {
  if (lines.command[i] || !AVAILABLE.test(lines.at(i).trim())) return undefined;
  const nodes = new Map<number, TopologyNode>();
  const node = (id: number): TopologyNode => {
    let n = nodes.get(id);
    if (!n) nodes.set(id, (n = { id, cpus: [] }));
    return n;
  };
  const distances: number[][] = [];
  let k = i + 1;
  let inMatrix = false;
  for (; k < lines.count; k++) {
    const t = lines.at(k).trim();
    if (lines.command[k]) break;
    let m: RegExpExecArray | null;
    if ((m = /^node\s+(\d+)\s+/.exec(t)) && +m[1]! >= MAX_NODES) break;
    if ((m = /^node\s+(\d+)\s+cpus:(.*)$/.exec(t))) node(+m[1]!).cpus = cpuList(m[2]!);
    else if ((m = /^node\s+(\d+)\s+size:\s+(\d+)\s*MB$/.exec(t)))
      Object.assign(node(+m[1]!), { sizeMB: finiteNumber(m[2]), sizeLine: k + 1 });
    else if ((m = /^node\s+(\d+)\s+free:\s+(\d+)\s*MB$/.exec(t)))
      Object.assign(node(+m[1]!), { freeMB: finiteNumber(m[2]), freeLine: k + 1 });
    else if (/^node distances:$/.test(t)) inMatrix = true;
    else if (inMatrix && /^node(\s+\d+)+$/.test(t)) continue;
    // node ids stay below the kernel's MAX_NUMNODES (1024): a larger row index is not a node (and must not size an array)
    else if (inMatrix && (m = /^(\d+):((?:\s+\d+)+)$/.exec(t)) && +m[1]! < MAX_NODES)
      distances[+m[1]!] = cpuList(m[2]!);
    else if (t === '' && !inMatrix) continue;
    else break;
  }
  if (nodes.size === 0) return undefined;
  const list = [...nodes.values()].sort((a, b) => a.id - b.id);
  const data: TopologyData = {
    type: 'topology',
    nodes: list,
    distances,
    cpuless: list.filter((n) => n.cpus.length === 0).map((n) => n.id),
  };
  return { kind: 'numactl-hardware', end: k, data };
};

/** Starts at `available: N nodes`. */
export const numactlReader: Reader = {
  name: 'numactl',
  shape: startHas(LEADS_LETTER | COLON),
  start: /^\s*available:/,
  read: parseNumactl,
};
