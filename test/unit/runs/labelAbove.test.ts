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
