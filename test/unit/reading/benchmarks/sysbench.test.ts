/** sysbench's report (reading/benchmarks/sysbench.ts): 1.x's sections and intervals, memory's result lines, counts with their rates under captions. */
import { describe, expect, it } from 'vitest';
import { analyze, fixture, labels, m, shape } from '../../helpers';

describe('sysbench', () => {
  it('1.x: interval tps as samples, counts with their rates, latency in seconds from a section in ms', () => {
    // the 1.x layout of sysbench oltp_read_write; 0.4 and 0.5 are test/wild/sysbench-0*.txt
    expect(shape('sysbench-1x.txt')).toEqual(['results-table 1-38']);
    const a = analyze(fixture('sysbench-1x.txt'));
    expect(labels(a)).toEqual(['run']);
    expect(m(a, 'run', 'transactions per sec').value).toBe(2098.76);
    expect(m(a, 'run', 'transactions').value).toBe(42141);
    expect(m(a, 'run', 'queries read').value).toBe(589974);
    expect(m(a, 'run', 'latency 95th percentile (s)').value).toBeCloseTo(0.01046, 12);
    expect(m(a, 'run', 'total time (s)').value).toBe(20.0774);
    const tps = m(a, 'run', 'tps (intervals)');
    expect(tps.samples).toEqual([2104.53, 2093.1]);
    expect(a.measurements.some((x) => /events \(avg/.test(x.metric))).toBe(false);
  });
});
