import { describe, expect, it } from 'vitest';
import { TWO_SOCKETS } from './helpers';
import { resolveScenario, ScenarioError } from '../../src/core/sim/scenario';
import { simulateResolved } from '../../src/core/sim/simulate';

/** Two DRAM sockets, 16 threads on each, per-thread chunks: where each group's memory starts is the placement. */
function run(placement: Record<string, unknown>, numaBalancing = 0) {
  const s = resolveScenario({
    machine: TWO_SOCKETS,
    workload: {
      family: 'random',
      threads: 32,
      cpuNodes: [0, 1],
      footprintGiB: 2,
      sharing: 'thread',
      readFraction: 0.5,
      mlp: 1,
      accessesPerThread: 2e8,
    },
    placement,
    tunables: { 'kernel.numa_balancing': numaBalancing },
  });
  return simulateResolved(s, 'x', { budgetMs: 20_000 });
}
const time = (r: ReturnType<typeof run>) => r.metrics[0]!.value;

describe('placement by group of threads', () => {
  it("each group's chunks on the other socket run slower than on its own, and mode 1 migrates them home", () => {
    const local = run({ kind: 'groups', groups: { '0': 0, '1': 1 } });
    const crossed = run({ kind: 'groups', groups: { '0': 1, '1': 0 } });
    expect(time(crossed)).toBeGreaterThan(1.2 * time(local));
    const balanced = run({ kind: 'groups', groups: { '0': 1, '1': 0 } }, 1);
    const pages = (2 * 1024 * 1024 * 1024) / 4096;
    expect(balanced.counters.numa_pages_migrated).toBeGreaterThan(0.8 * pages);
    expect(time(balanced)).toBeLessThan(time(crossed));
  });

  it('both groups on one node is the same as placing everything there; an unnamed group stays on its own node', () => {
    expect(time(run({ kind: 'groups', groups: { '0': 0, '1': 0 } }))).toBeCloseTo(
      time(run({ kind: 'node', node: 0 })),
      6,
    );
    expect(time(run({ kind: 'groups', groups: { '1': 1 } }))).toBeCloseTo(
      time(run({ kind: 'groups', groups: { '0': 0, '1': 1 } })),
      6,
    );
    // first-touch fills the CPU nodes in order, not each thread's own: half the chunks start remote.
    expect(time(run({ kind: 'first-touch' }))).toBeGreaterThan(1.2 * time(run({ kind: 'groups', groups: { '1': 1 } })));
  });

  it('is refused, naming why, for memory the threads share or a group no thread is in', () => {
    const base = {
      machine: {
        nodes: [
          { id: 0, memGiB: 8, cpus: 4 },
          { id: 1, memGiB: 8, cpus: 4 },
        ],
      },
      workload: { family: 'random', threads: 8, cpuNodes: [0], footprintGiB: 1 },
    };
    expect(() => resolveScenario({ ...base, placement: { kind: 'groups', groups: { '0': 1 } } })).toThrow(
      /needs workload.sharing "thread"/,
    );
    expect(() =>
      resolveScenario({
        ...base,
        workload: { ...base.workload, sharing: 'thread' },
        placement: { kind: 'groups', groups: { '1': 0 } },
      }),
    ).toThrow(ScenarioError);
  });
});
