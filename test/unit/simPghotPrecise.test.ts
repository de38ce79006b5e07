/**
 * pghot's precise record (CONFIG_PGHOT_PRECISE, issue 36): it keeps the node of the access, so hot
 * pages go to the node whose threads touched them; the default record has no node and sends every
 * hot page to one target. And either record keeps time modulo its reach (pghot_access_latency).
 */
import { describe, expect, it } from 'vitest';
import { hotRate, pghotTargets } from '../../src/core/sim/mechanisms/kmigrated';
import { resolveScenario } from '../../src/core/sim/scenario';
import { simulateResolved } from '../../src/core/sim/simulate';
import { createState } from '../../src/core/sim/state';
import { buildPlan } from '../../src/core/sim/workload';

const scenario = (precise: number) =>
  resolveScenario({
    machine: {
      nodes: [
        { id: 0, memGiB: 32, cpus: 16 },
        { id: 1, memGiB: 32, cpus: 16 },
        { id: 2, memGiB: 64, cpus: 0 },
      ],
      distances: [
        [10, 32, 50],
        [32, 10, 50],
        [255, 255, 10],
      ],
    },
    workload: {
      family: 'random',
      threads: 32,
      cpuNodes: [0, 1],
      footprintGiB: 8,
      sharing: 'thread',
      accessesPerThread: 3e9,
    },
    placement: { kind: 'lower-tier' },
    tunables: {
      'kernel.variant': 'pghot',
      'vm.pghot_enabled_sources': 2,
      'vm.pghot_freq_threshold': 1,
      'vm.pghot_target_nid': 0,
      'pghot.precise': precise,
    },
  });

describe('pghot precise mode', () => {
  it('sends hot pages to the accessing nodes by their threads; the default record to its one target', () => {
    const targets = (precise: number) => {
      const s = scenario(precise);
      const st = createState(s, buildPlan(s));
      return st.benchClasses.map((c) => pghotTargets(st, c).map((t) => [t.tgt, t.share]));
    };
    // per-thread chunks: one class per threads' node
    expect(targets(0)).toEqual([[[0, 1]], [[0, 1]]]);
    expect(targets(1)).toEqual([[[0, 1]], [[1, 1]]]);
  });

  it('on two sockets the precise record promotes near each thread and the run is faster', () => {
    const run = (precise: number) => simulateResolved(scenario(precise));
    const [compact, precise] = [run(0), run(1)];
    expect(compact.counters.pgpromote_success!).toBeGreaterThan(1e5);
    // half the threads read their promoted pages from the other socket without the node in the record
    expect(compact.metrics[0]!.value / precise.metrics[0]!.value).toBeGreaterThan(1.2);
  });

  it("an old record looks recent as often as its age modulo the record's reach falls in the window", () => {
    // one record every 100 s, window 3 s: almost never within the window, but the wrap lets 3/reach through
    const nu = 0.01;
    const compact = hotRate(nu, 2, 3, false) / nu;
    const precise = hotRate(nu, 2, 3, true) / nu;
    expect(compact).toBeGreaterThan(precise);
    expect(precise).toBeGreaterThan(-Math.expm1(-nu * 3) * 0.9);
  });
});
