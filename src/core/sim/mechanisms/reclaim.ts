/**
 * Reclaim with demotion (mm/vmscan.c): kswapd below the low watermark, direct reclaim when an
 * allocation finds the node short. Victims by the active/inactive LRU over the hotness classes:
 * anonymous pages are deactivated in proportion to residency, the inactive list holds 1/(1 +
 * sqrt(10 * GB)) of them (inactive_is_low), and a page is reclaimed when it goes unreferenced for
 * its time on that list, I / S at scan rate S: probability exp(-lambda I / S). S follows from how
 * many pages reclaim must find and the CPU it may spend, so under pressure hot pages are demoted
 * too (and promoted back: thrashing costs what it costs).
 */
import { COST, GiB, KERNEL, PAGE, migrateSeconds } from '../constants';
import { add, migratable, movePages, unitOf, type EngineState } from '../state';

interface Candidate {
  c: number;
  pages: number;
  lambda: number;
}

/** Pages per second found unreferenced at scan rate S over an inactive list of `inactive` pages. */
function foundRate(cands: Candidate[], resident: number, inactive: number, S: number): number {
  let unreferenced = 0;
  for (const k of cands) unreferenced += k.pages * Math.exp((-k.lambda * inactive) / S);
  return (S * unreferenced) / resident;
}

/** The smallest scan rate (log bisection over 1..1e12 pages/s, to 0.1%) at which f(S) >= target; f increasing in S. */
function scanRateFor(f: (S: number) => number, target: number): number {
  let lo = 0;
  let hi = Math.log(1e12);
  if (f(1) >= target) return 1;
  while (hi - lo > 1e-3) {
    const mid = (lo + hi) / 2;
    if (f(Math.exp(mid)) < target) lo = mid;
    else hi = mid;
  }
  return Math.exp(hi);
}

/**
 * Demote up to `need` pages from top node i within `window` seconds, spending at most `cpuBudget`
 * CPU seconds. Returns the pages demoted and the CPU spent.
 */
function reclaimFrom(
  st: EngineState,
  i: number,
  need: number,
  window: number,
  cpuBudget: number,
  who: 'kswapd' | 'direct',
): { demoted: number; cpu: number } {
  const none = { demoted: 0, cpu: 0 };
  if (!st.demotion || need < 1 || st.lowerIdx.length === 0) return none;
  const room = st.lowerIdx.reduce((a, d) => a + Math.max(0, st.free[d]! - st.nodes[d]!.wmark.min), 0);
  const goal = Math.min(need, room);
  const cands: Candidate[] = [];
  for (let c = 0; c < st.C; c++)
    if (migratable(st, c) && st.pages[c]![i]! > 0) cands.push({ c, pages: st.pages[c]![i]!, lambda: st.lambda[c]! });
  const resident = cands.reduce((a, k) => a + k.pages, 0);
  if (goal <= 0 || resident <= 0) return none;
  const gb = Math.floor((resident * PAGE) / GiB);
  const inactive = resident / (1 + (gb ? Math.floor(Math.sqrt(10 * gb)) : 1));
  const unit = unitOf(st, st.benchClasses[0] ?? 0);
  const perDemoted = migrateSeconds(unit * PAGE, st.nodes[i]!.latency, KERNEL.reclaimBatch, st.threadsPerMm) / unit;
  const R = goal / window;
  const found = (S: number) => Math.min(R, foundRate(cands, resident, inactive, S));
  const cpuRate = (S: number) => S * COST.lruScan + found(S) * perDemoted;
  let S = scanRateFor(found, R * (1 - 1e-9));
  if (cpuRate(S) > cpuBudget / window) S = Math.min(S, scanRateFor(cpuRate, cpuBudget / window));
  const total = found(S) * window;
  const unref = (k: Candidate) => k.pages * Math.exp((-k.lambda * inactive) / S);
  const weight = cands.reduce((a, k) => a + unref(k), 0);
  let done = 0;
  for (const k of cands) {
    let want = (total * unref(k)) / weight;
    for (const d of st.lowerIdx) {
      if (want <= 0) break;
      const m = movePages(st, k.c, i, d, Math.min(want, Math.max(0, st.free[d]! - st.nodes[d]!.wmark.min)));
      want -= m;
      done += m;
    }
  }
  const scanned = S * window;
  add(st, who === 'kswapd' ? 'pgdemote_kswapd' : 'pgdemote_direct', done);
  add(st, who === 'kswapd' ? 'pgsteal_kswapd' : 'pgsteal_direct', done);
  add(st, 'pgmigrate_success', done);
  if (who === 'kswapd') add(st, 'pgscan_kswapd', Math.max(done, scanned));
  if (unit > 1) add(st, 'thp_migration_success', done / unit);
  st.work.demoted += done;
  st.work.flushes += done / unit / KERNEL.reclaimBatch;
  return { demoted: done, cpu: scanned * COST.lruScan + done * perDemoted };
}

/** kswapd on each top node: woken below low (or by a failed promotion), reclaims to high, or to promo in tiering mode. */
export function kswapd(st: EngineState): void {
  for (let i = 0; i < st.N; i++) {
    const node = st.nodes[i]!;
    if (!node.top) continue;
    if (st.free[i]! < node.wmark.low) st.kswapdWake[i] = true;
    if (!st.kswapdWake[i]) continue;
    const target = st.mode & 2 || st.sources ? node.wmark.promo : node.wmark.high;
    const need = target - st.free[i]!;
    // One kswapd thread per node: at most dt CPU seconds per step.
    const r = reclaimFrom(st, i, need, st.dt, st.dt, 'kswapd');
    st.work.kswapdCpu[i]! += r.cpu;
    st.kswapdWake[i] = need > 0 && r.demoted > 0 && st.free[i]! < target;
  }
}

/** Allocate (or free, negative) the test's buffers on the first CPU node; an allocation short of min reclaims directly. */
export function allocateBuffers(st: EngineState, pages: number): void {
  const i = st.cpuIdx[0]!;
  if (pages < 0) {
    st.free[i]! -= pages;
    return;
  }
  const short = pages - Math.max(0, st.free[i]! - st.nodes[i]!.wmark.min);
  // The allocating thread scans until it has the pages: the hand's interval as if over one second.
  if (short > 0) st.directCpu += reclaimFrom(st, i, short, 1, Infinity, 'direct').cpu;
  st.free[i]! -= pages;
  if (st.free[i]! < st.nodes[i]!.wmark.low) st.kswapdWake[i] = true;
}
