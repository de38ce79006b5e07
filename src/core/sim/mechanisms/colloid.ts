/**
 * Colloid (Vuppalapati and Agarwal, SOSP 2024; on TPP, not merged): placement that balances the
 * tiers' loaded access latency instead of filling the default tier. The fork scans the default tier
 * too; while the default tier's loaded latency is above the alternate tier's, hint faults on hot
 * default-tier pages demote them and promotions stop, and while it is below, faults on alternate-tier
 * pages promote them.
 * Each step moves at most the share of accesses the latency gap asks for, (L_top - L_alt) / (L_top + L_alt)
 * of the slower tier's accesses, so placement settles where the two latencies meet.
 */
import { PAGE, migrateSeconds } from '../constants';
import { add, movePages, promotionTarget, unitOf, type EngineState } from '../state';

export interface ColloidStep {
  /** The default tier is the slower one: demote hot pages, promote none. */
  demote: boolean;
  /** Touches per second that may still move this step. */
  touchesLeft: number;
  top: number;
  alt: number;
}

export function colloidOn(st: EngineState): boolean {
  return st.T['colloid.enabled'] === 1 && st.lowerIdx.length > 0 && (st.mode & 2) !== 0;
}

/** This step's direction and budget from the tiers' loaded latencies at the last speed solved. */
export function colloidStep(st: EngineState): ColloidStep {
  const top = promotionTarget(st);
  const alt = st.lowerIdx[0]!;
  const [lt, la] = [st.loadedLatency[top]!, st.loadedLatency[alt]!];
  const demote = lt > la;
  const from = demote ? top : alt;
  let rate = 0;
  for (const c of st.benchClasses) rate += st.lambda[c]! * st.pages[c]![from]!;
  return { demote, touchesLeft: (Math.abs(lt - la) / (lt + la)) * rate, top, alt };
}

/** A hint fault on a hot page of the slower tier moves it to the other one, within the step's budget. */
export function colloidMove(st: EngineState, step: ColloidStep, c: number, i: number, faults: number): void {
  const lambda = st.lambda[c]!;
  if (!(lambda > 0) || step.touchesLeft <= 0) return;
  const to = step.demote ? step.alt : step.top;
  const want = Math.min(faults, step.touchesLeft / lambda);
  const room = Math.max(0, st.free[to]! - st.nodes[to]!.wmark.high);
  // as a failed promotion does, a full default tier wakes kswapd to demote its coldest pages
  if (want > room && !step.demote) st.kswapdWake[to] = true;
  const m = movePages(st, c, i, to, Math.min(want, room));
  if (m <= 0) return;
  step.touchesLeft -= m * lambda;
  const unit = unitOf(st, c);
  if (step.demote) st.work.demoted += m;
  else {
    st.work.promoted += m;
    add(st, 'pgpromote_success', m);
  }
  add(st, 'numa_pages_migrated', m);
  add(st, 'pgmigrate_success', m);
  if (unit > 1) add(st, 'thp_migration_success', m / unit);
  st.work.spreadCpu += (m / unit) * migrateSeconds(unit * PAGE, st.nodes[i]!.latency, 1, st.threadsPerMm);
  st.work.flushes += m / unit;
}
