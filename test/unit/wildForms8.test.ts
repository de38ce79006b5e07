/**
 * Per-node placement as processes and cgroups report it (/proc/PID/numa_maps, memory.numa_stat, smaps
 * fields), runs told apart only by the command that produced them, and the lines that look like headings
 * in a mail but are none (`Hi,`, a `Signed-off-by:` over `---`). Texts from test/wild where they exist.
 */
import { describe, expect, it } from 'vitest';
import { analyze, has, labels, m } from './helpers';

const MB = 2 ** 20;

describe('/proc/PID/numa_maps', () => {
  it('sums per node as numastat -p does: huge, heap, stack and the rest, in the mapping’s own page size', () => {
    const a = analyze(
      [
        '$ cat /proc/4242/numa_maps',
        '00400000 default file=/usr/bin/bench mapped=20 N0=20 kernelpagesize_kB=4',
        '01b14000 weighted interleave:0-1 heap anon=65793 dirty=65793 active=0 N0=54828 N1=10965 kernelpagesize_kB=4',
        '7f0000000000 bind:1 file=/mnt/huge/w huge dirty=100 N1=100 kernelpagesize_kB=2048',
        '7f2e40000000 prefer (many):1-2 anon=512 dirty=512 N1=256 N2=256 kernelpagesize_kB=4',
        '7ffd1c3f0000 default stack anon=33 dirty=33 N1=33 kernelpagesize_kB=4',
        '7ffd1c500000 default',
      ].join('\n') + '\n',
    );
    expect(a.blocks.filter((b) => b.kind === 'numastat')).toHaveLength(1);
    // 100 huge pages of 2 MB, not 100 x 4 KB
    expect(m(a, 'run', 'process Huge on node1').value).toBe(200 * MB);
    expect(m(a, 'run', 'process Heap on node0').value).toBe(54828 * 4096);
    expect(m(a, 'run', 'process Stack on node1').value).toBe(33 * 4096);
    expect(m(a, 'run', 'process Private on node2').value).toBe(256 * 4096);
    expect(m(a, 'run', 'process Private on node0').value).toBe(20 * 4096);
    expect(m(a, 'run', 'process Total on node1').value).toBe(200 * MB + (10965 + 33 + 256) * 4096);
  });

  it('a line with a word that is neither a flag nor key=value is not numa_maps', () => {
    const a = analyze('7f0000000000 default the mapping we talked about N0=12\n7f0000001000 default N1=3 see above\n');
    expect(a.blocks.some((b) => b.kind === 'numastat')).toBe(false);
  });

  it('before and after a migration: each snapshot its run, with its smaps fields (test/wild thp-migration-after-pause)', () => {
    const a = analyze(
      [
        'root@test1:~# numactl -m 0 ./map_thp ',
        '7f749d0aa000 bind:0 anon=25600 dirty=25600 N0=25600 kernelpagesize_kB=4',
        '7f749d0aa000-7f74a34aa000 rw-p 00000000 00:00 0 ',
        'Size:             102400 kB',
        'Rss:              102400 kB',
        'AnonHugePages:    100352 kB',
        '',
        'After pause',
        '7f749d0aa000 bind:0 anon=25600 dirty=25600 N0=18602 N1=6998 kernelpagesize_kB=4',
        'Rss:              102400 kB',
        'AnonHugePages:    100352 kB',
      ].join('\n') + '\n',
    );
    expect(labels(a)).toEqual(['numactl -m 0 ./map_thp', 'After pause']);
    expect(m(a, 'After pause', 'process Private on node1').value).toBe(6998 * 4096);
    expect(m(a, 'numactl -m 0 ./map_thp', 'Rss').value).toBe(102400 * 1024);
    expect(m(a, 'numactl -m 0 ./map_thp', 'Size').value).toBe(102400 * 1024);
  });
});

describe('memory.numa_stat', () => {
  it('cgroup v2: bytes per node as MB rows; workingset events are no amount of memory', () => {
    const a = analyze(
      [
        '# cat /sys/fs/cgroup/bench/memory.numa_stat',
        'anon N0=1073741824 N1=57982058496 N2=28991029248',
        'file N0=0 N1=104857600 N2=0',
        'anon_thp N0=0 N1=4294967296 N2=0',
        'workingset_refault_anon N0=0 N1=12 N2=0',
      ].join('\n') + '\n',
    );
    expect(m(a, 'run', 'cgroup anon on node2')).toMatchObject({ value: 28991029248, unit: 'bytes' });
    expect(m(a, 'run', 'cgroup anon_thp on node1').value).toBe(4 * 2 ** 30);
    expect(has(a, 'run', 'cgroup workingset_refault_anon on node1')).toBe(false);
  });

  it('cgroup v1: pages per node with the total first', () => {
    const a = analyze('total=246 N0=200 N1=46\nfile=100 N0=100 N1=0\nanon=146 N0=100 N1=46\nunevictable=0 N0=0 N1=0\n');
    expect(m(a, 'run', 'cgroup anon on node1')).toMatchObject({ value: 46, unit: 'pages' });
    expect(m(a, 'run', 'cgroup total total').value).toBe(246);
  });
});

describe('runs told apart by their commands', () => {
  it('outputs under `numactl --membind=0 ./stream` and `--membind=2` are two runs named by the commands', () => {
    const a = analyze(
      '$ numactl --membind=0 ./stream\nTriad:  45000.1 MB/s\nCopy:   41000.2 MB/s\n\n' +
        '$ numactl --membind=2 ./stream\nTriad:  21000.1 MB/s\nCopy:   20000.2 MB/s\n',
    );
    expect(labels(a)).toEqual(['numactl --membind=0 ./stream', 'numactl --membind=2 ./stream']);
    expect(m(a, 'numactl --membind=2 ./stream', 'Triad').value).toBe(21000.1);
  });

  it('commands that show state (`grep demote /proc/vmstat`, then a node’s) are views of one run', () => {
    const a = analyze(
      '$ grep demote /proc/vmstat\npgdemote_kswapd 120\npgdemote_direct 3\n\n' +
        '$ grep demote /sys/devices/system/node/node0/vmstat\npgdemote_kswapd 100\npgdemote_direct 3\n',
    );
    expect(labels(a)).toEqual(['run']);
  });
});

describe('lines that look like headings in a mail', () => {
  it('`Hi,` and a `Signed-off-by:` over the `---` name no run; `result (weights 5:1):` names its run', () => {
    const a = analyze(
      [
        'Signed-off-by: A Developer <dev@example.org>',
        '---',
        'Hi,',
        '',
        'result (weights 1:1):',
        '0176a000 weighted interleave:0-1 heap anon=65793 dirty=65793 active=0 N0=32897 N1=32896 kernelpagesize_kB=4',
        '',
        'result (weights 5:1):',
        '01b14000 weighted interleave:0-1 heap anon=65793 dirty=65793 active=0 N0=54828 N1=10965 kernelpagesize_kB=4',
      ].join('\n') + '\n',
    );
    expect(labels(a)).toEqual(['weights 1:1', 'weights 5:1']);
    expect(m(a, 'weights 5:1', 'process Heap on node1').value).toBe(10965 * 4096);
  });
});

describe('procps free', () => {
  const free = (cmd: string, rows: string) =>
    analyze(`$ ${cmd}\n               total        used        free      shared  buff/cache   available\n${rows}`);

  it('Mem and Swap rows in the unit the command asks for: fields named `Mem total`, `Swap used`', () => {
    const a = free(
      'free -g',
      'Mem:             503         412          78           0          12          88\nSwap: 0 0 0\n',
    );
    expect(m(a, 'run', 'Mem total')).toMatchObject({ value: 503 * 2 ** 30, unit: 'bytes' });
    expect(m(a, 'run', 'Mem available').value).toBe(88 * 2 ** 30);
    expect(m(a, 'run', 'Swap used').value).toBe(0);
    // --mega is powers of 1000 (--mebi and -m of 1024); no command: KiB
    expect(m(free('free --mega', 'Mem: 16733 1843 5670 5 9220 14546\n'), 'run', 'Mem total').value).toBe(16733e6);
    expect(m(free('free -mt', 'Mem: 16733 1843 5670 5 9220 14546\n'), 'run', 'Mem used').value).toBe(1843 * 2 ** 20);
  });

  it('free -h cells carry their unit (`503Gi`, `3.9G`, `0B`); the old layout has buffers, cached and -/+ buffers/cache', () => {
    const h = free(
      'free -h',
      'Mem:           3.9G        396M        2.8G         50M        714M        3.3G\nSwap: 0B 0B 0B\n',
    );
    expect(m(h, 'run', 'Mem used').value).toBe(396 * 2 ** 20);
    expect(m(h, 'run', 'Mem total').value).toBeCloseTo(3.9 * 2 ** 30, 0);
    const old = analyze(
      '             total       used       free     shared    buffers     cached\n' +
        'Mem:      16330948   15947856     383092          0     226448   12624844\n' +
        '-/+ buffers/cache:    3096564   13234384\nSwap:      2097148      11792    2085356\n',
    );
    expect(m(old, 'run', 'Mem cached').value).toBe(12624844 * 1024);
    expect(m(old, 'run', 'buffers/cache free').value).toBe(13234384 * 1024);
  });
});

describe('pressure stall information', () => {
  it('`some` and `full` lines: the averages in %, the total in seconds, the resource from the file read', () => {
    const a = analyze(
      '$ cat /proc/pressure/memory\nsome avg10=12.34 avg60=8.10 avg300=2.05 total=123456789\n' +
        'full avg10=3.21 avg60=1.90 avg300=0.45 total=23456789\n',
    );
    expect(m(a, 'run', 'memory some avg10')).toMatchObject({ value: 12.34, unit: '%' });
    expect(m(a, 'run', 'memory full total')).toMatchObject({ value: 23.456789, unit: 's' });
    const io = analyze('$ cat /sys/fs/cgroup/db/io.pressure\nsome avg10=1.00 avg60=0.50 avg300=0.10 total=5000\n');
    expect(m(io, 'run', 'io some avg60').value).toBe(0.5);
  });
});

describe('pcm-numa', () => {
  it("the machine's `*` row per interval: local and remote DRAM accesses (pcm's K and M), one sample each", () => {
    const interval = (local: string, remote: string) =>
      'Time elapsed: 1004 ms\nCore | IPC  | Instructions | Cycles  |  Local DRAM accesses | Remote DRAM Accesses\n' +
      '   0   0.60         29 M       49 M        47 K                  4227\n' +
      `-----------------------------------------\n   *   0.77       1432 M     1867 M      ${local}               ${remote}\n`;
    const a = analyze(`$ sudo pcm-numa 1\n${interval('9009 K', '189 K')}${interval('8991 K', '211 K')}`);
    expect(m(a, 'run', 'Local DRAM accesses')).toMatchObject({ value: 9000e3, samples: [9009e3, 8991e3] });
    expect(m(a, 'run', 'Remote DRAM Accesses').value).toBe(200e3);
    expect(a.measurements.some((x) => /^0\b/.test(x.metric) || x.config !== 'run')).toBe(false);
  });
});

describe('memory benchmarks people run on a CXL node', () => {
  it('sysbench memory: the operations and the MiB transferred with their rates, above its sections', () => {
    const a = analyze(
      'sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)\n\nRunning memory speed test with the following options:\n' +
        '  block size: 1024KiB\n\nThreads started!\n\nTotal operations: 102400 (11542.97 per second)\n\n' +
        '102400.00 MiB transferred (11542.97 MiB/sec)\n\n\nGeneral statistics:\n    total time:                          8.8697s\n' +
        '    total number of events:              102400\n',
    );
    expect(m(a, 'run', 'transferred per sec (MiB/s)')).toMatchObject({ value: 11542.97, unit: 'MiB/s' });
    expect(m(a, 'run', 'transferred').value).toBe(102400 * 2 ** 20);
    expect(m(a, 'run', 'operations per sec').value).toBe(11542.97);
    expect(m(a, 'run', 'total time (s)').value).toBe(8.8697);
  });

  it('multichase: the number under each command is that run’s load latency; a number never names the next run', () => {
    const a = analyze(
      '$ numactl --membind=0 ./multichase -m 1g\n 89.6\n$ numactl --membind=2 ./multichase -m 1g\n 231.4\n',
    );
    expect(labels(a)).toEqual(['numactl --membind=0 ./multichase -m 1g', 'numactl --membind=2 ./multichase -m 1g']);
    expect(m(a, 'numactl --membind=2 ./multichase -m 1g', 'load latency (s)').value).toBeCloseTo(231.4e-9, 15);
  });
});

describe('memory microbenchmarks', () => {
  it('perf bench mem: a rate per function; mbw: each method’s AVG with its runs as samples; lat_mem_rd: latency per size', () => {
    const perf = analyze(
      "# Running 'mem/memcpy' benchmark:\n# function 'default' (Default memcpy() provided by glibc)\n# Copying 1GB bytes ...\n\n" +
        "       9.876543 GB/sec\n# function 'x86-64-unrolled' (unrolled memcpy() in arch/x86/lib/memcpy_64.S)\n" +
        '# Copying 1GB bytes ...\n\n      10.012345 GB/sec\n',
    );
    expect(m(perf, 'run', 'memcpy x86-64-unrolled (GB/s)')).toMatchObject({ value: 10.012345, unit: 'GB/s' });
    const mbw = analyze(
      '0\tMethod: MEMCPY\tElapsed: 0.10987\tMiB: 1024.00000\tCopy: 9320.077 MiB/s\n' +
        '1\tMethod: MEMCPY\tElapsed: 0.10912\tMiB: 1024.00000\tCopy: 9384.164 MiB/s\n' +
        'AVG\tMethod: MEMCPY\tElapsed: 0.10950\tMiB: 1024.00000\tCopy: 9351.941 MiB/s\n',
    );
    expect(labels(mbw)).toEqual(['run']);
    expect(m(mbw, 'run', 'MEMCPY copy (MiB/s)')).toMatchObject({ value: 9351.941, samples: [9320.077, 9384.164] });
    const lat = analyze('"stride=128\n0.00049 1.242\n64.00000 98.210\n1024.00000 112.560\n');
    expect(m(lat, 'run', 'latency at 1024 MB (s)').value).toBeCloseTo(112.56e-9, 15);
  });
});

describe('NAS Parallel Benchmarks', () => {
  it('a summary: time and Mop/s named with the benchmark; a failed verification is in the block’s title', () => {
    const npb = (v: string) =>
      analyze(
        ' MG Benchmark Completed.\n Class           =                        C\n Time in seconds =                    12.34\n' +
          ` Mop/s total     =                 12615.21\n Mop/s/thread    =                   197.11\n Verification    =               ${v}\n`,
      );
    const a = npb('SUCCESSFUL');
    expect(m(a, 'run', 'MG Mop/s total')).toMatchObject({ value: 12615.21, unit: 'Mop/s' });
    expect(m(a, 'run', 'MG time (s)').value).toBe(12.34);
    expect(a.blocks.find((b) => b.kind === 'results-table')!.title).toBe('NPB MG');
    expect(npb('UNSUCCESSFUL').blocks.find((b) => b.kind === 'results-table')!.title).toBe(
      'NPB MG (verification UNSUCCESSFUL)',
    );
  });
});
