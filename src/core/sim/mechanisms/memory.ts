/**
 * How fast the workload runs with the pages where they are: the LLC in front of memory, TLB misses
 * and their page walks, per-node loaded latency and bandwidth, solved for operations per second.
 */
import { HUGE, HW, LINE, MiB, PAGE } from '../constants';
import { bytesPerLine, loadedLatency, socketLinks, type SimNode, type SocketLink } from '../machine';
import { accessShare, threadsOn, type EngineState } from '../state';
import type { Segment } from '../workload';

export interface Throughput {
  /** Operations per second. */
  X: number;
  /** Share of the memory traffic served by the top tier. */
  topShare: number;
  /** Line reads per operation that reach memory. */
  linesPerOp: number;
}

const LINES_PER_PAGE = PAGE / LINE;

/**
 * The share of each class's line reads that miss the LLC. Random classes follow Che's approximation
 * of an LRU cache (a line with per-op rate a hits when it recurs within the cache's characteristic
 * time u: hit = 1 - exp(-a u), with u such that the expected resident lines fill the cache);
 * streamed classes are read in address order and hit only when all the workload's lines fit.
 */
export function llcMissShares(st: EngineState, seg: Segment): Float64Array {
  let miss = missCache.get(seg);
  if (!miss) missCache.set(seg, (miss = computeMissShares(st, seg)));
  return miss;
}
/** Miss shares depend only on the segment's touches and the plan, not on placement: once per segment. */
const missCache = new WeakMap<Segment, Float64Array>();

function computeMissShares(st: EngineState, seg: Segment): Float64Array {
  const miss = new Float64Array(st.C).fill(1);
  const capacity = ((st.s.machine.llcMiB ?? HW.llcBytes / MiB) * MiB * st.cpuIdx.length) / LINE;
  const rate: { c: number; lines: number; a: number }[] = [];
  let allLines = 0;
  for (const c of st.benchClasses) {
    const cl = st.plan.classes[c]!;
    const lines = cl.pages * LINES_PER_PAGE;
    allLines += lines;
    const tc = seg.touches[c] ?? 0;
    if (!cl.streaming && tc > 0 && lines > 0) rate.push({ c, lines, a: (tc * cl.lines) / lines });
  }
  if (allLines <= capacity) {
    for (const c of st.benchClasses) miss[c] = 0;
    return miss;
  }
  const resident = (u: number) => rate.reduce((t, r) => t + r.lines * (1 - Math.exp(-r.a * u)), 0);
  const randomLines = rate.reduce((t, r) => t + r.lines, 0);
  if (randomLines <= capacity) {
    for (const r of rate) miss[r.c] = 0;
    return miss;
  }
  let lo = 0;
  let hi = 1;
  while (resident(hi) < capacity && hi < 1e30) hi *= 4;
  for (let k = 0; k < 50; k++) {
    const mid = (lo + hi) / 2;
    if (resident(mid) < capacity) lo = mid;
    else hi = mid;
  }
  for (const r of rate) miss[r.c] = Math.exp(-r.a * lo);
  return miss;
}

/**
 * A STREAM-like antagonist's bytes per second on a node that already carries `load`: each core keeps
 * its line fill buffers in flight, so its rate falls as the node's loaded latency rises (a closed loop,
 * solved for its fixed point); stores write their lines back (1 line read, 0.5 written per line).
 */
export function antagonistTraffic(cores: number, node: SimNode, load: number): number {
  const demand = (latency: number) => (cores * HW.fillBuffers * LINE * 1.5) / latency;
  // T = demand(latency(load + T)): the left side grows with T, the right side falls
  let [lo, hi] = [0, demand(node.latency)];
  for (let k = 0; k < 40; k++) {
    const mid = (lo + hi) / 2;
    if (mid < demand(loadedLatency(node.latency, (load + mid) / node.bandwidth))) lo = mid;
    else hi = mid;
  }
  return lo;
}

/** The socket links of the machine, and which one carries node i's lines to CPU node k's threads (-1: the same socket). */
interface Links {
  links: SocketLink[];
  /** links index by i * N + k. */
  carrier: Int32Array;
}
const linksCache = new WeakMap<EngineState, Links>();
function linksOf(st: EngineState): Links {
  let l = linksCache.get(st);
  if (!l) {
    const links = socketLinks(st.s, st.nodes);
    const carrier = new Int32Array(st.N * st.N).fill(-1);
    links.forEach((link, x) => {
      for (const i of link.from) for (const k of link.to) carrier[i * st.N + k] = x;
    });
    linksCache.set(st, (l = { links, carrier }));
  }
  return l;
}

/** Idle latency of node i's memory seen by threads spread over the nodes as `from` says (share per node index). */
function idleLatencyFrom(st: EngineState, from: Float64Array, i: number): number {
  const n = st.nodes[i]!;
  let lat = 0;
  for (let k = 0; k < st.N; k++) if (from[k]! > 0) lat += from[k]! * (n.latencyFrom.get(st.nodes[k]!.id) ?? n.latency);
  return lat;
}

/** Operations per second for a segment with the current placement; also sets st.missShare and st.loadedLatency. */
export function throughput(st: EngineState, seg: Segment): Throughput {
  const { nodes, N, plan, bgTraffic } = st;
  const miss = llcMissShares(st, seg);
  st.missShare = miss;
  const L = new Float64Array(N);
  // Of them, lines of streamed classes (read in address order: pmem's sequential latency and XPLine sharing).
  const Ls = new Float64Array(N);
  // Lines per op to node i of classes touched only from their home node, weighted by that node's idle latency to i.
  const Lhome = new Float64Array(N);
  const LhomeIdle = new Float64Array(N);
  // Socket links: lines per op each carries, their idle latency summed, bytes per op on it.
  const links = linksOf(st);
  const linkLines = new Float64Array(links.links.length);
  const linkIdle = new Float64Array(links.links.length);
  const linkBytes = new Float64Array(links.links.length);
  let hitLines = 0;
  let walks = 0;
  let restartNs = 0;
  const pageBytes = st.huge ? HUGE : PAGE;
  for (const c of st.benchClasses) {
    const cl = plan.classes[c]!;
    const tc = seg.touches[c] ?? 0;
    if (tc === 0 || cl.pages <= 0) continue;
    const toMemory = tc * cl.lines * miss[c]!;
    hitLines += tc * cl.lines * (1 - miss[c]!);
    const from = accessShare(st, c);
    for (let i = 0; i < N; i++) {
      const lines = (toMemory * st.pages[c]![i]!) / cl.pages;
      L[i]! += lines;
      if (cl.streaming) Ls[i]! += lines;
      if (from && lines > 0) {
        Lhome[i]! += lines;
        LhomeIdle[i]! += lines * idleLatencyFrom(st, from, i);
      }
      // lines read from another socket cross its link (data to the reader); their stores' write-backs cross back
      if (links.links.length && lines > 0)
        for (const k of st.cpuIdx) {
          const x = links.carrier[i * N + k]!;
          if (x < 0) continue;
          const remote = lines * (from ? from[k]! : threadsOn(st, k) / st.threads);
          linkLines[x]! += remote;
          linkIdle[x]! += remote * (nodes[i]!.latencyFrom.get(nodes[k]!.id) ?? nodes[i]!.latency);
          linkBytes[x]! += remote * LINE;
          const back = links.carrier[k * N + i]!;
          if (back >= 0) linkBytes[back]! += remote * LINE * seg.writeFraction;
        }
    }
    // TLB: streamed touches miss once per page mapped; random ones when the footprint exceeds the TLB reach.
    if (cl.streaming) {
      walks += (tc * PAGE) / pageBytes;
      // The L2 streamer stops at each 4 KB boundary and restarts with one idle latency, unless the mapping is huge.
      if (!st.huge)
        for (let i = 0; i < N; i++) restartNs += (tc * miss[c]! * st.pages[c]![i]! * nodes[i]!.latency) / cl.pages;
    } else walks += tc * Math.max(0, 1 - (HW.tlbEntries * pageBytes) / (plan.footprintPages * PAGE));
  }
  // A walk reads its PTE from the LLC while the page tables fit there, else from the CPU's node.
  const ptBytes = (plan.footprintPages * PAGE * 8) / pageBytes;
  const ptInLlc = Math.min(1, ((st.s.machine.llcMiB ?? HW.llcBytes / MiB) * MiB) / ptBytes);
  const walkCost = ptInLlc * HW.llcHit + (1 - ptInLlc) * nodes[st.cpuIdx[0]!]!.latency;
  const threads = st.threads;
  // Walks overlap with the other misses a thread has in flight, up to the core's page walkers.
  const overlap = Math.max(1, Math.min(seg.mlp, HW.pageWalkers));
  const fixed = (seg.cpuPerOp + (walks * walkCost) / overlap + restartNs + (hitLines * HW.llcHit) / seg.mlp) / threads;
  // Bytes of node i's bandwidth per op: each device moves reads and writes its own way (machine.ts
  // bytesPerLine; only pmem tells random lines from streamed ones).
  const w = seg.writeFraction;
  const bytesPerOp = nodes.map((n, i) =>
    n.device === 'pmem'
      ? (L[i]! - Ls[i]!) * bytesPerLine(n, false, w) + Ls[i]! * bytesPerLine(n, true, w)
      : L[i]! * bytesPerLine(n, false, w),
  );
  const ant = st.s.antagonist;
  const antNode = ant ? nodes.findIndex((n) => n.id === ant.node) : -1;
  /** Node i's utilization with the workload at X (and the antagonist, which yields as the node's latency rises). */
  const utilization = (i: number, X: number) => {
    const load = X * bytesPerOp[i]! + bgTraffic[i]!;
    return (load + (i === antNode ? antagonistTraffic(ant!.cores, nodes[i]!, load) : 0)) / nodes[i]!.bandwidth;
  };
  const secondsPerOp = (X: number) => {
    let stall = 0;
    for (let i = 0; i < N; i++) {
      if (!(L[i]! > 0)) continue;
      const u = utilization(i, X);
      // Lines read in address order pay the device's sequential latency (pmem 169 vs 305 ns; equal elsewhere).
      const seq = nodes[i]!.seqLatency !== nodes[i]!.latency ? Math.min(Ls[i]!, L[i]! - Lhome[i]!) : 0;
      stall +=
        (L[i]! - Lhome[i]! - seq) * loadedLatency(nodes[i]!.latency, u) +
        seq * loadedLatency(nodes[i]!.seqLatency, u) +
        (LhomeIdle[i]! > 0 ? LhomeIdle[i]! * loadedLatency(1, u) : 0);
    }
    // a loaded link adds its queueing delay to the lines it carries
    for (let x = 0; x < linkLines.length; x++)
      if (linkIdle[x]! > 0)
        stall += linkIdle[x]! * (loadedLatency(1, (X * linkBytes[x]!) / links.links[x]!.bandwidth) - 1);
    return (fixed + stall / (seg.mlp * threads)) / st.avail;
  };
  let hi = Infinity;
  for (let i = 0; i < N; i++)
    if (L[i]! > 0)
      hi = Math.min(hi, Math.max(0, nodes[i]!.bandwidth * HW.maxUtilization - bgTraffic[i]!) / bytesPerOp[i]!);
  for (let x = 0; x < linkBytes.length; x++)
    if (linkBytes[x]! > 0) hi = Math.min(hi, (links.links[x]!.bandwidth * HW.maxUtilization) / linkBytes[x]!);
  if (!Number.isFinite(hi)) hi = 1 / secondsPerOp(0);
  hi = Math.max(hi, 1e-6);
  let lo = 0;
  if (hi * secondsPerOp(hi) <= 1) lo = hi;
  else
    for (let k = 0; k < 60; k++) {
      const mid = (lo + hi) / 2;
      if (mid * secondsPerOp(mid) < 1) lo = mid;
      else hi = mid;
    }
  const X = Math.max(lo, 1e-9);
  for (let i = 0; i < N; i++) st.loadedLatency[i] = loadedLatency(nodes[i]!.latency, utilization(i, X));
  const totalL = L.reduce((a, b) => a + b, 0);
  const topL = nodes.reduce((a, n, i) => a + (n.top ? L[i]! : 0), 0);
  return { X, topShare: totalL > 0 ? topL / totalL : 1, linesPerOp: totalL };
}
