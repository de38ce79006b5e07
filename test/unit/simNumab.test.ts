import { describe, expect, it } from 'vitest';
import { TWO_SOCKETS } from './helpers';
import { resolveScenario } from '../../src/core/sim/scenario';
import { simulateResolved } from '../../src/core/sim/simulate';

/** Two DRAM sockets; per-thread chunks all first touched on node 0, threads on both nodes. */
function threadAlloc(tunables: Record<string, unknown>, mappedAfterSeconds = 0) {
  return resolveScenario({
    machine: TWO_SOCKETS,
    workload: {
      family: 'random',
      threads: 32,
      processes: 2,
      cpuNodes: [0, 1],
      footprintGiB: 2,
      sharing: 'thread',
      readFraction: 0,
      accessesPerThread: 2e9,
      mappedAfterSeconds,
    },
    placement: { kind: 'node', node: 0 },
    tunables,
  });
}
const run = (t: Record<string, unknown>, mapped = 0) =>
  simulateResolved(threadAlloc(t, mapped), 'x', { budgetMs: 20_000 });
const time = (r: ReturnType<typeof run>) => r.metrics[0]!.value;

describe('NUMA balancing mode 1 between DRAM nodes', () => {
  it('migrates the remote half of per-thread chunks to their threads and runs faster than without balancing', () => {
    const off = run({ 'kernel.numa_balancing': 0 });
    const on = run({ 'kernel.numa_balancing': 1 });
    const half = (2 * 1024 * 1024 * 1024) / 4096 / 2;
    expect(on.counters.numa_pages_migrated).toBeGreaterThan(0.9 * half);
    expect(on.counters.numa_pages_migrated).toBeLessThan(1.05 * half);
    expect(time(on)).toBeLessThan(time(off));
  });

  it('the PID filter stops scanning per-thread VMAs after the first two passes; the disjoint-VMA fix and the starvation fix scan more', () => {
    const base = run({ 'kernel.numa_balancing': 1 }).counters.numa_pte_updates!;
    const filtered = run({ 'kernel.numa_balancing': 1, 'numa_balancing.vma_pid_filter': 1 }).counters.numa_pte_updates!;
    const starve = run({
      'kernel.numa_balancing': 1,
      'numa_balancing.vma_pid_filter': 1,
      'numa_balancing.vma_starve_fix': 1,
    }).counters.numa_pte_updates!;
    expect(filtered).toBeLessThan(0.7 * base);
    expect(starve).toBeGreaterThan(filtered);
  });

  it('the recent-access RFC scans a per-thread VMA any thread faulted on in the window, so more than the PID filter alone and no more than no filter', () => {
    const mode1 = { 'kernel.numa_balancing': 1 };
    const base = run(mode1).counters.numa_pte_updates!;
    const filtered = run({ ...mode1, 'numa_balancing.vma_pid_filter': 1 }).counters.numa_pte_updates!;
    const recent = run({
      ...mode1,
      'numa_balancing.vma_pid_filter': 1,
      'numa_balancing.vma_recent_access': 1,
    }).counters.numa_pte_updates!;
    expect(recent).toBeGreaterThan(1.2 * filtered);
    expect(recent).toBeLessThanOrEqual(1.01 * base);
    // Without the PID filter every VMA is scanned already: the switch changes nothing.
    expect(run({ ...mode1, 'numa_balancing.vma_recent_access': 1 }).counters.numa_pte_updates).toBe(base);
  });

  it('with the per-VMA start sequence (84db47ca7146), memory mapped after the first pass gets its unconditional passes and migrates; mapped before, nothing changes', () => {
    const filter = { 'kernel.numa_balancing': 1, 'numa_balancing.vma_pid_filter': 1 };
    const plain = run({ 'kernel.numa_balancing': 1 }, 1);
    const late = run(filter, 1);
    const fixed = run({ ...filter, 'numa_balancing.vma_start_seq': 1 }, 1);
    expect(late.counters.numa_pages_migrated).toBe(0);
    expect(fixed.counters.numa_pages_migrated).toBeGreaterThan(0.5 * plain.counters.numa_pages_migrated!);
    expect(time(fixed)).toBeLessThan(time(late));
    const early = run(filter, 0);
    const earlyFixed = run({ ...filter, 'numa_balancing.vma_start_seq': 1 }, 0);
    expect(earlyFixed.counters.numa_pte_updates).toBe(early.counters.numa_pte_updates);
  });

  it('the scan-select RFC scans a per-thread VMA the filter skips every other pass: memory mapped late is scanned and migrated, less than without the filter', () => {
    const mode1 = { 'kernel.numa_balancing': 1 };
    const plain = run(mode1, 1);
    const filtered = run({ ...mode1, 'numa_balancing.vma_pid_filter': 1 }, 1);
    const select = run({ ...mode1, 'numa_balancing.vma_pid_filter': 1, 'numa_balancing.vma_scan_select': 1 }, 1);
    expect(filtered.counters.numa_pages_migrated).toBe(0);
    expect(select.counters.numa_pages_migrated).toBeGreaterThan(0.5 * plain.counters.numa_pages_migrated!);
    expect(select.counters.numa_pte_updates).toBeLessThan(plain.counters.numa_pte_updates!);
    expect(time(select)).toBeLessThan(time(filtered));
  });

  it('memory mapped after the first scan pass is held by the new-VMA delay past the two unconditional passes: the filter never scans it, the disjoint fix does', () => {
    const mode1 = { 'kernel.numa_balancing': 1 };
    const plain = run(mode1, 1);
    const filtered = run({ ...mode1, 'numa_balancing.vma_pid_filter': 1 }, 1);
    const fixed = run({ ...mode1, 'numa_balancing.vma_pid_filter': 1, 'numa_balancing.vma_disjoint_fix': 1 }, 1);
    expect(filtered.counters.numa_pte_updates).toBe(0);
    expect(filtered.counters.numa_pages_migrated).toBe(0);
    expect(time(filtered)).toBeGreaterThan(1.1 * time(plain));
    expect(fixed.counters.numa_pages_migrated).toBeGreaterThan(0.8 * plain.counters.numa_pages_migrated!);
    expect(time(fixed)).toBeLessThan(time(filtered));
    // Mapped before the first pass, the two unconditional passes cover it.
    expect(run({ ...mode1, 'numa_balancing.vma_pid_filter': 1 }, 0).counters.numa_pages_migrated).toBeGreaterThan(
      0.8 * plain.counters.numa_pages_migrated!,
    );
  });

  it('refuses NUMA task placement for more processes than it keeps apart', () => {
    expect(() =>
      resolveScenario({
        machine: {
          nodes: [
            { id: 0, memGiB: 64, cpus: 16 },
            { id: 1, memGiB: 64, cpus: 16 },
          ],
        },
        workload: { family: 'random', threads: 32, processes: 17, cpuNodes: [0, 1], footprintGiB: 2 },
        tunables: { 'kernel.numa_balancing': 1 },
      }),
    ).toThrow(/task placement .* up to 16 processes/);
  });
});
