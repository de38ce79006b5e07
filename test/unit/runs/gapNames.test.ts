/** Alike blocks told apart by the labels written between them (runs/gapNames.ts). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/core/analyze';
import { segment } from '../../../src/core/reading/segment';
import { blockGaps, gapLabels, gapsTellRunsApart } from '../../../src/core/runs/gapNames';

/** perf stat's output of one command, its task-clock given. */
const perf = (cmd: string, ms: string) => [
  ` Performance counter stats for '${cmd}' (10 runs):`,
  '',
  `        ${ms}      task-clock (msec)         #    1.004 CPUs utilized            ( +-  0.50% )`,
  '                42      context-switches          #    0.210 K/sec                    ( +-  2.00% )',
  '',
  '       0.199619504 seconds time elapsed                                          ( +-  0.62% )',
  '',
];
const runsOf = (lines: string[]) => [...new Set(analyze(lines.join('\n')).measurements.map((m) => m.config))];

describe('labels between alike blocks name their runs', () => {
  it('a label of one form over each block, carried over the blocks under it until the next (`= vanilla =`, `= srcu =` under each workload)', () => {
    const text = [
      '1) randread',
      '',
      '= vanilla =',
      '',
      ...perf('fio randread.fio', '1200.5'),
      '= srcu =',
      '',
      ...perf('fio randread.fio', '1100.5'),
      '2) randwrite',
      '',
      '= vanilla =',
      '',
      ...perf('fio randwrite.fio', '1500.5'),
      '= srcu =',
      '',
      ...perf('fio randwrite.fio', '1400.5'),
    ];
    expect(runsOf(text).sort()).toEqual(['srcu', 'vanilla']);
  });

  it('labels written again over each group that name no configuration are what was run, not runs (`[seqread]` under each image)', () => {
    const text = [
      'benchmarking a.img',
      '[seqread]',
      ...perf('fio seq.fio', '1200.5'),
      '[randread]',
      ...perf('fio rand.fio', '2200.5'),
      'benchmarking b.img',
      '[seqread]',
      ...perf('fio seq.fio', '1100.5'),
      '[randread]',
      ...perf('fio rand.fio', '2100.5'),
    ];
    expect(runsOf(text)).not.toContain('seqread');
  });

  it('a list item with an aside, a shell comment after a prompt', () => {
    const items = [
      '- My vid_x86_opt branch (not included - makes the code look ugly):',
      '',
      ...perf('./emu', '1200.5'),
      '- This PR:',
      '',
      ...perf('./emu', '1100.5'),
    ];
    expect(runsOf(items)).toEqual(['My vid_x86_opt branch', 'This PR']);
  });

  it('a shell comment typed after a prompt is a label, in one form whether the cleaning took the prompt or not', () => {
    const label = (text: string) => {
      const lines = segment(text).lines;
      return gapLabels(lines, lines.count - 1, 0)[0];
    };
    expect(label('$ # old\n\nfoo bar')).toEqual({ name: 'old', form: '$ #' });
    expect(label('# # this PR\nfoo bar')).toEqual({ name: 'this PR', form: '$ #' });
    expect(label('$ perf stat ./asm\nfoo bar')).toBeUndefined();
  });

  it('a label over a block of another kind names the alike block right after it (`- original code` over a test log and its perf stat)', () => {
    // the test program's own lines (`Guest: notified 0, pinged 98040`) between them are read as a block of their own
    const wild = '../../wild/perfstat-vringh-common-accessors-original-vs-changed-code-repeat-20-2023.txt';
    const seg = segment(readFileSync(join(__dirname, wild), 'utf8'));
    const named = gapsTellRunsApart(
      seg,
      blockGaps(seg),
      () => 'run',
      () => true,
    );
    const perfBlocks = seg.blocks.flatMap((b, i) => (b.reading?.reader === 'perfStat' ? [i] : []));
    expect(perfBlocks.map((i) => named.get(i))).toEqual(['original code', 'changed code']);
  });

  it('labels of repetitions (`Run 1:` under each instance) leave the names to the labels set off above them', () => {
    const pgbench = (tps: string) => [
      'transaction type: <builtin: TPC-B (sort of)>',
      'number of clients: 100',
      'duration: 30 s',
      'latency average = 66.235 ms',
      `tps = ${tps} (including connections establishing)`,
      `tps = ${tps} (excluding connections establishing)`,
      '',
    ];
    const text = ['Running on a m5a.large', '', 'Run 1:', '', ...pgbench('1510.1'), 'Run 2:', '', ...pgbench('1686.5')];
    const more = [
      'Running on a m5a.xlarge',
      '',
      'Run 1:',
      '',
      ...pgbench('3082.3'),
      'Run 2:',
      '',
      ...pgbench('3101.0'),
    ];
    expect(runsOf([...text, ...more])).toEqual(['Running on a m5a.large', 'Running on a m5a.xlarge']);
  });

  it("the last line of a paragraph is a sentence's end, not a label (`... 3x faster on a` / `machine with 256 cpus:`)", () => {
    const lines = segment(
      'With this patch, reading memory.stat is 3x faster on a\nmachine with 256 cpus on cgroup v1:\n\nfoo bar',
    ).lines;
    // a sentence: it names a run only where alike ones differ after a shared opening
    expect(gapLabels(lines, lines.count - 1, 0)[0]?.long).toBe(true);
    const set = segment('Some prose here.\n\nmachine with 256 cpus:\n\nfoo bar').lines;
    expect(gapLabels(set, set.count - 1, 0)[0]).toEqual({ name: 'machine with 256 cpus', form: '_:' });
    // a line under a heading or after a sentence's end stands on its own
    const under = segment('**Encrypt**\nBaseline (master):\n\nfoo bar').lines;
    expect(gapLabels(under, under.count - 1, 0)[0]?.name).toBe('Baseline (master)');
  });

  it('parallel lead-in sentences name their blocks by what follows the words they share', () => {
    const csv = (p95: string) => ['Metric Name, Min, Max, P95', `topology-0, 0.038, 0.36, ${p95}`, ''];
    const text = [
      'Topological query benchmark results before series index optimization:',
      ...csv('0.234849'),
      'Topological query benchmark results after series index optimization:',
      ...csv('0.133140'),
    ];
    expect(runsOf(text)).toEqual(['before series index optimization', 'after series index optimization']);
  });

  it('a command after a prompt the cleaning does not know is no label', () => {
    const text = [
      '→ perf stat ./test.sh a',
      ...perf('./test.sh a', '1200.5'),
      '→ perf stat ./test.sh b',
      ...perf('./test.sh b', '1100.5'),
    ];
    expect(runsOf(text).some((r) => r.includes('→'))).toBe(false);
  });
});

describe('labels over alike tables that read the same runs', () => {
  const jmh = (score: string) => [
    'Benchmark                                         Mode  Cnt         Score         Error  Units',
    `PlatformSpeedometerMetricBenchmark.updateMetric  thrpt    3  ${score} ± 2417814.276  ops/s`,
    '',
  ];
  it("a benchmark's name in each table is what was run; the labels over the tables are the runs", () => {
    const a = analyze(
      ['Pre change benchmark', '', ...jmh('24186878.547'), 'Post change benchmark', '', ...jmh('35797753.232')].join(
        '\n',
      ),
    );
    expect([...new Set(a.measurements.map((m) => m.config))]).toEqual([
      'Pre change benchmark',
      'Post change benchmark',
    ]);
    expect(a.measurements.find((m) => m.config === 'Post change benchmark')?.metric).toMatch(/updateMetric/);
  });

  it('statistics as the columns of boxes of different widths (autocannon): the headings over the boxes are the runs', () => {
    const box = (w: number, p50: string) => [
      `+---------+${'-'.repeat(w)}+--------+`,
      `| Stat    | 2.5%${' '.repeat(w - 5)} | 50%    |`,
      `+---------+${'-'.repeat(w)}+--------+`,
      `| Latency | 222 ms${' '.repeat(w - 7)} | ${p50} ms |`,
      `+---------+${'-'.repeat(w)}+--------+`,
      '',
    ];
    const a = analyze(
      ['### Before this optimize', '', ...box(8, '245'), '### After this optimize', '', ...box(9, '216')].join('\n'),
    );
    expect([...new Set(a.measurements.map((m) => m.config))]).toEqual(['Before this optimize', 'After this optimize']);
  });
});

describe('a treatment named over the second of two alike outputs names the first by what it implies', () => {
  it('`After:` over the second: the first is `before`', () => {
    const time = (r: string) => [`real    ${r}`, 'user    0m2.390s', 'sys     0m1.828s', ''];
    const seg = segment(
      [
        'Insertions into the set are slow when we add many elements.',
        '',
        ...time('19m34.849s'),
        'After:',
        ...time('1m54.110s'),
      ].join('\n'),
    );
    expect([
      ...gapsTellRunsApart(
        seg,
        blockGaps(seg),
        () => 'run',
        () => true,
      ).values(),
    ]).toEqual(['before', 'After']);
  });

  it('numbered items name their blocks however long they are, past a heading written over each (`[ build-time ]`)', () => {
    const time = (user: string) => [
      '[ build-time ]',
      `${user}user 2014.11system 3:01:54elapsed 288%CPU (0avgtext+0avgdata 841908maxresident)k`,
      '16245032inputs+63122904outputs (3676major+378584231minor)pagefaults 0swaps',
      '',
    ];
    const runs = runsOf([
      '1. Debian GCC version 10.2.0-3 + binutils/ld.bfd version 2.35-1',
      '',
      ...time('29522.86'),
      '2. Selfmade llvm-toolchain version 11.0.0-rc1 (LLVM=1 LLVM_IAS=1)',
      '',
      ...time('41568.63'),
    ]);
    expect(runs).toHaveLength(2);
    expect(runs[0]).toMatch(/GCC version 10\.2\.0-3/);
    expect(runs[1]).toMatch(/llvm-toolchain version 11\.0\.0-rc1/);
  });

  it("a numbered item's number is no value of a data line (`1) With kernel >= 5.12`)", () => {
    const time = (real: string) => ['$ time ./gettime', `real    ${real}`, 'user    0m3.214s', 'sys     0m0.003s', ''];
    const runs = runsOf(['1) With kernel >= 5.12', ...time('0m48.201s'), '2) With kernel < 5.12', ...time('0m3.308s')]);
    expect(runs).toEqual(['With kernel >= 5.12', 'With kernel < 5.12']);
  });

  it('a label that ends in the words saying its block is data names the run by the words before them', () => {
    const bench = (sec: string) => [
      '',
      '$ perf bench sched messaging -g 64',
      "# Running 'sched/messaging' benchmark:",
      '# 20 sender and receiver processes per group',
      '# 64 groups == 2560 processes run',
      '',
      `     Total time: ${sec} [sec]`,
      '',
    ];
    const runs = runsOf([
      '1st system (older kernel version compared to the other system) benchmark result:',
      ...bench('2.936'),
      '2nd system benchmark result:',
      ...bench('10.074'),
    ]);
    expect(runs).toEqual(['1st system', '2nd system']);
  });

  it('items over the same programs run on each are what the programs ran on: the commands name the runs', () => {
    const time = (cmd: string, real: string) => [`$ time ${cmd}`, `real    ${real}`, 'user    0m1.381s', ''];
    const runs = runsOf([
      '1. With 4 GiB of random data:',
      '',
      ...time('nx_gzip -c test.bin >test.bin.nxgz', '0m4.716s'),
      ...time('gzip -c test.bin >test.bin.gz', '2m58.536s'),
      '2. With 4 GiB of NUL bytes:',
      '',
      ...time('nx_gzip -c zero.bin >zero.bin.nxgz', '0m0.855s'),
      ...time('gzip -c zero.bin >zero.bin.gz', '0m25.944s'),
    ]);
    expect(runs).not.toContain('With 4 GiB of random data');
    expect(runs.some((r) => r.startsWith('nx_gzip'))).toBe(true);
  });

  it("a program's line written over each block (`Added 10000 records successfully`) is passed over to the label above it", () => {
    const run = (real: string) => [
      '',
      'bash repro_dev_ldb.sh 10000 indexes',
      'Added 2 records successfully',
      'Added 10000 records successfully',
      '',
      `real    ${real}`,
      'user    0m9.021s',
      'sys     0m0.283s',
      '',
    ];
    const runs = runsOf(['tis-tdbfind.patch:', ...run('0m9.035s'), '', 'tis-ldbfind.patch:', ...run('0m8.929s')]);
    expect(runs).toEqual(['tis-tdbfind.patch', 'tis-ldbfind.patch']);
  });

  it('a heading over each alike block names it past the lines between them (the date and version each run printed)', () => {
    const kernbench = (elapsed: string) => [
      'Average Half load -j 2 Run (std deviation):',
      `Elapsed Time 1013.63 (${elapsed})`,
      'User Time 1850.71 (2.17)',
      'System Time 103.16 (0.32)',
      '',
    ];
    const runs = runsOf([
      '# __flush_tlb_one',
      'Wed Aug 23 15:47:33 UTC 2017',
      '4.13.0-rc5+',
      ...kernbench('2.1'),
      '# flush_tlb_kernel_range()',
      'Wed Aug 23 16:12:04 UTC 2017',
      '4.13.0-rc5+',
      ...kernbench('3.4'),
    ]);
    expect(runs).toEqual(['__flush_tlb_one', 'flush_tlb_kernel_range()']);
  });
});
