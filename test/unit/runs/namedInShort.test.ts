/** Runs a second table names with marks after them or cut short (runs/names.ts's runsNamedInShortByAnotherTable). */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/core/analyze';

const configs = (text: string) => analyze(text).configs.map((c) => c.label);

describe('runs named in short by another table', () => {
  it('`Before *` / `After *` over a second pair of perf stat runs (the author’s marks): the same two runs', () => {
    const perf = (caption: string, ms: number) => [
      `${caption}:`,
      ` Performance counter stats for './hackbench 50 process 4000' (10 runs):`,
      '',
      `       ${ms}      task-clock (msec)         #    7.936 CPUs utilized            ( +-  0.32% )`,
      '               123      context-switches          #    0.003 K/sec                    ( +-  7.17% )',
      '',
      '       0.366880000 seconds time elapsed                                          ( +-  0.19% )',
      '',
    ];
    const text = [
      ...perf('Before', 2911.1),
      ...perf('After', 2634.2),
      ...perf('Before *', 2920.5),
      ...perf('After *', 2640.9),
    ];
    expect(configs(text.join('\n'))).toEqual(['Before', 'After']);
  });

  it('`w/o  w/` over real/user/sys after `Typical collapsed time w/o patch:` (a title before the run) and `w/ patch:`, each over one time(1): the same two runs', () => {
    const text = [
      'Typical collapsed time w/o patch:',
      ' ~ # time taskset -c 4 ./a.out',
      ' 0.21user 14.34system 0:14.69elapsed',
      'w/ patch:',
      ' ~ # time taskset -c 4 ./a.out',
      ' 0.22user 13.45system 0:13.80elapsed',
      '',
      'Tested with `time ./swap_bench`.',
      '        w/o             w/',
      'real    0m13.460s       0m11.771s',
      'user    0m0.248s        0m0.279s',
      'sys     0m12.039s       0m11.458s',
    ].join('\n');
    expect(configs(text)).toEqual(['w/o patch', 'w/ patch']);
    const a = analyze(text);
    expect(a.measurements.find((m) => m.config === 'w/ patch' && m.metric === 'real')?.value).toBe(11.771);
  });

  it('a version cut short by its column (`v6.2-rc` for `v6.2-rc1`) is the same run', () => {
    const text = [
      '                 v6.2-rc        v6.3',
      'Amean fault-1    1.00 (0.00%)   2.00 (-100.00%)',
      'Amean fault-2    1.10 (0.00%)   2.10 ( -90.91%)',
      '',
      '                 v6.2-rc1        v6.3_patched',
      'Amean fault-1    1.00 (0.00%)    1.05 (-5.00%)',
      'Amean fault-2    1.10 (0.00%)    1.12 (-1.82%)',
    ].join('\n');
    expect(configs(text)).toEqual(expect.arrayContaining(['v6.2-rc1', 'v6.3', 'v6.3_patched']));
    expect(configs(text)).not.toContain('v6.2-rc');
  });

  it('runs told apart by a word that is a setting (`base` and `base THP` in one table) stay apart', () => {
    const text = ['          base   base THP', 'time      10.0   8.0', 'faults    100    50'].join('\n');
    expect(configs(text)).toEqual(['base', 'base THP']);
  });
});
