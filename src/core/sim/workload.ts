/**
 * Workload families -> a plan the engine runs: page classes of equal hotness, and segments (tests,
 * repetitions, slices) that say how many operations run and which pages each operation touches.
 */
import { GiB, GRAPH500, HW, KV, LINE, LLM_GRAPH, MAX_NUMA_GROUPS, PAGE } from './constants';
import { mean } from '../math/stats';
import { erf } from './math';
import type { Distribution, Scenario } from './scenario';

export interface PageClass {
  name: string;
  /** Size in 4 KB pages (fractional when aggregated). */
  pages: number;
  owner: 'bench' | 'hog';
  /** Cache lines read per touch: 1 for a random access, 64 when a whole 4 KB page is streamed. */
  lines: number;
  streaming: boolean;
  /** Hotness spread over the mapping (keys hashed over a heap), not a contiguous range: DAMON's regions see the mean. */
  scattered?: boolean;
  /** Background touches per page per second (the hog), independent of the benchmark's speed. */
  background?: number;
  /** Node id whose threads alone touch this class (per-thread chunks, workload.sharing 'thread'); absent when all threads share it. */
  home?: number;
  /**
   * The process (0-based) whose threads alone touch this class, when several processes each share their
   * own memory among threads on several CPU nodes: where those threads run is NUMA balancing's task
   * placement (mechanisms/taskPlacement.ts), not a fixed node.
   */
  group?: number;
}

export interface Segment {
  test: string;
  /** 0 = warmup (not measured); 1.. = measured repetition or slice. */
  rep: number;
  ops: number;
  /** Touches per operation, per class (bench classes only; 0 for the hog). */
  touches: number[];
  /** CPU seconds per operation besides memory stalls (summed over threads). */
  cpuPerOp: number;
  mlp: number;
  writeFraction: number;
  /** Memory allocated on the CPU node at the start of the segment and freed at its end. */
  allocPages?: number;
  /** Barriers all threads pass per operation (llama.cpp: one per graph node); absent when not modelled. */
  barriersPerOp?: number;
}

export interface MetricSpec {
  name: string;
  unit: string;
  /** 'higher' or 'lower' is better. */
  better: 'higher' | 'lower';
}

export interface Plan {
  classes: PageClass[];
  segments: Segment[];
  /** Barrier-synchronized threads (llama.cpp, MPI): one slowed thread slows all. */
  sync: boolean;
  footprintPages: number;
  /** Hot-set relocation period for the 'phased' distribution (class 0 is the hot set). */
  phaseSeconds?: number;
  metrics: MetricSpec[];
  /** The benchmark reports its rate over the run's last this many seconds (workload.reportLastSeconds). */
  reportLastSeconds?: number;
  /** Turn measured segment times (and the rate over the last seconds, when asked for) into metric values and per-iteration series. */
  summarize(
    times: { seg: Segment; seconds: number }[],
    lastRate?: number,
  ): {
    values: number[];
    iterations: { metric: string; values: number[] }[];
  };
}

/** Classes (share of pages, share of accesses) for an access distribution over `pages` pages. */
export function distributionClasses(d: Distribution | undefined, pages: number): { frac: number; share: number }[] {
  if (!d || d.kind === 'uniform') return [{ frac: 1, share: 1 }];
  if (d.kind === 'hotset' || d.kind === 'phased') {
    const f = Math.min(d.fraction, 1);
    return f >= 1
      ? [{ frac: 1, share: 1 }]
      : [
          { frac: f, share: d.share },
          { frac: 1 - f, share: 1 - d.share },
        ];
  }
  if (d.kind === 'zipf') {
    // Ranks 1..P in log-spaced bins; the mass of a bin from the integral of x^-s.
    const K = 24;
    const cum = (x: number) => (Math.abs(d.s - 1) < 1e-9 ? Math.log(x) : (Math.pow(x, 1 - d.s) - 1) / (1 - d.s));
    const edges = Array.from({ length: K + 1 }, (_, i) => Math.pow(pages + 1, i / K));
    const out = [];
    for (let i = 0; i < K; i++)
      out.push({ frac: (edges[i + 1]! - edges[i]!) / pages, share: cum(edges[i + 1]!) - cum(edges[i]!) });
    const total = out.reduce((s, c) => s + c.share, 0);
    return out.filter((c) => c.frac > 0).map((c) => ({ frac: c.frac, share: c.share / total }));
  }
  // Gaussian over the address range, centred, sigma as a share of the range: bins by distance.
  const sigma = d.sigma;
  const bounds = [0, 0.25, 0.5, 1, 1.5, 2, 3, 4]
    .map((z) => Math.min(z * sigma, 0.5))
    .filter((b, i, a) => i === 0 || b > a[i - 1]!);
  if (bounds[bounds.length - 1]! < 0.5) bounds.push(0.5);
  const mass = (x: number) => erf(x / (sigma * Math.SQRT2));
  const total = mass(0.5);
  const out = [];
  for (let i = 0; i + 1 < bounds.length; i++)
    out.push({ frac: 2 * (bounds[i + 1]! - bounds[i]!), share: (mass(bounds[i + 1]!) - mass(bounds[i]!)) / total });
  return out;
}

const harmonicMean = (xs: number[]) => xs.length / xs.reduce((s, x) => s + 1 / x, 0);

/** Parse a llama-bench test name: pp512, tg128, tg64@pp512. */
export function parseTest(t: string): { kind: 'prefill' | 'decode'; tokens: number; depth: number } {
  const m = /^(pp|tg)(\d+)(?:@pp(\d+))?$/.exec(t)!;
  return { kind: m[1] === 'pp' ? 'prefill' : 'decode', tokens: Number(m[2]), depth: Number(m[3] ?? 0) };
}

function hogClass(s: Scenario): PageClass[] {
  if (!s.hog || s.hog.GiB <= 0) return [];
  return [
    {
      name: 'hog',
      pages: (s.hog.GiB * GiB) / PAGE,
      owner: 'hog',
      lines: 1,
      streaming: false,
      background: s.hog.touchesPerPagePerSec ?? 0.2,
    },
  ];
}

/**
 * Processes whose memory is their own and shared by their threads, with those threads spread over several
 * CPU nodes (numa01: two processes, each zeroing its own 3 GiB from threads on every node): each is a
 * numa_group of its own, so its classes are kept apart. 1 when the workload is one address space, per-thread
 * chunks, or on one CPU node.
 */
export function perProcessGroups(s: Scenario): number {
  const w = s.workload;
  const p = Math.min(w.processes ?? 1, w.threads);
  return w.sharing !== 'thread' && w.cpuNodes.length > 1 && p > 1 && p <= MAX_NUMA_GROUPS ? p : 1;
}

/** Random accesses over classes from a distribution: the microbenchmark, GUPS/pmbench, XSBench, a cache server. */
function randomPlan(
  s: Scenario,
  opts: {
    readFraction?: number;
    totalOps: number;
    perOp: number;
    cpuNs: number;
    mlp: number;
    slices: number;
    metrics: MetricSpec[];
    label: string;
    perSecond: boolean;
    sync: boolean;
    hashed?: boolean;
    /** Cache lines one touch reads (a touch is one object reached; default 1). */
    linesPerTouch?: number;
    /** The program's own data structures (share of pages, share of touches), in place of the distribution's classes. */
    structures?: { name: string; frac: number; share: number }[];
  },
): Plan {
  const w = s.workload;
  const pages = ((w.footprintGiB ?? 1) * GiB) / PAGE;
  const dist: { name?: string; frac: number; share: number }[] =
    opts.structures ?? distributionClasses(w.distribution, pages);
  const shared: PageClass[] = dist.map((c, i) => ({
    name: c.name ?? (dist.length === 1 ? 'data' : `class ${i + 1}`),
    pages: pages * c.frac,
    owner: 'bench',
    lines: opts.linesPerTouch ?? 1,
    streaming: false,
    scattered: opts.hashed && dist.length > 1,
  }));
  // Per-thread chunks: each class splits into the chunks of the threads on each CPU node (threads spread evenly).
  // Several processes on several CPU nodes, each sharing its own memory: one copy of the classes per process.
  const owners: ({ home: number } | { group: number } | undefined)[] =
    w.sharing === 'thread'
      ? w.cpuNodes.map((home) => ({ home }))
      : perProcessGroups(s) > 1
        ? Array.from({ length: perProcessGroups(s) }, (_, group) => ({ group }))
        : [undefined];
  const classes: PageClass[] = owners.flatMap((o) =>
    shared.map((cl) =>
      o === undefined
        ? cl
        : {
            ...cl,
            name: `${cl.name} (${'home' in o ? `threads on node ${o.home}` : `process ${o.group + 1}`})`,
            pages: cl.pages / owners.length,
            ...o,
          },
    ),
  );
  const touches = owners.flatMap(() => dist.map((c) => (c.share * opts.perOp) / owners.length));
  const segOps = opts.totalOps / opts.slices;
  const segments: Segment[] = Array.from({ length: opts.slices }, (_, i) => ({
    test: opts.label,
    rep: i + 1,
    ops: segOps,
    touches,
    cpuPerOp: opts.cpuNs * 1e-9,
    mlp: opts.mlp,
    writeFraction: 1 - (w.readFraction ?? opts.readFraction ?? 0.5),
  }));
  return {
    classes: [...classes, ...hogClass(s)],
    segments,
    sync: opts.sync,
    footprintPages: pages,
    phaseSeconds: w.distribution?.kind === 'phased' ? w.distribution.phaseSeconds : undefined,
    metrics: opts.metrics,
    reportLastSeconds: w.reportLastSeconds,
    summarize(times, lastRate) {
      const total = times.reduce((a, t) => a + t.seconds, 0);
      const rates = times.map((t) => t.seg.ops / t.seconds);
      // the rate the benchmark reports: over the whole run, or over its last seconds when it says so
      const rate = lastRate ?? opts.totalOps / total;
      const values = opts.perSecond ? [rate, total] : [total, rate];
      return {
        values,
        iterations: [
          {
            metric: opts.perSecond ? opts.metrics[0]!.name : `${opts.label} ops/s`,
            values: opts.perSecond ? rates : rates,
          },
        ],
      };
    },
  };
}

function llmPlan(s: Scenario): Plan {
  const w = s.workload;
  const m = w.model!;
  const bytes = m.sizeGiB * GiB;
  const active = Math.min(m.activeParamsB ?? m.paramsB, m.paramsB);
  const E = m.experts ?? 1;
  const k = Math.min(m.expertsUsed ?? E, E);
  const classes: PageClass[] = [];
  // Expert parameters X from total = dense + X and active = dense + X k/E.
  const expertParams = E > 1 && k < E ? Math.min((m.paramsB - active) / (1 - k / E), m.paramsB) : 0;
  const denseBytes = bytes * (1 - expertParams / m.paramsB);
  classes.push({
    name: 'dense weights',
    pages: denseBytes / PAGE,
    owner: 'bench',
    lines: PAGE / LINE,
    streaming: true,
  });
  const q: number[] = [];
  if (expertParams > 0) {
    const z = Array.from({ length: E }, (_, i) => Math.pow(i + 1, -(m.expertSkew ?? 0)));
    const zs = z.reduce((a, b) => a + b, 0);
    // Per-token probability that a given expert is routed to, capped at 1.
    let p = z.map((x) => (k * x) / zs);
    for (let it = 0; it < 8 && p.some((x) => x > 1); it++) {
      const over = p.reduce((a, x) => a + Math.max(0, x - 1), 0);
      const under = p.filter((x) => x < 1).reduce((a, x) => a + x, 0);
      p = p.map((x) => (x >= 1 ? 1 : x + (over * x) / under));
    }
    for (let e = 0; e < E; e++) {
      classes.push({
        name: `experts rank ${e + 1}`,
        pages: (bytes - denseBytes) / E / PAGE,
        owner: 'bench',
        lines: PAGE / LINE,
        streaming: true,
      });
      q.push(p[e]!);
    }
  }
  const flops = (s.machine.gflopsPerCore ?? HW.flopsPerCore / 1e9) * 1e9;
  const cpuPerToken = (2 * active * 1e9) / flops;
  const tests = w.tests ?? ['pp512', 'tg128'];
  const reps = w.iterations ?? 5;
  // ggml's CPU backend ends every node of the graph with a barrier of all threads.
  const barriersPerPass =
    (m.layers ?? LLM_GRAPH.defaultLayers) *
    (LLM_GRAPH.nodesPerLayer + (expertParams > 0 ? LLM_GRAPH.moeNodesPerLayer : 0));
  const segments: Segment[] = [];
  const allocPages = ((w.contextGiB ?? 1) * GiB) / PAGE;
  for (const t of tests) {
    const { kind, tokens } = parseTest(t);
    // Prefill reads every weight once per micro-batch of up to 512 tokens; decode reads the dense
    // weights and the routed experts once per token.
    const ubatch = Math.min(tokens, 512);
    const touches = classes.map((c, i) =>
      kind === 'prefill' ? c.pages / ubatch : i === 0 ? c.pages : c.pages * q[i - 1]!,
    );
    for (let r = 0; r <= reps; r++)
      segments.push({
        test: t,
        rep: r,
        ops: tokens,
        touches,
        cpuPerOp: cpuPerToken,
        mlp: w.mlp ?? 16,
        writeFraction: 0,
        allocPages: r === 0 ? allocPages : undefined,
        // one forward pass per token in decode, per micro-batch in prefill
        barriersPerOp: kind === 'prefill' ? barriersPerPass / ubatch : barriersPerPass,
      });
  }
  return {
    classes: [...classes, ...hogClass(s)],
    segments,
    sync: true,
    footprintPages: bytes / PAGE,
    metrics: tests.map((t) => ({ name: `${t} t/s`, unit: 't/s', better: 'higher' as const })),
    summarize(times) {
      const iterations = tests.map((t) => ({
        metric: `${t} t/s`,
        values: times.filter((x) => x.seg.test === t).map((x) => x.seg.ops / x.seconds),
      }));
      return { values: iterations.map((it) => mean(it.values)), iterations };
    },
  };
}

/**
 * Graph500's reference BFS (v3, MPI): per traversed edge it streams the next `column` entry (8 B) of the
 * CSR and tests the owner's visited bitmap (1 bit per vertex); each vertex reached once per BFS reads
 * its rowstarts and writes its pred (8 B each). After each BFS the validation streams the kept edge
 * list (16 B per edge) and reads pred of both ends at random. The bitmap is small enough for the LLC;
 * the streams are read once per root, so no page of them is hotter than the next.
 */
/**
 * Graph500's reference BFS (graph500/graph500 src/bfs_reference.c, aml/aml.c; constants.ts GRAPH500):
 * one op is one directed edge of a frontier vertex's row. Every edge reads its 6 bytes of the CSR
 * column in order and tests one visited bit; an edge to another rank (all but 1/P of them with P
 * ranks) also costs its 13-byte message four times through the aggregation buffers (written, copied
 * by MPI, read) and the CPU of sending and parsing it. Each vertex reached reads its two rowstarts and
 * writes its pred. The validation after each BFS streams the kept edge list (not counted in TEPS).
 */
function graph500Plan(s: Scenario): Plan {
  const w = s.workload;
  const ef = w.edgefactor ?? 16;
  const V = 2 ** w.scale!;
  const M = V * ef;
  // domain.md: SCALE 30 (edgefactor 16) needs about 400 GB; it scales with the edges.
  const bytes = 400e9 * (M / (2 ** 30 * 16));
  const ranks = Math.max(1, Math.min(w.processes ?? w.threads, w.threads));
  const remote = (ranks - 1) / ranks;
  const bitmapPages = V / 8 / PAGE;
  const vertexPages = Math.min(16 * V, bytes / 4) / PAGE;
  const columnPages = Math.min(GRAPH500.columnBytes * 2 * M, bytes / 2) / PAGE;
  // aml.c: per rank, a 32 KB aggregation buffer per rank on the node plus its send, receive and internode sets
  const bufferPages = (ranks * (ranks + GRAPH500.extraBuffers) * GRAPH500.aggregationBytes) / PAGE;
  const tuplePages = Math.max(0, bytes / PAGE - bitmapPages - vertexPages - columnPages - bufferPages);
  const classes: PageClass[] = [
    { name: 'visited bitmap', pages: bitmapPages, owner: 'bench', lines: 1, streaming: false },
    { name: 'pred and rowstarts', pages: vertexPages, owner: 'bench', lines: 1, streaming: false },
    { name: 'CSR column', pages: columnPages, owner: 'bench', lines: PAGE / LINE, streaming: true },
    { name: 'message buffers (AML)', pages: bufferPages, owner: 'bench', lines: PAGE / LINE, streaming: true },
    { name: 'edge list (validation)', pages: tuplePages, owner: 'bench', lines: PAGE / LINE, streaming: true },
  ];
  const cpuPerOp =
    w.computeNsPerOp !== undefined ? w.computeNsPerOp * 1e-9 : GRAPH500.localEdgeNs + remote * GRAPH500.remoteEdgeNs;
  const mlp = w.mlp ?? 4;
  const messageBytes = remote * GRAPH500.messageBytes * GRAPH500.messagePasses;
  // BFS: 2M directed edge visits; each vertex reached reads its rowstarts (one line) and writes its pred (V of them)
  const bfs = [1, (2 * V) / (2 * M), GRAPH500.columnBytes / PAGE, messageBytes / PAGE, 0];
  // the written lines: half the message traffic and the pred writes, of all the lines an edge moves
  const lines = 1 + (2 * V) / (2 * M) + (GRAPH500.columnBytes + messageBytes) / LINE;
  const writes = messageBytes / 2 / LINE + V / (2 * M);
  // validation: per kept edge, 16 B of the list and pred of both ends
  const validate = [0, 2, 0, 0, 16 / PAGE];
  const roots = w.roots ?? 64;
  const segments: Segment[] = Array.from({ length: roots }, (_, i) => [
    { test: 'bfs', rep: i + 1, ops: 2 * M, touches: bfs, cpuPerOp, mlp, writeFraction: writes / lines },
    { test: 'validate', rep: i + 1, ops: M, touches: validate, cpuPerOp, mlp, writeFraction: 0 },
  ]).flat();
  return {
    classes: [...classes, ...hogClass(s)],
    segments,
    sync: true,
    footprintPages: bytes / PAGE,
    metrics: [
      { name: 'harmonic_mean_TEPS', unit: 'TEPS', better: 'higher' },
      { name: 'mean bfs time', unit: 's', better: 'lower' },
    ],
    summarize(all) {
      const times = all.filter((t) => t.seg.test === 'bfs');
      const teps = times.map((t) => M / t.seconds);
      return {
        values: [harmonicMean(teps), mean(times.map((t) => t.seconds))],
        iterations: [{ metric: 'TEPS', values: teps }],
      };
    },
  };
}

/** XSBench's isotopes for `-s large` and `-s XL` (its `n_isotopes`). */
const XS_ISOTOPES = 355;

/**
 * XSBench's three structures (unionized grid, 355 isotopes), in the order its grid initialisation
 * allocates them, with their bytes and the cache lines one lookup reads from each, from its source:
 * the nuclide grids (6 doubles per point per isotope): for each nuclide of the material drawn (with
 * XSBench's probabilities) two adjacent 48-byte points, 2.25 lines at 48 B alignment; the unionized
 * energy grid (one double per point per isotope): the binary search's steps below the levels the LLC
 * holds; the index grid (an int per isotope per unionized point): one row of 355 ints (22 lines) per
 * lookup, of which the material's nuclides read their own. So about 90% of a lookup's lines land in
 * the nuclide grids, 3% of the footprint: their pages are some 350 times hotter than the index grid's.
 */
export function xsbenchStructures(
  gridPoints: number,
  llcBytes: number,
): { name: string; bytes: number; lines: number }[] {
  const nucs = [321, 5, 4, 4, 27, 21, 21, 21, 21, 21, 9, 9];
  const prob = [0.14, 0.052, 0.275, 0.134, 0.154, 0.064, 0.066, 0.055, 0.008, 0.015, 0.025, 0.013];
  const points = XS_ISOTOPES * gridPoints;
  const rowLines = (XS_ISOTOPES * 4) / LINE;
  const expected = (f: (n: number) => number) => nucs.reduce((t, n, i) => t + prob[i]! * f(n), 0);
  return [
    { name: 'nuclide grids', bytes: points * 48, lines: expected((n) => 2.25 * n) },
    {
      name: 'unionized energy grid',
      bytes: points * 8,
      lines: Math.max(1, Math.log2(points) - Math.log2(llcBytes / LINE)),
    },
    {
      name: 'index grid',
      bytes: points * XS_ISOTOPES * 4,
      lines: expected((n) => rowLines * (1 - Math.pow(1 - 1 / rowLines, n))),
    },
  ];
}

/**
 * One key-value request from first principles: CPU for the network path and the command, then a
 * chain of dependent reads to the value object (`lookupChain`), then per field of the value a
 * dependent hop to its entry and a read of its bytes (with its name's line when the value has several
 * fields), the lines of one level read together. `touches` is the objects reached, one per dependent
 * level (each on a page of its own: a TLB lookup each); `mlp` is lines per level, so the stall per
 * request is the chain's depth times the latency of the node each level lands on.
 */
export function kvRequest(w: Scenario['workload']): {
  touches: number;
  linesPerTouch: number;
  mlp: number;
  cpuNs: number;
} {
  const cpuNs = w.computeNsPerOp ?? KV.networkNs + KV.commandNs;
  if (w.accessesPerOp !== undefined) return { touches: w.accessesPerOp, linesPerTouch: 1, mlp: w.mlp ?? 1, cpuNs };
  const chain = w.lookupChain ?? KV.lookupChain;
  const fields = w.valueFields ?? KV.valueFields;
  const fieldLines = Math.ceil((w.valueBytes ?? KV.valueBytes) / fields / LINE);
  const levels = chain + 2 * fields;
  const lines = chain + fields * (1 + fieldLines + (fields > 1 ? 1 : 0));
  return { touches: levels, linesPerTouch: lines / levels, mlp: w.mlp ?? lines / levels, cpuNs };
}

export function buildPlan(s: Scenario): Plan {
  const w = s.workload;
  switch (w.family) {
    case 'llm':
      return llmPlan(s);
    case 'graph500':
      return graph500Plan(s);
    case 'xsbench': {
      const lookups = w.lookups ?? 1.7e7;
      const parts = xsbenchStructures(w.gridPoints ?? 238847, (s.machine.llcMiB ?? HW.llcBytes / 2 ** 20) * 2 ** 20);
      const bytes = parts.reduce((t, x) => t + x.bytes, 0);
      const lines = parts.reduce((t, x) => t + x.lines, 0);
      // A lookup only reads the grids (the result goes to a per-thread accumulator).
      return randomPlan(s, {
        readFraction: 1,
        totalOps: lookups,
        structures: parts.map((x) => ({ name: x.name, frac: x.bytes / bytes, share: x.lines / lines })),
        perOp: w.accessesPerOp ?? lines,
        cpuNs: w.computeNsPerOp ?? 300,
        mlp: w.mlp ?? 4,
        slices: w.iterations ?? 10,
        label: 'lookups',
        perSecond: false,
        sync: false,
        metrics: [
          { name: 'Runtime', unit: 's', better: 'lower' },
          { name: 'Lookups/s', unit: 'lookups/s', better: 'higher' },
        ],
      });
    }
    case 'kv': {
      const requests = w.requests ?? 1e8;
      const req = kvRequest(w);
      return randomPlan(s, {
        totalOps: requests,
        perOp: req.touches,
        linesPerTouch: req.linesPerTouch,
        cpuNs: req.cpuNs,
        mlp: req.mlp,
        slices: w.iterations ?? 10,
        label: 'requests',
        perSecond: true,
        sync: false,
        hashed: true,
        metrics: [
          { name: 'qps', unit: 'req/s', better: 'higher' },
          { name: 'completion time', unit: 's', better: 'lower' },
        ],
      });
    }
    case 'random': {
      const total = (w.accessesPerThread ?? 1e9) * w.threads;
      return randomPlan(s, {
        totalOps: total,
        perOp: w.accessesPerOp ?? 1,
        cpuNs: w.computeNsPerOp ?? 2,
        mlp: w.mlp ?? 8,
        slices: w.iterations ?? 10,
        label: 'accesses',
        perSecond: false,
        sync: false,
        metrics: [
          { name: 'completion time', unit: 's', better: 'lower' },
          { name: 'accesses/s', unit: 'accesses/s', better: 'higher' },
        ],
      });
    }
  }
}
