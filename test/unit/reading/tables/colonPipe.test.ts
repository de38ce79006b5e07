/** Comparison tables of `label : a | b: +x% |` rows (reading/tables/colonPipe.ts). */
import { describe, expect, it } from 'vitest';
import { analyze, fixture, labels, m } from '../../helpers';

describe('a `label : a | b: +x% |` comparison', () => {
  // from test/wild/perfbench-lkml-numacore-colon-pipe-pct-cells.txt, lines 220-227, 247-248 and 310-317
  const a = analyze(fixture('colon-pipe-pct-cells.txt'));

  it('the header names the runs; a cell is its value, the change after the colon is not read', () => {
    expect(m(a, 'v3.7', '2x1-bw-process (GB/sec)').value).toBe(6.248);
    expect(m(a, 'balancenuma-v10', '2x1-bw-process (GB/sec)').value).toBe(6.136);
    expect(m(a, 'numa-u-v3', '8x1-bw-process (GB/sec)').value).toBe(26.829);
  });

  it('a later table restating a run under a shortened name (`AutoNUMA`) is that run, measured once', () => {
    expect(labels(a)).toEqual(['v3.7', 'balancenuma-v10', 'AutoNUMA-v28', 'numa-u-v3']);
    expect(
      a.measurements.filter((x) => x.config === 'AutoNUMA-v28' && x.metric === '2x1-bw-process (GB/sec)'),
    ).toHaveLength(1);
  });

  it('a header without a rule under it is not this table', () => {
    expect(analyze(' name : a | b |\n x : 1 | 2 |\n').measurements.some((x) => x.config === 'a')).toBe(false);
  });
});
