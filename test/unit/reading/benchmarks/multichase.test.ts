/** multichase's one number under each command (reading/benchmarks/multichase.ts). */
import { describe, expect, it } from 'vitest';
import { analyze, labels, m } from '../../helpers';

describe('multichase on a CXL node', () => {
  it('multichase: the number under each command is that run’s load latency; a number never names the next run', () => {
    const a = analyze(
      '$ numactl --membind=0 ./multichase -m 1g\n 89.6\n$ numactl --membind=2 ./multichase -m 1g\n 231.4\n',
    );
    expect(labels(a)).toEqual(['numactl --membind=0 ./multichase -m 1g', 'numactl --membind=2 ./multichase -m 1g']);
    expect(m(a, 'numactl --membind=2 ./multichase -m 1g', 'load latency (s)').value).toBeCloseTo(231.4e-9, 15);
  });
});
