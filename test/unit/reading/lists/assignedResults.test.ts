/** Results written as assignments, one run per line (reading/lists/assignedResults.ts): `metric = value`, pgbench's `tps = N`, `key: value` pairs on one line. */
import { describe, expect, it } from 'vitest';
import { analyze, fixture, labels, m, shape } from '../../helpers';

describe('results written as assignments', () => {
  it('`metric = value` lines are one run each, settings lines are not results, the `without` run is the baseline', () => {
    // the form of test/wild/specjbb-lkml-ibrs-off-jops-prose-quoted.txt (`max-jOPS = 117828, critical-jOPS = 66047`)
    expect(shape('assigned-results.txt')).toEqual(['results-table 5-6', 'results-table 9-10']);
    const a = analyze(fixture('assigned-results.txt'));
    expect(labels(a)).toEqual(['Without the patch', 'With the patch applied']);
    expect(a.baseline).toBe('Without the patch');
    expect(m(a, 'With the patch applied', 'latency').value).toBeCloseTo(655e-6, 12);
    expect(m(a, 'With the patch applied', 'latency').unit).toBe('s');
    expect(m(a, 'Without the patch', 'throughput').value).toBe(12.5);
    expect(m(a, 'Without the patch', 'score').value).toBe(4410);
    expect(a.measurements.some((x) => x.metric === 'n_batch')).toBe(false);
  });
});
