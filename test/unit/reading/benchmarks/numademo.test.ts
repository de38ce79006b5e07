/** numademo's output (reading/benchmarks/numademo.ts): placements as runs, `inf` absent. */
import { describe, expect, it } from 'vitest';
import { analyze, fixture, has, labels, m, shape } from '../../helpers';

describe('numademo', () => {
  it('placements are configs, the test goes into the metric, a `...` line and a `# note` are skipped', () => {
    // from test/wild/numademo-gh-notes-memset-policies.txt, lines 132-141
    const a = analyze(fixture('numademo.txt'));
    expect(shape('numademo.txt')).toEqual(['results-table 3-8']);
    expect(labels(a)).toEqual([
      'memory interleaved on all nodes',
      'memory on node 0',
      'memory on node 1',
      'memory on node 2',
      'memory interleaved on 0 1 2',
    ]);
    expect(m(a, 'memory on node 2', 'memset Avg (MB/s)').value).toBe(21310.64);
    expect(m(a, 'memory interleaved on 0 1 2', 'memset Min (MB/s)').value).toBe(4675.65);
  });

  it('a value printed as `inf` is absent, never Infinity', () => {
    // the shape of numactl issue #220: `inf` where the run was too short to time
    const text =
      'memory with no policy random2             Avg 10485760.00 MB/s Max inf MB/s Min 1048576.00 MB/s\n' +
      'local memory random2                      Avg inf MB/s Max inf MB/s Min inf MB/s\n' +
      'setting preferred node to 1\n' +
      'memory with preferred policy random2      Avg 512.00 MB/s Max inf MB/s Min 256.00 MB/s\n';
    const a = analyze(text);
    expect(a.measurements.every((x) => Number.isFinite(x.value))).toBe(true);
    expect(m(a, 'memory with no policy', 'random2 Avg (MB/s)').value).toBe(10485760);
    expect(has(a, 'memory with no policy', 'random2 Max (MB/s)')).toBe(false);
    expect(has(a, 'memory with preferred policy (preferred node 1)', 'random2 Avg (MB/s)')).toBe(true);
  });
});
