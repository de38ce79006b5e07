/** One value per run under its caption, in prose (reading/prose/captionedValues.ts), and the readers that must leave it. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

const CASES = [
  'Case 1: omnetpp running without the microbenchmark.',
  'It is able to use all local memory and without resource contention.',
  'Avg rate reported by SPEC= 84.7',
  '',
  'Case 2: Running two workloads stacked without the fairness patches and start',
  'the microbenchmark first.',
  'Avg= 62.7 (-25.9%)',
  '',
  'Case 3: Set memory.low = 19GB for both workloads This is enough memory local',
  'low protection for the entire memory usage of omnetpp.',
  'Avg = 75.3 (-11.1%)',
].join('\n');

describe('values under captions in prose', () => {
  it('the same measure under each `Case N:` caption: the captions are the runs, the shortest name the measure', () => {
    const a = analyze(CASES);
    expect(a.configs.map((c) => c.label)).toEqual(['Case 1', 'Case 2', 'Case 3']);
    expect(a.measurements.filter((m) => m.metric === 'Avg').map((m) => m.value)).toEqual([84.7, 62.7, 75.3]);
  });

  it('a sentence wrapped over two lines above such a value is no mmtests header', () => {
    const blocks = analyze(CASES).blocks.map((b) => b.title);
    expect(blocks).not.toContain('mmtests comparison');
  });

  it('a lone value under one caption is a remark, and lines inside a paragraph are no captions', () => {
    expect(analyze('Case 1: the optimal case.\nAvg = 84.7\n').configs).toEqual([]);
    const numactl = ['node 0 cpus: 0 1 2 3', 'node 0 free: 27323 MB', 'node 2 cpus:', 'node 2 free: 0 MB'].join('\n');
    expect(analyze(numactl).configs.map((c) => c.label)).not.toContain('node 2 cpus');
  });
});
