/**
 * The NUMA-balancing scanner (kernel/sched/fair.c task_numa_work): arms PTEs PROT_NONE over each
 * task's address range, one window of scan_size per period, and adapts the period once per pass.
 */
import { COST, KERNEL, PAGES_PER_HUGE } from '../constants';
import { scanPeriodBounds } from './scanPeriod';
import { add, migratable, stall, tunableNumber, type EngineState, type ScannedTask } from '../state';

/**
 * Tiering mode without NUMA_BALANCING_NORMAL before "memory tiering: skip to scan fast memory" (v5.18
 * series, patch 3): the top tier is armed too, its faults cost and count but move nothing.
 */
export function toptierScannedInTiering(st: EngineState): boolean {
  return (st.mode & 2) !== 0 && st.T['numa_balancing.skip_toptier_scan'] === 0;
}

/** Only lower-tier pages are scanned when NUMA_BALANCING_NORMAL is off (change_prot_numa skips the top tier), unless Colloid scans both or the pre-series kernel does. */
export function scannedNode(st: EngineState, i: number): boolean {
  return (st.mode & 1) !== 0 || !st.nodes[i]!.top || st.T['colloid.enabled'] === 1 || toptierScannedInTiering(st);
}

/**
 * update_task_scan_period, which runs only from task_numa_placement, that is after a counted fault
 * (task_numa_fault). In tiering mode a fault on a lower-tier page returns before it is counted,
 * unless it promoted the page: do_numa_page then passes the target node, so the promotion counts as
 * a remote private fault (its cpupid held a time, read as a first access). A pass without counted
 * faults keeps the period. Otherwise: local + shared = 0 (all remote and private: every pass that
 * only promoted), scan slower (x2); else by the private and local shares of the pass's faults: at or
 * above 7/10 slower, below faster, in slots of period/10; within task_scan_min and task_scan_max.
 */
export function nextPeriod(st: EngineState, task: ScannedTask, windows: number): number {
  const faults = task.local + task.remote;
  if (!(faults > 0)) return task.period;
  const { min, max } = scanPeriodBounds(st.T, windows);
  const clamp = (p: number) => Math.min(Math.max(p, min), max);
  const slots = KERNEL.periodSlots;
  const th = KERNEL.periodThreshold;
  const slot = task.period / slots;
  const privateShare = Math.min(1, task.priv / faults);
  if (task.local <= 0 && privateShare >= 1 - 1e-9) return clamp(task.period * 2);
  const ps = Math.floor(slots * privateShare);
  const lr = Math.floor((task.local * slots) / faults);
  if (ps >= th) return clamp(task.period + Math.max(1, ps - th) * slot);
  if (lr >= th) return clamp(task.period + Math.max(1, lr - th) * slot);
  return clamp(task.period - (th - Math.max(lr, ps)) * slot);
}

/** access_pids is a BITS_PER_LONG bitmap indexed by hash_32(pid, ilog2(BITS_PER_LONG)). */
const PID_BITS = 64;

/**
 * The share of a task's VMAs that task_numa_work scans in this pass (vma_is_accessed). Without the
 * PID filter, all. With it (fc137c0ddab2): all during the mm's first two passes; afterwards a VMA is
 * scanned when the scanning thread (any of the mm's threads) has its hash bit in the VMA's access_pids,
 * which hold the faults of the last one to two windows of 4 x scan_delay: for a VMA its owner thread
 * alone touches, the owner or a hash collision; for a VMA all threads touch, a set bit among theirs.
 * The disjoint-VMA fix replaces the first-two-passes rule by 1 + (size / scan_size) / 2 unconditional
 * scans per VMA; the starvation fix scans a VMA anyway once more passes than threads went by without it;
 * the recent-access RFC scans a VMA any thread faulted on in the window (the share of VMAs holding a fault);
 * the scan-select RFC scans a VMA the filter skips every other pass (more passes apart below 4 MiB).
 */
function scannedVmaShare(st: EngineState, task: ScannedTask, Vp: number): number {
  if (st.T['numa_balancing.vma_pid_filter'] !== 1 || task.owner !== 'bench') return 1;
  const n = Math.max(1, task.threads / task.processes);
  const bitSet = task.vmas > 1 ? 1 / n + (1 - 1 / n) / PID_BITS : 1 - Math.pow(1 - 1 / PID_BITS, n);
  let share = task.pidShare * bitSet;
  if (st.T['numa_balancing.vma_disjoint_fix'] === 1) {
    const vmaMb = (Vp / task.vmas) * (4096 / 1024 / 1024);
    const allowed = 1 + Math.floor(Math.floor(vmaMb) / tunableNumber(st, 'numa_balancing.scan_size_mb') / 2);
    if (task.vmaScans < allowed) share = 1;
  } else {
    // The first two passes are unconditional: of the mm, or (84db47ca7146) since task_numa_work first saw the VMA.
    const since = st.T['numa_balancing.vma_start_seq'] === 1 ? task.seq - task.vmaStartSeq : task.seq;
    if (since < 2) share = 1;
  }
  // RFC V1 2/6 task_disjoint_vma_select: a VMA not accessed is scanned once per 1 + ratelimit passes,
  // ratelimit = 1 + ((4 MiB / VMA size) >> 7) (1 in 2 above 4 MiB).
  if (st.T['numa_balancing.vma_scan_select'] === 1) {
    const vmaBytes = Math.max(4096, (Vp / task.vmas) * 4096);
    const ratelimit = 1 + (Math.floor((4 * 1024 * 1024) / vmaBytes) >> 7);
    share += (1 - share) / (ratelimit + 1);
  }
  // RFC "Allow recently accessed VMAs to be scanned": a VMA whose current window holds any task's fault.
  if (st.T['numa_balancing.vma_recent_access'] === 1) share = Math.max(share, task.pidShare);
  if (st.T['numa_balancing.vma_starve_fix'] === 1) share += (1 - share) / (n + 1);
  return share;
}

/** The share of VMAs whose access_pids hold a fault: faults of this step's scans set bits, windows of 4 x scan_delay clear them after one to two windows. */
function agePidWindows(st: EngineState, task: ScannedTask, scannedShare: number, lambda: number): void {
  const tau = 1.5 * 4 * Math.max(tunableNumber(st, 'numa_balancing.scan_delay_ms') / 1000, 0.001);
  const kept = task.pidShare * Math.exp(-st.dt / tau);
  // A scanned VMA records a PID once one of its armed pages is touched within the window.
  task.pidShare = Math.min(1, kept + (1 - kept) * Math.min(1, scannedShare) * (1 - Math.exp(-lambda * tau)));
}

export function scanPtes(st: EngineState): void {
  if (st.mode === 0) return;
  const scanSizePages = (tunableNumber(st, 'numa_balancing.scan_size_mb') * 1024 * 1024) / 4096;
  for (const task of st.tasks) {
    if (st.t < task.started) continue;
    if (st.t < task.vmaReadyAt) continue;
    if (task.vmaReadyAt > task.started) {
      // The calls while the new VMAs were held back each completed a pass over the rest of the address space.
      task.seq += Math.ceil((task.vmaReadyAt - task.started) / task.period - 1e-9);
      task.started = task.vmaReadyAt;
    }
    const cls = st.plan.classes
      .map((_, c) => c)
      .filter((c) => st.plan.classes[c]!.owner === task.owner && migratable(st, c));
    const V = cls.reduce((a, c) => a + st.plan.classes[c]!.pages, 0);
    if (V <= 0) continue;
    // Each address space is scanned on its own, over its share of the range.
    const P = task.processes;
    const Vp = V / P;
    // The pass sweeps the range once in address order. Ahead of it lie their share of each class's
    // pages and the armed pages it has not passed yet (`ahead`: armed - swept); a page it arms, or
    // passes while armed, is behind it (swept), and if it faults it stays unarmed until the next pass.
    const left = 1 - task.progress / Vp;
    const ahead = (c: number, i: number) => Math.max(0, st.armed[c]![i]! - st.swept[c]![i]!);
    const unarmedAhead = (c: number, i: number) => Math.max(0, left * st.pages[c]![i]! - ahead(c, i));
    let toUpdate = 0;
    for (const c of cls) for (let i = 0; i < st.N; i++) if (scannedNode(st, i)) toUpdate += unarmedAhead(c, i);
    // A window updates up to scan_size of PTEs, or covers 8x scan_size of range, whichever comes first.
    const e = Math.max(toUpdate / Math.max(left * V, 1e-9), 1e-9);
    const windows = Math.max(1, Math.ceil(Vp / scanSizePages));
    // Skipped VMAs (the PID filter) cost nothing and take no share of the window: the pass moves on past them.
    const vmaShare = scannedVmaShare(st, task, Vp);
    const perWindow = Math.min(scanSizePages / e, 8 * scanSizePages) / Math.max(vmaShare, 1e-6);
    const capPages = (COST.scanRuntimeCap * task.threads * st.dt) / COST.pteUpdate / e / Math.max(vmaShare, 1e-6);
    const covered = Math.min((P * perWindow * st.dt) / task.period, capPages, P * (Vp - task.progress) + 1e-9);
    const frac = (covered / V) * vmaShare;
    // The share of the range ahead of the pass that this step visits.
    const visit = Math.min(1, covered / P / Math.max(Vp - task.progress, 1e-9)) * vmaShare;
    const lambda = cls.reduce((a, c) => a + st.lambda[c]! * st.plan.classes[c]!.pages, 0) / V;
    agePidWindows(st, task, Math.min(1, frac), lambda);
    let updated = 0;
    for (const c of cls)
      for (let i = 0; i < st.N; i++) {
        if (!scannedNode(st, i)) continue;
        const a = visit * unarmedAhead(c, i);
        st.swept[c]![i]! += a + visit * ahead(c, i);
        st.armed[c]![i]! += a;
        updated += a;
      }
    add(st, 'numa_pte_updates', updated);
    if (st.huge && task.owner === 'bench') add(st, 'numa_huge_pte_updates', updated / PAGES_PER_HUGE);
    // task_numa_work runs in one thread (task_work on its return to user), a window at a time.
    if (task.owner === 'bench') stall(st, 'scan', updated * COST.pteUpdate, covered / perWindow);
    task.progress += covered / P;
    if (task.progress >= Vp) {
      task.progress = 0;
      task.seq++;
      task.vmaScans += vmaShare;
      task.period = nextPeriod(st, task, windows);
      task.local = task.remote = task.priv = 0;
      for (const c of cls) st.swept[c]!.fill(0);
    }
  }
}
