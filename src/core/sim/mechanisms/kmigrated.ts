/**
 * pghot: a lower-tier page is hot when vm.pghot_freq_threshold records fall within the window; hot
 * pages queue, and kmigrated wakes every kmigrated_sleep_ms to move the queue in batches within its
 * rate limit and the target's free memory.
 *
 * The record (include/linux/pghot.h of the series): the default one is a byte, 2 bits of frequency
 * and 5 bits of time in 128 ms buckets (a reach of 4.096 s), and no node: every hot page goes to
 * vm.pghot_target_nid. CONFIG_PGHOT_PRECISE (`pghot.precise=1`) keeps 32 bits: the node of the
 * access (10 bits), 3 bits of frequency and 14 bits of time in ms (16.384 s), so a page is promoted
 * to the node that accessed it: a workload on several CPU nodes gets its pages near each of its
 * threads instead of on one node.
 */
import { KERNEL, PAGE, migrateSeconds } from '../constants';
import { poissonTail } from '../math';
import {
  add,
  migratable,
  movePages,
  promotionTarget,
  threadsOn,
  tunableNumber,
  unitOf,
  type EngineState,
} from '../state';

/** Rate at which a page with `nu` records per second turns hot. */
export function hotRate(nu: number, k: number, window: number, precise: boolean): number {
  // A record keeps time modulo its reach R (pghot_access_latency masks the difference), so the last
  // record, an exponential age A ago, counts as inside the window W when A mod R < W:
  // sum_k e^(-nu k R) (1 - e^(-nu W)) = (1 - e^(-nu W)) / (1 - e^(-nu R)).
  const reach = precise ? KERNEL.preciseTimeReach : KERNEL.compactTimeReach;
  const pIn = window >= reach ? 1 : -Math.expm1(-nu * window) / Math.max(-Math.expm1(-nu * reach), Number.MIN_VALUE);
  // every record inside the window (pIn = 1): a page with records is hot at its next record
  if (k <= 1 || pIn >= 1) return nu;
  const effectiveWindow = -Math.log(1 - pIn) / nu;
  return nu * poissonTail(nu * effectiveWindow, k - 1);
}

function queueHotPages(st: EngineState, tgt: number): void {
  const k = tunableNumber(st, 'vm.pghot_freq_threshold');
  const W = tunableNumber(st, 'vm.pghot_promote_freq_window_ms') / 1000;
  const precise = tunableNumber(st, 'pghot.precise') === 1;
  for (let c = 0; c < st.C; c++)
    for (const i of st.lowerIdx) {
      const nu = st.work.recordRate[c * st.N + i]!;
      const pages = st.pages[c]![i]!;
      if (!(nu > 0) || pages <= 0) continue;
      const h = hotRate(nu, k, W, precise);
      // Records that make a page hot count as candidates unless the target has room to spare.
      if (st.free[tgt]! <= st.nodes[tgt]!.enough) add(st, 'pgpromote_candidate', pages * h * st.dt);
      st.queued[c]![i]! += (pages - st.queued[c]![i]!) * (1 - Math.exp(-h * st.dt));
    }
}

/**
 * Where kmigrated moves class c's hot pages, with each target's share: with the precise record, the
 * node of the access (a per-thread chunk's threads' node; shared memory, the workload's CPU nodes by
 * their threads), else the one target node.
 */
export function pghotTargets(st: EngineState, c: number): { tgt: number; share: number }[] {
  if (tunableNumber(st, 'pghot.precise') !== 1) return [{ tgt: promotionTarget(st), share: 1 }];
  const home = st.plan.classes[c]!.home;
  if (home !== undefined) return [{ tgt: st.nodes.findIndex((n) => n.id === home), share: 1 }];
  if (st.cpuIdx.length < 2) return [{ tgt: promotionTarget(st), share: 1 }];
  return st.cpuIdx.map((tgt) => ({ tgt, share: threadsOn(st, tgt) / st.threads }));
}

function migrateQueue(st: EngineState, tgt: number, i: number): void {
  const share = (c: number) => pghotTargets(st, c).find((t) => t.tgt === tgt)?.share ?? 0;
  let want = 0;
  for (let c = 0; c < st.C; c++) if (migratable(st, c)) want += st.queued[c]![i]! * share(c);
  if (want <= 0) return;
  const ratePages = (tunableNumber(st, 'vm.pghot_promote_rate_limit_MBps') * 1024 * 1024) / PAGE;
  const budget = Math.max(0, ratePages - st.pghotRateUsed[tgt]!);
  const room = Math.max(0, st.free[tgt]! - st.nodes[tgt]!.wmark.high);
  if (want > room) st.kswapdWake[tgt] = true;
  const allowed = Math.min(want, budget, room);
  if (allowed <= 0) return;
  st.pghotRateUsed[tgt]! += allowed;
  const batch = tunableNumber(st, 'pghot.kmigrated_batch_nr');
  let moved = 0;
  for (let c = 0; c < st.C; c++) {
    const q = st.queued[c]![i]!;
    if (!migratable(st, c) || q <= 0 || share(c) <= 0) continue;
    const m = movePages(st, c, i, tgt, (allowed * q * share(c)) / want);
    st.queued[c]![i] = Math.max(0, q - m);
    moved += m;
    const unit = unitOf(st, c);
    if (unit > 1) add(st, 'thp_migration_success', m / unit);
    st.work.daemonCpu += (m / unit) * migrateSeconds(unit * PAGE, st.nodes[i]!.latency, batch, st.threadsPerMm);
  }
  st.work.promoted += moved;
  if (st.free[tgt]! + moved > st.nodes[tgt]!.enough) add(st, 'pgpromote_candidate_nrl', moved);
  add(st, 'pgpromote_success', moved);
  add(st, 'numa_pages_migrated', moved);
  add(st, 'pgmigrate_success', moved);
  st.work.flushes += moved / batch;
}

export function kmigrated(st: EngineState): void {
  if (!st.pghot) return;
  const tgt = promotionTarget(st);
  queueHotPages(st, tgt);
  st.kmigratedClock += st.dt;
  const sleep = tunableNumber(st, 'pghot.kmigrated_sleep_ms') / 1000;
  if (st.kmigratedClock < sleep) return;
  st.kmigratedClock %= sleep;
  const targets = new Set<number>();
  for (let c = 0; c < st.C; c++) for (const t of pghotTargets(st, c)) targets.add(t.tgt);
  for (const i of st.lowerIdx) for (const tgt of targets) migrateQueue(st, tgt, i);
}
