/**
 * kmmscand (RFC by Raghavendra K T, 2024-2025, not merged): a kernel thread walks the workload's page
 * tables, scan_size of range every scan_period, test-and-clears each PTE's Accessed bit, and queues
 * the accessed lower-tier folios; a migration thread moves them to the top tier one at a time
 * (migrate_misplaced_folio). No hint faults: the scan and the copies run on the daemons' CPUs.
 * Period and size adapt to the useful pages of the last two scans (kmmscand_update_mmslot_info).
 */
import { COST, PAGE, migrateSeconds } from '../constants';
import { add, migratable, movePages, promotionTarget, tunableNumber, type EngineState } from '../state';

/** Fewer useful pages than this in a scan count as none (KMMSCAND_IGNORE_SCAN_THR). */
const IGNORE_BELOW = 100;
const TUNE = 0.15;
const CHANGE = 8;

export interface KmmscandState {
  period: number;
  sizePages: number;
  /** Range covered in the current scan, pages. */
  progress: number;
  useful: number;
  lastUseful: number;
}

export function initKmmscand(st: EngineState): KmmscandState {
  return {
    period: tunableNumber(st, 'kmmscand.scan_period_ms') / 1000,
    sizePages: (tunableNumber(st, 'kmmscand.scan_size_mb') * 1024 * 1024) / PAGE,
    progress: 0,
    useful: 0,
    lastUseful: 0,
  };
}

function limits(st: EngineState) {
  const mb = (x: number) => (x * 1024 * 1024) / PAGE;
  return {
    periodMin: 0.4,
    periodMax: 5,
    sizeMin: mb(512),
    sizeMax: mb(16384),
    size: mb(tunableNumber(st, 'kmmscand.scan_size_mb')),
  };
}

/** After each scan of the mm: both scans useful, scan 15% sooner and twice the range; neither, the opposite; else a jump. */
function adapt(st: EngineState, k: KmmscandState): void {
  const lim = limits(st);
  const x = k.lastUseful >= IGNORE_BELOW;
  const y = k.useful >= IGNORE_BELOW;
  if (!x && !y) {
    k.period *= 1 + TUNE;
    k.sizePages /= 2;
  } else if (x && y) {
    k.period *= 1 - TUNE;
    k.sizePages *= 2;
  } else if (x && !y) k.period *= CHANGE;
  else {
    k.period /= CHANGE;
    k.sizePages = lim.sizeMax;
  }
  k.period = Math.min(Math.max(k.period, lim.periodMin), lim.periodMax);
  k.sizePages = Math.min(Math.max(k.sizePages, lim.sizeMin), lim.sizeMax);
  k.lastUseful = k.useful;
  k.useful = 0;
  k.progress = 0;
}

export function kmmscand(st: EngineState): void {
  const k = st.kmmscand;
  if (!k) return;
  const cls = st.benchClasses.filter((c) => migratable(st, c));
  const V = cls.reduce((a, c) => a + st.plan.classes[c]!.pages, 0);
  if (V <= 0) return;
  // One scan covers min(size, V) of range, then waits scan_period: a page is revisited every T.
  const perScan = Math.min(k.sizePages, V);
  const T = (k.period * V) / perScan;
  const scanned = Math.min((perScan / k.period) * st.dt, perScan - k.progress + 1e-9);
  const share = scanned / V;
  for (const c of cls)
    for (const i of st.lowerIdx) {
      const fresh = st.pages[c]![i]! - st.queued[c]![i]!;
      const accessed = fresh * share * (1 - Math.exp(-st.lambda[c]! * T));
      st.queued[c]![i]! += accessed;
      k.useful += accessed;
    }
  st.work.daemonCpu += scanned * COST.pteUpdate;
  k.progress += scanned;
  if (k.progress >= perScan) adapt(st, k);
  migrateAccessed(st);
}

/** The migration thread: one folio at a time, within its CPU and the target's room above the high watermark. */
function migrateAccessed(st: EngineState): void {
  const tgt = promotionTarget(st);
  for (const i of st.lowerIdx) {
    let want = 0;
    for (const c of st.benchClasses) want += st.queued[c]![i]!;
    if (want <= 0) continue;
    const perPage = migrateSeconds(PAGE, st.nodes[i]!.latency, 1, st.threadsPerMm);
    const allowed = Math.min(want, st.dt / perPage, Math.max(0, st.free[tgt]! - st.nodes[tgt]!.wmark.high));
    let moved = 0;
    for (const c of st.benchClasses) {
      const q = st.queued[c]![i]!;
      if (q <= 0) continue;
      const m = movePages(st, c, i, tgt, (allowed * q) / want);
      st.queued[c]![i] = Math.max(0, q - m);
      moved += m;
    }
    st.work.daemonCpu += moved * perPage;
    st.work.flushes += moved;
    st.work.promoted += moved;
    add(st, 'numa_pages_migrated', moved);
    add(st, 'pgmigrate_success', moved);
    if (st.mode & 2) add(st, 'pgpromote_success', moved);
  }
}
