/** Results stated only as a change against a named run (reading/prose/proseRelative.ts). */
import { describe, expect, it } from 'vitest';
import { analyze, labels, m } from '../../helpers';

describe('results stated only against a named run', () => {
  it('`X leads to a ~40% performance regression over baseline; Y shows an ~8% improvement over baseline`', () => {
    // Johannes Weiner, [PATCH] mm: mempolicy: N:M interleave policy for tiered memory nodes (2022)
    const a = analyze(
      [
        'Results show that regular interleaving leads to a ~40% performance',
        'regression over baseline; 5:1 interleaving shows an ~8% improvement',
        'over baseline. We have found the optimal distribution changes based on',
        'hardware characteristics.',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['baseline', 'regular interleaving', '5:1 interleaving']);
    expect(m(a, 'regular interleaving', 'performance relative to baseline')).toMatchObject({ value: 0.6, line: 1 });
    expect(m(a, '5:1 interleaving', 'performance relative to baseline').value).toBeCloseTo(1.08, 9);
    expect(m(a, 'baseline', 'performance relative to baseline').value).toBe(1);
  });

  it('a change said of no run (`this leads to a 5% gain over the old code`) or of the reference itself is not read', () => {
    const a = analyze(['We tried it and this leads to a 5% gain over baseline.', ''].join('\n'));
    expect(a.measurements).toHaveLength(0);
  });
});
