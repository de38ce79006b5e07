/**
 * Graph500's per-edge work from the reference BFS (issue 36; src/bfs_reference.c, aml/aml.c): a few
 * ns of CPU per edge, more to another rank, and the visit messages' bytes through the aggregation
 * buffers, so where the graph sits matters as much as the posts measure.
 */
import { describe, expect, it } from 'vitest';
import { GRAPH500 } from '../../src/core/sim/constants';
import { resolveScenario } from '../../src/core/sim/scenario';
import { simulateResolved } from '../../src/core/sim/simulate';
import { buildPlan } from '../../src/core/sim/workload';

const machine = {
  nodes: [
    { id: 0, memGiB: 64, cpus: 16 },
    { id: 1, memGiB: 32, cpus: 0 },
  ],
};
const scenario = (threads: number, placement: object, tunables: object = {}) =>
  resolveScenario({
    machine,
    workload: { family: 'graph500', threads, cpuNodes: [0], scale: 21, edgefactor: 512, roots: 4 },
    placement,
    tunables,
  });

describe('Graph500 from the reference BFS', () => {
  it('one rank sends no messages; 16 ranks send 15/16 of their edges, 13 bytes four times each', () => {
    const one = buildPlan(scenario(1, { kind: 'first-touch' }));
    const many = buildPlan(scenario(16, { kind: 'first-touch' }));
    const buffers = (p: ReturnType<typeof buildPlan>) => p.classes.findIndex((c) => c.name.startsWith('message'));
    expect(one.segments[0]!.touches[buffers(one)]).toBe(0);
    expect(many.segments[0]!.touches[buffers(many)]! * 4096).toBeCloseTo((15 / 16) * 13 * 4, 9);
    expect(many.segments[0]!.cpuPerOp).toBeCloseTo(GRAPH500.localEdgeNs + (15 / 16) * GRAPH500.remoteEdgeNs, 15);
    expect(many.segments[0]!.cpuPerOp).toBeLessThan(20e-9);
  });

  it('all in DRAM is far faster than all on CXL, and NUMA balancing in tiering mode recovers most of it', () => {
    const teps = (placement: object, tunables: object = {}) =>
      simulateResolved(scenario(16, placement, tunables)).metrics[0]!.value;
    const dram = teps({ kind: 'node', node: 0 });
    const cxl = teps({ kind: 'lower-tier' });
    const numab2 = teps({ kind: 'lower-tier' }, { 'kernel.numa_balancing': 2 });
    // the 100 ns per edge and 1 edge in 16 to memory of before gave 1.05x
    expect(dram / cxl).toBeGreaterThan(1.3);
    expect(numab2 / cxl).toBeGreaterThan(1.2);
    expect(numab2).toBeLessThanOrEqual(dram * 1.01);
  });
});
