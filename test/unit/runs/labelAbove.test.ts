/** The line above a block as its run's name (reading/segment.ts labelAbove): commands passed over, settings kept. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/core/analyze';
import { fixture, labels, m, shape } from '../helpers';

describe('a run named by the line above', () => {
  it('past the `time <cmd>` it timed, to a caption stating a setting with spaces around `=`', () => {
    const text = [
      'Unmodified next-20230824, vm.hugetlb_optimize_vmemmap = 0',
      'time echo 500000 > .../hugepages-2048kB/nr_hugepages',
      'real    0m4.119s',
      '',
      'Unmodified next-20230824, vm.hugetlb_optimize_vmemmap = 1',
      'time echo 500000 > .../hugepages-2048kB/nr_hugepages',
      'real    0m28.973s',
      '',
    ].join('\n');
    const a = analyze(text);
    expect(a.configs.map((c) => c.label)).toEqual([
      'Unmodified next-20230824, vm.hugetlb_optimize_vmemmap = 0',
      'Unmodified next-20230824, vm.hugetlb_optimize_vmemmap = 1',
    ]);
    expect(a.measurements.map((m) => m.value)).toEqual([4.119, 28.973]);
  });

  it('a lone `real` line is no time(1) output without the command above it', () => {
    expect(analyze('real    0m4.119s\n').measurements).toEqual([]);
  });
});

describe('single-config blocks labelled above', () => {
  it('`Without this patch ...` / `With this patch ...` headings over two vmstat dumps -> two configs', () => {
    // from test/wild/lkml-mglru-pgdemote-without-with-patch.txt, lines 78-88
    const a = analyze(fixture('label-above.txt'));
    expect(shape('label-above.txt')).toEqual(['vmstat 3-5', 'vmstat 9-11']);
    expect(labels(a)).toEqual([
      'Without this patch vmstat output when MGLRU is enabled',
      'With this patch vmstat output when MGLRU is enabled',
    ]);
    expect(m(a, 'Without this patch vmstat output when MGLRU is enabled', 'pgdemote_kswapd').value).toBe(0);
    expect(m(a, 'With this patch vmstat output when MGLRU is enabled', 'pgdemote_kswapd').value).toBe(43234);
    expect(m(a, 'With this patch vmstat output when MGLRU is enabled', 'pgdemote_direct').value).toBe(4691);
    expect(m(a, 'With this patch vmstat output when MGLRU is enabled', 'pgdemote_khugepaged').value).toBe(0);
  });
});

describe('labels that report what happened', () => {
  it('`Made absolutely no difference:` names no run; `Tested with THP:` names the run by its setting', () => {
    // the sentence above the vmstat lines of test/wild/vmstat-lkml-numa-bare-after-perf-tracepoint-cpuinfo.txt
    const dump = 'numa_pte_updates 83924860\nnuma_hint_faults 81856035\nnuma_pages_migrated 32766735\n';
    expect(labels(analyze(`Made absolutely no difference:\n\n${dump}`))).toEqual(['run']);
    expect(labels(analyze(`Tested with THP:\n\n${dump}`))).toEqual(['with THP']);
  });
});

describe('a shell session with `sysctl -w` and its echo', () => {
  const session = (tail: string) =>
    `$ sudo sysctl -w kernel.numa_balancing=0\nkernel.numa_balancing = 0\n$ time ./bench\n\n${tail.replace('N', '12.5')}\n\n` +
    `$ sudo sysctl -w kernel.numa_balancing=2\nkernel.numa_balancing = 2\n$ time ./bench\n\n${tail.replace('N', '10.5')}\n`;

  it('the echo `kernel.numa_balancing = 0` is the setting, not the name of the run below: each run has its own', () => {
    for (const tail of ['real\t0mNs\nuser\t0m1.000s\nsys\t0m0.100s', 'Total time: N s\nThroughput: 1200 MB/s']) {
      const a = analyze(session(tail));
      expect(labels(a)).toEqual(['kernel.numa_balancing=0', 'kernel.numa_balancing=2']);
      expect(a.configs.map((c) => c.tunables['kernel.numa_balancing'])).toEqual(['0', '2']);
      const times = a.measurements.filter((x) => /time/i.test(x.metric) && !/user|sys/.test(x.metric));
      expect(times.map((x) => [x.config, x.value])).toEqual([
        ['kernel.numa_balancing=0', 12.5],
        ['kernel.numa_balancing=2', 10.5],
      ]);
    }
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

describe('runs named by the text around their output', () => {
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

describe('one run’s `key: value` lines, hedged', () => {
  it('`cpufreq governor=performance` over a dump still names its run', () => {
    const a = analyze(
      ['cpufreq governor=performance', 'pgpromote_success 0', 'pgdemote_kswapd 1540968', ''].join('\n'),
    );
    expect(labels(a)).toEqual(['cpufreq governor=performance']);
  });
});
