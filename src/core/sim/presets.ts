/**
 * Scenario presets: the setups of the published reports, setup only (machine, workload, placement,
 * tunables as the reports state them); nothing here is fitted to a result. Assumptions the reports
 * do not state are named in `description`.
 */

/** The AMD Zen5 boxes of the pghot reports: two DRAM nodes with CPUs (128 each assumed) and a CPU-less CXL node. */
function zen5(name: string, dramGiB: number, cxlGiB: number, remote: number) {
  // Each DRAM node is a socket: Zen5 EPYC parts have 12 DDR5 channels whatever their core count (assumed at 380 GB/s achievable)
  const dram = (id: number) => ({ id, memGiB: dramGiB, cpus: 128, bandwidthGBs: 380 });
  return {
    name,
    nodes: [dram(0), dram(1), { id: 2, memGiB: cxlGiB, cpus: 0 }],
    // the CXL node's own row says 255 to the others (no CPUs there)
    distances: [
      [10, remote, 50],
      [remote, 10, 50],
      [255, 255, 10],
    ],
    llcMiB: 256,
    // EPYC Zen5 parts run SMT 2: 128 CPUs per node are 64 cores (assumed with the 128 CPUs)
    threadsPerCore: 2,
  };
}

/** 001 (and the Graph500 report): nodes 0 and 1 with 128 GB DRAM, node 2 256 GB CXL, distances 10/32/50. */
const zen5Micro = zen5('AMD Zen5, 2 x 128 GB DRAM + 256 GB CXL', 128, 256, 32);
/** 000: N0/N1 DRAM 256 GiB each, N2 CXL, distances 10/12/50. */
const zen5Llama = zen5('AMD Zen5, 2 x 256 GiB DRAM + CXL', 256, 256, 12);

const pghotCommon = {
  'vm.pghot_promote_freq_window_ms': 3000,
  'vm.pghot_promote_rate_limit_MBps': 65536,
  'pghot.kmigrated_sleep_ms': 100,
  'pghot.kmigrated_batch_nr': 512,
  'ibs.l3miss_only': 1,
  'ibs.period': 10000,
};

export const PRESETS: Record<
  string,
  { summary: string; scenario: Record<string, unknown>; configs?: Record<string, Record<string, unknown>> }
> = {
  'pghot-microbench': {
    summary: '001: 64 threads on node 0, 8 GiB random 4K 50:50 loads/stores, all of it starting on CXL node 2',
    scenario: {
      name: 'pghot-microbench',
      description: 'Accesses per thread are not stated in the report; 1e9 assumed. 128 CPUs per node assumed.',
      machine: zen5Micro,
      workload: {
        family: 'random',
        threads: 64,
        cpuNodes: [0],
        footprintGiB: 8,
        distribution: { kind: 'uniform' },
        readFraction: 0.5,
        accessesPerThread: 1e9,
        iterations: 10,
      },
      placement: { kind: 'lower-tier' },
      tunables: {
        'kernel.numa_balancing': 2,
        'mm.numa.demotion_enabled': 'true',
        ...pghotCommon,
        'vm.pghot_freq_threshold': 1,
      },
    },
    configs: {
      C1: { 'kernel.variant': 'base', 'kernel.numa_balancing': 0 },
      C2: { 'kernel.variant': 'base', 'kernel.numa_balancing': 2 },
      C3: { 'kernel.variant': 'pghot', 'kernel.numa_balancing': 0, 'vm.pghot_enabled_sources': 1 },
      C4: { 'kernel.variant': 'pghot', 'kernel.numa_balancing': 2, 'vm.pghot_enabled_sources': 1 },
      C5: {
        'kernel.variant': 'pghot',
        'kernel.numa_balancing': 0,
        'vm.pghot_enabled_sources': 2,
        'vm.pghot_freq_threshold': 1,
      },
      C6: {
        'kernel.variant': 'pghot',
        'kernel.numa_balancing': 0,
        'vm.pghot_enabled_sources': 2,
        'vm.pghot_freq_threshold': 2,
      },
    },
  },
  'llama-mixtral-tiered': {
    summary:
      '000: llama-bench Mixtral-8x22B Q4_K_M (79.7 GiB) -t 64 -r 5 on N1, a 200 GiB hot hog on N1, ~1/3 of the model demoted to CXL',
    scenario: {
      name: 'llama-mixtral-tiered',
      description:
        'Mixtral 8x22B: 8 experts, 2 routed, ~39B active of 140.6B, 56 layers (its config.json). Expert popularity skew (zipf 0.5), 1 GiB of context buffers per test and hog touch rate assumed.',
      machine: zen5Llama,
      workload: {
        family: 'llm',
        threads: 64,
        cpuNodes: [1],
        tests: ['pp512', 'tg128'],
        iterations: 5,
        contextGiB: 1,
        model: {
          sizeGiB: 79.7,
          paramsB: 140.6,
          activeParamsB: 39.2,
          experts: 8,
          expertsUsed: 2,
          expertSkew: 0.5,
          layers: 56,
        },
      },
      placement: { kind: 'demoted', fraction: 1 / 3 },
      hog: { node: 1, GiB: 200, touchesPerPagePerSec: 1 },
      tunables: {
        'mm.numa.demotion_enabled': 'true',
        'vm.pghot_target_nid': 1,
        ...pghotCommon,
        'vm.pghot_freq_threshold': 1,
      },
    },
    configs: {
      r1: { 'kernel.variant': 'base', 'kernel.numa_balancing': 0 },
      r2: { 'kernel.variant': 'base', 'kernel.numa_balancing': 2 },
      r3: { 'kernel.variant': 'pghot', 'kernel.numa_balancing': 2, 'vm.pghot_enabled_sources': 1 },
      r4: { 'kernel.variant': 'pghot', 'kernel.numa_balancing': 0, 'vm.pghot_enabled_sources': 2 },
      r5: { 'kernel.variant': 'pghot', 'kernel.numa_balancing': 2, 'vm.pghot_enabled_sources': 3 },
    },
  },
  'llama-deepseek-thp': {
    summary: '004: DeepSeek-R1 671B Q4_K_R4 (376.65 GiB) on one socket of a Xeon 6980P, 128 threads, 4K vs 2 MB pages',
    scenario: {
      name: 'llama-deepseek-thp',
      description:
        'DeepSeek-R1: 256 routed experts, 8 used, ~37B active. One socket: 128 cores, ~768 GB DRAM, 504 MB L3 assumed from the part.',
      machine: {
        name: 'Intel Xeon 6980P, one socket',
        nodes: [{ id: 0, memGiB: 768, cpus: 128, bandwidthGBs: 500 }],
        llcMiB: 504,
      },
      workload: {
        family: 'llm',
        threads: 128,
        cpuNodes: [0],
        tests: ['pp512', 'tg64@pp512'],
        iterations: 5,
        contextGiB: 4,
        model: {
          sizeGiB: 376.65,
          paramsB: 671.03,
          activeParamsB: 37,
          experts: 256,
          expertsUsed: 8,
          expertSkew: 0.3,
          layers: 61,
        },
      },
      placement: { kind: 'first-touch' },
      tunables: { 'kernel.numa_balancing': 0 },
    },
    configs: {
      'thp=0': { 'mm.transparent_hugepage.enabled': 'madvise', 'vm.nr_hugepages': 0 },
      'thp=1': { 'vm.nr_hugepages': 200000 },
      'THP always': { 'mm.transparent_hugepage.enabled': 'always' },
    },
  },
  'graph500-s30-overcommit': {
    summary:
      'mpirun -n 128 graph500_reference_bfs 30 16 on the Zen5 machine (~400 GB, spills to CXL), promotion and demotion on',
    scenario: {
      name: 'graph500-s30-overcommit',
      machine: zen5Micro,
      workload: { family: 'graph500', threads: 128, cpuNodes: [0, 1], scale: 30, edgefactor: 16, roots: 64 },
      placement: { kind: 'first-touch' },
      tunables: { 'kernel.numa_balancing': 2, 'mm.numa.demotion_enabled': 'true' },
    },
  },
  'xsbench-xl-fits': {
    summary:
      'XSBench -s XL -g 238847 -t 64 -p 60000000 -l 34 (~116.56 GiB) on the 000 machine; fits in DRAM, starts on the lower tier',
    scenario: {
      name: 'xsbench-xl-fits',
      machine: zen5Llama,
      workload: {
        family: 'xsbench',
        threads: 64,
        cpuNodes: [1],
        gridPoints: 238847,
        lookups: 60000000 * 34,
        distribution: { kind: 'uniform' },
      },
      placement: { kind: 'lower-tier' },
      tunables: { 'kernel.numa_balancing': 2, 'mm.numa.demotion_enabled': 'true' },
    },
  },
  'xsbench-chmu': {
    summary:
      'XSBench -g 90424 (~44 GB) on 32 GB DRAM + 32 GB CXL, numa_balancing=3, demotion on, CHMU 4K unit, 1 s epoch, threshold 1024',
    scenario: {
      name: 'xsbench-chmu',
      description: "32 CPUs on the DRAM node assumed; lookups default to XSBench's 17M.",
      machine: {
        name: '32 GB DRAM + 32 GB CXL',
        nodes: [
          { id: 0, memGiB: 32, cpus: 32 },
          { id: 1, memGiB: 32, cpus: 0 },
        ],
      },
      workload: {
        family: 'xsbench',
        threads: 32,
        cpuNodes: [0],
        footprintGiB: 44 / 1.073741824,
        gridPoints: 90424,
        distribution: { kind: 'uniform' },
      },
      placement: { kind: 'first-touch' },
      tunables: {
        'kernel.numa_balancing': 3,
        'mm.numa.demotion_enabled': 'true',
        'kernel.variant': 'pghot',
        'vm.pghot_enabled_sources': 4,
        'chmu.unit': 4096,
        'chmu.epoch_ms': 1000,
        'chmu.threshold': 1024,
      },
    },
  },
  'taobench-chmu': {
    summary:
      'TaoBench-like cache server, 32 GB memsize on 16 GB DRAM + 32 GB CXL, 2 clients x 75 per thread, CHMU source',
    scenario: {
      name: 'taobench-chmu',
      description:
        '16 server threads, zipf 0.99 key popularity and the kv defaults for a request (its network path, a 4-read lookup chain, a 1,000-byte value in 10 fields) assumed.',
      machine: {
        name: '16 GB DRAM + 32 GB CXL',
        nodes: [
          { id: 0, memGiB: 16, cpus: 16 },
          { id: 1, memGiB: 32, cpus: 0 },
        ],
      },
      workload: {
        family: 'kv',
        threads: 16,
        cpuNodes: [0],
        footprintGiB: 32 / 1.073741824,
        distribution: { kind: 'zipf', s: 0.99 },
        requests: 2e8,
        readFraction: 0.9,
      },
      placement: { kind: 'first-touch' },
      tunables: {
        'kernel.numa_balancing': 2,
        'mm.numa.demotion_enabled': 'true',
        'kernel.variant': 'pghot',
        'vm.pghot_enabled_sources': 4,
        'chmu.unit': 4096,
        'chmu.epoch_ms': 1000,
        'chmu.threshold': 1024,
      },
    },
  },
  'graph500-s22-chmu': {
    summary: 'mpiexec -n 16 graph500_reference_bfs 22 512 on 64 GB DRAM + 32 GB CXL, CHMU source',
    scenario: {
      name: 'graph500-s22-chmu',
      machine: {
        name: '64 GB DRAM + 32 GB CXL',
        nodes: [
          { id: 0, memGiB: 64, cpus: 16 },
          { id: 1, memGiB: 32, cpus: 0 },
        ],
      },
      workload: { family: 'graph500', threads: 16, cpuNodes: [0], scale: 22, edgefactor: 512, roots: 64 },
      placement: { kind: 'first-touch' },
      tunables: {
        'kernel.numa_balancing': 2,
        'mm.numa.demotion_enabled': 'true',
        'kernel.variant': 'pghot',
        'vm.pghot_enabled_sources': 4,
        'chmu.unit': 4096,
        'chmu.epoch_ms': 1000,
        'chmu.threshold': 1024,
      },
    },
  },
};

export const PRESET_NAMES = Object.keys(PRESETS);

/** The preset's scenario with one of its named configs applied (or its base tunables). */
export function presetScenario(name: string, config?: string): Record<string, unknown> {
  const p = PRESETS[name];
  if (!p) throw new Error(`unknown preset "${name}"; presets: ${PRESET_NAMES.join(', ')}`);
  const s = structuredClone(p.scenario) as Record<string, unknown> & { tunables: Record<string, unknown> };
  if (config !== undefined) {
    const c = p.configs?.[config];
    if (!c)
      throw new Error(
        `preset ${name} has no config "${config}"; configs: ${Object.keys(p.configs ?? {}).join(', ') || 'none'}`,
      );
    s.tunables = { ...s.tunables, ...c };
  }
  return s;
}
