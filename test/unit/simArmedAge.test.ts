/**
 * Tiering-mode hotness from the hint-fault latency (issue 36): a lower-tier page is a promotion
 * candidate when it faults less than the hot threshold after it was armed (numa_hint_fault_latency,
 * should_numa_migrate_memory), not when it is hot now (mechanisms/armedAge.ts).
 */
import { describe, expect, it } from 'vitest';
import { ageArmedPages, armedNow, hotShare, mixArmedAges } from '../../src/core/sim/mechanisms/armedAge';
import { resolveScenario } from '../../src/core/sim/scenario';
import { simulateResolved } from '../../src/core/sim/simulate';
import { createState, type EngineState } from '../../src/core/sim/state';
import { buildPlan } from '../../src/core/sim/workload';

function state(tunables: Record<string, unknown> = {}, distribution: object = { kind: 'uniform' }): EngineState {
  const s = resolveScenario({
    machine: {
      nodes: [
        { id: 0, memGiB: 16, cpus: 8 },
        { id: 1, memGiB: 64, cpus: 0 },
      ],
    },
    workload: { family: 'random', threads: 8, cpuNodes: [0], footprintGiB: 8, distribution, accessesPerThread: 1e8 },
    tunables: { 'kernel.numa_balancing': 2, ...tunables },
  });
  return createState(s, buildPlan(s));
}

/** Arm `pages` of class c on the lower node at time t, as the scanner does between the two age steps. */
function armAt(st: EngineState, t: number, pages: number, c = 0): void {
  st.t = t;
  ageArmedPages(st);
  st.armed[c]![1]! += pages;
  armedNow(st);
}

describe('the hint-fault latency test (armedAge.ts)', () => {
  it('a page faulting within the threshold of its arming is hot, one armed earlier is not, whatever its touch rate', () => {
    const st = state();
    st.lambda[0] = 1000; // touched often now: the stationary formula would call every fault hot
    armAt(st, 0, 100);
    expect(hotShare(st, 0, 1, 1)).toBe(1);
    st.t = 0.9;
    expect(hotShare(st, 0, 1, 1)).toBeGreaterThan(0.95);
    armAt(st, 1.9, 0);
    expect(hotShare(st, 0, 1, 1)).toBe(0);
    // a larger threshold (the adjustment raises it up to 2 th0) reaches further back
    expect(hotShare(st, 0, 1, 2)).toBe(1);
    armAt(st, 2.5, 0);
    expect(hotShare(st, 0, 1, 2)).toBe(0);
  });

  it('pages armed at two times: the share under the threshold is the share armed since', () => {
    const st = state();
    armAt(st, 0, 100);
    armAt(st, 1.5, 300);
    st.t = 1.6;
    expect(hotShare(st, 0, 1, 1)).toBeCloseTo(0.75, 6);
    // faults take pages from every age alike (the same touch rate): the share stays
    st.armed[0]![1]! -= 200;
    armAt(st, 1.6, 0);
    expect(hotShare(st, 0, 1, 1)).toBeCloseTo(0.75, 6);
  });

  it('when the hot set moves onto pages armed while they were cold, their faults are not hot', () => {
    const st = state({}, { kind: 'phased', fraction: 0.1, share: 0.9, phaseSeconds: 10 });
    const [h, cold] = [st.benchClasses[0]!, st.benchClasses[1]!];
    armAt(st, 0, 0);
    st.armed[cold]![1] = 1000;
    armAt(st, 0, 0);
    armAt(st, 30, 0);
    // the move: the hot class takes its share of every page, armed ones with their age
    const share = st.plan.classes[h]!.pages / (st.plan.classes[h]!.pages + st.plan.classes[cold]!.pages);
    const all = st.armed[h]![1]! + st.armed[cold]![1];
    st.armed[h]![1] = all * share;
    st.armed[cold]![1] = all - st.armed[h]![1];
    mixArmedAges(st, h, cold, share);
    st.lambda[h] = 100;
    expect(hotShare(st, h, 1, 1)).toBe(0);
    expect(1 - Math.exp(-st.lambda[h] * 1)).toBeCloseTo(1, 6);
  });

  it('off outside tiering mode and on the pghot kernel: the stationary share', () => {
    for (const t of [{ 'kernel.numa_balancing': 1 }, { 'kernel.variant': 'pghot', 'vm.pghot_enabled_sources': 1 }]) {
      const st = state(t);
      armAt(st, 0, 100);
      expect(st.armedAge).toBeUndefined();
      st.lambda[0] = 0.5;
      expect(hotShare(st, 0, 1, 1)).toBeCloseTo(1 - Math.exp(-0.5), 12);
    }
  });

  it('in a run, a stationary workload keeps its candidates (the latency test agrees with 1 - exp(-lambda th))', () => {
    const run = (kind: string) =>
      simulateResolved(
        resolveScenario({
          machine: {
            nodes: [
              { id: 0, memGiB: 16, cpus: 8 },
              { id: 1, memGiB: 64, cpus: 0 },
            ],
          },
          workload: {
            family: 'random',
            threads: 4,
            mlp: 1,
            cpuNodes: [0],
            footprintGiB: 48,
            distribution: { kind, fraction: 0.1, share: 0.97, phaseSeconds: 30 },
            readFraction: 0.8,
            accessesPerThread: 2e9,
          },
          tunables: { 'kernel.numa_balancing': 2, 'mm.numa.demotion_enabled': 'true' },
        }),
      ).counters;
    const c = run('hotset');
    expect(c.pgpromote_candidate!).toBeGreaterThan(0);
    expect(c.pgpromote_candidate!).toBeLessThan(c.numa_hint_faults!);
  });
});
