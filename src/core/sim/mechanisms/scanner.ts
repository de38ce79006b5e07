/**
 * The NUMA-balancing scanner (kernel/sched/fair.c task_numa_work): arms PTEs PROT_NONE over each
 * task's address range, one window of scan_size per period, and adapts the period once per pass.
 */
import { COST, KERNEL, PAGES_PER_HUGE } from '../constants';
import { add, migratable, tunableNumber, type EngineState, type ScannedTask } from '../state';

/** Only lower-tier pages are scanned when NUMA_BALANCING_NORMAL is off (change_prot_numa skips the top tier), unless Colloid scans both. */
export function scannedNode(st: EngineState, i: number): boolean {
  return (st.mode & 1) !== 0 || !st.nodes[i]!.top || st.T['colloid.enabled'] === 1;
}

/**
 * update_task_scan_period, which runs only from task_numa_placement, that is after counted faults.
 * Tiering-only mode counts none (task_numa_fault returns early for lower-tier pages and the top tier
 * is not scanned), so there the period keeps its first value. Otherwise: all faults remote and private
 * (local + shared = 0), scan slower (x2); else by the private and local shares of the pass's faults:
 * at or above 7/10 slower, below faster, in slots of period/10.
 */
function nextPeriod(st: EngineState, task: ScannedTask, windows: number): number {
  const faults = task.local + task.remote;
  if (!(st.mode & 1) || faults <= 0) return task.period;
  const sizeMb = tunableNumber(st, 'numa_balancing.scan_size_mb');
  // task_scan_min/max: the pass period split over the task's windows, never faster than MAX_SCAN_WINDOW (2560 MB/s).
  const floor = Math.min(1, sizeMb / 2560);
  const min = Math.max(floor, tunableNumber(st, 'numa_balancing.scan_period_min_ms') / 1000 / windows);
  const max = Math.max(floor, tunableNumber(st, 'numa_balancing.scan_period_max_ms') / 1000 / windows);
  const clamp = (p: number) => Math.min(Math.max(p, min), max);
  const slots = KERNEL.periodSlots;
  const th = KERNEL.periodThreshold;
  const slot = task.period / slots;
  // Threads that share the memory make most faults shared: private share about 1/threads per address space.
  const privateShare = 1 / Math.max(1, task.threads / task.processes);
  if (task.local <= 0 && privateShare >= 1) return clamp(task.period * 2);
  const ps = Math.floor(slots * privateShare);
  const lr = Math.floor((task.local * slots) / faults);
  if (ps >= th) return clamp(task.period + Math.max(1, ps - th) * slot);
  if (lr >= th) return clamp(task.period + Math.max(1, lr - th) * slot);
  return clamp(task.period - (th - Math.max(lr, ps)) * slot);
}

export function scanPtes(st: EngineState): void {
  if (st.mode === 0) return;
  const scanSizePages = (tunableNumber(st, 'numa_balancing.scan_size_mb') * 1024 * 1024) / 4096;
  for (const task of st.tasks) {
    if (st.t < task.started) continue;
    const cls = st.plan.classes
      .map((_, c) => c)
      .filter((c) => st.plan.classes[c]!.owner === task.owner && migratable(st, c));
    const V = cls.reduce((a, c) => a + st.plan.classes[c]!.pages, 0);
    if (V <= 0) continue;
    // Each address space is scanned on its own, over its share of the range.
    const P = task.processes;
    const Vp = V / P;
    let unarmed = 0;
    for (const c of cls)
      for (let i = 0; i < st.N; i++) if (scannedNode(st, i)) unarmed += st.pages[c]![i]! - st.armed[c]![i]!;
    // A window updates up to scan_size of PTEs, or covers 8x scan_size of range, whichever comes first.
    const e = Math.max(unarmed / V, 1e-9);
    const windows = Math.max(1, Math.ceil(Vp / scanSizePages));
    const perWindow = Math.min(scanSizePages / e, 8 * scanSizePages);
    const capPages = (COST.scanRuntimeCap * task.threads * st.dt) / COST.pteUpdate / e;
    const covered = Math.min((P * perWindow * st.dt) / task.period, capPages, P * (Vp - task.progress) + 1e-9);
    const frac = covered / V;
    let updated = 0;
    for (const c of cls)
      for (let i = 0; i < st.N; i++) {
        if (!scannedNode(st, i)) continue;
        const a = frac * (st.pages[c]![i]! - st.armed[c]![i]!);
        st.armed[c]![i]! += a;
        updated += a;
      }
    add(st, 'numa_pte_updates', updated);
    if (st.huge && task.owner === 'bench') add(st, 'numa_huge_pte_updates', updated / PAGES_PER_HUGE);
    if (task.owner === 'bench') st.work.spreadCpu += updated * COST.pteUpdate;
    task.progress += covered / P;
    if (task.progress >= Vp) {
      task.progress = 0;
      task.period = nextPeriod(st, task, windows);
      task.local = task.remote = 0;
    }
  }
}
