/** GAP Benchmark Suite output (reading/benchmarks/gapbs.ts): the trial times as samples of the average. */
import { describe, expect, it } from 'vitest';
import { analyze, m } from '../../helpers';

describe('GAP benchmark suite', () => {
  it('GAPBS: the trial times are the samples of Average Time; step lines and sources are the block’s', () => {
    // the output of gapbs bfs under gem5 as a gem5 tutorial quotes it (stored GitHub file, index id 28603997937)
    const out = [
      'Generate Time:       0.00503',
      'Build Time:          0.00201',
      'Graph has 1024 nodes and 10496 undirected edges for degree: 10',
      'Trial Time:          0.00011',
      'Trial Time:          0.00010',
      'Trial Time:          0.00013',
      'Average Time:        0.00010',
    ].join('\n');
    const a = analyze(out);
    const avg = m(a, 'run', 'Average Time');
    expect([avg.value, avg.unit, avg.samples]).toEqual([0.0001, 's', [0.00011, 0.0001, 0.00013]]);
    expect(m(a, 'run', 'Build Time').value).toBe(0.00201);
    // bc's step lines and lower-case source (benchpress' GAPBS parser test sample, index id 2302557355)
    const bc = analyze(
      'Generate Time:       0.41289\nBuild Time:          1.89460\nGraph has 1048576 nodes and 16776968 undirected edges for degree: 15\n    a                0.00035\nsource: 209629\n    b                0.45253\n    p                0.31504\nTrial Time:          0.76991\nAverage Time:        0.76991\n',
    );
    expect(m(bc, 'run', 'Average Time').value).toBe(0.76991);
  });
});
