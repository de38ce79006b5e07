/** Machine model: node capacities, latency and bandwidth from the workload's CPUs, watermarks. */
import { GiB, HW, KERNEL, KiB, LINE, NS, PAGE } from './constants';
import type { MemoryDevice, NodeSpec, Scenario } from './scenario';

export interface SimNode {
  id: number;
  cpus: number;
  top: boolean;
  capacity: number;
  /** Idle latency (s) from the workload's CPUs (their mean). */
  latency: number;
  /** Idle latency (s) from each CPU node of the workload, by node id. */
  latencyFrom: Map<number, number>;
  /** Achievable bandwidth (bytes/s); for pmem its read bandwidth. */
  bandwidth: number;
  /** The memory behind the node (scenario `device`, default dram with CPUs, cxl without). */
  device: MemoryDevice;
  /** Pmem's write bandwidth (bytes/s); reads and writes share the node's `bandwidth` otherwise. */
  writeBandwidth: number;
  /** Idle latency (s) of a line read in address order (pmem: 169 ns; others: `latency`). */
  seqLatency: number;
  wmark: { min: number; low: number; high: number; promo: number };
  /** Free pages above which promotion skips threshold and rate limit. */
  enough: number;
}

/** SLIT distance from node a to node b; defaults when the scenario gives none. */
export function distance(s: Scenario, a: number, b: number): number {
  const nodes = s.machine.nodes;
  const ia = nodes.findIndex((n) => n.id === a);
  const ib = nodes.findIndex((n) => n.id === b);
  const d = s.machine.distances?.[ia]?.[ib];
  if (d !== undefined) return d;
  if (a === b) return 10;
  return nodes[ib]!.cpus > 0 ? 21 : 50;
}

export function buildNodes(s: Scenario): SimNode[] {
  const totalKiB = s.machine.nodes.reduce((t, n) => t + n.memGiB * GiB, 0) / KiB;
  const minFree = Math.min(Math.max(Math.sqrt(16 * totalKiB) * KiB, KERNEL.minFreeMin), KERNEL.minFreeMax);
  const wsf = s.tunables['vm.watermark_scale_factor'] as number;
  const cpuNodes = s.workload.cpuNodes;
  const smt = Math.max(1, s.machine.threadsPerCore ?? 1);
  return s.machine.nodes.map((n) => {
    const device = deviceOf(n);
    const bytes = n.memGiB * GiB;
    const min = (minFree * bytes) / (totalKiB * KiB);
    const step = Math.max(min / 4, (bytes * wsf) / 10000);
    // The workload's threads are spread evenly over its CPU nodes: each node's latency is the mean
    // over them of the latency its SLIT distance gives, so remote DRAM costs what the matrix says.
    // A pmem node's latency is the device's own (the workload is assumed on the socket it hangs off).
    const fromCpus = cpuNodes.map((c) =>
      device === 'pmem'
        ? HW.pmemRandomLatency
        : HW.dramLatency * (1 + HW.latencyPerDistance * (distance(s, c, n.id) - 10)),
    );
    const latency =
      n.latencyNs !== undefined ? n.latencyNs * NS : fromCpus.reduce((a, b) => a + b, 0) / fromCpus.length;
    const bandwidth =
      n.bandwidthGBs !== undefined
        ? n.bandwidthGBs * 1e9
        : device === 'pmem'
          ? HW.pmemReadBandwidth
          : device === 'cxl'
            ? HW.cxlBandwidth
            : n.cpus > 0
              ? (HW.dramBandwidth * Math.min(n.cpus / smt, HW.dramBandwidthCores)) / HW.dramBandwidthCores
              : HW.dramBandwidth; // a CPU-less DRAM node (a socket's memory with its CPUs offline): its channels' whole bandwidth
    return {
      id: n.id,
      cpus: n.cpus,
      top: n.cpus > 0,
      capacity: bytes / PAGE,
      latency,
      latencyFrom: new Map(cpuNodes.map((c, k) => [c, n.latencyNs !== undefined ? n.latencyNs * NS : fromCpus[k]!])),
      bandwidth,
      device,
      writeBandwidth: device === 'pmem' ? (bandwidth * HW.pmemWriteBandwidth) / HW.pmemReadBandwidth : bandwidth,
      // A given latency stands for the node; pmem's sequential reads keep the device's ratio to random.
      seqLatency: device === 'pmem' ? (latency * HW.pmemSeqLatency) / HW.pmemRandomLatency : latency,
      wmark: {
        min: min / PAGE,
        low: (min + step) / PAGE,
        high: (min + 2 * step) / PAGE,
        promo: (min + 3 * step) / PAGE,
      },
      enough: (min + 3 * step + Math.max(KERNEL.enoughFreeFloor, bytes / 16)) / PAGE,
    };
  });
}

/** A direction of a socket link: the memory nodes it carries lines from, the CPU nodes it carries them to. */
export interface SocketLink {
  /** Node indexes whose memory the link's data leaves from (one socket's nodes with CPUs). */
  from: number[];
  /** Node indexes of the CPUs it carries them to (the other socket's). */
  to: number[];
  bandwidth: number;
}

/**
 * The links between the sockets, one per direction and socket pair: nodes with CPUs closer than
 * HW.socketDistance share a socket (SNC / NPS sub-nodes), farther ones talk over the link. CPU-less
 * nodes (CXL, pmem) are left out: where they attach is not given.
 */
export function socketLinks(s: Scenario, nodes: SimNode[]): SocketLink[] {
  const cpu = nodes.map((_, i) => i).filter((i) => nodes[i]!.cpus > 0);
  const sockets: number[][] = [];
  for (const i of cpu) {
    const home = sockets.find((g) => distance(s, nodes[g[0]!]!.id, nodes[i]!.id) < HW.socketDistance);
    if (home) home.push(i);
    else sockets.push([i]);
  }
  const bw = (g: number[]) => g.reduce((t, i) => t + nodes[i]!.bandwidth, 0);
  return sockets.flatMap((a) =>
    sockets
      .filter((b) => b !== a)
      .map((b) => ({ from: a, to: b, bandwidth: HW.socketLinkShare * Math.min(bw(a), bw(b)) })),
  );
}

/** The node's memory device: as given, else DRAM with CPUs and CXL without. */
export function deviceOf(n: NodeSpec): MemoryDevice {
  return n.device ?? (n.cpus > 0 ? 'dram' : 'cxl');
}

/**
 * Bytes of the node's bandwidth one line of the workload's traffic takes, for a line read at random
 * or in address order (`streamed`), with `writes` of the lines also written back. Every access
 * reads its line (stores read it for ownership). DRAM carries reads and writes on one bus; a CXL
 * link carries them in opposite directions, so the busier one counts. Pmem's media moves 256-byte
 * XPLines: a random line costs a whole XPLine read, and a whole XPLine written (read-modify-write
 * inside the DIMM) when it is stored; lines in address order share their XPLine; writes go at the
 * write bandwidth (about a third of the read bandwidth), so a written byte takes
 * bandwidth / writeBandwidth bytes of the node's (read) bandwidth.
 */
export function bytesPerLine(node: SimNode, streamed: boolean, writes: number): number {
  switch (node.device) {
    case 'dram':
      return LINE * (1 + writes);
    case 'cxl':
      return LINE * Math.max(1, writes);
    case 'pmem': {
      const bytes = streamed ? LINE : Math.max(LINE, HW.pmemGranule);
      return bytes * (1 + (writes * node.bandwidth) / node.writeBandwidth);
    }
  }
}

/** The workload's threads that run at once: never more than the CPUs of its nodes. */
export function runningThreads(s: Scenario): number {
  const cpus = s.machine.nodes.filter((n) => s.workload.cpuNodes.includes(n.id)).reduce((t, n) => t + n.cpus, 0);
  return Math.max(1, Math.min(s.workload.threads, cpus));
}

/** Loaded latency at utilization u. */
export function loadedLatency(idle: number, u: number): number {
  const x = Math.min(Math.max(u, 0), HW.maxUtilization);
  return idle * (1 + (HW.queueAlpha * x) / (1 - x));
}
