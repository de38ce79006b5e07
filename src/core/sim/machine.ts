/** Machine model: node capacities, latency and bandwidth from the workload's CPUs, watermarks. */
import { GiB, HW, KERNEL, KiB, NS, PAGE } from './constants';
import type { Scenario } from './scenario';

export interface SimNode {
  id: number;
  cpus: number;
  top: boolean;
  capacity: number;
  /** Idle latency (s) from the workload's CPUs (their mean). */
  latency: number;
  /** Idle latency (s) from each CPU node of the workload, by node id. */
  latencyFrom: Map<number, number>;
  /** Achievable bandwidth (bytes/s). */
  bandwidth: number;
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
  return s.machine.nodes.map((n) => {
    const bytes = n.memGiB * GiB;
    const min = (minFree * bytes) / (totalKiB * KiB);
    const step = Math.max(min / 4, (bytes * wsf) / 10000);
    // The workload's threads are spread evenly over its CPU nodes: each node's latency is the mean
    // over them of the latency its SLIT distance gives, so remote DRAM costs what the matrix says.
    const fromCpus = cpuNodes.map((c) => HW.dramLatency * (1 + HW.latencyPerDistance * (distance(s, c, n.id) - 10)));
    return {
      id: n.id,
      cpus: n.cpus,
      top: n.cpus > 0,
      capacity: bytes / PAGE,
      latency: n.latencyNs !== undefined ? n.latencyNs * NS : fromCpus.reduce((a, b) => a + b, 0) / fromCpus.length,
      latencyFrom: new Map(cpuNodes.map((c, k) => [c, n.latencyNs !== undefined ? n.latencyNs * NS : fromCpus[k]!])),
      bandwidth:
        n.bandwidthGBs !== undefined
          ? n.bandwidthGBs * 1e9
          : n.cpus > 0
            ? (HW.dramBandwidth * Math.min(n.cpus, HW.dramBandwidthCpus)) / HW.dramBandwidthCpus
            : HW.cxlBandwidth,
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
