/**
 * The tunable registry: one entry per tunable under one canonical key (the key scenarios use), with
 * every other name it goes by. Legends, sysctl dumps, prose, hovers, the simulator's checks
 * (sim/tunables.ts) and the What-if controls all read it.
 */
import type { KnowledgeEntry } from './entry';

export type TunableValue = number | string | boolean;

export interface Tunable {
  /** Canonical key: what configs, scenarios and hovers call it. */
  key: string;
  /** Other names: sysctl, /proc/sys and /sys paths, debugfs names, legend shorthands, pghot revisions' names. */
  aliases: string[];
  /** Short name for forms. */
  label: string;
  unit: string;
  default: TunableValue;
  /** Allowed integers (inclusive)... */
  min?: number;
  max?: number;
  /** ...or the allowed words. */
  values?: readonly string[];
  /** A bitmask's named bits. */
  bits?: Readonly<Record<string, number>>;
  /** One line: what it is. */
  doc: string;
  /** How to read it, with the usual pitfalls. */
  read: string;
  /** Kernel source that reads it. */
  source: string;
  since: string;
  related: string[];
  /** The simulator models it; otherwise a scenario may not set it and the What-if view says it is ignored. */
  modelled: boolean;
}

const KMMSCAND = 'kmmscand RFC (Raghavendra K T, linux-mm 2024-12 .. 2025-03; not merged), mm/kmmscand.c';
const PGHOT = 'pghot series, not merged';
const COLLOID = 'Colloid (Vuppalapati and Agarwal, SOSP 2024), a fork of Linux 6.3 on TPP; not merged';
const MTIER = 'samples/damon/mtier.c (damon_sample_mtier), on DAMOS_MIGRATE_HOT/COLD (mm/damon/paddr.c)';
const MTIER_PARAM = (leaf: string) => [
  `/sys/module/damon_sample_mtier/parameters/${leaf}`,
  `damon_sample_mtier.${leaf}`,
];
const DEBUGFS_NB = '/sys/kernel/debug/sched/numa_balancing';
/** A NUMA balancing scan knob: debugfs since v5.13, a kernel.numa_balancing_* sysctl before. */
const scanKnob = (leaf: string) => [
  `debug.numa_balancing.${leaf}`,
  `${DEBUGFS_NB}/${leaf}`,
  `kernel.numa_balancing_${leaf}`,
  `/proc/sys/kernel/numa_balancing_${leaf}`,
  leaf,
];
/** A pghot knob in debugfs (the revisions that kept it there). */
const pghotDebugfs = (leaf: string) => [`debug.pghot.${leaf}`, `/sys/kernel/debug/pghot/${leaf}`];

export const TUNABLE_REGISTRY: readonly Tunable[] = [
  {
    key: 'kernel.numa_balancing',
    aliases: ['/proc/sys/kernel/numa_balancing', 'numa_balancing', 'nb', 'NUMAB'],
    label: 'numa_balancing',
    unit: 'bitmask',
    default: 0,
    min: 0,
    max: 3,
    doc: 'NUMA balancing mode: 0 off, 1 NUMA_BALANCING_NORMAL, 2 NUMA_BALANCING_MEMORY_TIERING, 3 both.',
    read:
      'LKML posts write NUMAB0..NUMAB3. Mode 2 promotes hot slow-tier pages; mode 1 moves pages/tasks between sockets ' +
      'and is wasted scanning for a pinned workload.',
    source: 'sysctl_numa_balancing_mode, kernel/sched/fair.c; sysctl in kernel/sched/core.c',
    since: 'v3.8 (mode 2: v5.18)',
    related: ['numa_hint_faults', 'pgpromote_success'],
    modelled: true,
  },
  {
    key: 'kernel.numa_balancing_promote_rate_limit_MBps',
    aliases: ['/proc/sys/kernel/numa_balancing_promote_rate_limit_MBps', 'numa_balancing_promote_rate_limit_MBps'],
    label: 'promote rate limit (MB/s)',
    unit: 'MB/s',
    default: 65536,
    min: 0,
    max: 1 << 20,
    doc: 'Promotion rate limit per target node, in 1 s windows.',
    read:
      'Default 65536 MB/s, effectively unlimited. Lowering it turns candidates into non-promotions ' +
      '(pgpromote_candidate >> pgpromote_success).',
    source: 'numa_promotion_rate_limit() in kernel/sched/fair.c',
    since: 'v6.1',
    related: ['pgpromote_candidate'],
    modelled: true,
  },
  {
    key: 'numa_balancing.hot_threshold_ms',
    aliases: ['debug.numa_balancing.hot_threshold_ms', `${DEBUGFS_NB}/hot_threshold_ms`, 'hot_threshold_ms'],
    label: 'hot threshold (ms)',
    unit: 'ms',
    default: 1000,
    min: 1,
    max: 600000,
    doc: 'Hint-fault latency below which a slow-tier page counts as hot.',
    read:
      'Default 1000 ms, auto-adjusted every scan_period_max (steps of th0/8 within [th0/8, 2*th0]) to keep candidates ' +
      'near the rate limit.',
    source:
      'numa_hint_fault_latency() / numa_promotion_adjust_threshold() in kernel/sched/fair.c; debugfs in kernel/sched/debug.c',
    since: 'v5.18 (auto-adjust v6.1)',
    related: ['pgpromote_candidate'],
    modelled: true,
  },
  {
    key: 'numa_balancing.scan_period_min_ms',
    aliases: scanKnob('scan_period_min_ms'),
    label: 'scan period min (ms)',
    unit: 'ms',
    default: 1000,
    min: 10,
    max: 600000,
    doc: 'Shortest time for one scan pass over the task.',
    read:
      'Default 1000 ms (per-window periods are this / windows). In mode 2 the period doubles after each pass that ' +
      'promoted, up to the max: promotion is fast at first and then slows.',
    source: 'task_numa_work()/update_task_scan_period() in kernel/sched/fair.c',
    since: 'v3.8 (debugfs since v5.13)',
    related: ['numa_balancing.scan_period_max_ms'],
    modelled: true,
  },
  {
    key: 'numa_balancing.scan_period_max_ms',
    aliases: scanKnob('scan_period_max_ms'),
    label: 'scan period max (ms)',
    unit: 'ms',
    default: 60000,
    min: 10,
    max: 3600000,
    doc: 'Longest time for one scan pass; also the hot threshold adjustment period.',
    read: 'Default 60000 ms.',
    source: 'update_task_scan_period() in kernel/sched/fair.c',
    since: 'v3.8 (debugfs since v5.13)',
    related: ['numa_balancing.scan_period_min_ms'],
    modelled: true,
  },
  {
    key: 'numa_balancing.scan_size_mb',
    aliases: scanKnob('scan_size_mb'),
    label: 'scan size (MB)',
    unit: 'MB',
    default: 256,
    min: 1,
    max: 1 << 20,
    doc: 'Address space marked per scan window.',
    read: 'Default 256 MB: numa_pte_updates grows by up to this much per window (capped near 3% of task runtime).',
    source: 'task_numa_work() in kernel/sched/fair.c',
    since: 'v3.8 (debugfs since v5.13)',
    related: ['numa_pte_updates'],
    modelled: true,
  },
  {
    key: 'numa_balancing.scan_delay_ms',
    aliases: scanKnob('scan_delay_ms'),
    label: 'scan delay (ms)',
    unit: 'ms',
    default: 1000,
    min: 0,
    max: 600000,
    doc: 'Delay before a new task is first scanned.',
    read: 'Default 1000 ms.',
    source: 'task_numa_work() in kernel/sched/fair.c; debugfs kernel/sched/debug.c',
    since: 'v3.8 (debugfs since v5.13)',
    related: ['numa_pte_updates'],
    modelled: true,
  },
  {
    key: 'mm.numa.demotion_enabled',
    aliases: ['/sys/kernel/mm/numa/demotion_enabled', 'demotion_enabled', 'demotion'],
    label: 'demotion',
    unit: 'bool',
    default: 'false',
    values: ['true', 'false'],
    doc: 'Reclaim demotes cold pages to the next lower tier instead of swapping or dropping them.',
    read: 'Default false. "TPP" in practice is numa_balancing=2 plus demotion_enabled=1.',
    source: 'numa_demotion_enabled, mm/memory-tiers.c; used by demote_folio_list() in mm/vmscan.c',
    since: 'v5.15',
    related: ['pgdemote_kswapd', 'kernel.numa_balancing'],
    modelled: true,
  },
  {
    key: 'mm.transparent_hugepage.enabled',
    aliases: ['/sys/kernel/mm/transparent_hugepage/enabled', 'transparent_hugepage.enabled', 'thp', 'thp_enabled'],
    label: 'THP',
    unit: 'always|madvise|never',
    default: 'madvise',
    values: ['always', 'madvise', 'never'],
    doc: 'When anonymous memory gets transparent huge pages.',
    read: 'madvise needs MADV_HUGEPAGE from the application; always gives THP to any large enough anonymous mapping.',
    source: 'transparent_hugepage_flags, mm/huge_memory.c (sysfs enabled_store())',
    since: 'v2.6.38',
    related: ['AnonHugePages', 'thp_fault_alloc', 'mm.transparent_hugepage.defrag'],
    modelled: true,
  },
  {
    key: 'mm.transparent_hugepage.defrag',
    aliases: ['/sys/kernel/mm/transparent_hugepage/defrag', 'transparent_hugepage.defrag', 'thp_defrag'],
    label: 'THP defrag',
    unit: 'always|defer|defer+madvise|madvise|never',
    default: 'madvise',
    values: ['always', 'defer', 'defer+madvise', 'madvise', 'never'],
    doc: 'Whether THP allocations stall for compaction.',
    read: 'always raises the THP hit rate at the cost of allocation stalls (compact_stall).',
    source: 'defrag_store() in mm/huge_memory.c',
    since: 'v2.6.38',
    related: ['compact_stall'],
    modelled: false,
  },
  {
    key: 'vm.nr_hugepages',
    aliases: ['/proc/sys/vm/nr_hugepages', 'nr_hugepages'],
    label: 'hugetlb pages',
    unit: 'pages',
    default: 0,
    min: 0,
    max: 1 << 30,
    doc: 'Size of the default hugetlb pool (2 MB pages on x86).',
    read:
      'Reserves memory immediately; with several NUMA nodes the pool is spread over nodes unless set per node. The ' +
      'workload uses them when they cover its footprint (llama.cpp -thp 1).',
    source: 'hugetlb_sysctl_handler() in mm/hugetlb.c',
    since: 'v2.6',
    related: ['HugePages_Total'],
    modelled: true,
  },
  {
    key: 'vm.watermark_scale_factor',
    aliases: ['/proc/sys/vm/watermark_scale_factor', 'watermark_scale_factor'],
    label: 'watermark scale factor',
    unit: '1/10000 of memory',
    default: 10,
    min: 1,
    max: 3000,
    doc: 'Gap between min, low, high (and promo) watermarks.',
    read: 'Default 10 (0.1%). In tiering mode kswapd balances to the promo watermark; a larger factor keeps more free DRAM for promotion.',
    source: 'setup_per_zone_wmarks() in mm/page_alloc.c',
    since: 'v4.6',
    related: ['pgdemote_kswapd'],
    modelled: true,
  },
  {
    key: 'vm.zone_reclaim_mode',
    aliases: ['/proc/sys/vm/zone_reclaim_mode', 'zone_reclaim_mode'],
    label: 'zone reclaim mode',
    unit: 'bitmask',
    default: 0,
    min: 0,
    max: 7,
    doc: 'Reclaim on the local node before allocating remotely.',
    read: 'Usually 0; non-zero can fight with tiering.',
    source: 'node_reclaim() in mm/vmscan.c',
    since: 'v2.6',
    related: ['numa_miss'],
    modelled: false,
  },
  {
    key: 'numa_balancing.vma_pid_filter',
    aliases: [],
    label: 'per-VMA PID scan filter',
    unit: '0|1',
    default: 0,
    min: 0,
    max: 1,
    doc: 'Kernel version switch (not a sysctl): 1 = task_numa_work skips a VMA the scanning task has not faulted on recently (fc137c0ddab2, v6.4), after the first two passes of the mm.',
    read: '0: every VMA is scanned (before v6.4). 1: a VMA is scanned when hash_32(pid) of the scanning thread is set in its access_pids (two 64-bit windows, rotated every 4 x scan_delay).',
    source:
      'TierScope simulator scenario key; kernel/sched/fair.c vma_is_accessed (commit fc137c0ddab2 "sched/numa: enhance vma scanning logic")',
    since: 'v6.4',
    related: ['numa_balancing.vma_disjoint_fix', 'numa_balancing.vma_starve_fix', 'numa_pte_updates'],
    modelled: true,
  },
  {
    key: 'numa_balancing.vma_disjoint_fix',
    aliases: [],
    label: 'disjoint-VMA scan fix',
    unit: '0|1',
    default: 0,
    min: 0,
    max: 1,
    doc: 'Kernel version switch (not a sysctl): with the PID filter, each VMA may be scanned 1 + (size_MB / scan_size_MB) / 2 times regardless of PIDs.',
    read: 'RFC PATCH V3 "sched/numa: Fix disjoint set vma scan regression" (Raghavendra K T, 2023-05-31).',
    source: 'TierScope simulator scenario key; the patch to vma_is_accessed in kernel/sched/fair.c',
    since: 'v6.5',
    related: ['numa_balancing.vma_pid_filter'],
    modelled: true,
  },
  {
    key: 'numa_balancing.vma_start_seq',
    aliases: [],
    label: 'per-VMA unconditional first scans',
    unit: '0|1',
    default: 0,
    min: 0,
    max: 1,
    doc: "Kernel version switch (not a sysctl): with the PID filter, a VMA is scanned unconditionally in the two passes after task_numa_work first saw it, not only in the mm's first two.",
    read: '"sched/numa: Fix mm numa_scan_seq based unconditional scan" (84db47ca7146, Raghavendra K T, v6.7): vma_is_accessed() tests mm->numa_scan_seq - vma->numab_state->start_scan_seq < 2.',
    source: 'TierScope simulator scenario key; kernel/sched/fair.c vma_is_accessed, task_numa_work',
    since: 'v6.7',
    related: ['numa_balancing.vma_pid_filter', 'numa_balancing.vma_disjoint_fix'],
    modelled: true,
  },
  {
    key: 'numa_balancing.vma_scan_select',
    aliases: [],
    label: 'disjoint-VMA rate-limited scan',
    unit: '0|1',
    default: 0,
    min: 0,
    max: 1,
    doc: 'Kernel patch switch (not a sysctl): a VMA the PID filter skips is scanned anyway once per 1 + ratelimit passes, ratelimit = 1 + ((4 MiB / VMA size) >> 7).',
    read: '"[RFC PATCH V1 2/6] sched/numa: Add disjoint vma unconditional scan logic" (Raghavendra K T, 2023-08-29): task_disjoint_vma_select() and vma_scan_ratelimit(). Not merged in this form.',
    source: 'TierScope simulator scenario key; the patch to task_numa_work in kernel/sched/fair.c',
    since: 'RFC (2023)',
    related: ['numa_balancing.vma_pid_filter', 'numa_balancing.vma_disjoint_fix'],
    modelled: true,
  },
  {
    key: 'numa_balancing.vma_recent_access',
    aliases: [],
    label: 'recently accessed VMAs scanned',
    unit: '0|1',
    default: 0,
    min: 0,
    max: 1,
    doc: 'Kernel patch switch (not a sysctl): with the PID filter, a VMA that any task faulted on in the current access_pids window is scanned, whichever task scans.',
    read: '"[RFC PATCH V1 5/6] sched/numa: Allow recently accessed VMAs to be scanned" (Raghavendra K T, 2023-08-29): vma_accessed_recent() = bitmap_weight(access_pids[access_pid_idx]) >= 1, checked first in vma_is_accessed. Not merged.',
    source: 'TierScope simulator scenario key; the patch to vma_is_accessed in kernel/sched/fair.c',
    since: 'RFC (2023)',
    related: ['numa_balancing.vma_pid_filter'],
    modelled: true,
  },
  {
    key: 'numa_balancing.vma_starve_fix',
    aliases: [],
    label: 'VMA scan starvation fix',
    unit: '0|1',
    default: 0,
    min: 0,
    max: 1,
    doc: 'Kernel version switch (not a sysctl): with the PID filter, a VMA not scanned for more passes of the mm than the process has threads is scanned anyway.',
    read: '"sched/numa: Fix the vma scan starving issue" (Chen Yu, 2024-08-27): mm->numa_scan_seq > prev_scan_seq + get_nr_threads(current).',
    source: 'TierScope simulator scenario key; kernel/sched/fair.c vma_is_accessed',
    since: 'v6.12',
    related: ['numa_balancing.vma_pid_filter'],
    modelled: true,
  },
  {
    key: 'numa_balancing.hot_selection',
    aliases: [],
    label: 'hot page selection',
    unit: '0|1',
    default: 1,
    min: 0,
    max: 1,
    doc: 'Kernel version switch (not a sysctl): 0 = before "memory tiering: hot page selection" (v5.18): every hint fault on a slow-tier page promotes it (MRU), no threshold or rate limit.',
    read: '1 (v5.18+): a page is promoted only when its hint-fault latency is below hot_threshold_ms (or the fast node has plenty of free memory).',
    source:
      "TierScope simulator scenario key; should_numa_migrate_memory() in kernel/sched/fair.c (Huang Ying's series, 2022)",
    since: 'v5.18',
    related: ['numa_balancing.hot_threshold_ms', 'pgpromote_candidate'],
    modelled: true,
  },
  {
    key: 'numa_balancing.skip_toptier_scan',
    aliases: [],
    label: 'skip scanning the fast tier',
    unit: '0|1',
    default: 1,
    min: 0,
    max: 1,
    doc: 'Kernel version switch (not a sysctl): 0 = before "memory tiering: skip to scan fast memory": mode 2 also arms top-tier pages; their faults cost but move nothing.',
    read: '1 (merged): in MEMORY_TIERING mode without NORMAL, change_prot_numa skips top-tier nodes.',
    source:
      'TierScope simulator scenario key; task_numa_work / change_prot_numa in kernel/sched/fair.c and mm/mprotect.c',
    since: 'v5.18',
    related: ['numa_pte_updates', 'numa_hint_faults'],
    modelled: true,
  },
  {
    key: 'numa_balancing.hot_threshold_auto',
    aliases: [],
    label: 'hot threshold auto-adjustment',
    unit: '0|1',
    default: 1,
    min: 0,
    max: 1,
    doc: 'Kernel version switch (not a sysctl): 0 = before "memory tiering: adjust hot threshold automatically" (v6.1): hot_threshold_ms stays as set.',
    read: '1 (v6.1+): every scan_period_max the threshold moves one step (th0/8) toward the promotion rate limit.',
    source: 'TierScope simulator scenario key; numa_promotion_adjust_threshold() in kernel/sched/fair.c',
    since: 'v6.1',
    related: ['numa_balancing.hot_threshold_ms', 'kernel.numa_balancing_promote_rate_limit_MBps'],
    modelled: true,
  },
  {
    key: 'kernel.variant',
    aliases: [],
    label: 'kernel',
    unit: 'base|pghot',
    default: 'base',
    values: ['base', 'pghot'],
    doc: 'Which kernel the simulator models: mainline NUMAB2 promotion or the pghot series.',
    read:
      'base: promotion inside the hint fault; pghot: recorded accesses, promotion by kmigrated. Counters differ: ' +
      'pghot_* and hwhint_* exist only on pghot kernels.',
    source: 'TierScope simulator scenario key (not a sysctl)',
    since: 'TierScope',
    related: ['vm.pghot_enabled_sources'],
    modelled: true,
  },
  {
    key: 'vm.pghot_enabled_sources',
    aliases: [
      '/proc/sys/vm/pghot_enabled_sources',
      'pghot_enabled_sources',
      'enabled_sources',
      'sources',
      'src',
      ...pghotDebugfs('enabled_sources'),
    ],
    label: 'pghot sources',
    unit: 'bitmask',
    default: 0,
    min: 0,
    max: 7,
    bits: { 'hint faults': 1, IBS: 2, CHMU: 4 },
    doc: 'Access sources that feed pghot: 0x1 NUMA hint faults, 0x2 hardware hints (IBS), 0x4 CXL CHMU.',
    read: 'The seeds write src=0x3 for both hint faults and IBS.',
    source: `pghot sysctl (${PGHOT})`,
    since: PGHOT,
    related: ['pghot_recorded_accesses', 'pghot_recorded_hintfaults', 'pghot_recorded_hwhints'],
    modelled: true,
  },
  {
    key: 'vm.pghot_freq_threshold',
    aliases: [
      '/proc/sys/vm/pghot_freq_threshold',
      'pghot_freq_threshold',
      'freq_threshold',
      ...pghotDebugfs('freq_threshold'),
    ],
    label: 'pghot freq_threshold',
    unit: 'accesses',
    default: 2,
    min: 1,
    max: 127,
    doc: 'Accesses within the window needed to promote a page.',
    read:
      'Default 2; 1 behaves like NUMAB2 (promote on the first qualifying access). Raising it promotes fewer, hotter ' +
      'pages (001: C5 -> C6).',
    source: `pghot (${PGHOT})`,
    since: PGHOT,
    related: ['vm.pghot_promote_freq_window_ms', 'pgpromote_success'],
    modelled: true,
  },
  {
    key: 'vm.pghot_promote_freq_window_ms',
    aliases: [
      '/proc/sys/vm/pghot_promote_freq_window_ms',
      'pghot_promote_freq_window_ms',
      'promote_freq_window_ms',
      'freq_window_ms',
      'freq_window',
      ...pghotDebugfs('freq_window_ms'),
    ],
    label: 'pghot window (ms)',
    unit: 'ms',
    default: 3000,
    min: 1,
    max: 600000,
    doc: 'Window in which the access frequency is counted.',
    read: 'Default 3000 ms (5000 in some revisions).',
    source: `pghot (${PGHOT})`,
    since: PGHOT,
    related: ['vm.pghot_freq_threshold'],
    modelled: true,
  },
  {
    key: 'vm.pghot_promote_rate_limit_MBps',
    aliases: [
      '/proc/sys/vm/pghot_promote_rate_limit_MBps',
      'pghot_promote_rate_limit_MBps',
      'promote_rate_limit_MBps',
      'rate_limit',
    ],
    label: 'pghot rate limit (MB/s)',
    unit: 'MB/s',
    default: 65536,
    min: 0,
    max: 1 << 20,
    doc: "kmigrated's promotion rate limit per target node.",
    read: 'Default 65536 (unlimited), like the NUMAB2 limit.',
    source: `pghot (${PGHOT})`,
    since: PGHOT,
    related: ['kernel.numa_balancing_promote_rate_limit_MBps'],
    modelled: true,
  },
  {
    key: 'vm.pghot_target_nid',
    aliases: ['/proc/sys/vm/pghot_target_nid', 'pghot_target_nid', 'target_nid', ...pghotDebugfs('target_nid')],
    label: 'pghot target node',
    unit: 'node',
    default: -1,
    min: -1,
    max: 1023,
    doc: 'Top-tier node that promotions go to (-1 = the node of the accessing CPU).',
    read: 'The seeds use target_nid=1 with the benchmark pinned to node 1.',
    source: `pghot (${PGHOT})`,
    since: PGHOT,
    related: ['pgpromote_success'],
    modelled: true,
  },
  {
    key: 'pghot.kmigrated_sleep_ms',
    aliases: [...pghotDebugfs('kmigrated_sleep_ms'), 'kmigrated_sleep_ms'],
    label: 'kmigrated sleep (ms)',
    unit: 'ms',
    default: 100,
    min: 1,
    max: 60000,
    doc: 'How long kmigrated sleeps between passes over the hot list.',
    read: 'Default 100 ms: with kmigrated_batch_nr it bounds the promotion rate (batch / sleep).',
    source: `kmigrated thread (${PGHOT})`,
    since: PGHOT,
    related: ['pghot.kmigrated_batch_nr'],
    modelled: true,
  },
  {
    key: 'pghot.kmigrated_batch_nr',
    aliases: [...pghotDebugfs('kmigrated_batch_nr'), 'kmigrated_batch_nr'],
    label: 'kmigrated batch',
    unit: 'pages',
    default: 512,
    min: 1,
    max: 1 << 20,
    doc: 'Pages kmigrated migrates per batch (one TLB flush per batch).',
    read: 'Default 512; batched migration with one TLB flush is several times cheaper than migrating inside the fault.',
    source: `kmigrated thread (${PGHOT})`,
    since: PGHOT,
    related: ['pghot.kmigrated_sleep_ms'],
    modelled: true,
  },
  {
    key: 'pghot.precise',
    aliases: [],
    label: 'pghot precise',
    unit: 'bool',
    default: 0,
    min: 0,
    max: 1,
    doc: 'pghot record mode: precise keeps more frequency bits and a longer time reach.',
    read: 'Costs more memory per tracked PFN (4 bytes instead of 1).',
    source: `pghot (${PGHOT})`,
    since: PGHOT,
    related: ['vm.pghot_freq_threshold'],
    modelled: true,
  },
  {
    key: 'ibs.period',
    aliases: [],
    label: 'IBS period',
    unit: 'ops',
    default: 10000,
    min: 1000,
    max: 1 << 26,
    doc: 'AMD IBS sampling period: one sample per this many ops per CPU.',
    read: 'The seeds use 10000. A smaller period sees more accesses and drops more (hwhint_dropped_events).',
    source: `IBS memory profiler in the pghot series (${PGHOT})`,
    since: PGHOT,
    related: ['hwhint_total_events', 'hwhint_dropped_events'],
    modelled: true,
  },
  {
    key: 'ibs.l3miss_only',
    aliases: [],
    label: 'IBS L3 miss only',
    unit: 'bool',
    default: 1,
    min: 0,
    max: 1,
    doc: 'Sample only loads that missed L3.',
    read: 'Filters out cache hits, so samples are memory accesses.',
    source: `IBS memory profiler in the pghot series (${PGHOT})`,
    since: PGHOT,
    related: ['hwhint_dram_accesses'],
    modelled: true,
  },
  {
    key: 'chmu.unit',
    aliases: [],
    label: 'CHMU unit (bytes)',
    unit: 'bytes',
    default: 4096,
    min: 4096,
    max: 1 << 30,
    doc: 'CXL hotness monitoring unit granularity (a power of two).',
    read: 'Seen on the list: 4K.',
    source: `CHMU source discussed with the pghot series (${PGHOT})`,
    since: PGHOT,
    related: ['chmu.threshold'],
    modelled: true,
  },
  {
    key: 'chmu.epoch_ms',
    aliases: [],
    label: 'CHMU epoch (ms)',
    unit: 'ms',
    default: 1000,
    min: 1,
    max: 600000,
    doc: 'CHMU counting epoch.',
    read: 'Seen on the list: 1 s.',
    source: `CHMU source discussed with the pghot series (${PGHOT})`,
    since: PGHOT,
    related: ['chmu.threshold'],
    modelled: true,
  },
  {
    key: 'chmu.threshold',
    aliases: [],
    label: 'CHMU threshold',
    unit: 'accesses',
    default: 1024,
    min: 1,
    max: 1 << 30,
    doc: 'Accesses per epoch that make a unit hot for the CHMU.',
    read: 'Seen on the list: 1024.',
    source: `CHMU source discussed with the pghot series (${PGHOT})`,
    since: PGHOT,
    related: ['chmu.epoch_ms'],
    modelled: true,
  },
  {
    key: 'colloid.enabled',
    aliases: ['colloid'],
    label: 'Colloid',
    unit: 'bool',
    default: 0,
    min: 0,
    max: 1,
    doc: "Colloid: with tiering (numa_balancing 2), place pages so the tiers' loaded latencies meet: demote hot pages while the default tier is the slower one.",
    read: 'The fork turns it on by writing 6 to kernel.numa_balancing (the simulator keeps 2 there and this switch apart). It helps when the default tier is loaded (a bandwidth antagonist), not when it is idle.',
    source: COLLOID,
    since: 'research prototype (2024)',
    related: ['kernel.numa_balancing', 'mm.numa.demotion_enabled'],
    modelled: true,
  },
  {
    key: 'damon_mtier.enabled',
    aliases: MTIER_PARAM('enabled'),
    label: 'DAMON tiering (mtier)',
    unit: 'bool',
    default: 0,
    min: 0,
    max: 1,
    doc: 'DAMON tiering (damon_sample_mtier): kdamonds promote accessed regions of the slow node and demote unaccessed ones of the fast node, 200 MiB/s each, no hint faults.',
    read: "Independent of kernel.numa_balancing (usually 0 beside it). DAMON samples physical regions, so hot keys hashed over a heap look like the heap's mean; the cold rest of memory (idle buffers) is what it tells apart best.",
    source: MTIER,
    since: 'Linux 6.16 (DAMOS_MIGRATE_HOT/COLD since 6.11)',
    related: ['damon_mtier.node0_mem_used_bp', 'damon_mtier.node0_mem_free_bp', 'kernel.numa_balancing'],
    modelled: true,
  },
  {
    key: 'damon_mtier.node0_mem_used_bp',
    aliases: MTIER_PARAM('node0_mem_used_bp'),
    label: 'mtier promote goal',
    unit: 'bp',
    default: 9970,
    min: 0,
    max: 10000,
    doc: "Quota goal of the promotion scheme: promote while the fast node's used memory is below this share (basis points).",
    read: '9970 = promote until 99.7% of the fast node is used.',
    source: MTIER,
    since: 'Linux 6.16',
    related: ['damon_mtier.enabled', 'damon_mtier.node0_mem_free_bp'],
    modelled: true,
  },
  {
    key: 'damon_mtier.node0_mem_free_bp',
    aliases: MTIER_PARAM('node0_mem_free_bp'),
    label: 'mtier demote goal',
    unit: 'bp',
    default: 50,
    min: 0,
    max: 10000,
    doc: "Quota goal of the demotion scheme: demote cold regions while the fast node's free memory is below this share (basis points).",
    read: '50 = keep 0.5% of the fast node free; with the promote goal it leaves a 0.3-0.5% band.',
    source: MTIER,
    since: 'Linux 6.16',
    related: ['damon_mtier.enabled', 'damon_mtier.node0_mem_used_bp'],
    modelled: true,
  },
  {
    key: 'kmmscand.enabled',
    aliases: ['/sys/kernel/mm/kmmscand/scan_enabled', 'kmmscand'],
    label: 'kmmscand',
    unit: 'bool',
    default: 0,
    min: 0,
    max: 1,
    doc: 'kmmscand: a kernel thread scans page tables for the Accessed bit and a migration thread promotes accessed lower-tier pages, without hint faults.',
    read: 'An RFC (not in mainline); its results were compared with NUMA balancing mode 2 on abench.',
    source: KMMSCAND,
    since: 'kmmscand RFC V0 (2024-12)',
    related: ['kmmscand.scan_period_ms', 'kmmscand.scan_size_mb'],
    modelled: true,
  },
  {
    key: 'kmmscand.scan_period_ms',
    aliases: ['/sys/kernel/mm/kmmscand/mm_scan_period_ms', 'mm_scan_period_ms'],
    label: 'kmmscand scan period',
    unit: 'ms',
    default: 2000,
    min: 400,
    max: 5000,
    doc: 'Initial time between two scans of one mm; adapts within 400..5000 ms to the useful pages found.',
    read: 'Default 2 s; shorter finds hot pages sooner for more scanning CPU.',
    source: KMMSCAND,
    since: 'kmmscand RFC V0 (2024-12)',
    related: ['kmmscand.scan_size_mb'],
    modelled: true,
  },
  {
    key: 'kmmscand.scan_size_mb',
    aliases: ['scan_size'],
    label: 'kmmscand scan size',
    unit: 'MB',
    default: 4096,
    min: 512,
    max: 16384,
    doc: 'Initial range of one mm covered per scan; adapts within 512 MB..16 GB.',
    read: 'Default 4 GB in V0 (later versions 1-2 GB).',
    source: KMMSCAND,
    since: 'kmmscand RFC V0 (2024-12)',
    related: ['kmmscand.scan_period_ms'],
    modelled: true,
  },
];

export const TUNABLE_BY_NAME: ReadonlyMap<string, Tunable> = new Map(
  TUNABLE_REGISTRY.flatMap((t) => [t.key, ...t.aliases].map((n) => [n.toLowerCase(), t] as const)),
);

/** A /proc/sys, /sys/kernel/mm or debugfs path as the dotted name it stands for. */
function dotted(path: string): string | undefined {
  const proc = /^\/proc\/sys\/(.+)$/.exec(path);
  if (proc) return proc[1]!.replace(/\//g, '.');
  const mm = /^\/sys\/kernel\/mm\/(.+)$/.exec(path);
  if (mm) return `mm.${mm[1]!.replace(/\//g, '.')}`;
  const dbg = /^\/sys\/kernel\/debug\/(?:sched\/)?(numa_balancing|pghot)\/(.+)$/.exec(path);
  return dbg ? `debug.${dbg[1]}.${dbg[2]}` : undefined;
}

/**
 * Canonical key for a tunable written as a shorthand, a sysctl or debugfs name or a /proc, /sys path.
 * A sysctl-shaped name the registry does not know stays as written (a tunable, not modelled).
 */
export function canonicalTunable(name: string): string | undefined {
  const n = name.trim();
  const known = TUNABLE_BY_NAME.get(n.toLowerCase());
  if (known) return known.key;
  const d = dotted(n);
  if (d) return TUNABLE_BY_NAME.get(d.toLowerCase())?.key ?? d;
  return /^(kernel|vm|mm|debug)\./.test(n) ? n : undefined;
}

const ON_WORD = /^(enable|enabled|on|true|yes)$/i;
const OFF_WORD = /^(disable|disabled|off|false|no)$/i;

/**
 * A value as the registry's tunable holds it: a numeric tunable written as a word (the boot parameter
 * `numa_balancing=disable`, `demotion_enabled=true`) is 0 or 1; anything else stays as written.
 */
export function tunableValue(key: string, raw: string): string {
  const t = TUNABLE_BY_NAME.get(key.toLowerCase());
  if (!t || typeof t.default !== 'number' || t.values) return raw;
  return ON_WORD.test(raw) ? '1' : OFF_WORD.test(raw) ? '0' : raw;
}

/** Whether a value is one the tunable can hold: one of its words when the registry lists them (THP's `always`, not `1`). */
export function isTunableValue(key: string, value: string): boolean {
  const values = TUNABLE_BY_NAME.get(key.toLowerCase())?.values;
  return !values || values.includes(value);
}

/** The registry as hover entries; a tunable the simulator ignores says so. */
export const TUNABLES: KnowledgeEntry[] = TUNABLE_REGISTRY.map((t) => ({
  kind: 'tunable',
  name: t.key,
  aliases: t.aliases,
  meaning: t.doc,
  unit: t.unit,
  source: t.source,
  since: t.since,
  read: t.modelled ? t.read : `${t.read} Not modelled by the simulator.`,
  related: t.related,
}));
