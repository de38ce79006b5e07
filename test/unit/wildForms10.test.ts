/**
 * Forms of real posts read this session: a change stated as the object of its verb and caused by a
 * setting (`improved query 99p latency from 950 ms to 150ms ... by enabling THP`).
 */
import { describe, expect, it } from 'vitest';
import { analyze, labels, m } from './helpers';

describe('a change stated in one sentence', () => {
  it('`improved <metric> from A to B by enabling X`: the verb’s object is the metric, before and after the runs', () => {
    const a = analyze(
      'Intro line.\n\nOne application improved query 99p latency from 950 ms to 150ms during concurrent query and write by enabling THP.\n',
    );
    expect(labels(a)).toEqual(['before', 'after']);
    expect(m(a, 'before', 'query 99p latency').value).toBeCloseTo(0.95, 9);
    expect(m(a, 'after', 'query 99p latency').value).toBeCloseTo(0.15, 9);
  });

  it('a change with neither a named run nor a cause compares nothing', () => {
    const a = analyze('Intro line.\n\nOver the day the cache improved its hit rate from 80% to 85%.\n');
    expect(a.measurements).toEqual([]);
  });
});
