/** A simulation scenario (machine, workload, placement, tunables) as JSON, checked and resolved. */
import { clipText, quoteShort } from '../text/safeJson';
import { MAX_NUMA_GROUPS } from './constants';
import { checkTunable, defaultTunables, TUNABLE_BY_KEY, type Tunables } from './tunables';

export interface NodeSpec {
  id: number;
  memGiB: number;
  cpus: number;
  /** Idle load latency from the workload's CPUs; default from the distances. */
  latencyNs?: number;
  /** Achievable bandwidth; default by device. */
  bandwidthGBs?: number;
  /**
   * The memory behind the node: `dram`, `cxl` (a CXL memory expander) or `pmem` (Intel Optane DC
   * persistent memory as system RAM: its own latency, read/write bandwidth and 256-byte media
   * accesses). Default: `dram` for a node with CPUs, `cxl` for a CPU-less one.
   */
  device?: MemoryDevice;
}

export type MemoryDevice = 'dram' | 'cxl' | 'pmem';

export interface Machine {
  name?: string;
  nodes: NodeSpec[];
  /** SLIT distances as `numactl -H` prints them; default 10 local, 21 remote DRAM, 50 CPU-less. */
  distances?: number[][];
  llcMiB?: number;
  gflopsPerCore?: number;
  /** Hardware threads per core (SMT): a node's `cpus` are logical CPUs, `cpus / threadsPerCore` cores. Default 1. */
  threadsPerCore?: number;
}

export type Distribution =
  | { kind: 'uniform' }
  | { kind: 'zipf'; s: number }
  | { kind: 'hotset'; fraction: number; share: number }
  | { kind: 'gaussian'; sigma: number }
  | { kind: 'phased'; fraction: number; share: number; phaseSeconds: number };

export type Family = 'random' | 'llm' | 'graph500' | 'xsbench' | 'kv';

export interface LlmModel {
  sizeGiB: number;
  paramsB: number;
  /** Parameters read per token (dense = all). */
  activeParamsB?: number;
  experts?: number;
  expertsUsed?: number;
  /** Zipf exponent of expert popularity (0 = uniform routing). */
  expertSkew?: number;
  /** Transformer layers (the model's config.json num_hidden_layers); sets the barriers per forward pass. */
  layers?: number;
}

export interface Workload {
  family: Family;
  threads: number;
  /** Separate address spaces the threads run in (MPI ranks); default 1, and one per rank for graph500. Each is scanned on its own. */
  processes?: number;
  /** Nodes whose CPUs run the threads (spread evenly). */
  cpuNodes: number[];
  footprintGiB?: number;
  distribution?: Distribution;
  readFraction?: number;
  /** Outstanding cache misses per thread. */
  mlp?: number;
  /** Measured slices (random, xsbench, kv) or repetitions per test (llm). */
  iterations?: number;
  accessesPerThread?: number;
  /** CPU time per operation besides memory stalls, ns (random, xsbench, kv). */
  computeNsPerOp?: number;
  model?: LlmModel;
  tests?: string[];
  /** Memory allocated (and freed) around each llm test: context, KV cache, compute buffers. */
  contextGiB?: number;
  scale?: number;
  edgefactor?: number;
  roots?: number;
  lookups?: number;
  gridPoints?: number;
  requests?: number;
  accessesPerOp?: number;
  /** kv: dependent reads to reach a value (hash slot, entry, key, value object); default 4. */
  lookupChain?: number;
  /** kv: bytes of a value and the separately allocated fields it is made of (YCSB: 1000 B in 10 fields). */
  valueBytes?: number;
  valueFields?: number;
  /**
   * How the threads of an address space share its memory: 'process' (every thread touches all of it,
   * the default) or 'thread' (each thread touches only its own chunk, a VMA of its own: autonuma's
   * numa01_THREAD_ALLOC). Random family only.
   */
  sharing?: 'process' | 'thread';
  /** Seconds the process ran before it mapped this memory (the run is measured from the mapping); NUMA scanning started with the process. Default 0. */
  mappedAfterSeconds?: number;
  /**
   * The benchmark reports its rate over the last this many seconds of the run (a steady-state figure, e.g.
   * the Colloid artifact's GUPS runs averaged over their last 30 per-second samples), not over the whole
   * run. Random, xsbench and kv families; only the rate metric changes (completion time stays the run's).
   */
  reportLastSeconds?: number;
}

export interface Placement {
  kind: 'first-touch' | 'lower-tier' | 'demoted' | 'interleave' | 'node' | 'groups';
  /** 'node': the node that allocated (and first touched) all of the workload's memory, e.g. its main thread's. */
  node?: number;
  /** 'demoted': share of the footprint a memory hog pushed to the lower tier before the run. */
  fraction?: number;
  /** 'interleave' (MPOL_WEIGHTED_INTERLEAVE): weight per node id, as in /sys/kernel/mm/mempolicy/weighted_interleave/nodeN. */
  weights?: Record<string, number>;
  /**
   * 'groups': per group of threads (the threads on one CPU node, by its id), the node its per-thread chunks are
   * first placed on (then the others by distance when it is full); a group not listed places on its own node.
   * Needs workload.sharing "thread".
   */
  groups?: Record<string, number>;
}

export interface Hog {
  node: number;
  GiB: number;
  /** How often the hog touches each of its pages (per second). */
  touchesPerPagePerSec?: number;
}

/** A bandwidth antagonist (STREAM-like) on other cores, reading and writing memory of one node all run long. */
export interface Antagonist {
  node: number;
  cores: number;
}

export interface Scenario {
  name: string;
  description?: string;
  machine: Machine;
  workload: Workload;
  placement: Placement;
  hog?: Hog;
  antagonist?: Antagonist;
  tunables: Tunables;
}

export class ScenarioError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
  }
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Collects problems while reading a raw JSON value; each names its path and the allowed values. */
class Reader {
  problems: string[] = [];
  obj(v: unknown, path: string, keys: readonly string[]): Obj {
    if (!isObj(v)) {
      this.problems.push(`${path}: expected an object`);
      return {};
    }
    for (const k of Object.keys(v))
      if (!keys.includes(k)) this.problems.push(`${path}.${clipText(k)}: unknown key (allowed: ${keys.join(', ')})`);
    return v;
  }
  num(o: Obj, path: string, key: string, min: number, max: number, def?: number, integer = false): number | undefined {
    const v = o[key];
    if (v === undefined) return def;
    if (typeof v !== 'number' || !Number.isFinite(v) || v < min || v > max || (integer && !Number.isInteger(v))) {
      this.problems.push(
        `${path}.${key}: ${quoteShort(v)} is out of range (allowed ${integer ? 'integers ' : ''}${min}..${max})`,
      );
      return def;
    }
    return v;
  }
  word<T extends string>(o: Obj, path: string, key: string, allowed: readonly T[], def?: T): T | undefined {
    const v = o[key];
    if (v === undefined) return def;
    if (typeof v !== 'string' || !allowed.includes(v as T)) {
      this.problems.push(`${path}.${key}: ${quoteShort(v)} is not one of ${allowed.join(', ')}`);
      return def;
    }
    return v as T;
  }
}

const FAMILIES: readonly Family[] = ['random', 'llm', 'graph500', 'xsbench', 'kv'];

function readMachine(r: Reader, raw: unknown): Machine {
  const o = r.obj(raw, 'machine', ['name', 'nodes', 'distances', 'llcMiB', 'gflopsPerCore', 'threadsPerCore']);
  const nodes: NodeSpec[] = [];
  if (!Array.isArray(o.nodes) || o.nodes.length === 0)
    r.problems.push('machine.nodes: expected a non-empty array of nodes');
  else
    o.nodes.forEach((nv, i) => {
      const p = `machine.nodes[${i}]`;
      const n = r.obj(nv, p, ['id', 'memGiB', 'cpus', 'latencyNs', 'bandwidthGBs', 'device']);
      const cpus = r.num(n, p, 'cpus', 0, 1 << 16, 0, true)!;
      nodes.push({
        id: r.num(n, p, 'id', 0, 1023, i, true)!,
        memGiB: r.num(n, p, 'memGiB', 0.25, 1 << 20, 1)!,
        cpus,
        device: r.word(n, p, 'device', ['dram', 'cxl', 'pmem'] as const, cpus > 0 ? 'dram' : 'cxl')!,
        latencyNs: r.num(n, p, 'latencyNs', 10, 100000),
        bandwidthGBs: r.num(n, p, 'bandwidthGBs', 0.1, 100000),
      });
    });
  const ids = nodes.map((n) => n.id);
  if (new Set(ids).size !== ids.length) r.problems.push('machine.nodes: node ids must be unique');
  if (nodes.length && !nodes.some((n) => n.cpus > 0)) r.problems.push('machine.nodes: at least one node needs CPUs');
  let distances: number[][] | undefined;
  if (o.distances !== undefined) {
    const d = o.distances;
    if (
      !Array.isArray(d) ||
      d.length !== nodes.length ||
      !d.every(
        (row) =>
          Array.isArray(row) &&
          row.length === nodes.length &&
          row.every((x) => typeof x === 'number' && x >= 10 && x <= 255),
      )
    )
      r.problems.push(`machine.distances: expected a ${nodes.length}x${nodes.length} matrix of SLIT values 10..255`);
    else distances = d as number[][];
  }
  return {
    name: typeof o.name === 'string' ? o.name : undefined,
    nodes,
    distances,
    llcMiB: r.num(o, 'machine', 'llcMiB', 1, 1 << 20),
    gflopsPerCore: r.num(o, 'machine', 'gflopsPerCore', 0.1, 10000),
    threadsPerCore: r.num(o, 'machine', 'threadsPerCore', 1, 8, undefined, true),
  };
}

function readDistribution(r: Reader, raw: unknown): Distribution | undefined {
  if (raw === undefined) return undefined;
  const p = 'workload.distribution';
  const o = r.obj(raw, p, ['kind', 's', 'fraction', 'share', 'sigma', 'phaseSeconds']);
  const kind = r.word(o, p, 'kind', ['uniform', 'zipf', 'hotset', 'gaussian', 'phased'] as const, 'uniform')!;
  switch (kind) {
    case 'uniform':
      return { kind };
    case 'zipf':
      return { kind, s: r.num(o, p, 's', 0, 3, 0.99)! };
    case 'gaussian':
      return { kind, sigma: r.num(o, p, 'sigma', 0.001, 1, 0.1)! };
    case 'hotset':
      return { kind, fraction: r.num(o, p, 'fraction', 0.0001, 1, 0.1)!, share: r.num(o, p, 'share', 0, 1, 0.9)! };
    case 'phased':
      return {
        kind,
        fraction: r.num(o, p, 'fraction', 0.0001, 1, 0.1)!,
        share: r.num(o, p, 'share', 0, 1, 0.9)!,
        phaseSeconds: r.num(o, p, 'phaseSeconds', 0.1, 1e6, 30)!,
      };
  }
}

const WORKLOAD_KEYS = [
  'family',
  'threads',
  'processes',
  'cpuNodes',
  'footprintGiB',
  'distribution',
  'readFraction',
  'mlp',
  'iterations',
  'accessesPerThread',
  'computeNsPerOp',
  'model',
  'tests',
  'contextGiB',
  'scale',
  'edgefactor',
  'roots',
  'lookups',
  'gridPoints',
  'requests',
  'accessesPerOp',
  'lookupChain',
  'valueBytes',
  'valueFields',
  'sharing',
  'mappedAfterSeconds',
  'reportLastSeconds',
] as const;

/** Families whose rate metric can be taken over the run's last seconds (`reportLastSeconds`). */
const RATE_WINDOW_FAMILIES: readonly string[] = ['random', 'xsbench', 'kv'];

function readWorkload(r: Reader, raw: unknown, machine: Machine): Workload {
  const p = 'workload';
  const o = r.obj(raw, p, WORKLOAD_KEYS);
  const family = r.word(o, p, 'family', FAMILIES, 'random')!;
  const firstCpuNode = machine.nodes.find((n) => n.cpus > 0)?.id ?? 0;
  let cpuNodes = [firstCpuNode];
  if (o.cpuNodes !== undefined) {
    const c = o.cpuNodes;
    const ok = Array.isArray(c) && c.length > 0 && c.every((x) => machine.nodes.some((n) => n.id === x && n.cpus > 0));
    if (!ok)
      r.problems.push(
        `workload.cpuNodes: expected node ids with CPUs (${machine.nodes
          .filter((n) => n.cpus > 0)
          .map((n) => n.id)
          .join(', ')})`,
      );
    else cpuNodes = c as number[];
  }
  const w: Workload = {
    family,
    threads: r.num(o, p, 'threads', 1, 1 << 16, 1, true)!,
    processes: r.num(o, p, 'processes', 1, 1 << 16, undefined, true),
    cpuNodes,
    footprintGiB: r.num(o, p, 'footprintGiB', 0.001, 1 << 20),
    distribution: readDistribution(r, o.distribution),
    readFraction: r.num(o, p, 'readFraction', 0, 1),
    mlp: r.num(o, p, 'mlp', 0.1, 1024),
    iterations: r.num(o, p, 'iterations', 1, 1000, undefined, true),
    accessesPerThread: r.num(o, p, 'accessesPerThread', 1, 1e15),
    computeNsPerOp: r.num(o, p, 'computeNsPerOp', 0, 1e9),
    contextGiB: r.num(o, p, 'contextGiB', 0, 1 << 20),
    scale: r.num(o, p, 'scale', 10, 42, undefined, true),
    edgefactor: r.num(o, p, 'edgefactor', 1, 1024, undefined, true),
    roots: r.num(o, p, 'roots', 1, 1024, undefined, true),
    lookups: r.num(o, p, 'lookups', 1, 1e15),
    gridPoints: r.num(o, p, 'gridPoints', 1, 1e12),
    requests: r.num(o, p, 'requests', 1, 1e15),
    accessesPerOp: r.num(o, p, 'accessesPerOp', 0.01, 1e6),
    lookupChain: r.num(o, p, 'lookupChain', 0, 64),
    valueBytes: r.num(o, p, 'valueBytes', 1, 1 << 30),
    valueFields: r.num(o, p, 'valueFields', 1, 1 << 16, undefined, true),
    sharing: r.word(o, p, 'sharing', ['process', 'thread'] as const, undefined),
    mappedAfterSeconds: r.num(o, p, 'mappedAfterSeconds', 0, 1e6),
    reportLastSeconds: r.num(o, p, 'reportLastSeconds', 0.001, 1e9),
  };
  if (w.reportLastSeconds !== undefined && !RATE_WINDOW_FAMILIES.includes(family))
    r.problems.push(
      `workload.reportLastSeconds: a rate over the run's last seconds is modelled for the ${RATE_WINDOW_FAMILIES.join(', ')} families only`,
    );
  if (w.sharing === 'thread' && family !== 'random')
    r.problems.push('workload.sharing: "thread" (per-thread chunks) is modelled for the random family only');
  if (o.model !== undefined) {
    const m = r.obj(o.model, 'workload.model', [
      'sizeGiB',
      'paramsB',
      'activeParamsB',
      'experts',
      'expertsUsed',
      'expertSkew',
      'layers',
    ]);
    w.model = {
      sizeGiB: r.num(m, 'workload.model', 'sizeGiB', 0.01, 1 << 20, 1)!,
      paramsB: r.num(m, 'workload.model', 'paramsB', 0.001, 1e6, 1)!,
      activeParamsB: r.num(m, 'workload.model', 'activeParamsB', 0.001, 1e6),
      experts: r.num(m, 'workload.model', 'experts', 1, 4096, undefined, true),
      expertsUsed: r.num(m, 'workload.model', 'expertsUsed', 1, 4096, undefined, true),
      expertSkew: r.num(m, 'workload.model', 'expertSkew', 0, 3),
      layers: r.num(m, 'workload.model', 'layers', 1, 1000, undefined, true),
    };
  }
  if (o.tests !== undefined) {
    // `pp0` is llama-bench's way of skipping a test: a test of no tokens has no rate
    if (
      !Array.isArray(o.tests) ||
      !o.tests.every((t) => typeof t === 'string' && /^(pp[1-9]\d*|tg[1-9]\d*(@pp\d+)?)$/.test(t))
    )
      r.problems.push(
        'workload.tests: expected llama-bench test names of one token or more like "pp512", "tg128", "tg64@pp512"',
      );
    else w.tests = o.tests as string[];
  }
  if (family === 'llm' && !w.model)
    r.problems.push('workload.model: the llm family needs the model (sizeGiB, paramsB)');
  if (family === 'graph500' && w.scale === undefined)
    r.problems.push('workload.scale: the graph500 family needs SCALE');
  // XSBench's unionized grid: isotopes x gridpoints x (energy + an index per isotope), plus the nuclide
  // grids (6 doubles per point); 355 isotopes (-s large / XL): -g 238847 gives 116.56 GiB as XSBench says.
  if (family === 'xsbench' && w.footprintGiB === undefined && w.gridPoints !== undefined)
    w.footprintGiB = (355 * w.gridPoints * (8 + 4 * 355 + 48)) / 2 ** 30;
  if (['random', 'xsbench', 'kv'].includes(family) && w.footprintGiB === undefined)
    r.problems.push(
      `workload.footprintGiB: the ${family} family needs a footprint${family === 'xsbench' ? ' (or gridPoints)' : ''}`,
    );
  return w;
}

function readPlacement(r: Reader, raw: unknown, machine: Machine): Placement {
  const po = raw === undefined ? {} : r.obj(raw, 'placement', ['kind', 'fraction', 'weights', 'node', 'groups']);
  const kind = r.word(
    po,
    'placement',
    'kind',
    ['first-touch', 'lower-tier', 'demoted', 'interleave', 'node', 'groups'] as const,
    'first-touch',
  )!;
  const placement: Placement = { kind, fraction: r.num(po, 'placement', 'fraction', 0, 1) };
  if (kind === 'node') {
    const node = r.num(po, 'placement', 'node', 0, 1023, undefined, true);
    if (node === undefined || !machine.nodes.some((n) => n.id === node))
      r.problems.push(
        `placement.node: "node" needs the allocating node's id (${machine.nodes.map((n) => n.id).join(', ')})`,
      );
    else placement.node = node;
  }
  if (kind === 'demoted' && placement.fraction === undefined)
    r.problems.push('placement.fraction: "demoted" needs the demoted share (0..1)');
  if (kind === 'interleave') {
    const w = isObj(po.weights) ? po.weights : {};
    const ok = Object.entries(w).every(
      ([id, v]) =>
        machine.nodes.some((n) => String(n.id) === id) &&
        typeof v === 'number' &&
        Number.isInteger(v) &&
        v >= 0 &&
        v <= 255,
    );
    if (!isObj(po.weights) || !ok || !Object.values(w).some((v) => (v as number) > 0))
      r.problems.push(
        `placement.weights: "interleave" needs integer weights 0..255 by node id (${machine.nodes.map((n) => n.id).join(', ')}), at least one above 0`,
      );
    else placement.weights = w as Record<string, number>;
  }
  if (kind === 'groups') {
    const g = isObj(po.groups) ? po.groups : {};
    const ok = Object.entries(g).every(
      ([cpuNode, mem]) =>
        machine.nodes.some((n) => String(n.id) === cpuNode && n.cpus > 0) && machine.nodes.some((n) => n.id === mem),
    );
    if (!isObj(po.groups) || !ok || !Object.keys(g).length)
      r.problems.push(
        `placement.groups: "groups" needs, by the CPU node id of each thread group, the node its memory is placed on (${machine.nodes.map((n) => n.id).join(', ')})`,
      );
    else placement.groups = g as Record<string, number>;
  }
  return placement;
}

/** Check a raw scenario and fill defaults; throws ScenarioError listing every problem. */
export function resolveScenario(raw: unknown, overrides: Record<string, unknown> = {}): Scenario {
  const r = new Reader();
  const o = r.obj(raw, 'scenario', [
    'name',
    'description',
    'machine',
    'workload',
    'placement',
    'hog',
    'antagonist',
    'tunables',
  ]);
  const machine = readMachine(r, o.machine);
  const workload = readWorkload(r, o.workload, machine);
  const placement = readPlacement(r, o.placement, machine);
  let hog: Hog | undefined;
  if (o.hog !== undefined) {
    const h = r.obj(o.hog, 'hog', ['node', 'GiB', 'touchesPerPagePerSec']);
    hog = {
      node: r.num(h, 'hog', 'node', 0, 1023, 0, true)!,
      GiB: r.num(h, 'hog', 'GiB', 0, 1 << 20, 0)!,
      touchesPerPagePerSec: r.num(h, 'hog', 'touchesPerPagePerSec', 0, 1e6),
    };
    if (!machine.nodes.some((n) => n.id === hog!.node)) r.problems.push(`hog.node: no node ${hog.node}`);
  }
  let antagonist: Antagonist | undefined;
  if (o.antagonist !== undefined) {
    const a = r.obj(o.antagonist, 'antagonist', ['node', 'cores']);
    antagonist = {
      node: r.num(a, 'antagonist', 'node', 0, 1023, 0, true)!,
      cores: r.num(a, 'antagonist', 'cores', 0, 4096, 0, true)!,
    };
    if (!machine.nodes.some((n) => n.id === antagonist!.node))
      r.problems.push(`antagonist.node: no node ${antagonist.node}`);
  }
  const tunables = defaultTunables();
  const given =
    o.tunables === undefined
      ? {}
      : isObj(o.tunables)
        ? o.tunables
        : (r.problems.push('tunables: expected an object'), {});
  for (const [k, v] of Object.entries({ ...given, ...overrides })) {
    const c = checkTunable(k, v);
    if ('error' in c) r.problems.push(c.error);
    else tunables[c.key] = c.value;
  }
  const target = tunables['vm.pghot_target_nid'] as number;
  if (target >= 0 && !machine.nodes.some((n) => n.id === target && n.cpus > 0))
    r.problems.push(`vm.pghot_target_nid: ${target} is not a node with CPUs`);
  // NUMA_BALANCING_NORMAL places tasks too (task_numa_placement, numa_group, task_numa_migrate): the
  // processes of the random-access families, up to MAX_NUMA_GROUPS of them, each get their own classes and
  // numa_group (mechanisms/taskPlacement.ts); an LLM's or more processes' placement is not modelled.
  // Per-thread chunks need none: no task swap improves locality there (task_numa_compare), so threads stay and memory follows them.
  if (
    ((tunables['kernel.numa_balancing'] as number) & 1) !== 0 &&
    (workload.processes ?? 1) > 1 &&
    workload.sharing !== 'thread' &&
    workload.family !== 'graph500' &&
    workload.cpuNodes.length > 1 &&
    (workload.family === 'llm' || Math.min(workload.processes ?? 1, workload.threads) > MAX_NUMA_GROUPS)
  )
    r.problems.push(
      `workload.processes: NUMA task placement (numa_group, task_numa_migrate) is modelled for up to ${MAX_NUMA_GROUPS} processes of the random, xsbench and kv families; this workload's is not modelled`,
    );
  if (placement.kind === 'groups' && workload.sharing !== 'thread')
    r.problems.push(
      'placement.groups: places the per-thread chunks of each group of threads, so it needs workload.sharing "thread"',
    );
  for (const cpuNode of Object.keys(placement.groups ?? {}))
    if (!workload.cpuNodes.some((c) => String(c) === cpuNode))
      r.problems.push(`placement.groups: no threads run on node ${cpuNode} (workload.cpuNodes)`);
  if (r.problems.length) throw new ScenarioError(r.problems);
  return {
    name: typeof o.name === 'string' ? o.name : 'scenario',
    description: typeof o.description === 'string' ? o.description : undefined,
    machine,
    workload,
    placement,
    hog,
    ...(antagonist?.cores ? { antagonist } : {}),
    tunables,
  };
}

/** Only the tunables that differ from the kernel defaults, for labels. */
export function changedTunables(t: Tunables): Tunables {
  return Object.fromEntries(Object.entries(t).filter(([k, v]) => TUNABLE_BY_KEY.get(k)?.default !== v));
}
