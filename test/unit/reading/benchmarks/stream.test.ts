/** STREAM's results (reading/benchmarks/stream.ts): a Triad line pasted alone, a Direction column, no header. */
import { describe, expect, it } from 'vitest';
import { analyze, fixture, labels, m, shape } from '../../helpers';

describe('STREAM', () => {
  it('a Triad line pasted alone, named by the sentence above (`for the 64C machine its:`), beside a sweep-bench table under its `main:` settings line', () => {
    // from test/wild/gh-ik818-stream-triad-vs-sweep-bench-two-machines.txt, lines 24-50
    const a = analyze(fixture('stream-triad-lines.txt'));
    expect(labels(a)).toEqual(['64C machine', '12C machine']);
    expect(m(a, '64C machine', 'Triad Best Rate').value).toBe(115646.5);
    expect(m(a, '12C machine', 'Triad min time (s)').value).toBe(0.033884);
    expect(m(a, '64C machine', 'S_TG t/s tg1024@d0').value).toBe(8.32);
  });
});

describe('enumerated runs', () => {
  it('`1. dram only` over a command and its output names the run; STREAM with a Direction column and without its header', () => {
    // the shape of test/wild/lkml-weighted-interleave-v4-mlc-stream-xsbench.txt (STREAM and XSBench sections)
    expect(shape('stream-direction-numbered.txt')).toEqual(['results-table 5-7', 'results-table 11-12']);
    const a = analyze(fixture('stream-direction-numbered.txt'));
    expect(labels(a)).toEqual(['dram only', 'weighted interleave']);
    expect(m(a, 'weighted interleave', 'Triad Best Rate').value).toBe(217671.5);
    expect(m(a, 'dram only', 'Copy min time (s)').value).toBe(0.031853);
  });
});
