/** A column of changes against a row marked as the reference (reading/kit/baselineRow.ts). */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

describe('changes against a row that says Baseline', () => {
  const text = [
    '| Configuration | server-side-java with SLA requirements Improvement |',
    '|---------------|---------------------------|',
    '| **2-JVM (Suboptimal)** | Baseline |',
    '| **3-JVM (NUMA-Optimized)** | **+30.0%** |',
  ].join('\n');

  it('each run relative to the reference run: 1 and 1.30, higher is better as the column says', () => {
    const a = analyze(text);
    const rel = a.measurements.map((m) => [m.config, m.metric, m.value]);
    expect(rel).toEqual([
      [
        '2-JVM (Suboptimal)',
        'server-side-java with SLA requirements relative to 2-JVM (Suboptimal) (higher is better)',
        1,
      ],
      [
        '3-JVM (NUMA-Optimized)',
        'server-side-java with SLA requirements relative to 2-JVM (Suboptimal) (higher is better)',
        1.3,
      ],
    ]);
    expect(a.findings.some((f) => /3-JVM/.test(f.message))).toBe(true);
  });

  it('a column of changes with no reference row, or two, is left as it was', () => {
    const two = text.replace('**+30.0%**', 'baseline');
    expect(analyze(two).measurements.some((m) => /relative to/.test(m.metric))).toBe(false);
  });
});
