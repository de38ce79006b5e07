/**
 * The NUMA-balancing scan period's bounds and first value (kernel/sched/fair.c): task_scan_min,
 * task_scan_max and task_scan_start, per window of scan_size, from the task's RSS in windows.
 */
import type { Tunables } from '../tunables';

/** MAX_SCAN_WINDOW: never more than 2560 MB of PTEs per second. */
const MAX_SCAN_WINDOW_MB = 2560;

/** Windows of scan_size that cover `pages` of RSS (task_nr_scan_windows: RSS rounded up, at least one). */
export function scanWindows(T: Tunables, pages: number): number {
  const sizePages = ((T['numa_balancing.scan_size_mb'] as number) * 1024 * 1024) / 4096;
  return Math.max(1, Math.ceil(pages / sizePages - 1e-9));
}

/** task_scan_min and task_scan_max (seconds per window): the pass periods split over the windows, never under the floor. */
export function scanPeriodBounds(T: Tunables, windows: number): { min: number; max: number } {
  const sizeMb = T['numa_balancing.scan_size_mb'] as number;
  // floor = 1000 ms / (MAX_SCAN_WINDOW / scan_size) when scan_size < MAX_SCAN_WINDOW, else 1000 ms.
  const floor = sizeMb < MAX_SCAN_WINDOW_MB ? 1 / Math.floor(MAX_SCAN_WINDOW_MB / sizeMb) : 1;
  const min = Math.max(floor, (T['numa_balancing.scan_period_min_ms'] as number) / 1000 / windows);
  const max = Math.max(min, (T['numa_balancing.scan_period_max_ms'] as number) / 1000 / windows);
  return { min, max };
}

/**
 * The per-window period a task scans with after the first scan_delay, until the first
 * update_task_scan_period. init_numa_balancing sets numa_scan_period = scan_delay. For the first
 * thread of an address space node_stamp is 0, so task_tick_numa replaces the period with
 * task_scan_start once the thread has run scan_delay: task_scan_min from the RSS then (`rssPages`;
 * no numa_group yet, no fault taken). A thread cloned into the mm gets a non-zero node_stamp
 * (init_numa_balancing's delay), so it keeps scan_delay; with several threads running, they start
 * most scans (each sets mm->numa_next_scan = now + its own period), so their period is the mm's.
 */
export function startPeriod(T: Tunables, rssPages: number, threadsPerMm: number): number {
  const delay = Math.max((T['numa_balancing.scan_delay_ms'] as number) / 1000, 0.001);
  return threadsPerMm > 1 ? delay : scanPeriodBounds(T, scanWindows(T, rssPages)).min;
}
