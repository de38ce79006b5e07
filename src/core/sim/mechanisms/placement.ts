/**
 * Where the pages are when the run starts: the hog first on its node, then the workload by its
 * placement policy (first touch, the lower tier first, a share demoted by earlier pressure, or a
 * weighted interleave).
 */
import { mixArmedAges } from './armedAge';
import { GiB, PAGE } from '../constants';
import { SimulationError } from '../errors';
import type { EngineState } from '../state';

function placeHog(st: EngineState, c: number, order: number[]): void {
  let left = st.plan.classes[c]!.pages;
  for (const i of order) {
    const take = Math.min(left, Math.max(0, st.free[i]! - st.nodes[i]!.wmark.high));
    st.pages[c]![i]! += take;
    st.free[i]! -= take;
    left -= take;
    if (left <= 0) return;
  }
  throw new SimulationError(
    `the machine has no room for ${((left * PAGE) / GiB).toFixed(1)} GiB of ${st.plan.classes[c]!.name}`,
  );
}

/** The workload's share of its footprint on each node. Every class gets the same share (pages interleave in address order). */
function workloadShares(st: EngineState, byDistance: number[], total: number): Float64Array {
  const { nodes, free, lowerIdx, cpuIdx } = st;
  const p = st.s.placement;
  const share = new Float64Array(st.N);
  const floor = (i: number) => (nodes[i]!.top ? nodes[i]!.wmark.high : nodes[i]!.wmark.min);
  const room = (i: number) => Math.max(0, free[i]! - share[i]! * total - floor(i));
  let left = total;
  if (p.kind === 'interleave') {
    // MPOL_WEIGHTED_INTERLEAVE: pages go round-robin by weight; a full node drops out of the round.
    const weights = nodes.map((n) => p.weights?.[String(n.id)] ?? 0);
    for (let round = 0; round < st.N && left > 1; round++) {
      const open = nodes.map((_, i) => i).filter((i) => weights[i]! > 0 && room(i) > 0);
      const sum = open.reduce((a, i) => a + weights[i]!, 0);
      if (!sum) break;
      const fill = Math.min(left, ...open.map((i) => (room(i) * sum) / weights[i]!));
      for (const i of open) share[i]! += (fill * weights[i]!) / sum / total;
      left -= fill;
    }
  }
  const demoted = p.kind === 'demoted' && lowerIdx.length ? (p.fraction ?? 0) : 0;
  if (demoted > 0) {
    share[lowerIdx[0]!] = demoted;
    left -= demoted * total;
  }
  const alloc = p.kind === 'node' ? nodes.findIndex((n) => n.id === p.node) : -1;
  const order =
    alloc >= 0
      ? [alloc, ...byDistance.filter((i) => i !== alloc)]
      : p.kind === 'lower-tier'
        ? [...lowerIdx, ...byDistance.filter((i) => !lowerIdx.includes(i))]
        : demoted > 0
          ? [...cpuIdx, ...lowerIdx]
          : byDistance;
  for (const i of order) {
    const take = Math.min(left, room(i));
    share[i]! += take / total;
    left -= take;
  }
  if (left > 1)
    throw new SimulationError(`the machine has no room for ${((left * PAGE) / GiB).toFixed(1)} GiB of the workload`);
  return share;
}

export function placeInitialPages(st: EngineState): void {
  const { nodes, cpuIdx, plan } = st;
  const byDistance = [
    ...cpuIdx,
    ...nodes
      .map((_, i) => i)
      .filter((i) => !cpuIdx.includes(i))
      .sort((a, b) => nodes[a]!.latency - nodes[b]!.latency),
  ];
  plan.classes.forEach((cl, c) => {
    if (cl.owner !== 'hog') return;
    const home = nodes.findIndex((n) => n.id === st.s.hog!.node);
    placeHog(st, c, [home, ...byDistance.filter((i) => i !== home)]);
  });
  const total = st.benchClasses.reduce((t, c) => t + plan.classes[c]!.pages, 0);
  if (total <= 0) return;
  if (st.s.placement.kind === 'groups') return placeByGroup(st, byDistance);
  const share = workloadShares(st, byDistance, total);
  for (const c of st.benchClasses)
    for (let i = 0; i < st.N; i++) {
      st.pages[c]![i] = plan.classes[c]!.pages * share[i]!;
      st.free[i]! -= st.pages[c]![i]!;
    }
}

/**
 * Placement by group of threads: each class of per-thread chunks (`home`: the CPU node of its threads) on
 * the node its group names, or its own node when unnamed, then the others by distance when that is full.
 */
function placeByGroup(st: EngineState, byDistance: number[]): void {
  const { nodes, plan } = st;
  const groups = st.s.placement.groups ?? {};
  for (const c of st.benchClasses) {
    const cl = plan.classes[c]!;
    const target = cl.home === undefined ? undefined : (groups[String(cl.home)] ?? cl.home);
    const first = nodes.findIndex((n) => n.id === target);
    const order = first >= 0 ? [first, ...byDistance.filter((i) => i !== first)] : byDistance;
    let left = cl.pages;
    for (const i of order) {
      const take = Math.min(
        left,
        Math.max(0, st.free[i]! - (nodes[i]!.top ? nodes[i]!.wmark.high : nodes[i]!.wmark.min)),
      );
      st.pages[c]![i]! += take;
      st.free[i]! -= take;
      left -= take;
      if (left <= 1) break;
    }
    if (left > 1)
      throw new SimulationError(`the machine has no room for ${((left * PAGE) / GiB).toFixed(1)} GiB of ${cl.name}`);
  }
}

/** The 'phased' distribution: every phaseSeconds the hot set (class 0) moves to pages placed like the footprint as a whole. */
export function relocateHotSet(st: EngineState): void {
  const [h, cold] = [st.benchClasses[0]!, st.benchClasses[1]!];
  const total = st.plan.classes[h]!.pages + st.plan.classes[cold]!.pages;
  const hotShare = st.plan.classes[h]!.pages / total;
  for (let i = 0; i < st.N; i++) {
    const all = st.pages[h]![i]! + st.pages[cold]![i]!;
    const allArmed = st.armed[h]![i]! + st.armed[cold]![i]!;
    st.pages[h]![i] = all * hotShare;
    st.pages[cold]![i] = all - st.pages[h]![i]!;
    st.armed[h]![i] = allArmed * hotShare;
    st.armed[cold]![i] = allArmed - st.armed[h]![i]!;
    const allSwept = st.swept[h]![i]! + st.swept[cold]![i]!;
    st.swept[h]![i] = allSwept * hotShare;
    st.swept[cold]![i] = allSwept - st.swept[h]![i]!;
    st.queued[h]![i] = st.queued[cold]![i] = 0;
  }
  mixArmedAges(st, h, cold, hotShare);
}
