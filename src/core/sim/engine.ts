/**
 * The time-stepped simulation. Pages are aggregated into classes of equal hotness; per class and
 * node the engine tracks resident, PROT_NONE-armed and pghot-queued pages, and moves them with the
 * kernel's mechanisms: the NUMA-balancing scanner and hint faults, in-fault promotion (base kernel),
 * pghot records from hint faults / IBS / CHMU with kmigrated, kswapd and direct demotion.
 */
import { COST, GiB, HUGE, HW, KERNEL, LINE, PAGE, PAGES_PER_HUGE } from './constants';
import { buildNodes, loadedLatency } from './machine';
import type { Scenario } from './scenario';
import { erf, type Plan, type Segment } from './workload';

export interface TimelinePoint {
  t: number;
  test: string;
  /** Benchmark operations per second (accesses, tokens, edges, lookups, requests). */
  opsPerSec: number;
  /** Share of the benchmark's memory traffic served by the top tier. */
  topShare: number;
  promotionsPerSec: number;
  demotionsPerSec: number;
  freeGiB: Record<string, number>;
}

export interface EngineResult {
  times: { seg: Segment; seconds: number }[];
  counters: Record<string, number>;
  timeline: TimelinePoint[];
  simulatedSeconds: number;
  /** Memory accesses (cache lines) the benchmark made. */
  accesses: number;
  steps: number;
}

const BASE_COUNTERS = [
  'pgpromote_success', 'pgpromote_candidate', 'pgpromote_candidate_nrl', 'pgdemote_kswapd', 'pgdemote_direct', 'pgmigrate_success', 'pgmigrate_fail',
  'numa_pte_updates', 'numa_huge_pte_updates', 'numa_hint_faults', 'numa_hint_faults_local', 'numa_pages_migrated', 'pgscan_kswapd', 'pgsteal_kswapd',
  'pgsteal_direct', 'thp_migration_success', 'thp_migration_fail',
] as const;
const PGHOT_COUNTERS = [
  'pghot_recorded_accesses', 'pghot_recorded_hintfaults', 'pghot_recorded_hwhints', 'hwhint_total_events', 'hwhint_useful_events', 'hwhint_dropped_events',
  'hwhint_dram_accesses', 'hwhint_extmem_accesses',
] as const;

/** P(Poisson(m) >= k). */
/** Most steps a run may take (the presets take up to 15,000): beyond it the scenario is rejected, not run for minutes. */
const MAX_STEPS = 400_000;

/** A scenario the engine cannot run to the end; its message says why. */
export class SimulationError extends Error {}

export function poissonTail(m: number, k: number): number {
  if (k <= 0) return 1;
  if (!(m > 0)) return 0;
  if (m === Infinity) return 1;
  if (m > 200) {
    const z = (k - 0.5 - m) / Math.sqrt(m);
    return 0.5 * (1 - erf(z / Math.SQRT2));
  }
  let term = Math.exp(-m);
  let cdf = term;
  for (let i = 1; i < k; i++) {
    term *= m / i;
    cdf += term;
  }
  return Math.min(1, Math.max(0, 1 - cdf));
}

interface Process {
  owner: 'bench' | 'hog';
  threads: number;
  /** Per-window scan period (numa_scan_period), seconds. */
  period: number;
  progress: number;
  started: number;
}

export function runEngine(s: Scenario, plan: Plan, coarse = false): EngineResult {
  const T = s.tunables;
  const mode = T['kernel.numa_balancing'] as number;
  const pghot = T['kernel.variant'] === 'pghot';
  const sources = pghot ? (T['vm.pghot_enabled_sources'] as number) : 0;
  const demotion = T['mm.numa.demotion_enabled'] === 'true';
  const nodes = buildNodes(s);
  const N = nodes.length;
  const C = plan.classes.length;
  const w = s.workload;
  const idx = (id: number) => nodes.findIndex((n) => n.id === id);
  const cpuIdx = w.cpuNodes.map(idx);
  const lowerIdx = nodes.map((_, i) => i).filter((i) => !nodes[i]!.top).sort((a, b) => nodes[a]!.latency - nodes[b]!.latency);
  const totalCpus = nodes.reduce((t, n) => t + n.cpus, 0);
  const threadsOn = (i: number) => (cpuIdx.includes(i) ? w.threads / cpuIdx.length : 0);

  // Page size of the benchmark's memory: hugetlb when the reserved pool covers it, THP with "always".
  const footprintHuge = plan.footprintPages / PAGES_PER_HUGE;
  const hugetlb = (T['vm.nr_hugepages'] as number) >= footprintHuge;
  const thp = !hugetlb && T['mm.transparent_hugepage.enabled'] === 'always';
  const huge = hugetlb || thp;
  const unitOf = (c: number) => (plan.classes[c]!.owner === 'bench' && huge ? PAGES_PER_HUGE : 1);
  const migratable = (c: number) => !(hugetlb && plan.classes[c]!.owner === 'bench');

  // ---- state
  const pages = plan.classes.map(() => new Float64Array(N));
  const armed = plan.classes.map(() => new Float64Array(N));
  const queued = plan.classes.map(() => new Float64Array(N));
  const free = Float64Array.from(nodes, (n) => n.capacity * 0.99);
  const counters: Record<string, number> = Object.fromEntries([...BASE_COUNTERS, ...(pghot ? PGHOT_COUNTERS : [])].map((k) => [k, 0]));
  const add = (k: string, v: number) => {
    if (k in counters) counters[k]! += v;
  };

  // ---- initial placement: the hog first on its node, then the benchmark by the placement policy.
  const place = (c: number, order: number[], amount: number, floor: (i: number) => number) => {
    let left = amount;
    for (const i of order) {
      const take = Math.min(left, Math.max(0, free[i]! - floor(i)));
      pages[c]![i]! += take;
      free[i]! -= take;
      left -= take;
      if (left <= 0) break;
    }
    if (left > 0) throw new Error(`the machine has no room for ${((left * PAGE) / GiB).toFixed(1)} GiB of ${plan.classes[c]!.name}`);
  };
  const byDistanceFromCpu = [...cpuIdx, ...nodes.map((_, i) => i).filter((i) => !cpuIdx.includes(i)).sort((a, b) => nodes[a]!.latency - nodes[b]!.latency)];
  plan.classes.forEach((cl, c) => {
    if (cl.owner === 'hog') place(c, [idx(s.hog!.node), ...byDistanceFromCpu.filter((i) => i !== idx(s.hog!.node))], cl.pages, (i) => nodes[i]!.wmark.high);
  });
  const benchClasses = plan.classes.map((_, c) => c).filter((c) => plan.classes[c]!.owner === 'bench');
  const benchTotal = benchClasses.reduce((t, c) => t + plan.classes[c]!.pages, 0);
  // The benchmark: every class gets the same share of each node (pages interleave in address order).
  // first-touch: the CPU nodes, then the others by distance. lower-tier: the lower tier first (numactl
  // -m before the run). demoted: memory pressure on the CPU nodes made kswapd push a share of the
  // footprint, chosen without regard to hotness, to the lower tier; the rest stays, overflow goes down.
  const demotedShare = s.placement.kind === 'demoted' && lowerIdx.length ? (s.placement.fraction ?? 0) : 0;
  const order =
    s.placement.kind === 'lower-tier' ? [...lowerIdx, ...byDistanceFromCpu.filter((i) => !lowerIdx.includes(i))] : demotedShare > 0 ? [...cpuIdx, ...lowerIdx] : byDistanceFromCpu;
  const share = new Float64Array(N);
  if (demotedShare > 0) share[lowerIdx[0]!] = demotedShare;
  let left = benchTotal * (1 - demotedShare);
  for (const i of order) {
    const room = Math.max(0, free[i]! - share[i]! * benchTotal - (nodes[i]!.top ? nodes[i]!.wmark.high : nodes[i]!.wmark.min));
    const take = Math.min(left, room);
    share[i]! += take / benchTotal;
    left -= take;
  }
  if (left > 1) throw new Error(`the machine has no room for ${((left * PAGE) / GiB).toFixed(1)} GiB of the workload`);
  for (const c of benchClasses)
    for (let i = 0; i < N; i++) {
      pages[c]![i] = plan.classes[c]!.pages * share[i]!;
      free[i]! -= pages[c]![i]!;
    }

  // ---- mechanisms' state
  // A new task starts with numa_scan_period = scan_delay per window (init_numa_balancing).
  const scanDelay = (T['numa_balancing.scan_delay_ms'] as number) / 1000;
  const procs: Process[] = [{ owner: 'bench', threads: w.threads, period: Math.max(scanDelay, 0.001), progress: 0, started: scanDelay }];
  if (plan.classes.some((c) => c.owner === 'hog')) procs.push({ ...procs[0]!, owner: 'hog', threads: 1 });
  const th0 = (T['numa_balancing.hot_threshold_ms'] as number) / 1000;
  const threshold = nodes.map(() => th0);
  const thStart = nodes.map(() => 0);
  const thCand = nodes.map(() => 0);
  const rlStart = nodes.map(() => 0);
  const rlUsed = nodes.map(() => 0);
  const pgStart = nodes.map(() => 0);
  const pgUsed = nodes.map(() => 0);
  const kswapdWake = nodes.map(() => false);
  const rateLimitPages = ((T['kernel.numa_balancing_promote_rate_limit_MBps'] as number) * 1024 * 1024) / PAGE;
  const pghotRatePages = ((T['vm.pghot_promote_rate_limit_MBps'] as number) * 1024 * 1024) / PAGE;
  const scanSizePages = ((T['numa_balancing.scan_size_mb'] as number) * 1024 * 1024) / PAGE;
  const scanMax = (T['numa_balancing.scan_period_max_ms'] as number) / 1000;
  const scanMin = (T['numa_balancing.scan_period_min_ms'] as number) / 1000;
  // task_scan_min/max: the pass period split over the task's windows, never faster than
  // MAX_SCAN_WINDOW (2560 MB/s) worth of windows per second.
  const scanFloor = Math.min(1, (T['numa_balancing.scan_size_mb'] as number) / 2560);
  let kmigratedClock = 0;

  const targetFor = (): number => {
    const nid = T['vm.pghot_target_nid'] as number;
    if (pghot && nid >= 0) return idx(nid);
    let best = cpuIdx[0]!;
    for (const i of cpuIdx) if (free[i]! > free[best]!) best = i;
    return best;
  };

  /** Move pages of class c from node a to node b; returns pages moved. */
  const move = (c: number, a: number, b: number, amount: number): number => {
    const m = Math.min(amount, pages[c]![a]!);
    if (m <= 0) return 0;
    const armedShare = pages[c]![a]! > 0 ? armed[c]![a]! / pages[c]![a]! : 0;
    armed[c]![a]! -= armedShare * m;
    queued[c]![a]! = Math.max(0, Math.min(queued[c]![a]!, pages[c]![a]! - m));
    pages[c]![a]! -= m;
    pages[c]![b]! += m;
    free[a]! += m;
    free[b]! -= m;
    return m;
  };

  // ---- per-step accounting
  let t = 0;
  let steps = 0;
  let accesses = 0;
  let avail = 1;
  let concentrated = 0;
  const bgTraffic = new Float64Array(N);
  const times: { seg: Segment; seconds: number }[] = [];
  const timeline: TimelinePoint[] = [];
  let nextPhase = plan.phaseSeconds ?? Infinity;
  const lambda = new Float64Array(C);

  /** Throughput (ops/s) for a segment with the current placement. */
  const solve = (seg: Segment): { X: number; topShare: number } => {
    const L = new Float64Array(N);
    let walks = 0;
    let restartNs = 0;
    for (const c of benchClasses) {
      const cl = plan.classes[c]!;
      const tc = seg.touches[c] ?? 0;
      if (tc === 0 || cl.pages <= 0) continue;
      for (let i = 0; i < N; i++) L[i]! += (tc * cl.lines * pages[c]![i]!) / cl.pages;
      // TLB: streaming touches miss once per page; random ones when the footprint exceeds the TLB reach.
      const pageBytes = huge ? HUGE : PAGE;
      if (cl.streaming) {
        walks += (tc * PAGE) / pageBytes;
        // The L2 streamer restarts at each 4 KB boundary unless the mapping is huge.
        if (!huge) for (let i = 0; i < N; i++) restartNs += (tc * pages[c]![i]! * nodes[i]!.latency) / cl.pages;
      } else walks += tc * Math.max(0, 1 - (HW.tlbEntries * pageBytes) / (plan.footprintPages * PAGE));
    }
    const ptBytes = (plan.footprintPages * PAGE * 8) / (huge ? HUGE : PAGE);
    const inLlc = Math.min(1, ((s.machine.llcMiB ?? HW.llcBytes / 1048576) * 1048576) / ptBytes);
    const walkCost = inLlc * HW.llcHit + (1 - inLlc) * nodes[cpuIdx[0]!]!.latency;
    const threads = w.threads;
    const fixed = (seg.cpuPerOp + walks * walkCost + restartNs) / threads;
    // Every access reads its line (stores read for ownership); stores also write it back. DRAM
    // shares its bus between the two, a CXL link carries them in opposite directions.
    const bytesPerLine = (i: number) => LINE * (nodes[i]!.top ? 1 + seg.writeFraction : Math.max(1, seg.writeFraction));
    const tau = (X: number) => {
      let stall = 0;
      for (let i = 0; i < N; i++) if (L[i]! > 0) stall += L[i]! * loadedLatency(nodes[i]!.latency, (X * L[i]! * bytesPerLine(i) + bgTraffic[i]!) / nodes[i]!.bandwidth);
      return (fixed + stall / (seg.mlp * threads)) / avail;
    };
    let hi = Infinity;
    for (let i = 0; i < N; i++) if (L[i]! > 0) hi = Math.min(hi, (nodes[i]!.bandwidth * HW.maxUtilization - bgTraffic[i]!) / (L[i]! * bytesPerLine(i)));
    hi = Math.max(hi, 1e-6);
    if (!Number.isFinite(hi)) hi = 1 / tau(0);
    let lo = 0;
    if (hi * tau(hi) <= 1) lo = hi;
    else
      for (let k = 0; k < 60; k++) {
        const mid = (lo + hi) / 2;
        if (mid * tau(mid) < 1) lo = mid;
        else hi = mid;
      }
    const totalL = L.reduce((a, b) => a + b, 0);
    const topL = nodes.reduce((a, n, i) => a + (n.top ? L[i]! : 0), 0);
    accessesPerOp = totalL;
    return { X: Math.max(lo, 1e-9), topShare: totalL > 0 ? topL / totalL : 1 };
  };
  let accessesPerOp = 0;

  /** Demote `need` pages from top node i, coldest first by LRU age; returns pages demoted. */
  const demote = (i: number, need: number, counter: 'kswapd' | 'direct'): number => {
    if (!demotion || need <= 0 || lowerIdx.length === 0) return 0;
    let weight = 0;
    const wts = new Float64Array(C);
    let resident = 0;
    for (let c = 0; c < C; c++) {
      if (!migratable(c)) continue;
      wts[c] = pages[c]![i]! * Math.exp(-lambda[c]! * KERNEL.lruAge);
      weight += wts[c]!;
      resident += pages[c]![i]!;
    }
    if (weight <= 0) return 0;
    const amount = Math.min(need, weight);
    let done = 0;
    for (let c = 0; c < C; c++) {
      let want = (amount * wts[c]!) / weight;
      for (const d of lowerIdx) {
        if (want <= 0) break;
        const room = Math.max(0, free[d]! - nodes[d]!.wmark.min);
        const m = move(c, i, d, Math.min(want, room));
        want -= m;
        done += m;
      }
    }
    add(counter === 'kswapd' ? 'pgdemote_kswapd' : 'pgdemote_direct', done);
    add(counter === 'kswapd' ? 'pgsteal_kswapd' : 'pgsteal_direct', done);
    add('pgmigrate_success', done);
    if (counter === 'kswapd') add('pgscan_kswapd', done / Math.max(weight / resident, 1e-3));
    if (huge) add('thp_migration_success', done / PAGES_PER_HUGE);
    lastInactive[i] = resident > 0 ? weight / resident : 1;
    return done;
  };
  const lastInactive = nodes.map(() => 1);

  /** Allocate (or free, negative) pages on the CPU node for a test's buffers; reclaim when short. */
  let allocated = 0;
  let directCost = 0;
  const allocate = (amount: number) => {
    const i = cpuIdx[0]!;
    if (amount < 0) {
      free[i]! -= amount;
      return;
    }
    const short = amount - Math.max(0, free[i]! - nodes[i]!.wmark.min);
    if (short > 0) {
      const got = demote(i, short, 'direct');
      directCost += got * (COST.migrateBatched + COST.lruScan / lastInactive[i]!);
    }
    free[i]! -= amount;
    if (free[i]! < nodes[i]!.wmark.low) kswapdWake[i] = true;
  };

  for (const seg of plan.segments) {
    if (seg.allocPages) {
      allocate(seg.allocPages);
      allocated = seg.allocPages;
    }
    let left = seg.ops;
    let segTime = 0;
    let { X } = solve(seg);
    const dtTarget = coarse ? Math.min(2, Math.max(0.01, left / X / 8)) : Math.min(0.25, Math.max(0.002, left / X / 40));
    while (left > 1e-9) {
      const sol = solve(seg);
      X = sol.X;
      // a run that cannot finish says so instead of looping: a non-finite rate, or far more steps than any workload needs
      if (!Number.isFinite(X)) throw new SimulationError('the simulated access rate became non-finite; the scenario is outside what the model covers');
      if (steps >= MAX_STEPS) throw new SimulationError(`the run did not finish in ${MAX_STEPS.toLocaleString('en-US')} steps (${t.toFixed(0)} simulated seconds); reduce the work (accesses, iterations) or the simulated time`);
      let dt = dtTarget;
      if (X * dt >= left) dt = left / X;
      const ops = X * dt;
      left -= ops;
      segTime += dt;
      accesses += ops * accessesPerOp;
      steps++;

      // Per-page access rates.
      for (let c = 0; c < C; c++) {
        const cl = plan.classes[c]!;
        lambda[c] = cl.owner === 'hog' ? (cl.background ?? 0) : cl.pages > 0 ? (X * (seg.touches[c] ?? 0)) / cl.pages : 0;
      }

      let spreadCpu = 0; // CPU seconds taken from the benchmark's threads, spread over them
      const kernelCpu = new Float64Array(N); // kswapd CPU seconds per node
      let kmigratedCpu = 0;
      let flushes = 0;
      let promoted = 0;
      let demoted = 0;
      const traffic = new Float64Array(N);
      const migrateTraffic = (a: number, b: number, m: number) => {
        traffic[a]! += m * PAGE;
        traffic[b]! += m * PAGE;
      };

      // Phase change: the hot set (class 0) moves to pages placed like the footprint as a whole.
      if (t >= nextPhase && benchClasses.length >= 2) {
        nextPhase += plan.phaseSeconds!;
        const [h, cold] = [benchClasses[0]!, benchClasses[1]!];
        const total = plan.classes[h]!.pages + plan.classes[cold]!.pages;
        for (let i = 0; i < N; i++) {
          const all = pages[h]![i]! + pages[cold]![i]!;
          const allArmed = armed[h]![i]! + armed[cold]![i]!;
          pages[h]![i] = (all * plan.classes[h]!.pages) / total;
          pages[cold]![i] = all - pages[h]![i]!;
          armed[h]![i] = (allArmed * plan.classes[h]!.pages) / total;
          armed[cold]![i] = allArmed - armed[h]![i]!;
          queued[h]![i] = queued[cold]![i] = 0;
        }
      }

      // 1. NUMA-balancing scanner: arm PTEs (PROT_NONE) over the virtual range at the pass rate.
      if (mode !== 0) {
        for (const p of procs) {
          if (t < p.started) continue;
          const cls = plan.classes.map((_, c) => c).filter((c) => plan.classes[c]!.owner === p.owner && migratable(c));
          const V = cls.reduce((a, c) => a + plan.classes[c]!.pages, 0);
          if (V <= 0) continue;
          const eligibleNode = (i: number) => (mode & 1 ? true : !nodes[i]!.top);
          let unarmed = 0;
          for (const c of cls) for (let i = 0; i < N; i++) if (eligibleNode(i)) unarmed += pages[c]![i]! - armed[c]![i]!;
          const e = Math.max(unarmed / V, 1e-9);
          const windows = Math.max(1, Math.ceil(V / scanSizePages));
          const perWindow = Math.min(scanSizePages / e, 8 * scanSizePages);
          let covered = (perWindow / p.period) * dt;
          // Scanning takes at most ~3% of the task's runtime.
          const capPages = (COST.scanRuntimeCap * p.threads * dt) / COST.pteUpdate / Math.max(e, 1e-9);
          covered = Math.min(covered, capPages, V - p.progress + 1e-9);
          const frac = covered / V;
          let updated = 0;
          for (const c of cls)
            for (let i = 0; i < N; i++) {
              if (!eligibleNode(i)) continue;
              const a = frac * (pages[c]![i]! - armed[c]![i]!);
              armed[c]![i]! += a;
              updated += a;
            }
          add('numa_pte_updates', updated);
          if (huge && p.owner === 'bench') add('numa_huge_pte_updates', updated / PAGES_PER_HUGE);
          if (p.owner === 'bench') spreadCpu += updated * COST.pteUpdate;
          p.progress += covered;
          if (p.progress >= V) {
            // The period adapts once per pass; in tiering mode a pass that promoted slows the next.
            p.progress = 0;
            p.period = Math.min(Math.max(p.period * 2, scanFloor, scanMin / windows), Math.max(scanFloor, scanMax / windows));
          }
        }
      }

      // Rate-limit windows (1 s) and the hot-threshold adjustment (every scan_period_max).
      for (let i = 0; i < N; i++) {
        if (t - rlStart[i]! >= 1) (rlStart[i] = t), (rlUsed[i] = 0);
        if (t - pgStart[i]! >= 1) (pgStart[i] = t), (pgUsed[i] = 0);
        if (mode & 2 && !pghot && t - thStart[i]! > scanMax) {
          const ref = rateLimitPages * scanMax;
          const unit = (th0 * 2) / KERNEL.thresholdSteps;
          if (thCand[i]! > ref * 1.1) threshold[i] = Math.max(threshold[i]! - unit, unit);
          else if (thCand[i]! < ref * 0.9) threshold[i] = Math.min(threshold[i]! + unit, 2 * th0);
          thStart[i] = t;
          thCand[i] = 0;
        }
      }

      // 2. Hint faults on armed pages; base-kernel promotion inside the fault; pghot records.
      const recordRate = new Float64Array(C * N); // pghot records per page per second
      for (let c = 0; c < C; c++) {
        const unit = unitOf(c);
        for (let i = 0; i < N; i++) {
          const a = armed[c]![i]!;
          if (a <= 0) continue;
          const f = a * (1 - Math.exp(-lambda[c]! * dt));
          if (f <= 0) continue;
          armed[c]![i]! -= f;
          add('numa_hint_faults', f / unit);
          if (cpuIdx.includes(i)) add('numa_hint_faults_local', f / unit);
          if (plan.classes[c]!.owner === 'bench') spreadCpu += (f / unit) * COST.hintFault;
          if (nodes[i]!.top) continue;
          if (pghot) {
            if (sources & 1 && mode & 2) {
              add('pghot_recorded_hintfaults', f / unit);
              add('pghot_recorded_accesses', f / unit);
              recordRate[c * N + i]! += f / Math.max(pages[c]![i]!, 1e-9) / dt;
            }
            continue;
          }
          const tgt = targetFor();
          let want = f;
          if (mode & 2) {
            if (free[tgt]! > nodes[tgt]!.enough) add('pgpromote_candidate_nrl', f);
            else {
              const hot = f * (1 - Math.exp(-lambda[c]! * threshold[tgt]!));
              add('pgpromote_candidate', hot);
              thCand[tgt]! += hot;
              want = Math.min(hot, Math.max(0, rateLimitPages - rlUsed[tgt]!));
              rlUsed[tgt]! += hot;
            }
          }
          const room = Math.max(0, free[tgt]! - nodes[tgt]!.wmark.high);
          if (want > room) kswapdWake[tgt] = true;
          const m = move(c, i, tgt, Math.min(want, room));
          if (m > 0) {
            promoted += m;
            add('pgpromote_success', m);
            add('numa_pages_migrated', m);
            add('pgmigrate_success', m);
            if (unit > 1) add('thp_migration_success', m / unit);
            migrateTraffic(i, tgt, m);
            if (plan.classes[c]!.owner === 'bench') {
              spreadCpu += unit > 1 ? (m / unit) * COST.migrateHuge : m * COST.migrateInFault;
              flushes += m / unit;
            }
          }
        }
      }

      // 3. pghot hardware sources: IBS samples of the accessing CPUs, CHMU reports from the device.
      if (pghot && sources & 2) {
        const period = T['ibs.period'] as number;
        const opsPerMiss = (T['ibs.l3miss_only'] as number) ? 1 : 4;
        let total = 0;
        let dram = 0;
        let ext = 0;
        for (let c = 0; c < C; c++) {
          const cl = plan.classes[c]!;
          for (let i = 0; i < N; i++) {
            const lines = lambda[c]! * cl.lines * pages[c]![i]! * dt;
            const smp = lines / period;
            total += smp * opsPerMiss;
            if (nodes[i]!.top) dram += smp;
            else {
              ext += smp;
              recordRate[c * N + i]! += (lambda[c]! * cl.lines) / period;
            }
          }
        }
        const capacity = KERNEL.ibsRingPerCpu * totalCpus * dt;
        const dropped = Math.max(0, total - capacity);
        const keep = total > 0 ? 1 - dropped / total : 1;
        if (keep < 1) for (let k = 0; k < recordRate.length; k++) recordRate[k]! *= keep;
        add('hwhint_total_events', total);
        add('pghot_recorded_hwhints', total - dropped);
        add('hwhint_useful_events', (dram + ext) * keep);
        add('hwhint_dropped_events', dropped);
        add('hwhint_dram_accesses', dram * keep);
        add('hwhint_extmem_accesses', ext * keep);
        add('pghot_recorded_accesses', ext * keep);
        spreadCpu += (total * COST.ibsSample * w.threads) / Math.max(w.threads, totalCpus);
      }
      if (pghot && sources & 4) {
        const unitPages = (T['chmu.unit'] as number) / PAGE;
        const epoch = (T['chmu.epoch_ms'] as number) / 1000;
        const thr = T['chmu.threshold'] as number;
        for (let c = 0; c < C; c++) {
          const cl = plan.classes[c]!;
          for (const i of lowerIdx) {
            if (pages[c]![i]! <= 0) continue;
            const pHot = poissonTail(lambda[c]! * cl.lines * unitPages * epoch, thr);
            const reports = ((pages[c]![i]! / unitPages) * pHot * dt) / epoch;
            add('hwhint_total_events', reports);
            add('hwhint_useful_events', reports);
            add('hwhint_extmem_accesses', reports);
            add('pghot_recorded_hwhints', reports);
            add('pghot_recorded_accesses', reports);
            recordRate[c * N + i]! += pHot / epoch;
          }
        }
      }

      // 4. pghot: a page is hot when freq_threshold records fall within the window; hot pages queue for kmigrated.
      if (pghot) {
        const k = T['vm.pghot_freq_threshold'] as number;
        const W = (T['vm.pghot_promote_freq_window_ms'] as number) / 1000;
        const precise = (T['pghot.precise'] as number) === 1;
        const tgt = targetFor();
        for (let c = 0; c < C; c++)
          for (const i of lowerIdx) {
            const nu = recordRate[c * N + i]!;
            if (nu <= 0 || pages[c]![i]! <= 0) continue;
            // The compact record keeps time modulo a short reach, so an old record can look recent.
            let pIn = 1 - Math.exp(-nu * W);
            if (!precise && W < KERNEL.compactTimeReach) pIn += (1 - pIn) * (W / KERNEL.compactTimeReach);
            const wEff = pIn >= 1 ? Infinity : -Math.log(1 - pIn) / nu;
            // every record inside the window (pIn = 1): a page with records is hot at its next record
            const h = nu * (k <= 1 || !Number.isFinite(wEff) ? 1 : poissonTail(nu * wEff, k - 1));
            // Records that make a page hot count as candidates unless the target has room to spare;
            // then kmigrated counts the pages it moves as candidate_nrl.
            if (free[tgt]! <= nodes[tgt]!.enough) add('pgpromote_candidate', pages[c]![i]! * h * dt);
            const fresh = pages[c]![i]! - queued[c]![i]!;
            queued[c]![i]! += fresh * (1 - Math.exp(-h * dt));
          }
        // kmigrated wakes every sleep_ms and migrates the queue in batches.
        kmigratedClock += dt;
        const sleep = (T['pghot.kmigrated_sleep_ms'] as number) / 1000;
        if (kmigratedClock >= sleep) {
          kmigratedClock %= sleep;
          const batch = T['pghot.kmigrated_batch_nr'] as number;
          for (const i of lowerIdx) {
            let want = 0;
            for (let c = 0; c < C; c++) if (migratable(c)) want += queued[c]![i]!;
            if (want <= 0) continue;
            const budget = Math.max(0, pghotRatePages - pgUsed[tgt]!);
            const room = Math.max(0, free[tgt]! - nodes[tgt]!.wmark.high);
            if (want > room) kswapdWake[tgt] = true;
            const allowed = Math.min(want, budget, room);
            if (allowed <= 0) continue;
            pgUsed[tgt]! += allowed;
            let moved = 0;
            for (let c = 0; c < C; c++) {
              if (!migratable(c) || queued[c]![i]! <= 0) continue;
              const share = (allowed * queued[c]![i]!) / want;
              const q = queued[c]![i]!;
              const m = move(c, i, tgt, share);
              queued[c]![i] = Math.max(0, q - m);
              moved += m;
              if (unitOf(c) > 1) add('thp_migration_success', m / unitOf(c));
            }
            promoted += moved;
            if (free[tgt]! + moved > nodes[tgt]!.enough) add('pgpromote_candidate_nrl', moved);
            add('pgpromote_success', moved);
            add('numa_pages_migrated', moved);
            add('pgmigrate_success', moved);
            migrateTraffic(i, tgt, moved);
            kmigratedCpu += moved * COST.migrateBatched + (moved / batch) * (COST.shootdownBase + COST.shootdownPerCpu * w.threads);
            flushes += moved / batch;
          }
        }
      }

      // 5. kswapd on top nodes: below low (or woken by a failed promotion) it demotes to high, or to
      //    the promo watermark in tiering mode.
      for (let i = 0; i < N; i++) {
        if (!nodes[i]!.top) continue;
        if (free[i]! < nodes[i]!.wmark.low) kswapdWake[i] = true;
        if (!kswapdWake[i]) continue;
        const target = mode & 2 || sources ? nodes[i]!.wmark.promo : nodes[i]!.wmark.high;
        const need = target - free[i]!;
        if (need > 0) {
          const perPage = COST.migrateBatched + COST.lruScan / lastInactive[i]! + (COST.shootdownBase + COST.shootdownPerCpu * w.threads) / KERNEL.reclaimBatch;
          const d = demote(i, Math.min(need, dt / perPage), 'kswapd');
          kernelCpu[i]! += d * perPage;
          demoted += d;
          flushes += d / KERNEL.reclaimBatch;
          for (const l of lowerIdx) migrateTraffic(i, l, d / lowerIdx.length);
        }
        kswapdWake[i] = free[i]! < target && demotion && need > 0 && lowerIdx.length > 0 && kswapdWake[i]!;
      }

      // 6. What the kernel's work costs the benchmark for the next step.
      spreadCpu += flushes * COST.shootdownIpi * Math.max(0, w.threads - 1) + directCost;
      directCost = 0;
      const idleCpus = Math.max(0, totalCpus - w.threads);
      let stolen = kmigratedCpu > idleCpus * dt ? kmigratedCpu - idleCpus * dt : 0;
      concentrated = 0;
      for (let i = 0; i < N; i++) {
        if (kernelCpu[i]! <= 0) continue;
        // kswapd runs on its node's CPUs; it takes a benchmark thread's CPU only when those are all busy.
        if (threadsOn(i) >= nodes[i]!.cpus && nodes[i]!.cpus > 0) {
          stolen += kernelCpu[i]!;
          concentrated = Math.max(concentrated, kernelCpu[i]! / dt);
        }
      }
      const spread = (spreadCpu + (plan.sync ? 0 : stolen)) / (w.threads * dt);
      avail = Math.max(0.05, (1 - Math.min(spread, 0.95)) * (plan.sync ? 1 - Math.min(concentrated, 0.9) : 1));
      const hogTraffic = plan.classes.reduce((a, cl, c) => a + (cl.owner === 'hog' ? (cl.background ?? 0) * LINE * pages[c]!.reduce((x, y) => x + y, 0) : 0), 0);
      for (let i = 0; i < N; i++) bgTraffic[i] = traffic[i]! / dt + (s.hog && idx(s.hog.node) === i ? hogTraffic : 0);

      t += dt;
      const point: TimelinePoint = {
        t,
        test: seg.rep === 0 ? `${seg.test} (warmup)` : seg.test,
        opsPerSec: X,
        topShare: sol.topShare,
        promotionsPerSec: promoted / dt,
        demotionsPerSec: demoted / dt,
        freeGiB: Object.fromEntries(nodes.map((n, i) => [`node${n.id}`, (free[i]! * PAGE) / GiB])),
      };
      timeline.push(point);
    }
    if (seg.rep > 0) times.push({ seg, seconds: segTime });
    if (allocated && seg === lastOfTest(plan, seg)) {
      allocate(-allocated);
      allocated = 0;
    }
  }
  return { times, counters, timeline: decimate(timeline, 400), simulatedSeconds: t, accesses, steps };
}

function lastOfTest(plan: Plan, seg: Segment): Segment | undefined {
  const same = plan.segments.filter((x) => x.test === seg.test);
  return same[same.length - 1];
}

/** Keep at most n points, averaging rates over each bucket. */
function decimate(points: TimelinePoint[], n: number): TimelinePoint[] {
  if (points.length <= n) return points;
  const out: TimelinePoint[] = [];
  const size = points.length / n;
  for (let k = 0; k < n; k++) {
    const bucket = points.slice(Math.floor(k * size), Math.floor((k + 1) * size));
    if (!bucket.length) continue;
    const last = bucket[bucket.length - 1]!;
    const avg = (f: (p: TimelinePoint) => number) => bucket.reduce((a, p) => a + f(p), 0) / bucket.length;
    out.push({ ...last, opsPerSec: avg((p) => p.opsPerSec), topShare: avg((p) => p.topShare), promotionsPerSec: avg((p) => p.promotionsPerSec), demotionsPerSec: avg((p) => p.demotionsPerSec) });
  }
  return out;
}
