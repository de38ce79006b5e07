/**
 * A benchmark that reports a steady-state rate (issue 36): the Colloid artifact's GUPS figures are the
 * mean of the last 30 per-second samples of a 600 s run (sosp24-artifact/tpp/collect_fig6.sh,
 * `tail -n 30`), not the run's mean; `workload.reportLastSeconds` takes the rate metric over the run's
 * last seconds, and the completion time stays the whole run's.
 */
import { describe, expect, it } from 'vitest';
import { resolveScenario, ScenarioError } from '../../src/core/sim/scenario';
import { simulateResolved } from '../../src/core/sim/simulate';
import { TimelineRecorder } from '../../src/core/sim/timeline';

const machine = {
  nodes: [
    { id: 0, memGiB: 64, cpus: 16 },
    { id: 1, memGiB: 64, cpus: 0 },
  ],
};
/** 8 GiB of uniform random accesses starting on CXL; NUMAB2 promotes it within the run. */
const run = (workload: object, tunables: object = { 'kernel.numa_balancing': 2 }) => {
  const r = simulateResolved(
    resolveScenario({
      machine,
      workload: { family: 'random', threads: 16, cpuNodes: [0], footprintGiB: 8, accessesPerThread: 4e8, ...workload },
      placement: { kind: 'lower-tier' },
      tunables,
    }),
  );
  const value = (name: string) => r.metrics.find((m) => m.name === name)!.value;
  return { time: value('completion time'), rate: value('accesses/s'), seconds: r.stats.simulatedSeconds };
};

describe('a rate over the last seconds of the run', () => {
  it("a run that converges reports a higher steady rate than its mean; the completion time is the run's", () => {
    const mean = run({});
    const last = run({ reportLastSeconds: 2 });
    expect(last.time).toBe(mean.time);
    expect(mean.rate * mean.time).toBeCloseTo(16 * 4e8, -3);
    // the first seconds run from CXL: the last two, all in DRAM, are faster than the run's mean
    expect(last.rate).toBeGreaterThan(mean.rate * 1.05);
  });

  it('a window longer than the run is the whole run; a run that never moves has one rate throughout', () => {
    const mean = run({});
    const all = run({ reportLastSeconds: 1e6 });
    expect(all.rate / mean.rate).toBeCloseTo(1, 9);
    const still = run({}, { 'kernel.numa_balancing': 0 });
    const stillLast = run({ reportLastSeconds: 1 }, { 'kernel.numa_balancing': 0 });
    expect(stillLast.rate / still.rate).toBeCloseTo(1, 6);
  });

  it('the recorder weighs each step by its length and cuts the first step the window reaches into', () => {
    const t = new TimelineRecorder([0]);
    expect(t.rateOverLast(5)).toBeUndefined();
    const free = new Float64Array(1);
    // 0-4 s at 10 ops/s, 4-5 s at 40, 5-6 s at 100
    t.record(4, 'x', 10, 1, 0, 0, free);
    t.record(5, 'x', 40, 1, 0, 0, free);
    t.record(6, 'x', 100, 1, 0, 0, free);
    expect(t.rateOverLast(1)).toBeCloseTo(100, 12);
    expect(t.rateOverLast(3)).toBeCloseTo((10 + 40 + 100) / 3, 12);
    expect(t.rateOverLast(60)).toBeCloseTo((40 + 40 + 100) / 6, 12);
  });

  it('only the families with one rate metric take it; a bad value names the key', () => {
    const problems = (workload: object) => {
      try {
        resolveScenario({ machine, workload: { threads: 1, footprintGiB: 1, ...workload } });
      } catch (e) {
        if (e instanceof ScenarioError) return e.problems.join('\n');
        throw e;
      }
      return '';
    };
    expect(problems({ family: 'random', reportLastSeconds: 30 })).toBe('');
    expect(problems({ family: 'kv', reportLastSeconds: 30 })).toBe('');
    expect(problems({ family: 'graph500', scale: 20, reportLastSeconds: 30 })).toMatch(
      /workload\.reportLastSeconds: .*random, xsbench, kv/,
    );
    expect(problems({ family: 'random', reportLastSeconds: -1 })).toMatch(/reportLastSeconds/);
  });
});
