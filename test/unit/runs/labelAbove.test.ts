/** The line above a block as its run's name (reading/segment.ts labelAbove): commands passed over, settings kept. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/core/analyze';

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
