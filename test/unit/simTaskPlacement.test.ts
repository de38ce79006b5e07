import { describe, expect, it } from 'vitest';
import { TWO_SOCKETS } from './helpers';
import { taskPlacement } from '../../src/core/sim/mechanisms/taskPlacement';
import { resolveScenario } from '../../src/core/sim/scenario';
import { simulateResolved } from '../../src/core/sim/simulate';
import { createState } from '../../src/core/sim/state';
import { buildPlan } from '../../src/core/sim/workload';

/** numa01's shape: two processes, each sharing its own memory among threads on both DRAM sockets. */
function numa01(tunables: Record<string, unknown>) {
  return resolveScenario({
    machine: TWO_SOCKETS,
    workload: {
      family: 'random',
      threads: 32,
      processes: 2,
      cpuNodes: [0, 1],
      footprintGiB: 2,
      readFraction: 0,
      accessesPerThread: 1e9,
    },
    placement: { kind: 'node', node: 0 },
    tunables,
  });
}

describe('NUMA task placement (numa_group, task_numa_migrate)', () => {
  it('keeps each process apart: its own classes and numa_group, threads spread evenly at the start', () => {
    const s = numa01({ 'kernel.numa_balancing': 1 });
    const st = createState(s, buildPlan(s));
    expect(st.groups).toHaveLength(2);
    expect(new Set(st.plan.classes.map((c) => c.group))).toEqual(new Set([0, 1]));
    for (const g of st.groups) expect([...g.share]).toEqual([0.5, 0.5]);
  });

  it('swaps the threads of groups that prefer different nodes, and not of groups that prefer the same one', () => {
    const s = numa01({ 'kernel.numa_balancing': 1 });
    const st = createState(s, buildPlan(s));
    st.dt = 0.25;
    const [a, b] = st.groups as [(typeof st.groups)[0], (typeof st.groups)[0]];
    // both groups' faults mostly on node 0: both prefer it; a swap would gain nothing (task_numa_compare)
    a.buffer.set([70, 30]);
    b.buffer.set([70, 30]);
    st.tasks[0]!.seq = 1;
    taskPlacement(st);
    expect([a.preferred, b.preferred]).toEqual([0, 0]);
    expect([...a.share]).toEqual([0.5, 0.5]);
    // the second group's memory now mostly on node 1: its threads on node 0 swap with the first's on node 1
    b.buffer.set([0, 300]);
    st.tasks[0]!.seq = 2;
    for (let k = 0; k < 20; k++) taskPlacement(st);
    expect(b.preferred).toBe(1);
    expect(a.share[0]).toBeGreaterThan(0.99);
    expect(b.share[1]).toBeGreaterThan(0.99);
    expect(a.share[0]! + a.share[1]!).toBeCloseTo(1, 9);
  });

  it('runs numa01 under mode 1: the memory first touched on node 0 spreads to the other node and the run is faster', () => {
    const off = simulateResolved(numa01({ 'kernel.numa_balancing': 0 }), 'off', { budgetMs: 20_000 });
    const on = simulateResolved(numa01({ 'kernel.numa_balancing': 1 }), 'on', { budgetMs: 20_000 });
    expect(on.counters.numa_pages_migrated).toBeGreaterThan(0);
    expect(on.metrics[0]!.value).toBeLessThan(off.metrics[0]!.value);
  });
});
