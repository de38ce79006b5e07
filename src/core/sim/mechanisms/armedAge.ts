/**
 * When each armed lower-tier page was armed, for the tiering-mode hot-page test (kernel/sched/fair.c).
 *
 * In NUMA_BALANCING_MEMORY_TIERING the scanner stores the scan time in the folio of a lower-tier page
 * as it arms it (change_pte_range: folio_xchg_access_time), and change_pte_range skips a PTE that is
 * already PROT_NONE, so a page keeps its first scan time until it faults. At the fault,
 * should_numa_migrate_memory calls numa_hint_fault_latency (now - that time) and rejects the page
 * when the latency is at or above the hot threshold. The test is on how long ago the page was armed,
 * not on how hot it is now: a page armed while it was cold and touched after the hot set moved onto
 * it faults with a long latency and is not promoted until a later pass arms it again.
 *
 * The armed pages of each class and node are kept in bins by arming time, `th0 / 8` wide (the
 * threshold's adjustment step, numa_promotion_adjust_threshold), 17 of them (the threshold reaches
 * 2 th0), and an `old` pool past them, which is never under the threshold. Every armed page of a
 * class on a node faults at the same rate, so the faults come from the bins in proportion to their
 * size, and the share under the threshold is the share of armed pages armed less than `th` ago.
 * Pages that left the armed set since the last step (faults, migrations, reclaim) leave every bin
 * in proportion before the scanner runs; the pages it arms then enter the newest bin. The access time's wrap
 * (PAGE_ACCESS_TIME_MASK, at least 12 bits of ms and usually far more) is not modelled.
 */
import { KERNEL } from '../constants';
import { tunableNumber, type EngineState } from '../state';

/** Bins over the threshold's whole range (0 to 2 th0 in th0/8 steps), plus one. */
const BINS = KERNEL.thresholdSteps + 1;

export interface ArmedAgeState {
  /** Bin width (s): th0 / 8. */
  width: number;
  /** The newest bin's index (arming time / width). */
  epoch: number;
  /** Per class: N x (BINS ring slots + 1 old pool). */
  bins: Float64Array[];
}

/** Base kernel in tiering mode: the only place the hot test reads arming times. */
export function armedAgeOn(st: EngineState): boolean {
  return (st.mode & 2) !== 0 && !st.pghot && st.T['numa_balancing.hot_selection'] !== 0;
}

function init(st: EngineState): ArmedAgeState {
  const width = tunableNumber(st, 'numa_balancing.hot_threshold_ms') / 1000 / (KERNEL.thresholdSteps / 2);
  return {
    width,
    epoch: Math.floor(st.t / width),
    bins: st.plan.classes.map(() => new Float64Array(st.N * (BINS + 1))),
  };
}

/**
 * Once a step, before the scanner: bins that aged past the range join the old pool, and the pages
 * that left the armed set since the last step (faults, migrations, reclaim) leave every bin alike.
 */
export function ageArmedPages(st: EngineState): void {
  if (!armedAgeOn(st)) return;
  const a = (st.armedAge ??= init(st));
  const now = Math.floor(st.t / a.width);
  for (let k = a.epoch + 1, n = 0; k <= now && n < BINS; k++, n++) {
    const slot = k % BINS;
    for (const b of a.bins)
      for (let i = 0; i < st.N; i++) {
        const o = i * (BINS + 1);
        b[o + BINS]! += b[o + slot]!;
        b[o + slot] = 0;
      }
  }
  if (now - a.epoch > BINS)
    for (const b of a.bins)
      for (let i = 0; i < st.N; i++) {
        const o = i * (BINS + 1);
        for (let s = 0; s < BINS; s++) {
          b[o + BINS]! += b[o + s]!;
          b[o + s] = 0;
        }
      }
  a.epoch = now;
  for (let c = 0; c < st.C; c++) for (let i = 0; i < st.N; i++) sync(st, a, c, i);
}

/** Once a step, after the scanner: the pages it armed enter the newest bin. */
export function armedNow(st: EngineState): void {
  const a = st.armedAge;
  if (!a) return;
  for (let c = 0; c < st.C; c++) for (let i = 0; i < st.N; i++) sync(st, a, c, i);
}

/** Make the bins of class c on node i sum to its armed pages: an increase is newly armed, a decrease leaves all bins alike. */
function sync(st: EngineState, a: ArmedAgeState, c: number, i: number): void {
  const b = a.bins[c]!;
  const o = i * (BINS + 1);
  let sum = 0;
  for (let s = 0; s <= BINS; s++) sum += b[o + s]!;
  const armed = st.armed[c]![i]!;
  if (armed > sum) b[o + (a.epoch % BINS)]! += armed - sum;
  else if (sum > 0) {
    const k = Math.max(0, armed) / sum;
    for (let s = 0; s <= BINS; s++) b[o + s]! *= k;
  }
}

/**
 * The share of this step's hint faults on class c's armed pages on node i whose latency (time since
 * arming) is under `th`. A page armed `a` seconds before the step faults at `a + s`, `s` within the
 * step with density proportional to `lambda e^(-lambda s)` on [0, dt]: under `th` with probability
 * `(1 - e^(-lambda min(dt, th - a))) / (1 - e^(-lambda dt))` (0 when `a >= th`), taken at the
 * youngest and oldest ages of each bin and averaged. Without the bins (not tiering mode) the
 * stationary answer, `1 - exp(-lambda th)`.
 */
export function hotShare(st: EngineState, c: number, i: number, th: number): number {
  const a = st.armedAge;
  const lambda = st.lambda[c]!;
  if (!a) return 1 - Math.exp(-lambda * th);
  const dt = Math.max(st.dt, 1e-9);
  const within = (age: number) => {
    const left = Math.min(dt, th - age);
    if (left <= 0) return 0;
    const x = lambda * dt;
    // lambda dt -> 0: the faults spread evenly over the step
    return x < 1e-9 ? left / dt : -Math.expm1(-lambda * left) / -Math.expm1(-x);
  };
  const b = a.bins[c]!;
  const o = i * (BINS + 1);
  let sum = 0;
  let hot = 0;
  for (let j = 0; j < BINS; j++) {
    const k = a.epoch - j;
    const v = b[o + (((k % BINS) + BINS) % BINS)]!;
    if (v <= 0) continue;
    sum += v;
    // armed in [k w, (k + 1) w): ages from `youngest` to `oldest` at the step's start
    const oldest = Math.max(0, st.t - k * a.width);
    const youngest = Math.max(0, st.t - (k + 1) * a.width);
    hot += (v * (within(youngest) + within(oldest))) / 2;
  }
  sum += b[o + BINS]!;
  return sum > 0 ? hot / sum : 1 - Math.exp(-lambda * th);
}

/** The hot set moved (placement.ts relocateHotSet): classes h and cold share their armed pages, ages and all, by size. */
export function mixArmedAges(st: EngineState, h: number, cold: number, hotShareOfPages: number): void {
  const a = st.armedAge;
  if (!a) return;
  const [bh, bc] = [a.bins[h]!, a.bins[cold]!];
  for (let x = 0; x < bh.length; x++) {
    const all = bh[x]! + bc[x]!;
    bh[x] = all * hotShareOfPages;
    bc[x] = all - bh[x]!;
  }
}
