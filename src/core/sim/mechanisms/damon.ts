/**
 * DAMON-based tiering as the mainline sample module damon_sample_mtier sets it up
 * (samples/damon/mtier.c, Linux 6.16): one kdamond monitors the physical range of the fast node,
 * one that of the slow node. Every second (the schemes' apply interval):
 * - the slow node's scheme (DAMOS_MIGRATE_HOT) migrates regions seen accessed (nr_accesses >= 1),
 *   young pages only, to the fast node while the fast node's used memory is below node0_mem_used_bp;
 * - the fast node's scheme (DAMOS_MIGRATE_COLD) migrates regions seen unaccessed (nr_accesses 0),
 *   pages not young, to the slow node while its free memory is below node0_mem_free_bp.
 * Each scheme moves at most 200 MiB per second, the hottest (or coldest) regions first.
 *
 * Regions: DAMON sees physical ranges, so hotness spread over a mapping (keys hashed over a heap,
 * PageClass.scattered) is seen as the mapping's mean; a hot set that is contiguous, and the hog,
 * are regions of their own.
 */
import { DAMON, PAGE, migrateSeconds } from '../constants';
import { add, migratable, movePages, promotionTarget, tunableNumber, type EngineState } from '../state';

/** Pages of one DAMON region group on a node, and the chance that one sample sees one of them accessed. */
interface Group {
  classes: number[];
  /** Chance one sample of the group's region finds its page accessed. */
  seen: number;
}

/** The sampling interval the intervals goal tunes to: about 4% of samples see an access, within [5 ms, 10 s]. */
export function sampleInterval(st: EngineState, i: number): number {
  const capacity = st.nodes[i]!.capacity;
  const observed = (s: number) => {
    let hit = 0;
    for (let c = 0; c < st.C; c++) hit += st.pages[c]![i]! * (1 - Math.exp(-st.lambda[c]! * s));
    return hit / capacity;
  };
  let [lo, hi] = [Math.log(DAMON.minSample), Math.log(DAMON.maxSample)];
  if (observed(Math.exp(hi)) <= DAMON.accessGoal) return DAMON.maxSample;
  if (observed(Math.exp(lo)) >= DAMON.accessGoal) return DAMON.minSample;
  for (let k = 0; k < 40; k++) {
    const mid = (lo + hi) / 2;
    if (observed(Math.exp(mid)) < DAMON.accessGoal) lo = mid;
    else hi = mid;
  }
  return Math.exp((lo + hi) / 2);
}

/** The region groups DAMON tells apart on node i: each contiguous class alone, the scattered classes as one. */
function groupsOn(st: EngineState, i: number, s: number): Group[] {
  const groups: Group[] = [];
  const pooled: number[] = [];
  for (let c = 0; c < st.C; c++) {
    if (!(st.pages[c]![i]! > 0) || !migratable(st, c)) continue;
    if (st.plan.classes[c]!.scattered) pooled.push(c);
    else groups.push({ classes: [c], seen: 1 - Math.exp(-st.lambda[c]! * s) });
  }
  if (pooled.length) {
    const pages = pooled.reduce((t, c) => t + st.pages[c]![i]!, 0);
    const seen = pooled.reduce((t, c) => t + st.pages[c]![i]! * (1 - Math.exp(-st.lambda[c]! * s)), 0) / pages;
    groups.push({ classes: pooled, seen });
  }
  return groups;
}

/**
 * Migrate up to `budget` pages from node `from` to node `to`: groups whose region passes the access
 * pattern, in priority order, each page only when the young filter lets it through.
 */
function migrateGroups(st: EngineState, from: number, to: number, budget: number, hot: boolean): number {
  const s = st.damonSample[from]!;
  const aggregation = s * DAMON.samplesPerAggregation;
  const groups = groupsOn(st, from, s).sort((a, b) => (hot ? b.seen - a.seen : a.seen - b.seen));
  let moved = 0;
  for (const g of groups) {
    // nr_accesses of a region over one aggregation is binomial in its samples
    const none = Math.pow(1 - g.seen, DAMON.samplesPerAggregation);
    const passes = hot ? 1 - none : none;
    for (const c of g.classes) {
      if (moved >= budget) return moved;
      const young = 1 - Math.exp(-st.lambda[c]! * aggregation);
      const want = st.pages[c]![from]! * passes * (hot ? young : 1 - young);
      const m = movePages(st, c, from, to, Math.min(want, budget - moved));
      st.work.daemonCpu += m * migrateSeconds(PAGE, st.nodes[from]!.latency, DAMON.migrateBatch, st.threadsPerMm);
      st.work.flushes += m / DAMON.migrateBatch;
      moved += m;
    }
  }
  return moved;
}

export function damonTiering(st: EngineState): void {
  if (st.T['damon_mtier.enabled'] !== 1 || !st.lowerIdx.length) return;
  const fast = promotionTarget(st);
  const slow = st.lowerIdx[0]!;
  // Each kdamond checks one sampled page per region per sample (an rmap walk in the physical address space).
  for (const i of [fast, slow])
    st.work.daemonCpu += (st.dt * DAMON.regions * DAMON.checkSeconds) / (st.damonSample[i] || DAMON.minSample);
  st.damonClock += st.dt;
  if (st.damonClock < DAMON.applyInterval) return;
  const periods = Math.floor(st.damonClock / DAMON.applyInterval);
  st.damonClock -= periods * DAMON.applyInterval;
  for (const i of [fast, slow]) st.damonSample[i] = sampleInterval(st, i);
  const node = st.nodes[fast]!;
  const quota = periods * DAMON.quotaPages;
  const freeGoal = (tunableNumber(st, 'damon_mtier.node0_mem_free_bp') / 10000) * node.capacity;
  if (st.free[fast]! < freeGoal) {
    const room = Math.max(0, st.free[slow]! - st.nodes[slow]!.wmark.high);
    const demoted = migrateGroups(st, fast, slow, Math.min(quota, room), false);
    st.work.demoted += demoted;
    add(st, 'pgmigrate_success', demoted);
  }
  const usedGoal = (tunableNumber(st, 'damon_mtier.node0_mem_used_bp') / 10000) * node.capacity;
  const toGoal = usedGoal - (node.capacity - st.free[fast]!);
  const room = Math.max(0, st.free[fast]! - node.wmark.high);
  if (toGoal > 0) {
    const promoted = migrateGroups(st, slow, fast, Math.min(quota, toGoal, room), true);
    st.work.promoted += promoted;
    add(st, 'pgmigrate_success', promoted);
  }
}
