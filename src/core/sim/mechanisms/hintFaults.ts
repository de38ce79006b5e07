/**
 * NUMA hint faults on armed PTEs, and what the base kernel does in them: promotion of hot lower-tier
 * pages (should_numa_migrate_memory, numa_promotion_rate_limit, numa_promotion_adjust_threshold);
 * on the pghot kernel the faults become records (source 0x1) that kmigrated acts on.
 */
import { COST, KERNEL, PAGE, migrateSeconds } from '../constants';
import {
  accessShare,
  add,
  movePages,
  stall,
  promotionTarget,
  threadsOn,
  tunableNumber,
  unitOf,
  type EngineState,
} from '../state';
import { hotShare } from './armedAge';
import { colloidMove, colloidOn, colloidStep } from './colloid';
import { recordGroupFaults } from './taskPlacement';

const MB = 1024 * 1024;

/** Rate-limit windows (1 s) and the hot threshold's adjustment toward the rate limit (every scan_period_max). */
export function advanceWindows(st: EngineState): void {
  const th0 = tunableNumber(st, 'numa_balancing.hot_threshold_ms') / 1000;
  const scanMax = tunableNumber(st, 'numa_balancing.scan_period_max_ms') / 1000;
  const ratePages = (tunableNumber(st, 'kernel.numa_balancing_promote_rate_limit_MBps') * MB) / PAGE;
  for (let i = 0; i < st.N; i++) {
    if (st.t - st.rateStart[i]! >= 1) {
      st.rateStart[i] = st.t;
      st.rateUsed[i] = 0;
    }
    if (st.t - st.pghotRateStart[i]! >= 1) {
      st.pghotRateStart[i] = st.t;
      st.pghotRateUsed[i] = 0;
    }
    // numa_promotion_adjust_threshold runs in a fault that takes the limited path (free memory not
    // enough), once per scan_period_max: no such fault, no adjustment
    if (
      st.mode & 2 &&
      !st.pghot &&
      st.T['numa_balancing.hot_threshold_auto'] !== 0 &&
      st.thresholdLimited[i] &&
      st.t - st.thresholdStart[i]! > scanMax
    ) {
      const ref = ratePages * scanMax;
      const unit = (th0 * 2) / KERNEL.thresholdSteps;
      if (st.thresholdCandidates[i]! > ref * 1.1) st.threshold[i] = Math.max(st.threshold[i]! - unit, unit);
      else if (st.thresholdCandidates[i]! < ref * 0.9) st.threshold[i] = Math.min(st.threshold[i]! + unit, 2 * th0);
      st.thresholdStart[i] = st.t;
      st.thresholdCandidates[i] = 0;
      st.thresholdLimited[i] = false;
    }
  }
}

/** Base kernel: the faulting thread migrates a hot lower-tier page to the target inside the fault. */
function promoteInFault(st: EngineState, c: number, i: number, faults: number): void {
  const tgt = promotionTarget(st);
  const ratePages = (tunableNumber(st, 'kernel.numa_balancing_promote_rate_limit_MBps') * MB) / PAGE;
  let want = faults;
  // Before "memory tiering: hot page selection" (hot_selection 0) every fault on a lower-tier page
  // promotes it (MRU): no threshold, no rate limit, no pgpromote_candidate.
  if (st.mode & 2 && st.T['numa_balancing.hot_selection'] !== 0) {
    if (st.free[tgt]! > st.nodes[tgt]!.enough) {
      add(st, 'pgpromote_candidate_nrl', faults);
      // pgdat_free_space_enough: "workload changed, reset hot threshold" (nbp_threshold = 0: the default)
      if (st.T['numa_balancing.hot_threshold_auto'] !== 0)
        st.threshold[tgt] = tunableNumber(st, 'numa_balancing.hot_threshold_ms') / 1000;
    } else {
      // numa_hint_fault_latency: the time since the page was armed, against the threshold (armedAge.ts)
      const hot = faults * hotShare(st, c, i, st.threshold[tgt]!);
      st.thresholdLimited[tgt] = true;
      add(st, 'pgpromote_candidate', hot);
      st.thresholdCandidates[tgt]! += hot;
      want = Math.min(hot, Math.max(0, ratePages - st.rateUsed[tgt]!));
      st.rateUsed[tgt]! += hot;
    }
  }
  // migrate_balanced_pgdat: the target must stay above its high watermark, else kswapd is woken.
  const room = Math.max(0, st.free[tgt]! - st.nodes[tgt]!.wmark.high);
  if (want > room) st.kswapdWake[tgt] = true;
  const m = movePages(st, c, i, tgt, Math.min(want, room));
  if (m <= 0) return;
  const unit = unitOf(st, c);
  st.work.promoted += m;
  // task_numa_fault counts the promoted page on its new node: a remote private fault (scanner.ts nextPeriod).
  const task = st.tasks[st.plan.classes[c]!.owner === 'bench' ? 0 : 1];
  if (task) {
    task.remote += m / unit;
    task.priv += m / unit;
  }
  add(st, 'pgpromote_success', m);
  add(st, 'numa_pages_migrated', m);
  add(st, 'pgmigrate_success', m);
  if (unit > 1) add(st, 'thp_migration_success', m / unit);
  if (st.plan.classes[c]!.owner === 'bench') {
    // the migration runs in the fault of the thread that took it: a longer stall, not another one
    stall(st, 'fault', (m / unit) * migrateSeconds(unit * PAGE, st.nodes[i]!.latency, 1, st.threadsPerMm), 0);
    st.work.flushes += m / unit;
  }
}

/**
 * NUMA_BALANCING_NORMAL (mode 1): a hint fault on a page on another CPU node than the faulting
 * thread's migrates it there when should_numa_migrate_memory lets it (mpol_misplaced targets the
 * faulting CPU's node). A private page (the thread's own chunk) passes: its last_cpupid is the same
 * task. A shared page passes the two-stage filter only when the previous fault came from the same
 * node (probability: that node's share of the threads) and the numa_group rule holds: the target's
 * CPU faults above 3x the source's (ACTIVE_NODE_FRACTION), or above 4/3 of them weighted by the
 * memory faults on each node. Migration needs the target above its high watermark.
 */
function migrateToFaultingNode(st: EngineState, c: number, i: number, f: number): void {
  const cl = st.plan.classes[c]!;
  const unit = unitOf(st, c);
  const want: [number, number][] = [];
  const from = accessShare(st, c);
  if (cl.home !== undefined) {
    const h = st.nodes.findIndex((n) => n.id === cl.home);
    if (h !== i) want.push([h, f]);
  } else {
    // a process's own memory (numa_group): its threads' nodes and its pages; else all the workload's
    const share = (k: number) => (from ? from[k]! : threadsOn(st, k) / st.threads);
    const ti = share(i);
    for (const b of st.cpuIdx) {
      if (b === i) continue;
      const tb = share(b);
      const [mi, mb] = [st.pages[c]![i]!, st.pages[c]![b]!];
      if (tb > 3 * ti || 3 * tb * mi > 4 * ti * mb) want.push([b, f * tb * tb]);
    }
  }
  for (const [tgt, w] of want) {
    const room = Math.max(0, st.free[tgt]! - st.nodes[tgt]!.wmark.high);
    const m = movePages(st, c, i, tgt, Math.min(w, room));
    if (m <= 0) continue;
    add(st, 'numa_pages_migrated', m);
    add(st, 'pgmigrate_success', m);
    if (unit > 1) add(st, 'thp_migration_success', m / unit);
    if (cl.owner === 'bench') {
      stall(
        st,
        'fault',
        (m / unit) *
          migrateSeconds(
            unit * PAGE,
            st.nodes[i]!.latencyFrom.get(st.nodes[tgt]!.id) ?? st.nodes[i]!.latency,
            1,
            st.threadsPerMm,
          ),
        0,
      );
      st.work.flushes += m / unit;
    }
  }
}

export function hintFaults(st: EngineState): void {
  const bench = st.tasks[0]!;
  const hog = st.tasks[1];
  const colloid = colloidOn(st) ? colloidStep(st) : undefined;
  for (let c = 0; c < st.C; c++) {
    const unit = unitOf(st, c);
    const owner = st.plan.classes[c]!.owner;
    const task = owner === 'bench' ? bench : hog;
    for (let i = 0; i < st.N; i++) {
      const a = st.armed[c]![i]!;
      if (a <= 0) continue;
      const f = a * (1 - Math.exp(-st.lambda[c]! * st.dt));
      if (!(f > 0)) continue;
      st.swept[c]![i]! -= (st.swept[c]![i]! * f) / a;
      st.armed[c]![i]! -= f;
      const faults = f / unit;
      add(st, 'numa_hint_faults', faults);
      const from = accessShare(st, c);
      const localShare = from
        ? from[i]!
        : owner === 'bench'
          ? threadsOn(st, i) / st.threads
          : i === st.nodes.findIndex((n) => n.id === st.s.hog?.node)
            ? 1
            : 0;
      const group = st.plan.classes[c]!.group;
      if (group !== undefined) recordGroupFaults(st, group, i, faults);
      add(st, 'numa_hint_faults_local', faults * localShare);
      if (owner === 'bench') stall(st, 'fault', faults * COST.hintFault, faults);
      if (st.nodes[i]!.top) {
        // task_numa_fault counts top-tier faults for the scan period (lower-tier ones only when promoted, in tiering mode).
        if (task) {
          task.local += faults * localShare;
          task.remote += faults * (1 - localShare);
          task.priv += faults * task.privateShare;
        }
        if (colloid?.demote && owner === 'bench') colloidMove(st, colloid, c, i, f);
        else if (st.mode & 1 && st.cpuIdx.length > 1 && owner === 'bench') migrateToFaultingNode(st, c, i, f);
        continue;
      }
      if (colloid) {
        if (!colloid.demote && owner === 'bench') colloidMove(st, colloid, c, i, f);
        continue;
      }
      if (st.pghot) {
        if (st.sources & 1 && st.mode & 2) {
          add(st, 'pghot_recorded_hintfaults', faults);
          add(st, 'pghot_recorded_accesses', faults);
          st.work.recordRate[c * st.N + i]! += f / Math.max(st.pages[c]![i]!, 1e-9) / st.dt;
        }
        continue;
      }
      promoteInFault(st, c, i, f);
    }
  }
}
