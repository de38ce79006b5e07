/** The generated inputs `npm run bench` measures (and the scaling tests reuse): each the shape people paste, to a size. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..');

/**
 * How a vmstat series marks each dump: a bare `date +%s` line, a `=== t ===` separator line, `date`'s own
 * output, seconds elapsed alone on a line (`echo $i`), `# t` (read as a root prompt), or a `----` rule.
 */
export type VmstatForm = 'bare' | 'separator' | 'date' | 'elapsed' | 'hash' | 'rule';

/** The stamp line before a dump taken `t` seconds after `start` (epoch seconds). */
function stamp(form: VmstatForm, start: number, t: number): string {
  switch (form) {
    case 'bare':
      return String(start + t);
    case 'separator':
      return `=== ${start + t} ===`;
    case 'date': {
      // `date` itself: `Tue Dec  2 10:00:05 UTC 2025`
      const [day, dd, mon, yyyy, hms] = new Date((start + t) * 1000).toUTCString().replace(',', '').split(' ');
      return `${day} ${mon} ${String(Number(dd)).padStart(2, ' ')} ${hms} UTC ${yyyy}`;
    }
    case 'elapsed':
      return String(t);
    case 'hash':
      return `# ${t}`;
    case 'rule':
      return '----';
  }
}

/**
 * Counter names of a real /proc/vmstat (6.x, x86-64, NUMA balancing and tiering on), in its order: the series
 * people paste, not made-up names (each dump ~4.5 KB).
 */
export const VMSTAT_NAMES: readonly string[] =
  `nr_free_pages nr_zone_inactive_anon nr_zone_active_anon nr_zone_inactive_file
nr_zone_active_file nr_zone_unevictable nr_zone_write_pending nr_mlock nr_bounce nr_zspages nr_free_cma
nr_unaccepted numa_hit numa_miss numa_foreign numa_interleave numa_local numa_other nr_inactive_anon
nr_active_anon nr_inactive_file nr_active_file nr_unevictable nr_slab_reclaimable nr_slab_unreclaimable
nr_isolated_anon nr_isolated_file workingset_nodes workingset_refault_anon workingset_refault_file
workingset_activate_anon workingset_activate_file workingset_restore_anon workingset_restore_file
workingset_nodereclaim nr_anon_pages nr_mapped nr_file_pages nr_dirty nr_writeback nr_writeback_temp nr_shmem
nr_shmem_hugepages nr_shmem_pmdmapped nr_file_hugepages nr_file_pmdmapped nr_anon_transparent_hugepages
nr_vmscan_write nr_vmscan_immediate_reclaim nr_dirtied nr_written nr_throttled_written nr_kernel_misc_reclaimable
nr_foll_pin_acquired nr_foll_pin_released nr_kernel_stack nr_page_table_pages nr_sec_page_table_pages nr_swapcached
pgpromote_success pgpromote_candidate nr_dirty_threshold nr_dirty_background_threshold pgpgin pgpgout pswpin
pswpout pgalloc_dma pgalloc_dma32 pgalloc_normal pgalloc_movable allocstall_dma allocstall_dma32
allocstall_normal allocstall_movable pgskip_dma pgskip_dma32 pgskip_normal pgskip_movable pgfree pgactivate
pgdeactivate pglazyfree pgfault pgmajfault pglazyfreed pgrefill pgreuse pgsteal_kswapd pgsteal_direct
pgsteal_khugepaged pgdemote_kswapd pgdemote_direct pgdemote_khugepaged pgscan_kswapd pgscan_direct
pgscan_khugepaged pgscan_direct_throttle pgscan_anon pgscan_file pgsteal_anon pgsteal_file zone_reclaim_failed
pginodesteal slabs_scanned kswapd_inodesteal kswapd_low_wmark_hit_quickly kswapd_high_wmark_hit_quickly
pageoutrun pgrotated drop_pagecache drop_slab oom_kill numa_pte_updates numa_huge_pte_updates numa_hint_faults
numa_hint_faults_local numa_pages_migrated pgmigrate_success pgmigrate_fail thp_migration_success
thp_migration_fail thp_migration_split compact_migrate_scanned compact_free_scanned compact_isolated
compact_stall compact_fail compact_success compact_daemon_wake compact_daemon_migrate_scanned
compact_daemon_free_scanned htlb_buddy_alloc_success htlb_buddy_alloc_fail unevictable_pgs_culled
unevictable_pgs_scanned unevictable_pgs_rescued unevictable_pgs_mlocked unevictable_pgs_munlocked
unevictable_pgs_cleared unevictable_pgs_stranded thp_fault_alloc thp_fault_fallback thp_fault_fallback_charge
thp_collapse_alloc thp_collapse_alloc_failed thp_file_alloc thp_file_fallback thp_file_fallback_charge
thp_file_mapped thp_split_page thp_split_page_failed thp_deferred_split_page thp_split_pmd thp_scan_exceed_none_pte
thp_scan_exceed_swap_pte thp_scan_exceed_share_pte thp_split_pud thp_zero_page_alloc thp_zero_page_alloc_failed
thp_swpout thp_swpout_fallback balloon_inflate balloon_deflate balloon_migrate swap_ra swap_ra_hit
ksm_swpin_copy cow_ksm zswpin zswpout zswpwb direct_map_level2_splits direct_map_level3_splits nr_unstable`
    .split(/\s+/)
    .filter(Boolean);

/** A `/proc/vmstat` time series with the counter names of a real one, each dump after its stamp, one a second, to `bytes`. */
export function realVmstatSeries(bytes: number, form: VmstatForm): string {
  const values = VMSTAT_NAMES.map((_, i) => 1000 + i * 7919);
  const parts: string[] = [];
  let size = 0;
  for (let t = 0; size < bytes; t++) {
    const lines = [stamp(form, 1764669600, t)];
    for (let i = 0; i < VMSTAT_NAMES.length; i++) {
      // gauges (nr_*) go up and down; event counters only grow
      values[i]! += VMSTAT_NAMES[i]!.startsWith('nr_') ? ((t * 31 + i) % 7) - 3 : (i * 37) % 1000;
      lines.push(`${VMSTAT_NAMES[i]} ${values[i]}`);
    }
    const dump = lines.join('\n') + '\n';
    parts.push(dump);
    size += dump.length;
  }
  return parts.join('');
}

/** A `/proc/vmstat` time series: a timestamp line, then 180 counters, repeated to `bytes`. */
export function vmstatSeries(bytes: number, form: 'bare' | 'separator' = 'bare'): string {
  const names: string[] = [];
  for (const p of [
    'nr_',
    'pgpromote_',
    'pgdemote_',
    'numa_',
    'pgmigrate_',
    'thp_',
    'pgscan_',
    'pgsteal_',
    'compact_',
    'workingset_',
  ])
    for (let i = 0; i < 18; i++) names.push(`${p}counter_${i}`);
  const values = names.map((_, i) => 1000 + i * 7919);
  const parts: string[] = [];
  let size = 0;
  let t = 1764669600;
  while (size < bytes) {
    const lines = [form === 'bare' ? String(t) : `=== ${t} ===`];
    for (let i = 0; i < names.length; i++) {
      values[i]! += (i * 37) % 1000;
      lines.push(`${names[i]} ${values[i]}`);
    }
    const dump = lines.join('\n') + '\n';
    parts.push(dump);
    size += dump.length;
    t += 1;
  }
  return parts.join('');
}

/** A mixed paste: the examples and fixtures, every third quoted as in an e-mail reply, repeated to `bytes`. */
export function mixedPaste(bytes: number): string {
  const docs = [
    ...readdirSync(join(root, 'examples')).map((f) => readFileSync(join(root, 'examples', f), 'utf8')),
    ...readdirSync(join(root, 'test/fixtures'), { withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => readFileSync(join(root, 'test/fixtures', d.name), 'utf8')),
  ];
  const parts: string[] = [];
  let size = 0;
  for (let k = 0; size < bytes; k++) {
    const d = docs[k % docs.length]!;
    const text =
      k % 3 === 1
        ? d
            .split('\n')
            .map((l) => `> ${l}`)
            .join('\n')
        : d;
    parts.push(`\nOn run ${k} we measured:\n\n${text}\n`);
    size += text.length + 30;
  }
  return parts.join('');
}

/** llama-bench `-o json` output: the fixture's records repeated with varied values to `bytes`. */
export function llamaJson(bytes: number): string {
  const recs = JSON.parse(readFileSync(join(root, 'test/fixtures/llama-bench.json'), 'utf8')) as Record<
    string,
    unknown
  >[];
  const out: Record<string, unknown>[] = [];
  let size = 2;
  for (let k = 0; size < bytes; k++) {
    const r = {
      ...recs[k % recs.length]!,
      n_threads: 8 + (k % 120),
      avg_ts: 1 + (k % 997) / 7,
      stddev_ts: (k % 13) / 10,
    };
    out.push(r);
    size += JSON.stringify(r, null, 2).length + 2;
  }
  return JSON.stringify(out, null, 2);
}

/** llama-bench `-o csv`: a header and rows of the same shape. */
export function llamaCsv(bytes: number): string {
  const head =
    'build_commit,build_number,cpu_info,model_type,model_size,model_n_params,n_threads,type_k,n_gpu_layers,test,n_prompt,n_gen,avg_ns,stddev_ns,avg_ts,stddev_ts';
  const rows: string[] = [head];
  let size = head.length;
  for (let k = 0; size < bytes; k++) {
    const r = `"8e672efe",4519,"AMD EPYC 9654 96-Core Processor","llama 8x22B Q4_K - Medium",85590106112,140620634112,${8 + (k % 120)},"f16",0,"${k % 2 ? 'tg128' : 'pp512'}",${k % 2 ? 0 : 512},${k % 2 ? 128 : 0},${1e9 + k},${k % 1000},${(1 + (k % 997) / 7).toFixed(3)},${((k % 13) / 10).toFixed(3)}`;
    rows.push(r);
    size += r.length + 1;
  }
  return rows.join('\n') + '\n';
}

/*
 * The shapes of issue 35 (memory bounded by size, not shape): each made to `bytes`, so one shape can be
 * measured at 1 and 10 MB. Values vary with the row so nothing is repeated verbatim.
 */

/** Words of pastes (numbers, units, table bars) on one line of `bytes`, no line break but the last. */
export function oneLine(bytes: number): string {
  const words = ['pgfault', '12', 'numa', 'the', 'x', '=', '|', '1.5', 'GB', 'node0', '>', 'real', '0m1.2s'];
  const out: string[] = [];
  let size = 0;
  for (let k = 0; size < bytes; k++) {
    const w = words[(k * 7919) % words.length]!;
    out.push(w);
    size += w.length + 1;
  }
  return out.join(' ') + '\n';
}

/** A Markdown table of `cols` columns (a config column and numbers) with as many rows as fill `bytes`. */
export function markdownTable(bytes: number, cols = 50): string {
  const head = ['config', ...Array.from({ length: cols - 1 }, (_, c) => `m${c} (ops/s)`)];
  const rows = [`| ${head.join(' | ')} |`, `|${'---|'.repeat(cols)}`];
  let size = rows[0]!.length + rows[1]!.length + 2;
  for (let r = 0; size < bytes; r++) {
    const cells = [`run${r}`];
    for (let c = 1; c < cols; c++) cells.push(String((r * 7919 + c * 104729) % 100000));
    const row = `| ${cells.join(' | ')} |`;
    rows.push(row);
    size += row.length + 1;
  }
  return rows.join('\n') + '\n';
}

/** Tiny blocks (`x=1`, `run 7: 12`, a word) a blank line apart: about a million to 5 MB. */
export function tinyBlocks(bytes: number): string {
  const forms = [(k: number) => `x=${k % 10}`, (k: number) => `a ${k % 10}`, () => 'ok', (k: number) => `${k % 100}`];
  const out: string[] = [];
  let size = 0;
  for (let k = 0; size < bytes; k++) {
    const b = forms[k % forms.length]!(k);
    out.push(b);
    size += b.length + 2;
  }
  return out.join('\n\n') + '\n';
}

/** llama-bench `-o json` records (as llamaJson) written without a space or line break, to about `bytes`. */
export function minifiedJson(bytes: number): string {
  return JSON.stringify(JSON.parse(llamaJson(bytes * 1.6)));
}
