/**
 * Forms of real posts read this session: a change stated as the object of its verb and caused by a
 * setting (`improved query 99p latency from 950 ms to 150ms ... by enabling THP`); one run's output
 * repeated under the same sub-heading, named by the headings a level up (`# single cpu` > `## rate`).
 */
import { describe, expect, it } from 'vitest';
import { analyze, labels, m } from './helpers';

describe('a change stated in one sentence', () => {
  it('`improved <metric> from A to B by enabling X`: the verb’s object is the metric, before and after the runs', () => {
    const a = analyze(
      'Intro line.\n\nOne application improved query 99p latency from 950 ms to 150ms during concurrent query and write by enabling THP.\n',
    );
    expect(labels(a)).toEqual(['before', 'after']);
    expect(m(a, 'before', 'query 99p latency').value).toBeCloseTo(0.95, 9);
    expect(m(a, 'after', 'query 99p latency').value).toBeCloseTo(0.15, 9);
  });

  it('a change with neither a named run nor a cause compares nothing', () => {
    const a = analyze('Intro line.\n\nOver the day the cache improved its hit rate from 80% to 85%.\n');
    expect(a.measurements).toEqual([]);
  });
});

describe('runs named by the headings above their sub-headings', () => {
  const stats = (rate: number) => [
    '## rate',
    'prompt eval count:    6 token(s)',
    'prompt eval duration: 1.76s',
    `prompt eval rate:     ${rate} tokens/s`,
    'eval count:           408 token(s)',
    'eval duration:        77.8s',
    `eval rate:            ${rate + 1} tokens/s`,
  ];
  it('`# single cpu` and `# two cpus` over the same `## rate` name the two runs', () => {
    const a = analyze(
      [
        '# single cpu',
        'python ./local_chat.py --cpu_infer 65',
        ...stats(3.4),
        '',
        '# rebuild with USE_NUMA=1 to use two cpu',
        'python ./local_chat.py --cpu_infer 126',
        ...stats(0.47),
      ].join('\n') + '\n',
    );
    expect(labels(a)).toEqual(['single cpu', 'rebuild with USE_NUMA=1 to use two cpu']);
    expect(m(a, 'single cpu', 'prompt eval rate (t/s)').value).toBe(3.4);
  });

  it('a `#` line beside a typed command is a shell comment: it names no run', () => {
    const a = analyze(
      [...stats(3.4), '', '# first', '$ echo 0 > /proc/sys/kernel/numa_balancing', ...stats(0.47)].join('\n') + '\n',
    );
    expect(labels(a)).not.toContain('first');
  });
});

describe('runs listed under the metric they measure', () => {
  it('`pp512:` over `- load-mode auto: 363 ± 6` bullets: each bullet a run, the spread its stddev, a range its middle', () => {
    const a = analyze(
      [
        'Intro.',
        '',
        'pp512:',
        '- load-mode none: 515-540',
        '- load-mode auto: 363 ± 6',
        '- load-mode mlock: 529 ± 8',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['load-mode none', 'load-mode auto', 'load-mode mlock']);
    expect(m(a, 'load-mode auto', 'pp512').value).toBe(363);
    expect(m(a, 'load-mode auto', 'pp512').stddev).toBe(6);
    expect(m(a, 'load-mode none', 'pp512').value).toBe(527.5);
  });

  it('unitless `name: number` lines under a heading that names no measure are not runs', () => {
    const a = analyze(['Intro.', '', 'Machine:', '- sockets: 2', '- cores: 96', ''].join('\n'));
    expect(labels(a)).not.toContain('sockets');
  });
});

describe('tables and timings of real posts', () => {
  it('`| Read pattern | GB/s |`: a drawn table over a measure lists runs, whatever its corner says', () => {
    const a = analyze(
      [
        'Results:',
        '',
        '| Read pattern | GB/s |',
        '|---|---:|',
        '| memory on one node, local readers | 31.5 |',
        '| memory interleaved, readers on both | **55.3** |',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['memory on one node, local readers', 'memory interleaved, readers on both']);
    expect(m(a, 'memory interleaved, readers on both', 'GB/s').value).toBe(55.3);
  });

  it('`| Phase | Time (ms) |`: the parts of one run stay one run', () => {
    const a = analyze(['| Phase | Time (ms) |', '|---|---|', '| load | 120 |', '| compute | 480 |', ''].join('\n'));
    expect(labels(a)).toHaveLength(1);
  });

  it('the best rate in bold is read like the others in a `| Config | t/s |` table', () => {
    const a = analyze(
      ['| Config | t/s |', '|---|---|', '| 96t membind | 22.29 |', '| 96t interleave | **25.35** |', ''].join('\n'),
    );
    expect(m(a, '96t interleave', 't/s').value).toBe(25.35);
  });

  it('GNU time lines cut after `elapsed`, one per repetition, are one run’s samples', () => {
    const a = analyze(
      [
        'baseline:',
        '29360.56user 16280.68system 3:33.29elapsed',
        '29788.41user 16060.31system 3:34.38elapsed',
        '',
        'patched:',
        '7589.78user 16494.90system 1:53.18elapsed',
        '7795.54user 16537.65system 1:54.11elapsed',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['baseline', 'patched']);
    expect(m(a, 'baseline', 'elapsed time (s)').value).toBeCloseTo((213.29 + 214.38) / 2, 6);
    expect(m(a, 'patched', 'elapsed time (s)').samples).toEqual([113.18, 114.11]);
  });

  it('a sentence that ends right above an aligned header is not a header level', () => {
    const a = analyze(
      [
        'Intro.',
        '',
        '      `time ./swap_bench`.',
        '              w/o             w/',
        '      real    0m13.460s       0m11.771s',
        '      sys     0m12.039s       0m11.458s',
        '',
      ].join('\n'),
    );
    expect(m(a, 'w/', 'real').value).toBeCloseTo(11.771, 6);
  });
});

describe('columns that name the runs over rows of parts or counts', () => {
  it('`| Phase | run A | run B | type |`: the runs are the columns, each phase a metric, `2,120 ms` in seconds', () => {
    const a = analyze(
      [
        '| Phase | run A | run B | type |',
        '|---|---|---|---|',
        '| Sumcheck | 2,802 ms | 2,844 ms | compute |',
        '| Wire commitments | 2,120 ms | 3,249 ms | MSM |',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['run A', 'run B']);
    expect(m(a, 'run B', 'Wire commitments').value).toBeCloseTo(3.249, 9);
  });

  it('`| Threads | Baseline | Repack | Δ |`: the columns are the runs and the author’s Δ is no run', () => {
    const a = analyze(
      [
        '| Threads | Baseline (non-repacked) | Repack 8x8 | Δ |',
        '|---|---|---|---|',
        '| 1 | 0.84 t/s | **1.12 t/s** | **+33.3%** |',
        '| 12 | 4.41 | 4.54 | +2.9% |',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['Baseline (non-repacked)', 'Repack 8x8']);
  });
});

describe('one run spelled two ways', () => {
  it('`base NUMAB2` in one table and `base NUMAB=2` in a later one are one run', () => {
    const a = analyze(
      [
        '         base NUMAB2    patched NUMAB1',
        ' 8GB     134.33         120.52',
        '16GB     292.24         275.97',
        '',
        'and again:',
        '',
        '         base NUMAB=2   Patched NUMAB=0',
        ' 8GB     134.33         119.88',
        '16GB     292.24         325.06',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['base NUMAB2', 'patched NUMAB1', 'Patched NUMAB=0']);
  });
});

describe('mmtests rows quoted without their header', () => {
  it('the column every row marks `(0.00%)` is the baseline, the other the patched kernel', () => {
    const a = analyze(
      [
        '> This is just your first two patches.',
        '>',
        '> Hmean     tput-1     39748.93 (   0.00%)    39568.77 (  -0.45%)',
        '> Hmean     tput-8    362378.08 (   0.00%)   337205.87 *  -6.95%*',
        '> Hmean     tput-11   486188.58 (   0.00%)   341951.27 * -29.67%*',
        '> Stddev    tput-11     7537.76 (   0.00%)    16882.17 (-123.97%)',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['baseline', 'patched']);
    expect(m(a, 'patched', 'Hmean tput-11').value).toBe(341951.27);
  });

  it('two such rows are not enough to be a comparison', () => {
    const a = analyze(
      [
        'Intro.',
        '',
        'Hmean     tput-1     39748.93 (   0.00%)    39568.77 (  -0.45%)',
        'Hmean     tput-8    362378.08 (   0.00%)   337205.87 *  -6.95%*',
        '',
      ].join('\n'),
    );
    expect(labels(a)).not.toContain('baseline');
  });
});

describe('sysbench memory lines pasted under who printed them', () => {
  it('`0.4.12 said:` over `Operations performed: ...` and `... MB transferred (...)` names the run 0.4.12', () => {
    const a = analyze(
      [
        'I run the same command:',
        '',
        '0.4.12 said:',
        'Operations performed: 5242880 (9592744.87 ops/sec)',
        '20480.00 MB transferred (37471.66 MB/sec)',
        '1.0 said:',
        'Operations performed: 5242880 (650506.28 ops/sec)',
        '20480.00 MiB transferred (2541.04 MiB/sec)',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['0.4.12', '1.0']);
    expect(m(a, '1.0', 'operations per sec').value).toBe(650506.28);
  });
});

describe('columns that number the repetitions of one run', () => {
  it('`| Launch | 1 | 2 | 3 | 4 |`: one run, each row a measure with its samples', () => {
    const a = analyze(
      [
        'Per launch:',
        '',
        '| Launch | 1 | 2 | 3 | 4 |',
        '| --- | ---: | ---: | ---: | ---: |',
        '| pp512 tok/s | 453 | 475 | 260 | 237 |',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toHaveLength(1);
    const pp = a.measurements.find((x) => x.metric === 'pp512 tok/s')!;
    expect(pp.samples).toEqual([453, 475, 260, 237]);
    expect(pp.value).toBeCloseTo(356.25, 9);
  });

  it('`| Threads | 1 | 2 | 4 |` is a sweep, not repetitions', () => {
    const a = analyze(
      [
        '| Threads | 1 | 2 | 4 |',
        '|---|---|---|---|',
        '| base | 10 | 19 | 35 |',
        '| patched | 11 | 21 | 40 |',
        '',
      ].join('\n'),
    );
    expect(a.measurements.some((x) => x.samples?.length === 3)).toBe(false);
  });
});

describe("a run's name states its settings", () => {
  it('`numab2` over a table column gives kernel.numa_balancing=2; `thp=1` gives no THP mode (not one of its words)', () => {
    const a = analyze(
      ['metric\tnotier\tnumab2\tthp=1', 'tg128\t4.26\t4.62\t4.30', 'pp512\t69.3\t62.4\t70.1', ''].join('\n'),
    );
    const cfg = (l: string) => a.configs.find((c) => c.label === l)!;
    expect(cfg('numab2').tunables['kernel.numa_balancing']).toBe('2');
    expect(cfg('thp=1').tunables['mm.transparent_hugepage.enabled']).toBeUndefined();
  });
});

describe('cells and columns as posts write them (second survey)', () => {
  it('mmtests changes with a plus sign (`(    +0.00%)`, `(   +34.12%)`) keep the table whole', () => {
    const a = analyze(
      [
        '                                                VANILLA    defrag_mode=1-OOMFIX',
        'Hugealloc Time mean               52739.45 (    +0.00%)   27342.44 (   -48.15%)',
        'THP fault alloc                   46727.07 (    +0.00%)   62669.93 (   +34.12%)',
        'Pages kswapd scanned            2160926.73 (    +0.00%) 4052539.93 (   +87.54%)',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['VANILLA', 'defrag_mode=1-OOMFIX']);
    expect(m(a, 'defrag_mode=1-OOMFIX', 'THP fault alloc').value).toBe(62669.93);
  });

  it('a hedge, a typeset minus, a `--` range and a `×` ratio are values as written', () => {
    const a = analyze(
      [
        '| policy | forward | vs local |',
        '|---|---|---|',
        '| `numactl --localalloc` | about 22.4 ms | 1.00× |',
        '| `numactl --membind=0` | 39.8--62.4 ms | 0.36× |',
        '| `numactl --interleave=0-7` | 24.1 ms | −7.1% |',
        '',
      ].join('\n'),
    );
    expect(m(a, '`numactl --localalloc`', 'forward').value).toBeCloseTo(0.0224, 9);
    expect(m(a, '`numactl --membind=0`', 'forward').value).toBeCloseTo((0.0398 + 0.0624) / 2, 9);
  });

  it('`plrus/mprs` beside `mprs` and `plrus`, and `% under vs.` columns, are the author’s comparisons, not runs', () => {
    const a = analyze(
      [
        '    metric               orig        mprs         plrus        plrus/mprs',
        '    runtime_seconds      190.06      292.83       281.87       0.96',
        '    rss_avg              1.2e9       0.9e9        0.8e9        0.89',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['orig', 'mprs', 'plrus']);
  });

  it('`| join | SPARQ | DuckDB |`: rows that name what was measured under columns that name the systems', () => {
    const a = analyze(
      [
        '| join | SPARQ | DuckDB |',
        '|---|--:|--:|',
        '| customer SF1 | 0.744 | 328 |',
        '| part SF1 | 1.08 | 436 |',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['SPARQ', 'DuckDB']);
  });

  it('`With the patch, the build time decreases 3.4% (from 206s to 199s)`: the run is named before the change', () => {
    const a = analyze(
      'We tested kbuild.  With the patch, the build time\ndecreases 3.4% (from 206s to 199s).  Other text.\n',
    );
    expect(labels(a)).toEqual(['base', 'patched']);
    expect(m(a, 'patched', 'build time').value).toBe(199);
  });
});

describe('time(1) runs named in prose and repeated', () => {
  it('`(1) A few runs without this patch:` over three ` # time ./bench.sh` outputs: one run, three samples; `After:` names a run', () => {
    const rep = (r: string) => [' # time ./stress.sh', ` real ${r}`, ' user 0m0.496s', ' sys 14m44.974s', ''];
    const a = analyze(
      [
        '(1) A few runs without this patch:',
        '',
        ...rep('0m9.949s'),
        ...rep('0m10.049s'),
        '(2) A few runs with this patch:',
        '',
        ...rep('0m9.885s'),
        ...rep('0m9.903s'),
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['without this patch', 'with this patch']);
    expect(m(a, 'with this patch', 'real time (s)').samples).toEqual([9.885, 9.903]);
    const b = analyze(
      [
        'Before:',
        ' real\t 0m0.125s',
        ' user\t 0m0.005s',
        ' sys\t 0m0.120s',
        '',
        'After:',
        ' real\t 0m0.032s',
        ' user\t 0m0.005s',
        ' sys\t 0m0.027s',
        '',
      ].join('\n'),
    );
    expect(labels(b)).toContain('After');
  });
});

describe('rows that are the commands a run was launched with', () => {
  it('`| | dev 0 | dev 1 |` over `` | `numactl --membind=0` | ... | ``: the commands are the runs', () => {
    const a = analyze(
      [
        '| | dev 0 | dev 1 | overlapped |',
        '|---|---:|---:|---:|',
        '| `numactl --membind=0` | 5.87 | 7.18 | 10.80 |',
        '| `numactl --membind=1` | 5.98 | **11.93** | **16.45** |',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['`numactl --membind=0`', '`numactl --membind=1`']);
    expect(m(a, '`numactl --membind=1`', 'dev 1').value).toBe(11.93);
  });
});

describe('meminfo read a field at a time', () => {
  it('`$ cat /proc/meminfo | grep X` over one line each is one meminfo block', () => {
    const a = analyze(
      [
        '$ cat /proc/meminfo | grep MemTotal',
        '\tMemTotal:       32918196 kB',
        '$ cat /proc/meminfo | grep Meta',
        '\tPageMetadata:     589824 kB',
        '$ cat /sys/devices/system/node/node0/meminfo | grep Meta',
        '\tNode 0 PageMetadata:     294912 kB',
        '',
      ].join('\n'),
    );
    expect(a.blocks.filter((b) => b.kind === 'meminfo')).toHaveLength(1);
    expect(a.measurements.find((x) => x.metric === 'node0 PageMetadata')?.value).toBe(294912 * 1024);
  });
});

describe('runs listed in one cell with commas', () => {
  it('`12.80, 12.56, 15.83 — 2 of 3 slow` is three runs; a CPU list `0, 1, 12, 13` is not', () => {
    const a = analyze(
      [
        '| binding | pp512 t/s |',
        '|---|---|',
        '| none | 12.80, 12.56, 15.83 — **2 of 3 slow** |',
        '| `numactl --interleave=all` | 15.35, 14.68 |',
        '',
      ].join('\n'),
    );
    expect(m(a, 'none', 'pp512 t/s').samples).toEqual([12.8, 12.56, 15.83]);
    const b = analyze(
      ['| setup | tps |', '|---|---|', '| bound to vCPU: 0, 1, 12, 13 | 0, 1, 12, 13 |', ''].join('\n'),
    );
    expect(b.measurements.some((x) => x.samples?.length === 4)).toBe(false);
  });
});

describe('row labels and bullets', () => {
  it('`patch1-8: 1880k 7343MiB/s` rows name the runs without their colon; a prose bullet with commas is no CSV', () => {
    const a = analyze(
      [
        '                IOPS         BW',
        '      patch1-8: 1880         7343',
        '      patch1-9: 2252         8796',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['patch1-8', 'patch1-9']);
    const b = analyze(
      [
        '- Actual prompt lengths were 16,051–16,052 tokens after templating.',
        '- Repetitions used paired seeds 42001, 42002, and 42003. The',
        '',
      ].join('\n'),
    );
    expect(b.blocks.some((x) => x.kind === 'csv')).toBe(false);
  });
});
