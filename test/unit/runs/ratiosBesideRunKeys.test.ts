/** Keys that name the runs of a block (`runc average:` / `kata average:`): a ratio beside them is the author's. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/core/analyze';

describe('a ratio beside keys that name the runs', () => {
  it('`cold-start overhead: 3.10x` under `runc average` / `kata average` makes no run of the caption (devsecops)', () => {
    const a = analyze(
      readFileSync('test/wild/gh-devsecops-intro-1553-runc-vs-kata-startup-average-io-gbs-text-fences.txt', 'utf8'),
    );
    expect(a.configs.map((c) => c.label).sort()).toEqual(['kata', 'runc']);
    expect(a.measurements.filter((m) => m.metric === 'average').map((m) => [m.config, m.value])).toEqual([
      ['runc', 0.707],
      ['kata', 2.189],
    ]);
    expect(a.measurements.some((m) => m.unit === 'x')).toBe(false);
  });
});
