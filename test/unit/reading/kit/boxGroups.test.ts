/** A box table's two-row header of groups (reading/kit/boxGroups.ts). */
import { describe, expect, it } from 'vitest';
import { analyze, fixture, has, labels, m } from '../../helpers';

describe('a box table with `||` group bars and a two-row header, in a diff fence', () => {
  // from test/wild/gh-hyrise-2526-numa-scheduler-double-pipe-old-new.txt, lines 2-10
  const a = analyze(fixture('box-two-row-header-diff.txt'));

  it('the sub-columns repeated under each measure group (old, new) are the configs; change and p-value are left out', () => {
    expect(labels(a)).toEqual(['old', 'new']);
    expect(a.measurements.some((x) => /change|p-value/i.test(x.metric))).toBe(false);
  });

  it('each row gives one metric per group, ms/iter in seconds, and the rows the diff marks with `-` are read', () => {
    expect(m(a, 'old', '01 Latency (s/iter)').value).toBeCloseTo(0.24982, 8);
    expect(m(a, 'new', '01 Throughput (iter/s)').value).toBe(3.95);
    expect(m(a, 'new', '06 Latency (s/iter)').value).toBeCloseTo(0.16534, 8);
    expect(has(a, 'old', '03 Throughput (iter/s)')).toBe(true);
  });

  it('a box row that is a lone bar (`|`, `||`) holds no cell and breaks nothing', () => {
    for (const t of ['+--+\n|\n|\n', '+---+---+\n| a | b |\n||\n| x | 1 |\n+---+---+\n'])
      expect(() => analyze(t)).not.toThrow();
  });
});
