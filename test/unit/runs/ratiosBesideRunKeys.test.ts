/** Keys that name the runs of a block (`runc average:` / `kata average:`): a ratio beside them is the author's. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/core/analyze';
import { labels, m } from '../helpers';

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

describe('groups that print the arms of a comparison and the author’s ratio of them', () => {
  it('`Regular` / `Hugepage` / `Speedup` under each size: the arms are the runs, the sizes the measures', () => {
    const group = (size: string, a: string, b: string, x: string) => [
      `   Testing ${size}:`,
      `     Regular: ${a}ms`,
      `     Hugepage: ${b}ms`,
      `     Speedup: ${x}x`,
      '',
    ];
    const a = analyze(
      [
        'Testing Memory Allocation Performance:',
        ...group('2MB', '1.04', '0.24', '4.39'),
        ...group('256MB', '0.54', '0.43', '1.24'),
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['Regular', 'Hugepage']);
    expect(m(a, 'Hugepage', 'Testing 2MB').value).toBeCloseTo(0.00024, 9);
    expect(a.measurements.some((x) => /speedup/i.test(x.metric))).toBe(false);
  });

  it('`-> GPU: 22.30ms` / `<- CPU: 4.21ms` are directions of one run, not runs', () => {
    const a = analyze('Regular Memory:\n  -> GPU: 22.30ms\n  <- CPU: 4.21ms\n');
    expect(labels(a)).not.toContain('> GPU');
  });
});
