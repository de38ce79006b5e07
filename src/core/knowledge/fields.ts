/** numastat and /proc/meminfo fields the seeds show. */
import { entry, type KnowledgeEntry } from './entry';

const f = (name: string, unit: string, meaning: string, source: string, read: string, related: string[], aliases: string[] = []): KnowledgeEntry =>
  entry('field', name, unit, meaning, source, 'v2.6 (numastat -m/-p: numactl 2.0.8)', read, related, aliases);

const NUMASTAT_P = 'numastat -p (numactl numastat.c) from /proc/PID/numa_maps';
const MEMINFO = 'meminfo_proc_show() in fs/proc/meminfo.c; per node: node_read_meminfo() in drivers/base/node.c';

export const FIELDS: KnowledgeEntry[] = [
  f('Huge', 'MB', 'Process memory in explicit hugetlb pages, per node.', NUMASTAT_P, 'Explicit huge pages (vm.nr_hugepages), not THP: THP shows under Private/AnonHugePages.', ['HugePages_Total', 'AnonHugePages']),
  f('Heap', 'MB', 'Process heap, per node.', NUMASTAT_P, 'Small for llama.cpp: the weights live in Private (or Huge).', ['Private']),
  f('Stack', 'MB', 'Process stacks, per node.', NUMASTAT_P, 'Tiny; ignore for placement.', ['Private']),
  f('Private', 'MB', 'Other private process memory, per node (anonymous and private file mappings).', NUMASTAT_P, 'Where the model weights sit with --mmap 0; a split across nodes means threads pay remote latency for part of it.', ['Huge', 'AnonHugePages']),
  f('Total', 'MB', 'Sum of the process memory rows, per node.', NUMASTAT_P, 'The footprint per node: compare nodes to see where the process lives.', ['Private']),
  f('MemTotal', 'kB (MB in numastat)', 'Usable RAM of the system or node.', MEMINFO, 'Per node in numastat -m: a CPU-less CXL node shows its capacity here.', ['MemFree']),
  f('MemFree', 'kB (MB in numastat)', 'Free RAM.', MEMINFO, 'Promotion needs the target above the high watermark; a top tier near its watermark cannot accept promotions.', ['MemTotal', 'MemUsed']),
  f('MemUsed', 'MB', 'MemTotal - MemFree (numastat -m only).', 'numastat -m (numactl numastat.c) from /sys/devices/system/node/nodeN/meminfo', 'Includes page cache.', ['MemFree']),
  f('MemAvailable', 'kB', 'Estimate of memory available without swapping.', MEMINFO, 'Better than MemFree for headroom, system-wide only.', ['MemFree']),
  f('AnonPages', 'kB (MB in numastat)', 'Anonymous memory mapped into user page tables.', MEMINFO, 'Footprint of --mmap 0 workloads; compare with AnonHugePages for THP coverage.', ['AnonHugePages']),
  f('AnonHugePages', 'kB (MB in numastat)', 'Anonymous memory backed by transparent huge pages.', MEMINFO, 'THP in use. For llama.cpp it should be about the model size with THP=always and --mmap 0; small values mean the weights sit on 4 KiB pages.', ['mm.transparent_hugepage.enabled', 'AnonPages', 'thp_fault_alloc']),
  f('ShmemHugePages', 'kB', 'Shared memory / tmpfs backed by huge pages.', MEMINFO, 'Zero unless shmem THP is enabled.', ['AnonHugePages']),
  f('FileHugePages', 'kB', 'Page cache backed by huge pages.', MEMINFO, 'File THP is experimental (CONFIG_READ_ONLY_THP_FOR_FS): mmap-ed model files stay on 4 KiB pages.', ['AnonHugePages']),
  f('HugePages_Total', 'pages', 'Explicit hugetlb pages in the pool.', MEMINFO, 'Reserved from everyone else as soon as set (vm.nr_hugepages), used or not. Per node in numastat -m.', ['HugePages_Free', 'vm.nr_hugepages', 'Hugetlb']),
  f('HugePages_Free', 'pages', 'Pool pages not yet allocated.', MEMINFO, 'Total - Free = pages in use. All free after the run started means nothing mapped them.', ['HugePages_Total', 'HugePages_Rsvd']),
  f('HugePages_Rsvd', 'pages', 'Pages reserved by mappings but not yet faulted in.', MEMINFO, 'Committed but not touched.', ['HugePages_Free']),
  f('HugePages_Surp', 'pages', 'Surplus pages above nr_hugepages (overcommit).', MEMINFO, 'Non-zero only with vm.nr_overcommit_hugepages.', ['HugePages_Total']),
  f('Hugepagesize', 'kB', 'Default hugetlb page size.', MEMINFO, '2048 kB on x86 unless default_hugepagesz=1G is on the kernel command line.', ['HugePages_Total']),
  f('Hugetlb', 'kB', 'Memory in all hugetlb pools of every size.', MEMINFO, 'HugePages_Total x Hugepagesize for a single size.', ['HugePages_Total']),
  f('FilePages', 'MB', 'Page cache pages (numastat -m).', 'node_read_meminfo() in drivers/base/node.c', 'Model files read with mmap live here, on whichever node first read them.', ['Mapped']),
  f('Mapped', 'kB (MB in numastat)', 'File pages mapped into processes.', MEMINFO, 'With --mmap 1 the weights appear here instead of AnonPages.', ['FilePages']),
  f('Active(file)', 'kB (MB in numastat)', 'Recently used page cache.', MEMINFO, 'Large on one node means that node cached the model file.', ['Inactive(file)']),
  f('Inactive(file)', 'kB (MB in numastat)', 'Page cache not recently used.', MEMINFO, 'First to be reclaimed (or demoted).', ['Active(file)']),
  f('Slab', 'kB (MB in numastat)', 'Kernel slab memory.', MEMINFO, 'Kernel overhead; not migratable.', ['PageTables']),
  f('PageTables', 'kB (MB in numastat)', 'Memory in page tables.', MEMINFO, 'Shrinks a lot with huge pages (one PMD instead of 512 PTEs).', ['AnonHugePages']),
];
