/**
 * The engine's one explicit state: the machine, the page classes' placement per node, the
 * mechanisms' own state, and the work of the current step. Mechanisms (sim/mechanisms/) read and
 * change it; the step loop (engine.ts) owns time.
 */
import { SIM_BASE_COUNTERS, SIM_PGHOT_COUNTERS } from '../knowledge/counterLists';
import { HW, PAGE, PAGES_PER_HUGE } from './constants';
import { buildNodes, runningThreads, type SimNode } from './machine';
import type { Scenario } from './scenario';
import type { ArmedAgeState } from './mechanisms/armedAge';
import type { KmmscandState } from './mechanisms/kmmscand';
import { startPeriod } from './mechanisms/scanPeriod';
import type { Tunables } from './tunables';
import type { Plan } from './workload';

/** A task the NUMA-balancing scanner walks: the workload, or the hog. */
export interface ScannedTask {
  owner: 'bench' | 'hog';
  threads: number;
  /** Address spaces scanned, each over its share of the range (MPI ranks: one per rank). */
  processes: number;
  /** Per-window scan period (numa_scan_period), seconds. */
  period: number;
  /** Pages of address range covered in the current pass, per address space. */
  progress: number;
  started: number;
  /** Hint faults of this pass on top-tier pages: local to the faulting thread's node, or remote. */
  local: number;
  remote: number;
  /** Of them, the private ones (the faulting thread's own page, or a promoted lower-tier page: its cpupid holds a time). */
  priv: number;
  /** Share of its faults that are private (the faulting thread's own memory): 1 for per-thread chunks, else about 1/threads. */
  privateShare: number;
  /** VMAs per address space (one per thread for per-thread chunks, else one) and passes completed (mm->numa_scan_seq). */
  vmas: number;
  seq: number;
  /** PID filter: share of the VMAs with a fault in their access_pids windows; scans each VMA has had (scan_counter). */
  pidShare: number;
  vmaScans: number;
  /** mm->numa_scan_seq when task_numa_work first saw the VMAs (vma->numab_state->start_scan_seq, 84db47ca7146). */
  vmaStartSeq: number;
  /** When the workload's VMAs are first scannable: the scan delay for new VMAs (ef6a22b70f) holds them back after the mm's first pass. */
  vmaReadyAt: number;
}

/**
 * One process's numa_group (kernel/sched/fair.c struct numa_group): where its threads run (share per node
 * index; the group's NUMA_CPU faults follow it), its decayed hint faults by the memory node of the page
 * (`faults`, NUMA_MEM), the faults since the last task_numa_placement (`buffer`), and its preferred node.
 */
export interface NumaGroup {
  threads: number;
  share: Float64Array;
  faults: Float64Array;
  buffer: Float64Array;
  /** Node index, -1 before the first placement. */
  preferred: number;
  /** The mm's numa_scan_seq at the last placement. */
  seq: number;
}

export type StallKind = 'fault' | 'nmi' | 'scan';

/** What the mechanisms did in one step; reset at its start, turned into costs at its end. */
export interface StepWork {
  /** CPU seconds taken from the workload's threads, spread over them. */
  spreadCpu: number;
  /**
   * The part of spreadCpu that stalls ONE thread at a time, independently of the others, by kind:
   * CPU seconds and events (a barrier-synchronized workload waits for the slowest thread, so these
   * cost more than their mean; costs.ts). Hint faults with their in-fault migrations, IBS NMIs,
   * task_numa_work windows.
   */
  stalls: Record<StallKind, { cpu: number; events: number }>;
  /** kswapd CPU seconds per node. */
  kswapdCpu: Float64Array;
  /** CPU seconds of kernel daemons (kmigrated, kmmscand, the CHMU log reader): idle CPUs first. */
  daemonCpu: number;
  /** TLB shootdowns the workload's threads receive. */
  flushes: number;
  promoted: number;
  demoted: number;
  /** Migration bytes per node (read on the source, written on the target). */
  traffic: Float64Array;
  /** pghot records per page per second, per class x node. */
  recordRate: Float64Array;
}

export interface EngineState {
  readonly s: Scenario;
  readonly plan: Plan;
  readonly T: Tunables;
  readonly nodes: SimNode[];
  readonly N: number;
  readonly C: number;
  /** kernel.numa_balancing bits, the pghot variant and its sources (0 on the base kernel). */
  readonly mode: number;
  readonly pghot: boolean;
  readonly sources: number;
  readonly demotion: boolean;
  /** The workload's memory in hugetlb pages (not scanned or migrated), or THP. */
  readonly hugetlb: boolean;
  readonly huge: boolean;
  readonly cpuIdx: number[];
  /** Nodes without CPUs, nearest first. */
  readonly lowerIdx: number[];
  readonly totalCpus: number;
  /** The workload's threads that run at once (capped by its nodes' CPUs). */
  readonly threads: number;
  /** Threads per address space: the CPUs a TLB shootdown of the workload reaches. */
  readonly threadsPerMm: number;
  readonly benchClasses: number[];
  pages: Float64Array[];
  /** PTEs armed PROT_NONE by the scanner and not yet faulted. */
  armed: Float64Array[];
  /** Of them, the ones the current pass has visited (armed or passed over while armed): the rest lie anywhere in the range. */
  swept: Float64Array[];
  /** Pages found hot (pghot) or accessed (kmmscand), waiting for their migration thread. */
  queued: Float64Array[];
  free: Float64Array;
  /** Touches per page per second this step, per class (all touches: hint faults and LRU references see them). */
  lambda: Float64Array;
  /** Share of a class's line reads that miss the LLC and reach memory (IBS with l3miss_only and CHMU see these). */
  missShare: Float64Array;
  counters: Record<string, number>;
  t: number;
  dt: number;
  tasks: ScannedTask[];
  /** Base-kernel promotion: hot threshold per target node, its adjustment window, rate-limit windows. */
  threshold: number[];
  thresholdStart: number[];
  thresholdCandidates: number[];
  /** A fault took the limited path (no free space to spare) since the threshold's last adjustment. */
  thresholdLimited: boolean[];
  rateStart: number[];
  rateUsed: number[];
  pghotRateStart: number[];
  pghotRateUsed: number[];
  kmigratedClock: number;
  /** damon_sample_mtier: time since the schemes last applied, and each monitored node's tuned sampling interval (0 = not yet). */
  damonClock: number;
  damonSample: number[];
  /** The kmmscand scanner's adaptive period and size, when it runs. */
  kmmscand?: KmmscandState;
  /** When the armed lower-tier pages were armed (tiering mode, base kernel; mechanisms/armedAge.ts). */
  armedAge?: ArmedAgeState;
  kswapdWake: boolean[];
  /** Memory of the current test's buffers (llm context), freed at the test's end. */
  allocated: number;
  /** Direct reclaim CPU seconds the allocating thread spent, charged at the next step. */
  directCpu: number;
  /** Share of CPU time the workload's threads have after the kernel's work (last step). */
  avail: number;
  /** Seconds between the workload's barriers at the current speed (Infinity when it has none modelled). */
  barrierInterval: number;
  /** NUMA task placement of the workload's processes (classes with a `group`; mechanisms/taskPlacement.ts). */
  groups: NumaGroup[];
  /** Bytes per second of traffic besides the workload's on each node (migrations, the hog, an antagonist). */
  bgTraffic: Float64Array;
  /** Each node's loaded latency (s) at the last speed solved. */
  loadedLatency: Float64Array;
  work: StepWork;
}

export function tunableNumber(st: EngineState, key: string): number {
  return st.T[key] as number;
}

export function newStepWork(N: number, C: number): StepWork {
  return {
    spreadCpu: 0,
    stalls: { fault: { cpu: 0, events: 0 }, nmi: { cpu: 0, events: 0 }, scan: { cpu: 0, events: 0 } },
    kswapdCpu: new Float64Array(N),
    daemonCpu: 0,
    flushes: 0,
    promoted: 0,
    demoted: 0,
    traffic: new Float64Array(N),
    recordRate: new Float64Array(C * N),
  };
}

/** Zero the step's work for the next step (reusing its arrays). */
export function resetStepWork(w: StepWork): void {
  w.spreadCpu = w.daemonCpu = w.flushes = w.promoted = w.demoted = 0;
  for (const k of Object.values(w.stalls)) k.cpu = k.events = 0;
  w.kswapdCpu.fill(0);
  w.traffic.fill(0);
  w.recordRate.fill(0);
}

export function createState(s: Scenario, plan: Plan): EngineState {
  const T = s.tunables;
  const nodes = buildNodes(s);
  const N = nodes.length;
  const C = plan.classes.length;
  const idx = (id: number) => nodes.findIndex((n) => n.id === id);
  const pghot = T['kernel.variant'] === 'pghot';
  const hugetlb = (T['vm.nr_hugepages'] as number) >= plan.footprintPages / PAGES_PER_HUGE;
  const counters = Object.fromEntries([...SIM_BASE_COUNTERS, ...(pghot ? SIM_PGHOT_COUNTERS : [])].map((k) => [k, 0]));
  // A new task waits scan_delay, then scans one window per numa_scan_period (scanPeriod.ts startPeriod):
  // scan_delay for the threads of a multi-threaded mm, task_scan_start for a single-threaded one.
  const scanDelay = (T['numa_balancing.scan_delay_ms'] as number) / 1000;
  const perThread = s.workload.sharing === 'thread';
  const task = (owner: 'bench' | 'hog', threads: number, processes: number): ScannedTask => {
    const perMm = Math.max(1, threads / processes);
    const own = owner === 'bench' && perThread;
    const rss = plan.classes.filter((c) => c.owner === owner).reduce((t, c) => t + c.pages, 0) / processes;
    // The hog's threads: as many as its touches keep busy (one DRAM miss each), however it is modelled.
    const hogRate = plan.classes
      .filter((c) => c.owner === 'hog')
      .reduce((t, c) => t + c.pages * (c.background ?? 0), 0);
    const mmThreads = owner === 'hog' ? Math.max(1, Math.ceil(hogRate * HW.dramLatency)) : perMm;
    const base = {
      owner,
      threads,
      processes,
      progress: 0,
      local: 0,
      remote: 0,
      priv: 0,
      privateShare: own ? 1 : 1 / perMm,
      vmas: own ? perMm : 1,
      pidShare: 0,
      vmaScans: 0,
      vmaStartSeq: 0,
    };
    // The process ran `mapped` seconds before it mapped this memory (t = 0): task_numa_work first ran at
    // scan_delay after the process started, then once per period (the start period of its small RSS
    // until a pass with counted faults), each pass over the still small address space completing at once.
    const mapped = owner === 'bench' ? (s.workload.mappedAfterSeconds ?? 0) : 0;
    const delay = Math.max(scanDelay, 0.001);
    if (mapped < delay)
      return {
        ...base,
        period: startPeriod(T, rss, mmThreads),
        started: delay - mapped,
        seq: 0,
        vmaReadyAt: delay - mapped,
      };
    const period = startPeriod(T, 0, mmThreads);
    const passes = Math.floor((mapped - delay) / period) + 1;
    const next = delay + period * passes - mapped;
    // A VMA first seen when numa_scan_seq > 0 waits scan_delay more (the series' first patch, with the PID filter).
    const held = T['numa_balancing.vma_pid_filter'] === 1 ? delay : 0;
    return { ...base, period, started: next, seq: passes, vmaStartSeq: passes, vmaReadyAt: next + held };
  };
  const threads = runningThreads(s);
  const processes = Math.min(
    s.workload.processes ?? (s.workload.family === 'graph500' ? s.workload.threads : 1),
    s.workload.threads,
  );
  const th0 = (T['numa_balancing.hot_threshold_ms'] as number) / 1000;
  const zeros = () => nodes.map(() => 0);
  return {
    s,
    plan,
    T,
    nodes,
    N,
    C,
    mode: T['kernel.numa_balancing'] as number,
    pghot,
    sources: pghot ? (T['vm.pghot_enabled_sources'] as number) : 0,
    demotion: T['mm.numa.demotion_enabled'] === 'true',
    hugetlb,
    huge: hugetlb || T['mm.transparent_hugepage.enabled'] === 'always',
    cpuIdx: s.workload.cpuNodes.map(idx),
    lowerIdx: nodes
      .map((_, i) => i)
      .filter((i) => !nodes[i]!.top)
      .sort((a, b) => nodes[a]!.latency - nodes[b]!.latency),
    totalCpus: nodes.reduce((t, n) => t + n.cpus, 0),
    threads,
    threadsPerMm: Math.max(1, threads / processes),
    benchClasses: plan.classes.map((_, c) => c).filter((c) => plan.classes[c]!.owner === 'bench'),
    pages: plan.classes.map(() => new Float64Array(N)),
    armed: plan.classes.map(() => new Float64Array(N)),
    swept: plan.classes.map(() => new Float64Array(N)),
    queued: plan.classes.map(() => new Float64Array(N)),
    free: Float64Array.from(nodes, (n) => n.capacity * 0.99),
    lambda: new Float64Array(C),
    missShare: new Float64Array(C).fill(1),
    counters,
    t: 0,
    dt: 0,
    tasks: [
      task('bench', threads, processes),
      ...(plan.classes.some((c) => c.owner === 'hog') ? [task('hog', 1, 1)] : []),
    ],
    threshold: nodes.map(() => th0),
    thresholdStart: zeros(),
    thresholdCandidates: zeros(),
    thresholdLimited: nodes.map(() => false),
    rateStart: zeros(),
    rateUsed: zeros(),
    pghotRateStart: zeros(),
    pghotRateUsed: zeros(),
    kmigratedClock: 0,
    damonClock: 0,
    damonSample: zeros(),
    kswapdWake: nodes.map(() => false),
    allocated: 0,
    directCpu: 0,
    avail: 1,
    barrierInterval: Infinity,
    groups: numaGroups(plan, nodes.length, s.workload.cpuNodes.map(idx), threads),
    bgTraffic: new Float64Array(N),
    loadedLatency: Float64Array.from(nodes, (n) => n.latency),
    work: newStepWork(N, C),
  };
}

/** The workload's processes kept apart (classes with a `group`), their threads spread evenly over the CPU nodes at the start. */
function numaGroups(plan: Plan, N: number, cpuIdx: number[], threads: number): NumaGroup[] {
  const count = plan.classes.reduce((m, c) => Math.max(m, c.group === undefined ? 0 : c.group + 1), 0);
  return Array.from({ length: count }, () => {
    const share = new Float64Array(N);
    for (const i of cpuIdx) share[i] = 1 / cpuIdx.length;
    const z = () => new Float64Array(N);
    return { threads: threads / count, share, faults: z(), buffer: z(), preferred: -1, seq: 0 };
  });
}

/**
 * Where the accesses to class c come from, as a share per node index: a per-thread chunk's threads' node,
 * a process's threads where task placement put them; undefined when all the workload's threads share it
 * (spread evenly over its CPU nodes).
 */
export function accessShare(st: EngineState, c: number): Float64Array | undefined {
  const cl = st.plan.classes[c]!;
  if (cl.group !== undefined) return st.groups[cl.group]?.share;
  if (cl.home === undefined) return undefined;
  let home = homeShares.get(st);
  if (!home) homeShares.set(st, (home = new Map<number, Float64Array>()));
  let v = home.get(cl.home);
  if (!v) {
    v = new Float64Array(st.N);
    v[st.nodes.findIndex((n) => n.id === cl.home)] = 1;
    home.set(cl.home, v);
  }
  return v;
}
const homeShares = new WeakMap<EngineState, Map<number, Float64Array>>();

export function add(st: EngineState, counter: string, v: number): void {
  if (counter in st.counters) st.counters[counter]! += v;
}

/** 4 KB pages per migration unit of class c: 512 for the workload's THP/hugetlb memory. */
export function unitOf(st: EngineState, c: number): number {
  return st.plan.classes[c]!.owner === 'bench' && st.huge ? PAGES_PER_HUGE : 1;
}

/** hugetlb memory is neither scanned nor migrated. */
export function migratable(st: EngineState, c: number): boolean {
  return !(st.hugetlb && st.plan.classes[c]!.owner === 'bench');
}

/** Threads of the workload on node i. */
export function threadsOn(st: EngineState, i: number): number {
  return st.cpuIdx.includes(i) ? st.threads / st.cpuIdx.length : 0;
}

/** Move pages of class c from node a to node b (keeping armed and queued shares); returns pages moved. */
export function movePages(st: EngineState, c: number, a: number, b: number, amount: number): number {
  const pages = st.pages[c]!;
  const m = Math.min(amount, pages[a]!);
  if (!(m > 0)) return 0;
  const armed = st.armed[c]!;
  armed[a]! -= (armed[a]! * m) / pages[a]!;
  st.swept[c]![a]! -= (st.swept[c]![a]! * m) / pages[a]!;
  st.queued[c]![a] = Math.max(0, Math.min(st.queued[c]![a]!, pages[a]! - m));
  pages[a]! -= m;
  pages[b]! += m;
  st.free[a]! += m;
  st.free[b]! -= m;
  st.work.traffic[a]! += m * PAGE;
  st.work.traffic[b]! += m * PAGE;
  return m;
}

/** The node promotions go to: pghot's target node, else the workload's CPU node with the most free memory. */
export function promotionTarget(st: EngineState): number {
  const nid = st.T['vm.pghot_target_nid'] as number;
  if (st.pghot && nid >= 0) return st.nodes.findIndex((n) => n.id === nid);
  let best = st.cpuIdx[0]!;
  for (const i of st.cpuIdx) if (st.free[i]! > st.free[best]!) best = i;
  return best;
}

/** The first non-finite number in the placement or the counters, named; undefined when all are finite. */
export function firstNonFinite(st: EngineState): string | undefined {
  for (let i = 0; i < st.N; i++) if (!Number.isFinite(st.free[i]!)) return `free memory of node ${st.nodes[i]!.id}`;
  for (let c = 0; c < st.C; c++)
    for (let i = 0; i < st.N; i++) {
      if (!Number.isFinite(st.pages[c]![i]! + st.armed[c]![i]! + st.queued[c]![i]!))
        return `pages of ${st.plan.classes[c]!.name} on node ${st.nodes[i]!.id}`;
    }
  for (const k in st.counters) if (!Number.isFinite(st.counters[k]!)) return k;
  return undefined;
}

/** CPU seconds that stall one of the workload's threads at a time (`events` of them), spread and by kind. */
export function stall(st: EngineState, kind: StallKind, cpu: number, events: number): void {
  st.work.spreadCpu += cpu;
  st.work.stalls[kind].cpu += cpu;
  st.work.stalls[kind].events += events;
}
