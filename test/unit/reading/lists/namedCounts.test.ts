/** Runs listed one per line with a count per second written with its magnitude: `Before: 1250K IOPs`. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

describe('named counts per second', () => {
  it('`Before: 1250K IOPs` / `After: 1550K IOPs`: two runs, the count, IOPS in any case', () => {
    const a = analyze(['Results:', '', 'Before: 1250K IOPs', 'After: 1550K IOPs', ''].join('\n'));
    expect(a.measurements.map((m) => [m.config, m.value])).toEqual([
      ['Before', 1250000],
      ['After', 1550000],
    ]);
  });
});
