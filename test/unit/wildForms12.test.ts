/**
 * Forms of real posts read in the second session of 2026-12-05 (a survey of 14 unseen GitHub and LKML
 * posts), each on a short excerpt with the real layout.
 */
import { describe, expect, it } from 'vitest';
import { analyze, labels, m } from './helpers';

describe('a sweep down the first column', () => {
  it('`EF | Original QPS | Hugepage QPS | Recall | Gain (%)`: the runs before the shared measure are the configs', () => {
    // VectorDB-NTU/RaBitQ-Library PR #72: GitHub's table without outer pipes
    const a = analyze(
      [
        'dataset: GIST1M, topk = 10',
        'EF | Original QPS | Hugepage QPS | Recall | Gain (%)',
        '-- | -- | -- | -- | --',
        '60 | 7,903.70 | 8,608.78 | 0.8075 | 8.92%',
        '150 | 3,786.11 | 4,198.25 | 0.9080 | 10.89%',
        '1000 | 624.46 | 670.49 | 0.9787 | 7.37%',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['Original', 'Hugepage']);
    expect(m(a, 'Hugepage', 'EF=60 QPS').value).toBe(8608.78);
    expect(m(a, 'Original', 'EF=1000 QPS').value).toBe(624.46);
    // the recall is given once per point for both runs, and the gain is the author's comparison
    expect(a.measurements.some((x) => /Recall|Gain/.test(x.metric) || /Recall|Gain/.test(x.config))).toBe(false);
  });

  it('`| Skew | Ceiling (uncapped) | A — dram+spill | ...`: decimals under a parameter are points, not versions', () => {
    // facebookincubator/velox PR #17856: `_dropped_` where a run was skipped, bold `**+14.7%**` comparisons
    const a = analyze(
      [
        '| Skew | Ceiling (uncapped) | A — dram+spill | B — interleave 1:1 | C — cxl relocate (this PR) | B vs Ceiling | C vs Ceiling |',
        '|---|---|---|---|---|---|---|',
        '| 1.0  | 34.8 s | 129.2 s | 43.0 s | **39.9s** | +23.5% | **+14.7%** |',
        '| 0.75 | 36.9 s | 190.1 s | 53.2 s | **43.7s** | +44.3% | **+18.4%** |',
        '| 0.25 | 42.8 s | _dropped_ | 56.2 s | **49.6s** | +31.4% | **+15.9%** |',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual([
      'Ceiling (uncapped)',
      'A — dram+spill',
      'B — interleave 1:1',
      'C — cxl relocate (this PR)',
    ]);
    expect(m(a, 'C — cxl relocate (this PR)', 'Skew=1.0')).toMatchObject({ value: 39.9, unit: 's' });
    expect(a.measurements.some((x) => x.config === 'A — dram+spill' && x.metric === 'Skew=0.25')).toBe(false);
  });
});

describe('markdown headers', () => {
  it('`  | first run | second run` over `-- | -- | --`: no outer pipes and an empty corner; the baseline names the rows', () => {
    // kvcache-ai/Mooncake issue #467
    const a = analyze(
      [
        'Mooncake turned out to be unexpectedly slow:',
        '',
        '  | first run(kv cache store) | second run(kv cache retrieve)',
        '-- | -- | --',
        'baseline | 8.46s | 8.47s',
        'mooncake | 12.10s | 29.00s',
        'local dram | 9.42s | 1.77s',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['baseline', 'mooncake', 'local dram']);
    expect(m(a, 'mooncake', 'second run(kv cache retrieve)')).toMatchObject({ value: 29, unit: 's' });
  });

  it('`baseline<br>(mooncake-connector)`: a line break in a header cell is a space', () => {
    // LMCache/LMCache PR #988
    const a = analyze(
      [
        '| Metric                               | baseline<br>(mooncake-connector) | optimized<br>(mooncake-store) |',
        '| ------------------------------------ | ------------------------------- | ---------------------------- |',
        '| **Successful requests**              | 50                              | 50                           |',
        '| **Duration (s)**                     | 8.28                            | 5.37                         |',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['baseline (mooncake-connector)', 'optimized (mooncake-store)']);
    expect(m(a, 'optimized (mooncake-store)', 'Duration (s)').value).toBe(5.37);
  });
});

describe('row labels wrapped under their values', () => {
  it('`Seq read, bs=4k  189M  47.2K ...` over `iodepth=1,` over `numa_cpu_nodes=0`: the lines below end the label', () => {
    // axboe/fio issue #141, a <pre> table
    const a = analyze(
      [
        '<pre>',
        '                         Bandwidth (B)        IOPS          Latency 99.99%       Latency mean   CPU_load',
        'Seq read, bs=4k              189M              47.2K                  64              18            24%',
        'iodepth=1,',
        'numa_cpu_nodes=0',
        '',
        'Seq read, bs=4k              93M                23.8K                 85              37             15%',
        'iodepth=1, ',
        'numa_cpu_nodes=1',
        '</pre>',
      ].join('\n'),
    );
    expect(labels(a)).toEqual([
      'Seq read, bs=4k iodepth=1, numa_cpu_nodes=0',
      'Seq read, bs=4k iodepth=1, numa_cpu_nodes=1',
    ]);
    expect(m(a, 'Seq read, bs=4k iodepth=1, numa_cpu_nodes=1', 'IOPS').value).toBe(23800);
  });
});

describe('notes in brackets and a bar between columns', () => {
  it('`[ seconds ]` and `[ lower is better ]` beside the header, `|` between columns and alone between groups', () => {
    // Andrew Theurer, Re: numa/core results (2012), in the layout of the numa/core tables
    const a = analyze(
      [
        '-------------------------------------------------------------------------',
        '  [ seconds         ]    v3.7  AutoNUMA   |  numa/core-v16    [ vs. v3.7]',
        '  [ lower is better ]   -----  --------   |  -------------    -----------',
        '                                          |',
        '  numa01                340.3    192.3    |      139.4          +144.1%',
        '  numa01_THREAD_ALLOC   425.1    135.1    |\t 121.1          +251.0%',
        '  numa02                 56.1     25.3    |       17.5          +220.5%',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['v3.7', 'AutoNUMA', 'numa/core-v16']);
    expect(m(a, 'numa/core-v16', 'numa01_THREAD_ALLOC').value).toBe(121.1);
    expect(m(a, 'AutoNUMA', 'numa02').value).toBe(25.3);
  });
});

describe("the author's comparison columns", () => {
  it('`A  B  delta  ratio(%)`: `ratio(%)` is a change column like `delta`, not a run', () => {
    // Minchan Kim, [RFC 0/7] introduce memory hinting API for external process (vmstat A vs B)
    const a = analyze(
      [
        '                                       A          B      delta   ratio(%)',
        '               allocstall_dma          0          0          0       0.00',
        '           allocstall_movable       1464        457      -1007     -69.00',
        '            allocstall_normal     263210     190763     -72447     -28.00',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['A', 'B']);
    expect(m(a, 'B', 'allocstall_movable').value).toBe(457);
  });
});

describe('results stated only against a named run', () => {
  it('`X leads to a ~40% performance regression over baseline; Y shows an ~8% improvement over baseline`', () => {
    // Johannes Weiner, [PATCH] mm: mempolicy: N:M interleave policy for tiered memory nodes (2022)
    const a = analyze(
      [
        'Results show that regular interleaving leads to a ~40% performance',
        'regression over baseline; 5:1 interleaving shows an ~8% improvement',
        'over baseline. We have found the optimal distribution changes based on',
        'hardware characteristics.',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['baseline', 'regular interleaving', '5:1 interleaving']);
    expect(m(a, 'regular interleaving', 'performance relative to baseline')).toMatchObject({ value: 0.6, line: 1 });
    expect(m(a, '5:1 interleaving', 'performance relative to baseline').value).toBeCloseTo(1.08, 9);
    expect(m(a, 'baseline', 'performance relative to baseline').value).toBe(1);
  });

  it('a change said of no run (`this leads to a 5% gain over the old code`) or of the reference itself is not read', () => {
    const a = analyze(['We tried it and this leads to a 5% gain over baseline.', ''].join('\n'));
    expect(a.measurements).toHaveLength(0);
  });
});

describe('a unit column the header does not name', () => {
  it('`\\tBASE\\tSPF` over `mean\\t276.83\\t276.93\\trecord/s`: rows one field wider than the header end in their unit', () => {
    // Laurent Dufour, [PATCH v9 00/24] Speculative page faults (ebizzy with THP)
    const a = analyze(
      [
        'Here is the result I got on a 16 CPUs x86 VM (higher the best):',
        '\tBASE\tSPF',
        'mean\t276.83\t276.93\trecord/s',
        'max\t280\t280\trecord/s',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['BASE', 'SPF']);
    expect(m(a, 'SPF', 'mean (record/s)').value).toBe(276.93);
  });
});

describe('listings that are no tables', () => {
  it("HPL's `NB     :     256` parameter lines are no table: no run is named `NB : 256`", () => {
    // geerlingguy/top500-benchmark issue #51 (HPL output)
    const a = analyze(
      [
        'The following parameter values will be used:',
        '',
        'N      :   34581',
        'NB     :     256',
        'PMAP   : Row-major process mapping',
        'P      :       1',
        'Q      :       4',
        '',
      ].join('\n'),
    );
    expect(a.configs.some((c) => /:/.test(c.label))).toBe(false);
    expect(a.measurements.some((x) => /Row-major/.test(x.metric))).toBe(false);
  });
});

describe('lines that name no run', () => {
  it('`meminfo:` and `vmstat shows:` over dumps name what is shown; a question (`Any ideas?`) is no heading', () => {
    // a reply on PSI and MemAvailable (linux-mm), the dumps of one machine quoted under such lines
    const a = analyze(
      [
        'Any ideas?',
        '',
        'meminfo:',
        '',
        'MemTotal:       16423116 kB',
        'MemFree:          123456 kB',
        'MemAvailable:     223456 kB',
        '',
        'vmstat shows:',
        '',
        'nr_free_pages 1234',
        'nr_zone_inactive_anon 5678',
        'pgscan_direct 999',
        '',
      ].join('\n'),
    );
    expect(a.configs).toHaveLength(1);
    expect(a.measurements.find((x) => x.metric === 'pgscan_direct')?.value).toBe(999);
    expect(a.measurements.find((x) => x.metric === 'MemFree')?.config).toBe(a.configs[0]!.label);
  });
});

describe('bpftrace output', () => {
  const dump = (run: string, total: string, vmas: string, avg: string) => [
    run,
    '',
    '@bulk_alloc_req:',
    '[3, 4)                 4 |                                                    |',
    '[4, 5)             54170 |@                                                   |',
    '[8, 9)           2230287 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|',
    '',
    '',
    `@maple_node_total: ${total}`,
    `@total_vmas: ${vmas}`,
    '',
    `${run}:`,
    `avg = ${avg} nsecs, total: 16101821292 nsecs, count: 2248034`,
    '',
  ];

  it('maps and histograms under the kernel tree that ran them (`mm-unstable`, `mm-unstable + this series`)', () => {
    // Liam Howlett's maple tree vacancy series: bpftrace maps and the avg/total/count line per kernel
    const a = analyze(
      [
        ...dump('mm-unstable', '46,630,160', '46184591', '7162'),
        ...dump('mm-unstable + this series', '37,813,856', '43493287', '6689'),
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['mm-unstable', 'mm-unstable + this series']);
    expect(m(a, 'mm-unstable', 'maple_node_total').value).toBe(46630160);
    expect(m(a, 'mm-unstable + this series', 'total_vmas').value).toBe(43493287);
    expect(m(a, 'mm-unstable', 'bulk_alloc_req [4, 5)').value).toBe(54170);
    // `avg = 7162 nsecs`: a time, with its statistics beside it
    expect(m(a, 'mm-unstable + this series', 'avg').unit).toBe('s');
    expect(m(a, 'mm-unstable + this series', 'avg').value).toBeCloseTo(6.689e-6, 15);
    expect(m(a, 'mm-unstable', 'count').value).toBe(2248034);
  });

  it('a settings line of statistics alone (`count = 5, min = 2`) names no measured quantity: not results', () => {
    const a = analyze(['count = 5, min = 2', 'total = 7, max = 3', ''].join('\n'));
    expect(a.measurements).toHaveLength(0);
  });
});

describe('runs one per line with a ± spread', () => {
  it('`base:   90569.11±1.15%` / `node:  104152.26±0.34%  +15.0%` under `nr_thread=100% on SPR:`', () => {
    // Aaron Lu, sched/fair: ratelimit update to tg->load_avg (postgres_sysbench)
    const a = analyze(
      [
        'nr_thread=100% on SPR:',
        'base:   90569.11±1.15%',
        'node:  104152.26±0.34%  +15.0%',
        'delay: 127309.46±4.25%  +40.6%',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['base', 'node', 'delay']);
    const d = m(a, 'delay', 'nr_thread=100% on SPR');
    expect(d.value).toBe(127309.46);
    expect(d.stddev).toBeCloseTo(127309.46 * 0.0425, 6);
  });
});

describe('one run’s `key: value` lines, hedged', () => {
  it('`Prefill: ~650–700 tokens/s` / `Decode: ~17 tokens/s` under `Performance:`: a range is its middle, `Performance` names no run', () => {
    // a llama-server run posted to r/LocalLLaMA (DeepSeek V4 Flash, --numa isolate)
    const a = analyze(
      [' Performance:', '  ', 'Prefill: ~650–700 tokens/s', ' Decode: ~17 tokens/s', ' Loading time: 32 sec', ''].join(
        '\n',
      ),
    );
    expect(a.configs).toHaveLength(1);
    expect(a.measurements.find((x) => x.metric === 'Prefill')?.value).toBe(675);
    expect(a.measurements.find((x) => x.metric === 'Decode')?.value).toBe(17);
    expect(a.measurements.find((x) => x.metric === 'Loading time')).toMatchObject({ value: 32, unit: 's' });
  });

  it('`cpufreq governor=performance` over a dump still names its run', () => {
    const a = analyze(
      ['cpufreq governor=performance', 'pgpromote_success 0', 'pgdemote_kswapd 1540968', ''].join('\n'),
    );
    expect(labels(a)).toEqual(['cpufreq governor=performance']);
  });
});
