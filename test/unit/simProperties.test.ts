import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SimulationError } from '../../src/core/sim/errors';
import { resolveScenario, ScenarioError } from '../../src/core/sim/scenario';
import { simulateResolved } from '../../src/core/sim/simulate';

const finiteRun = (r: ReturnType<typeof simulateResolved>) =>
  [
    ...r.metrics.map((m) => m.value),
    ...Object.values(r.counters),
    ...r.timeline.flatMap((p) => [
      p.opsPerSec,
      p.topShare,
      p.promotionsPerSec,
      p.demotionsPerSec,
      ...Object.values(p.freeGiB),
    ]),
  ].every(Number.isFinite);

/** 24 GiB of zipf accesses on 16 GiB DRAM + 32 GiB CXL: the over-commit the reclaim model must handle (DRAM bandwidth given: a socket's, not 16 CPUs' share). */
const overcommit = (tunables: Record<string, unknown>) =>
  simulateResolved(
    resolveScenario({
      machine: {
        nodes: [
          { id: 0, memGiB: 16, cpus: 16, bandwidthGBs: 380 },
          { id: 1, memGiB: 32, cpus: 0 },
        ],
      },
      workload: {
        family: 'random',
        threads: 16,
        footprintGiB: 24,
        distribution: { kind: 'zipf', s: 0.99 },
        accessesPerThread: 4e9,
      },
      tunables: { 'kernel.numa_balancing': 2, 'mm.numa.demotion_enabled': 'true', ...tunables },
    }),
  );

describe('reclaim and promotion make progress under over-commit (issue 12)', () => {
  it('pages are promoted and demoted although every page is touched more than once a second', () => {
    const r = overcommit({});
    expect(r.counters.pgpromote_success!).toBeGreaterThan(1e5);
    expect(r.counters.pgdemote_kswapd!).toBeGreaterThan(1e5);
    expect(finiteRun(r)).toBe(true);
  });

  it('the promotion rate limit and the hot threshold change the answer', () => {
    const time = (t: Record<string, unknown>) => overcommit(t).metrics[0]!.value;
    const noPromotion = time({ 'kernel.numa_balancing_promote_rate_limit_MBps': 0 });
    const unlimited = time({ 'kernel.numa_balancing_promote_rate_limit_MBps': 65536 });
    expect(Math.abs(noPromotion / unlimited - 1)).toBeGreaterThan(0.02);
    const tiny = overcommit({ 'numa_balancing.hot_threshold_ms': 1 });
    const wide = overcommit({ 'numa_balancing.hot_threshold_ms': 600000 });
    expect(wide.counters.pgpromote_candidate!).toBeGreaterThan(tiny.counters.pgpromote_candidate! * 1.5);
  });

  it('threads beyond the CPUs do not run faster, and remote DRAM costs what the distance says', () => {
    const run = (threads: number, distances?: number[][]) =>
      simulateResolved(
        resolveScenario({
          machine: {
            nodes: [
              { id: 0, memGiB: 64, cpus: 8, bandwidthGBs: 380 },
              { id: 1, memGiB: 64, cpus: 8, bandwidthGBs: 380 },
            ],
            distances,
          },
          workload: { family: 'random', threads, cpuNodes: [0, 1], footprintGiB: 100, accessesPerThread: 2e8 },
        }),
      ).metrics[1]!.value;
    expect(run(64)).toBeCloseTo(run(16), 6);
    expect(
      run(16, [
        [10, 32],
        [32, 10],
      ]),
    ).toBeLessThan(
      run(16, [
        [10, 12],
        [12, 10],
      ]) * 0.9,
    );
  });

  it('a cached hot set barely touches memory: the LLC sits in front of it', () => {
    const run = (fraction: number) =>
      simulateResolved(
        resolveScenario({
          machine: { nodes: [{ id: 0, memGiB: 64, cpus: 16 }], llcMiB: 64 },
          workload: {
            family: 'random',
            threads: 16,
            footprintGiB: 8,
            distribution: { kind: 'hotset', fraction, share: 0.99 },
            accessesPerThread: 1e8,
          },
        }),
      ).stats.accesses;
    expect(run(0.002)).toBeLessThan(run(0.5) / 5);
  });
});

describe('every run ends within its budget with finite values (issues 12 and 13)', () => {
  const family = fc.constantFrom('random', 'xsbench', 'kv', 'graph500', 'llm');
  const dist = fc.oneof(
    fc.constant({ kind: 'uniform' }),
    fc.record({ kind: fc.constant('zipf'), s: fc.double({ min: 0, max: 2, noNaN: true }) }),
    fc.record({
      kind: fc.constant('hotset'),
      fraction: fc.double({ min: 0.001, max: 1, noNaN: true }),
      share: fc.double({ min: 0, max: 1, noNaN: true }),
    }),
  );
  const scenario = fc.record({
    family,
    dramGiB: fc.integer({ min: 1, max: 64 }),
    cxlGiB: fc.integer({ min: 1, max: 64 }),
    footprint: fc.double({ min: 0.01, max: 90, noNaN: true }),
    dist,
    placement: fc.constantFrom('first-touch', 'lower-tier', 'demoted', 'interleave'),
    variant: fc.constantFrom('base', 'pghot'),
    mode: fc.integer({ min: 0, max: 3 }),
    sources: fc.integer({ min: 0, max: 7 }),
    freqThreshold: fc.integer({ min: 1, max: 127 }),
    windowMs: fc.integer({ min: 1, max: 600000 }),
    ibsPeriod: fc.integer({ min: 1000, max: 1 << 20 }),
    thp: fc.constantFrom('always', 'madvise'),
    lowerDevice: fc.constantFrom('cxl', 'pmem'),
  });
  const raw = (p: typeof scenario extends fc.Arbitrary<infer T> ? T : never) => ({
    machine: {
      nodes: [
        { id: 0, memGiB: p.dramGiB, cpus: 8 },
        { id: 1, memGiB: p.cxlGiB, cpus: 0, device: p.lowerDevice },
      ],
    },
    workload: {
      family: p.family,
      threads: 8,
      footprintGiB: p.footprint,
      distribution: p.dist,
      accessesPerThread: 2e7,
      lookups: 2e6,
      requests: 2e6,
      scale: 16,
      roots: 4,
      ...(p.family === 'llm'
        ? {
            model: { sizeGiB: Math.min(p.footprint, 20), paramsB: 10, experts: 8, expertsUsed: 2 },
            tests: ['pp64', 'tg8'],
            iterations: 1,
            contextGiB: 0.1,
          }
        : {}),
    },
    placement:
      p.placement === 'demoted'
        ? { kind: 'demoted', fraction: 0.5 }
        : p.placement === 'interleave'
          ? { kind: 'interleave', weights: { '0': 3, '1': 1 } }
          : { kind: p.placement },
    tunables: {
      'kernel.variant': p.variant,
      'kernel.numa_balancing': p.mode,
      'vm.pghot_enabled_sources': p.sources,
      'vm.pghot_freq_threshold': p.freqThreshold,
      'vm.pghot_promote_freq_window_ms': p.windowMs,
      'ibs.period': p.ibsPeriod,
      'mm.numa.demotion_enabled': 'true',
      'mm.transparent_hugepage.enabled': p.thp,
    },
  });

  it('families x sources x thresholds x sizes: an answer with finite numbers, or an error that says why', () => {
    fc.assert(
      fc.property(scenario, (p) => {
        try {
          const s = resolveScenario(raw(p));
          const r = simulateResolved(s, 'x', { budgetMs: 10_000 });
          expect(finiteRun(r)).toBe(true);
        } catch (e) {
          // a scenario that does not fit the machine, or one the model cannot finish, is refused by name
          if (!(e instanceof ScenarioError || e instanceof SimulationError)) throw e;
          expect(e.message.length).toBeGreaterThan(10);
        }
      }),
      { numRuns: 60, seed: 12 },
    );
  });

  it('a wall-time budget ends a run that would take long, naming the budget', () => {
    const huge = resolveScenario({
      machine: { nodes: [{ id: 0, memGiB: 16, cpus: 8 }] },
      workload: { family: 'random', threads: 8, footprintGiB: 1, accessesPerThread: 1e15 },
    });
    expect(() => simulateResolved(huge, 'x', { budgetMs: 500 })).toThrow(/budget/);
    const s = resolveScenario({
      machine: {
        nodes: [
          { id: 0, memGiB: 16, cpus: 8 },
          { id: 1, memGiB: 16, cpus: 0 },
        ],
      },
      workload: { family: 'random', threads: 8, footprintGiB: 20, accessesPerThread: 1e12 },
      tunables: { 'kernel.numa_balancing': 2 },
    });
    expect(() => simulateResolved(s, 'x', { budgetMs: 50 })).toThrow(SimulationError);
  });
});

describe('interleave across DRAM and CXL (issue 12)', () => {
  const run = (threads: number, weights?: Record<string, number>) =>
    simulateResolved(
      resolveScenario({
        machine: {
          nodes: [
            { id: 0, memGiB: 64, cpus: 64, bandwidthGBs: 100 },
            { id: 1, memGiB: 64, cpus: 0, bandwidthGBs: 50 },
          ],
        },
        workload: { family: 'random', threads, footprintGiB: 16, accessesPerThread: 2e7 },
        placement: weights ? { kind: 'interleave', weights } : { kind: 'first-touch' },
      }),
    ).metrics[1]!.value;
  it('helps a bandwidth-bound workload (the nodes bandwidths add) and hurts a latency-bound one', () => {
    expect(run(64, { 0: 5, 1: 1 })).toBeGreaterThan(run(64) * 1.02);
    expect(run(2, { 0: 5, 1: 1 })).toBeLessThan(run(2) * 0.98);
  });
});

describe('NUMA balancing between DRAM sockets ends with finite values (issue 12)', () => {
  const socket = fc.record({
    memGiB: fc.integer({ min: 1, max: 32 }),
    footprint: fc.double({ min: 0.01, max: 40, noNaN: true }),
    mode: fc.constantFrom(1, 3),
    sharing: fc.constantFrom('process', 'thread'),
    processes: fc.integer({ min: 1, max: 4 }),
    mapped: fc.double({ min: 0, max: 5, noNaN: true }),
    filter: fc.integer({ min: 0, max: 1 }),
    disjoint: fc.integer({ min: 0, max: 1 }),
    starve: fc.integer({ min: 0, max: 1 }),
    recent: fc.integer({ min: 0, max: 1 }),
    select: fc.integer({ min: 0, max: 1 }),
    startSeq: fc.integer({ min: 0, max: 1 }),
    placement: fc.constantFrom('first-touch', 'node', 'groups'),
    thp: fc.constantFrom('always', 'madvise'),
    scanDelay: fc.integer({ min: 0, max: 10000 }),
  });
  it('sharing x processes x mapping time x the VMA-scan switches: an answer or a named refusal', () => {
    fc.assert(
      fc.property(socket, (p) => {
        try {
          const s = resolveScenario({
            machine: {
              nodes: [
                { id: 0, memGiB: p.memGiB, cpus: 4 },
                { id: 1, memGiB: p.memGiB, cpus: 4 },
              ],
              distances: [
                [10, 32],
                [32, 10],
              ],
            },
            workload: {
              family: 'random',
              threads: 8,
              processes: p.processes,
              cpuNodes: [0, 1],
              footprintGiB: p.footprint,
              sharing: p.sharing,
              mappedAfterSeconds: p.mapped,
              accessesPerThread: 2e7,
            },
            placement:
              p.placement === 'node'
                ? { kind: 'node', node: 0 }
                : p.placement === 'groups'
                  ? { kind: 'groups', groups: { '0': 1, '1': 0 } }
                  : { kind: 'first-touch' },
            tunables: {
              'kernel.numa_balancing': p.mode,
              'numa_balancing.vma_pid_filter': p.filter,
              'numa_balancing.vma_disjoint_fix': p.disjoint,
              'numa_balancing.vma_starve_fix': p.starve,
              'numa_balancing.vma_recent_access': p.recent,
              'numa_balancing.vma_scan_select': p.select,
              'numa_balancing.vma_start_seq': p.startSeq,
              'numa_balancing.scan_delay_ms': p.scanDelay,
              'mm.transparent_hugepage.enabled': p.thp,
            },
          });
          expect(finiteRun(simulateResolved(s, 'x', { budgetMs: 10_000 }))).toBe(true);
        } catch (e) {
          if (!(e instanceof ScenarioError || e instanceof SimulationError)) throw e;
          expect(e.message.length).toBeGreaterThan(10);
        }
      }),
      { numRuns: 40, seed: 7 },
    );
  });
});
