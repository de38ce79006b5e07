/**
 * The model's shared constants: per-event costs and hardware defaults. Every scenario uses the same
 * values; docs/simulator.md gives the source of each. Times in seconds, sizes in bytes. Costs that
 * follow from others (a page migration, a TLB shootdown) are functions here, not separate numbers.
 */
export const US = 1e-6;
export const NS = 1e-9;
export const KiB = 1024;
export const MiB = 1024 * KiB;
export const GiB = 1024 * MiB;
export const PAGE = 4 * KiB;
export const HUGE = 2 * MiB;
export const PAGES_PER_HUGE = HUGE / PAGE;
export const LINE = 64;

export const COST = {
  /** Marking one PTE PROT_NONE in task_numa_work (change_prot_numa), per 4 KB page. */
  pteUpdate: 0.1 * US,
  /** A NUMA hint fault that does not migrate: the trap, do_numa_page, task_numa_fault (domain.md: 1-2 us). */
  hintFault: 1.5 * US,
  /** Migrating one folio besides its copy and TLB flush: isolate, unmap (rmap walk), remap, putback. */
  migrateFixed: 1 * US,
  /** TLB shootdown, initiator side: the IPI round trip, plus the wait per CPU that runs the mm. */
  shootdownBase: 2 * US,
  shootdownPerCpu: 0.05 * US,
  /** The interrupt each other CPU running the mm takes for a shootdown IPI. */
  shootdownIpi: 1 * US,
  /** kswapd: LRU scanning per page looked at (isolate, folio_referenced rmap walk, putback). */
  lruScan: 0.3 * US,
  /**
   * An IBS sample in the NMI (pghot's arch/x86/mm/ibs.c ibs_overflow_handler): NMI entry and exit, six MSR
   * accesses (read IBS_OP_CTL, write it back to re-arm, read OP_DATA3, OP_DATA2, DC_LINADDR, DC_PHYSADDR),
   * pfn_to_online_page and the push to the per-CPU ring, then irq_work_queue's self-interrupt.
   */
  ibsSample: 2 * US,
  /**
   * The sample's work run (ibs_irq_handler -> schedule_work_on(this CPU) -> ibs_work_handler): a kworker
   * woken on the sampled CPU preempts the workload's thread there, records the ring's samples
   * (pghot_record_access) and switches back; two context switches and the records (assumption: 1.5 us a
   * switch, lmbench lat_ctx on current x86; the record's hash update about 0.3 us).
   */
  ibsWorkRun: 3.3 * US,
  /** Samples the per-CPU ring holds for one work run (IBS_NR_SAMPLES). */
  ibsRingSamples: 50,
  /** A CHMU hot-unit report read from the device's log and recorded. */
  chmuReport: 0.5 * US,
  /** Scanning is capped at 1/32 (~3%) of the task's runtime (task_tick_numa node_stamp). */
  scanRuntimeCap: 1 / 32,
} as const;

export const HW = {
  /** Local DRAM idle latency when a node gives none (domain.md: 100-120 ns). */
  dramLatency: 110 * NS,
  /** Extra latency per SLIT distance unit above 10: 12 -> 1.08x, 32 -> 1.9x, 50 -> 2.6x local. */
  latencyPerDistance: 0.04,
  /**
   * Achievable DRAM bandwidth of a socket-sized node (12 channels DDR5, ~65% of peak) and the cores it
   * serves (128, Xeon 6980P / EPYC 9755 class): vendors provision channels per core, so a node given
   * without a bandwidth gets this share per core (a 32-core node about 95 GB/s; cores are its CPUs over
   * `machine.threadsPerCore`), never more than the whole (no socket has more than 12 channels).
   */
  dramBandwidth: 380e9,
  dramBandwidthCores: 128,
  /** Achievable bandwidth of a CPU-less (CXL) node when none is given: x16 link 63 GB/s at 70%. */
  cxlBandwidth: 44e9,
  /**
   * The link between two sockets (UPI, xGMI), per direction, as a share of the smaller socket's DRAM
   * bandwidth (assumption: cross-socket bandwidth in Intel MLC matrices of 2-socket Xeon and EPYC servers
   * is 40-60% of the local one: 3-4 UPI links of 20.8-32 GB/s a direction, or 4 xGMI links, against 6-12
   * DDR channels). Nodes 20 or more apart in the SLIT are on different sockets.
   */
  socketLinkShare: 0.5,
  socketDistance: 20,
  /**
   * Intel Optane DC persistent memory (a node's `device: "pmem"`, system RAM in kmem mode), from
   * Izraelevitz et al. 2019 (arXiv 1903.05714): idle random 64-byte read 305 ns, sequential 169 ns
   * (its idle-latency figure, LATTester), one DIMM's maximum read bandwidth 6.6 GB/s and write
   * 2.3 GB/s (its bandwidth figure); a node is one socket's six interleaved DIMMs (6 x per DIMM,
   * the population of every Cascade Lake socket with Optane 100 in both papers). The media reads
   * and writes 256-byte XPLines (Yang et al., FAST 2020, sec. 3: "XPLine"), so a random 64-byte
   * line costs 256 bytes of media time, read or written (a partial write is a read-modify-write
   * inside the DIMM); lines read in address order share their XPLine.
   */
  pmemRandomLatency: 305 * NS,
  pmemSeqLatency: 169 * NS,
  pmemReadBandwidth: 6 * 6.6e9,
  pmemWriteBandwidth: 6 * 2.3e9,
  pmemGranule: 256,
  /**
   * Loaded latency: idle * (1 + alpha * u / (1 - u)) at utilization u, the shape of published
   * loaded-latency curves (1.3x at 50%, 2.2x at 80%, 3.7x at 90% of the achievable bandwidth).
   */
  queueAlpha: 0.3,
  /** Utilization never exceeds this in the solver (latency at 99% = 30x idle). */
  maxUtilization: 0.99,
  /** Second-level TLB entries (4 KB and 2 MB share them on current x86 cores). */
  tlbEntries: 2048,
  /** Page walks in flight per core (two page-miss handlers on Intel since Broadwell; AMD Zen has more). */
  pageWalkers: 2,
  /** Line fill buffers per core: the misses one core (a page copy) keeps in flight. */
  fillBuffers: 16,
  /** A page-table or data read that hits the LLC. */
  llcHit: 20 * NS,
  /** Last-level cache per socket when a machine gives none. */
  llcBytes: 256 * MiB,
  /** Effective quantized-matmul rate per core for LLM prefill (AVX-512 class cores). */
  flopsPerCore: 85e9,
  /**
   * Speed of a thread whose SMT sibling is busy, as a share of its speed alone on the core: two
   * threads on one core give about 1.2x one thread's throughput on current x86 server cores
   * (published SMT on/off comparisons of EPYC and Xeon parts: +10-30%), so each runs at about 0.6.
   */
  smtShare: 0.6,
} as const;

/**
 * llama.cpp's compute graph on the CPU backend: ggml_graph_compute_thread (ggml-cpu.c) ends every
 * node with ggml_barrier, so all threads meet once per node. A dense decoder layer is about 18 nodes
 * (Qwen2.5-0.5B decode: 440 nodes for 24 layers); a MoE FFN adds about 10 (router matmul, softmax,
 * top-k, get_rows, weight normalization, three mul_mat_id, the weighted sum). Layers come from the
 * model (`workload.model.layers`); 60 when not given (Llama-70B 80, Mixtral-8x22B 56, DeepSeek-V3 61).
 */
export const LLM_GRAPH = {
  nodesPerLayer: 18,
  moeNodesPerLayer: 10,
  defaultLayers: 60,
} as const;

/**
 * A key-value request from first principles (the kv family; docs/simulator.md gives each source).
 * Its CPU is the server's per-request network path plus the command; its memory is a chain of
 * DEPENDENT reads (each address comes from the line before it, so their misses cannot overlap and
 * each pays its node's latency) and, per field of the value, a dependent hop to the field's entry
 * and then the field's bytes, whose lines are read together.
 */
export const KV = {
  /**
   * Server CPU per request for the network path: epoll wake-up, read() of the request and write() of
   * the reply through the TCP stack. redis-benchmark on one server: about 120-145k GET/s without
   * pipelining and 460-860k with 16 requests per read() on the same hardware, so the per-request
   * syscalls and stack cost about 1/140k - 1/860k = 6 us.
   */
  networkNs: 6000,
  /** The command itself with its data in cache (lookup, reply formatting): 1/860k s, redis-benchmark -P 16 GET. */
  commandNs: 1200,
  /**
   * Dependent reads to reach a key's value: the hash table slot, the dict entry, the key (compared),
   * the value object (redis dict.c dictFind: table[idx] -> dictEntry -> key sds; server.h robj -> ptr).
   */
  lookupChain: 4,
  /** YCSB CoreWorkload defaults: fieldcount 10, fieldlength 100 (a 1,000-byte record). */
  valueFields: 10,
  valueBytes: 1000,
} as const;

/**
 * Graph500's reference BFS per directed edge it scans (graph500/graph500 src/bfs_reference.c,
 * src/csr_reference.h, aml/aml.c; docs/simulator.md): the frontier vertex's CSR row is read in order
 * (`COLUMN(j)`, 6 bytes a vertex: BYTES_PER_VERTEX), each neighbour is sent a visit (`send_visit`):
 * to its own rank the handler runs at once (`aml_send`: test the visited bit, rarely set it, queue
 * the vertex, write pred), to another rank on the node an 8-byte `visitmsg` plus a 5-byte header is
 * copied into a 32 KB aggregation buffer per destination (`aml_send_intra`), sent with MPI_Isend when
 * full, and parsed by the receiver (`process_intra`) before its handler runs.
 */
export const GRAPH500 = {
  /** Bytes of the CSR column per edge (BYTES_PER_VERTEX). */
  columnBytes: 6,
  /** Bytes of one intra-node visit message: visitmsg (2 ints) + struct hdri (2 ushorts, 1 char). */
  messageBytes: 13,
  /**
   * Times a message's bytes cross memory: written into the send buffer, read and written by MPI's
   * single copy into the receiver's buffer (CMA/XPMEM for 32 KB messages, an assumption), read by
   * process_intra.
   */
  messagePasses: 4,
  /** aml.c AGGR_intra (32 KB per destination), with NSEND_intra + NRECV_intra + the internode set (4 + 4 + 5) more per rank. */
  aggregationBytes: 32 * KiB,
  extraBuffers: 13,
  /**
   * CPU per edge to the rank itself, memory stalls apart (memory.ts counts those): the row loop,
   * COLUMN's load and mask, VERTEX_OWNER/LOCAL, the visitmsg, aml_send's test and the call through
   * aml_handlers, TEST_VISITEDLOC: about 25 instructions, at 6 per ns (an IPC of 2 at 3 GHz). An
   * estimate read from the source, not measured.
   */
  localEdgeNs: 4 * NS,
  /** More per edge to another rank: aml_send_intra (bounds, header, 8-byte memcpy) and process_intra's parse, about 30 more instructions. */
  remoteEdgeNs: 5 * NS,
} as const;

/** damon_sample_mtier's DAMON setup (samples/damon/mtier.c, Linux 6.16) and DAMON's costs. */
export const DAMON = {
  /** The schemes' apply interval and quota reset interval: 1 s. */
  applyInterval: 1,
  /** Quota: 200 MiB per second per scheme, in 4 KB pages. */
  quotaPages: (200 * MiB) / 4096,
  /** intervals_goal: sampling tuned for 4% observed accesses (access_bp 400) within 5 ms .. 10 s. */
  accessGoal: 0.04,
  minSample: 0.005,
  maxSample: 10,
  /** aggr_interval / sample_interval: 100 ms / 5 ms, kept when the intervals are tuned. */
  samplesPerAggregation: 20,
  /** max_nr_regions per kdamond. */
  regions: 1000,
  /** migrate_pages() flushes the TLB once per batch of up to NR_MAX_BATCHED_MIGRATION (512) folios (mm/migrate.c). */
  migrateBatch: 512,
  /** One access check of a sampled physical page: an rmap walk to its PTEs (assumed, like page_referenced on one mapping). */
  checkSeconds: 1 * US,
} as const;

export const KERNEL = {
  /** min_free_kbytes = sqrt(16 * lowmem_kB), clamped to [128 kB, 256 MB] (mm/page_alloc.c). */
  minFreeMin: 128 * KiB,
  minFreeMax: 256 * MiB,
  /** Promotion bypasses threshold and rate limit when free > promo + max(1 GB, node/16). */
  enoughFreeFloor: GiB,
  /** Threshold auto-adjust: steps of th0/8 within [th0/8, 2 th0], once per scan_period_max. */
  thresholdSteps: 16,
  /** kswapd works in batches of SWAP_CLUSTER_MAX pages with one TLB flush each. */
  reclaimBatch: 32,
  /** update_task_scan_period: NUMA_PERIOD_SLOTS and NUMA_PERIOD_THRESHOLD (kernel/sched/fair.c). */
  periodSlots: 10,
  periodThreshold: 7,
  /**
   * pghot's default record keeps time in 5 bits of 128-jiffy buckets (PGHOT_TIME_WIDTH,
   * PGHOT_TIME_BUCKETS_SHIFT; pghot_access_latency masks the difference), so it wraps every 4096
   * jiffies: 4.096 s at CONFIG_HZ=1000, 8.192 s at 500, 16.384 s at 250. No seed states its HZ; this
   * stays the assumption made before the source was read (HZ 500), and 001's C6 depends on it
   * (51 / 65 / 79 s for HZ 1000 / 500 / 250 against 64.3 s measured): docs/simulator.md.
   */
  compactTimeReach: 8.192,
  /** CONFIG_PGHOT_PRECISE: time in 14 bits of jiffies, 16384 of them: 16.384 s at HZ 1000 (at the default record's HZ 500, 32.768 s). */
  preciseTimeReach: 32.768,
  /** IBS samples the ring takes per second per CPU before it overruns (hwhint_dropped_events). */
  ibsRingPerCpu: 50000,
  /** IBS op sampling without l3miss_only: retired ops per memory access (assumed). */
  ibsOpsPerAccess: 4,
} as const;

/** Seconds one core takes to copy `bytes` from a node of idle latency `latency`: fill buffers of lines in flight. */
export function copySeconds(bytes: number, latency: number): number {
  return (bytes / (HW.fillBuffers * LINE)) * latency;
}

/** Initiator's cost of one TLB shootdown to `cpus` CPUs running the mm. */
export function shootdownSeconds(cpus: number): number {
  return COST.shootdownBase + COST.shootdownPerCpu * cpus;
}

/**
 * CPU seconds to migrate one folio of `bytes` from a node of idle latency `srcLatency`, with one
 * TLB shootdown per `batch` folios to `cpus` CPUs: 4 KB in a fault (batch 1) about 4-5 us, batched
 * about 2 us, 2 MB about 250-500 us (domain.md: 3-8 us, several times cheaper, 200-500 us).
 */
export function migrateSeconds(bytes: number, srcLatency: number, batch: number, cpus: number): number {
  return COST.migrateFixed + copySeconds(bytes, srcLatency) + shootdownSeconds(cpus) / batch;
}

/** Most processes kept apart, each with its own copy of the page classes and numa_group (task placement); more share one set. */
export const MAX_NUMA_GROUPS = 16;
