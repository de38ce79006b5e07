/**
 * Runs named by what the text says around their output: saved snapshots shown by `cat` (their files),
 * a command that derives from two of them (not a run), a heading that names the run before the command
 * that sets it up (`MGLRU disabled via: echo -n 0 > ...`), a caption that only names the file shown
 * (`/proc/vmstat:`), and sysbench's count-with-rate lines pasted without their section.
 */
import { describe, expect, it } from 'vitest';
import { analyze, labels, m } from './helpers';

describe('runs named by the text around their output', () => {
  it('`cat numastat.start` / `cat numastat.end` name their snapshots; a diff of the two files is no run', () => {
    const table = (hit: number) => [
      '                           node0           node1',
      `numa_hit                 ${hit}         2016852`,
      'other_node                  8812           30418',
    ];
    const a = analyze(
      [
        '$ cat numastat.start',
        ...table(2965587),
        '',
        '$ cat numastat.end',
        ...table(2965739),
        '',
        '$ numastat_diff.py --start numastat.start --end numastat.end',
        '                node0  node1',
        'numa_hit          152      0',
        'other_node          0      0',
      ].join('\n') + '\n',
    );
    expect(labels(a)).toEqual(['numastat.start', 'numastat.end']);
    expect(m(a, 'numastat.end', 'numa_hit on node0').value).toBe(2965739);
    expect(a.measurements.some((x) => x.value === 152)).toBe(false);
    expect(a.blocks.some((b) => /derived from numastat\.start and numastat\.end/.test(b.title ?? ''))).toBe(true);
  });

  it('the same /proc file shown twice is two readings of one thing, not runs named by the file', () => {
    const dump = (v: number) => [`pgpromote_success ${v}`, 'pgdemote_kswapd 10', 'numa_hint_faults 20'];
    const a = analyze(['$ cat /proc/vmstat', ...dump(1), '', '$ cat /proc/vmstat', ...dump(5)].join('\n') + '\n');
    expect(labels(a)).not.toContain('vmstat');
  });

  it('`X via: echo ... > /sys/...` names run X and sets its knob; `/proc/vmstat:` under it names no run', () => {
    const run = (name: string, v: number, promoted: number) => [
      `${name} via: echo -n ${v} > /sys/kernel/mm/lru_gen/enabled`,
      '-'.repeat(60),
      '',
      '/proc/vmstat:',
      '',
      `pgpromote_success ${promoted}`,
      'pgdemote_kswapd 153796',
      'numa_hint_faults 4000',
      '',
    ];
    const a = analyze([...run('MGLRU disabled', 0, 1000), ...run('MGLRU enabled', 7, 3000)].join('\n'));
    expect(labels(a)).toEqual(['MGLRU disabled', 'MGLRU enabled']);
    expect(a.configs[1]!.tunables['mm.lru_gen.enabled']).toBe('7');
    expect(m(a, 'MGLRU enabled', 'pgpromote_success').value).toBe(3000);
  });

  it('sysbench `transactions:` lines under captions are each its run’s result', () => {
    const a = analyze(
      [
        'Without this patchset:',
        '  transactions:                        2080188 (3466.48 per sec.)',
        '',
        'With this patch set:',
        '  transactions:                        2174296 (3623.40 per sec.)',
      ].join('\n') + '\n',
    );
    expect(labels(a)).toEqual(['Without this patchset', 'With this patch set']);
    expect(m(a, 'With this patch set', 'transactions per sec').value).toBe(3623.4);
    expect(m(a, 'Without this patchset', 'transactions').value).toBe(2080188);
  });
});

describe('a run printed again and again', () => {
  it('`<what> is: N` pairs repeated after blank lines are one run’s samples; `AutoNUMA turned off` sets its knob', () => {
    const runs = (ops: number[]) =>
      ops.flatMap((v) => [
        `Total operations in the test is: ${v * 30}.000000`,
        `Average operations per second is: ${v}.5`,
        '',
      ]);
    const a = analyze(
      [
        '## Baseline: AutoNUMA turned off',
        '```',
        ...runs([100, 102, 104]),
        '```',
        '## Baseline: AutoNUMA turned on',
        '```',
        ...runs([90, 92]),
        '```',
      ].join('\n') + '\n',
    );
    expect(labels(a)).toEqual(['Baseline: AutoNUMA turned off', 'Baseline: AutoNUMA turned on']);
    const off = m(a, 'Baseline: AutoNUMA turned off', 'Average operations per second');
    expect(off.value).toBeCloseTo(102.5, 6);
    expect(off.samples).toEqual([100.5, 102.5, 104.5]);
    expect(a.configs[0]!.tunables['kernel.numa_balancing']).toBe('0');
    expect(a.configs[1]!.tunables['kernel.numa_balancing']).toBe('1');
  });

  it('one `key: value` list of one unit, not repeated, is still no run (a list of runs or settings)', () => {
    const a = analyze('base: 12.3\npatched: 11.1\n\nother: 4\nmore: 5\n');
    expect(a.measurements.some((x) => x.metric === 'base')).toBe(false);
  });
});

describe('mmtests comparisons printed without their header', () => {
  it('each next benchmark under its heading takes the columns of the first, through a chain of them; a caption is no header', () => {
    const a = analyze(
      [
        '                        6.2.0-rc5         6.2.0-rc5-ibs',
        'Amean     user-512  19385.27 (   0.00%)    18140.69 *   6.42%*',
        '',
        'autonumabench',
        '=============',
        'Amean     elsp-NUMA01   747.73 (   0.00%)      625.29 *  16.37%*',
        '',
        'tbench4 Throughput',
        '==================',
        'Hmean     512     72455.66 (   0.00%)    53141.88 * -26.66%*',
        '',
        'dbench4 Throughput (misleading but traditional)',
        '',
        'Hmean     1        987.47 (   0.00%)      938.07 *  -5.00%*',
      ].join('\n') + '\n',
    );
    expect(labels(a)).toEqual(['6.2.0-rc5', '6.2.0-rc5-ibs']);
    expect(m(a, '6.2.0-rc5-ibs', 'Amean elsp-NUMA01').value).toBe(625.29);
    expect(a.measurements.some((x) => x.config === '6.2.0-rc5-ibs' && x.value === 53141.88)).toBe(true);
    expect(a.measurements.some((x) => x.config === '6.2.0-rc5-ibs' && x.value === 938.07)).toBe(true);
  });

  it('rows far from any comparison with change cells stay unread', () => {
    const a = analyze(
      ['Some words here', '', 'Amean     latency-1   2.13 (   0.00%)   10.92 *-411.44%*'].join('\n') + '\n',
    );
    expect(labels(a)).not.toContain('6.2.0-rc5');
  });
});

describe('groups that print the arms of a comparison and the author’s ratio of them', () => {
  it('`Regular` / `Hugepage` / `Speedup` under each size: the arms are the runs, the sizes the measures', () => {
    const group = (size: string, a: string, b: string, x: string) => [
      `   Testing ${size}:`,
      `     Regular: ${a}ms`,
      `     Hugepage: ${b}ms`,
      `     Speedup: ${x}x`,
      '',
    ];
    const a = analyze(
      [
        'Testing Memory Allocation Performance:',
        ...group('2MB', '1.04', '0.24', '4.39'),
        ...group('256MB', '0.54', '0.43', '1.24'),
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['Regular', 'Hugepage']);
    expect(m(a, 'Hugepage', 'Testing 2MB').value).toBeCloseTo(0.00024, 9);
    expect(a.measurements.some((x) => /speedup/i.test(x.metric))).toBe(false);
  });

  it('`-> GPU: 22.30ms` / `<- CPU: 4.21ms` are directions of one run, not runs', () => {
    const a = analyze('Regular Memory:\n  -> GPU: 22.30ms\n  <- CPU: 4.21ms\n');
    expect(labels(a)).not.toContain('> GPU');
  });
});

describe('pipe tables as mails write them', () => {
  it('`Folio Size | mm-unstable | New | Change` over a plain dashed rule: the kernels are the runs, the sizes the rows', () => {
    const a = analyze(
      [
        'Folio Size | mm-unstable |      New | Change',
        '---------------------------------------------',
        '      4KiB |    0.058110 | 0.057715 |   - 1%',
        '     16KiB |    0.044198 | 0.035469 |   -20%',
      ].join('\n') + '\n',
    );
    expect(labels(a)).toEqual(['mm-unstable', 'New']);
    expect(m(a, 'New', '16KiB').value).toBe(0.035469);
  });

  it('a markdown header of two levels (`baseline` over `mm-unstable (~v6.9-rc1)`) names each column by both', () => {
    const a = analyze(
      [
        '| alloc size |                baseline |           + this series |',
        '|            | mm-unstable (~v6.9-rc1) |                         |',
        '|:-----------|------------------------:|------------------------:|',
        '| 4K Page    |                    0.0% |                    1.3% |',
        '| 64K THP    |                  -13.6% |                   46.3% |',
      ].join('\n') + '\n',
    );
    expect(labels(a)).toEqual(['baseline mm-unstable (~v6.9-rc1)', '+ this series']);
    expect(m(a, '+ this series', '64K THP').value).toBe(46.3);
  });
});

describe('a counter diff written without its file lines', () => {
  it('`-name value` lines, then `+name value` lines, named by the `-: ..., +: ...` legend', () => {
    const a = analyze(
      [
        'Interesting vmstat deltas:',
        '',
        '   -pgpromote_success 356',
        '   -pgdemote_kswapd 30856',
        '   -numa_hint_faults 27418279',
        '',
        '   +pgpromote_success 1314102',
        '   +pgdemote_kswapd 2142047',
        '   +numa_hint_faults 3220891',
        '',
        '   where -: before this patch, +: after this patch',
      ].join('\n') + '\n',
    );
    expect(labels(a)).toEqual(['before this patch', 'after this patch']);
    expect(m(a, 'after this patch', 'pgpromote_success').value).toBe(1314102);
  });

  it('a patch’s removed and added lines are no counters', () => {
    const a = analyze(['-int x 1', '-foo_bar 2', '+foo_bar 3'].join('\n') + '\n');
    expect(a.blocks.some((b) => b.kind === 'vmstat')).toBe(false);
  });
});

describe('names over values', () => {
  it('a column of names each over its value, under the run’s caption', () => {
    const run = (label: string, v: number[]) => [
      label,
      'numa01',
      String(v[0]),
      'numa01_THREAD_ALLOC',
      String(v[1]),
      'numa02',
      String(v[2]),
      '',
    ];
    const a = analyze(
      [
        ...run('Base without the patch:', [222.97, 115.78, 13.04]),
        ...run('Base with the patch:', [125.36, 44.58, 9.22]),
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['Base without the patch', 'Base with the patch']);
    expect(m(a, 'Base with the patch', 'numa01_THREAD_ALLOC').value).toBe(44.58);
  });

  it('run names over name lines that repeat per column', () => {
    const a = analyze(
      [
        'Base\t\t\t\tPatched',
        'numa01\t\t\t\tnuma01',
        '224.70\t\t\t\t137.23',
        'numa02\t\t\t\tnuma02',
        '13.45\t\t\t\t9.30',
        'numa02_SMT\t\t\tnuma02_SMT',
        '14.80\t\t\t\t7.43',
      ].join('\n') + '\n',
    );
    expect(labels(a)).toEqual(['Base', 'Patched']);
    expect(m(a, 'Patched', 'numa02_SMT').value).toBe(7.43);
  });
});

describe('a run named by a field over its table of statistics', () => {
  it('`KernelVersion: X` over `Testcase:  Min  Max  Avg  %Change`: one run per table, each row’s statistics its measures', () => {
    const table = (kernel: string, n1: string, n2: string) => [
      `KernelVersion: ${kernel}`,
      '                        Testcase:      Min      Max      Avg  %Change',
      `                          numa01:  ${n1}    1.83%`,
      `                          numa02:  ${n2}  -42.02%`,
      '',
    ];
    const a = analyze(
      [
        ...table('3.9.0-mainline', '1784.16  1864.15  1800.16', '  32.07    32.72    32.59'),
        ...table('3.9.0-mainline + your patches', '1720.40  1876.89  1767.75', '  52.02    58.57    56.21'),
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['3.9.0-mainline', '3.9.0-mainline + your patches']);
    expect(m(a, '3.9.0-mainline + your patches', 'numa02 Avg').value).toBe(56.21);
    expect(a.measurements.some((x) => /change/i.test(x.metric))).toBe(false);
  });
});

describe('aligned tables with long column names', () => {
  it('column names of many words aligned over their values; a setting over the header is its caption', () => {
    const a = analyze(
      [
        'AMD 16K+32K THP=always',
        'metric         mm-unstable      mm-unstable + large folio zswapin series    mm-unstable + large folio zswapin + no swap thrashing fix',
        'real           1m23.038s        1m23.050s                                   1m22.704s',
        'sys            7m24.592s        7m48.843s                                   7m22.519s',
        'zswpin         612070           999244                                      815934',
      ].join('\n') + '\n',
    );
    expect(labels(a)).toEqual([
      'mm-unstable',
      'mm-unstable + large folio zswapin series',
      'mm-unstable + large folio zswapin + no swap thrashing fix',
    ]);
    expect(m(a, 'mm-unstable + large folio zswapin series', 'sys').value).toBeCloseTo(468.843, 6);
  });
});

describe('stress-ng --perf', () => {
  it('each event’s count and rate (B/sec, M/sec) under the run’s caption', () => {
    const a = analyze(
      [
        'w/o patch:',
        'stress-ng: info:  [6848]          4,399,219,085,152 CPU Cycles          67.327 B/sec',
        'stress-ng: info:  [6848]          1,616,524,844,832 Instructions          24.740 B/sec (0.367 instr. per cycle)',
        'stress-ng: info:  [6848]          39,529,792 Page Faults Total           0.605 M/sec',
      ].join('\n') + '\n',
    );
    expect(labels(a)).toEqual(['w/o patch']);
    expect(m(a, 'w/o patch', 'Page Faults Total').value).toBe(39529792);
    expect(m(a, 'w/o patch', 'CPU Cycles per sec').value).toBeCloseTo(67.327e9, 0);
  });
});

describe('AMD-style reports with the run names stacked over the rows', () => {
  it('names over 2-4 lines (the last wrapped onto a line of its own), no `Test:` line', () => {
    const a = analyze(
      [
        '>> \t           5.17.0-rc1               5.17.0-rc1                5.17.0-rc1',
        '>>                tip sched/core           tip sched/core            tip sched/core',
        '>>                  (no pinning)                 +pinning              + this-patch',
        '>> \t\t\t\t\t\t\t\t       + pinning',
        '>>',
        '>>  Copy:    97699.28 (0.00 pct)     95933.60  (-1.80 pct)    156578.91 (60.26 pct)',
        '>> Triad:   124896.78 (0.00 pct)    106394.38 (-14.81 pct)    184733.48 (47.90 pct)',
      ].join('\n') + '\n',
    );
    expect(labels(a)).toEqual([
      '5.17.0-rc1 tip sched/core (no pinning)',
      '5.17.0-rc1 tip sched/core +pinning',
      '5.17.0-rc1 tip sched/core + this-patch + pinning',
    ]);
    expect(m(a, '5.17.0-rc1 tip sched/core + this-patch + pinning', 'Triad').value).toBe(184733.48);
  });
});

describe('runs named by the opening clause of the sentence over them', () => {
  it('`Without this patch, the results are:` over time(1)’s clocks as `key: value` lines', () => {
    const a = analyze(
      [
        'Without this patch, the results are:',
        '',
        'real: 263.89s',
        'user: 4318.11s',
        'sys: 673.29s',
        '',
        'For comparison, with just the new second chance algorithm, the build time is',
        'as follows:',
        '',
        'real: 244.85s',
        'user: 4327.22s',
        'sys: 664.39s',
      ].join('\n') + '\n',
    );
    expect(labels(a)).toEqual(['Without this patch', 'with just the new second chance algorithm']);
    expect(m(a, 'with just the new second chance algorithm', 'real').value).toBe(244.85);
    expect(labels(a)).not.toContain('real');
  });
});

describe('ollama --verbose', () => {
  it('each run’s timings under its caption: Go durations in seconds, rates in t/s', () => {
    const block = (rate: string, dur: string) => [
      'total duration:       19m6.6652296s',
      'prompt eval count:    9 token(s)',
      `eval duration:        ${dur}`,
      `eval rate:            ${rate} tokens/s`,
    ];
    const a = analyze(
      ['NUMA enabled', ...block('1.47', '11m57.6294909s'), '', 'NUMA disabled', ...block('2.28', '6m10.3s')].join(
        '\n',
      ) + '\n',
    );
    expect(labels(a)).toEqual(['NUMA enabled', 'NUMA disabled']);
    expect(m(a, 'NUMA disabled', 'eval rate (t/s)').value).toBe(2.28);
    expect(m(a, 'NUMA enabled', 'eval duration (s)').value).toBeCloseTo(717.6294909, 6);
    expect(m(a, 'NUMA enabled', 'prompt eval count').value).toBe(9);
  });
});

describe('a change stated in one clause', () => {
  it('`tg increased from 2.4 t/s to 4.31 t/s` in a long sentence: before and after', () => {
    const a = analyze(
      'On the tested system it increased the token generation rate by 80% (dual Epyc 9175F, 16 x DDR5 6400 MT/s RAM, Llama-3.1-70B-Instruct model, f16, tg increased from 2.4 t/s to 4.31 t/s)\n',
    );
    expect(labels(a)).toEqual(['before', 'after']);
    expect(m(a, 'after', 't/s').value).toBe(4.31);
  });

  it('a range written with from/to in other units is no change', () => {
    const a = analyze('Latency went from 100 ns to 300 ns as the load grew.\n');
    expect(a.measurements).toHaveLength(0);
  });
});

describe('rates in sentences with a spread', () => {
  it('`363 ± 6 t/s` is 363, not 6', () => {
    const a = analyze('pp512:\n- load-mode auto: 363 ± 6 t/s\n- load-mode mlock: 529 ± 8 t/s\n');
    // a list of runs under the test they ran (named values): the test names the metric
    expect(m(a, 'load-mode auto', 'pp512').value).toBe(363);
    expect(m(a, 'load-mode auto', 'pp512').stddev).toBe(6);
    expect(m(a, 'load-mode mlock', 'pp512').value).toBe(529);
  });
});

describe('llama.cpp `--numa numactl`', () => {
  it('is a mode of llama, not the numactl command: its `-p` prompt sets no preferred node', () => {
    const a = analyze(
      '$ numactl -N0 -m0 ./main -m model.gguf -t 16 --numa numactl -p "I believe the meaning of life is" --no-mmap\n\nllama_print_timings:        eval time =   10813.02 ms /    99 runs   (  109.22 ms per token,     9.16 tokens per second)\n',
    );
    const facts = a.blocks.flatMap((b) => (b.data.type === 'setup' ? b.data.facts : []));
    expect(facts.some((f) => f.key === 'preferred')).toBe(false);
    expect(facts.some((f) => f.key === 'membind' && f.value === '0')).toBe(true);
  });
});
