import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/core/analyze';
import { calibrate } from '../../src/core/sim/calibrate';
import { poissonTail } from '../../src/core/sim/math';
import { proposeScenario } from '../../src/core/sim/propose';
import { PRESETS, PRESET_NAMES, presetScenario } from '../../src/core/sim/presets';
import { resolveScenario, ScenarioError } from '../../src/core/sim/scenario';
import { simulate, simulateResolved, type SimRun } from '../../src/core/sim/simulate';
import { TUNABLES } from '../../src/core/sim/tunables';
import { ACCURACY } from '../../src/core/sim/accuracy';
import { accuracyByPreset, validationCases } from '../../src/core/sim/validation';
import { distributionClasses, kvRequest, xsbenchStructures } from '../../src/core/sim/workload';
import { antagonistTraffic } from '../../src/core/sim/mechanisms/memory';
import { example, fixture } from './helpers';

const BIN = join(__dirname, '../../bin/tierscope.js');
const cli = (args: string[]) => {
  const r = spawnSync(process.execPath, [BIN, 'simulate', ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

const micro = (config: string, set: Record<string, unknown> = {}) =>
  simulateResolved(resolveScenario(presetScenario('pghot-microbench', config), set), config);
const metric = (r: SimRun, i = 0) => r.metrics[i]!.value;

function problems(raw: unknown, set: Record<string, unknown> = {}): string[] {
  try {
    resolveScenario(raw, set);
  } catch (e) {
    if (e instanceof ScenarioError) return e.problems;
    throw e;
  }
  return [];
}

describe('scenario', () => {
  it('every preset and config resolves', () => {
    for (const name of PRESET_NAMES)
      for (const c of [undefined, ...Object.keys(PRESETS[name]!.configs ?? {})])
        expect(problems(presetScenario(name, c))).toEqual([]);
  });

  it('unknown keys and bad values name the key and the allowed range', () => {
    const base = presetScenario('pghot-microbench');
    expect(problems(base, { 'kernel.numa_balancing': 4 })).toEqual([
      'kernel.numa_balancing: 4 is out of range (allowed integers 0..3)',
    ]);
    expect(problems(base, { 'vm.pghot_freq_treshold': 2 })[0]).toBe(
      'unknown tunable "vm.pghot_freq_treshold"; known vm.* tunables: vm.nr_hugepages, vm.watermark_scale_factor, vm.pghot_enabled_sources, vm.pghot_freq_threshold, vm.pghot_promote_freq_window_ms, vm.pghot_promote_rate_limit_MBps, vm.pghot_target_nid (docs/simulator.md)',
    );
    expect(problems(base, { 'mm.transparent_hugepage.enabled': 'sometimes' })).toEqual([
      'mm.transparent_hugepage.enabled: "sometimes" is not one of always, madvise, never',
    ]);
    expect(problems(base, { 'chmu.unit': 5000 })).toEqual([
      'chmu.unit: 5000 is not a power of two (allowed 4096..1073741824)',
    ]);
    expect(problems(base, { 'ibs.period': 'fast' })).toEqual([
      'ibs.period: "fast" is not a number (allowed 1000..67108864)',
    ]);
    const bad = { ...base, workload: { family: 'random', threads: 0, footprintGiB: 8, colour: 'red' }, extra: 1 };
    expect(problems(bad)).toEqual(
      expect.arrayContaining([
        'scenario.extra: unknown key (allowed: name, description, machine, workload, placement, hog, antagonist, tunables)',
        'workload.colour: unknown key (allowed: family, threads, processes, cpuNodes, footprintGiB, distribution, readFraction, mlp, iterations, accessesPerThread, computeNsPerOp, model, tests, contextGiB, scale, edgefactor, roots, lookups, gridPoints, requests, accessesPerOp, lookupChain, valueBytes, valueFields, sharing, mappedAfterSeconds, reportLastSeconds)',
        'workload.threads: 0 is out of range (allowed integers 1..65536)',
      ]),
    );
    expect(problems({ machine: { nodes: [{ id: 0, memGiB: 8, cpus: 0 }] }, workload: { family: 'llm' } })).toEqual(
      expect.arrayContaining([
        'machine.nodes: at least one node needs CPUs',
        'workload.model: the llm family needs the model (sizeGiB, paramsB)',
      ]),
    );
  });

  it('accepts the spellings people paste for words and booleans', () => {
    const s = resolveScenario(presetScenario('pghot-microbench'), {
      'mm.numa.demotion_enabled': 1,
      'mm.transparent_hugepage.enabled': '[always]',
      'vm.pghot_enabled_sources': '0x3',
    });
    expect(s.tunables['mm.numa.demotion_enabled']).toBe('true');
    expect(s.tunables['mm.transparent_hugepage.enabled']).toBe('always');
    expect(s.tunables['vm.pghot_enabled_sources']).toBe(3);
    expect(TUNABLES.map((t) => t.key)).toEqual(
      expect.arrayContaining([
        'kernel.numa_balancing_promote_rate_limit_MBps',
        'numa_balancing.hot_threshold_ms',
        'pghot.kmigrated_batch_nr',
        'chmu.epoch_ms',
      ]),
    );
  });
});

describe('model pieces', () => {
  it('Poisson tail against exact values', () => {
    expect(poissonTail(1, 1)).toBeCloseTo(1 - Math.exp(-1), 12);
    expect(poissonTail(2, 3)).toBeCloseTo(1 - Math.exp(-2) * (1 + 2 + 2), 12);
    expect(poissonTail(1024, 1024)).toBeGreaterThan(0.45);
    expect(poissonTail(1024, 1024)).toBeLessThan(0.55);
    expect(poissonTail(46, 1024)).toBeLessThan(1e-12);
  });

  it('distributions keep every page and every access in a few classes', () => {
    for (const d of [
      { kind: 'zipf' as const, s: 0.99 },
      { kind: 'zipf' as const, s: 1 },
      { kind: 'gaussian' as const, sigma: 0.1 },
      { kind: 'hotset' as const, fraction: 0.2, share: 0.8 },
    ]) {
      const cs = distributionClasses(d, 2 ** 21);
      expect(cs.reduce((a, c) => a + c.frac, 0)).toBeCloseTo(1, 9);
      expect(cs.reduce((a, c) => a + c.share, 0)).toBeCloseTo(1, 9);
      expect(cs.length).toBeLessThanOrEqual(24);
      // Hotter classes first: access share per page falls.
      const density = cs.map((c) => c.share / c.frac);
      for (let i = 1; i < density.length; i++) expect(density[i]!).toBeLessThanOrEqual(density[i - 1]! * (1 + 1e-9));
    }
  });
});

describe('a key-value request from first principles', () => {
  const kv = (workload: Record<string, unknown>, placement: string) =>
    simulate({
      name: 'kv',
      machine: {
        nodes: [
          { id: 0, memGiB: 64, cpus: 8 },
          { id: 1, memGiB: 64, cpus: 0 },
        ],
      },
      workload: { family: 'kv', threads: 1, cpuNodes: [0], footprintGiB: 16, requests: 2e6, ...workload },
      placement: { kind: placement },
    }).runs[0]!;
  const slowdown = (w: Record<string, unknown> = {}) =>
    metric(kv(w, 'lower-tier'), 1) / metric(kv(w, 'first-touch'), 1);

  it("YCSB's record through redis's lookup: 24 dependent levels, 44 lines, the network path's CPU", () => {
    const r = kvRequest({ family: 'kv', threads: 1, cpuNodes: [0] });
    expect(r.touches).toBe(4 + 2 * 10);
    expect(r.touches * r.linesPerTouch).toBe(4 + 10 * (1 + 2 + 1));
    expect(r.mlp).toBeCloseTo(44 / 24, 9);
    expect(r.cpuNs).toBe(7200);
    // a plain string value: no field names, one hop to it
    const s = kvRequest({ family: 'kv', threads: 1, cpuNodes: [0], valueFields: 1, valueBytes: 100 });
    expect(s.touches * s.linesPerTouch).toBe(4 + 1 + 2);
  });

  it('each dependent read pays the slow tier: longer chains and more fields feel CXL more; a cached set not at all', () => {
    const base = slowdown();
    expect(base).toBeGreaterThan(1.1);
    expect(slowdown({ lookupChain: 8 })).toBeGreaterThan(base);
    expect(slowdown({ valueFields: 1 })).toBeLessThan(base);
    // more CPU per request dilutes the memory stall
    expect(slowdown({ computeNsPerOp: 50000 })).toBeLessThan(1 + (base - 1) / 3);
    // a footprint that fits the LLC never reaches memory
    expect(slowdown({ footprintGiB: 0.01 })).toBeCloseTo(1, 3);
  });
});

describe("XSBench's structures from its source", () => {
  const xs = (set: Record<string, unknown>, preset = 'xsbench-xl-fits') =>
    simulateResolved(resolveScenario(presetScenario(preset), set), 'x');

  it('the nuclide grids are 3% of the footprint and take about 90% of the lines: pages ~350x hotter than the index grid', () => {
    const [nuclide, energy, index] = xsbenchStructures(238847, 32 * 2 ** 20);
    const total = nuclide!.bytes + energy!.bytes + index!.bytes;
    // the scenario reader's footprint for -g 238847 (116.56 GiB, as XSBench prints it)
    expect(total / 2 ** 30).toBeCloseTo((355 * 238847 * (8 + 4 * 355 + 48)) / 2 ** 30, 6);
    const lines = nuclide!.lines + energy!.lines + index!.lines;
    expect(lines).toBeGreaterThan(130);
    expect(lines).toBeLessThan(150);
    expect(nuclide!.bytes / total).toBeLessThan(0.04);
    expect(nuclide!.lines / lines).toBeGreaterThan(0.85);
    const perByte = (x: { bytes: number; lines: number }) => x.lines / x.bytes;
    expect(perByte(nuclide!) / perByte(index!)).toBeGreaterThan(300);
  });

  it('access-weighted IBS samples find the hot grids first: more gain than hint faults on a run that starts on CXL', () => {
    const none = metric(xs({ 'kernel.numa_balancing': 0 }), 1);
    const hint = metric(xs({ 'kernel.numa_balancing': 2 }), 1);
    const ibs = metric(xs({ 'kernel.variant': 'pghot', 'kernel.numa_balancing': 0, 'vm.pghot_enabled_sources': 2 }), 1);
    expect(hint / none).toBeGreaterThan(1.2);
    expect(ibs / none).toBeGreaterThan(hint / none);
  });

  it('a CHMU finds hot units in the nuclide grids that spilled to CXL and promotes them', () => {
    const off = xs({ 'vm.pghot_enabled_sources': 0 }, 'xsbench-chmu');
    const chmu = xs({}, 'xsbench-chmu');
    expect(chmu.counters.hwhint_total_events!).toBeGreaterThan(0);
    expect(chmu.counters.pgpromote_success!).toBeGreaterThan(0);
    expect(metric(chmu, 1)).toBeGreaterThan(metric(off, 1));
  });
});

describe('mechanisms', () => {
  const c1 = micro('C1');
  const c2 = micro('C2');

  it('without balancing nothing moves; NUMAB2 promotes the CXL-resident set and finishes sooner', () => {
    expect(c1.counters.pgpromote_success).toBe(0);
    expect(c1.counters.numa_hint_faults).toBe(0);
    expect(metric(c2)).toBeLessThan(metric(c1) / 1.5);
    // 8 GiB = 2,097,152 pages; every page is marked once and faults once before it moves.
    expect(c2.counters.pgpromote_success).toBeGreaterThan(0.9 * 2 ** 21);
    expect(c2.counters.pgpromote_success).toBeLessThanOrEqual(2 ** 21);
    expect(c2.counters.numa_pte_updates).toBeGreaterThanOrEqual(c2.counters.pgpromote_success!);
    // node 0 has far more free memory than 8 GiB: promotions bypass threshold and rate limit.
    expect(c2.counters.pgpromote_candidate).toBe(0);
    expect(c2.counters.pgpromote_candidate_nrl).toBeGreaterThan(0);
    // Convergence: each slice of the accesses is faster than the one before.
    const it = c2.iterations[0]!.values;
    for (let i = 1; i < it.length; i++) expect(it[i]!).toBeGreaterThan(it[i - 1]! * 0.999);
  });

  it('pghot counters exist only on the pghot kernel; absent is not zero', () => {
    expect(c2.counters).not.toHaveProperty('pghot_recorded_accesses');
    const c5 = micro('C5');
    expect(c5.counters.hwhint_total_events).toBeGreaterThan(0);
    expect(c5.counters.hwhint_dram_accesses! + c5.counters.hwhint_extmem_accesses!).toBeCloseTo(
      c5.counters.hwhint_useful_events!,
      0,
    );
    expect(c5.counters.numa_hint_faults).toBe(0);
  });

  it('a higher pghot frequency threshold promotes fewer pages and finishes later', () => {
    const c5 = micro('C5');
    const c6 = micro('C6');
    expect(c6.counters.pgpromote_success!).toBeLessThan(c5.counters.pgpromote_success!);
    expect(metric(c6)).toBeGreaterThan(metric(c5));
    // A precise record does not see old gaps as recent: fewer still.
    const precise = micro('C6', { 'pghot.precise': 1 });
    expect(precise.counters.pgpromote_success!).toBeLessThan(c6.counters.pgpromote_success!);
  });

  it('a longer IBS period samples less and promotes later', () => {
    const slow = micro('C5', { 'ibs.period': 100000 });
    const c5 = micro('C5');
    expect(slow.counters.hwhint_total_events!).toBeLessThan(c5.counters.hwhint_total_events! / 5);
    expect(metric(slow)).toBeGreaterThan(metric(c5));
  });

  it('the promotion rate limit and the hot threshold bite when the top tier is short of free memory', () => {
    const tight = (set: Record<string, unknown>) =>
      simulateResolved(resolveScenario(presetScenario('llama-mixtral-tiered', 'r2'), set), 'r2');
    const free = tight({});
    const limited = tight({ 'kernel.numa_balancing_promote_rate_limit_MBps': 10 });
    expect(limited.counters.pgpromote_success!).toBeLessThan(free.counters.pgpromote_success! / 4);
    // 10 MB/s = 2560 pages/s per node, over the simulated run.
    expect(limited.counters.pgpromote_success!).toBeLessThanOrEqual(2560 * (limited.stats.simulatedSeconds + 1));
    expect(free.counters.pgpromote_candidate).toBeGreaterThan(0);
    expect(free.counters.pgdemote_kswapd).toBeGreaterThan(0);
  });

  it("the tiering series' stages: MRU promotion ignores threshold and limit; the pre-skip kernel arms DRAM too", () => {
    const tight = (set: Record<string, unknown>) =>
      simulateResolved(resolveScenario(presetScenario('llama-mixtral-tiered', 'r2'), set), 'r2');
    const limit = { 'kernel.numa_balancing_promote_rate_limit_MBps': 10 };
    const limited = tight(limit);
    const mru = tight({ ...limit, 'numa_balancing.hot_selection': 0 });
    // every lower-tier fault promotes: far past the 10 MB/s limit, and no candidate is counted
    expect(mru.counters.pgpromote_success!).toBeGreaterThan(2560 * (mru.stats.simulatedSeconds + 1));
    expect(mru.counters.pgpromote_success!).toBeGreaterThan(limited.counters.pgpromote_success! * 4);
    expect(mru.counters.pgpromote_candidate ?? 0).toBe(0);
    // before "skip to scan fast memory" the top tier's pages are armed and fault too, moving nothing more
    const skip = tight({});
    const noSkip = tight({ 'numa_balancing.skip_toptier_scan': 0 });
    // (the PTE updates over the run also depend on how each kernel's counted faults move the scan period)
    expect(noSkip.counters.numa_hint_faults_local!).toBeGreaterThan(0.5 * noSkip.counters.numa_hint_faults!);
    expect(skip.counters.numa_hint_faults_local ?? 0).toBe(0);
    expect(noSkip.counters.pgpromote_success!).toBeLessThanOrEqual(skip.counters.pgpromote_success!);
  });

  it('demotion off: kswapd cannot make room, promotions stop once the node is full', () => {
    const on = simulateResolved(resolveScenario(presetScenario('llama-mixtral-tiered', 'r2')), 'on');
    const off = simulateResolved(
      resolveScenario(presetScenario('llama-mixtral-tiered', 'r2'), { 'mm.numa.demotion_enabled': 'false' }),
      'off',
    );
    expect(off.counters.pgdemote_kswapd).toBe(0);
    expect(off.counters.pgpromote_success!).toBeLessThan(on.counters.pgpromote_success!);
  });

  it('huge pages: hugetlb is never migrated; THP faults once per 2 MB and moves 2 MB folios', () => {
    const s = presetScenario('pghot-microbench', 'C2');
    const hugetlb = simulateResolved(resolveScenario(s, { 'vm.nr_hugepages': 8192 }), 'hugetlb');
    expect(hugetlb.counters.pgpromote_success).toBe(0);
    expect(hugetlb.counters.numa_pte_updates).toBe(0);
    const thp = simulateResolved(resolveScenario(s, { 'mm.transparent_hugepage.enabled': 'always' }), 'thp');
    expect(thp.counters.thp_migration_success).toBeCloseTo(thp.counters.pgpromote_success! / 512, 6);
    expect(thp.counters.numa_hint_faults!).toBeLessThan(c2.counters.numa_hint_faults! / 100);
    expect(thp.counters.numa_huge_pte_updates).toBeGreaterThan(0);
  });

  it('every preset runs to finite numbers, with a timeline', () => {
    for (const name of PRESET_NAMES) {
      const r = simulateResolved(resolveScenario(presetScenario(name)), name);
      const numbers = [
        ...r.metrics.map((x) => x.value),
        ...Object.values(r.counters),
        ...r.iterations.flatMap((x) => x.values),
        ...r.timeline.flatMap((p) => [
          p.t,
          p.opsPerSec,
          p.topShare,
          p.promotionsPerSec,
          p.demotionsPerSec,
          ...Object.values(p.freeGiB),
        ]),
      ];
      expect(numbers.every(Number.isFinite), name).toBe(true);
      expect(r.metrics[0]!.value).toBeGreaterThan(0);
      expect(r.timeline.length).toBeGreaterThan(10);
      expect(r.timeline.length).toBeLessThanOrEqual(400);
      expect(Object.values(r.counters).every((v) => v >= 0)).toBe(true);
    }
  });

  it('a sweep runs once per value and labels each run', () => {
    const sim = simulate(presetScenario('pghot-microbench', 'C6'), {
      sweep: { key: 'vm.pghot_freq_threshold', values: [1, 2, 3] },
    });
    expect(sim.runs.map((r) => r.label)).toEqual([
      'pghot_freq_threshold=1',
      'pghot_freq_threshold=2',
      'pghot_freq_threshold=3',
    ]);
    const t = sim.runs.map((r) => metric(r));
    expect(t[0]!).toBeLessThan(t[1]!);
    expect(t[1]!).toBeLessThan(t[2]!);
    expect(() => simulate(presetScenario('pghot-microbench'), { sweep: { key: 'ibs.period', values: [10] } })).toThrow(
      'ibs.period: 10 is out of range (allowed integers 1000..67108864)',
    );
  });
});

describe('DAMON tiering (damon_sample_mtier)', () => {
  // A cold buffer fills most of DRAM before the workload starts, so half of the workload lands on CXL.
  const scenario = (tunables: Record<string, unknown>) =>
    resolveScenario({
      name: 'cold buffer first',
      machine: {
        name: '16 GiB DRAM + 16 GiB CXL',
        nodes: [
          { id: 0, memGiB: 16, cpus: 16 },
          { id: 1, memGiB: 16, cpus: 0 },
        ],
      },
      workload: {
        family: 'random',
        threads: 8,
        cpuNodes: [0],
        footprintGiB: 8,
        distribution: { kind: 'hotset', fraction: 0.25, share: 0.9 },
        accessesPerThread: 3e8,
      },
      placement: { kind: 'first-touch' },
      hog: { node: 0, GiB: 11, touchesPerPagePerSec: 0 },
      tunables: { 'kernel.numa_balancing': 0, ...tunables },
    });
  const off = simulateResolved(scenario({}), 'off');
  const on = simulateResolved(scenario({ 'damon_mtier.enabled': 1 }), 'on');

  it('demotes the cold buffer and promotes the accessed pages, without hint faults, and finishes sooner', () => {
    expect(off.counters.pgmigrate_success).toBe(0);
    expect(on.counters.pgmigrate_success).toBeGreaterThan(0);
    expect(on.counters.numa_hint_faults).toBe(0);
    expect(on.counters.pgpromote_success).toBe(0);
    expect(metric(on)).toBeLessThan(metric(off));
    const share = on.timeline.map((p) => p.topShare);
    expect(share[share.length - 1]!).toBeGreaterThan(share[0]! + 0.1);
    expect(off.timeline[off.timeline.length - 1]!.topShare).toBeCloseTo(off.timeline[0]!.topShare, 5);
  });

  it('a promotion goal already met promotes nothing: only the cold buffer moves', () => {
    const met = simulateResolved(scenario({ 'damon_mtier.enabled': 1, 'damon_mtier.node0_mem_used_bp': 0 }), 'met');
    expect(met.counters.pgmigrate_success!).toBeLessThan(on.counters.pgmigrate_success!);
    expect(metric(met)).toBeCloseTo(metric(off), 1);
  });

  it('the mtier module parameters are read under their /sys/module names', () => {
    expect(
      problems({
        ...presetScenario('pghot-microbench', 'C1'),
        tunables: {
          '/sys/module/damon_sample_mtier/parameters/enabled': 1,
          'damon_sample_mtier.node0_mem_free_bp': 100,
        },
      }),
    ).toEqual([]);
    expect(problems(presetScenario('pghot-microbench', 'C1'), { 'damon_mtier.node0_mem_used_bp': 10001 })[0]).toMatch(
      /out of range/,
    );
  });
});

describe('a bandwidth antagonist and Colloid', () => {
  const node = {
    id: 0,
    cpus: 16,
    top: true,
    capacity: 1,
    latency: 110e-9,
    latencyFrom: new Map<number, number>(),
    bandwidth: 100e9,
    device: 'dram' as const,
    writeBandwidth: 100e9,
    seqLatency: 110e-9,
    wmark: { min: 0, low: 0, high: 0, promo: 0 },
    enough: 0,
  };
  it('an antagonist core keeps its fill buffers in flight: about 13 GB/s alone, less as the node fills, never past it', () => {
    // 16 x 64 B x 1.5 / 110 ns = 14 GB/s at the idle latency; its own traffic loads the node a little
    const one = antagonistTraffic(1, node, 0) / 1e9;
    expect(one).toBeGreaterThan(12.5);
    expect(one).toBeLessThan(13.97);
    const alone = antagonistTraffic(15, node, 0);
    const loaded = antagonistTraffic(15, node, 60e9);
    expect(alone).toBeLessThan(100e9);
    expect(loaded).toBeLessThan(alone);
    expect(loaded + 60e9).toBeLessThan(100e9);
  });

  // A GUPS-like hot set on a 16 GiB DRAM node that a STREAM antagonist loads, and a CPU-less node beside it.
  const scenario = (cores: number, colloid: number) =>
    resolveScenario({
      name: 'loaded default tier',
      machine: {
        name: '16 GiB DRAM + 64 GiB far',
        nodes: [
          { id: 0, memGiB: 16, cpus: 32, bandwidthGBs: 100 },
          { id: 1, memGiB: 64, cpus: 0, latencyNs: 150, bandwidthGBs: 60 },
        ],
      },
      workload: {
        family: 'random',
        threads: 8,
        cpuNodes: [0],
        footprintGiB: 24,
        distribution: { kind: 'hotset', fraction: 0.25, share: 0.9 },
        readFraction: 0.5,
        accessesPerThread: 2e9,
      },
      placement: { kind: 'first-touch' },
      ...(cores ? { antagonist: { node: 0, cores } } : {}),
      tunables: { 'kernel.numa_balancing': 2, 'mm.numa.demotion_enabled': 'true', 'colloid.enabled': colloid },
    });
  it('with the default tier loaded, Colloid moves hot pages down and beats TPP; idle, it stays close to TPP', () => {
    const tppLoaded = simulateResolved(scenario(12, 0), 'tpp');
    const colloidLoaded = simulateResolved(scenario(12, 1), 'colloid');
    expect(metric(colloidLoaded)).toBeLessThan(metric(tppLoaded) * 0.95);
    const last = (r: SimRun) => r.timeline[r.timeline.length - 1]!.topShare;
    expect(last(colloidLoaded)).toBeLessThan(last(tppLoaded));
    const tppIdle = simulateResolved(scenario(0, 0), 'tpp');
    const colloidIdle = simulateResolved(scenario(0, 1), 'colloid');
    expect(metric(colloidIdle) / metric(tppIdle)).toBeGreaterThan(0.9);
    expect(metric(colloidIdle) / metric(tppIdle)).toBeLessThan(1.1);
    // without the antagonist the default tier stays the faster one: Colloid promotes as TPP does
    expect(colloidIdle.counters.pgpromote_success).toBeGreaterThan(0);
  });

  it('an antagonist on a node the machine lacks is a scenario error', () => {
    expect(problems({ ...presetScenario('pghot-microbench', 'C1'), antagonist: { node: 7, cores: 4 } })).toEqual([
      'antagonist.node: no node 7',
    ]);
  });
});

describe('validation against the seeds', () => {
  const { cases } = validationCases((f) => analyze(example(f)));

  it('covers every config of the seeds named in the issue', () => {
    const names = cases.map((c) => c.name);
    for (const c of ['C2', 'C3', 'C4', 'C5', 'C6']) expect(names).toContain(`${c} completion time vs C1`);
    for (const c of ['r2', 'r3', 'r4', 'r5'])
      expect(names).toEqual(
        expect.arrayContaining([`${c} tg128 t/s vs r1`, `${c} pp512 t/s vs r1`, `${c} pgpromote_success`]),
      );
    expect(names).toContain('thp=1 tg64@pp512 t/s vs thp=0');
    expect(cases.every((c) => Number.isFinite(c.error) && c.measured !== 0)).toBe(true);
  });

  it("the error figures the dashboard shows are today's (npm run validate regenerates them)", () => {
    expect(accuracyByPreset(cases)).toEqual(ACCURACY);
  });

  it('measured values come from the seeds as the analyzer reads them', () => {
    const c2 = cases.find((c) => c.name === 'C2 completion time vs C1')!;
    expect(c2.measured).toBeCloseTo(97165273 / 40378842, 6);
    const r5 = cases.find((c) => c.name === 'r5 pgpromote_success')!;
    expect(r5.measured).toBe(6.53e6);
  });

  it("the model gets the seeds' directions right: promotion helps 001 and 000 decode, THP helps 004", () => {
    const pred = (name: string) => cases.find((c) => c.name === name)!.predicted;
    expect(pred('C2 completion time vs C1')).toBeGreaterThan(1.5);
    expect(pred('C3 completion time vs C1')).toBeCloseTo(1, 2);
    expect(pred('C6 completion time vs C1')).toBeLessThan(pred('C5 completion time vs C1'));
    expect(pred('r5 tg128 t/s vs r1')).toBeGreaterThan(1);
    expect(pred('thp=1 tg64@pp512 t/s vs thp=0')).toBeGreaterThan(1);
  });
});

describe('tierscope simulate', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'tierscope-sim-'));

  it('a preset prints its configs as columns with ratio, iteration and counter tables', () => {
    const r = cli(['--preset', 'pghot-microbench']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^metric\s+C1\s+C2\s+C3\s+C4\s+C5\s+C6$/m);
    expect(r.out).toMatch(/^speed-up vs C1 \(completion time\)\s+1\.00x\s+2\.\d\dx/m);
    expect(r.out).toMatch(/^pghot_recorded_accesses\s+-\s+-\s+0/m);
    expect(r.out).toContain('iter10');
    expect(r.out).not.toMatch(/NaN|Infinity/);
  });

  it('json follows tierscope.simulation/v1; --set and --sweep apply kernel names', () => {
    const r = cli([
      '--preset',
      'pghot-microbench',
      '--config',
      'C5',
      '--sweep',
      'vm.pghot_freq_threshold=1,3',
      '--set',
      'ibs.period=5000',
      '--format',
      'json',
    ]);
    expect(r.code).toBe(0);
    type Run = { tunables: Record<string, unknown>; metrics: unknown[] };
    const j = JSON.parse(r.out) as { format: string; scenario: { tunables: Record<string, unknown> }; runs: Run[] };
    expect(j.format).toBe('tierscope.simulation/v1');
    expect(j.scenario.tunables['ibs.period']).toBe(5000);
    expect(j.runs).toHaveLength(2);
    expect(Object.keys(j.runs[0]!)).toEqual(
      expect.arrayContaining(['tunables', 'metrics', 'iterations', 'counters', 'timeline']),
    );
    expect(j.runs[0]?.metrics[0]).toMatchObject({ name: 'completion time', unit: 's' });
    expect(j.runs[1]?.tunables['vm.pghot_freq_threshold']).toBe(3);
  });

  it('reads a scenario file; bad input exits 2 with every problem named', () => {
    const f = join(tmp, 's.json');
    writeFileSync(f, JSON.stringify(presetScenario('xsbench-xl-fits')));
    expect(cli([f]).code).toBe(0);
    writeFileSync(
      f,
      JSON.stringify({ ...presetScenario('xsbench-xl-fits'), tunables: { 'kernel.numa_balancing': 9, 'vm.bogus': 1 } }),
    );
    const bad = cli([f]);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('kernel.numa_balancing: 9 is out of range (allowed integers 0..3)');
    expect(bad.err).toContain('unknown tunable "vm.bogus"');
    writeFileSync(f, '{ not json');
    expect(cli([f]).err).toMatch(/not JSON/);
    expect(cli(['--preset', 'nope']).err).toMatch(/unknown preset "nope"; presets: pghot-microbench/);
    expect(cli(['--preset', 'pghot-microbench', '--set', 'kernel.numa_balancing']).err).toMatch(/expected KEY=VALUE/);
    expect(cli([]).code).toBe(2);
  });
});

describe('proposal and calibration from a paste', () => {
  const from = (name: string) => {
    const text = example(name);
    const a = analyze(text);
    return { a, p: proposeScenario(a)! };
  };

  it("proposes 000's scenario from the paste, saying what it read (with lines) and what it assumed", () => {
    const { p } = from('pghot-llama-bench.txt');
    expect(p.family).toBe('llm');
    expect(p.preset).toBe('llama-mixtral-tiered');
    const read = Object.fromEntries(
      p.assumptions.filter((x) => x.source === 'paste').map((x) => [x.key, [x.value, x.line]]),
    );
    expect(read['workload.threads']).toEqual(['64', 11]);
    expect(read['workload.cpuNodes']).toEqual(['[1]', 15]);
    expect(read['placement']![0]).toContain('"kind":"demoted","fraction":0.333');
    expect(read['tunables.vm.pghot_target_nid']).toEqual(['1', 17]);
    expect(read['tunables.ibs.period']).toEqual(['10000', 19]);
    expect(JSON.parse(read['workload.model']![0] as string)).toMatchObject({
      sizeGiB: 79.7,
      paramsB: 140.6,
      experts: 8,
      expertsUsed: 2,
    });
    expect(p.assumptions.filter((x) => x.source === 'preset').map((x) => x.key)).toEqual(
      expect.arrayContaining(['machine', 'workload.mlp']),
    );
    expect(
      p.configs.map((c) => [
        c.label,
        c.tunables['kernel.variant'],
        c.tunables['kernel.numa_balancing'],
        c.tunables['vm.pghot_enabled_sources'],
      ]),
    ).toEqual([
      ['r1', 'base', 0, undefined],
      ['r2', 'base', 2, undefined],
      ['r3', 'pghot', 2, 1],
      ['r4', 'pghot', 0, 2],
      ['r5', 'pghot', 2, 3],
    ]);
  });

  it('reads 001\'s configs from their descriptions: pghot sources from "IBS" and "hint faults ... enabled"', () => {
    const { p } = from('pghot-microbenchmark.txt');
    expect(p.family).toBe('random');
    expect(p.assumptions.find((x) => x.key === 'workload.footprintGiB')).toMatchObject({
      value: '8',
      source: 'paste',
      line: 7,
    });
    expect(p.assumptions.find((x) => x.key === 'placement')).toMatchObject({
      value: '{"kind":"lower-tier"}',
      line: 12,
    });
    const src = Object.fromEntries(p.configs.map((c) => [c.label, c.tunables['vm.pghot_enabled_sources']]));
    expect(src).toEqual({ C1: undefined, C2: undefined, C3: 0, C4: 1, C5: 2, C6: 2 });
  });

  it('takes the footprint from a numastat -p total and the machine from numactl -H', () => {
    const text = `XSBench on the CXL box\nmetric  base  tier\nRuntime (s)  100  80\n\n${fixture('numastat-multi-pid.txt')}\n${fixture('numactl-H.txt')}`;
    const p = proposeScenario(analyze(text))!;
    expect(p.family).toBe('xsbench');
    expect(p.assumptions.find((x) => x.key === 'workload.footprintGiB')).toMatchObject({
      value: '40.0185',
      source: 'paste',
    });
    const machine = p.assumptions.find((x) => x.key === 'machine')!;
    expect(machine.source).toBe('paste');
    expect((p.scenario.machine as { nodes: { cpus: number }[] }).nodes.some((n) => n.cpus === 0)).toBe(true);
  });

  it('calibrates 000 on r1 and r2, predicts r3..r5 and reports its own error', () => {
    const { a, p } = from('pghot-llama-bench.txt');
    const c = calibrate(p, a, ['r1', 'r2']);
    expect(c.fitConfigs).toEqual(['r1', 'r2']);
    expect(c.params.map((x) => x.key)).toEqual(['workload.mlp', 'hog.touchesPerPagePerSec']);
    expect(c.rows.filter((r) => !r.fit).map((r) => `${r.config} ${r.metric}`)).toEqual([
      'r3 pp512 t/s',
      'r3 tg128 t/s',
      'r4 pp512 t/s',
      'r4 tg128 t/s',
      'r5 pp512 t/s',
      'r5 tg128 t/s',
    ]);
    // errors are factors: a prediction 2x too low is 100% off, not 50%
    for (const r of c.rows)
      expect(r.error).toBeCloseTo(Math.max(r.predicted / r.measured, r.measured / r.predicted) - 1, 12);
    expect(c.rows.find((r) => r.config === 'r3' && r.metric === 'tg128 t/s')!.measured).toBe(5.993);
    // the fit is closer on what it was fitted to than on what it predicts, and says both
    expect(c.fitError!).toBeLessThan(c.predictError!);
    expect(Number.isFinite(c.predictError)).toBe(true);
  });

  it('takes only what the paste says: no preset hog or placement for a llama paste that mentions CXL', () => {
    const text = [
      'llama-bench on a DRAM + CXL box, model interleaved by numactl, NUMAB2 vs off',
      '',
      '| model | size | params | backend | threads | test | t/s |',
      '| --- | ---: | ---: | --- | ---: | ---: | ---: |',
      '| llama 70B Q4_K_M | 39.59 GiB | 70.55 B | CPU | 32 | pp512 | 40.11 ± 0.20 |',
      '| llama 70B Q4_K_M | 39.59 GiB | 70.55 B | CPU | 32 | tg128 | 3.02 ± 0.01 |',
    ].join('\n');
    const p = proposeScenario(analyze(text))!;
    expect(p.family).toBe('llm');
    expect(p.scenario.hog).toBeUndefined();
    expect(p.scenario.placement).toEqual({ kind: 'first-touch' });
    expect(p.assumptions.find((x) => x.key === 'hog')).toMatchObject({ source: 'default' });
    expect(p.assumptions.find((x) => x.key === 'placement')).toMatchObject({ source: 'default' });
    expect(Object.keys(p.scenario.tunables)).toEqual(['mm.numa.demotion_enabled']);
  });

  it('calibration leaves the base config out once, flags values at their bounds and gives what-if ratios an interval', () => {
    const { a, p } = from('pghot-llama-bench.txt');
    const c = calibrate(p, a, ['r1', 'r2']);
    expect(c.baseLeftOut).toMatchObject({ config: 'r1', fitOn: ['r2'] });
    expect(Number.isFinite(c.baseLeftOut!.error)).toBe(true);
    // the error a what-if carries is the held-out one: every config from a fit that left it out, at least the base's
    expect(c.heldOut!.map((x) => [x.config, x.fitOn])).toEqual([
      ['r1', ['r2']],
      ['r2', ['r1']],
      ['r3', ['r1', 'r2']],
      ['r4', ['r1', 'r2']],
      ['r5', ['r1', 'r2']],
    ]);
    expect(c.ratioError).toBe(c.heldOutError);
    expect(c.heldOutError).toBeGreaterThanOrEqual(c.baseLeftOut!.error);
    expect(c.heldOutError).toBeGreaterThan(c.fitError!);
    for (const q of c.params) {
      expect(q.value).toBeGreaterThanOrEqual(q.min);
      expect(q.value).toBeLessThanOrEqual(q.max);
      const edge = Math.min(Math.log(q.value / q.min), Math.log(q.max / q.value)) / Math.log(q.max / q.min);
      expect(q.atBound !== undefined).toBe(edge <= 0.02);
    }
    const r = cli([
      '--calibrate',
      join(__dirname, '../../examples/pghot-llama-bench.txt'),
      '--set',
      'kernel.numa_balancing_promote_rate_limit_MBps=100',
    ]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Left out: r1 predicted from a fit on r2 has error \d+\.\d%/);
    expect(r.out).toMatch(/Left out: r2 predicted from a fit on r1 has error \d+\.\d%/);
    expect(r.out).toMatch(/^What-if ratios below from r1 carry ±\d+%$/m);
    expect(r.out).toMatch(/vs r1 \(model\)\s+1\.00x \(0\.\d\dx-1\.\d\dx\)/);
  });

  it('calibrating 001 on C1 and C2 predicts C3..C6 from the mechanisms alone', () => {
    const { a, p } = from('pghot-microbenchmark.txt');
    const c = calibrate(p, a, ['C1', 'C2']);
    const pred = Object.fromEntries(c.rows.map((r) => [r.config, r.predicted]));
    expect(pred.C3).toBeCloseTo(pred.C1!, 0);
    expect(pred.C4).toBeLessThan(pred.C1! / 1.5);
    expect(pred.C6).toBeGreaterThan(pred.C5!);
    expect(() => calibrate(p, a, ['X9'])).toThrow(
      'no measured config to fit among X9; configs: C1, C2, C3, C4, C5, C6',
    );
  });

  it('tierscope simulate --calibrate prints the assumptions, the fit, every config and a what-if beside it', () => {
    const r = cli([
      '--calibrate',
      join(__dirname, '../../examples/pghot-microbenchmark.txt'),
      '--fit',
      'C1,C2',
      '--config',
      'C6',
      '--set',
      'vm.pghot_freq_threshold=3',
    ]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('workload.footprintGiB = 8  (from the paste, line 7)');
    expect(r.out).toMatch(/Calibrated on C1, C2: workload\.mlp = [\d.]+/);
    expect(r.out).toMatch(/^C6\s+completion time\s+64\.26\s+[\d.]+\s+[\d.]+%$/m);
    expect(r.out).toMatch(/^metric\s+C6 \(model\)\s+C6 \+ vm\.pghot_freq_threshold=3$/m);
    expect(
      cli(['--calibrate', join(__dirname, '../../examples/pghot-microbenchmark.txt'), '--fit', 'Z']).err,
    ).toContain('--fit: no measured config "Z"');
    const j = JSON.parse(
      cli(['--calibrate', join(__dirname, '../../examples/pghot-llama-bench.txt'), '--format', 'json']).out,
    ) as { format: string; calibration: { fitConfigs: string[] } };
    expect(j.format).toBe('tierscope.calibration/v1');
    expect(j.calibration.fitConfigs).toEqual(['r1', 'r2']);
  });
});

describe('runs that cannot go on stop with a reason (issues 12 and 13)', () => {
  const finite = (s: ReturnType<typeof simulate>) =>
    JSON.stringify(s.runs.map((r) => r.counters)).match(/null|NaN|Infinity/) === null;

  it('IBS records that fill the pghot window finish with finite counters (taobench-chmu, sources=2)', () => {
    const s = simulate(presetScenario('taobench-chmu'), { set: { 'vm.pghot_enabled_sources': 2 } });
    expect(s.runs.length).toBeGreaterThan(0);
    expect(finite(s)).toBe(true);
  });

  it('a Graph500 placed on the lower tier with IBS finishes', () => {
    const s = simulate({
      machine: {
        nodes: [
          { id: 0, memGiB: 16, cpus: 8 },
          { id: 1, memGiB: 16, cpus: 0 },
        ],
      },
      workload: { family: 'graph500', threads: 8, scale: 20 },
      placement: { kind: 'lower-tier' },
      tunables: { 'kernel.variant': 'pghot', 'vm.pghot_enabled_sources': 2 },
    });
    expect(finite(s)).toBe(true);
  });

  it('a poisson tail over an unbounded window is 1, over nothing 0', () => {
    expect(poissonTail(Infinity, 3)).toBe(1);
    expect(poissonTail(Number.NaN, 3)).toBe(0);
  });
});
