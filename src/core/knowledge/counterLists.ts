/** Lists of counters (each has an entry in counters.ts), kept here once for the views and the simulator. */

/** The counters that tell the tiering story, in this order: the dashboard's charts and the What-if table show them first. */
export const KEY_COUNTERS: readonly string[] = [
  'pgpromote_success',
  'pgpromote_candidate',
  'pgpromote_candidate_nrl',
  'pgdemote_kswapd',
  'pgdemote_direct',
  'pgmigrate_success',
  'pgmigrate_fail',
  'numa_pte_updates',
  'numa_hint_faults',
  'numa_pages_migrated',
  'pghot_recorded_accesses',
  'hwhint_total_events',
];

/** What the simulator counts on every kernel, in its output order. */
export const SIM_BASE_COUNTERS = [
  'pgpromote_success',
  'pgpromote_candidate',
  'pgpromote_candidate_nrl',
  'pgdemote_kswapd',
  'pgdemote_direct',
  'pgmigrate_success',
  'pgmigrate_fail',
  'numa_pte_updates',
  'numa_huge_pte_updates',
  'numa_hint_faults',
  'numa_hint_faults_local',
  'numa_pages_migrated',
  'pgscan_kswapd',
  'pgsteal_kswapd',
  'pgsteal_direct',
  'thp_migration_success',
  'thp_migration_fail',
] as const;

/** What the simulator counts on a pghot kernel as well. */
export const SIM_PGHOT_COUNTERS = [
  'pghot_recorded_accesses',
  'pghot_recorded_hintfaults',
  'pghot_recorded_hwhints',
  'hwhint_total_events',
  'hwhint_useful_events',
  'hwhint_dropped_events',
  'hwhint_dram_accesses',
  'hwhint_extmem_accesses',
] as const;

/** Names with the key counters first, in KEY_COUNTERS order, then the others as they came. */
export function keyCountersFirst(names: readonly string[]): string[] {
  const key = KEY_COUNTERS.filter((n) => names.includes(n));
  return [...key, ...names.filter((n) => !key.includes(n))];
}
