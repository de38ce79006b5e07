/**
 * NUMA task placement of processes that share their memory among threads on several CPU nodes
 * (NUMA_BALANCING_NORMAL; kernel/sched/fair.c): each process is a numa_group (task_numa_group joins
 * threads that fault on each other's pages); at the first hint fault after each scan pass
 * (task_numa_placement, when p->numa_scan_seq falls behind mm->numa_scan_seq) the group's faults per
 * memory node decay by half and take the new ones, and its preferred node is the node with the most
 * (preferred_group_nid, NUMA_DIRECT: the maximum). A thread off its preferred node retries
 * task_numa_migrate every min(1 s, numa_scan_period / 16) (numa_migrate_preferred). With every CPU
 * busy the load balancer leaves no idle CPU to take, so a move is a swap with a thread of another group
 * on the preferred node, taken when task_numa_compare finds it improves: the mover's group weight gain
 * plus the other's (group_weight: 1000 x the group's faults on a node / all its faults) above SMALLIMP
 * (30). Two groups that prefer the same node gain nothing from a swap and stay spread; memory then
 * follows the threads by the shared-page rule (hintFaults.ts migrateToFaultingNode).
 */
import type { EngineState, NumaGroup } from '../state';

/** task_numa_compare's SMALLIMP: 30 of group_weight's 1000. */
const SMALL_IMPROVEMENT = 30 / 1000;
/** numa_migrate_preferred's retry interval: at most 1 s (HZ), else numa_scan_period / 16. */
const RETRY_DIVISOR = 16;

/** A group's hint faults on pages of node i (the NUMA_MEM stats of task_numa_fault), until the next placement. */
export function recordGroupFaults(st: EngineState, group: number, i: number, faults: number): void {
  const g = st.groups[group];
  if (g) g.buffer[i]! += faults;
}

function weight(g: NumaGroup, i: number): number {
  let total = 0;
  for (const f of g.faults) total += f;
  return total > 0 ? g.faults[i]! / total : 0;
}

/** task_numa_placement at a new scan sequence: decay, add the pass's faults, pick the preferred node. */
function place(st: EngineState, g: NumaGroup): void {
  let best = -1;
  for (let i = 0; i < st.N; i++) {
    g.faults[i] = g.faults[i]! / 2 + g.buffer[i]!;
    g.buffer[i] = 0;
    // for_each_node with a strict '>': ties go to the lower node; only nodes with CPUs can run the group
    if (st.nodes[i]!.cpus > 0 && g.faults[i]! > 0 && (best < 0 || g.faults[i]! > g.faults[best]!)) best = i;
  }
  if (best >= 0) g.preferred = best;
}

export function taskPlacement(st: EngineState): void {
  if (!(st.mode & 1) || st.groups.length < 2 || st.cpuIdx.length < 2) return;
  const task = st.tasks[0]!;
  for (const g of st.groups)
    if (g.seq !== task.seq) {
      g.seq = task.seq;
      place(st, g);
    }
  const retry = Math.min(1, task.period / RETRY_DIVISOR);
  const attempt = Math.min(1, st.dt / retry);
  for (const g of st.groups) {
    const dst = g.preferred;
    if (dst < 0) continue;
    for (const src of st.cpuIdx) {
      if (src === dst || !(g.share[src]! > 0)) continue;
      for (const h of st.groups) {
        if (h === g || !(h.share[dst]! > 0)) continue;
        const imp = weight(g, dst) - weight(g, src) + weight(h, src) - weight(h, dst);
        if (imp <= SMALL_IMPROVEMENT) continue;
        const moved = Math.min(g.share[src]! * g.threads, h.share[dst]! * h.threads) * attempt;
        g.share[src]! -= moved / g.threads;
        g.share[dst]! += moved / g.threads;
        h.share[dst]! -= moved / h.threads;
        h.share[src]! += moved / h.threads;
      }
    }
  }
}
