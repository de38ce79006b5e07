/**
 * Forms of real posts read in the session of 2026-12-05 (a survey of 40 unseen LKML mails and GitHub
 * posts), each on a short excerpt with the real layout.
 */
import { describe, expect, it } from 'vitest';
import { analyze, labels, m } from './helpers';

describe('an aligned table whose first row has an empty cell', () => {
  // Huang Ying's autonuma tiering RFC: `Base` has no promotion figure, the `Patch N` rows do
  const table = [
    'The test results of the base kernel and step by step optimizations are as follows,',
    '',
    '                Throughput\tPromotion      DRAM bandwidth',
    '\t\t  access/s           MB/s                MB/s',
    '               -----------     ----------      --------------',
    'Base            74238178.0                             4291.7',
    'Patch 1        146050652.3          359.4             11248.6',
    'Patch 2        146300787.1          355.2             11237.2',
    '',
  ];

  it('takes its columns from the first row with every cell, and `Patch 1` as a label', () => {
    const a = analyze(table.join('\n'));
    expect(labels(a)).toEqual(['Base', 'Patch 1', 'Patch 2']);
    expect(m(a, 'Base', 'Throughput access/s').value).toBe(74238178.0);
    expect(m(a, 'Base', 'DRAM bandwidth MB/s').value).toBe(4291.7);
    expect(a.measurements.some((x) => x.config === 'Base' && /Promotion/.test(x.metric))).toBe(false);
    expect(m(a, 'Patch 2', 'Promotion MB/s').value).toBe(355.2);
  });

  it('does not widen the table by a row whose extra cells have no header over them', () => {
    const a = analyze(
      [
        'metric                       r1       r2',
        'pp512 t/s                 69.31    62.46',
        'tg128 t/s                 4.262    4.625',
        'pp512 vs r1               1.00x    0.90x   7   7   7',
        '',
      ].join('\n'),
    );
    expect(m(a, 'r2', 'tg128 t/s').value).toBe(4.625);
    expect(a.configs.map((c) => c.label)).toEqual(['r1', 'r2']);
  });
});

describe('runs one per line with `key: value` pairs', () => {
  it('`Before: sys time: 10230.22s  64kB/swpout: 1793044`: the runs are configs, the keys metrics', () => {
    const a = analyze(
      [
        'Change to make -j96, 2G memory limit, 64kB mTHP enabled, and 10G ZRAM:',
        '',
        'Before: sys time: 10230.22s  64kB/swpout: 1793044  64kB/swpout_fallback: 17653',
        'After:  sys time: 5527.90s   64kB/swpout: 1789358  64kB/swpout_fallback: 17813',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['Before', 'After']);
    expect(m(a, 'After', 'sys time').value).toBe(5527.9);
    expect(m(a, 'Before', '64kB/swpout_fallback').value).toBe(17653);
  });

  it('`After patch 1: avg: 10.92s, stddev: 0.05`: the stddev is the spread of the pair before it', () => {
    const a = analyze(
      [
        'Before:        avg: 11.23s, stddev: 0.06',
        'After patch 1: avg: 10.92s, stddev: 0.05',
        'After patch 2: avg: 10.93s, stddev: 0.15',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['Before', 'After patch 1', 'After patch 2']);
    expect(m(a, 'After patch 2', 'avg').value).toBe(10.93);
    expect(m(a, 'After patch 2', 'avg').stddev).toBe(0.15);
  });

  it("the author's change after a value (`(-2.34%)`) is not read", () => {
    const a = analyze(
      [
        'Before:  sys time: 2069.53s            real time: 135.76s',
        'After:   sys time: 2021.13s (-2.34%)   real time: 134.23s (-1.12%)',
        '',
      ].join('\n'),
    );
    expect(m(a, 'After', 'real time').value).toBe(134.23);
    expect(a.measurements.length).toBe(4);
  });

  it('a mail header or a lone line of pairs is no run', () => {
    const a = analyze(['Subject: Re: [PATCH] mm: 2 fixes', 'Before: sys time: 1.5s', '', 'Other text.'].join('\n'));
    expect(a.measurements).toEqual([]);
  });
});

describe('runs listed with one rate each', () => {
  it('`- Test A (numa off): 3.3 token/s` under `Summary:`: the unit names the measure', () => {
    const a = analyze(
      ['Summary:', '- Test A (numa off): 3.3 token/s', '- Test B (numa on): 3.5 token/s', ''].join('\n'),
    );
    expect(labels(a)).toEqual(['Test A (numa off)', 'Test B (numa on)']);
    expect(m(a, 'Test B (numa on)', 'token/s').value).toBe(3.5);
  });
});

describe('blocks of one shape, each under its own caption', () => {
  const block = (caption: string, row: string) => [
    caption,
    'user-time    sys_time    faults_per_sec_per_cpu     faults_per_sec',
    row,
    '',
  ];
  const text = [
    'Use the page fault latency tool to measure the performance of 1G anonymous shmem',
    'with 32 threads on my machine environment with: ARM64 Architecture, 32 cores,',
    '125G memory:',
    ...block('base: mm-unstable', '0.04s        3.10s         83516.416                  2669684.890'),
    ...block(
      'mm-unstable + patchset, anon shmem mTHP disabled',
      '0.02s        3.14s         82936.359                  2630746.027',
    ),
    ...block(
      'mm-unstable + patchset, anon shmem 64K mTHP enabled',
      '0.08s        0.31s         678630.231                 17082522.495',
    ),
  ].join('\n');

  it('a header over one unlabelled row is one run; the caption that names the first names the others', () => {
    const a = analyze(text);
    expect(labels(a)).toEqual([
      'base: mm-unstable',
      'mm-unstable + patchset, anon shmem mTHP disabled',
      'mm-unstable + patchset, anon shmem 64K mTHP enabled',
    ]);
    expect(m(a, 'base: mm-unstable', 'sys_time').value).toBe(3.1);
    expect(m(a, 'mm-unstable + patchset, anon shmem 64K mTHP enabled', 'faults_per_sec').value).toBe(17082522.495);
  });

  it('a caption line ending in a colon is no header level of the table below it', () => {
    const a = analyze(text);
    expect(a.measurements.some((x) => /memory|125G/.test(x.metric))).toBe(false);
  });
});

describe('settings and measures beside run names', () => {
  it('`migration off (`numa_balancing=0`)` in a sentence gives the run `off` its setting', () => {
    const a = analyze(
      [
        '- Cases: migration off (`numa_balancing=0`) and migration on (`numa_balancing=2`)',
        '',
        '| case | wall s | promoted |',
        '| --- | ---: | ---: |',
        '| off | 264.169 | 0 |',
        '| on | 717.758 | 6120817 |',
        '',
      ].join('\n'),
    );
    expect(a.configs.find((c) => c.label === 'off')!.tunables['kernel.numa_balancing']).toBe('0');
    expect(a.configs.find((c) => c.label === 'on')!.tunables['kernel.numa_balancing']).toBe('2');
  });

  it('a column of values with their units before the first named measure is measured, not part of the run name', () => {
    const a = analyze(
      [
        '| Run | Global NUMA | Avg PR trial | Total wall | Max RSS KB |',
        '| --- | ---: | ---: | ---: | ---: |',
        '| migration_off | `0` | 43.85798s | 8:15.09 | 148145908 |',
        '| migration_on | `2` | 43.46639s | 8:11.60 | 148145460 |',
        '',
      ].join('\n'),
    );
    // the setting's column names the runs with its header, now that its code-marked values read as values
    expect(a.configs.map((c) => c.label)).toEqual(['migration_off Global NUMA=0', 'migration_on Global NUMA=2']);
    expect(m(a, 'migration_on Global NUMA=2', 'Avg PR trial').value).toBeCloseTo(43.46639, 6);
    expect(m(a, 'migration_off Global NUMA=0', 'Total wall').value).toBeCloseTo(495.09, 6);
  });

  it('models as rows under columns that are no measures: the columns are the runs', () => {
    const a = analyze(
      [
        '| model | distribute (warmed x4) | interleave=all | --numa mirror |',
        '| --- | ---: | ---: | ---: |',
        '| gemma-4-31B qat Q4_0 | 3.70 | 4.93 | 7.89 +/- 0.14 |',
        '| DeepSeek-V4-Flash UD-Q8_K_XL | 11.55 | 10.29 | 18.14 +/- 0.16 |',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['distribute (warmed x4)', 'interleave=all', '--numa mirror']);
    expect(m(a, '--numa mirror', 'DeepSeek-V4-Flash UD-Q8_K_XL').value).toBe(18.14);
  });
});

describe('results stated in sentences', () => {
  it('token rates however written are one measure; a sentence ends a clause', () => {
    const a = analyze(
      [
        'With --numa distribute I get ~27 tokens/second.',
        'Running with numactl --interleave=all gives 31 t/s. That was the best.',
        '',
      ].join('\n'),
    );
    expect(a.configs.length).toBe(2);
    expect(a.measurements.map((x) => x.value).sort()).toEqual([27, 31]);
  });

  it('a measure is no run: `The generation speed has dropped to 2.4 t/s` names nothing', () => {
    const a = analyze(['The generation speed has dropped to only 2.4 t/s.', 'Before it gave 4.5 t/s.', ''].join('\n'));
    expect(a.configs.some((c) => /speed/.test(c.label))).toBe(false);
  });
});

describe('a line over the header that names what every run ran on', () => {
  it('`Base 11-apr-next` over a TAB-indented line of run names is no level of the first column', () => {
    const a = analyze(
      [
        'Manaul run of numa01_THREAD__ALLOC',
        'Base 11-apr-next',
        '\tw/numascan \tw/o numascan\tnumascan+patch',
        '',
        'real\t1m33.579s\t1m2.042s\t1m11.738s',
        'user\t280m46.032s\t213m38.647s\t231m40.226s',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['w/numascan', 'w/o numascan', 'numascan+patch']);
    expect(m(a, 'w/o numascan', 'real').value).toBeCloseTo(62.042, 6);
  });

  it('a measure written there still names the rows’ measure', () => {
    const a = analyze(
      ['Throughput (MB/s)', '           base   patched', 'read       100    120', 'write      80     95', ''].join(
        '\n',
      ),
    );
    expect(a.measurements.map((x) => x.metric)).toContain('read Throughput (MB/s)');
  });
});

describe('redis-benchmark --csv', () => {
  it('the header over repeated command rows: each command a metric, its repeats samples, latencies in seconds', () => {
    const a = analyze(
      [
        '## baseline',
        '```',
        '"test","rps","avg_latency_ms","min_latency_ms","p50_latency_ms","p95_latency_ms","p99_latency_ms","max_latency_ms"',
        '"GET","79974.41","0.382","0.024","0.375","0.471","0.735","2.375"',
        '"SET","83305.57","0.374","0.032","0.367","0.479","0.735","2.071"',
        '"GET","86926.29","0.351","0.032","0.343","0.439","0.671","1.247"',
        '"SET","83305.57","0.374","0.032","0.359","0.471","0.711","2.167"',
        '```',
        '',
      ].join('\n'),
    );
    const get = a.measurements.find((x) => x.metric === 'GET')!;
    expect(get.value).toBeCloseTo((79974.41 + 86926.29) / 2, 6);
    expect(get.samples).toEqual([79974.41, 86926.29]);
    expect(a.measurements.find((x) => x.metric === 'SET p50')!.value).toBeCloseTo(0.000363, 9);
  });
});

describe('units at the end of a name', () => {
  it('`ns/op` is seconds per operation, `migrated_GiB` bytes, `memory_psi_some_us` seconds; `ops_per_sec` stays a rate', () => {
    const a = analyze(
      [
        '| case | ns/op | migrated_GiB | memory_psi_some_us | ops_per_sec |',
        '|---|---:|---:|---:|---:|',
        '| off | 6.010 | 0.00 | 106911 | 1200 |',
        '| on | 16.326 | 23.35 | 6943420 | 900 |',
        '',
      ].join('\n'),
    );
    expect(m(a, 'on', 'ns/op').value).toBeCloseTo(16.326e-9, 15);
    expect(m(a, 'on', 'ns/op').unit).toBe('s');
    expect(m(a, 'on', 'migrated_GiB').value).toBeCloseTo(23.35 * 2 ** 30, 0);
    expect(m(a, 'off', 'memory_psi_some_us').value).toBeCloseTo(0.106911, 9);
    expect(m(a, 'on', 'ops_per_sec').unit).not.toBe('s');
  });
});

describe('a caption that states the unit in words', () => {
  it('`DuckDB time in ms (...). SPARQ times` / `are from DRAMsim3 and unchanged.` over a table: its times in seconds', () => {
    const a = analyze(
      [
        'DuckDB time in ms ([`results/fig7_free.csv`](results/fig7_free.csv)). SPARQ times',
        'are from DRAMsim3 and unchanged.',
        '',
        '| join | SPARQ | DuckDB Pinned | DuckDB unpinned |',
        '|---|--:|--:|--:|',
        '| customer SF10 | 8.47 | 4,726 | 1,791 |',
        '| part SF100 | 101.3 | 55,760 | 17,346 |',
        '',
      ].join('\n'),
    );
    expect(m(a, 'DuckDB Pinned', 'customer SF10').value).toBeCloseTo(4.726, 9);
    expect(m(a, 'DuckDB unpinned', 'part SF100').unit).toBe('s');
  });
});

describe('rows named by a setting switched on or off', () => {
  it('`MGLRU off` / `MGLRU on` rows under an empty corner are the runs', () => {
    const a = analyze(
      [
        'Actual outcome [1]:',
        '             stddev(pgsteal)/mean(pgsteal) sum(pgsteal)/sum(requested)',
        'MGLRU off  75%                           425%',
        'MGLRU on   20%                           95%',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['MGLRU off', 'MGLRU on']);
    expect(m(a, 'MGLRU on', 'sum(pgsteal)/sum(requested)').value).toBe(95);
  });
});

describe('`label value` lists under a caption that names the run', () => {
  it('`merge_nodes=1` over `2 nodes 1.4%` lines: one run per caption, a measure per label', () => {
    const a = analyze(
      [
        'Results:',
        '',
        'merge_nodes=1',
        '2 nodes 1.4%',
        '4 nodes 1.6%',
        '8 nodes\t1.7%',
        '',
        'merge_nodes=0',
        '2 nodes\t1%',
        '4 nodes\t0.32%',
        '8 nodes\t0.018%',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['merge_nodes=1', 'merge_nodes=0']);
    expect(m(a, 'merge_nodes=0', '8 nodes').value).toBe(0.018);
  });

  it('a list of number pairs or under a caption that names no run is not read this way', () => {
    const a = analyze(
      ['Time based', 'Hashjoin 4.21%', 'Btree 2.04%', '', 'scan period', '20620 1125', '56185 1125', ''].join('\n'),
    );
    expect(a.measurements).toEqual([]);
  });
});

describe('a switch named in a run heading', () => {
  it('`## Base with AutoNUMA OFF` / `ON` sets kernel.numa_balancing 0 / 1', () => {
    const block = (v: string) => [
      '```',
      'Total operations in the test is: 2897408.000000',
      `Average operations per second is: ${v}`,
      '',
      'Total operations in the test is: 3171968.000000',
      `Average operations per second is: ${v}5`,
      '```',
      '',
    ];
    const a = analyze(
      ['## Base with AutoNUMA OFF', '', ...block('1200'), '## Base with AutoNUMA ON', '', ...block('1100')].join('\n'),
    );
    const t = (l: string) => a.configs.find((c) => c.label === l)?.tunables['kernel.numa_balancing'];
    expect(t('Base with AutoNUMA OFF')).toBe('0');
    expect(t('Base with AutoNUMA ON')).toBe('1');
  });
});

describe('a caption that names one of the runs of a table', () => {
  it("`'not-tuned' scheme's result.` over a table of three runs leaves the three runs apart", () => {
    const a = analyze(
      [
        "for 'original' was zero, so we normalize the value to that of",
        "'not-tuned' scheme's result.  The normalized results are shown below.",
        '',
        '            Not-tuned         Offline-tuned     AFDAA',
        '    RSS     0.622688178226118 0.787950678944904 0.740093483278979',
        '    runtime 1.11767826657912  1.0564674983585   1.0910833880499',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['Not-tuned', 'Offline-tuned', 'AFDAA']);
    expect(m(a, 'AFDAA', 'runtime').value).toBeCloseTo(1.0910833880499, 12);
  });
});

describe('perf stat under two placements', () => {
  it("`Performance counter stats for 'numactl --membind=0 ./stream'` and `--membind=1`: the placements are the runs", () => {
    const block = (node: number, ms: string) => [
      ` Performance counter stats for 'numactl --cpunodebind=0 --membind=${node} ./stream':`,
      '',
      `        ${ms} msec task-clock                #    1.000 CPUs utilized`,
      '           123,456      page-faults              #    0.010 M/sec',
      '',
      `      ${ms.replace(',', '').slice(0, 6)} seconds time elapsed`,
      '',
    ];
    const a = analyze([...block(0, '12,345.67'), ...block(1, '18,345.67')].join('\n'));
    expect(labels(a)).toEqual(['numactl --cpunodebind=0 --membind=0', 'numactl --cpunodebind=0 --membind=1']);
    expect(m(a, 'numactl --cpunodebind=0 --membind=1', 'task-clock').value).toBeCloseTo(18.34567, 6);
  });
});

describe('time(1) under the command it timed', () => {
  it('`$ time numactl --membind=0 ./bench`, a blank line, `real ...`: runs named by what was timed', () => {
    const run = (node: number, real: string) => [
      `$ time numactl --membind=${node} ./bench`,
      '',
      `real    ${real}`,
      'user    0m11.000s',
      'sys     0m1.200s',
      '',
    ];
    const a = analyze([...run(0, '0m12.345s'), ...run(1, '0m18.345s')].join('\n'));
    expect(labels(a)).toEqual(['numactl --membind=0 ./bench', 'numactl --membind=1 ./bench']);
    expect(m(a, 'numactl --membind=1 ./bench', 'real time (s)').value).toBeCloseTo(18.345, 9);
  });
});

describe("a run's readings captioned `<run>, before:` / `<run>, after:`", () => {
  it('two runs, each a before and an after dump: one run each, its counters the change', () => {
    const dump = (p: number, d: number, h: number) => [
      `pgpromote_success ${p}`,
      `pgdemote_kswapd ${d}`,
      `numa_hint_faults ${h}`,
      '',
    ];
    const a = analyze(
      [
        'numa_balancing=0, before:',
        ...dump(1000, 500, 200),
        'numa_balancing=0, after:',
        ...dump(1000, 900, 200),
        'numa_balancing=2, before:',
        ...dump(1000, 900, 200),
        'numa_balancing=2, after:',
        ...dump(51000, 1900, 90200),
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['numa_balancing=0', 'numa_balancing=2']);
    expect(m(a, 'numa_balancing=2', 'pgpromote_success').value).toBe(50000);
    expect(m(a, 'numa_balancing=0', 'pgdemote_kswapd').value).toBe(400);
  });
});

describe('results as `key: value` pairs on one line', () => {
  it('`pp512: 40.1 t/s, tg128: 3.2 t/s` under each run’s heading', () => {
    const a = analyze(
      [
        '## membind=1',
        '',
        'pp512: 40.1 t/s, tg128: 3.2 t/s',
        '',
        '## interleave=all',
        '',
        'pp512: 52.3 t/s, tg128: 4.9 t/s',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['membind=1', 'interleave=all']);
    expect(m(a, 'interleave=all', 'tg128 t/s').value).toBe(4.9);
  });

  it('one `name: value` pair per line lists runs, not one run’s measures', () => {
    const a = analyze(['Results:', '', 'base: 12.3 s', 'patched: 11.1 s', ''].join('\n'));
    expect(labels(a)).toEqual(['base', 'patched']);
  });
});

describe('runs listed as `<measure> with <run>: value`', () => {
  it('`Throughput with numa_balancing=0: 1234.5 ops/s`: the shared lead names the measure, the rest the run', () => {
    const a = analyze(
      ['Throughput with numa_balancing=0: 1234.5 ops/s', 'Throughput with numa_balancing=2: 1456.7 ops/s', ''].join(
        '\n',
      ),
    );
    expect(labels(a)).toEqual(['numa_balancing=0', 'numa_balancing=2']);
    expect(m(a, 'numa_balancing=2', 'Throughput').value).toBe(1456.7);
    expect(a.configs[1]!.tunables['kernel.numa_balancing']).toBe('2');
  });
});

describe('sysbench memory’s result lines as 1.x prints them', () => {
  it('a blank line between `Total operations` and `MiB transferred` keeps them one block', () => {
    const a = analyze(
      [
        'sysbench memory run, node 0:',
        '    Total operations: 104857600 (10484123.45 per second)',
        '',
        '102400.00 MiB transferred (10238.40 MiB/sec)',
        '',
      ].join('\n'),
    );
    expect(a.measurements.find((x) => x.metric === 'operations per sec')!.value).toBe(10484123.45);
    expect(a.measurements.some((x) => /transferred per sec/.test(x.metric))).toBe(true);
  });
});

describe("vLLM's serving benchmark summary", () => {
  const result = (ttft: string) => [
    '============ Serving Benchmark Result ============',
    'Successful requests:                     1000',
    'Benchmark duration (s):                  123.45',
    'Total input tokens:                      215196',
    'Total generated tokens:                  198343',
    'Request throughput (req/s):              8.10',
    'Output token throughput (tok/s):         1606.65',
    'Total Token throughput (tok/s):          3349.80',
    '---------------Time to First Token----------------',
    `Mean TTFT (ms):                          ${ttft}`,
    'Median TTFT (ms):                        40.12',
    'P99 TTFT (ms):                           120.34',
    '-----Time per Output Token (excl. 1st token)------',
    'Mean TPOT (ms):                          12.34',
    '==================================================',
    '',
  ];
  it('one run per summary, named by the heading above; times in seconds; the section rules are no runs', () => {
    const a = analyze(
      ['### DRAM only', '', ...result('45.67'), '### DRAM + CXL interleave', '', ...result('55.67')].join('\n'),
    );
    expect(labels(a)).toEqual(['DRAM only', 'DRAM + CXL interleave']);
    expect(m(a, 'DRAM + CXL interleave', 'Mean TTFT (s)').value).toBeCloseTo(0.05567, 9);
    expect(m(a, 'DRAM only', 'Request throughput (req/s)').value).toBe(8.1);
  });
});

describe('go test -bench output', () => {
  it('`BenchmarkAlloc-64  10000  123456 ns/op  4096 B/op`: one run per block, ns/op in seconds, repeats as samples', () => {
    const a = analyze(
      [
        'Before (THP disabled):',
        '',
        'BenchmarkAlloc-64          \t   10000\t    123456 ns/op\t    4096 B/op\t       1 allocs/op',
        'BenchmarkAlloc-64          \t   10000\t    123000 ns/op\t    4096 B/op\t       1 allocs/op',
        '',
        'After (THP always):',
        '',
        'BenchmarkAlloc-64          \t   10000\t    103456 ns/op\t    4096 B/op\t       1 allocs/op',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['Before (THP disabled)', 'After (THP always)']);
    const before = m(a, 'Before (THP disabled)', 'BenchmarkAlloc-64 ns/op');
    expect(before.value).toBeCloseTo(123228e-9, 12);
    expect(before.samples).toHaveLength(2);
    expect(m(a, 'After (THP always)', 'BenchmarkAlloc-64 B/op').value).toBe(4096);
  });
});
