/**
 * Texts of test/wild whose configs the readers do not get right, and why (docs/limits.md). Any other text with wrong
 * configs fails, and so does a text listed here that has become right (then take it off the list).
 */
export const KNOWN_CONFIG_GAPS: Record<string, string> = {
  'gh-ci20-linux-54-mmc-msc0-dd-before-after-read-write-mb-s-blank-lines':
    "dd's output with blank lines between its lines is read by two readers (log lines for three runs, dd for one), so the four blocks are not alike; `32768+0 records in`, written over each, is passed as a shared line over three of them and read as a label over the fourth",
  'gh-gapbs-reclaim-retry-hint-faults-build-columns':
    '`| workload | cap | avg trial s | ... |` over `| PR | 8G | ...`: a column of sizes that are categories (`8G`, `16G`) is read as a measure, and the measures as the runs',
  'gh-kmb-kernel-build-thp-never-mthp64k-slash-runs-zh':
    'a two-column table whose cells hold the runs and a stated mean (`38.03 / 44.28 / 39.43 s（均值 40.58s）`) under `workload · setting` row names is not read',
  'gh-qwen122b-phasef-numa-isolate-runs-columns-numastat-mib-ja':
    '`| サイクル | Run 1 | Run 2 | Run 3 | 中央値 |` repetition and median columns read as runs; Japanese bullets read as run names',
  'gh-vllm-30800-interleave-nps4-percent-in-prose-image':
    'the only result is a sentence (`an average performance improvement of approximately **30%** compared to the baseline`) whose run is the PR itself; the numbers are in an image',
  'lkml-spf-thp-ebizzy-tab-units-column-perf-stat-pair':
    'two perf stat blocks named only in the prose between them (`Running the same command on the Base kernel gave:`); the caption of the table above names them instead',
  'gh-cudf-jni-1366-thp-means-speedup-key-equals':
    '`Means = 550500.0, 494500.0`: one value per run on one `key = a, b` line is not read',
  'gh-rpi-linux-6273-numa-emulation-geekbench-prose-pct':
    'results only in prose (`uplift the single core score of the benchmark by around 6%`)',
  'gh-top500-51-pi5-16gb-numa-sdram-prose-gflops-per-watt':
    "results only in prose (`35.589 Gflops at 12.5W for **2.84 Gflops/W** (vs ... on 8 GB model)`); HPL's `NB : 256` parameter block read as a run",
  'lkml-compaction-depleted-headerless-two-column-test-blocks-quoted':
    'headerless `label  num  num` blocks under `Test: X` captions (the columns never named) are not read',
  'lkml-numacore-theurer-bracket-pipe-table-perf-node-loads-2012':
    'a header with `[ seconds ]` / `[ lower is better ]` notes and a lone `|` between columns is read sideways',
  'gh-dfinity-4801-thp-commits-wrapped-total-time':
    '`= c5e2324da2..3cc2d870fb: Embedders Heap total time: 123947 ms (improved by ...)` lines, two hard-wrapped inside their unit, are not read',
  'gh-gnn-hs-forward-localalloc-interleave-double-dash-ranges':
    'a table whose run is its second column (`| IGB-HOM-small/19 | `localalloc` | ...`): workload and policy joined into one run name',
  'gh-h2d-arena-numa-policy-empty-header-device-columns':
    'a cell of three devices (`5.82 / 7.14 / 6.38`) read as three runs of one; a projection table read as a run',
  'gh-hl-node-snapshot-stages-thp-config-column-prose':
    'a status block of `key: value` lines read as runs; results written as prose inside cells',
  'gh-p100-tensor-split-numa-binding-runs-in-cells':
    '`| arm | historical | today |`: the arms read as the runs, the expectation takes historical/today',
  'gh-power8-blog-results-progression-stage-rows-prose-pin':
    "the pinned run's result is only in prose after its command (`**Result:** Performance **cut in half** (~3.2 t/s)`)",
  'gh-xtu-moe-handoff-interleave-prose-slash-arrow-zh':
    'results in Chinese prose; a settings table (`| \u5f00\u5173 | \u503c | ... |`) read as results',
  'lkml-memcg-rstat-local-time-blocks-after-runs':
    'the first time(1) output is named by its command; the text leaves it unnamed (Before, by implication of the `After:` below)',
  'lkml-numab-ibs-ascii-plot-tab-time-series':
    'a TAB table whose first column is a time axis, with double TABs and an `<end>` cell',
  'lkml-pcp-drain-exit-kbuild-prose-quoted-acked':
    'the runs are read as base/patched; the expectation names the second `with the patch`',
  'lkml-slab-bulk-free-skb-per-elem-pktgen-bullets':
    '`kmem-in-loop Per elem: 109 cycles(tsc) 30.532 ns` lines and `- Unpatched kernel: 2396594pps 1150Mb/sec` bullets are not read',
  'gh-ktransformers-824-use-numa-rebuild-prose-zh':
    'rates stated in Chinese sentences (`推理速度：4 tokens/s`, full-width colon) under Chinese headings; the scorer keeps only [a-z0-9.], so Chinese names cannot be matched',
  'gh-cresco8-llamacpp-first-touch-treatment-matrix':
    'per-launch tables transposed (`| Launch | 1 | 2 | ... |` over `| pages allocated | 1.20 M | ...`: repeats of one run) and a table whose `CV %` and `n` headers repeat beside each run',
  'gh-epyc-nps4-numactl-config-rows-delta':
    'settings compared only in a sentence (`numa_balancing=1` ... (20.42 t/s) — slightly WORSE than `=0` (21.03 t/s))',
  'gh-epyc-q8-profile-perf-counters-bw-util-tables':
    'run-table rows whose Build and Env cells join the name, headings over perf-report blocks not linked to those rows, a perf-stat block named by its heading',
  'gh-power8-llama-thread-table-numactl-recipes':
    'a thread sweep (`| Threads | pp128 (t/s) | tg16 (t/s) | Notes |`) is read as one run with a metric per thread count; the expectation makes each count a run; a `| Component | Value |` spec list read as runs',
  'gh-xeon-quadro-numa-interleave-launch-tables':
    'the expectation names the runs before/after from the prose; the tool names them by their launch policies (`| Configuration | ... |` rows)',
  'lkml-hugetlb-vma-lock-tab-header-split-faults-forks':
    'a TAB header split over three lines (title, versions, names) with units glued to the cells, and rows labelled by test and instance count',
  'lkml-sched-numa-load-avg-headerless-quoted-specjbb':
    'header-less mmtests rows give `baseline` / `patched`; the expectation names the second `first two patches` from the prose',
  'github-gh-go-numa-results-json-label-arms':
    'label-row tables whose cells carry units (`3108.6µs`), JSON result lines and `run1: ns/op=` lines: the row label absorbs the cells',
  'github-gh-numactl-220-numademo-bold-inf':
    'read in full; the run after `setting preferred node to 0` is named `memory with preferred policy (preferred node 0)`, the expectation words it `preferred node to 0`',
  'prose-lkml-tpp-cover-anons-toptier-percent': 'results stated only as percentages in sentences (`from 14% to 80%`)',
  'lkml-numab-pan-scan-period-gain-tab-mmtests':
    'a TAB table split by TAB-indented captions, a `% gain` list, a glued mmtests header (`autonumabenchautonumabench`), netperf kernels renamed `rr-default` / `rr-pan`',
  'mail-lkml-damon-interleave-cxl-repeat-lines-numastat':
    '`REPEAT # N Baseline Total time : X ms` log lines each read as a run; `# Interleave weights set to 3:1` comments not taken as run boundaries; DAMON YAML keys as runs',
  'mail-lkml-promote-preferred-many-memtier-pgpromote-quoted':
    '`Node 0:  pgpromote_success` lines read as runs; memtier tables named by their `AGGREGATED AVERAGE RESULTS` title; a label-less second half of a wide table',
  'time-lkml-migratepages-batch-tlb-side-by-side': 'two time(1) outputs printed side by side under `o/patch  w/patch`',
  'mail-lkml-seccomp-unotify-prose-microseconds':
    'results in two sentences only (`takes 12µs. With this patch, it takes about 3µs`)',
  'mmtests-lkml-numab-disjoint-vma-glued-header-wrapped-lkp':
    'the version line shared by both columns (`6.5.0-rc6`) is left out of the names by design (it tells no run apart; the expectation keeps it); a header that runs two names together is not read',
  'github-gh-colibri-313-blanket-vs-targeted-percent-cells':
    'columns of bold or prose percentage cells (`+40%`, `**-12%**`): a row taken as the run',
  'github-gh-datadog-38493-thp-disabled-pss-prose':
    'a size change in a sentence (`PSS 545 MiB to 517 MiB`): prose sizes are not read',
  'github-gh-iggy-2412-ansi-escaped-before-only':
    'log lines with literal `\\x1b[34m` escapes and a `Before` heading over one run only',
  'github-gh-ik2010-thp-host-malloc-ratios-only': 'results given only as factors (`2x`, `5x`) in sentences',
  'github-gh-jdk11u-2205-thp-rss-ranges-prose': 'ranges of sizes in sentences (`300-600 MB` against `2-3 GB`)',
  'github-gh-ktransformers-1533-dual-cpu-equal-decode-prose': 'one shared rate in a sentence for two setups',
  'github-gh-ktransformers-769-numa-build-numastat-chinese': 'the result is a Chinese from-to sentence',
  'github-gh-kunpeng-25-tps-runs-glued-cell': 'table cells holding eight comma-separated runs each',
  'github-gh-llamacpp-5377-numactl-parallel-print-timings':
    'two numactl commands above two output blocks: the blocks are not paired with the commands',
  'github-gh-llamafile-765-numactl-pinned-tg-prose':
    'prose rates with a comma before the subject (`Running unpinned, I get ~4 t/s`)',
  'github-gh-openblas-863-dgemm-before-after-change':
    'dgemm.goto `SIZE Flops Time` lines with MFlops under prose captions',
  'github-gh-otel-arrow-3157-split-numa-runs-baseline': 'a core-layout table read as runs; runs stated in bold prose',
  'github-gh-tuned-283-numa-balancing-drop-prose': 'one sentence (`upto 20%`)',
  'gh-colibri-1384-coli-numa-paired-off-on-units-in-cells':
    'a `pair` column numbering repetitions, with run and measure joined in each header (`NUMA off rotating median`): the pairs read as runs',
  'gh-colibri-389-mtp-table-numa-arms-in-prose':
    'the NUMA arms are stated only in prose beside a table (`3.95 numactl vs 3.82 COLI_NUMA`)',
  'gh-gapbs-pr-g29-global-numa-four-placements':
    "a VM setup table (`| VM | Guest node0 | ... |`) read as runs; the results table's backticked `Global NUMA` cells join the run names",
  'gh-jarvis-stream-triad-interleave-inline-pipe-tables':
    'markdown tables flattened into paragraphs (rows joined by ` | | `)',
  'gh-kumf-soar-fast-slow-tier-kunpeng-zh':
    'a Node 0 / Node 2 table transposed (the access patterns read as runs) and PMU event names read as runs',
  'gh-llamacpp-18166-direct-io-numa-regression-range-prose':
    'results only as ranges in sentences (`7-8 tokens/s`, `now ~4`)',
  'gh-llamacpp-2603-cpu-hbm-ms-per-token-prose':
    'results only in one sentence with the run named after a comma (`baseline ... is 124 ms/token, with this enhancement and HBM enabled, ... 87 ms/token`)',
  'gh-llamafile-224-numactl-no-mmap-threads-prose':
    "two programs' rates in sentences whose subjects are no run names the reader can tell (`Llama.cpp with Qwen 2.5 32B model would generate ~4.5 tokens/second`)",
  'gh-my-stream-local-global-memory-four-machines':
    '`Local Memory` / `Global Memory` headings over STREAM kernel tables and MPI blocks: kernels read as runs',
  'gh-numa-mem-bench-membind3-rank-latency-numastat-p':
    'per-rank rows with hex addresses (`ranks=000 Cores=1 NUMA=0 0x425620`) read as runs; a wrapped command read as a table',
  'gh-plantegg-numa-bios-cmdline-lat-mem-rd-mlc':
    'runs named only in log file names (`lat.log.BIOSON.cmdlineOff`), lscpu lines read as runs',
  'lkml-clear-huge-page-genoa-milan-quoted-gbs':
    'rows of page sizes written as settings (`pg-sz=2MB`) read as the runs; the expectation takes the implementations in the columns',
  'lkml-memcg-stats-threshold-wis-wrapped-min-max-base-patched':
    'a will-it-scale table wrapped by the mail client (each row over two lines) and a stress-ng table with `B/sec` cells',
  'lkml-numab-protnone-ipi-prose-runtime-mmss-perf-stat-vmstat':
    'runtimes only in prose (`16m45s vs 17m35`, `3.19 (6m5s)`), beside one perf stat and a vmstat dump',
  'gh-arms-tiering-may-june-audit-dram-only-cxl-only':
    'tables whose rows are workloads (`BC Twitter`, `PR Twitter`) and whose columns are the placements (`DRAM-only`, `CXL-only`) read transposed; a computed percent column read as a run',
  'gh-cs499-hw1-numa-node-latency-bandwidth-prose':
    'node-to-node latencies and bandwidths stated only in prose (`numa 0 to numa 1 ... 133.8ns`)',
  'gh-intel-optzone-java-3jvm-vs-2jvm-numa-sla-percent':
    'a spec table, a latency matrix and headings read as runs; the SLA percentages filed under a heading',
  'gh-memtis-nomad-tpp-overhead-expr-cells-cpu-quota':
    'cells holding arithmetic (`2716861-0`, `a - b - c`) join the run names; rows with a blank GUPS cell dropped',
  'gh-polybench-perf-stat-numactl-cpunode0-membind1-remote':
    'one perf stat run under its `numactl --cpunodebind=0 --membind=1` command is named `run`, not by the command',
  'gh-quiver-bench-report-cpu-memory-placement-rows':
    'placement rows (`none`, `local`, `interleave`, `remote`) read as measures of one run named by the heading',
  'lkml-compaction-highalloc-v4-tab-header-headerless-vmstat-2012':
    'a table title (`STRESS-HIGHALLOC`) over a TAB header read as a run; two-column vmstat blocks without a header not read',
  'lkml-damon-reclaim-rfc-prose-33pct-saving-cpu-time':
    'results only as percentages in prose (`33% memory saving`, `5.72% of a CPU`)',
  'lkml-damos-rfc-v5-cameron-quoted-parsec-overhead-requoted-row':
    'a wide quoted table of 25 workloads by 6 runs with `(overhead)` columns read transposed, its labels shifted by one',
  'lkml-memcg-pgfault-stat-pft-ministat-unlabeled-2011':
    'ministat `x` / `+` rows not read; pft and memory.stat blocks unlabelled',
  'lkml-sched-numa-imb-affinity-stream-nps-tab-pct-columns':
    'a column header stacked over four TAB-indented lines (`5.17.0-rc1` / `tip sched/core` / `+ mel-v5` / `+ this-fix`) over `Copy:` rows with `(N pct)`',
  'lkml-sched-numa-imb-v4-srikar-power8-numa01-10-vmstat-pct':
    'two unlabelled time blocks (last_patch / with_patch by order) named by the prose line above them',
  'lkml-slub-detached-freelist-bulk-dash-columns-2015':
    'columns separated by ` - ` (`16 -  69 cycles(tsc) 17.424 ns - 20 cycles(tsc) ...`)',
  'dump-gh-mysql-osmetrics-meminfo-bytes-vmstat-truncated-names':
    'batch 10, on arrival: not read as runs: `*`; read as runs: numcores | speed | bogomips | user | nice | sys (+289)',
  'dump-gh-roofline-numastat-numactl-h-pre-code-html':
    'batch 9, on arrival: not read as runs: `*`; read as runs: <pre><code>Architecture: x86_64 32-bit, 64-bit Little Endian | run | node0 | node1',
  'dump-lkml-mglru-workingset-lrugen-qp-refault-series-vs-attachment':
    'batch 10, on arrival: read as runs: node | 0e | 0p | 0r | 5769505T | 3357277T (+9)',
  'gh-iem-277-pgbench-zfs-pg-settings-change-rows-emoji-verdicts': 'batch 9, on arrival: not read as runs: `baseline`',
  'gh-ik278-thp-prompt-rows-thp-column-two-reps':
    'batch 10, on arrival: read as runs: Prompt=2 `-thp`=1 | Prompt=2 `-thp`=0',
  'gh-ik399-framework-column-ik-vs-llamacpp-offload-logs':
    'batch 10, on arrival: read as runs: fa=0 amb=128 | fa=0 amb=512 | fa=1 amb=128 | fa=1 amb=512 | fa=0 | fa=1',
  'gh-rpi-linux-2649-zswap-zram-default-runs-cmdline-headings':
    'batch 9, on arrival: not read as runs: `With 256M of ZRAM`, `CONF_SWAPSIZE=100`, `CONF_SWAPSIZE=512`, `Default`',
  'gh-rpi-linux-3432-zswap-sysfs-params-time-real-user-sys':
    'batch 9, on arrival: not read as runs: `standard swap`, `zswap enabled`; read as runs: run',
  'gh-tiering-gups-ours-vs-physical-on-off-counters-windows':
    'batch 10, on arrival: read as runs: Off decision windows',
  'lkml-compaction-nonmovable-kernel-base-vs-line-headerless':
    'batch 10, on arrival: not read as runs: `Nonmovable`, `Base`',
  'lkml-futex-private-hash-perf-bench-eu-thousands-qp':
    'batch 9, on arrival: not read as runs: `Before the introducing task local hash`, `With the series`',
  'lkml-hugetlb-parallel-init-ms-columns-saved-pct': 'batch 10, on arrival: read as runs: test | saved',
  'lkml-io-uring-passthru-fixedbufs-tldr-qmark-tabs-flowed':
    'batch 10, on arrival: not read as runs: `Without fixedbufs`, `bdev (non pt)`, `polled+fixed`, `irq driven` (+1)',
  'lkml-sched-lb-rework-numab-on-off-qp-tab-quartile-banners':
    'batch 9, on arrival: not read as runs: `5.4-rc3+ numa_balancing=1`, `5.4-rc3+ numa_balancing=0`, `lb_v4a numa_balancing=1`, `lb_v4a numa_balancing=0`; read as runs: 1564.63 | 243.12 | 13845.6 | 103.78 | 14956.3 | 90.65 (+10)',
  'lkml-sched-shared-runq-v3-normalized-pct-imp-cv-4kernels':
    "the four kernels' `name[pct imp](CV)` tables are read (pctImpTable.ts); the newidle counts `64 clients: count : 1288, 59596  | 4527.02|` under SMT/MC/DIE/NUMA banners, NO_SHARED_RUNQ then SHARED_RUNQ, are not (a values hint points at them)",
  'lkml-thp-swapin-readahead-kb-cells-pct-prefix': 'batch 10, on arrival: not read as runs: `With patch`',
  'lkml-zswap-mthp-v4-box-wrapped-kernel-compressor-rows':
    'batch 10, on arrival: read as runs: zswap-mTHP-Store ZSWAP lz4 | zswap-mTHP-Store ZSWAP deflate-iaa | zswap-mTHP=Store ZSWAP lz4 |',
  'lkp-lkml-reaim-sched-fair-quoted-wrapped-4col':
    'batch 10, on arrival: not read as runs: `070f5e860ee2bf588c99ef7b4c2`, `3e1643da53f3fc7414cfa3ad2a1`, `6b33257768b8dd3982054885ea3`, `9f68395333ad7f5b` (+1); read as runs: +32.5% | 2.09 | ± | 6% | reaim.std_dev_percent | 0.01 (+2)',
  'lkp-lkml-thp-swap-delay-split-a-plus-minus-2016':
    'batch 10, on arrival: not read as runs: `base+patchset`; read as runs: patched',
  'mlc-gh-deviceprofiling-buffer-size-sections-leading-pipe-fio':
    'batch 9, on arrival: not read as runs: `General Memeory Performance Profile`, `256MB for Read-Write`, `256MB for Read only`, `64MB for Read-Write` (+4); read as runs: 0 | ALL Reads | 3:1 Reads-Writes | 2:1 Reads-Writes | 1:1 Reads-Writes | Stream-triad like (+20)',
  'mmtests-lkml-rss-percpu-shell-before-after-qp-triple-quoted':
    'batch 10, on arrival: read as runs: before (9cd6ffa6025) | after (f1a7941243c1)',
  'perfstat-lkml-anon-vma-mutex-mmap-merge-old-layout':
    'batch 9, on arrival: not read as runs: `patches applied`, `unpatched -tip`; read as runs: run',
  'perfstat-lkml-cow-pte-mmap-fork-vs-sfork-100runs-meminfo-quoted':
    'batch 9, on arrival: not read as runs: `./mmap-sfork`, `./mmap-fork`; read as runs: run',
  'perfstat-lkml-pcp-migratetype-quoted-before-after-tab-series':
    'batch 10, on arrival: not read as runs: `mm: page_alloc: move free pages when converting block during isolation`, `mm: page_alloc: close migratetype race between freeing and stealing`, `mm: page_alloc: fix up block types when merging compatible blocks`, `mm: page_alloc: fix freelist movement during block conversion` (+5)',
  'perfstat-lkml-swapcache-race-interval-4blocks-qp-quoted':
    'batch 10, on arrival: not read as runs: `Patched kernel (adding a schedule_timeout_uninterruptible(1) before goto out)`, `Patched kernel (adding a schedule() before goto out)`, `Unpatched kernel`, `Patched kernel`; read as runs: base | patched',
  'time-lkml-hugetlb-vmemmap-batch-v4-unmodified-vs-batching':
    'batch 9, on arrival: not read as runs: `next-20230824 + Batching patches, vm.hugetlb_optimize_vmemmap = 0`, `next-20230824 + Batching patches, vm.hugetlb_optimize_vmemmap = 1`; read as runs: Bare Metal 8 socket Intel(R) Xeon(R) CPU E7-8895 | VM with 252 vcpus on host with 2 socket AMD EPYC 7J13 Milan',
  'dump-lkml-compaction-async-base-head-inline-label-vmstat-quoted':
    'batch 11, on arrival: not read as runs: `4.3`; read as runs: run',
  'gh-bench-plan-mmap-tlb-pressure-thp-on-off-host-rows-granule-sweep':
    'batch 11, on arrival: read as runs: fixed-cost model predicts (no THP)',
  'gh-guguyayak-numa-nfsd-isolcpus-before-after-zh-codeblock':
    'batch 11, on arrival: not read as runs: `屏蔽无numa内存的CPU，把nfsd线程绑核`, `前面测试`',
  'gh-ik259-llama-bench-numa-balancing-with-without-interleave-sections':
    'batch 11, on arrival: not read as runs: `Now exactly the same with`, `Without NUMA Balancing`, `With NUMA Balancing`, `Single Socket`, `Test Two`; read as runs: threads=64 | threads=86 | threads=128 | threads=43 | threads=172 | threads=43 mla=2 (+13)',
  'gh-ik666-numactl-membind-runs-prose-from-to-numbered':
    "batch 11, on arrival: not read as runs: `ik_llama.cpp optimized build`, `Batch 16384`, `Batch 8192`, `Baseline`; read as runs: before | after | added to TG debit from | didn't hit your 7950X's | Avg PP",
  'gh-misrastdc-allocator-bench-columns-units-in-footnotes':
    'batch 11, on arrival: read as runs: misra (Heap only) | misra-correct (Slab) | Checkerboard (4 K small) | Checkerboard (16 K small) | Checkerboard (64 K small) | Lifetime mix (+1)',
  'gh-pg10k-r8g-tuning-notes-run-journal-hugepages-metric-value-tables':
    'batch 11, on arrival: not read as runs: `Run 1`, `Run 3`; read as runs: Hardware Specs | WAL tuning (from Scenario C) | Benchmark | 15s | 20s | 25s (+13)',
  'gh-xiangshan-mcf-thp-off-on-counter-table-comma-pct-zh':
    'batch 11, on arrival: read as runs: `mcf_4019` | `mcf_7363` | `mcf_5049` | `mcf_1773` | 变化',
  'lkml-table-kasan-vmalloc-test-vmalloc-cycles-x-baseline-columns-reply':
    'batch 11, on arrival: not read as runs: `KASAN original`, `KASAN vmalloc`, `No KASAN`',
  'lkml-table-vmalloc-lock-contention-jobs-rows-vs-separator-cover': 'batch 11, on arrival: not read as runs: `1-page`',
  'lkp-lkml-shrinker-reclaim-2014-tilde-4commit-plus-rebased-2col': 'batch 11, on arrival: read as runs: 60c10afd',
  'perfstat-lkml-thp-ppc64-quoted-enabled-disabled-indian-commas':
    'batch 11, on arrival: not read as runs: `large page via hugetlbfs`',
  'time-lkml-vma-lock-align-pft-headerless-hmean-gnu-time-wrapped-qp':
    'batch 11, on arrival: read as runs: run | 32-bit, 64-bit 46 bits physical, 48 bits virtual Little Endian | 896 KiB (28 instances) 7 MiB (28 instances) 70 MiB (2 instances)',
  'dump-lkml-oom-rsync-btrfs-kpagecount-vmstat-4.8.4-plus-quoted-4.9rc3-oom-meminfo':
    'batch 12, on arrival: not read as runs: `4.9-rc3`, `4.8.4`; read as runs: 5 | 2 | 7 | 36 | 10 | 6 (+5)',
  'gh-bobcui-redis-thp-overcommit-latency-spikes-zh':
    'batch 12, on arrival: not read as runs: `transparent_hugepage always vm.overcommit_memory=0`, `transparent_hugepage never vm.overcommit_memory=0`, `transparent_hugepage never vm.overcommit_memory=1`',
  'gh-datavzrd-1259-mimalloc-peak-rss-prose': 'batch 12, on arrival: not read as runs: `system allocator`, `mimalloc`',
  'gh-heph-328-mimalloc-arrow-cells-wall-cpu-rss':
    'batch 12, on arrival: not read as runs: `platform allocator`, `mimalloc`',
  'gh-plentychess-449-numa-speedtest-main-numa-blocks':
    'batch 12, on arrival: not read as runs: `main`, `numa`; read as runs: Passed non-regression single-threaded | Games   N: 21544 W: 5292 L: 5203 D',
  'gh-rustcfml-354-mimalloc-purge-env-continuation-rows-slash-rounds':
    'batch 12, on arrival: not read as runs: `both options`, `defaults`; read as runs: server CPU | RSS load',
  'gh-stockfish-5253-numa-pinned-default-sha-date-columns':
    'batch 12, on arrival: not read as runs: `default`, `pinned`',
  'perfstat-lkml-audit-filter-getpid-min-mean-rows-go-from-to-compact-counters':
    'batch 12, on arrival: not read as runs: `from`, `to`',
  'lkml-vmscan-lru-lock-cost-usemem-perf-lock-ms-cells':
    "read since 2026-12-06 (a remark after a row's last value is no cell): its perf lock table's `Before` / `After` are read as runs of their own; the text means baseline / patched",
  'dump-kvm-page-hinting-passthrough-free-hugepages-before-after-numastat-c-qemu':
    'batch 13, on arrival: not read as runs: `before`',
  'dump-lkml-thp-khugepaged-2010-quoted-vmstat-1-columns-plus-anonhugepages-lines':
    'batch 13, on arrival: not read as runs: `shortly after start`, `after it settled`; read as runs: run',
  'dump-netdev-udp-drop-counters-nstat-before-after-qp-review':
    'batch 13, on arrival: not read as runs: `Before`, `After`',
  'gh-cfish-48-large-pages-base-test-diff-mean-stdev':
    'batch 13, on arrival: not read as runs: `Test`; read as runs: Diff',
  'gh-codis-773-redis-benchmark-pipeline-qps-prose-zh':
    'batch 13, on arrival: not read as runs: `\u52a0\u4e0a-P`, `\u4e0d\u52a0-P`',
  'gh-jdk-15781-pretouch-thp-startup-time-prose': 'batch 13, on arrival: not read as runs: `before`, `after`',
  'gh-ollama-9087-cpu-backends-eval-rate-two-runs-each':
    'batch 13, on arrival: not read as runs: `no more backends`, `sapphirerapids`, `sandybridge`, `alderlake`, `skylakex`, `icelake`, `haswell`',
  'gh-openj9-9843-largepages-experiment-bullets-throughput-score':
    'batch 13, on arrival: not read as runs: `Experiment 1`, `Experiment 4`, `Experiment 5` (2 and 3 have no number)',
  'gh-sysbench-254-memory-threads-bold-mibs-then-stream':
    'batch 13, on arrival: not read as runs: `4 (half of the whole cores)`, `OMP_NUM_THREADS=1`, `8 ( whole cores)`, `1 (sigle core)`',
  'lkml-table-btrfs-delayed-ref-head-fs-mark-before-after-total-files-sec-plus-latency-histograms':
    'batch 13, on arrival: not read as runs: `Before this change`, `After this change`; read as runs: FSUse%=10 Count=1200000 | FSUse%=16 Count=2400000 | FSUse%=23 Count=3600000 | FSUse%=50 Count=4800000 | FSUse%=53 Count=6000000 | FSUse%=30 Count=4800000 (+2)',
  'lkml-table-ext4-mb-optimize-scan-extents-dd-m-s-times-plus-mballoc-stats':
    'batch 13, on arrival: read as runs: Size | cr0_stats | cr1_stats | cr2_stats | cr3_stats',
  'lkml-table-ppc-vcpu-preempt-schbench-side-by-side-tabs-perf-stat-columns':
    'batch 13, on arrival: not read as runs: `v5.4`; read as runs: with 32 cores | run',
  'lkml-table-sched-eevdf-schbench-quoted-compact-plus-tab-other-batch-base-slice':
    'batch 13, on arrival: not read as runs: `EEVDF base_slice = 3000[us] OTHER`, `EEVDF base_slice = 3000[us] BATCH`, `EEVDF base_slice = 6440[us] OTHER`, `EEVDF base_slice = 6440[us] BATCH`, `CFS OTHER`, `CFS BATCH`; read as runs: OTHER | BATCH | 20.0th: 6184 (9 samples) * 50.0th: 6184 (0 samples) 90.0th: 6184 (0 samples)',
  'mail-erofs-fio-randread-erofs-vs-squashfs-double-spaced-quoted':
    'batch 13, on arrival: not read as runs: `SquashFs`, `Erofs`',
  'perfstat-lkml-slub-prefetch-freelist-hackbench-32runs-wrapped-before-after-x86-arm64':
    'batch 13, on arrival: read as runs: Afther',
  'time-io-uring-multishot-accept-stock-patched-plus-fish-executed-in-blocks':
    'batch 13, on arrival: not read as runs: `singleshot, normal files`, `multishot, fixed files`, `before`, `after`',
  'dump-lkml-kswapd-craziness-3.7-quoted-vmstat-zoneinfo-fragments-perf-callgraph-2012':
    "batch 14, after this session's reader changes: not read as runs: `*`; read as runs: You control the mighty koji :-) | Node 0, zone      DMA",
  'gh-bloaty-mcbloatface-2-jemalloc-vs-glibc-arena-max-docker-stats-runs':
    "batch 14, after this session's reader changes: not read as runs: `Using glibc (MALLOC_ARENA_MAX default value)`, `Using glibc (MALLOC_ARENA_MAX=64)`, `Using glibc (MALLOC_ARENA_MAX=2)`, `Using jemalloc`",
  'gh-ipex-546-llama2-deepspeed-fp32-bf16-int8-blockquote-bold-latencies':
    "batch 14, after this session's reader changes: not read as runs: `INT8 weight-only quantization, without AMP`, `INT8 weight-only quantization, with AMP`; read as runs: Inference latency | 1st token latency | 2nd token latency",
  'gh-itrex-672-model-print-timings-windows-vs-wsl-four-blocks':
    "batch 14, after this session's reader changes: not read as runs: `llama.cpp on WSL`",
  'gh-libdb-181-wiredtiger-gap-thread-ratio-table-numa-spread':
    'batch 15, on arrival: not read as runs: `t=128`, `t=32`, `t=8`',
  'gh-memtier-243-rate-limit-sweep-type-totals-grep-lines':
    'batch 15, on arrival: not read as runs: `1000`, `2000`, `4000`; read as runs: run',
  'gh-mesh-116-redis-info-memory-jemalloc-then-mesh-dumps':
    'batch 15, on arrival: not read as runs: `jemalloc-5.1.0`, `Mesh`',
  'gh-nucleus-2898-guest-pages-4k-vs-2m-hugetlbfs-two-tables-bold':
    'batch 15, on arrival: not read as runs: `4 KiB (default)`, `2 MiB hugetlbfs`',
  'gh-opentripplanner-8016-speedtest-cross-order-routing-time-prose-swap':
    "batch 14, after this session's reader changes: not read as runs: `baseline`, `change`",
  'gh-orbitkv-61-tiered-kv-hbm-dram-ssd-hits-table-vs-hbm-only-arrows':
    "batch 14, after this session's reader changes: not read as runs: `HBM-only`, `tiered`",
  'gh-prototype-db-1-readme-redis-benchmark-q-plus-memtier-thread-headings':
    "batch 14, after this session's reader changes: not read as runs: `protodb1, 1 threads, 16 pipeline`, `protodb1, 2 threads, 16 pipeline`, `protodb1, 4 threads, 16 pipeline`, `protodb1, 4 threads`; read as runs: [...]",
  'gh-rocksdb-10461-fix-vs-revert-block-cache-by-rx-by-os-bullets':
    'batch 15, on arrival: not read as runs: `revert`, `fix`',
  'gh-superbenchmark-662-cpu-memory-bw-latency-numa-0-1-json-quoted':
    "batch 14, after this session's reader changes: not read as runs: `numa_0_1`, `numa_1_0`",
  'gh-wiredtiger-10495-ycsb-baseline-vs-branch-csv-average-inputs':
    'batch 15, on arrival: not read as runs: `this branch`, `baseline`',
  'lkml-table-cma-bh-lru-lmbench-file-vm-latencies-rows-named-in-prose-quoted':
    "batch 14, after this session's reader changes: not read as runs: `invalidating entire lru`, `dropping selected bh`; read as runs: 10.178.33 Linux 3.10.19",
  'lkml-table-memcg-page-counter-false-sharing-quoted-tab-row-labels-a-p100-2021':
    'batch 15, on arrival: not read as runs: `v5.11-rc1+patch`, `v5.11-rc1`',
  'lkml-table-net-virtio-bql-tcp-rr-1q-4q-with-without-label-lines-three-runs-2024':
    'batch 15, on arrival: not read as runs: `1q, with bql`, `4q, with bql`, `1q, w/o bql`, `4q, w/o bql`',
  'mmtests-lkml-reclaim-congest-glued-vanilla-header-duration-ops-throttle-counts':
    "batch 14, after this session's reader changes: not read as runs: `mm-reclaimcongest-v2r5`, `vanilla`; read as runs: 5.15.0-rc1 vanillamm-reclaimcongest-v2r5 | 5.15.0-rc1",
  'mmtests-lkml-thp-gfp-thisnode-relax-vs-noretry-3way-usemem-thpfioscale-blocks-2018':
    'batch 15, on arrival: read as runs: 4.19.0 4.19.0 4.19.0 vanilla relaxthisnode-v1r1 noretry-v1r1',
  'perfstat-lkml-thp-memcpy-perf-bench-always-never-quoted-wrapped-dtlb-2013':
    "batch 14, after this session's reader changes: not read as runs: `with THP`, `no THP`; read as runs: Copying 1gb Bytes ...",
  'gh-ff5m-66-zram-algo-ratio-table-cold-pages-prose': 'batch 16, on arrival: not read as runs: `zstd`',
  'gh-homebrew-core-92287-redis-libc-benchmark-q-lines-checklist':
    'batch 16, on arrival: not read as runs: `libc`; read as runs: run',
  'gh-hpl-altra-10-tinymembench-jg-rb-run-dash-table':
    'batch 16, on arrival: not read as runs: `JG-run`, `RB-run`; read as runs: C copy backwards | C copy backwards (32 byte blocks) | C copy backwards (64 byte blocks) | C copy | C copy prefetched (32 bytes step) | C copy prefetched (64 bytes step) (+16)',
  'gh-ompi-5915-shm-window-alloc-ms-seven-col-dash-table':
    'batch 16, on arrival: not read as runs: `PreInitialize SingleByte (24p)`, `PreInitialize SingleByte (2p)`, `Preinitialize (24p)`, `Preinitialize (2p)`, `4.0.0rc5 (24p)`, `4.0.0rc5 (2p)`',
  'gh-openbmc-236-min-free-kbytes-meminfo-free-italic-prose':
    'batch 16, on arrival: not read as runs: `*`; read as runs: total | used | free | shared | buffers',
  'gh-rolldown-9516-peak-heap-maxrss-three-config-table':
    'batch 16, on arrival: not read as runs: `#9554 (1-line drop)`, `#9555 (threaded)`; read as runs: **dhat At t-gmax (peak heap)** rome | **dhat At t-gmax (peak heap)** rome --minify | **ru_maxrss (getrusage)** rome (3-run avg) | **ru_maxrss (getrusage)** rome --minify (3-run avg) | **time -ahl peak RSS** rome (3-run avg) | **time -ahl peak RSS** rome --minify (3-run avg) (+1)',
  'gh-samyama-1119-rss-shrink-fence-layout-heap-rss-table':
    'batch 16, on arrival: read as runs: RSS before shrink | RSS after malloc_trim | PERF-10                     535.0 -> 531.8 B/edge   = | intern property keys and labels | `shrink_to_fit` after bulk load',
  'lkml-table-fs-f2fs-compress-user-mode-dio-androbench-pipe-wo-w-patch-quoted-2023':
    'batch 16, on arrival: not read as runs: `w/o patch`, `w/ patch`',
  'lkml-table-mm-kvm-async-pf-handle-page-fault-kernbench-side-by-side-with-without-if-2010':
    "batch 16, on arrival: not read as runs: `Without 'if'`, `With 'if'`; read as runs: Sleeps 836103 (1594.93) | Sleeps 836048 (2597.78)",
  'perfstat-lkml-sched-cpufreq-consolidate-pipe-tip-patch-schedutil-performance-tabbed-quote-2024':
    'batch 16, on arrival: read as runs: 3 runs',
  'dump-lkml-mm-cma-stress-cmafree-exceeds-total-meminfo-grep-before-after-2016':
    'batch 17, as read at d6895c2: not read as runs: `100 multi-thread`',
  'dump-lkml-mm-low-memory-booster-buddyinfo-free-m-unlabelled-two-snapshots-2013':
    'batch 17, as read at d6895c2: not read as runs: `before reclaim`, `after reclaim`; read as runs: Following are some results obtained | Total Memory Freed: -1 MB',
  'dump-lkml-mm-smaps-pmd-migration-entry-before-after-patch-quoted-one-vma-2020':
    'batch 18, as read at d6895c2: not read as runs: `Before the patch`, `After the patch`; read as runs: run',
  'gh-clickhouse-39026-query-log-bold-prose-memory-usage-range': 'batch 18, as read at d6895c2: not read as runs: `*`',
  'gh-codeaf-1310-gogc-400-vs-100-rss-ab-prose':
    'batch 17, as read at d6895c2: not read as runs: `GOGC=400`, `GOGC=100`',
  'gh-counting-words-2-hyperfine-four-binaries-mmap-summary-times-faster':
    'batch 18, as read at d6895c2: not read as runs: `./bin/4_threads bench.txt`, `./bin/3_simd bench.txt`, `./bin/6_mmap bench.txt`, `./bin/2_mvp bench.txt`; read as runs: ./bin/2_mvp | ./bin/3_simd | ./bin/4_threads | ./bin/6_mmap',
  'gh-fishbaseapi-29-docker-stats-five-containers-mem-usage-limit':
    'batch 18, as read at d6895c2: not read as runs: `fblogstash`, `fbmysql`, `fbnginx`, `fbredis`, `fbapi`',
  'gh-kloset-498-sqlite-cache-size-baseline-vs-this-timing-peak-rss-runs-in-bullets':
    'batch 18, as read at d6895c2: not read as runs: `with this`, `baseline`',
  'gh-noah-18-allnoconfig-build-time-value-first-bullets':
    'batch 18, as read at d6895c2: not read as runs: `Ubuntu 16.04 on VMware Fusion`, `noah`',
  'gh-php-redis-server-18-redis-benchmark-q-quoted-php-vs-redis-no-labels':
    'batch 18, as read at d6895c2: not read as runs: `Redis version=4.0.12`, `php 7.3.5`; read as runs: run',
  'gh-pytest-benchmark-179-compose-prefixed-now-vs-baseline-ratio-cells':
    'batch 18, as read at d6895c2: not read as runs: `test_fig (/tests_benchmark/baselines/fig)`, `test_fig (NOW)`',
  'gh-shotover-638-cargo-bench-wall-time-prose-two-lines':
    'batch 18, as read at d6895c2: not read as runs: `main branch`, `this PR`',
  'gh-static-web-server-334-wrk-hash-commented-ram-comment-pr-vs-v2.28.0':
    'batch 18, as read at d6895c2: not read as runs: `this PR`; read as runs: 4 threads and 100 connections Thread Stats Avg | 4 threads and 100 connections Stdev | Max | +/- Stdev | Latency Distribution',
  'gh-streambenchmark-jl-14-box-drawing-copy-scale-add-triad-m1':
    'batch 18, as read at d6895c2: not read as runs: `*`; read as runs: \u255f\u2500 COPY | \u255f\u2500 SCALE | \u255f\u2500 ADD | \u255f\u2500 TRIAD',
  'gh-uutils-procps-470-vmstat-s-two-unlabeled-blocks-one-prompt':
    'batch 17, as read at d6895c2: not read as runs: `cargo run -q vmstat -s`, `vmstat -s`; read as runs: run',
  'lkml-table-lkml-mm-hotplug-pgdat-srcu-unixbench-lmbench-identical-row-labels-quoted-2008':
    'batch 17, as read at d6895c2: not read as runs: `2.6.27-rc1-mm1 with my patch`, `Normal 2.6.27-rc1-mm1`; read as runs: localhost Linux 2.6.27-          ia64-linux-gnu | localhost Linux 2.6.27-',
  'lkml-table-lkml-sched-sm-idle-hackbench-schbench-netperf-baseline-with-sm-idle-plus-ipistorm-2024':
    'batch 17, as read at d6895c2: not read as runs: `tip:sched/core + SM_IDLE`, `Without the patch`, `tip:sched/core`, `With the patch`, `with-SM_IDLE`, `baseline`; read as runs: base | patched',
  'lkml-table-lkml-sched-sync-wakeup-waker-cpu-unixbench-schbench-hackbench-typo-header-tabs-2022':
    'batch 18, as read at d6895c2: not read as runs: `w/o patch`, `w/ patch`; read as runs: patch | w/ | patch #2',
  'lkp-lkml-xfs-alloc-trylock-fsmark-quoted-two-then-three-commit-debug-patch-2023':
    'batch 18, as read at d6895c2: not read as runs: `68721405630744da1c07c9c1c3c`; read as runs: base | patched 1 | patched 2',
  'mail-linux-btrfs-fsync-transaction-commit-dbench-before-after-patchset-32-64-clients-quoted-2021':
    'batch 18, as read at d6895c2: not read as runs: `Before applying patchset`, `After applying patchset`; read as runs: Count | AvgLat | MaxLat',
  'mail-lkml-net-iommu-flush-queue-ice-super-netperf-bisect-commit-pair-quoted-ping-2021':
    'batch 17, as read at d6895c2: not read as runs: `3189713a1b84`, `a250c23f15c2`',
  'mmtests-lkml-cpuidle-acpi-cst-haswell-netperf-udp-six-kernels-two-vanilla-plus-sysfs-cstates-2020':
    'batch 17, as read at d6895c2: read as runs: disable-acpi | enable-c6',
  'perfstat-lkml-build-fast-headers-make-j96-hand-summarized-elapsed-cpu-clock-quoted-greg-2022':
    'batch 17, as read at d6895c2: not read as runs: `-fast-headers-v1`, `v5.16-rc7`',
  'perfstat-lkml-perf-bench-sched-pipe-cgroups-g-option-cgroup-switches-two-commands-2023':
    'batch 17, as read at d6895c2: not read as runs: `taskset -c 0 perf bench sched pipe -l 10000 -G AAA,BBB`, `taskset -c 0 perf bench sched pipe -l 10000`; read as runs: run',
  'perfstat-lkml-sched-schedutil-revert-make-j64-kernel-comment-labelled-kernel-governor-outlier-2024':
    'batch 17, as read at d6895c2: not read as runs: `v6.7.0+sched/core bootup default schedutil governor`, `v6.7.0 bootup default schedutil governor`, `v6.7.0 cpufreq-max`, `make -j32 kernel/`; read as runs: builds',
  'time-lkml-bpf-rcu-tasks-trace-trampoline-count-read-mb-ipi-delay-quoted-2020':
    'batch 17, as read at d6895c2: not read as runs: `CONFIG_TASKS_TRACE_RCU_READ_MB=y`, `rcupdate.rcu_task_ipi_delay=50`, `default`; read as runs: run',
  'time-lkml-ipc-namespace-free-ipc-workqueue-time-v-from-to-quoted-2020':
    'batch 18, as read at d6895c2: not read as runs: `from`, `to`; read as runs: run',
  'dump-kselftest-mm-ksm-process-cgroup-sysfs-stats-pages-to-scan-3000-max-page-sharing-256-vs-16384-quoted-2023':
    'batch 19, as read at 0c7ba4f: not read as runs: `max_page_sharing value to 16384`, `pages_to_scan to 3000`',
  'dump-linux-mm-oom-desktop-page-types-r-wrapped-long-flags-one-config-2010':
    'batch 19, as read at 0c7ba4f: not read as runs: `*`; read as runs: flags page-count | MB symbolic-flags | ______________________r___________ | reserved | ________________T_________________ | compound_tail (+62)',
  'gh-clickbench-1092-hot-seconds-machine-rows-date-columns':
    'batch 19, as read at 0c7ba4f: not read as runs: `2026-05-09 onwards`, `2026-05-01`; read as runs: c6a.metal | c6a.2xlarge | c8g.metal-48xl',
  'gh-compiler-benchmark-21-2gb-heap-before-after-version-bullets-ms-op':
    'batch 19, as read at 0c7ba4f: not read as runs: `Before`, `After`',
  'gh-mysql-5.6-677-sysbench-point-query-label-last-rows-concurrency':
    'batch 19, as read at 0c7ba4f: not read as runs: `myrocks.feb10`, `myrocks.jun16`, `inno5635.pt1`, `inno5717.pt1`, `inno801.pt1`; read as runs: base | patched',
  'gh-openwrt-9733-kernel-align-rows-up-down-mbps-notes':
    'batch 19, as read at 0c7ba4f: not read as runs: `5.10.111 no just enabled perf event`, `5.10.111 16B`, `5.10.111 32B`, `5.10.111 64B`, `5.10.112 16B`, `5.10.112 32B`, `5.10.112 64B`, `5.10.113 16B`, `5.10.111 4B`, `5.10.111 8B`, `5.10.112 4B`, `5.10.112 8B`, `5.10.113 4B`, `5.10.113 8B`; read as runs: 5.10.111 | 5.10.112 | 5.10.113',
  'gh-rainbowminer-2968-1gb-pages-on-off-hs-xmrig-banner':
    'batch 19, as read at 0c7ba4f: not read as runs: `off`, `on`; read as runs: * DONATE',
  'gh-randomx-22-numa-one-vs-four-processes-hs-prose':
    'batch 19, as read at 0c7ba4f: not read as runs: `single process`, `4 processes`',
  'gh-scala-cli-553-gc-result-records-bloop-java-opts':
    'batch 19, as read at 0c7ba4f: not read as runs: `-XX:+UseZGC -XX:ZUncommitDelay=20 -Xmx4G`, `-XX:+UseZGC -XX:ZUncommitDelay=20`, `-XX:+UseParallelGC -Xmx4G`, `-XX:+UseParallelGC`',
  'gh-tensorflow-21272-jemalloc-with-without-kv-prose-mb-cpu':
    'batch 19, as read at 0c7ba4f: not read as runs: `without jemalloc`, `with jemalloc`',
  'gh-tt-metal-44779-hugepage-size-rows-us-slash-gbs-cells':
    'batch 19, as read at 0c7ba4f: not read as runs: `64KB pages (baseline)`, `2MB hugepages`; read as runs: 4704 KB H2D | 8192 KB H2D | 16384 KB H2D',
  'gh-xcpumemperf-database-md-runs-under-cpu-headings-wr-rd-sec':
    'batch 19, as read at 0c7ba4f: not read as runs: `Ryzen 1700`, `i7-4710HQ`, `i7-4790k`',
  'gh-xmrig-346-hugepages-hs-ranges-banner-key-colon':
    'batch 19, as read at 0c7ba4f: not read as runs: `huge pages disabled`, `hugepages with 128`; read as runs: * API PORT',
  'lkml-table-linux-mm-writeback-bdi-reserve-dd-thresh-rows-chained-three-kernels-compare-rb-2011':
    'batch 19, as read at 0c7ba4f: not read as runs: `3.1.0-rc4-bgthresh3+`, `3.1.0-rc4-bgthresh4+`, `3.1.0-rc4-bgthresh5+`',
  'lkp-lkml-sched-fair-stress-ng-mmapfork-qp-deep-quoted-4commit-wrapped-plus-metrics-brief-sysbench-2020':
    'batch 19, as read at 0c7ba4f: not read as runs: `6c8116c914b65be5e4d6f66d69c`, `c7e6d37f60da32f808140b1b7da`, `e94f80f6c4902000`, `v5.8-rc1+patch`, `v5.8-rc1`, `v5.7`; read as runs: 818985 \u00b1 | 1551 \u00b1 | 1547 \u00b1 | 11292 \u00b1 | 11317 \u00b1 | 28.20 \u00b1 (+3)',
  'mail-lkml-mm-ksm-memory-failure-chain-find-chain-latency-us-two-tests-comma-thousands-fullwidth-parens-2025':
    'batch 19, as read at 0c7ba4f: not read as runs: `Test 1`, `Test 2`',
  'mmtests-linux-xfs-async-inode-inactivation-reaim-disk-headerless-two-columns-plus-sector-writes-two-machines-2021':
    'batch 19, as read at 0c7ba4f: not read as runs: `patched`, `base`',
  'perfstat-linux-mm-speculative-page-faults-v10-ebizzy-tab-base-spf-table-four-blocks-arm64-spf-vs-no-spf-quoted-2018':
    'batch 19, as read at 0c7ba4f: read as runs: 16 CPUs x86 VM | 80 CPUs Power node',
  'time-linux-media-minmax-solo6x10-cpp-real-comma-decimals-two-git-reverts-quoted-2024':
    'batch 19, as read at 0c7ba4f: not read as runs: `867046cc7027703f60a46339ffde91a1970f2901`, `4ead534fba42fc4fd41163297528d2aa731cd121`, `base`',
  'dump-linux-mm-numa-vamaps-rfc-quoted-va-range-node-lines-wrapped-file-one-process-2018':
    'batch 20, as read at 55c0e4a: not read as runs: `*`',
  'gh-dm-writeboost-146-writeback-threshold-0-vs-70-tps-prose':
    'batch 20, as read at 55c0e4a: not read as runs: `writeback_threshold 70`, `writeback_threshold 0`',
  'gh-gns3-vm-61-ksm-run-prose-memory-used-before-after':
    'batch 20, as read at 55c0e4a: not read as runs: `before`, `after`',
  'gh-ironclaw-280-runsc-vs-runc-md-table-added-by-gvisor-ms-x':
    'batch 20, as read at 55c0e4a: read as runs: Added by gVisor',
  'gh-llvm-mingw-192-lto-build-md-tables-min-sec-durations':
    'batch 20, as read at 55c0e4a: not read as runs: `Clang ThinLTO`, `Clang`, `GCC`',
  'gh-lwan-2-weighttp-nginx-vs-lwan-indented-finished-lines':
    'batch 20, as read at 55c0e4a: not read as runs: `Nginx`, `L-WAN`',
  'gh-vmnet-helper-28-iperf3-direction-rows-gbits-md-table':
    'batch 20, as read at 55c0e4a: not read as runs: `host to vm`, `vm to host`, `vm to vm`; read as runs: with krunkit using offloading',
  'lkml-table-linux-mm-slub-poisoning-hackbench-slub-debug-before-after-series-colon-lists-2016':
    'batch 20, as read at 55c0e4a: not read as runs: `slub_debug=- after this series`, `slub_debug=P after this series`, `slub_debug=PQ`, `slub_debug=-`, `slub_debug=P`',
  'lkml-table-mm-dying-process-exclusive-file-folios-android-wo-w-patch-misaligned-rows-reduction-pct-quoted-2025':
    'batch 20, as read at 55c0e4a: not read as runs: `w/o patch`, `w/patch`; read as runs: w/o | patch',
  'mmtests-linux-mm-thp-thisnode-usemem-elapsd-vanilla-vs-noreclaim-quoted-mel-plus-vmstat-glued-header-2018':
    'batch 20, as read at 55c0e4a: read as runs: 4.19.0-rc1 vanillanoreclaim-v1r1 | 4.19.0-rc1',
  'perfstat-linux-mm-per-zone-dirty-dd-usb-3.0-vs-per-zone-dirty-scaled-from-plus-fsmark-time-mmtests-4kernels-quoted-2011':
    'batch 20, as read at 55c0e4a: not read as runs: `lesskswapd-v3r1`; read as runs: writeback-3.0.0',
  'perfstat-lkml-riscv-c-extension-netperf-with-without-wrapped-comment-column-plus-time-size-vmlinux-2025':
    'batch 20, as read at 55c0e4a: read as runs: First with C extension (default) | 780      context-switches                 # | 35      cpu-migrations                   # | 121      page-faults                      # | 19,924,390,238      cycles                           # | 7,681,821,013      instructions                     # (+7)',
  'time-bpf-dwarves-pahole-btf-encode-serial-parallel-reproducible-time-wrapping-perf-stat-r5-hybrid-cycles-2024':
    'batch 20, as read at 55c0e4a: not read as runs: `reproducible build`; read as runs: + CUs-ordered-as-in-vmlinux serial BTF encoding | Comparing the BTF generated | Reproducible | Ok',
  'gh-aura-668-release-lto-cgu1-with-vs-without-build-min-sec-plus-size-table':
    'batch 21, as read at 30111c2: not read as runs: `Strip + thin LTO + codegen-units=1 (current)`, `No strip, no LTO, default codegen units`, `Strip only`; read as runs: linux-amd64',
  'gh-benchmark-operator-396-kubevirt-bus-virtio-vs-sata-fio-iops-pipe-rows':
    'batch 21, as read at 30111c2: not read as runs: `bus=virtio`, `bus=sata`; read as runs: 64KiB   randread | 64KiB   randwrite | 4KiB   randread | 4KiB   randwrite',
  'gh-bun-34924-node-vs-bun-heap-vs-peak-rss-workload-runtime-md-table':
    'batch 21, as read at 30111c2: not read as runs: `bun 1.4.0-canary.1`, `node 26.7`; read as runs: reported heap | peak RSS',
  'gh-erigon-23638-gomemlimit-unbounded-vs-4gib-peak-rss-wall-md-table':
    'batch 21, as read at 30111c2: not read as runs: `GOMEMLIMIT=4GiB`, `unbounded`; read as runs: peak RSS | wall',
  'gh-femu-12-fio-f2fs-vs-ext4-fullwidth-colon-iops-lines':
    'batch 21, as read at 30111c2: not read as runs: `f2fs`, `ext4`',
  'gh-ipop-51-tincan-vs-openvpn-speedtest-bracket-blocks-download-upload':
    'batch 21, as read at 30111c2: not read as runs: `OPENVPN`, `TINCAN`',
  'gh-machinekit-792-cyclictest-rt-preempt-two-boards-quad-backtick-fences':
    'batch 21, as read at 30111c2: not read as runs: `amd64 Brazos N450 motherboard`, `i386, j1900 motherboard`',
  'gh-neon-9780-standard-vs-jemalloc-md-table-ranges-plus-criterion':
    'batch 21, as read at 30111c2: not read as runs: `Standard`, `jemalloc`; read as runs: process_msg/fsync=false/commit=false/size=8',
  'gh-podman-13226-time-docker-vs-podman-run-real-user-sys-prose-lines':
    'batch 21, as read at 30111c2: not read as runs: `docker`; read as runs: Describe the results you received | Git | Commit: | f6526ada1025c2e3f88745ba83b8b461ca659933',
  'gh-rwkv-cpp-148-wkv-v5-before-after-ms-per-token-sequence-lines':
    'batch 21, as read at 30111c2: not read as runs: `Before the change`, `After the change`',
  'gh-stress-ng-271-cyclictest-vs-stress-ng-cyclic-preempt-rt-us-vs-ns':
    'batch 21, as read at 30111c2: not read as runs: `cyclictest`, `stress-ng`; read as runs: run',
  'gh-vector-309-lto-codegen-units-size-table-no-outer-pipes-comma-bytes':
    'batch 21, as read at 30111c2: not read as runs: `LTO=off CU=16`, `LTO=off CU=4`; read as runs: CU=16 | CU=4',
  'lkml-table-kvm-dirty-log-perf-test-clear-dirty-log-before-after-optimization-quoted-key-value-2023':
    'batch 21, as read at 30111c2: not read as runs: `Before optimization`, `After optimization`; read as runs: Populate memory time | Setting dirty log mode took | Iteration 1 dirty memory time | Iteration 1 get dirty log time | Iteration 1 clear dirty log time | Iteration 2 dirty memory time (+6)',
  'mmtests-linux-pm-cpuidle-poll-interval-tbench4-vanilla-polling-tab-header-plus-cstate-tab-tables-2020':
    'batch 21, as read at 30111c2: read as runs: C1 residency=2 | C1E residency=20 | C3 residency=100 | C6 residency=400 | C2 residency=800',
  'perfstat-linux-mm-lockdep-crossrelease-qemu-boot-null-repeat-five-numbered-configs-2017':
    'batch 21, as read at 30111c2: not read as runs: `Lockdep + Crossrelease + This patch`, `Lockdep + Crossrelease 5 entries`, `Lockdep + Crossrelease 3 entries`, `Lockdep`',
  'dump-cgroups-memcg-mkdir-rmdir-leak-meminfo-before-after-test-kb-2020':
    'batch 22, as read at 1f1593a: read as runs: done sleep | cpuset | cpu | cpuacct | blkio | memory (+8)',
  'gh-blis-464-hpl-gflops-blis-openblas-mkl-rows-openmp-openmpi-columns':
    'batch 22, as read at 1f1593a: not read as runs: `OpenBLAS OpenMPI`, `OpenBLAS OpenMP`, `BLIS OpenMPI`, `BLIS OpenMP`, `MKL OpenMPI`, `MKL OpenMP`; read as runs: BLIS | OpenBLAS | MKL',
  'gh-clangbuiltlinux-853-clang-vs-gcc-kernel-build-zsh-and-busybox-time-fences':
    'batch 22, as read at 1f1593a: not read as runs: `gcc 9.2.0(build with lto and pgo)`, `clang 9.0.1 (build with lto)`, `clang 9.0.1`, `gcc 9.2.0`',
  'gh-faster-cpython-420-py311b3-vs-py3105-loop-timings-repeat-columns':
    'batch 22, as read at 1f1593a: not read as runs: `Python 3.11.0.b3`, `Python 3.10.5`',
  'gh-iperf-286-iperf2-vs-iperf3-100g-sum-last-lines-in-prose':
    'batch 22, as read at 1f1593a: not read as runs: `iperf2`, `iperf3`',
  'gh-llamacpp-16827-rocwmma-default-vs-tune-tile-and-hip-vs-wmma-delta-pct-tables':
    'batch 22, as read at 1f1593a: read as runs: size',
  'gh-mimalloc-593-bench-sh-je-mi-tbb-sys-time-rss-space-aligned-rows':
    'batch 22, as read at 1f1593a: not read as runs: `tbb`, `sys`, `je`, `mi`',
  'gh-server-benchmarks-1-sysbench-cpu-1-vs-4-threads-colon-header-tables-version-cell':
    'batch 22, as read at 1f1593a: not read as runs: `threads 1`, `threads 4`; read as runs: 1.0.11',
  'gh-uv-819-hyperfine-puffin-vs-baseline-install-cold-summary-times-faster':
    'batch 22, as read at 1f1593a: not read as runs: `./target/release/baseline (install-cold)`, `./target/release/puffin (install-cold)`; read as runs: ./target/release/puffin | ./target/release/baseline',
  'lkml-table-block-diskstats-fio-jobs-columns-before-after-k-iops-bloat-o-meter-2020':
    'batch 22, as read at 1f1593a: not read as runs: `Before`, `After`; read as runs: new | old',
  'time-io-uring-getdents-find-vs-uringfind-cold-and-cached-bash-time-m-s-2021':
    'batch 22: the runs are named only in the sentences that lead into each time(1) block (`find(1) takes:`, `And the io_uring version takes:`); the blocks keep the default run',
  'dump-btrfs-riscv-rv64ilp32-vs-lp64-kernel-free-h-meminfo-proc-maps-layout-cover-letter-2025':
    'batch 23, as read at 0d794be: not read as runs: `Image_rv64ilp32`, `Image_rv64lp64`; read as runs: Used Memory Comparison | 77e69000-77e6b000 rw-p | 77fbf000-77fcb000 rw-p | 77fd7000-77fd9000 rw-p | 3ff7e69000-3ff7e6b000 rw-p | 3ff7fbf000-3ff7fcb000 rw-p (+4)',
  'gh-autentico-301-sqlite-wal-vs-no-wal-iter-s-login-p95-per-cores-bold-cells':
    'batch 23, as read at 0d794be: not read as runs: `No-WAL`, `WAL`; read as runs: 1 | 2 | 4 | 6 | 8 | unlimited',
  'gh-dingooemu-20-original-baseline-vs-final-headless-seconds-fps-per-game-table':
    'batch 23, as read at 0d794be: not read as runs: `Original baseline`, `Final`; read as runs: Seven Nights | Hell Striker II | Ultimate Drift | Tetris',
  'gh-fongo-165-jmh-v3-branch-vs-master-branch-thrpt-ops-s-fences':
    'batch 23, as read at 0d794be: not read as runs: `Master`, `V3`; read as runs: # Warmup Iteration   1 | # Warmup Iteration   2 | # Warmup Iteration   3 | # Warmup Iteration   4',
  'gh-mochi-mqtt-71-mqtt-stresser-mochi-vs-nats-io-publish-receive-msg-sec-blocks':
    'batch 23, as read at 0d794be: not read as runs: `NATS.IO`, `MOCHI`; read as runs: # Results | Fastest | Slowest | Median',
  'gh-openzfs-12978-dd-zstd-3-6-9-recordsize-1m-compression-decompression-lines':
    'batch 23, as read at 0d794be: not read as runs: `zstd-3`, `zstd-6`, `zstd-9`',
  'gh-openzfs-8044-zvol-copy-lz4-vs-zstd-vs-zlib-seconds-in-one-prose-paragraph':
    'batch 23, as read at 0d794be: not read as runs: `zstd`, `zlib`, `lz4`',
  'gh-prometheus-test-infra-430-funcbench-benchstat-old-new-commit-hashes-time-alloc':
    'batch 23, as read at 0d794be: not read as runs: `e91f7e1c0a96ccfbe78ca53a1957f78253955f76`, `bf9fdd1463f2d6527ba651dbadab8f96b2cb9ca0`; read as runs: new | old | Isolation/10-8 old | Isolation/10-8 new | Isolation/100-8 old | Isolation/100-8 new (+4)',
  'gh-rpi-firmware-1876-tinymembench-4gb-vs-8gb-board-link-headers-tab-cells':
    'batch 23, as read at 0d794be: not read as runs: `8GB RPi 5B`, `4GB board`; read as runs: C copy backwards | C copy backwards (32 byte blocks) | C copy backwards (64 byte blocks) | C copy | C copy prefetched (32 bytes step) | C copy prefetched (64 bytes step) (+7)',
  'lkml-table-nvdimm-pmem-nowait-fio-grep-column-t-iops-bw-cpu-slat-six-runs-2023':
    'batch 23, as read at 0d794be: not read as runs: `pmem-nowait-off-1`, `pmem-nowait-off-2`, `pmem-nowait-off-3`, `pmem-nowait-on-1`, `pmem-nowait-on-2`, `pmem-nowait-on-3`; read as runs: | 99.99th=[  219 | lat (msec)   : 100=0.01% | lat (usec)   : 250=1.01% | lat (nsec)   : 750=0.01%, 1000=0.01%',
  'lkml-table-xfs-parent-pointer-fsmark-create-bulk-unlink-parent-0-1-real-user-sys-tabs-2025':
    'batch 23, as read at 0d794be: read as runs: bulk parent=0 | bulk parent=1 | unlink parent=0 | unlink parent=1 | fs_mark -w 778 -D 1000 -S 0 -n 6000 -s 16384 | -L 8 (+9)',
  'lkp-btrfs-postmark-device-options-ssd-quoted-reply-chinese-attribution-2025':
    'batch 23, as read at 0d794be: read as runs: base | b7fdfd29a136a17c5c8ad9e9bbf',
  'mail-pm-cpuidle-menu-qperf-tcp-lat-before-after-us-spr-icl-skl-arrows-2026':
    'batch 23, as read at 0d794be: not read as runs: `Before`, `After`',
  'perfstat-pm-imx8mq-vpu-g2-300-600mhz-fps-bullets-ddr-cycles-qp-nbsp-2026':
    'batch 23, as read at 0d794be: not read as runs: `300MHz`, `600MHz`; read as runs: run | base-commit: c824345288d11e269ce41b36c105715bc2286050 prerequisite-patch-id',
  'perfstat-pm-intel-pstate-eas-rapl-energy-joules-base-vs-eas-rt-app-repeat-10-2025':
    'batch 23, as read at 0d794be: not read as runs: `base`, `EAS`',
  'time-btrfs-progs-mkfs-discard-good-bad-commit-then-optimization-bash-time-tabs-2026':
    'batch 23, as read at 0d794be: not read as runs: `With this new optimization`, `Good`, `Bad`; read as runs: ./mkfs.btrfs -f /dev/test/scratch1 | mkfs.btrfs -f /dev/test/scratch1',
  'time-btrfs-search-tree-compsize-gnu-time-cold-hot-without-with-patch-2026':
    "batch 23, as read at 0d794be: not read as runs: `without the patch`, `with the patch`; read as runs: When cache is cold, it's | When cache is hot, it's",
  'gh-ffmpeg-stable-autobuild-131-libx265-7-0-vs-6-1-1-9-fps-vs-25-fps-prose-encoder-info':
    'batch 24, as read at 48d9fa2: not read as runs: `6.1.1`, `7.0`',
  'gh-julia-38723-json3-read-time-eval-v1-8-to-v1-11-seconds-allocations-trailing-comments':
    'batch 24, as read at 48d9fa2: not read as runs: `v1.10`, `v1.11`, `v1.8`, `v1.9`',
  'gh-nearcore-13791-wasmer-vs-wasmtime-blocks-applied-in-s-rate-per-s-lines':
    'batch 24, as read at 48d9fa2: not read as runs: `Wasmtime`, `Wasmer`',
  'gh-openssl-10415-speed-evp-aes-128-gcm-1-1-1d-vs-3-0-0-dev-k-bytes-per-block-size':
    'batch 24, as read at 48d9fa2: not read as runs: `3.0.0-dev`, `1.1.1d`; read as runs: aes-128-gcm',
  'gh-pgbouncer-671-straight-pg-vs-pgbouncer-tps-in-parentheses-prose':
    'batch 24, as read at 48d9fa2: not read as runs: `straight PG`, `pgbouncer`',
  'gh-wasmer-6234-rustc-perf-llvm-7-1-vs-next-default-simd128-geomean-percent-lines':
    'batch 24, as read at 48d9fa2: not read as runs: `Wasmer LLVM (next) [simd128+wide-arithmetic]`, `Wasmer LLVM 7.1 [simd128+wide-arithmetic]`, `Wasmer LLVM (next) [default]`, `Wasmer LLVM 7.1 [default]`',
  'gh-wasmi-benchmarks-25-scores-summary-apple-m2-pro-json-object-twelve-runtimes':
    'batch 24, as read at 48d9fa2: not read as runs: `wasmi-new.eager.checked`, `wasmi-new.lazy.checked`, `wasmtime.cranelift`, `wasmer.singlepass`, `wasmer.cranelift`, `wasmtime.pulley` (+6)',
  'gh-wolfssl-628-aes-gcm-without-with-change-megs-took-seconds-mb-s-cycles-per-byte':
    'batch 24, as read at 48d9fa2: not read as runs: `Without change`, `With change`',
  'gh-zvm-67-hyperfine-releasefast-vs-releasesafe-time-mean-sigma-per-command-bold-faster':
    'batch 24, as read at 48d9fa2: not read as runs: `ReleaseFast`, `ReleaseSafe`',
  'lkml-table-ppc-tif-notify-ipi-ipistorm-normalized-runtime-tbench-clients-make-time-j1-j256-cover-letter-2024':
    'batch 24, as read at 48d9fa2: not read as runs: `tip:sched/core + TIF_NOTIFY_IPI`, `tip:sched/core + revert`, `tip:sched/core`; read as runs: run',
  'lkml-table-scsi-zoned-write-pipelining-null-blk-fio-iosched-preserves-write-order-qd-headings-iops-2025':
    'batch 24, as read at 48d9fa2: not read as runs: `iosched=none preserves_write_order=1 iopattern=randwrite qd=64`, `iosched=none preserves_write_order=0 iopattern=randwrite qd=1`, `iosched=none preserves_write_order=1 iopattern=randwrite qd=1`, `iosched=none preserves_write_order=1 iopattern=write qd=64`, `iosched=none preserves_write_order=0 iopattern=write qd=1`, `iosched=none preserves_write_order=1 iopattern=write qd=1`',
  'mail-rdma-ceph-rdma-vs-tcp-ib-send-bw-iperf-time-message-size-iters-quoted-printable-tabs-2019':
    'batch 24, as read at 48d9fa2: not read as runs: `Test A implementation based on RDMA`, `Test A implementation based on TCP`, `Test B implementation base on RDMA`, `Test B implementation based on TCP`, `8 iterations at 1/8th GB in size`, `1000 iters and 1GB message size` (+3); read as runs: 1073741824 | 134217728 | 1048576',
  'mail-rdma-mlx5e-xdp-drop-tx-mpps-baseline-per-rq-allocation-stack-zeroing-nested-bullets-2025':
    'batch 24, as read at 48d9fa2: not read as runs: `Stack zeroing disabled baseline + per-RQ allocation`, `Stack zeroing enabled baseline + per-RQ allocation`, `Stack zeroing disabled baseline`, `Stack zeroing enabled baseline`',
  'mail-scsi-falloc-fl-write-zeroes-dd-vs-fallocate-z-fio-bw-lat-unwritten-written-file-iops-cover-letter-2025':
    'batch 24, as read at 48d9fa2: not read as runs: `Without background zero range`, `unwritten file + fast_commit`, `With background zero range`, `unwritten file`, `written file`, `dd`; read as runs: fallocate -Z -l 10G bar',
  'perfstat-ppc-dynamic-preemption-cond-resched-probe-system-wide-preempt-none-vs-full-debugfs-2025':
    'batch 24, as read at 48d9fa2: not read as runs: `none`, `full`; read as runs: run',
  'time-ppc-batched-unmap-tlb-flush-poc-without-with-patch-bash-time-perf-report-equals-underlines-2024':
    'batch 24, as read at 48d9fa2: not read as runs: `without patch`; read as runs: single thread)',
  'time-rdma-mmc-atmel-mci-tasklet-bh-workqueue-dd-sd-card-gnu-time-base-patched-quoted-printable-2024':
    'batch 24, as read at 48d9fa2: not read as runs: `Patched 6.9.0+`, `Base 6.9.0`',
  'dump-virt-balloon-cont-pages-anonhugepages-meminfo-grep-default-vs-cont-pages-quoted-2020':
    'batch 25, as read at abcd8a4: not read as runs: `virtio-balloon-pci,id=balloon1,cont-pages=on`, `virtio-balloon-pci,id=balloon1`; read as runs: cat /proc/meminfo | grep AnonHugePages',
  'gh-etengine-538-ruby-benchmark-bm-local-machine-vs-beta-user-system-total-real':
    'batch 25, as read at abcd8a4: not read as runs: `My local machine`, `Beta`; read as runs: String compare | Symbol compare | Integer compare | Constant int compare | method call | method definition',
  'gh-libhv-445-epoll-vs-uring-server-client-pingpong-throughput-mb-s-blocks-zh':
    'batch 25, as read at abcd8a4: not read as runs: `epollserver epollclient`; read as runs: 用pingpong echo简单测试结果如下',
  'gh-spdk-661-aio-vs-spdk-queue-depth-columns-latency-us-iops-rows-no-outer-pipes':
    'batch 25, as read at abcd8a4: not read as runs: `SPDK`, `AIO`; read as runs: 1 | 2 | 4 | 8 | 16 | 32 (+3)',
  'lkml-table-raid-raid5-read-one-chunk-device-lock-nvme-brd-pipe-table-iops-cpu-bw-2021':
    'batch 25, as read at abcd8a4: not read as runs: `ram (brd) without patch`, `ram (brd) with patch`, `nvme without patch`, `nvme with patch`; read as runs: without patch | with patch',
  'lkml-table-virt-kvm-arm64-pv-vcpu-preempted-unixbench-after-before-patch-columns-2019':
    'batch 25, as read at abcd8a4: not read as runs: `before-patch`, `after-patch`; read as runs: System Benchmarks Index Score',
  'lkp-cifs-filebench-filemicro-delete-three-columns-v6-3-rc2-closetimeo-restored-reply-2023':
    'batch 25, as read at abcd8a4: not read as runs: `32715af441411a5a266606be08f`, `v6.3-rc2`; read as runs: base | patched 1 | patched 2 | patched 3 | patched 4',
  'mail-f2fs-fsverity-merkle-readahead-before-after-mb-s-per-platform-2019':
    'batch 25, as read at abcd8a4: not read as runs: `sha256sum of non-verity file`',
  'time-dm-writecache-memcpy-flushcache-clflushopt-original-vs-hacked-bash-time-threads-block-size-table-2020':
    'batch 25, as read at abcd8a4: not read as runs: `dm-writecache hacked to use cached writes + clflushopt`, `sequential write 8 bytes + clwb`, `sequential write-nt 8 bytes`, `original kernel`, `clflushopt`, `movnti`; read as runs: run',
  'dump-nvme-nvmet-tcp-memfree-grep-meminfo-before-after-1001-connects-2020':
    'batch 26, as read at abcd8a4: not read as runs: `Tue Jun  2 05:01:09 EDT 2020`, `Tue Jun  2 05:04:12 EDT 2020`; read as runs: date | dmesg |grep -c "creating controller 1 for subsystem target_t0 for"',
  'gh-client-go-1556-qps-this-pr-vs-baseline-in-column-headers-workload-rows-threads':
    'batch 26, as read at abcd8a4: read as runs: Threads',
  'gh-pandas-53829-asv-compare-md-table-before-after-commit-branch-headers-plusminus-us':
    'batch 26, as read at abcd8a4: not read as runs: `Before`, `After`',
  'gh-stream-video-android-368-macrobenchmark-without-with-baseline-profiles-headings-min-median-max':
    'batch 26, as read at abcd8a4: not read as runs: `Without Baseline Profiles`, `With Baseline Profiles`',
  'gh-workerman-691-nginx-proxy-31k-to-40k-rps-vs-48k-pure-cpu-pct-prose-plus-conf':
    'batch 26, as read at abcd8a4: not read as runs: `pure Workerman`, `before`, `after`',
  'gh-zephyr-32875-zephyr-vs-riot-bullets-compared-with-us-pct-image-summary':
    'batch 26, as read at abcd8a4: not read as runs: `Zephyr`, `RIOT`',
  'gh-zephyr-js-506-rom-ram-footprint-html-table-ww50-vs-ww49-commit-columns-bytes':
    'batch 26, as read at abcd8a4: not read as runs: `a162db1`, `5844f9f`',
  'lkml-table-ceph-messenger-v1-vs-v2-fio-block-size-rows-iops-bw-lat-plus-pct-change-table-2019':
    'batch 26, as read at abcd8a4: not read as runs: `protocol v1`, `protocol v2`; read as runs: IOPS percentage change',
  'lkml-table-kselftest-rcu-synchronize-rcu-fqs-baseline-with-fix-pipe-tables-bridge-real-time-2026':
    'batch 26, as read at abcd8a4: not read as runs: `this patch + wake_from_gp`, `wake_from_gp only`, `this patch`',
  'mmtests-tip-sched-next-buddy-eevdf-dbench4-hackbench-schbench-vanilla-vs-preemptnext-qp-2025':
    'batch 26, as read at abcd8a4: read as runs: e837456fdca81899a3c8e47b3fd39e30eae6e291 https://git.kernel.org/tip/e837456fdca81899a3c8e47b3fd39e30eae6e291 | e837456fdca81899a3c8e47b3fd39e30eae6e291 https://git.kernel.org/tip/e837456fdca81899a3c8e47b3fd39e30eae6e291 Mel Gorman <mgorman@techsingularity.net>',
  'perfstat-kselftest-ptr-ring-test-org-opt1-opt2-x86-64-arm64-six-blocks-2021':
    'batch 26, as read at abcd8a4: not read as runs: `x86_64 ptr_ring_test_opt1`, `x86_64 ptr_ring_test_opt2`, `x86_64 ptr_ring_test_org`, `arm64 ptr_ring_test_opt1`, `arm64 ptr_ring_test_opt2`, `arm64 ptr_ring_test_org`; read as runs: run',
  'prose-tip-sched-psi-irqtime-clock-gettime-ns-per-call-5-10-6-1-fix-headings-2024':
    'batch 26, as read at abcd8a4: not read as runs: `6.1+fix`, `5.10`, `6.1`',
  'dump-mips-riscv-compat-rv64-vs-rv32-rootfs-proc-meminfo-two-dumps-plus-summary-pct-2022':
    'batch 27, as read at abcd8a4: not read as runs: `rv64`, `rv32`; read as runs: Welcome to Buildroot | 79.320589] random: fast init done',
  'gh-js-bundler-benchmark-1-rollup-vite-webpack-bold-row-labels-project-columns-no-unit':
    'batch 27, as read at abcd8a4: not read as runs: `Webpack: esbuild`, `Rollup: esbuild`, `Vite`; read as runs: Empty | Libraries | Mui | Synthetic',
  'gh-numpy-groupies-67-aggregate-ufunc-numpy-numba-pandas-polars-aligned-dash-table':
    'batch 27, as read at abcd8a4: not read as runs: `polars`, `ufunc`, `numpy`, `numba`',
  'gh-pgpool2-165-pgbench-master-vs-patched-bare-tps-lines-average-tps-in-fence':
    'batch 27, as read at abcd8a4: not read as runs: `Patched`, `master`',
  'gh-rabbitmq-server-12128-quiver-before-after-this-commit-dotted-leader-rates':
    'batch 27, as read at abcd8a4: not read as runs: `Before this commit`, `After this commit`',
  'gh-rally-tracks-95-esrally-geonames-first-vs-second-test-tab-pipe-rows-docs-s':
    'batch 27, as read at abcd8a4: not read as runs: `Second test`, `First test`',
  'gh-stormkit-145-babel-vs-esbuild-zsh-time-lines-in-table-cells':
    'batch 27, as read at abcd8a4: not read as runs: `esbuild`, `babel`',
  'gh-wayst-88-vtebench-dense-cells-wayst-vs-foot-backtick-spans-ms-avg':
    'batch 27, as read at abcd8a4: not read as runs: `wayst`, `foot`',
  'lkml-table-selinux-filename-transition-prefix-suffix-numbered-configs-pipe-table-qp-sd-rows-2024':
    'batch 27, as read at abcd8a4: not read as runs: `3`, `4`; read as runs: Mem Usage | Binary policy | Policy load | sd= | 8 | sd=0.25 (+2)',
  'lkml-table-selinux-selabel-file-rework-arrows-bytes-ms-heap-rss-k-m-suffix-fedora-debian-2024':
    'batch 27, as read at abcd8a4: not read as runs: `Debian Sid before`, `Fedora 41 before`, `Debian Sid after`, `Fedora 41 after`',
  'mail-pci-vmd-28c0-disable-vs-not-disable-msi-x-remapping-fio-1-disk-and-12-disks-2022':
    'batch 27, as read at abcd8a4: not read as runs: `12 disks, not disable MSI-X remapping`, `1 disk, not disable MSI-X remapping`, `12 disks, disable MSI-X remapping`, `1 disk, disable MSI-X remapping`; read as runs: run | When not disable MSI-X remapping | read: IOPS=562k, BW=2197MiB/s (2304MB/s)(644GiB/300001msec) | read: IOPS=1144k, BW=4470MiB/s (4687MB/s)(1310GiB/300005msec)',
  'perfstat-kasan-arm64-scs-unwind-qemu-boot-elapsed-only-defconfig-scs-andrey-config-nostacktrace-quoted-bar-2022':
    'batch 27, as read at abcd8a4: not read as runs: `andrey.config-nostacktrace (quiet loglevel=0)`, `scs-unwind-andrey.config (quiet loglevel=0)`, `andrey.config-nostacktrace (quiet)`, `defconfig+scs (quiet loglevel=0)`, `andrey.config (quiet loglevel=0)`, `scs-unwind-andrey.config (quiet)`, `defconfig (quiet loglevel=0)`, `andrey.config (quiet)`',
  'perfstat-kbuild-zstd-default-vs-wlog-21-module-compression-qp-wrapped-counter-lines-2021':
    'batch 27, as read at abcd8a4: not read as runs: `default zstd`; read as runs: collect *.ko files whose size is less than',
  'prose-pci-ib-umem-get-zone-device-baseline-vs-culprit-ns-per-mr-plus-perf-diff-meminfo-2025':
    'batch 27, as read at abcd8a4: not read as runs: `baseline`, `culprit`; read as runs: run',
  'time-kbuild-v6-6-vs-v6-7-make-bzimage-full-and-already-compiled-fenced-2024':
    'batch 27, as read at abcd8a4: not read as runs: `v6.6 second time with image already compiled`, `v6.7 second time with image already compiled`, `v6.6 first full compiling`, `v6.7 first full compiling`; read as runs: first full compiling | run',
  'time-mtd-marvell-nand-dd-mtd0-v4-17-hw-ecc-vs-v4-19-on-die-ecc-2019':
    'batch 27, as read at abcd8a4: not read as runs: `v4.17`, `v4.19`; read as runs: run',
  'time-selinux-restorecon-parallel-without-with-patches-t-2-to-32-threads-2021':
    'batch 27, as read at abcd8a4: not read as runs: `-T 16`, `-T 32`, `-T 2`, `-T 4`, `-T 8`',
  'time-selinux-sepolicy-manpage-before-after-commit-after-this-commit-hours-real-2023':
    'batch 27, as read at abcd8a4: not read as runs: `Before commit 7506771e manpage -d httpd_t`, `After commit 7506771e manpage -d httpd_t`, `After this commit manpage -d httpd_t`, `Before commit 7506771e manpage -a`, `After commit 7506771e manpage -a`, `After this commit manpage -a`; read as runs: Before commit 7506771e | After commit 7506771e | After this commit',
  'dump-bcache-gc-front-io-latency-before-after-csv-latency-ns-plus-sysfs-btree-gc-values-2025':
    'batch 28, as read at 0017e56: not read as runs: `Before`, `After`',
  'gh-completely-unscientific-benchmarks-60-puc-lua-vs-luajit-o3-joff-columns-seconds':
    'batch 28, as read at 0017e56: not read as runs: `LuaJIT -joff`, `LuaJIT -O3`, `LuaJIT -O2`, `LuaJIT -O1`, `LuaJIT -O0`, `PUC-Lua`; read as runs: `main.lua` | `main-mt.lua`',
  'gh-dd-trace-dotnet-1811-benchmarkdotnet-master-vs-pr-branch-link-cells-nbsp-us-kb-shifted-row':
    'batch 28, as read at 0017e56: read as runs: `master netcoreapp3.1 736.9&nbsp;μs 10.90&nbsp;μs 9.66&nbsp;μs`',
  'gh-json-benchmark-24-serde-json-simd-json-simdjson-rust-equals-banners-dom-struct-mb-s':
    'batch 28, as read at 0017e56: not read as runs: `simdjson-rust`, `serde_json`, `simd-json`; read as runs: `data/canada.json` | `data/citm_catalog.json` | `data/twitter.json`',
  'gh-nativejson-benchmark-131-simdjson-vs-rapidjson-dot-leader-ms-and-mb-s-columns':
    'batch 28, as read at 0017e56: not read as runs: `RapidJSON`, `simdjson`; read as runs: `3.974 ms` | `1.039 ms` | `0.441 ms` | `69.225 ms` | `5.887 ms` | `7.138 ms (+7)`',
  'gh-quictun-1-sshping-quic-vs-tcp-two-value-columns-units-s-ms-kb-s-in-details':
    'batch 28, as read at 0017e56: not read as runs: `QUIC`, `TCP`; read as runs: `run`',
  'gh-scummvm-3716-default-lld-mold-linker-real-user-sys-five-runs-per-row-comma-decimal':
    'batch 28, as read at 0017e56: not read as runs: `Default linker`, `Mold`, `Lld`',
  'gh-zlib-rs-18-poop-ng-vs-rs-measurement-mean-sigma-delta-columns':
    'batch 28, as read at 0017e56: not read as runs: `ng`, `rs`; read as runs: `measurement mean ± σ min … max outliers` | `delta` | `measurement mean ± σ min … max outliers delta`',
  'lkml-table-arm-dsa-gro-cells-iperf3-5-7-rc2-baseline-vs-with-patch-aligned-blocks-2020':
    'batch 28, as read at 0017e56: read as runs: `eth0` | `port0` | `port1` | `port1.218`',
  'lkml-table-arm64-tlbi-range-tab-columns-page-num-before-v3-v4-change-2020':
    'batch 28, as read at 0017e56: not read as runs: `v3 change`',
  'lkml-table-bcache-clock-policy-lru-vs-clock-us-aligned-ssd-size-bucket-count-rows-2025':
    'batch 28, as read at 0017e56: not read as runs: `Clock`, `LRU`; read as runs: `375 GB Bucket Count=1536000` | `750 GB Bucket Count=3072000` | `1.5 TB Bucket Count=6144000` | `3 TB Bucket Count=12288000` | `6 TB Bucket Count=24576000` | `9 TB Bucket Count=36864000`',
  'lkml-table-can-sched-packet-stuck-pktgen-mpps-cpu-pct-three-aligned-tables-plus-numactl-h-2021':
    'batch 28, as read at 0017e56: not read as runs: `patched_v4+queue_stopped_opt`, `unpatched 5.12-rc7`, `5.12-rc7 + v3`, `patched_v4`, `unpatched`',
  'lkml-table-hardening-fineibt-no-cfi-clang-cfi-coarse-fine-cet-pipe-wrapped-cells-spec-2021':
    'batch 28, as read at 0017e56: not read as runs: `COARSE CET`, `CLANG CFI`, `FINE CET`, `NO CFI`',
  'lkml-table-hyperv-mana-rx-page-fragments-vs-full-page-connections-pipe-gbps-2026':
    'batch 28, as read at 0017e56: not read as runs: `rx buf backed with page fragments`, `rx buf backed with full page`',
  'lkp-hardening-ucounts-sigpending-v11-stress-ng-sigsegv-reply-table-plus-per-commit-run-lists-2021':
    'batch 28, as read at 0017e56: not read as runs: `b3ad8e1fa3fd8`, `e75074781f173`, `87f1c20e2effd`, `06bd03a57f8c2`; read as runs: `8932738fc10c4 RLIMIT_SIGPENDING on top of ucounts` | `00a58a6af1c47 RLIMIT_MSGQUEUE on top of ucounts` | `base` | `patched 1` | `patched 2`',
  'mail-tegra-slab-sheaves-quoted-bullets-v6-19-rc5-vs-v7-0-rc3-patches-plus-numactl-h-2026':
    'batch 28, as read at 0017e56: not read as runs: `v7.0-rc3 + the three patches`, `815c8e35511d`, `v6.19-rc5`, `v7.0-rc3`',
  'perfstat-parisc-devmem-tcp-page-pool-test-insmod-before-after-devmem-napi-vs-direct-2024':
    'batch 28, as read at 0017e56: not read as runs: `Before the devmem patchset test_direct=1`, `After the devmem patchset test_direct=1`, `Before the devmem patchset test_napi=1`, `After the devmem patchset test_napi=1`; read as runs: `Before the devmem patchset` | `After the devmem patchset`',
  'time-samba-ldb-indexes-tis-tdbfind-vs-tis-ldbfind-patch-qp-quoted-4-10-vs-4-19-2024':
    'batch 28, as read at 0017e56: not read as runs: `tis-tdbfind.patch`, `tis-ldbfind.patch`, `Samba 4.10`, `Samba 4.19`; read as runs: `Added 2 records successfully`',
  'dump-acpi-libnvdimm-e820-target-node-numactl-hardware-before-after-daxctl-system-ram-2019':
    'batch 29, as read at 0017e56: not read as runs: `Before`, `After`',
  'gh-1brc-6-branchless-int-parse-from-to-prose-plus-minus-parenthesised-seconds':
    'batch 29, as read at 0017e56: not read as runs: `before`, `after`',
  'gh-bazel-3649-remote-cache-vs-without-info-elapsed-time-critical-path-prose-labels':
    'batch 29, as read at 0017e56: not read as runs: `without remote caching configuration`, `uploading the results to /dev/null`',
  'gh-daml-442-bazel-0-25-2-vs-0-24-0-time-bullets-m-s-value-first':
    'batch 29, as read at 0017e56: not read as runs: `0.25.2`, `0.24.0`',
  'gh-msgspec-524-msgspec-pydantic-cattrs-mashumaro-name-blocks-dumps-loads-total-us':
    'batch 29, as read at 0017e56: not read as runs: `mashumaro`, `pydantic`, `msgspec`, `cattrs`; read as runs: `dumps` | `loads`',
  'gh-python-json-benchmark-3-json-simplejson-ujson-rapidjson-dashed-op-sections-s-suffix':
    'batch 29, as read at 0017e56: not read as runs: `simplejson`, `rapidjson`, `ujson`, `json`; read as runs: `run` | `dumps (large obj)` | `loads (small objs)` | `dumps (small objs)`',
  'gh-redpanda-31454-bazel-downloader-on-vs-off-run-rows-md-table-link-cells-s':
    'batch 29, as read at 0017e56: not read as runs: `downloader off`, `downloader on`; read as runs: `run 1 (88293 / 88294)` | `run 2 (88308 / 88309)`',
  'gh-ripgrep-1263-grep-e-vs-rg-loop-sh-ten-bare-ms-lines-per-tool':
    'batch 29, as read at 0017e56: not read as runs: `grep -E`, `rg`',
  'gh-zig-10552-deflate-old-vs-new-size-blocks-colon-lines-ms-us-x-faster':
    'batch 29, as read at 0017e56: not read as runs: `deflate_old`, `deflate_new`; read as runs: `zig run bench.zig -O ReleaseFast` | `new is 536.98x faster` | `new is 2.03x faster` | `new is 3.08x faster` | `new is 3.43x faster` | `new is 2.60x faster (+1)`',
  'lkml-table-acpi-msleep-usleep-range-sleep-ms-mean-std-wo-w-quoted-box-table-2024':
    'batch 29, as read at 0017e56: not read as runs: `without patch`, `with patch`; read as runs: `mean_wo` | `std_wo` | `mean_w` | `std_w`',
  'lkml-table-acpi-nsrepair2-bubble-vs-heapsort-kunit-ns-pipe-tables-qp-double-spaced-2026':
    'batch 29, as read at 0017e56: not read as runs: `Combined`, `Separate`, `Bubble`, `Heap`',
  'lkml-table-acpi-os-sleep-usleep-range-dell-xps-resume-ms-tab-rows-linux-6-11-vs-6-12-hz-2024':
    'batch 29, as read at 0017e56: not read as runs: `Linux-6.12 msleep HZ 1000`, `Linux-6.12 usleep HZ 1000`, `Linux-6.11 msleep HZ 250`, `Linux-6.12 msleep HZ 250`, `Linux-6.12 usleep HZ 250`',
  'lkml-table-acpi-osc-cppc-ignore-bit-vs-intel-pstate-override-geekbench5-run-avg-pipe-tables-2024':
    'batch 29, as read at 0017e56: not read as runs: `intel_pstate CPPC override patch`, `_OSC CPPC bit ignore patch`; read as runs: `01` | `02` | `03` | `04` | `05` | `AVG`',
  'perfstat-audit-syscall-exit-getpid-baseline-audit-0-vs-audit-1-vs-with-changes-plus-min-mean-table-2022':
    'batch 29, as read at 0017e56: read as runs: `v6.0.0-rc5.baseline, audit=0` | `audit=1`',
  'perfstat-modules-ksymtab-align-modprobe-test-kallsyms-b-before-after-three-runs-each-2024':
    'batch 29, as read at 0017e56: not read as runs: `before`, `After`',
  'time-acpi-cluster-scheduler-kunpeng-taskset-one-vs-two-clusters-real-plus-hackbench-2021':
    'batch 29, as read at 0017e56: not read as runs: `inside a cluster`, `across clusters`; read as runs: `taskset -c 0,1 ./a.out` | `taskset -c 0,4 ./a.out`',
  'gh-biosimspace-89-gromacs-equilibration-vs-production-fe-on-ns-day-core-wall-t-fences':
    'batch 30, as read at e1f22f2: not read as runs: `Equilibration`, `Production`; read as runs: `Core t (s)` | `Wall t (s)` | `(ns/day)` | `(hour/ns)` | `2h25:06 (ns/day)`',
  'gh-datafusion-6134-compare-py-box-table-tpch-vs-tpch-mem-bad-headers-ms-x-faster':
    'batch 30, as read at e1f22f2: not read as runs: `tpch_mem`, `tpch`; read as runs: `/Users/alam…` | `-o`',
  'gh-fastbuild-982-lz4-vs-zstd-levels-3-6-headerless-bench-rows-size-arrow-ratio-mb-s':
    'batch 30, as read at e1f22f2: not read as runs: `zstd`, `lz4`',
  'gh-gean-432-jemalloc-vs-glibc-nodes-rss-at-slot-md-table-allocator-column-three-glibc-rows':
    'batch 30, as read at e1f22f2: not read as runs: `jemalloc`, `glibc`; read as runs: `run`',
  'gh-kmeans-4-luajit-vs-pypy-prose-made-100-iterations-average-ms-backticks':
    'batch 30, as read at e1f22f2: not read as runs: `luajit`, `pypy`',
  'gh-nghttp2-1528-nginx-http2-vs-http1-1-h2load-finished-in-req-s-config-lines-as-labels':
    'batch 30, as read at e1f22f2: not read as runs: `http1.1`, `http2`',
  'gh-related-post-gen-489-pypy-vm-vs-my-machine-repeated-processing-time-total-memory-k':
    'batch 30, as read at e1f22f2: not read as runs: `My machine`, `VM`',
  'gh-whisper-cpp-205-main-example-vs-my-demo-print-timings-ms-per-layer-unlabelled-first':
    'batch 30, as read at e1f22f2: not read as runs: `my demo`, `main`',
  'lkml-table-nvdimm-secretmem-1g-2m-4k-kernel-build-ssd-ram-mitigations-pipe-tab-2020':
    'batch 30, as read at e1f22f2: not read as runs: `1G`, `2M`, `4K`',
  'lkp-sctp-netperf-sctp-stream-many-throughput-55-9pct-regression-7c80b038d2-vs-4890b686f4-followup-2022':
    'batch 30, as read at e1f22f2: read as runs: `332b589c49656a45881bca4ecc0` | `e719635902654380b23ffce908d` | `base` | `patched 1` | `patched 2` | `patched 3 (+3)`',
  'lkp-sctp-page-counter-cacheline-four-commits-netperf-throughput-pp-self-hand-pasted-2022':
    'batch 30, as read at e1f22f2: read as runs: `base` | `patched 1` | `patched 2` | `patched 3` | `patched 4` | `patched 5 (+1)`',
  'mail-alpha-rox-ftrace-update-before-after-tab-ns-three-runs-each-2024':
    'batch 30, as read at e1f22f2: not read as runs: `before`, `after`',
  'mail-efi-kernel-uncompressed-zstd-lz4-levels-bullets-from-to-mb-in-seconds-2025':
    'batch 30, as read at e1f22f2: not read as runs: `zstd -10`, `zstd -3`, `zstd -6`, `lz4 -1`, `lz4 -3`, `lz4 -9`; read as runs: `run`',
  'mail-nvdimm-acpi-drop-rcu-mmio-firmware-update-from-16-to-7-minutes-prose-2020':
    'batch 30, as read at e1f22f2: not read as runs: `patched`, `base`',
  'mail-nvdimm-compound-pagemaps-gup-fast-before-after-arrows-mr-reg-rounds-usec-2020':
    'batch 30, as read at e1f22f2: not read as runs: `before`, `after`',
  'mail-nvdimm-compound-pagemaps-vmemmap-overhead-2m-1g-lose-instead-of-bullets-2021':
    'batch 30, as read at e1f22f2: not read as runs: `2M pages`, `1G pages`',
  'mail-nvdimm-remove-nrexceptional-inode-cache-objects-per-16kb-prose-2020':
    'batch 30, as read at e1f22f2: not read as runs: `patched`, `base`',
  'mail-sctp-netperf-regression-36-vs-72-clients-69-4-to-73-7-pct-prose-2022':
    'batch 30, as read at e1f22f2: not read as runs: `CascadeLake AP`, `Icelake`, `36`, `72`',
  'time-livepatch-klp-build-without-vs-with-ffunction-sections-make-j8-incremental-2024':
    'batch 30, as read at e1f22f2: not read as runs: `Without -ffunction-sections -fdata-sections`; read as runs: `touch a source file to simulate a change`',
  'time-livepatch-s390-transition-retries-kselftest-and-qa-test-klp-from-to-real-2021':
    'batch 30, as read at e1f22f2: not read as runs: `patched`, `base`; read as runs: `run`',
  'gh-brimstone-165-system-malloc-vs-jemalloc-prose-from-tilde-6-6s-to-tilde-5-4s':
    'batch 31, as read at 16d6ae0: not read as runs: `system malloc`, `jemalloc`',
  'gh-cstor-56-cgroup-mem-limit-1g-vs-512m-numbered-cases-rss-around-800m-390m':
    'batch 31, as read at 16d6ae0: not read as runs: `512M limit`, `1G limit`',
  'gh-grafel-5954-peak-rss-stage-rows-md-table-cumulative-plus-stages-mb-bold-arrow-prose':
    'batch 31, as read at 16d6ae0: not read as runs: `adaptive GOMEMLIMIT, 183 MB copy, propKV`, `tree-sitter retention fix`, `pre-everything`, `GOGC=50 pacing`; read as runs: `quiet machine`',
  'gh-io-uring-echo-server-8-epoll-vs-io-uring-prose-250k-220k-req-sec':
    'batch 31, as read at 16d6ae0: not read as runs: `my own epoll implementation`, `epoll example`, `io_uring`',
  'gh-koboldcpp-1780-llama-cpp-vs-koboldcpp-md-table-prompt-processing-generation-tokens-s':
    'batch 31, as read at 16d6ae0: not read as runs: `LLama.cpp`, `Koboldcpp`; read as runs: `Prompt processing` | `Generation`',
  'gh-motoko-3765-unoptimized-vs-optimized-two-md-tables-instructions-e10-gc-rows-speedup':
    'batch 31, as read at 16d6ae0: not read as runs: `Unoptimized`, `Optimized`; read as runs: `112` | `Generational` | `Copying` | `Compacting`',
  'gh-pond-249-glibc-trim-before-arrow-after-cells-peak-rss-heap-mib-scenario-profile-rows':
    'batch 31, as read at 16d6ae0: not read as runs: `before`, `after`',
  'gh-stacks-core-2869-without-vs-with-mmap-info-stats-lines-reads-s-two-benches-h4':
    'batch 31, as read at 16d6ae0: not read as runs: `without mmap`, `with mmap`',
  'gh-wsl-41095-existing-vs-new-dropcache-md-table-s-and-gib-rows-working-set-reduction':
    'batch 31, as read at 16d6ae0: not read as runs: `Existing DropCache`, `New DropCache`; read as runs: `Kernel build: 50% host working-set reduction` | `Source archive: 50% host working-set reduction` | `Warm reread after 60 seconds idle` | `Kernel workload working set after 15 minutes`',
  'lkml-table-jfs-block-rwf-dontcache-normal-vs-dontcache-mb-s-per-second-avg-2026':
    'batch 31, as read at 16d6ae0: not read as runs: `dontcache`, `normal`; read as runs: `1` | `2` | `3` | `4` | `5` | `6 (+9)`',
  'lkml-table-reiserfs-reiser5-volume-scaling-nr-disks-write-read-m-s-aligned-sections-2022':
    'batch 31, as read at 16d6ae0: not read as runs: `4 (DEV1+DEV2+DEV3+DEV4)`, `3 (DEV1+DEV2+DEV3)`, `2 (DEV1+DEV2)`, `1 (DEV1)`; read as runs: `DEV2: Intenso 2.5" SSD TOP` | `DEV3: Intenso 2.5" SSD TOP` | `DEV4: Intenso M.2  SSD TOP` | `DEV1+DEV2                   DEV3` | `DEV1+DEV2+DEV3              DEV4` | `DEV1+DEV2+DEV3+DEV4         DEV4 (+2)`',
  'mail-cake-tcp-notsent-lowat-iperf2-bbr-vs-cubic-wrapped-interval-rows-mbits-drain-2021':
    'batch 31, as read at 16d6ae0: not read as runs: `CUBIC`, `BBR`; read as runs: `Transfer Bandwidth Write/Err Rtry NetPwr Drain avg/min/max/stdev (cnt)` | `61616 8.947/8.322/13.465/0.478 ms (112)` | `59104 8.911/8.229/9.569/0.229 ms (112)` | `56775 8.910/8.311/9.564/0.221 ms (113)` | `68679 8.911/8.297/9.618/0.217 ms (112)` | `58024 8.907/8.470/9.641/0.197 ms (112) (+28)`',
  'mail-drbd-block-iostat-ktime-io-ticks-iostat-0-1-2-with-patch-maximum-iops-m-2022':
    'batch 31, as read at 16d6ae0: not read as runs: `iostat=0`, `iostat=1`, `iostat=2`; read as runs: `run` | `nvme3n1`',
  'mail-v9fs-virtio-9p-msize-16k-to-512k-cat-12gb-min-s-mb-s-colon-lines-2021':
    'batch 31, as read at 16d6ae0: not read as runs: `msize=128k`, `msize=256k`, `msize=512k`, `msize=16k`, `msize=64k`; read as runs: `ls /etc/ > /dev/null` | `ls -l /etc/ > /dev/null`',
  'time-ia64-swiotlb-init-wsl2-9p-ls-hyperfine-before-after-ms-vs-s-bisect-2022':
    'batch 31, as read at 16d6ae0: not read as runs: `Before`, `After`; read as runs: `5.18.0-rc3-microsoft-standard-WSL2-00008-ga3e230926708` | `5.18.0-rc3-microsoft-standard-WSL2-00009-gc6af2aa9ffc9`',
  'time-keyrings-tpm2-hmac-disabled-enabled-plus-patches-modprobe-createprimary-qp-2024':
    'batch 31, as read at 16d6ae0: not read as runs: `hmac enabled + patches applied`, `hmac disabled`, `hmac enabled`; read as runs: `run` | `after first command` | `time tpm2_createprimary -C o -G ecc256` | `time modprobe tpm_tis_spi` | `time tpm2_createprimary -C n -G ecc256`',
  'time-util-linux-meson-ninja-vs-autogen-configure-make-full-build-real-user-sys-2021':
    'batch 31, as read at 16d6ae0: not read as runs: `autotools`; read as runs: `( ./autogen.sh; ./configure; make -j )`',
  'gh-boom-66-boom-vs-ab-h2-headings-rps-bold-results-key-value-block':
    'batch 32, as read at 8b94de7: not read as runs: `boom`, `ab`',
  'gh-coder-websocket-71-allocate-vs-pool-sub-benchmark-suffix-sizes-ns-op-b-op-allocs-op':
    'batch 32, as read at 8b94de7: not read as runs: `allocate`, `pool`; read as runs: `run`',
  'gh-eos-boot-helper-191-zram-lzo-vs-lz4-prose-bullets-compression-ratio-4-to-1-3-4-to-1':
    'batch 32, as read at 8b94de7: not read as runs: `lzo`, `lz4`',
  'gh-gobwas-pool-3-before-vs-after-in-benchmark-names-small-normal-big-ns-op-tabs':
    'batch 32, as read at 8b94de7: not read as runs: `Before`, `After`; read as runs: `run`',
  'gh-goleveldb-407-old-vs-new-benchstat-bufferpool-ns-op-b-op-allocs-op':
    'batch 32, as read at 8b94de7: not read as runs: `old`, `new`; read as runs: `before.txt` | `after.txt`',
  'gh-lmntal-slim-14-glibc-vs-tcmalloc-md-table-tc-prefixed-columns-real-user-sys-s-cores-rows':
    'batch 32, as read at 8b94de7: not read as runs: `tcmalloc版`, `通常版`; read as runs: `96`',
  'gh-mimium-rs-85-system-vs-mimalloc-cargo-bench-before-after-blocks-ns-iter-plus-minus':
    'batch 32, as read at 8b94de7: not read as runs: `before`, `after`',
  'gh-nccl-1130-inter-numa-vs-intra-numa-prose-busbw-35-vs-24-gb-s-topology-matrix':
    'batch 32, as read at 8b94de7: not read as runs: `0,1,6,7`, `0,1,2,3`',
  'gh-orioledb-450-col-1-col-2-relative-to-base-tab-ratios-sysbench-microbench-rows':
    'batch 32, as read at 8b94de7: not read as runs: `x.pg172_o2nofp.x10a_c32r128.pk1`, `col-1`, `col-2`',
  'gh-ravel-1463-tuned5-disk-tier-vs-tuned4-no-tier-md-table-cold-hot-sum-s-ratio-column':
    'batch 32, as read at 8b94de7: not read as runs: `tuned5`, `tuned4`; read as runs: `cold sum` | `hot sum` | `statements at or above 20 s cold`',
  'gh-wild-2468-poop-four-benchmarks-madvise-huge-pages-fallocate-flags-wall-time-s-delta-pct':
    'batch 32, as read at 8b94de7: not read as runs: `Benchmark 1`, `Benchmark 2`, `Benchmark 3`; read as runs: `measurement mean ± σ min … max outliers` | `delta` | `measurement mean ± σ min … max outliers delta`',
  'lkml-table-aspeed-fsi-poll-timeout-clock-div-rows-max-avg-us-colon-2021':
    'batch 32, as read at 8b94de7: not read as runs: `div 1`, `div 2`, `div 4`, `div 8`; read as runs: `Jan 22 01:27:21 rain27bmc kernel: NMI backtrace for cpu`',
  'mail-amlogic-meson-mx-sdhc-vendor-vs-this-driver-dd-emmc-two-boards-mb-s-2019':
    "batch 32, as read at 8b94de7: read as runs: `EC-100 eMMC (HS MMC) Amlogic's vendor driver @ Linux 3.10` | `EC-100 eMMC (HS MMC) This driver`",
  'mail-ath10k-qca9880-performance-governor-25mbps-vs-600mhz-29-30mbps-prose-2019':
    'batch 32, as read at 8b94de7: not read as runs: `lowest CPU scaling freq`, `performance governor`',
  'mail-etnaviv-dmabuf-uncached-arm64-memcpy-2msec-vs-20msec-per-mb-prose-2025':
    'batch 32, as read at 8b94de7: not read as runs: `normal memory`, `DMA-BUFs`',
  'mail-etnaviv-gc400lt-glxgears-corrupted-15-fps-vs-near-100fps-html-2021':
    'batch 32, as read at 8b94de7: not read as runs: `displaying correctly`, `corrupted`',
  'mail-openipmi-si-usleep-range-without-patch-3-5ms-with-patch-10-5ms-auto-35us-prose-2019':
    'batch 32, as read at 8b94de7: not read as runs: `without the patch`, `auto-adjust`, `your patch`',
  'time-freedreno-minmax-simplify-5-15-backport-make-ynr-goes-from-to-real-user-sys-2025':
    'batch 32, as read at 8b94de7: not read as runs: `patched`, `base`; read as runs: `run`',
  'time-openipmi-kcs-msg-stack-hosed-error0-before-after-ipmitool-real-user-sys-2022':
    'batch 32, as read at 8b94de7: not read as runs: `Before`, `After`; read as runs: `Get Device ID command failed` | `No valid response received`',
  'dump-intel-wired-lan-ice-numa-node-memfree-6-13-vanilla-vs-reverted-wrapped-rows-2025':
    'batch 33, as read at be1cd32: not read as runs: `commit reverted`, `vanilla 6.13.y`',
  'fio-cluster-devel-gfs2-write-bandwidth-regression-5-15-y-vs-6-4-rc3-bw-mib-s-2023':
    'batch 33, as read at be1cd32: not read as runs: `6.4-rc3`, `5.15.y`',
  'fio-ext4-iops-degradation-4-14-5-10-with-without-series-head-iops-commit-time-2023':
    'batch 33, as read at be1cd32: not read as runs: `9c19a9cb16`, `6b4c54e378`',
  'fio-linux-raid-md-raid1-ramdisk-4-4-vs-5-3-rate-iops-latency-old-fio-output-2019':
    'batch 33, as read at be1cd32: not read as runs: `4.4`, `5.3`; read as runs: `slat` | `clat` | `lat` | `lat (usec) : 100=0.01%, 250=0.01%` | `| 99.99th=[   91`',
  'fio-linux-raid-workqueue-max-active-btrfs-raid0-write-bw-bullets-qp-2023':
    'batch 33, as read at be1cd32: not read as runs: `636b927eba5b`, `4cbfd3de73`; read as runs: `CPU hotplug")`',
  'gh-aws-otel-python-93-distroconfig-four-columns-colon-aligned-run-duration-startup-ms':
    'batch 33, as read at be1cd32: not read as runs: `app_signals_no_traces`, `app_signals_disabled`, `app_signals_traces`, `none`',
  'gh-faf-allocator-bench-readme-six-allocators-h3-fences-ns-per-alloc-by-size':
    'batch 33, as read at be1cd32: not read as runs: `mimalloc-rust v0.2.1`, `System Allocator`, `mimalloc v0.1.39`, `SnMalloc`, `TCMalloc`, `Jemalloc`',
  'gh-spock-122-peak-memory-prose-19-8-gb-vs-647-mb-one-sentence':
    'batch 33, as read at be1cd32: not read as runs: `this PR`, `base`',
  'gh-svgo-25-bench1-vs-bench2-raw-go-test-lines-ns-op-mb-s-benchcmp':
    'batch 33, as read at be1cd32: read as runs: `old` | `new`',
  'gh-tcgdex-530-k6-prose-http-req-duration-6s-to-438ms-req-s-html-table-cut':
    'batch 33, as read at be1cd32: not read as runs: `clustering`; read as runs: `after`',
  'lkml-table-cluster-devel-gfs2-write-bandwidth-five-kernels-tab-bw-lines-2023':
    'batch 33, as read at be1cd32: not read as runs: `5.17.0`, `5.18.0`, `5.19.0`, `6.1.30`, `6.0.5`',
  'lkml-table-ext4-block-alloc-scalability-base-patched-linear-opt-scan-dashed-pipe-2025':
    'batch 33, as read at be1cd32: not read as runs: `patched opt_scan`, `patched linear`, `base opt_scan`, `base linear`; read as runs: `2` | `4` | `8` | `16` | `32` | `64 (+16)`',
  'mail-intel-wired-lan-igb-i210-qav-tx-buffer-without-with-patch-iperf3-bitrate-2021':
    'batch 33, as read at be1cd32: not read as runs: `Without this patch`, `With this patch`; read as runs: `No TSN traffic` | `With TSN traffic`',
  'mail-linux-raid-raid6-check-speed-regression-5-15-to-5-16-two-hosts-mb-s-prose-2022':
    'batch 33, as read at be1cd32: not read as runs: `5.15`, `5.16`; read as runs: `before` | `after`',
  'time-ext4-xattr-replace-value-without-with-patch-bash-time-prompt-2023':
    'batch 33, as read at be1cd32: not read as runs: `without this patch`, `with this patch`; read as runs: `run`',
  'time-linux-crypto-nx-gzip-vs-gzip-4gib-random-and-zero-dollar-time-2025':
    'batch 33, as read at be1cd32: read as runs: `nx_gzip -c zero.bin >zero.bin.nxgz` | `gzip -c zero.bin >zero.bin.gz`',
  'fio-io-uring-sqpoll-task-work-batch-baseline-with-patch-read-bw-lat-2025':
    'batch 34, on arrival at b63a491: not read as runs: `baseline`; read as runs: `My benchmark is`',
  'gh-dta-16-before-after-ab-fences-requests-per-second-time-per-request-ms':
    'batch 34, on arrival at b63a491: not read as runs: `Before`, `After`',
  'gh-epsilon-23-compare-py-md-table-arrow-cells-ns-op-b-op-allocs-emoji-delta':
    'batch 34, on arrival at b63a491: not read as runs: `target`, `base`',
  'gh-factcast-4788-before-after-h1-pgbench-fences-latency-average-ms-transactions':
    'batch 34, on arrival at b63a491: not read as runs: `before`, `after`',
  'gh-grpc-go-1326-r1-vs-r2-arrow-rows-ns-op-latency-percentiles-us':
    'batch 34, on arrival at b63a491: not read as runs: `r1`, `r2`; read as runs: `run`',
  'gh-lavinmq-1971-baseline-b-vs-smooth-pacing-n-indented-md-table-p95-ms':
    'batch 34, on arrival at b63a491: not read as runs: `B`, `N`; read as runs: `rate=10 size=16` | `rate=10 size=64` | `rate=10 size=256` | `rate=10 size=512` | `rate=10 size=1024` | `rate=10 size=4096 (+16)`',
  'gh-vpp-agent-1234-old-vs-new-bench-raw-go-test-lines-tabs-ns-op-b-op':
    'batch 34, on arrival at b63a491: not read as runs: `new`; read as runs: `ok  	github.com/ligato/vpp-agent/plugins/kvscheduler	18.223s`',
  'lkml-table-nvmet-tcp-busy-poll-baseline-vs-patched-threads-iops-lat-pipe-2019':
    'batch 34, on arrival at b63a491: not read as runs: `With patches applied`, `Baseline`',
  'lkml-table-vsock-virtio-iperf3-before-opt-p1-p23-p45-gbps-two-directions-2019':
    'batch 34, on arrival at b63a491: not read as runs: `before opt`, `p 2+3`, `p 4+5`, `p 1`',
  'mail-cdns3-gadget-unaligned-iperf3-rndis-tx-rx-improved-from-mbps-2023':
    'batch 34, on arrival at b63a491: not read as runs: `patched`, `base`',
  'mail-iomap-raid-stripe-align-writeback-before-after-mb-s-lines-2025':
    'batch 34, on arrival at b63a491: not read as runs: `Before`, `After`; read as runs: `run`',
  'mail-usbnet-bql-prose-prioritized-ping-improved-from-ms-to-ms-2025':
    'batch 34, on arrival at b63a491: not read as runs: `patched`, `base`',
  'perfstat-vringh-common-accessors-original-vs-changed-code-repeat-20-2023':
    "batch 34: the perf stat runs are now named by the `- original code` / `- changed code` items over each pair of blocks; the test program's own output lines above them (`Using CPUS 0 and`, `Guest: notified 0, pinged`) are still read as runs",
  'gh-acmilabs-media-player-108-swappiness-0-vs-100-dirty-ratio-prose-start-hang-minutes-excerpt':
    'batch 35, as read at 01e393e: nothing recognized (task-list items naming `sysctl -w vm.swappiness=0` in backticks over bold `**29 mins**` durations): not read as runs: `vm.swappiness=0`, `vm.swappiness=100`, `vm.dirty_ratio=10`',
  'gh-hibernate-validator-533-jmh-json-like-score-per-version-6-vs-5-3-thrpt-excerpt':
    'batch 35, as read at 01e393e: nothing recognized (hand-trimmed JMH JSON, version keys `6:` / `5.3:` over `"score" : N` lines): not read as runs: `6`, `5.3`',
  'lkml-table-erofs-big-pcluster-underscore-box-fs-sizes-seq-rand-mib-s-2021':
    'batch 35, as read at 01e393e: the underscore-padded box table (`|___erofs_4k____|_556879872_|_ 781.4 __|`) is not read: not read as runs: `erofs_4k`, `erofs_16k`, `erofs_32k`, `erofs_64k`, `squashfs_8k`, `squashfs_16k`, `squashfs_32k`, `squashfs_128k`, `ext4_4k`; read as runs: `run` (the RAW DATA fio READ lines)',
  'mail-dm-integrity-shash-vs-ahash-patch-dd-write-read-sha256-hmac-mb-s-2025':
    'batch 35, as read at 01e393e: nothing recognized (dd lines prefixed `   WRITE: ` / `   READ: ` under algorithm lines `sha256` / `hmac-sha256`): not read as runs: `using shash`, `with my ahash patch`',
  'mail-mmc-dwcmshc-rk3588-cqe-fio-read-bw-without-with-cqe-prose-2024':
    'batch 35, as read at 01e393e: the runs are named after their fio blocks in prose (`from <block> without CQE to <block> with CQE enabled`): not read as runs: `without CQE`, `with CQE`; read as runs: `run` | `without CQE to`',
  'mmtests-mempolicy-refcount-aim9-hmean-headerless-three-cases-base64-attachments-2022':
    'batch 35, as read at 01e393e: the three base64 text/plain attachments are decoded and read as more runs (the expectation leaves them out: an erratum, MANIFEST.md known gaps): read as runs: `baseline_ baseline_8` | `mpol_count_ref_ mpol_count_ref_2` | `mpol_count_ref_ mpol_count_ref_3` | `mpol_count_ref_ mpol_count_ref_7` | `mpol_count_ref_ mpol_count_ref_9` | `baseline_mpol_count_ref_mpol_count_ref_mpol_count_ref_mpol_count_ref_ (+7)`',
  'time-ceph-async-create-dirops-disabled-enabled-bash-time-two-workloads-2020':
    'batch 35, as read at 01e393e: the same two settings under the shorter headings of the second workload (untar) are kept apart: read as runs: `With async dirops disabled` | `With async dirops enabled` | `Disabled` | `Enabled`',
  'dump-gh-sensu-22-vmstat-a-vs-vmstat-one-state-inact-active-buff-cache':
    'batch 36, on arrival at 77f689e, as read at 8a5befd: both vmstat samples are read, but the `# vmstat -a` / `# vmstat` prompt lines over them (headings to Markdown) do not name them: not read as runs: `vmstat -a`, `vmstat`; read as runs: `run`',
  'gh-go-retry-13-benchstat-v1-old-new-time-op-alloc-op-delta-tilde':
    'batch 36, on arrival at 77f689e, as read at 8a5befd: the runs are named by the files of the `benchstat before.txt after.txt` command, not by the table headers `old time/op` / `new time/op` the expectation takes: not read as runs: `old`, `new`; read as runs: `before.txt` | `after.txt`',
  'gh-ik-llama-518-sweep-bench-two-pipe-tables-this-pr-vs-mainline-s-pp-t-s':
    'batch 36, on arrival at 77f689e, as read at 8a5befd: the two sweep-bench pipe tables are one run named from `on a Ryzen-7950X CPU` in the first lead-in; the lead-ins `with this PR` / `mainline llama.cpp` are not used: not read as runs: `this PR`, `mainline llama.cpp`; read as runs: `Ryzen-7950X CPU`',
  'gh-kokkos-7924-stream-kokkos-stream-vs-google-benchmark-mb-s-two-programs-excerpt':
    'batch 36, on arrival at 77f689e, as read at 8a5befd: Kokkos_stream result lines (`Set               267745.41 MB/s`) are not read and the Google Benchmark row is its own run, the programs named in the backticked lead-ins are not used: not read as runs: `Kokkos_stream`, `Kokkos_PerformanceTest_Benchmark`; read as runs: `StreamSet/N:10/manual_time`',
  'gh-llama-cpp-4844-compare-llama-bench-pipe-t-s-master-vs-branch-speedup':
    'batch 36, on arrival at 77f689e, as read at 8a5befd: the compare-llama-bench pipe table is one default run whose `t/s master` / `t/s sl/backend-sched` columns are measures (named by the GPU column alone): not read as runs: `master`, `sl/backend-sched`; read as runs: `run`',
  'gh-slash2-413-quoted-dd-time-rev-25384-vs-today-mb-s-real':
    'batch 36, on arrival at 77f689e, as read at 8a5befd: the two `time dd` outputs inside the `> ` quote are one default run (measures `#2`), the lead-ins `Today I have:` / `I downgrade IOS to 25384m and got the following:` not used: not read as runs: `Today I have`, `downgrade IOS to 25384m`; read as runs: `run`',
  'gh-ublksrv-116-null-target-fio-summary-lines-002-vs-007-zero-copy-iops-excerpt':
    'batch 36, on arrival at 77f689e, as read at 8a5befd: nothing recognized (test-script lines `randwrite(4k): jobs 2, iops 732699, cpu_util(18% 81%)` under `running null/002` / `running null/007`): not read as runs: `null/002`, `null/007`',
  'lkml-table-hv-sock-send-loop-pipe-box-current-vs-send-buffer-loop-mb-s-sys-2019':
    'batch 36, on arrival at 77f689e, as read at 8a5befd: the |---| box with a two-level header is read from its sub-header row on (lines 111-120), transposed, its row labels the runs: not read as runs: `Current`, `Send Buffer Loop`; read as runs: `Min` | `Max` | `Avg` | `Median`',
  'lkml-table-hv-sock-sndbuf-rcvbuf-sizes-slash-cells-qp-wrapped-mb-s-2019':
    'batch 36, on arrival at 77f689e, as read at 8a5befd: nothing recognized (quoted-printable soft-wrapped |---| boxes, decoded, with `min/max/avg/median` slash cells such as `109/118/114/116`): not read as runs: `Default`, `16KB`, `32KB`, `64KB`',
  'mail-rtw88-usb3-rx-aggregation-iperf3-two-unnamed-runs-mbits-sec-2024':
    "batch 36, on arrival at 77f689e, as read at 8a5befd: two iperf3 -R outputs with no heading, each named only by the sentence before its command (`Don't set BIT_EN_PRE_CALC. Then the speed is much better:`): not read as runs: `RTL8822BU in USB 3 mode`, `Don't set BIT_EN_PRE_CALC`; read as runs: `run`",
  'mail-samba-4-7-6-vs-4-10-6-iozone-throughput-kb-sec-dd-mb-s-2019':
    "batch 36, on arrival at 77f689e, as read at 8a5befd: iozone's TAB-indented `Children see throughput for  1 initial writers \t=   11248.48 kB/sec` lines are not read, and the two dd blocks take their wrapped command's `count=1024` as their run: read as runs: `count=1024`",
  'mail-spi-sync-path-busybox-dd-nine-builds-use-dma-polling-kb-s-seconds-2022':
    "batch 36, on arrival at 77f689e, as read at 8a5befd: nine busybox dd lines under numbered sub-labels (`1.1. use_dma = true (default):` ... `3.3. forced polling:`) are read unnamed and busybox top's `CPU:  0.4% usr 20.4% sys` lines not at all: not read as runs: `1.1 use_dma = true`, `1.2 use_dma = false`, `1.3 forced polling`, `2.1 use_dma = true`, `2.2 use_dma = false`, `2.3 forced polling`, `3.1 use_dma = true`, `3.2 use_dma = false`, `3.3 forced polling`; read as runs: `run`",
  'mail-stm32-av96-ddr52-vs-hs200-mmc-ios-dump-dd-read-mb-s-2020':
    "batch 36, on arrival at 77f689e, as read at 8a5befd: the two mmc `ios` dumps are read as tables whose rows name runs, and both dd blocks take the prose line above them (`HS200 though:`), the dumps' `timing spec: 8 (mmc DDR52)` naming none: not read as runs: `DDR52`; read as runs: `chip select` | `bus width`",
  'mail-tcm-loop-scsi-done-direct-fio-read-bw-without-with-patch-bs-4k-32k-2022':
    "batch 36, on arrival at 77f689e, as read at 8a5befd: the block-size sub-labels (`bs 8k:`) under `Without this patch:` / `With this patch:` are read as the fio lines' runs, the first one named by a caption far above and the fio job file read as a table: not read as runs: `With this patch`; read as runs: `The call graph likes below` | `bs 8k` | `bs 16k` | `bs 32k` | `bs 4k`",
  'time-hda-rirb-waitqueue-gnu-time-before-after-per-platform-elapsed-cpu-2019':
    'batch 36, on arrival at 77f689e, as read at 8a5befd: GNU time lines under `before the patch:` / `after the patch:` nested in bulleted platform lines (`* Intel SKL + Realtek codec`) are read unnamed: not read as runs: `Realtek codec before the patch`, `Realtek codec after the patch`, `Nvidia HDMI codec before the patch`, `Nvidia HDMI codec after the patch`; read as runs: `run`',
  'dump-cgroups-node-reclaim-swappiness-vmstat-pgsteal-before-after-fix-2026':
    'batch 37, on arrival at 7e5df11, as read at 9d97859: all four `cat /proc/vmstat | grep pgsteal` outputs (lines 133-164) take their run from the first heading, `Before fix (swappiness=max ignored, mostly file pages reclaimed):`; the `After fix (swappiness=max honored, ...)` heading over the last two (lines 150-164) names none: not read as runs: `After fix`; read as runs: `Before fix (swappiness=max ignored, mostly file pages reclaimed)`',
  'dump-io-uring-memlock-thp-blocking-proc-status-meminfo-nr-hugepages-with-without-pinner-2021':
    'batch 37, on arrival at 7e5df11, as read at 9d97859: the hugetlb counts are bare numbers (`583`, `4823`) printed by `$ cat` of a sysfs path wrapped onto its own line (`/sys/devices/system/node/node0/hugepages/hugepages-2048kB/nr_hugepages`) and are read by no reader; the `/proc/<pid>/status` dump is read only from its `Name:` / `Umask:` lines as a table whose row names a run, and the three meminfo fragments parted by `...` are the default run; neither the program `io_uring_thp` nor the lead-in `kill the io_uring process and try again:` names anything: not read as runs: `io_uring_thp`, `kill the io_uring process`; read as runs: `Umask` | `run`',
  'fio-cgroups-unmapped-pagecache-promotion-dram-remote-promo-bw-gib-s-plus-pipe-table-cxl-2025':
    'batch 37, on arrival at 7e5df11, as read at 9d97859: the six fio fragments under their run lines (`DRAM (128GB):`, `900GB Hot - No Promotion (~150GB spills to remote node via demotion)`, ...), trimmed to `lat (usec)` / `cpu` / `bw=83.5GiB/s (89.7GB/s)` lines, are read by no reader; the pipe table with a numbering header row (`| 1 | 2 | 3 | 4 | 5 |` over `| DRAM Base | Promo On | TopTier Chk | CXL Base | Post-Promotion |`) and no label column is read with its first value as the run, and the cover letter TAB-indented patch list (`Patch 3` / `\tadds NUMA_HINT_PAGE_CACHE to vmstat`) as tables: not read as runs: `DRAM (128GB)`, `Remote (128GB)`, `Promo (128GB)`, `900GB Hot - No Promotion`, `900GB Hot - Promotion`, `900GB Hot - No remote memory`, `DRAM Base`, `Promo On`, `TopTier Chk`, `CXL Base`, `Post-Promotion`; read as runs: `Patch` | `Implement migrate_misplaced_folio_batch Patch` | `7.5804`',
  'gh-dpdk-experiment-seastar-vs-fstack-results-md-wrk-latency-transfer-sec-per-thread-count':
    'batch 37, on arrival at 7e5df11, as read at 9d97859: nothing recognized (wrk outputs cut to `Latency   594.62us    7.77us   0.96ms   94.90%` and `Transfer/sec:      2.47MB` lines, no `Thread Stats` header or `Requests/sec`, three repeats after each `./wrk -t2 -c2 -d10s http://...` command in a fence under eight `### SEASTAR with 1 threads` ... `### F-STACK with 8 threads` headings): not read as runs: `SEASTAR with 1 threads`, `SEASTAR with 2 threads`, `SEASTAR with 4 threads`, `SEASTAR with 8 threads`, `F-STACK with 1 threads`, `F-STACK with 2 threads`, `F-STACK with 4 threads`, `F-STACK with 8 threads`',
  'gh-linux-cachyos-395-cryptsetup-benchmark-bore-vs-eevdf-german-headers-decimal-comma-mib-s':
    'batch 37, on arrival at 7e5df11, as read at 9d97859: the two fenced `cryptsetup benchmark` excerpts under a German `#   Algorithmus | Schlüssel | Verschlüsselung | Entschlüsselung` header are read with their rows as runs (algorithm and key size, `aes-xts        256b`), the lead-ins `with bore scheduler I get:` / `with eevdf scheduler I get:` not used: not read as runs: `bore`, `eevdf`; read as runs: `aes-xts        256b` | `aes-xts        512b`',
  'gh-noseyparker-77-prose-alpine-vs-debian-image-size-mb-scan-seconds-3x-excerpt':
    'batch 37, on arrival at 7e5df11, as read at 9d97859: nothing recognized (results only in sentences: `the alpine-based image ... 57MB vs 216MB`, `scan in about 100 seconds, whereas the debian-based Docker image takes about 30 seconds`): not read as runs: `alpine-based image`, `debian-based image`',
  'lkml-table-sched-multi-llc-sis-node-quoted-four-kernels-nps1-2-4-hackbench-tbench-stream-2023':
    'batch 37, on arrival at 7e5df11, as read at 9d97859: the quoted DeathStarBench TAB tables (`CCD\tScaling\t       tip    SIS_NODE ...` over `1\t1\t\t0%      0.30% ...` rows) are read with their second label column `Scaling` as a run beside the four kernels; the quoted netperf tables (a header row without its first cell over `256-clients:     20011.44 (0.00 pct) ...` rows) are not read: read as runs: `tip` | `SIS_NODE` | `SIS_NODE_LIMIT` | `SIS_NODE_TOPOEXT` | `Scaling`',
  'lkml-table-xfs-dir-freespace-reverse-search-vanilla-prev-commit-patched-time-slash-rate-2019':
    'batch 37, on arrival at 7e5df11, as read at 9d97859: the TAB/space-aligned table under the caption `create time(sec) / rate (files/s)` has `time / rate` cells (`85.69 / 11.7k`) and a 10M row with no `Prev commit` cell; it is read as one run named by the caption and header joined, each row keeping only its last rate: not read as runs: `vanilla`, `Prev commit`, `Patched`; read as runs: `create time(sec) / rate (files/s) vanilla Prev commit Patched`',
  'time-netfilter-pipapo-bulk-insert-800k-elements-real-user-sys-before-after-perf-callgraph-2024':
    'batch 37, on arrival at 7e5df11, as read at 9d97859: the first `time nft -f pipapo_800k` output (lines 57-59), the current code, takes the sentence above it (`For 800k elements I get:`) as its run; the text names it only by contrast with the second output headed `After:`: not read as runs: `before`; read as runs: `800k elements I get` | `After`',
  'dump-cgroups-task-struct-slab-meminfo-slabinfo-backport-vs-vanilla-before-after-script-qp-2019':
    'batch 38, on arrival at 7e5df11, as read at e95250d: the two kernels are named only by starred-banner lead-ins (`Your proposed patche back-ported to Kernel 5.3.0 :`, `Vanilla Kernel 5.3.0 :`), each over dashed `------------- Before Running the script -------------` / `After running the script` sub-headings with meminfo Slab / SReclaimable / SUnreclaim lines and a quoted-printable-split slabinfo `task_struct` row; the first fragment is read as a table whose rows are runs, the other three meminfo fragments take the dashed phase heading and then give their keys as run names, and the slabinfo rows are read by no reader: not read as runs: `back-ported to Kernel 5.3.0`, `Vanilla Kernel 5.3.0`; read as runs: `Slab` | `SReclaimable` | `SUnreclaim`',
  'dump-linux-alpha-arc-flatmem-highmem-meminfo-three-states-plus-quoted-size-a-b-2020':
    'batch 38, on arrival at 7e5df11, as read at e95250d: the quoted (`>>>`) `size a/vmlinux b/vmlinux` output (rows ending in `a/vmlinux`, `b/vmlinux`) and the dmesg `Memory: 1559104K/1572864K available (...)` lines under `a:` / `b:` are read by no reader; of the three `# cat /proc/meminfo | grep Mem` fragments the first is the default run and the two after `# /oom 1000 &` / `# /oom 980 &` both take the comment line above them, `# Done memset, sleeping for 20 secs`, and merge: not read as runs: `a`, `b`, `initial`, `/oom 1000`, `/oom 980`; read as runs: `run` | `Done memset, sleeping for 20 secs`',
  'lkml-table-crypto-zhaoxin-phe-sha1-sha256-two-row-header-before-after-ratio-cells-2026':
    'batch 38, on arrival at 7e5df11, as read at e95250d: the `+---+` box has a two-row header, group cells `SHA1` / `SHA256` each spanning `Before | After`, and After cells with the speedup in parentheses (`8 (2.67x)`); the group row is read as the runs (two columns for four), the `Before` / `After` sub-header not at all; a `header-rows` 2 correction names runs `SHA256 After` / `SHA1 Before` from misaligned cells, and no kind parts a spanning header into run and measure: not read as runs: `Before`, `After`; read as runs: `SHA256` | `SHA1`',
  'lkml-table-intel-wired-lan-ice-arfs-flow-match-box-x-vs-y-cells-rps-flow-cnt-2025':
    'batch 38, on arrival at 7e5df11, as read at e95250d: nothing recognized (a `+---+` box `rps_flow_cnt | 512 | 2048` whose every cell holds both runs as `X vs Y`, `1441 vs 1171`, `533K vs 59`, the runs named only in the lead-in `Runtime comparison: original code vs with the patch for different rps_flow_cnt values.`): not read as runs: `original code`, `with the patch`',
  'lkml-table-nfs-readdir-1mb-box-ten-runs-v5-10-rc2-vs-v3-patch-set-time-rpc-calls-2020':
    'batch 38, on arrival at 7e5df11, as read at e95250d: the runs are named once, in a two-line `+---+` header (`+------+     v5.10.rc-2      +--+ this v3 patch set  +` over `| run | time | rpc calls | | time | rpc calls |`) above four captioned blocks (`nfsv3 with dtsize 262144:` ...) of ten numbered repetitions each; every block is read on its own with its first data row as the header, so its first cells are runs: not read as runs: `v5.10.rc-2`, `this v3 patch set`; read as runs: `81.583` | `14710` | `53.568` | `215` | `81.563` | `52.692` (+8)',
  'mail-ceph-crimson-vs-legacy-osd-quoted-fio-iops-bw-lat-lines-four-runs-2020':
    'batch 38, on arrival at 7e5df11, as read at e95250d: nothing recognized (quoted fio results condensed by the author to one line per block size, `   4k  IOPS=42.7k,  BW=167MiB/s, Lat=749.18usec`, under four `# ` headings `# legacy-osd, MemStore`, `# crimson-osd, cyan_store`, `# legacy-osd`, `# crimson-osd`): not read as runs: `legacy-osd, MemStore`, `crimson-osd, cyan_store`, `legacy-osd`, `crimson-osd`',
  'mail-linux-next-colibri-imx7-iperf3-wo-fix-after-fix-qp-equals-headings-2020':
    'batch 38, on arrival at 7e5df11, as read at e95250d: the two trimmed iperf3 summaries are read, but the banners that name them are quoted-printable undecoded (`=3D=3D=3D w/o fix =3D=3D...`, `=3D=3D=3D after fix =3D...`) and taken by nothing, so both summaries are the default run: not read as runs: `w/o fix`, `after fix`; read as runs: `run`',
  'perfstat-linux-crypto-random-mix-interrupt-queue-vs-rewrite-header-vs-v5-17-rc6-qp-pipe-prefixed-comma-decimal-2022':
    "batch 38, on arrival at 7e5df11, as read at the bar quotes' change (text/clean.ts): the three `| `-quoted `perf stat -r 5 -a --table` outputs are read, the second and third named by their lead-ins, but the first by the section heading `I got the condition wrong…` instead of its lead-in `I applied your complete queue on top of v5.17-rc6`; quoted-printable soft breaks split the elapsed lines, so `seconds time elapsed` is read in none",
  'time-bcache-reads-not-cached-gnu-time-three-passes-kernel-headings-bcache-status-2020':
    'batch 38, on arrival at 7e5df11, as read at e95250d: each kernel is named only by its wrapped `uname -a` line (`Linux kkb 4.18.20-041820-generic #201812030624 SMP ...`); every GNU time block and every `--- bcache ---` status table takes the `--- bcache ---` rule as its section heading, so all nine passes of the three kernels are one run (`section-runs` at `Linux kkb` names the kernels, but their time blocks stay numbered `elapsed time (s) #4` ... and do not compare): not read as runs: `4.18.20`, `4.19.0`, `5.5.2`; read as runs: `bcache`',
  'dump-gh-cadvisor-3587-memory-stat-usage-in-bytes-before-after-split-huge-pages-thp-excerpt':
    'batch 38, on arrival at 7e5df11, as read at e95250d: the two states are named only by lead-ins (`cgroup data:`, `cgroup data after spliting, the huge inactive_anon is gone:`); the bare `memory.usage_in_bytes` numbers printed by `cat` are read by no reader, and the three memory.stat fragments are read as vmstat blocks of the default run: not read as runs: `cgroup data`, `after spliting`; read as runs: `run`',
  'gh-cosyp-week03-findings-numa-affinity-headings-duration-microseconds-five-runs':
    "batch 38, on arrival at 7e5df11, as read at e95250d: nothing recognized (five fenced outputs of a thread-affinity program, `Counter value: 200000` / `Duration: 20814 microseconds` after `CPU: n` lines, each under a prose lead-in ending in `:`, `Same-thread - doesn't really make sense:`, `Different cores on same NUMA node:` ...): not read as runs: `Same-thread`, `Different threads, same core`, `Different cores`, `Different cores on same NUMA node`, `Different cores on different NUMA nodes`",
  'gh-jungle-218-latency-percentiles-op-baseline-vs-jemalloc-in-row-labels-bold-us-excerpt':
    'batch 38, on arrival at 7e5df11, as read at e95250d: the Markdown table `| Op | p50 | p99 | ...` has row labels holding both the operation and the run (`| **set** (baseline) |`, `| **set** (jemalloc) |`), read whole as runs; no kind parts a label at its parentheses (a read-lines table with `(` `)` as separators shifts the cells): not read as runs: `baseline`, `jemalloc`; read as runs: `set (baseline)` | `set (jemalloc)` | `get (baseline)` | `get (jemalloc)` | `iterate (baseline)`',
  'gh-llamacpp-1556-rankaiyx-master-numactl-h-free-drop-caches-t16-vs-t32-print-timings-excerpt':
    'batch 38, on arrival at 7e5df11, as read at e95250d: the two `llama_print_timings` blocks are named only by the `$./main ... -t 16` / `-t 32` command lines above them and are the default run, and the two-line machine spec (`DDR3 1866 32G*8   100GB/s`) is read as a table with a run of its own: not read as runs: `-t 16`, `-t 32`; read as runs: `DDR3 1866 32G*8` | `run`',
  'gh-mulukhiya-4467-yjit-nashi-vs-ari-japanese-md-table-ms-fullwidth-parens':
    'batch 38, on arrival at 7e5df11, as read at e95250d: the Japanese Markdown table `| ベンチ | YJIT なし（現状） | YJIT あり | 効果 |` (bench rows, `1558 ms` cells, an effect column `**-24%**` / `ほぼ不変`) is turned, its bench rows read as runs (more rows than columns are measures): not read as runs: `YJIT なし（現状）`, `YJIT あり`; read as runs: `raw_cpu（lbock）` | `raw_cpu（zugoga）` | `regexp_compile_3000` | `sweep_3000_x1` | `marshal_load`',
  'gh-rpi4-os-benchmarking-readme-rank-os-net-runtime-pvalue-table-no-leading-pipe':
    'batch 38, on arrival at 7e5df11, as read at e95250d: the `Rank | OS | Net runtime | Pvalue*` table (no outer pipes on its rows, a leading pipe on its separator, ranks repeated) is read with its Rank column naming the measures (`1 Net runtime`) and the OS column dropped, all one default run, and its last row (`13 | Alpine (running on RAM) | 975.14 |`, empty Pvalue) left out; the OS column as runs (runs-column) names them with `Rank=N` joined: not read as runs: `Rasberry Pi OS`, `DietPi (1.8 GHz)`, `FreeBSD`, ... (15 OS rows); read as runs: `run`',
  'gh-rtos-benchmark-pi5-results-summary-debian-rt-vs-pi-os-lite-tldr-table-plus-bullets-mu-s':
    'batch 38, on arrival at 7e5df11, as read at e95250d: the TL;DR table gives the two Pi runs, but the third profile, `ubuntu-rt`, is only in bullet lines under `## Real-time Latency (cyclictest)` / `## Multicore Stress` as ranges (`min 1–9μs, avg 3–19μs`, `399,920,000 – 403,520,000`) that no reader takes: not read as runs: `ubuntu-rt`; read as runs: `Debian PREEMPT_RT (RT)` | `Pi OS Lite (non-RT)`',
  'gh-ruby-bench-241-yjit-bench-interp-vs-yjit-dash-table-rss-line-excerpt':
    'batch 38, on arrival at 7e5df11, as read at e95250d: the yjit-bench dash-ruled table (`bench  interp (ms)  stddev (%)  yjit (ms)  stddev (%)  yjit 1st itr  interp/yjit`, one row `rack_framework`) is read with its row as the run, the runs `interp` / `yjit` being parts of the column headers; the `itr #88: 112ms` / `RSS: 35.0MiB` lines of the last (yjit) run are the default run: not read as runs: `interp`, `yjit`; read as runs: `run` | `rack_framework`',
  'gh-sysbench-231-vm-vs-hardware-bold-labels-0-4-output-double-dash-rules-total-time-95-percentile':
    'batch 38, on arrival at 7e5df11, as read at e95250d: the two unfenced sysbench 0.4 outputs under bold lead-ins `**VM:**` / `**Hardware:**` (mangled section titles, `--` rules) are read as `total time:` blocks dropped as context and `min:` / `avg:` / `max:` / `approx.  95 percentile:` blocks whose lines are read as runs: not read as runs: `VM`, `Hardware`; read as runs: `min` | `avg` | `max` | `approx.  95 percentile`',
  'gh-duckdb-626-tpch-system-vs-jemalloc-md-table-rows-without-closing-pipe-speedup-pct':
    "batch 38, on arrival at 7e5df11: the `Speedup` column, the author's percent change of Jemalloc over System, is read as a third run: its cells do not all follow from the row (Q04: 0.149 -> 0.164 is written -8%), and `speedup` is no comparison word (a Speedup column beside configs as rows is a measure of each); not read as runs: -; read as runs: `Speedup`",
  'gh-aspnetcore-18601-crank-before-after-key-value-blocks-requestspersecond-excerpt':
    'batch 39, on arrival at 0244196, as read at 8a77ba8: nothing of the runs recognized (two benchmark-driver `Key:   value` blocks, `RequestsPerSecond:           230,177`, `Avg. Latency (ms):           58.97`, with a `Counters:` sub-section, each under a bare lead-in `Before:` / `After:` in its own fence); no reader takes the key/value lines, and the only block read is the `Runtime:                     5.0.0-alpha...` line, taken by the XSBench reader as its `Runtime:` result and given to the default run: not read as runs: `Before`, `After`; read as runs: `run`',
  'gh-atop-54-smaps-vs-smaps-rollup-prose-three-times-average-microseconds':
    'batch 39, on arrival at 0244196, as read at 8a77ba8: nothing recognized (prose numbered steps only, `2, count Pss for 3 time with smaps : 7176, 7221, 7182.` / `   average 7193(microseconds).` and the same for `smaps_rollup`; the runs are named inside the sentence, the values are comma lists and a unit glued in parentheses): not read as runs: `smaps`, `smaps_rollup`',
  'gh-batocera-buildroot-296-zstd-v1-5-0-vs-v1-5-1-tables-no-outer-pipes-compiler-rows-mb-s-kb':
    'batch 39, on arrival at 0244196, as read at 8a77ba8: two Markdown tables without outer pipes: the first, `Compiler | Scenario | v1.5.0 Speed | v1.5.1 Speed | Delta`, has the versions as column headers with the measure word attached, and those whole headers are taken as the runs (the compiler and scenario cells join into the metric); the second, `Version | gcc-11 size | clang-13 size`, has the versions as rows and gives runs `v1.5.1` / `v1.5.0` / `v1.4.9`, so each version is two runs and the speed rows never meet the size rows: not read as runs: -; read as runs: `v1.5.0 Speed` | `v1.5.1 Speed` | `v1.5.1` | `v1.5.0` | `v1.4.9`',
  'gh-bcc-4861-compactsnoop-before-after-patch-zone-rows-free-lat-ms-excerpt':
    'batch 39, on arrival at 0244196, as read at 8a77ba8: nothing recognized (two `compactsnoop.py -e` column outputs, header `COMM PID NODE ZONE ORDER MODE FRAGIDX MIN LOW HIGH FREE LAT(ms)` with trailing-space padded rows keyed by the text columns `bash` / `ZONE_DMA` / `SYNC`, each under a lead-in `before the patch:` / `after the patch:` and a command line; no reader takes a space table whose leading columns are text and whose rows repeat the same key): not read as runs: `before the patch`, `after the patch`',
  'gh-coremark-15-pico-125mhz-os-vs-250mhz-o3-h1-headings-coremark-output-excerpt':
    "batch 39, on arrival at 0244196, as read at 8a77ba8: nothing recognized (two fenced CoreMark outputs, `Iterations/Sec   : 227.96`, `Total ticks      : 13160`, `Total time (secs): 13.16`, each under a `#` heading `# Raspberry Pi Pico, arduino-pico, 125MHz, -0s (standard):` / `... 250MHz, -03:`; no reader knows CoreMark's `Name : value` report): not read as runs: `125MHz`, `250MHz`",
  'gh-ollama-11758-tmape-ollama-verbose-vs-lm-studio-bare-lines-tokens-s':
    'batch 39, on arrival at 0244196, as read at 8a77ba8: the `ollama --verbose` statistics under the label line `ollama [v0.11.4]` are read, but the label (a name and a bracketed version, no colon) is not taken as the run name, so they are the default run; the LM Studio result under `lm studio:` is bare lines (`66.23 tok/sec`, `283 tokens`, `0.26s to first token`) that no reader takes: not read as runs: `ollama`, `lm studio`; read as runs: `run`',
  'gh-solidity-16639-solc-bench-compare-base-vs-target-glibc-tunables-plus-minus-g-excerpt':
    'batch 39, on arrival at 0244196, as read at 8a77ba8: nothing recognized (a fenced `solc-bench compare` table, `Benchmark  Pipeline  Metric  Base  Target  Δ%  winner` over a dashed rule, the runs as the `Base` / `Target` columns, `19.6031s ± 0.0007s` and `68.1688G ± 6.0425M` cells, continuation rows with the first two cells blank; no reader takes `value ± sd` cells with G/M suffixes in a rows-of-metrics table whose key spans three columns): not read as runs: `Base`, `Target`',
  'gh-sortcs-5-benchmarkdotnet-before-vs-after-two-tables-ms-mb-prose-lead-ins':
    "batch 39, on arrival at 0244196, as read at 8a77ba8: the two one-row BenchmarkDotNet tables are read, but each row's `Method` cell `TrackMultipleFrames` is taken as the run and the lead-ins `Benchmark before:` / `And after (both on mac M1):` as prefixes of the measure names, so both tables are one run with measures `Benchmark before: Mean` and `And after (both on mac M1): Mean`: not read as runs: `before`, `after`; read as runs: `TrackMultipleFrames`",
  'gh-vegeta-210-report-1-vs-report-2-vs-merged-h2-headings-latencies-us-ms-excerpt':
    'batch 39, on arrival at 0244196, as read at 8a77ba8: the first two fenced `vegeta report` outputs are read under their `## report 1` / `## report 2` headings (as tables whose wrapped `[total, mean]` columns become measure names), but the third, under `## report 1 and 2`, keeps only its `Requests` and `Duration` lines before the excerpt cut (`Requests      [total, rate]            12000, 9.18`), and those two lines are read by no reader, so the third run is lost: not read as runs: `report 1 and 2`; read as runs: `report 1` | `report 2`',
  'gh-zstd-3628-msvc-vs-gcc-build-level-rows-c-d-speed-mib-s-fences-excerpt':
    'batch 39, on arrival at 0244196, as read at 8a77ba8: each fenced `zstd -b` level table (`level   c_speed  d_speed  size_ratio` over rows `-10000`, `-5000` ... `-1`) is read with its level rows as the runs and its lead-in (`MSVC 2022 (latest) build:`, `GCC 11.3 build, on Ubuntu 22.04 (WSL), GLIBC 2.35-0ubuntu3.1`) prefixed to the measure names, so the two builds share the level runs instead of being the runs: not read as runs: `MSVC 2022`, `GCC 11.3`; read as runs: `-10000` | `-5000` | `-1000` | `-500` | `-300` | `-100` (+5)',
  'dump-linux-efi-memblock-free-late-zoneinfo-v6-2-rc2-vs-patch-managed-pages-2023':
    "batch 39, on arrival at 0244196, as read at 8a77ba8: the two indented `grep -E 'Node|spanned|present|managed' /proc/zoneinfo` outputs are read as vmstat blocks, but each zone heading `Node 0, zone      DMA` / `Node 0, zone    DMA32` is taken as the run, and the lead-ins `v6.2-rc2:` / `v6.2-rc2 + patch:` above the command lines name nothing, so both kernels merge into the two zone runs: not read as runs: `v6.2-rc2`, `v6.2-rc2 + patch`; read as runs: `Node 0, zone      DMA` | `Node 0, zone    DMA32`",
  'dump-linux-pm-teo-cpuidle-sysfs-delta-boxes-mainline-6-12-6-6-no-intercept-patch-per-cluster-2025':
    'batch 39, on arrival at 0244196, as read at 8a77ba8: the five kernels are named only inside the command lines `tail -n 36 sysfs_mainline_delta.txt`, `sysfs_6_12_delta.txt` ... `sysfs_6_12_patch_delta.txt`; the fifteen `Per-Cluster deltas: BIG / LITTLE / MID` boxes under them are read with the cluster as the run and numbered measures (`Per-Cluster deltas: BIG #2: timeΔ`), and the quoted legend and summary table above add runs of their own (`6.6`, `6.12`, `cpuidle_6_12.txt     = 6.6 kernel with teo commits up to`, state rows): not read as runs: `6_6`, `6_12_no_intercept`, `6_12_patch`; read as runs: `cpuidle_6_12.txt     = 6.6 kernel with teo commits up to` | `6.6` | `6.12` | `mainline` | `LITTLE        cpuoff-l` | `LITTLE        clusteroff-l` (+5)',
  'lkml-table-linux-nvme-tcp-io-path-baseline-vs-patches-applied-qdepth-batch-pipe-tabs-2020':
    'batch 39, on arrival at 0244196, as read at 8a77ba8: the two pipe tables under `=`-underlined headings `Baseline:` / `With patches applied:` (rows `1/1`, `32/8`, `QDepth/Batch | IOPs [k] | Avg. Lat [us] | ...`) are read with their `QDepth/Batch` rows as the runs and the headings prefixed to the measure names (`Baseline: IOPs [k]`), so the two kernels are never runs: not read as runs: `Baseline`, `With patches applied`; read as runs: `1/1` | `32/8`',
  'lkml-table-linux-um-lkl-netperf-ummode-lib-kern-tap-virtio-stream-maerts-pipe-2020':
    'batch 39, on arrival at 0244196, as read at 8a77ba8: the hand table `                     |TCP_STREAM  | TCP_MAERTS` (no leading pipe, a space-dash rule) has the five runs as its rows (`UMMODE_LIB (um-tap)  | 2290.42    |    1.04` ...) and the tests as columns; it is read turned, the columns `TCP_STREAM` / `TCP_MAERTS` as the runs and the rows as measures: not read as runs: `UMMODE_LIB (um-tap)`, `UMMODE_LIB (vec-tap)`, `UMMODE_LIB (virtio)`, `UMMODE_KERN (um-tap)`, `UMMODE_KERN (vec-tap)`; read as runs: `TCP_STREAM` | `TCP_MAERTS`',
  'mail-ksummit-htmldocs-quoted-zsh-time-vs-allmodconfig-plus-gnu-time-reply-2025':
    "batch 39, on arrival at 0244196, as read at 8a77ba8: the three quoted zsh `time` lines are read with their commands as runs, but the replier's own GNU `/usr/bin/time` default output (`1205.85user 66.15system 6:05.82elapsed ...`) has no command on it, the run named only in the sentence above (`I just ran 'make -j8 htmldocs' on my ... laptop:`), and it takes the quoted line before it, `> make htmldocs is rather slow:`, as its name: not read as runs: `make -j8 htmldocs`; read as runs: `make -j56 htmldocs` | `make -j56 allmodconfig` | `make -j56` | `make htmldocs is rather slow`",
  'mail-linux-stm32-stmmac-rps-rbu-irq-iperf3-udp-before-after-patch-dashed-banners-2026':
    'batch 39, on arrival at 0244196, as read at 8a77ba8: nothing recognized (two full `iperf3 -u -b 0 -l 56 -c ... -R` reverse-mode UDP outputs, per-second rows with a `Jitter` and `Lost/Total Datagrams` column `48550/249650 (19%)` and trailing spaces, each under a dashed banner `---- Before patch, 17% packet loss on UDP 56 bytes packets -----` / `---- After patch, 22% ... ----`; the iperf3 reader does not take the UDP receiver layout): not read as runs: `Before patch`, `After patch`',
  'mmtests-linux-pm-freq-invariance-skylake-x-tbench4-kernbench-gitsource-vanilla-hwp-freq-inv-2020':
    'batch 39, on arrival at 0244196, as read at 8a77ba8: the three mmtests-style compare tables name their kernels on one header line parted only by runs of spaces (`5.2.0 vanilla (BASELINE)            5.2.0 intel_pstate/HWP                    5.2.0 freq-inv`) over a `- - - -` rule and with `+- 0.21% (        )` cells; the tbench4 (`Hmean   1`...) and kernbench tables are read by no reader, and the gitsource table, read by the mmtests reader, keeps the header and the rule as one run; the hand ratio tables above (`I_PSTATE      FREQ-INV`, a row `tbench  1.82 ~ 1.14`) add `I_PSTATE`, `FREQ-INV`, `1.10` and `~` as runs: not read as runs: `5.2.0 vanilla`, `5.2.0 freq-inv`; read as runs: `1.10` | `~` | `FREQ-INV` | `I_PSTATE` | `5.2.0 vanilla (BASELINE) 5.2.0 intel_pstate/HWP 5.2.0 freq-inv - - - ...`',
  'perfstat-samsung-soc-exynos542x-cache-dts-before-after-big-little-not-counted-wrapped-2025':
    "batch 39, on arrival at 0244196, as read at 8a77ba8: the two perf stat outputs are read under their bare `Before` / `After` lines, but two lines of the quoted patch's assembly diff, `+.globl icache_size` / `+       .align 2`, are read as a table whose row is a run of its own: not read as runs: -; read as runs: `+       .align` | `Before` | `After`",
  'time-clang-built-linux-objtool-hashtable-hyperfine-allmodconfig-vs-thinlto-two-kernels-qp-2021':
    'batch 39, on arrival at 0244196, as read at 8a77ba8: the two hyperfine outputs (each `Benchmark #1: allmodconfig` / `Benchmark #2: allmodconfig with ThinLTO`) are read with the benchmark names as runs, but the kernels they were run on are named only by the prose lead-ins `At v5.13-rc1, the performance penalty is only about 23%` / `However, at 25cf0d8aa2a3, it is almost 150%`; the second output merges into the same two runs as numbered measures (`Time #2`): not read as runs: `v5.13-rc1 allmodconfig`, `v5.13-rc1 allmodconfig with ThinLTO`, `25cf0d8aa2a3 allmodconfig`, `25cf0d8aa2a3 allmodconfig with ThinLTO`; read as runs: `allmodconfig` | `allmodconfig with ThinLTO`',
  'time-linux-sparse-cfg-early-simplification-before-after-side-by-side-tab-columns-2020':
    "batch 39, on arrival at 0244196, as read at 8a77ba8: the two bash `time` outputs are printed side by side in TAB columns under a header line TAB `before` TAB TAB TAB `after` (TAB `real   4m19.261s` TAB `real   4m17.548s`); they are read as one table whose header gives only `after` as a run and whose first column, the before values, is folded into the measure names (`real   4m19.261s        real`), and the next prose line `but it's probably just noise.` becomes part of the `sys` measure: not read as runs: `before`; read as runs: `after`",
  'dump-gh-rocm-legacy-build-176-meminfo-slab-grep-start-vs-1-hour-of-usage-kb':
    'batch 40, on arrival at 626b062, as read at 8a77ba8: both meminfo fragments are read, but nothing names them: the first has no label and its `Slab:` line is run into the command line (`$ cat /proc/meminfo | grep -i -e recl -e slabSlab:             195928 kB`), so its block starts at `SReclaimable:` (line 5); the bare `1 hour of usage` line stands above the second `$ cat ...` command line, not above the fragment, and is not taken, so both fragments are the default run: not read as runs: `before`, `1 hour of usage`; read as runs: `run`',
  'gh-bearcatat-tcmalloc-readme-tcmalloc-vs-malloc-total-time-h3-chinese-headings':
    'batch 40, on arrival at 626b062, as read at 8a77ba8: nothing recognized (under `### tcmalloc ` / `### malloc` headings, `The total time of malloc: 30.34s` and `The total time of free: 18.25s` lines each set off by blank lines; the labeled `key: value` reader takes them when the lines of a run stand together, not one line per paragraph): not read as runs: `tcmalloc`, `malloc`',
  'gh-hammerdb-356-v4-4-vs-v4-4-pr356-vuser-test-result-nopm-tpm-lines-excerpt':
    "batch 40, on arrival at 626b062, as read at 8a77ba8: nothing recognized (HammerDB's `Vuser 1:TEST RESULT : System achieved 253792 NOPM from 767954 MariaDB TPM` sentence lines, two numbers each with the unit after, under bare version lines `HammerDB-v4.4` / `HammerDB-v4.4-PR356`; no reader knows HammerDB's result line): not read as runs: `HammerDB-v4.4`, `HammerDB-v4.4-PR356`",
  'gh-koboldcpp-913-1-66-1-vs-1-67-prose-prompt-processing-sec-generation-t-s':
    'batch 40, on arrival at 626b062, as read at 8a77ba8: nothing recognized (two lines `1.66.1 - prompt processing 8k = 82.44 sec, generation speed = 6.85 t/s`: the run is the version before ` - `, then two `name = value unit` pairs parted by a comma; the `metric = value` reader takes neither such a line nor one pair after a ` - ` or `:` label): not read as runs: `1.66.1`, `1.67`',
  'gh-libtpms-65-time-real-user-sys-three-bullet-labels-tab-separated':
    'batch 40, on arrival at 626b062, as read at 8a77ba8: the three fenced bash `time` outputs are read and named from the bullet line over each fence, but the two OpenSSL bullets (`-  Using OpenSSL and setting CRT parameters for private key:`, `- Using OpenSSL and not setting CRT parameters for private key:`) are cut to their words after `for`, both `private key`, so the third output is taken as a repetition of the second under one run and dropped: not read as runs: `Using OpenSSL and setting CRT parameters for private key`, `Using OpenSSL and not setting CRT parameters for private key`; read as runs: `original TPM 2 code` | `private key`',
  'gh-linux-tkg-794-7z-b-four-kernel-scheduler-arrow-lines-space-thousands-pairs':
    'batch 40, on arrival at 626b062, as read at 8a77ba8: nothing recognized (four `6.4.10 pds  => 50 003/51 012` lines, kernel and scheduler before `=>`, a pair of 7z b ratings with space thousands separators after it; the `workload => value` reader takes none of them, nor the same lines with plain numbers, `pds  => 50003`, tried on stdin): not read as runs: `6.4.10 pds`, `6.3.12 cfs`, `6.4.12 eevdf`, `6.5.0 bore-eevdf`',
  'gh-oha-100-q-10-vs-q-10000-summary-blocks-secs-histogram-excerpt':
    'batch 40, on arrival at 626b062, as read at 8a77ba8: oha\'s output is no tool to any reader: the runs are named by the `# oha -q 10 -c 100 "${DESTINATION}"` command lines at the top of each fence, not taken; in the first output the `Slowest:` / `Fastest:` / `Average:` lines of `Summary:` are read as named values with their keys as runs (`Success rate`, `Total`, `Requests/sec` lost), the `Response time histogram:` and `Latency distribution:` lines as a table named by one of its bar rows, and the `Details (average, fastest, slowest):` lines as named values with `DNS+dialup` / `DNS-lookup` as runs; the second, cut output gives nothing: not read as runs: `oha -q 10 -c 100`, `oha -q 10000 -c 100`; read as runs: `Slowest` | `Fastest` | `Average` | `12.281 [9]  |■■■■■■■■` | `DNS+dialup` | `DNS-lookup`',
  'gh-sysbench-316-memory-1-1-0-vs-1-0-17-prose-resulult-mib-sec-lines':
    "batch 40, on arrival at 626b062, as read at 8a77ba8: nothing recognized (two hand-written lines `sysbench 1.1.0-e4e6d67:resulult is 51643.94 MiB/sec   (git clone,and built)`, the version glued to a colon and the rate inside a sentence; the sysbench reader takes only sysbench's own output, which the text does not hold): not read as runs: `1.1.0-e4e6d67`, `1.0.17-d634bce`",
  'gh-wolfssl-1255-configure-flag-rows-slash-pair-cells-pipe-tables-in-fences-excerpt':
    'batch 40, on arrival at 626b062, as read at 8a77ba8: nothing recognized (two fenced pipe tables without a separator row, configure-flag rows `| --disable-harden | 502/14213 | 1936/1494 |` and `| wolfssl | 228/2905 | 964/1443 |`, every cell a slash pair; a pair cell is no number to the table reader, and the same tables with one number a cell are read; the openssl speed lines below are read by no reader): not read as runs: `--disable-harden`, `--disable-harden --enable-intelasm`, `--enable-sp --disable-harden --enable-intelasm`, `wolfssl`, `openssl`',
  'gh-ycsb-950-three-experiments-bold-colon-tables-recordcount-rows-excerpt':
    "batch 40, on arrival at 626b062, as read at 8a77ba8: nothing recognized (three tables with ` : ` as the column separator, `Recordcount : Throughput :  Read Latency : Update Latency` over `100               : 701              : 868                  :300` rows, each opened by a bold `**Experiment#N:` line and closed by `**` on its last row; no table kind takes a colon as a separator, and the YCSB reader takes only YCSB's own `[OVERALL], Throughput(ops/sec)` lines): not read as runs: `Experiment#1`, `Experiment#2`, `Experiment#3`",
  'dump-cgroups-memcg-memory-stat-throttled-quoted-vs-run-fluently-5-6-backup-2020':
    "batch 40, on arrival at 626b062, as read at 8a77ba8: the throttled state is quoted (`> > `) as `memory.stat:anon 10887168` lines (each cgroup file's name before the key, as `grep . memory.*` prints them) under `Here are the memory details for the cgroup:`, read by no reader; the replier's own bare `anon 176128` ... lines under `Current cgroup stats when things run fluently:` are read as vmstat, the default run, the lead-in not taken; the `/proc/sys/vm/dirty_*:N` lines are read as tunables: not read as runs: `memory details for the cgroup`, `cgroup stats when things run fluently`; read as runs: `run`",
  'dump-linux-s390-dlpar-memory-hotplug-meminfo-memtotal-initial-add-remove-2026':
    'batch 40, on arrival at 626b062, as read at 8a77ba8: nothing recognized (three `cat /proc/meminfo |grep -i MemTotal` outputs of one line each, `MemTotal:       205169920 kB`, under `=`-underlined headings `Initial memory` / `After Add` / `After Remove`; the meminfo reader does not take a one-line fragment: with a second key, `MemFree:`, the same fragments are read and named by their headings, tried on stdin): not read as runs: `Initial memory`, `After Add`, `After Remove`',
  'lkml-table-f2fs-nowait-async-buffered-writes-before-after-rows-iodepth-columns-2023':
    'batch 40, on arrival at 626b062, as read at 8a77ba8: nothing recognized (a three-line pipe table with no outer leading pipe and no separator row, `iodepth      | 1    | 2    | 4    | 8    | 16   |` over `before(M/s)  | 1012 | ...` and `after(M/s)   | 1488 | ...`; its header cells are all numbers, so without a separator row no header is found; with a separator row, or with word header cells, the table is read with runs `before(M/s)` / `after(M/s)`, tried on stdin): not read as runs: `before`, `after`',
  'lkml-table-linux-s390-mmap-lock-retry-per-vma-before-after-avg-wait-dash-rule-2026':
    "batch 40, on arrival at 626b062, as read at 8a77ba8: the dash-ruled `Before (Avg)` / `After (Avg)` tables and the Markdown table are read, but the Markdown table's rows `Baseline (Run 1)` / `Baseline (Run 2)` and `With Series (Run A)` / `With Series (Run B)`, repetitions of two runs, are four runs; the `W/o patches:` / `W/patches:` blocks of the reproducer's output (`=== Result (30s) ===`, `Pageout rounds: 1324847`, `Swap-in rounds (approx): 874`) are read by no reader: not read as runs: `W/o patches`, `W/patches`; read as runs: `Before (Avg)` | `After (Avg)` | `Baseline (Run 1)` | `Baseline (Run 2)` | `With Series (Run A)` | `With Series (Run B)`",
  'mail-io-uring-readv-ubuf-quoted-t-io-uring-iops-previously-vs-after-change-2023':
    "batch 40, on arrival at 626b062, as read at 8a77ba8: nothing recognized (two quoted (`> `) groups of eight t/io_uring lines `IOPS=72.54M, BW=35.42GiB/s, IOS/call=32/31`, named only by the prose before them, `... to randomly read 24 drives previously scored:` and `and after the change we get:`; no reader knows t/io_uring's line, `key=value` pairs with M- and GiB/s-suffixed values and a slash pair): not read as runs: `previously`, `after the change`",
  'mail-linux-csky-riscv-qspinlock-vs-ticket-sysbench-perf-bench-futex-unixbench-index-2023':
    "batch 40, on arrival at 626b062, as read at 8a77ba8: the two UnixBench index tables under `  queued_spinlock:` / `  ticket_spinlock:` are read with their columns `BASELINE` / `RESULT` / `INDEX` as the runs, the lead-ins not taken, the first table from the `ticket_spinlock Requeued 64 of 64 threads in 0.0818 ms (+-4.12%)` line above it, and the second table's `BASELINE` column dropped as a restatement of the first; the sysbench and perf bench futex lines led by the run (`  queued_spinlock 1444393 operations/sec (+- 0.09%)`) are read by no reader: not read as runs: `queued_spinlock`, `ticket_spinlock`; read as runs: `BASELINE` | `RESULT` | `INDEX`",
  'mail-linux-raid-raid1-many-cores-quoted-fio-iops-ramdisk-vs-raid1-2023':
    "batch 40, on arrival at 626b062, as read at 8a77ba8: every number is quoted: the author's `> > > ` pairs `READ:  IOPS=15.8M BW=60.3GiB/s` / `WRITE: IOPS= 6.8M BW=27.7GiB/s` under `Without RAID (writing to /dev/ram0)` are read by no reader, and the pair under `RAID1 (writing to /dev/md/test)` is read as a table whose run is its `WRITE: IOPS=222K BW=` row (cut at the space in `BW= 912MiB/s`); of Xiao Ni's `> ` fio `READ: bw=3699MiB/s (3879MB/s)` pairs the one under the bare `RAID1` line is the default run and the one under `ram disk:` is named right: not read as runs: `Without RAID`, `RAID1 (writing to /dev/md/test)`, `RAID1`; read as runs: `WRITE: IOPS=222K BW=` | `run` | `ram disk`",
  'mail-linux-raid-raid10-vs-single-drive-fio-write-iops-fdatasync-2023':
    'batch 40, on arrival at 626b062, as read at 8a77ba8: the summary lines `RAID10: 18.5k iops` / `SINGLE DRIVE: 26k iops` give the two runs, but the two full fio outputs below are named by the second half of their mailer-wrapped command (`--filename=/dev/md3 --size=8200m --bs=16k --name=mytest` on a line of its own, the line above the output) instead of the `RAID10:` / `SINGLE DRIVE:` labels over the command, so their IOPS, BW, clat and iops avg go to two more runs: not read as runs: -; read as runs: `RAID10` | `SINGLE DRIVE` | `filename=/dev/md3 --size=8200m --bs=16k --name=mytest` | `filename=/dev/nvme5n1 --size=8200m --bs=16k --name=mytest`',
  'time-linux-kbuild-thinlto-cache-hyperfine-with-vs-without-arm64-x86-64-2024':
    'batch 40, on arrival at 626b062, as read at 8a77ba8: the two indented hyperfine outputs are read, each with its benchmarks `With ThinLTO cache` / `Without ThinLTO cache` as runs, but the names are cut to the words that tell them apart, `With` / `Without`, the shared `ThinLTO cache` dropped, so no run holds the words of the configs: not read as runs: `With ThinLTO cache`, `Without ThinLTO cache`; read as runs: `With` | `Without`',
  'fio-iommu-dma-unmap-remote-numa-quoted-fio-iops-per-cpu-2021':
    'batch 41, on arrival at 0af8a41, as read at 0c4c8a5 (the two quoted fio outputs named by the kernels in the `uname -a` lines over them since gapDifferences): the five `sudo taskset -c N fio/fio ...` commands, each wrapped over four `> ` lines over a bare ` read: IOPS=479k`, are read by no reader',
  'fio-nfs-localio-clear-invalid-mapping-before-after-read-iops-bw-2024':
    "batch 41, on arrival at 0af8a41, as read at 0c4c8a5: the two fio summary lines `before: read: IOPS=1583k, BW=6182MiB/s ...` / `after:  read: IOPS=3046k, ...` are read by fio as one job of the default run, the leading `before:` / `after:` joined to the measures' names (`before read IOPS`, `after read BW`) instead of naming two runs",
  'gh-ai-benchmarks-20-llama-bench-rx580-p550-vulkan-pp-tg-table-plus-pi5-vs-prose-2025':
    'batch 41, on arrival at 0af8a41, as read at 0c4c8a5: the llama-bench table is read as the one default run, the GPU named only in the fenced `ggml_vulkan: 0 = AMD Radeon RX 580 Series` line not taken; the second run is only in prose, `The Pi 5 compared to these results (see #1): 779 vs 346, 650 vs 255, ...` (its values first in each `X vs Y` pair), read by no reader',
  'gh-fs2-grpc-493-ghz-this-pr-vs-2-4-4-summary-tab-ms-latency-distribution-excerpt-2022':
    "batch 41, on arrival at 0af8a41, as read at 0c4c8a5: ghz's `Summary:` lines with a TAB after the key (`Average:\t2.54 ms`) are no tool to any reader: of each fence only the `Average:` / `Requests/sec:` pair is read, as a table whose run is the average (`2.54 ms`, `3.09 ms`); the label lines `This PR` / `fs2-grpc: 2.4.4` are not taken",
  'gh-istio-526-prose-grpc-vs-http-ms-avg-qps-two-lines-2017':
    'batch 41, on arrival at 0af8a41, as read at 0c4c8a5: nothing recognized (two lines `GRPC 0.370 ms avg, 21631.1 qps` / `HTTP 0.177 ms avg, 45052.5 qps`: the run first, then comma-parted `value unit measure` pairs, the measure word after its value)',
  'gh-opensauced-3968-oha-dev-card-no-caching-vs-caching-bold-tldr-plus-summary-excerpt-2024':
    'batch 41, on arrival at 0af8a41, as read at 0c4c8a5: the bold TLDR blocks are read right, but the fenced oha output under the plain `Production (no caching dev card page)` line is no tool to any reader: `Total:` / `Requests/sec:` are lost, the histogram is a table named by its bar row `13.736 [26] |■■■■` and the `Details` lines runs `DNS+dialup` / `DNS-lookup`',
  'gh-pg-stat-kcache-41-pgbench-read-only-bracket-client-count-tags-tps-lines-excerpt-2024':
    "batch 41, on arrival at 0af8a41, as read at 0c4c8a5: nothing recognized (nine log lines `[c50|workload_pgbench] 2024-01-05 04:09:01 tps = 565902`: the run is the tag's first part inside `[...|...]`, a date and time before `tps = N`)",
  'gh-ruby-7543-yjit-bench-interpreter-and-yjit-sections-before-after-ms-dash-ruled-tables-2023':
    "batch 41, on arrival at 0af8a41, as read at 0c4c8a5: the two yjit-bench tables are read with runs `before` / `after` (from the `before (ms)` / `after (ms)` columns), but the same two runs serve both sections: the `## Interpreter` / `## YJIT` headings go into the measures' names (`YJIT: liquid-render (s)`) instead of parting four runs (`YJIT before`), as the expectation takes them",
  'gh-tikv-6405-sysbench-oltp-read-write-daily-regression-qps-tps-avgms-delta-vs-compare-range-excerpt-2020':
    "batch 41, on arrival at 0af8a41, as read at 0c4c8a5: nothing recognized (a CI report's bullets `* QPS : 34080.48 ± 0.0000% (std=0.00) delta: -4.06% (p=nan)` under `test-1: < oltp_read_write >`, the one build named only in the `Version:` lines' `tikv: 9c387d5b45...(master)`)",
  'lkml-table-cifs-smb2-maperror-comparison-count-before-after-boxed-2026':
    'batch 41, on arrival at 0af8a41, as read at 0c4c8a5: a `+---+` box whose header and row label each wrap over two rows (`| Before |` over `|Patchset|`, `|Comparison|` over `|  Count   |` with empty cells) is read from its first header row and first label row only: runs `Before` / `After`, measure `Comparison`, the second lines dropped',
  'lkml-table-virtualization-virtio-net-page-pool-dma-iperf-gbits-lines-2023':
    "batch 41, on arrival at 0af8a41, as read at 0c4c8a5: three indented `name: value Gbits/sec` lines read by named-values, but the third is wrapped before its unit (`...fragmentation and DMA support: 19.3` over `  Gbits/sec`): only the first two are taken as runs, the third joins the first run's label as a description",
  'mmtests-io-uring-cpuidle-iowait-menu-teo-boost-five-columns-fio-lists-2024':
    "batch 41, on arrival at 0af8a41, as read at 0c4c8a5: headerless mmtests rows (`Hmean     1       726.68 (   0.00%)      713.79 (  -1.77%) ...`, five value columns) named only by a prose line above (`menu + iowait_boost, menu - iowait_boost, teo + iowait_boost, ...`) are read as tables whose runs are a row label (`Hmean`) or a row's cells (`539.57 * -15.40%*`)",
  'mmtests-xfs-cil-async-cache-flush-dbench-fsmark-tab-tables-plus-vanilla-patched-amean-2022':
    "batch 41, on arrival at 0af8a41, as read at 0c4c8a5: the two TAB dbench tables have a two-level header (`clients\t\tasync\t\t\tsync` over `\t\tBW\tLatency\t\tBW\tLatency`): each spanning name reaches only its first sub-column, so the runs are `async BW` / `Latency` / `sync BW` / `Latency #2` beside the fsmark tables' `async` / `sync`",
  'gh-cc-protocol-291-markdown-table-cmake-vs-bazel-full-and-incremental-build-s-2026':
    'batch 42, on arrival at 0af8a41, as read at 0c4c8a5: `| Scenario | CMake | Bazel |` over two scenario rows (`| Full build | 223 s | 140 s |`): with two rows and two value columns the orientation guess (50%) takes the rows as the runs, so the scenarios become runs and CMake / Bazel measures',
  'gh-readyset-1268-sysbench-oltp-point-select-dash-prefixed-interval-lines-2024':
    'batch 42, on arrival at 0af8a41, as read at 0c4c8a5: sysbench interval lines prefixed `-- ` (`-- [ 2s ] thds: 32 tps: 105193.50 qps: ...`) are not taken by the sysbench reader; the prose reader makes each line a run named by its start (`-- [ 2s ] thds`), three runs of one',
  'gh-rpmalloc-251-benchmark-lines-rpmalloc-tcmalloc-jemalloc-ops-per-cpu-second-peak-mib-2021':
    'batch 42, on arrival at 0af8a41, as read at 0c4c8a5: nothing recognized: rpmalloc-benchmark lines led by the allocator (`rpmalloc     1 threads random exp size [512,160000] ... ops: .... 6769430 memory ops/CPU second (peak 2965MiB)`), the results after dots with their units as trailing words, are taken by no reader',
  'gh-sglang-1639-serving-benchmark-sglang-block-plus-vs-prose-vllm-excerpt-2024':
    "batch 42, on arrival at 0af8a41, as read at 0c4c8a5: the `# SGLang` serving-benchmark block is read, but vLLM's only number is in a sentence (`SGLang consistently outperforms vLLM. (24022.63 vs 22116.03)`), its block cut off by the excerpt; no reader takes the `X vs Y` pair in prose, so vLLM is no run",
  'gh-showmewebcam-29-before-after-systemd-startup-finished-kernel-userspace-lines-2020':
    'batch 42, on arrival at 0af8a41, as read at 0c4c8a5: nothing recognized: systemd-analyze lines under `Before:` / `After:` (`Startup finished in 3.351s (kernel) + 8.779s (userspace) = 12.131s`, `multi-user.target reached after 8.469s in userspace`), each value before its parenthesised name, are taken by no reader',
  'gh-winrk-1-wrk-winrk-bombardier-hey-rps-lines-under-commands-2023':
    "batch 42, on arrival at 0af8a41, as read at 0c4c8a5: four command lines each over one result line in its tool's words (`Requests/sec:   5162.94`, `rps: **11743.4**`, `Reqs/sec      5639.01`): no tool reader takes a lone line; the table reader takes only the `rps:` / `Reqs/sec` pair, one run named by the bombardier command's flags",
  'gh-wrk-409-wrk-latency-c640-vs-c384-in-backticks-with-time-excerpt-2019':
    'batch 42, on arrival at 0af8a41, as read at 0c4c8a5: two wrk + time(1) outputs each opened by a prompt line in a single backtick (`` `osb@osb-test-wrk:~$ time sudo taskset -c 0-15 wrk --latency -t 16 -c 640 ...``): the command names no run, so all four blocks are the default run `run` and -c 640 / -c 384 merge into one',
  'mail-usb-r8152-irq-mitigation-with-without-code-iperf3-cpu-load-ping-rtt-2026':
    'batch 42, on arrival at 0af8a41, as read at 0c4c8a5: the four lone iperf3 result lines are read, the single-stream ones named by their `WITH` / `WITHOUT the CODE ...` lines, but each `[SUM]` line after a blank is named by the hand-written `CPU: iperf3 22.5% ksoftirqd 16.6%` line above it, two runs too many; the ping `rtt min/avg/max/mdev` lines are not read',
  'mail-wireless-mt7925-iperf3-wifi5-vs-wifi7-intervals-sender-receiver-mbits-2025':
    'batch 42, on arrival at 0af8a41, as read at 0c4c8a5: three iperf3 outputs each after an `iw` dump: the first is named by its heading `Wifi 5`, but the second and the unheaded third are both named by the `MLD with links:` line inside the second dump, not by `Wifi 7` above it; the expectation keeps the third as a second Wifi 7 result',
  'perfstat-security-module-cap-perfmon-suid-dumpable-perf-stat-ls-without-with-three-workarounds-2020':
    'batch 42, on arrival at 0af8a41, as read at 0c4c8a5: indented perf stat sessions under `Without setting CAP_PERFMON:` / `With CAP_PERFMON:` / `WorkaroundN:`: the first two are named by the `Error:` line of the failing command beside them, merged into one run `Error`; Workaround2 and 3 are named by their `# setcap "cap_perfmon=ep" ./perf` commands',
  'perfstat-xfs-cil-scalability-stress-unlink-vanilla-vs-cil-32-and-1000-procs-four-blocks-2021':
    "batch 42, on arrival at 0af8a41, as read at 0c4c8a5: four unquoted perf stat outputs named in prose ending in a colon (`... vanilla 5.15-rc4 with a fsync-less, 5000 iteration test run:`, `And with 5.15-rc4 + CIL scalability:`, `... Vanilla 5.14-rc4:`): the first three take the quoted `after` block's run, only the last takes its `With CIL scalbility patchset:` line",
  'time-integrity-tpm-tis-spi-modprobe-minutes-v6-10-merge-vs-v6-9-qp-2024':
    'batch 42, on arrival at 0af8a41, as read at 0c4c8a5: two `time modprobe tpm_tis_spi` outputs, each under `kernel:` / ` - commit ea5f6ad9ad96 ("Merge tag ...")` and a prompt line, are named by the dmesg line just above `real` (`57.591797] tpm tpm0: starting up the TPM manually`), not by the commit ids',
  'time-rdma-nvme-ib-connect-reset-disconnect-debug-vs-non-debug-kernel-bash-time-2022':
    "batch 42, on arrival at 0af8a41, as read at 0c4c8a5: bash time outputs of different `# time nvme connect|reset|disconnect-all` commands under `debug kernel: timeout` / `non-debug kernel: ...` are named `Hi Max` (the greeting) and `host`, the commands not telling them apart (`#2` repeats, or one run's repetitions); deep-quoted `[1]`/`[2]` runs make a third",
  'gh-kestrel-423-wrk-baseline-three-runs-indented-plus-average-rps-prose-excerpt-2015':
    "batch 43, on arrival at 77a6a33, as read at 7a2f596: `Average baseline RPS: (794311.34+793022.60+795755.29)/3 = 794363` lines are read by line templates with the summed terms in the runs' names (`baseline 794311.34+793022.60+795755.29`) and `Average RPS /3` as the measure; the wrk blocks under `Baseline:` are a third run `Baseline`",
  'gh-netpoll-benchmark-3-net-vs-netpoll-tps-tp99-tp999-cpu-usage-lines-excerpt-2022':
    'batch 43, on arrival at 77a6a33, as read at 7a2f596: nothing recognized (benchmark_server lines `Info: [net]: TPS: 242775.61, TP99: 2.12ms, TP999: 11.51ms (b=1024 Byte, c=100, n=5000000)`, the run bracketed after `Info:` and comma-parted `key: value` pairs after it, and `[NET@Server] CPU Usage: MIN: 302.00%, ...` lines; no reader takes them)',
  'prose-gh-citus-6850-stat-tenants-disabled-enabled-querying-pgbench-k-tps-bullets-2023':
    'batch 43, on arrival at 77a6a33, as read at 7a2f596: nothing recognized: the results are three prose bullets `- When citus_stat_tenants disabled, I get 13k tps` / `... enabled, I get 10k tps` / `... enabled and another session calling ... continuously, I get 8k tps`, the run a `When ...,` clause and the value inside the sentence',
  'prose-gh-redis-7262-redis-benchmark-lpush-lrange-snmalloc-jemalloc-mimalloc-tilde-ranges-2020':
    'batch 43, on arrival at 77a6a33, as read at 7a2f596: nothing recognized: three bullets `` - `snmalloc`: 280000~295000 `` under `The ave result is something like:`, each value a `low~high` range with no unit; the same bullets with one number each are read, the allocators as runs (tried on stdin)',
  'fio-block-io-uring-t-io-uring-iops-per-core-one-two-threads-nvme-mime-2025':
    "batch 43, on arrival at 77a6a33, as read at 7a2f596: nothing recognized: four t/io_uring outputs under footnote markers `[1]` ... `[4]` (`IOPS=4.99M, BW=2.44GiB/s, IOS/call=32/31` samples and `Maximum IOPS=5.02M`, the last two indented), each under a wrapped `sudo taskset -c 0 ./t/io_uring ...` command; no reader knows t/io_uring's lines",
  'mail-btrfs-compressed-seq-read-dd-bs-8k-vs-32k-cold-cached-iostat-qp-2023':
    'batch 43, on arrival at 77a6a33, as read at 7a2f596: of four dd result lines under their QP-encoded `# dd if=3D4156889.4 of=3D/dev/null bs=3D8k` commands, the first is the default run, the others named by their whole commands; both `iostat -x` samples (`Example output ... dd bs=3D8k:` / `with dd bs=3D32k:`) are run `sdc`, the captions joined to the measures',
  'mail-vhost-batched-get-vq-desc-fixup-vs-proposed-ping-rtt-netperf-tcp-udp-stream-2020':
    "batch 43, on arrival at 77a6a33, as read at 7a2f596: the ping outputs after `with that version latency has increased` / `If I modify with my proposed version:` (`icmp_seq=5 ttl=64 time=6848 ms`, `80% packet loss`) are read by no reader; netperf's TCP_STREAM table is named by the wrapped `10.200.0.1 () port 0 AF_INET` line, the UDP_STREAM rows are runs",
  'prose-block-fio-4k-randread-rhel9-vs-linux-next-iops-clat-per-iodepth-regression-report-2026':
    'batch 43, on arrival at 77a6a33, as read at 7a2f596: nothing recognized: the numbers are only in `Example Data Points` bullets, `- iodepth=32:` over `old: 554 IOPS → new: 535 IOPS  (~-3.4%)` and `avg clat: 57.7 ms → 59.8 ms`, two runs on one line parted by an arrow; the `none [mq-deadline] kyber bfq` scheduler line gives no tunable',
  'time-netfilter-ip-set-swap-destroy-rcu-barrier-stress-real-user-sys-with-without-rcu-2024':
    "batch 43, on arrival at 77a6a33, as read at 7a2f596: two tab-indented `$ time sudo ./stressipset` outputs of one command, named only by the prose before each (`I tested the patch with ...`, `I made another test with 'synchronize_rcu' removed from ip_set_swap ...:`), are both the default run, the second's times repetitions (`real time (s) #2`)",
  'fio-ext4-randwrite-metadata-vs-data-journaling-iops-clat-two-fio-outputs-2020':
    'batch 44, on arrival at a7be0ae, as read at f1eb074: the two fio outputs under `=`-ruled banners `metadata journaling enabled` / `data journaling enabled` are named by the words that differ, `metadata` / `data`; the `Run status group 0 (all jobs):` summaries are a third run named `Starting 1 process`',
  'lkml-table-hyperv-mana-netperf-tcp-rr-gso-max-size-64k-vs-80k-ipv4-ipv6-tab-rows-2025':
    'batch 44, on arrival at a7be0ae, as read at f1eb074: nothing measured: four TAB tables `min\tp90\tp99\tThroughput\t\tgso_max_size` of ten unlabeled netperf rows, the run (`64K` / `80K`) written once after the fifth row and the family only in `IPv4 tests` / `IPv6 Tests` above; the 80K tables are cut at that row, the rest not parsed',
  'lkml-table-kvm-pm-halt-poll-tpause-hackbench-schbench-base-vs-tpause-qp-tabs-2022':
    'batch 44, on arrival at a7be0ae, as read at f1eb074: the TAB schbench table `Schbench - Latency percentiles (usec)\t\tbase \t\tTPAUSE=09` is cut after its header: the `./schbench -m 1` sub-heading below is read as a row naming a third run `./schbench -m` (value 1), and the tab-indented `50.0th` / `99.0th` rows are not read',
  'lkml-table-rdma-smc-autocork-qperf-tcp-bw-lat-tcp-vs-nocork-vs-autocork-2022':
    'batch 44, on arrival at a7be0ae, as read at f1eb074: nothing recognized: two hand-aligned qperf tables, `MsgSize(Bytes)  TCP  SMC-NoCork  SMC-AutoCork` over `1  2.57 MB/s  698 KB/s(-73.5%)  2.98 MB/s(16.0% )` and `9.6 us( -1.03%)`, every cell a value, a unit and a change in brackets glued to the unit',
  'mail-bpf-bench-bpf-ma-percpu-alloc-free-memory-usage-before-after-patch-set-2023':
    "batch 44, on arrival at a7be0ae, as read at f1eb074: bench's `Summary: per-prod alloc   14.16 ± 0.59M/s free   36.18 ± 0.39M/s, total` lines, each wrapped before `memory usage  183.71 ± 10.38MiB`, are read as two-line tables whose runs are the wrapped lines (`memory usage  183.71 ±`); `Before the patch set:` / `After the patch set:` not taken",
  'mail-lkml-sched-delayed-dequeue-schbench-no-delay-dequeue-vs-delay-dequeue-percentiles-2024':
    'batch 44, on arrival at a7be0ae, as read at f1eb074: both schbench outputs, under bare feature lines (`baseline:` / `NO_DELAY_DEQUEUE` / `NO_DELAY_ZERO`, then `DELAY_DEQUEUE` / `DELAY_ZERO`), are the default run, the last feature line joined to each measure as a title (`NO_DELAY_ZERO: Wakeup Latencies 99.0th`)',
  'perfstat-pm-rapl-energy-pkg-amd-genoa-idle-vs-stress-ng-joules-tested-reply-2024':
    'batch 44, on arrival at a7be0ae, as read at f1eb074: nothing recognized: the two `perf stat -a -e power/energy-pkg/` outputs under `When idle,` / `After running stress-ng:` write the RAPL unit between count and event (`33.93 Joules power/energy-pkg/`); without `Joules` (tried on stdin) both are read as perf stat',
  'prose-lkml-timer-pull-model-perf-bench-pipe-messaging-geekbench-wo-vs-w-patchset-quoted-dbench-tables-2023':
    'batch 44, on arrival at a7be0ae, as read at f1eb074: the quoted dbench tables under `governor menu` / `governor teo` are runs `X pairs timers/core` / `pull-model`, not split by governor; of the `w/o patchset vs. w/ patchset` / `23012.33 vs. 23154.33 (+0.6%)` lines two are read by mmtests with captions (`avg [ops/sec]:`) as runs; `145ns\tplain v6` unread',
  'prose-nfs-nconnect-read-bandwidth-scaling-local-fio-vs-nconnect-values-2025':
    'batch 44, on arrival at a7be0ae, as read at f1eb074: the local fio summary is named by its wrapped command (`fio --name=test --rw=read --bs=128k`), not by `I can locally read`; the `With nconnect=2, 8GB/s` lines are read by log lines as one run, `Without nconnect option` (the line above), their values as iterations',
  'prose-xfs-will-it-scale-cc-compile-ext4-btrfs-vs-xfs-compiles-per-second-2024':
    'batch 44, on arrival at a7be0ae, as read at f1eb074: nothing recognized: the results are only prose (`Both ext4 and btrfs backing the directory result in 100% cpu utilization and about 1500 compiles/second. With xfs I see about 20% idle(!) and about 1100 compiles/second.`), two runs sharing one number',
  'dump-gh-exadata-33-exawatcher-vmstat-5s-timestamped-rows-swpd-free-cache-excerpt-2019':
    "batch 44, on arrival at a7be0ae, as read at f1eb074: ExaWatcher's vmstat has a leading `--time--` column (`21:21:49  2  0    376 141000624 ...`), so the vmstat reader does not take it and the table reader makes the columns `r`, `b`, `swpd` ... runs; without the time column (tried on stdin) it is read as vmstat",
  'dump-gh-sonar-358-numactl-h-eight-nodes-size-free-mb-excerpt-2025':
    'batch 44, on arrival at a7be0ae, as read at f1eb074: `# numactl -H` of one machine cut off in its fence (`node 0 size: 63540 MB` / `node 0 free: 49689 MB`): the numactl reader takes it as topology, so its size and free lines give no measures and the one state is no measured run',
  'gh-datafusion-distributed-91-delta-report-prev-new-ms-diff-faster-slower-query-lines-excerpt-2025':
    "batch 44, on arrival at a7be0ae, as read at f1eb074: `Query 1: prev=  74 ms, new=  70 ms, diff=1.06 faster ✔` lines, each query's line holding both runs as `key=  value` pairs after the query's name, are read by no reader: nothing in the text is recognized",
  'gh-kube-state-metrics-1676-benchcmp-release-2-3-vs-alloc-optimize-ns-op-mb-s-allocs-excerpt-2022':
    "batch 44, on arrival at a7be0ae, as read at f1eb074: benchcmp tables (`benchmark  old ns/op  new ns/op  delta`) are read with runs `old` / `new`; the line above them, `old=release-2.3 new=alloc-optimize`, that names the two sides is not taken as the runs' names",
  'gh-pegasus-1601-db-bench-diff-without-with-patch-write-micros-op-ops-sec-percentiles-excerpt-2023':
    'batch 44, on arrival at a7be0ae, as read at f1eb074: the results are a unified diff of two db_bench outputs (`--- a/without_the_patch` / `+++ b/with_the_patch`, then `-99.4594 micros/op; 10054 ops/sec` vs `+108.9833871 micros/op; 9175 ops/sec`): its lines are blanked as a patch, so no reader, nor a read-lines hint, reaches them',
  'gh-pingap-benchmark-md-wrk-nginx-pingap-proxy-requests-sec-latency-distribution-2024':
    "batch 44, on arrival at a7be0ae, as read at f1eb074: three wrk outputs under `## Nginx` / `## Pingap` / `## Pingap --> Nginx` headings, each fence opening with its command: the runs are named by the command line above each block (`wrk 'http://127.0.0.1:6200/ping' --latency`), not by the heading",
  'gh-pongo-68-benchmark-js-pooled-vs-non-pooled-neondb-insert-read-ops-sec-mean-ms-excerpt-2024':
    "batch 44, on arrival at a7be0ae, as read at f1eb074: benchmark.js summaries inside the `- For pooled connection` fence (`Benchmark: READING records` over `  Mean execution time: 34.80 ms`) are read as runs named by their `Benchmark:` line, beside the fence's `x 9.60 ops/sec` lines named `pooled connection`",
  'gh-redis-15289-md-table-paired-run-ids-unpatched-patched-bitop-ops-s-latency-percentiles-excerpt-2026':
    'batch 44, on arrival at a7be0ae, as read at f1eb074: `| Run ID | Version | Throughput, ops/s | ... |` rows (`| pair-001-slot-1-before | Unpatched | 510464.53 |`): the Run ID and Version cells are joined into twelve runs (`pair-001-slot-1-before Unpatched`), not read as two runs, `Unpatched` / `Patched`, repeated over the rows',
  'gh-related-post-gen-314-crystal-main-branch-bare-times-vs-pr-hyperfine-indented-excerpt-2023':
    "batch 44, on arrival at a7be0ae, as read at f1eb074: `Main branch:` over three bare indented times (`65.16 ms`, `976.41 ms`, `8.67 s`) is read by no reader; the `This PR:` fence's hyperfine runs are named by their `Crystal:` headings, the program's last `Processing time (w/o IO): 60.13621ms` line joined into each measure's name",
  'gh-rook-8273-md-table-rook-ceph-vs-default-fio-iops-mb-secs-read-write-rw-2021':
    'batch 44, on arrival at a7be0ae, as read at f1eb074: a Markdown table (`| Operation| Rook-Ceph  | Default |` over `|--|--|--|`) whose cells hold IOPS with the bandwidth glued on in brackets (`286(4.5 MB/secs)`) is read by no reader: nothing in the text is recognized',
  'prose-gh-ceph-35227-rocksdb-pipelined-write-wo-w-patch-three-runs-k-iops-plus-12-pct-2020':
    "batch 44, on arrival at a7be0ae, as read at f1eb074: `w/o this patch: 54k, 56K, 54K` / `w/  this patch:58.8k, 63.1k, 62.1k.` under the setup line: read as tables whose runs are the lines' heads with their first numbers (`w/o this patch: 54k, 56K,`, `this patch:58.8k, 63.1k, 62.1k.`), the setup line and `performance improve about +12%` as measures",
  'dump-gh-kubevirt-8762-numastat-p-qemu-kvm-scenario-3-two-snapshots-node0-node1-mb-excerpt-2022':
    'batch 45, on arrival at e9cf702: two `numastat -p 914487` outputs under one `Scenario 3:` line, the text naming neither snapshot: both read as the run `Scenario 3`, so the two snapshots are one run',
  'fio-gh-femu-92-blackbox-vs-nossd-vs-whitebox-prose-iops-bw-plus-fio-psync-256-jobs-excerpt-2022':
    'batch 45, on arrival at e9cf702: two of the three configs are only in a sentence (`The nossd performance (IOPS=1133k, BW=4424MiB/s)`, `the white SSD one ... (IOPS=731k, ...)`), not read; the one fio output under `Blackbox SSD results:` is left unnamed (`run`)',
  'gh-gpdb-11203-pgbench-without-vs-with-patch-latency-average-tps-cpu-utilization-prose-excerpt-2020':
    'batch 45, on arrival at e9cf702: the pgbench output under `Without the patch, CPU utilization is 20%:` is read as the default run `run`; the CPU figures in the two lead-ins are not read, and the `With the patch` output is cut before its results',
  'gh-neon-2764-pgbench-prev-key-value-lines-root-vs-child-tps-latency-average-arrows-excerpt-2022':
    'batch 45, on arrival at e9cf702: dotted key lines (`test_compare_child_and_root_pgbench_perf.root.tps: 726.9653`, `....child.tps: 0.7125 <---------`), the run the middle part of the key: no reader takes them, nothing is read',
  'gh-redis-133-redis-benchmark-q-no-replication-vs-master-with-slave-set-slow-requests-per-second-2011':
    "batch 45, on arrival at e9cf702: two `redis-benchmark -q` outputs, each under its command line, named only in the prose above them (`When i don't use replication`, `here is benchmark of the master.`): both read as the default run `run`, the second's measures numbered (`SET #2`)",
  'gh-snap-server-107-criterion-haskell-1-3-0-0-vs-1-4-0-0-parser-firefoxget-time-mean-std-dev-us-2018':
    'batch 45, on arrival at e9cf702: Haskell criterion output (`time  892.0 μs   (885.7 μs .. 897.2 μs)`, `mean`, `std dev` lines) is not the `[low est high]` layout the criterion reader takes: nothing is read',
  'gh-valkey-1026-md-table-rps-7-2-6-vs-8-0-0-rc2-backslash-escaped-decimals-latency-gain-excerpt-2024':
    'batch 45, on arrival at e9cf702: a pipe table whose decimals are markdown-escaped (`333844\\.14`, `1\\.36`): those cells read as no number (a values hint too), so only the unescaped negative `Gain (%)` cells are read, as one default run; the `RPS - 7.2.6` version columns give no runs',
  'gh-vxsuite-5322-old-new-change-rows-runs-min-max-mean-median-ms-two-interpretation-blocks-2024':
    "batch 45, on arrival at e9cf702: an indented `runs min max mean median` header over a dashed rule of one more column, with `133ms ± 4ms` cells: each row's first cells join its label, so the runs are `old      50     122ms     155ms     133ms ±` and the like",
  'perfstat-gh-tuc-212-tuc-master-vs-tuc-10933d3-memory-hierarchy-l1-dcache-cache-misses-user-counters-excerpt-2025':
    'batch 45, on arrival at e9cf702: the excerpt opens on the tail of an earlier perf stat output (`branches:u`, `2.79172 +- 0.00371 seconds time elapsed`) whose name was cut off: read as the default run `run` beside `tuc-master:` and `tuc-10933d3:`',
  'time-gh-contiki-ng-1893-time-p-without-ccache-vs-empty-vs-warm-cache-real-user-sys-ccache-stats-excerpt-2022':
    'batch 45, on arrival at e9cf702: `Time for first run on empty cache:` / `Time for second run with warm cache:` over time -p blocks name the runs by their last words only (`empty cache`, `with warm cache`), while the first keeps `Time without ccache`',
  'fio-nvme-optane-poll-queues-pvsync2-vs-io-uring-hipri-qd1-randread-2019':
    "batch 45, on arrival at e9cf702: the two fio outputs under the captions `pvsync2 (poll queues)` / `io_uring:` are both named by the `Starting 1 process` line below each caption, so they merge into one run; the `Jobs: 1 (f=1): [r(1)][100.0%][r=552MiB/s][r=141k IOPS]` status line is joined to every measure's name",
  'lkml-table-hyperv-mana-irq-affinity-softirq-per-vcpu-tcp-conn-gbps-with-wo-patch-2026':
    'batch 45, on arrival at e9cf702: the IRQ affinity tables (`IRQ0:\tHWC\t\t0` under `TYPE\t\teffective vCPU aff`) are read as results, one run named by the `Test envs:` heading and the other by the `vCPU  0  1  2  3` header; the `pass 1:` %soft rows under `=====` rules are not read',
  'lkml-table-kvmarm-vcpu-is-preempted-vs-pvcy-unixbench-index-128-vcpu-2022':
    "batch 45, on arrival at e9cf702: the derived `% improvement for vcpu_is_preempted` / `% improvement for pvcy` columns (`1412.548963`) next to the kernels' columns in the two UnixBench tables are read as runs",
  'lkml-table-xfs-boosted-kswapd-fs-mark-files-sec-meminfo-before-after-patch-2019':
    'batch 45, on arrival at e9cf702: fs_mark rows under `FSUse%  Count  Size  Files/sec  App Overhead` between `......` lines and `Average rate: 51724.6+/-2.4e+04 files/sec.` are not read; the first time(1) block is the default run, and the three meminfo snapshots and the second time(1) block all take the `At first memory full point:` lead-in',
  'mail-nfs-mdtest-libnfs-vs-in-kernel-client-summary-ops-per-sec-2025':
    "batch 45, on arrival at e9cf702: the statistic columns of the mdtest `SUMMARY rate` tables (`Max  Min  Mean  Std Dev`) are read as the runs; the `TEST 1: libnfs` / `TEST 2: in-kernel client` headings that name the runs are only joined to the measures' names",
  'mail-rdma-ipoib-child-mlx5-core-ipoib-on-off-iperf3-intervals-qp-quoted-2021':
    'batch 45, on arrival at e9cf702: each iperf3 interval line, with a blank line between lines, is read as a one-line block of the default run; the prose that names the two runs (`w MLX5_CORE_IPOIB, ping wors...` / `While when I disable MLX5_CORE_IPOIB`) is not taken, and Cwnd is not read',
  'mmtests-pm-freq-invariance-xeon-phi-knm-tbench-hmean-vanilla-pstate-freqinv-2019':
    'batch 45, on arrival at e9cf702: the `Hmean   1   49.06  +- 2.12% (        )` rows, with a `+- stddev%` and a bracketed gain in every cell, under `5.2.0 vanilla (BASELINE)  5.2.0 intel_pstate  5.2.0 freq-inv` are not read; only the `I_PSTATE  FREQ-INV` ratio tables above are read, and their columns become the runs',
  'perfstat-cgroups-rstat-flush-funclatency-histograms-probe-counts-slow-vs-fast-qp-2023':
    'batch 45, on arrival at e9cf702: bcc funclatency histograms whose `|` column is wrapped by quoted-printable soft breaks are read as tables, and one Fast histogram is read with its rows as the runs, named `avg = 857 usecs, total: 904762 usecs, count`; the `avg =3D 8852 usecs, total: ..., count: 1992` summary lines are not read',
  'perfstat-lsm-init-on-alloc-vs-init-on-free-make-j12-cache-misses-wrapped-qp-2019':
    'batch 45, on arrival at e9cf702: nothing recognized: two perf stat blocks without a `Performance counter stats` header, under `The numbers for init_on_alloc=3D1 were:` / `, and for init_on_free=3D1:`, wrapped by Gmail so each `# ... of all` comment and `(44.44%)` falls onto the next line (`cache refs      (44.44%)`)',
  'prose-wireless-sei530-wifi-download-mainline-vs-vendor-perf-report-mbps-2023':
    'batch 45, on arrival at e9cf702: only the `Observations:` bullets (`- vendor system manages 245 Mbps, using 40% CPU`) are read, as runs `vendor` / `mainline`; the `10_GB in 1338.127552_s = 59.8_Mbps` lines and the perf / simpleperf reports under `-- mainline/BR2 (v6.2)`, `-- vendor/android` and `Same benchmark, rate limited to 8 MB/s` are not',
  'time-btrfs-send-receive-compressed-v1-vs-encoded-gnu-time-five-runs-2020':
    'batch 45, on arrival at e9cf702: the three GNU time outputs under `Receive v1 into a filesystem with compress=none:`-style captions are named only by the words that tell their captions apart (`with compress=none`, `v1`, `compressed`), not by the whole caption',
  'time-ext4-no-journal-mkdir-50000-ten-runs-rhel8-4-18-vs-rhel6-2-6-32-qp-2020':
    'batch 45, on arrival at e9cf702: ten bash time blocks per kernel, separated by blank lines, each set after a `$ uname -a` whose wrapped output names the kernel (`4.18.0-147.3.1.el8_1.x86_64`): the first block is named by the `# each iteration of the test case ...` comment, and the other nineteen are the default run',
  'fio-gh-runner-images-1939-randrw-randwrite-randread-commands-average-output-before-after-excerpt-2020':
    "batch 46, on arrival at 05ab0cb: the in-fence heading `Random read-write performance` over fio's `test: (g=0): rw=randrw ...` job line does not name the fio block, which is read as the default run `run`",
  'gh-llama-cpp-16882-numa-chunking-disabled-vs-baseline-build-threads-rows-bold-improvement-excerpt-2025':
    'batch 46, on arrival at 05ab0cb: `| Threads | Runs | Baseline Build | NUMA Chunking Disabled | Improvement (%) |`: the `Runs` column, a constant repetition count (`50`), is read as a run beside the two builds, and as the baseline',
  'gh-mxnet-18885-aligned-vs-not-aligned-columns-seconds-two-xeons-numactl-membind-excerpt-2020':
    "batch 46, on arrival at 05ab0cb: two `| Aligned | Not Aligned |` tables with no label column, their rows repetitions: the first column's seconds (`232.6839632987976`) are read as the runs and `Not Aligned` as a measure; the CPU lines above (`Intel(R) Xeon(R) Platinum 8260L ...`) name nothing",
  'gh-near-memory-tracker-36-criterion-alloc-test-disabled-vs-enabled-vs-pr-31-ns-change-2021':
    'batch 46, on arrival at 05ab0cb: the third criterion fence is under a bullet holding only a PR URL (`- https://github.com/near/near-memory-tracker/pull/31`), so it takes the `Performance with ... enabled:` caption above the second and is a repeat of that run (`#2`)',
  'gh-ollama-9203-sapphire-emerald-rapids-0-5-7-vs-0-5-11-vs-noamx-mean-tokens-s-percent-change-2025':
    "batch 46, on arrival at 05ab0cb: `0.5.7 mean: 7.130 tokens/s stdev: 0.044 n: 3` lines under the headings `sapphire rapids` / `emerald rapids`: the headings name the measures (`sapphire rapids: mean`), not the runs, so the two platforms' same three labels are one set of runs; stdev is not read",
  'gh-pagespeed-ngx-777-redis-vs-memcached-qps-opt-percent-columns-three-rows-2016':
    'batch 46, on arrival at 05ab0cb: a pipe table with no label column whose header cells join run and measure (`|redis-qps|redis-opt%|memcached-qps|memcached-opt%|`) over rows of repetitions is found but gives no values',
  'gh-tracedecay-1751-glibc-setting-cpu-memory-table-arena-max-vs-default-plus-mimalloc-prose-excerpt-2026':
    'batch 46, on arrival at 05ab0cb: a `| glibc setting | CPU | Memory |` table whose cells are prose (`60% of daemon CPU in ... status took 30.6 s`, `18.4 GB RSS of which ...`) and a bullet `30.6 s → **0.14 s**` for mimalloc: no reader takes them, nothing is read',
  'prose-gh-memtier-446-2-4-vs-2-3-1-ops-sec-p50-p99-percent-deltas-four-sub-experiments-bullets-excerpt-2026':
    'batch 46, on arrival at 05ab0cb: four wrapped `- **Canonical** (...): 2.4 Ops/sec +1.68%, p50 -3.36%` bullets read as prose results whose runs are the words ending the lines (`prewarmed)`, `50K req)`, `longer`) and whose only value is the version `2.4` as Ops/sec; the bold labels and the deltas are not read',
  'dump-xfs-inode-cache-meminfo-slabinfo-start-walk-big-file-three-stages-2021':
    'batch 46, on arrival at 05ab0cb: quoted `/proc/pressure/io:some avg10=0.40 ...` lines under `Before:` / `During git log ...` each read as a run named by its path, and the quoted free -h and slabinfo read as the run `During git log stable/linux-5.10.y`, beside the three `# Start:` meminfo stages',
  'perfstat-pm-cpuidle-poll-sched-pipe-wake-idle-without-ipi-single-run-plus-bench-2024':
    "batch 46, on arrival at 05ab0cb: one `perf stat -e ... perf bench sched pipe` run prints two outputs (perf bench's `Total time:` / `ops/sec`, then perf stat's counters): two unnamed blocks named by their differing commands, so one run becomes two",
  'prose-cgroups-memcg-kmemcache-accounting-overhead-before-after-patch-n-times-2021':
    "batch 46, on arrival at 05ab0cb: the quoted first measurement (`with accounting = 6.798s` / `w/o  accounting = 1.758s`) is read as two runs, while the reply's `Before patch: time = 10.800s (...), overhead = 7.952s` / `After patch N: time = ...` lines, one wrapped, are not read",
  'gh-gmcs-go-benchmarks-zh-md-tables-approx-us-op-plus-before-after-chunk-encode-heapalloc-prose-2026':
    'batch 47, on arrival at 05ab0cb: `| Benchmark | 包 | 耗时 | 内存 | 分配次数 |` (backticked benchmark rows, `≈112.5 µs/op` cells) is read with its columns `耗时` / `内存` as the runs; `| 指标 | 优化前 | 优化后 | 变化 |` below then takes those two as runs named before, so its rows are the runs too; `18 allocs/op` cells are not read',
  'gh-go-single-node-kv-store-readme-redis-benchmark-q-v1-baseline-vs-v2-slog-three-iterations-trailing-spaces':
    'batch 47, on arrival at 05ab0cb: redis-benchmark -q pairs under `iteration1:` / `iteration2:` / `iteration3:` are named by those lines, not by the headings `#### v1 : baseline` / `### v2 : added logger, slog`, so both versions merge into three iteration runs (v2 as measures `SET #2`)',
  'gh-hatrie-cache-durable-timestamp-oracle-md-table-ns-op-ranges-en-dash-b-allocs-cell-in-memory-vs-durable-2026':
    'batch 47, on arrival at 05ab0cb: nothing recognized: the pipe table `| Path | Result | Allocations | Meaning |`, its Result cells en-dash ranges (`52.26–61.80 ns/op`, `3.09–3.57 ms/op`) and Allocations cells two values (`3,052 B, 29 allocs/op`), is read by no reader',
  'gh-ipgen-readme-go-test-bench-tab-separated-plus-hyperfine-four-commands-ipv4-ipv6-exclusions':
    'batch 47, on arrival at 05ab0cb: the TAB-separated `go test -bench` lines (`BenchmarkGenIPv4  28962502  41.33 ns/op  15 B/op  1 allocs/op`) are read as one run named by the heading `### Generation function benchmark`, the benchmark names joined to the measures (`BenchmarkGenIPv4 ns/op`)',
  'time-zsh-thread-ring-languages-user-system-cpu-total-headings-plus-time-verbose-2013':
    'batch 47, on arrival at 05ab0cb: two zsh time outputs wrapped after their command (`java -server ... -jar  50000000` over a TAB-indented `90.44s user 42.70s system 180% cpu 1:13.90 total`) are not read, so the `## [Clojure #2]` and `## [Java #7]` headings give no run',
  'lkml-table-iommu-smmuv3-cmdq-batching-sas-nvme-iops-before-after-plus-strict-nonstrict-slash-cells-2019':
    'batch 47, on arrival at 05ab0cb: two TAB-aligned tables are not read: a `>> `-quoted one (`D05 8x SAS disks  907K IOPS  970K IOPS` under `before (5.3-rc1) ... after`) and one whose cells hold two runs (`456K/540K IOPS` under `5.3-rc4 strict/!strict`), its labels joined to a value (`D05 NVMe 750K IOPS`)',
  'perfstat-xdp-i40e-rx-dropped-10mpps-perf-stat-c3-indian-digit-grouping-wrapped-test1-vs-ring-4096-quoted-2021':
    "batch 47, on arrival at 05ab0cb: the two quoted `Performance counter stats for 'CPU(s) 3':` blocks are named by the wrapped mpstat row above each (`0.00    0.00    0.00   49.90`), not by their `Test 1 - ...` / `Test 3 - ...` headings; mpstat blocks read as runs named by their times (`12:45:28  IST`), ethtool -c's list as a run",
  'time-mtd-cafe-nand-exec-op-dd-mtd0-interrupt-waits-vs-previously-polling-quoted-2020':
    "batch 47, on arrival at 05ab0cb: two quoted `time dd ... if=/dev/mtd0` outputs, the first unlabelled (named only in the prose after it, `interrupt-based waits`), the second under `vs (previously):`: both read as the default run `run`, the second's times as repeats (`real time (s) #2`)",
  'time-unionfs-ovl-containerized-syncfs-umount-merged2-vs-merged-three-iterations-qp-2020':
    'batch 47, on arrival at 05ab0cb: six bash time outputs under `sh -x` trace lines (`+ umount merged2`, `+ umount merged`, three iterations each) are not named by the trace line above: all read as the default run `run`, numbered as repeats (`real time (s) #2` ... `#6`)',
  'dump-riscv-s64ilp32-vs-s64lp64-free-proc-meminfo-slabinfo-u32ilp32-rootfs-qp-reply-2023':
    'batch 48, on arrival at ee09084: the three quoted `(s32ilp32) # free` outputs lose that prompt in cleaning and all take the caption `Mem-usage:`; the `# free` / `# cat /proc/meminfo` dumps under `s64ilp32:` / `s64lp64:` are not named by those lines: both are the default run `run`',
  'fio-scsi-ufs-threaded-irq-pixel-6-linux-next-vs-reverted-read-write-bw-numjobs-1-and-8-qp-2025':
    "batch 48, on arrival at ee09084: four fio `READ: bw=17.1MiB/s ...` / `WRITE:` summaries are named in pairs: the quoted two by `read [1] / write [2]` (cut to `read [1] / write [2`), the new two by the wrapped command's tail `group_reporting --filename=/foo`, not by `With this patch reverted` / `current linux-next:` / `with patch reverted:`",
  'lkml-table-mm-tlb-swap-entries-async-release-camera-cold-start-preview-ms-before-after-seq-rows-2024':
    'batch 48, on arrival at ee09084: the two `| seq | 1 | 2 | ... | 6 | average |` tables (rows `| before |` / `| after |`, no separator row) under `Test datas of camera processes cold start time (unit: millisecond):` are not read; the motivating `| memory type | 0min | 1min | ... |` table above is read with its minutes as the runs',
  'mail-mmc-fua-disable-androbench-five-runs-average-speed-mib-s-seq-rand-read-write-2022':
    'batch 48, on arrival at ee09084: the sub-test labels `1) Sequential read:` ... `4) Random write:` over `Speed: 266.8MiB/s, ...` / `Average speed: 265.74MiB/s` pairs are read as the runs, so the sections `1. fua_disable = 1` / `2. fua_disable = 0 (default 0)` are none (the second is measures `#2`)',
  'perfstat-rseq-exit-to-user-stats-upstream-simple-fixes-fully-patched-cycles-khh-instructions-2025':
    'batch 48, on arrival at ee09084: the TAB-indented rseq counters under `Upstream:` / `Upstream + simple obvious fixes:` / `Fully patched:` (`slowpath runs:   358362121 57.07%`) are not read; the `-> #1`-headed `cycles:khH` blocks are read with rows (`39,005,607,758,104      cycles:khH`) as runs, the unnamed perf lines as run `Perf confirms`',
  'prose-omap-am335x-ftdi-low-latency-iperf3-mbits-16-serial-ports-kernel-6-2-1-vs-3-18-1-2023':
    "batch 48, on arrival at ee09084: `16 serial ports closed: 90.2 Mbits/sec` lines under `Kernel 6.2.1` / `Kernel: 3.18.1` are read with the kernels as runs and the port states as measures, not as kernel by port-state runs; the `lsusb -t` tree's `Driver=ftdi_sio, 480M` rows add runs `Driver=hub/4p` / `Driver=ftdi_sio`",
  'prose-renesas-ravb-napi-threaded-1-core-iperf3-tcp-udp-bandwidth-pct-arrow-per-soc-2024':
    'batch 48, on arrival at ee09084: nothing recognized: nested bullets (`* RZ/G2UL:` over `* TCP TX: +32% bandwidth (638Mbps -> 841Mbps)`) hold both runs in an arrow pair in parentheses, and the text never names the two kernels; no reader takes them',
  'prose-serial-8250-console-fifo-sertest-time-2500-bytes-kb-s-function-graph-411us-per-byte-slow-vs-fast-machine-2022':
    'batch 48, on arrival at ee09084: the one `time ./sertest -n 2500 /tmp/serco` output is the default run `run`, the machine named only in prose above (`in a HP Proliant DL380 Gen9`); the throughputs in sentences (`I got 2.5KB/s`, `In another machine, I measured ... 11.5KB/s`) and the function_graph total `411.342 us |    }` are not read',
  'prose-xdp-i40e-xdp-redirect-irq-counts-iperf3-gbits-without-xdp-vs-bpftrace-attached-qp-2022':
    'batch 48, on arrival at ee09084: nothing recognized: the three runs are told in prose (`Without XDP, our iperf3 test ... approximately 9.42 Gbits/sec`, `only ~8.75 Gbits/sec`, `throughput increases to 9.4 Gbits/sec`) with IRQ count lines between (`i40e-enp1s0f1-TxRx-1            127k`); no reader takes them',
  'time-bluetooth-sbc-analyze-8s-sse-xmm-sbcenc-mmx-vs-after-real-user-sys-2020':
    'batch 48, on arrival at ee09084: the first time(1) output, under `$ time src/sbcenc_mmx -s 8 sin_64m.au > /dev/null` with no label, is named `before` in the form of the `===  After ====` banner over the second, not by its binary `sbcenc_mmx`',
  'fio-gh-asterinas-631-summary-table-aster-ramfs-ext2-vs-linux-ext2-iops-bw-cells-2024':
    'batch 48, on arrival at ee09084: a GFM table with an empty corner cell whose cells each hold two fio figures (`| seq-write | IOPS=162k, BW=633MiB/s | IOPS=153k, BW=597MiB/s | ...`) under `| Aster RamFs | Aster Ext2 | Linux Ext2 |` is not read: nothing is read',
  'gh-iban-validation-bench-readme-pytest-benchmark-pandas-polars-single-groups-ratio-cells-plus-prose':
    'batch 48, on arrival at ee09084: three pytest-benchmark group tables (`Name (time in ms)   Min   Max   Mean ...` over rows of value-and-ratio cells such as `4.6265 (1.0)` and `1,051.1647 (227.21)`, each group in its own time unit) are not read: nothing is read',
  'gh-pyglotaran-740-asv-compare-before-after-ratio-ms-s-peakmem-plus-minus-rows-2021':
    'batch 48, on arrival at ee09084: `asv compare` rows marked `-` / `+` (`-  58.2±0.5ms  39.7±0.9ms  0.68  BenchmarkOptimize...`) under `before  after  ratio` are not read; the two unmarked peakmem rows are, as lkp rows with the ratio a third run (`base`, `patched 1`, `patched 2`)',
  'gh-sysbench-448-fileio-rndrw-throughput-plus-dd-write-read-console-nvme-2022':
    'batch 48, on arrival at ee09084: `bytes written in 7.91 seconds (1035.26 MiB/sec).` after `…` is not read; the `Throughput:` block is named by that caption, not by its `$ sysbench ...` command, and the two dd runs only by the words their commands differ in (`if=/dev/zero of=/root/data`)',
  'gh-uwheel-152-criterion-prefix-sum-default-vs-simd-feature-ns-us-excerpt-2024':
    'batch 48, on arrival at ee09084: criterion names on their own line over an indented `time:   [298.43 ns 302.90 ns 306.86 ns]` are dropped (`time time (s) #2`), and both fences, named only in the sentence before each (`Below is the output of ...`), read as the default run `run`',
  'prose-gh-ipfn-24-ten-iterations-12000-matrix-seconds-and-peak-memory-gb-from-to-2022':
    'batch 48, on arrival at ee09084: results only in a sentence (`10 iterations for a 12,000x12,000 matrix go from 36 seconds to 21 s. The peak memory usage goes down from 6.2 GB to 1.8 GB.`), the runs unnamed (base / patched)',
};
