/**
 * The input forms read for the third GitHub round (test/wild texts added 2026-12-03 night), each on a short
 * excerpt of a real text with its exact layout: hyperfine's report, runs pasted as a label over `key: value`
 * lines, a shell session that sets a tunable around its runs, and two-column markdown tables whose rows are runs.
 */
import { describe, expect, it } from 'vitest';
import { differingWords } from '../../src/core/text/words';
import { segment } from '../../src/core/reading/segment';
import { analyze, fixture, has, labels, m, shape } from './helpers';

describe('hyperfine', () => {
  it('two commands named by the words they differ in, times in seconds, the summary read with them', () => {
    // from test/wild/gh-mimalloc-1373-hyperfine-allow-thp.txt, lines 5-17
    const a = analyze(fixture('hyperfine-two-commands.txt'));
    expect(shape('hyperfine-two-commands.txt')).toEqual(['results-table 2-12']);
    expect(labels(a)).toEqual(['MIMALLOC_ALLOW_THP=0', 'MIMALLOC_ALLOW_THP=1']);
    const t = m(a, 'MIMALLOC_ALLOW_THP=1', 'Time');
    expect([t.value, t.stddev, t.unit, t.line]).toEqual([0.4395, 0.0352, 's', 6]);
    expect(m(a, 'MIMALLOC_ALLOW_THP=0', 'System').value).toBeCloseTo(0.0623, 9);
    expect(m(a, 'MIMALLOC_ALLOW_THP=0', 'Range max').value).toBeCloseTo(0.2371, 9);
    expect(a.measurements.some((x) => x.value === 1.91)).toBe(false);
  });

  it('commands that differ in their length or in nothing keep their whole text', () => {
    expect(differingWords(['./a -n 1', './a -n 2 -x'])).toEqual(['./a -n 1', './a -n 2 -x']);
    expect(differingWords(['sleep 1', 'sleep 1'])).toEqual(['sleep 1', 'sleep 1']);
    expect(differingWords(['numactl -i all ./bench', 'numactl -m 0 ./bench'])).toEqual(['-i all', '-m 0']);
  });
});

describe('runs as a label over key: value lines', () => {
  it('each label a config, each key a metric, a last run with fewer values', () => {
    // from test/wild/gh-vllm-30492-bench-latency-numa-masks.txt, lines 26-46
    const a = analyze(fixture('labeled-values-runs.txt'));
    expect(shape('labeled-values-runs.txt')).toEqual(['results-table 2-21']);
    expect(labels(a)).toEqual(['no numa', 'numa 0 0 1 1', 'numa 0 0 0 0']);
    const avg = m(a, 'numa 0 0 0 0', 'Avg latency');
    expect([avg.value, avg.unit, avg.line]).toEqual([4.6389978413004425, 's', 21]);
    expect(m(a, 'numa 0 0 1 1', '99% percentile latency').value).toBe(5.083919300202542);
    expect(has(a, 'numa 0 0 0 0', '99% percentile latency')).toBe(false);
  });

  it('a shell session: commands over their filtered output, under the tunable set before them', () => {
    // from test/wild/gh-likwid-664-numa-balancing-egrep-s0-s1.txt, lines 6-31
    const a = analyze(fixture('shell-session-sysctl-runs.txt'));
    const s0 = 'likwid-pin -c N:0-39 likwid-bench -t triad_mem_avx512_fma -w S0:20GB:20-0:S0,1:S0,2:S0,3:S0';
    const s1 = 'likwid-pin -c N:0-39 likwid-bench -t triad_mem_avx512_fma -w S0:20GB:20-0:S1,1:S1,2:S1,3:S1';
    expect(labels(a)).toEqual([s0, s1]);
    expect(m(a, s1, 'MByte/s').value).toBe(182306.94);
    const time = m(a, s0, 'Time');
    expect([time.value, time.unit]).toEqual([3.348323, 's']);
    // set to 0 before the runs, back to 1 after them: the runs ran with 0
    for (const c of a.configs) expect(c.tunables['kernel.numa_balancing']).toBe('0');
  });

  it('markdown headings and bold lines as labels', () => {
    const a = analyze(
      '### THP always\nThroughput: 812.5 ops/s\nLatency: 1.5 ms\n\n**THP never:**\nThroughput: 640.0 ops/s\nLatency: 2.0 ms\n',
    );
    expect(labels(a)).toEqual(['THP always', 'THP never']);
    expect(m(a, 'THP never', 'Latency').value).toBeCloseTo(0.002, 9);
  });

  it('a single label over its values is not a comparison', () => {
    const a = analyze('no numa\nAvg latency: 4.73 seconds\nP99 latency: 5.37 seconds\n');
    expect(labels(a)).not.toContain('no numa');
  });
});

describe('two-column markdown tables whose rows are runs', () => {
  it('an empty corner over a measure, a bold value with a note after it, an unnamed measure', () => {
    // from test/wild/gh-srt-slurm-332-cpu-bind-empty-header-tables.txt, lines 7-24
    const a = analyze(fixture('markdown-two-column-runs.txt'));
    expect(labels(a)).toEqual([
      'unbound (current behaviour)',
      '`--cpu-bind=rank_ldom`',
      'aggregated, same hardware',
      'reference cluster (2 NUMA domains)',
      '1 rank on an idle node',
      '8 ranks on one node, unbound',
      '8 ranks, bound',
    ]);
    expect(m(a, '`--cpu-bind=rank_ldom`', 'decode p50').value).toBeCloseTo(0.0141, 9);
    // a range (`**35–56 ms, skewed**`) is a measured run: its middle, the two ends as samples (wildForms7)
    expect(m(a, '8 ranks on one node, unbound', 'value').samples).toEqual([0.035, 0.056]);
    const bound = m(a, '8 ranks, bound', 'value');
    expect([bound.value, bound.unit]).toEqual([0.00021, 's']);
  });

  it('a setting as the corner (`FAK_WORKERS`), counts and bold cells as run names', () => {
    // from test/wild/gh-fak-4625-workers-table-interleave.txt, lines 5-12
    const a = analyze(fixture('markdown-setting-column-runs.txt'));
    expect(labels(a)).toEqual(['256 (default)', '16', '32', '64', '128', 'node0-local (32)']);
    expect(m(a, '64', 'tok/s').value).toBe(1.395);
  });

  it('an entity list (`| name | overhead |`) stays one run', () => {
    const a = analyze('| name | overhead |\n|---|---|\n| add_to_swap_cache | 12.5 |\n| shrink_folio_list | 8.1 |\n');
    expect(labels(a)).toEqual(['run']);
  });
});

describe('labeled runs leave dumps to their readers', () => {
  it('a label over /proc/meminfo fields is a meminfo dump, in bytes', () => {
    const a = analyze(
      'Before:\nMemTotal:       16384000 kB\nMemFree:         8000000 kB\n\nAfter:\nMemTotal:       16384000 kB\nMemFree:         7000000 kB\n',
    );
    expect(a.blocks.map((b) => b.kind)).not.toContain('results-table');
    expect(a.measurements.every((x) => x.unit !== 'kB')).toBe(true);
  });
});

describe("one run's `key: value` lines", () => {
  const read = (t: string) =>
    analyze(t)
      .measurements.map((x) => `${x.config}|${x.metric}=${x.value}${x.unit}`)
      .sort();

  it('a lone run under its label, or under none, is read: values of several units, one a rate or a time (sizes in bytes)', () => {
    expect(read('With numa_balancing=2:\n  Throughput: 1234.5 ops/sec\n  Peak RSS: 812 MB\n')).toEqual([
      `With numa_balancing=2|Peak RSS=${812 * 2 ** 20}bytes`,
      'With numa_balancing=2|Throughput=1234.5ops/sec',
    ]);
    expect(read('Total time: 12.3 s\nPeak RSS: 1234 MB\n')).toEqual([
      `run|Peak RSS=${1234 * 2 ** 20}bytes`,
      'run|Total time=12.3s',
    ]);
    // a label that names the data names no run
    expect(read('Results:\nthroughput: 12 MB/s\nruntime: 100 s\n')).toEqual([
      'run|runtime=100s',
      'run|throughput=12MB/s',
    ]);
  });

  it('runs with prose between them are runs, as when pasted together', () => {
    const a = analyze(
      'Before:\nthroughput: 12 MB/s\nruntime: 13 s\n\nWith the patch applied the numbers improve, see below.\n\nAfter:\nthroughput: 14 MB/s\nruntime: 11 s\n',
    );
    expect(labels(a)).toEqual(['Before', 'After']);
    expect(m(a, 'After', 'throughput').value).toBe(14);
  });

  it('a setting written between two named runs is in effect for the run after it, not the one above', () => {
    const a = analyze(
      'base:\nthroughput: 10 MB/s\nruntime: 11 s\n\necho 1 > /proc/sys/kernel/numa_balancing\n\ntiered:\nthroughput: 12 MB/s\nruntime: 9 s\n',
    );
    expect(labels(a)).toEqual(['base', 'tiered']);
    const t = (l: string) => a.configs.find((c) => c.label === l)!.tunables;
    expect(t('tiered')['kernel.numa_balancing']).toBe('1');
    expect(t('base')['kernel.numa_balancing']).toBeUndefined();
  });

  it('the setup, a tool’s parameters, and one quantity listed per run are not one run’s results', () => {
    expect(read('Machine:\nCPU: 2 sockets\nMemory: 512 GB\nUptime: 30 s\n')).toEqual([]);
    expect(read('parameters:\n\n\tnr_threads: 1\n\ttesttime: 60s\n\tpeak_bw: 10 MB/s\n')).toEqual([]);
    expect(read('quotas:\n  time_ms: 0 s\n  sz_bytes: 0 GiB\n')).toEqual([]);
    // STREAM's functions are its measures, also when a summary quotes only their rates
    expect(read('tiered:\nCopy: 12 MB/s\nTriad: 13 MB/s\n')).toEqual(['tiered|Copy=12MB/s', 'tiered|Triad=13MB/s']);
    // `name: N unit` lines of one unit are runs listed with their result (named-values)
    expect(labels(analyze('Throughput numbers\nbase: 120 ops/sec\npatched: 130 ops/sec\n'))).toEqual([
      'base',
      'patched',
    ]);
  });
});

describe('memtier_benchmark and stress-ng', () => {
  const memtier = (ops: string) =>
    [
      'ALL STATS',
      '='.repeat(60),
      'Type         Ops/sec     Hits/sec   Misses/sec    Avg. Latency     p50 Latency       KB/sec ',
      '-'.repeat(60),
      'Sets         7154.42          ---          ---         2.59152         2.35100       551.02 ',
      'Waits           0.00          ---          ---             ---             ---          --- ',
      `Totals      ${ops}         0.00     71465.60         2.54891         2.35100      3334.91`,
    ].join('\n');

  it('memtier: the rows are one run’s request types; `---` is absent, latencies are ms', () => {
    // layout of test/wild/memtier-gh-mt-redis-valkey-readme.txt, lines 89-96
    const a = analyze(memtier('78620.03'));
    expect(labels(a)).toEqual(['run']);
    expect(m(a, 'run', 'Totals Ops/sec').value).toBe(78620.03);
    expect(m(a, 'run', 'Sets Avg. Latency').value).toBeCloseTo(0.00259152, 12);
    expect(m(a, 'run', 'Sets Avg. Latency').unit).toBe('s');
    expect(a.measurements.some((x) => x.metric === 'Sets Hits/sec' || x.metric === 'Waits KB/sec')).toBe(false);
  });

  it('runs named by the markdown headings above captions that only name the data (`Reference results:`)', () => {
    const post = (name: string, ops: string) =>
      `### ${name}\n\nRun benchmark:\n\`\`\`shell\nmemtier_benchmark -p 6379\n\`\`\`\n\nReference results:\n\`\`\`\n${memtier(ops)}\n\`\`\`\n`;
    const a = analyze(`## Performance\n\n${post('Valkey 7.2.5', '78620.03')}\n${post('mt-redis', '422692.77')}`);
    expect(labels(a)).toEqual(['Valkey 7.2.5', 'mt-redis']);
    expect(m(a, 'mt-redis', 'Totals Ops/sec').value).toBe(422692.77);
  });

  it('a `## comment` over its command in a shell session stays no heading, in markdown too', () => {
    const a = analyze('```\nx\n```\n## confirm THP settings\n$ cat /sys/kernel/mm/transparent_hugepage/enabled\n');
    expect(labels(a)).not.toContain('confirm THP settings');
  });

  it('stress-ng: its lines around the metrics are one block; with or without the log prefix', () => {
    // test/wild/stress-ng-lkml-slab-shrink-lockless-before-after.txt, lines 171-189 (quoted), and the prefixed form
    const brief = [
      'setting to a 60 second run per stressor',
      'dispatching hogs: 9 ramfs',
      'stressor       bogo ops real time  usr time  sys time   bogo ops/s     bogo ops/s',
      '                          (secs)    (secs)    (secs)   (real time) (usr+sys time)',
      'ramfs            880623     60.02      7.71    226.93     14671.45        3753.09',
      'ramfs:',
      '         1 System Management Interrupt',
      'for a 60.03s run time:',
      '   5762.40s available CPU time',
      '      7.71s user time   (  0.13%)',
      'load average: 8.54 3.06 2.11',
      'passed: 9: ramfs (9)',
      'successful run completed in 60.03s (1 min, 0.03 secs)',
    ].join('\n');
    expect(segment(brief).blocks.map((b) => `${b.kind} ${b.startLine}-${b.endLine}`)).toEqual(['results-table 1-13']);
    const a = analyze(brief);
    expect(m(a, 'run', 'ramfs bogo ops/s (real time)').value).toBe(14671.45);
    expect(m(a, 'run', 'ramfs sys time').unit).toBe('s');
    const prefixed = analyze(
      [
        'stress-ng: info:  [3423] dispatching hogs: 4 numa',
        'stress-ng: metrc: [3423] stressor       bogo ops real time  usr time  sys time   bogo ops/s     bogo ops/s CPU used per       RSS Max',
        'stress-ng: metrc: [3423]                           (secs)    (secs)    (secs)   (real time) (usr+sys time) instance (%)          (KB)',
        'stress-ng: metrc: [3423] numa               5360     60.01      2.10    237.43        89.32          22.38        99.80          5616',
      ].join('\n'),
    );
    expect(labels(prefixed)).toEqual(['run']);
    expect(m(prefixed, 'run', 'numa RSS Max').value).toBe(5616 * 1024);
  });

  it('a label over a tool’s header is the run’s name, not a header line of a generic table', () => {
    const run = (nb: string, ops: string) =>
      `numa_balancing=${nb}:\nType         Ops/sec     Hits/sec   Misses/sec    Avg. Latency       KB/sec\nTotals      ${ops}     12345.67         0.00         1.20600       576.11\n`;
    const a = analyze(`${run('0', '13580.23')}\n${run('2', '15580.23')}`);
    expect(labels(a)).toEqual(['numa_balancing=0', 'numa_balancing=2']);
    expect(m(a, 'numa_balancing=2', 'Totals Ops/sec').value).toBe(15580.23);
  });
});

describe('pgbench', () => {
  it('`tps = N (without initial connection time)` is read, named by its note; the run’s parameters are no results', () => {
    const a = analyze(
      [
        'transaction type: <builtin: TPC-B (sort of)>',
        'scaling factor: 1000',
        'query mode: simple',
        'number of clients: 64',
        'duration: 300 s',
        'number of transactions actually processed: 12345678',
        'latency average = 1.555 ms',
        'tps = 41152.260000 (without initial connection time)',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['run']);
    expect(m(a, 'run', 'tps (without initial connection time)').value).toBe(41152.26);
    expect(m(a, 'run', 'latency average').value).toBeCloseTo(0.001555, 12);
    expect(a.measurements.some((x) => /clients|duration/.test(x.metric))).toBe(false);
  });
});

describe('GAP benchmark suite and a node’s meminfo', () => {
  it('GAPBS: the trial times are the samples of Average Time; step lines and sources are the block’s', () => {
    // the output of gapbs bfs under gem5 as a gem5 tutorial quotes it (stored GitHub file, index id 28603997937)
    const out = [
      'Generate Time:       0.00503',
      'Build Time:          0.00201',
      'Graph has 1024 nodes and 10496 undirected edges for degree: 10',
      'Trial Time:          0.00011',
      'Trial Time:          0.00010',
      'Trial Time:          0.00013',
      'Average Time:        0.00010',
    ].join('\n');
    const a = analyze(out);
    const avg = m(a, 'run', 'Average Time');
    expect([avg.value, avg.unit, avg.samples]).toEqual([0.0001, 's', [0.00011, 0.0001, 0.00013]]);
    expect(m(a, 'run', 'Build Time').value).toBe(0.00201);
    // bc's step lines and lower-case source (benchpress' GAPBS parser test sample, index id 2302557355)
    const bc = analyze(
      'Generate Time:       0.41289\nBuild Time:          1.89460\nGraph has 1048576 nodes and 16776968 undirected edges for degree: 15\n    a                0.00035\nsource: 209629\n    b                0.45253\n    p                0.31504\nTrial Time:          0.76991\nAverage Time:        0.76991\n',
    );
    expect(m(bc, 'run', 'Average Time').value).toBe(0.76991);
  });

  it('`Node 1 MemFree:` lines of a node’s meminfo are that node’s fields', () => {
    const a = analyze(
      'Node 1 MemTotal:       65536000 kB\nNode 1 MemFree:        12345678 kB\nNode 1 AnonHugePages:  20971520 kB\n',
    );
    expect(m(a, 'run', 'node1 MemFree').value).toBe(12345678 * 1024);
    expect(m(a, 'run', 'node1 AnonHugePages').unit).toBe('bytes');
  });
});

describe('runs a table named before', () => {
  // from test/wild/gh-tiering-friendly-p1-off-on-buckets.txt, lines 11-32 and 53-64 (shortened)
  const text = [
    '| policy | mean Mops/s | p90 |',
    '| --- | ---: | ---: |',
    '| off | 228.58 | 229.56 |',
    '| on | 271.48 | 439.54 |',
    '',
    'Most of the gain comes from a few bursts.',
    '',
    '| bucket | hotset offset | off | on | on/off |',
    '| --- | ---: | ---: | ---: | ---: |',
    '| 0-15s | 16G | 223.41 | 342.00 | 1.531x |',
    '| 15-30s | 20G | 228.28 | 330.90 | 1.450x |',
    '',
    'In P1 `on`, promotions are bursty:',
    '',
    '- 3-5s: promotion jumps to about 0.43M pages.',
    '',
    '`on` P1 counters by hotset bucket:',
    '',
    '| bucket | mean Mops/s | promotions |',
    '| --- | ---: | ---: |',
    '| 0-15s | 342.00 | 433873 |',
    '| 15-30s | 330.90 | 513110 |',
  ].join('\n');
  const a = analyze(text);

  it('a later table whose header names them has the runs as columns; a size column names the rows, the ratio is dropped', () => {
    expect(labels(a)).toEqual(['off', 'on']);
    expect(m(a, 'off', '0-15s 16G').value).toBe(223.41);
    expect(m(a, 'on', '15-30s 20G').value).toBe(330.9);
    expect(a.measurements.some((x) => /on\/off|1\.531/.test(`${x.config} ${x.metric}`))).toBe(false);
  });

  it('time buckets are one run’s rows; a caption naming a run in code marks claims them from a name carried down', () => {
    expect(m(a, 'on', '0-15s promotions').value).toBe(433873);
    expect(labels(a).some((l) => /bursty/.test(l))).toBe(false);
  });
});

describe('a vmstat series under `watch`', () => {
  it('each refresh’s header is a separator with its time: one series, deltas over the run', () => {
    const refresh = (time: string, promoted: number) =>
      `Every 1.0s: grep -E 'pgpromote|pgdemote' /proc/vmstat      host: Tue Mar  5 ${time} 2024\n\npgpromote_success ${promoted}\npgpromote_candidate ${promoted * 3}\npgdemote_kswapd 200\n`;
    const text = [refresh('10:00:01', 1000), refresh('10:00:02', 2000), refresh('10:00:03', 3500)].join('\n');
    expect(
      segment(text)
        .blocks.filter((b) => b.kind !== 'prose')
        .map((b) => `${b.kind} ${b.startLine}-${b.endLine}`),
    ).toEqual(['vmstat 3-17']);
    expect(m(analyze(text), 'run', 'pgpromote_success').value).toBe(2500);
  });
});

describe('perf stat -I', () => {
  it('interval lines give each event’s rate per second, the intervals as samples; `<not counted>` is absent', () => {
    const a = analyze(
      [
        '#           time             counts unit events',
        '     1.001034520        123,456,789      cycles',
        '     1.001034520         12,345,678      instructions',
        '     2.002101234        133,456,789      cycles',
        '     2.002101234         13,345,678      instructions',
        '     3.003211235   <not counted>      cycles',
      ].join('\n'),
    );
    const cycles = m(a, 'run', 'cycles per second');
    expect(cycles.samples).toHaveLength(2);
    expect(cycles.samples![0]).toBeCloseTo(123456789 / 1.00103452, 3);
    expect(cycles.value).toBeCloseTo((123456789 / 1.00103452 + 133456789 / (2.002101234 - 1.00103452)) / 2, 3);
    expect(m(a, 'run', 'instructions per second').samples).toHaveLength(2);
  });
});

describe('a unified diff of two vmstat dumps', () => {
  it('the two files are the runs; `-`, `+` and context lines give each its values; a source patch is never read', () => {
    const text = [
      '$ diff -u vmstat.before vmstat.after',
      '--- vmstat.before\t2024-03-05 10:00:00',
      '+++ vmstat.after\t2024-03-05 10:05:00',
      '@@ -1,3 +1,3 @@',
      '-pgpromote_success 1000',
      '-pgdemote_kswapd 200',
      '+pgpromote_success 51000',
      '+pgdemote_kswapd 30200',
      ' numa_pte_updates 0',
    ].join('\n');
    const a = analyze(text);
    expect(labels(a)).toEqual(['before', 'after']);
    expect(m(a, 'after', 'pgpromote_success').value).toBe(51000);
    expect(m(a, 'before', 'numa_pte_updates').value).toBe(0);
    const patch = '--- a/mm/vmscan.c\n+++ b/mm/vmscan.c\n@@ -1,2 +1,2 @@\n-\tint nr_pages = 1;\n+\tint nr_pages = 2;\n';
    expect(analyze(patch).measurements).toEqual([]);
  });
});
