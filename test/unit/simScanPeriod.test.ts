import { describe, expect, it } from 'vitest';
import { scanPeriodBounds, scanWindows, startPeriod } from '../../src/core/sim/mechanisms/scanPeriod';
import { nextPeriod } from '../../src/core/sim/mechanisms/scanner';
import type { EngineState, ScannedTask } from '../../src/core/sim/state';
import { resolveScenario } from '../../src/core/sim/scenario';
import { simulateResolved } from '../../src/core/sim/simulate';
import { defaultTunables } from '../../src/core/sim/tunables';

const T = defaultTunables();
const GiB_PAGES = (1024 * 1024 * 1024) / 4096;
const st = { T } as unknown as EngineState;
const task = (period: number, f: Partial<ScannedTask>): ScannedTask =>
  ({ period, local: 0, remote: 0, priv: 0, privateShare: 1 / 48, ...f }) as ScannedTask;

describe('NUMA-balancing scan period (task_scan_min/max/start, update_task_scan_period)', () => {
  it('splits the pass periods over the RSS windows, never under 100 ms per 256 MB window', () => {
    expect(scanWindows(T, 16 * GiB_PAGES)).toBe(64);
    const small = scanPeriodBounds(T, 64);
    expect(small.min).toBeCloseTo(0.1, 9); // 1000 ms / 64 is below the floor
    expect(small.max).toBeCloseTo(60 / 64, 9);
    const large = scanPeriodBounds(T, scanWindows(T, 384 * GiB_PAGES));
    expect(large.min).toBeCloseTo(0.1, 9);
    expect(large.max).toBeCloseTo(0.1, 9); // 60 s / 1536 windows is below the floor too
  });

  it('starts at scan_delay for the threads cloned into an mm, at task_scan_min for a single-threaded one', () => {
    expect(startPeriod(T, 16 * GiB_PAGES, 48)).toBeCloseTo(1, 9);
    expect(startPeriod(T, 16 * GiB_PAGES, 1)).toBeCloseTo(0.1, 9);
    expect(startPeriod(T, 0, 1)).toBeCloseTo(1, 9); // an RSS under one window: scan_period_min
  });

  it('keeps the period after a pass without counted faults (tiering mode: lower-tier faults that did not promote)', () => {
    expect(nextPeriod(st, task(1, {}), 64)).toBe(1);
  });

  it('doubles after a pass whose counted faults were only promotions (remote, private), clamped to task_scan_max', () => {
    expect(nextPeriod(st, task(0.2, { remote: 1000, priv: 1000 }), 64)).toBeCloseTo(0.4, 9);
    expect(nextPeriod(st, task(0.8, { remote: 1000, priv: 1000 }), 64)).toBeCloseTo(60 / 64, 9);
    // from scan_delay (1 s) on a large RSS, "slower" lands on a task_scan_max below it: faster than before
    expect(nextPeriod(st, task(1, { remote: 1000, priv: 1000 }), 1536)).toBeCloseTo(0.1, 9);
  });

  it('scans faster when most counted faults are shared and remote', () => {
    expect(nextPeriod(st, task(0.5, { remote: 1000, priv: 20 }), 64)).toBeLessThan(0.5);
    expect(nextPeriod(st, task(0.5, { local: 900, remote: 100, priv: 20 }), 64)).toBeGreaterThan(0.5);
  });
});

describe('the scan pass sweeps the range once', () => {
  it('arms every untouched lower-tier page exactly once: one pass updates them all, later passes find nothing to update', () => {
    const s = resolveScenario({
      machine: {
        nodes: [
          { id: 0, memGiB: 64, cpus: 16 },
          { id: 2, memGiB: 64, cpus: 0 },
        ],
      },
      workload: { family: 'random', threads: 16, cpuNodes: [0], footprintGiB: 1, accessesPerThread: 2e9 },
      placement: { kind: 'first-touch' },
      hog: { node: 2, GiB: 4, touchesPerPagePerSec: 0 },
      tunables: { 'kernel.numa_balancing': 2 },
    });
    const run = simulateResolved(s, 'x', { budgetMs: 20_000 });
    expect(run.stats.simulatedSeconds).toBeGreaterThan(10); // passes of 16 windows at 0.1 s each
    expect(run.counters.numa_pte_updates!).toBeCloseTo(4 * GiB_PAGES, -3);
    expect(run.counters.numa_hint_faults ?? 0).toBe(0);
  });
});
