/** `run: value measure` lines: the words after a value in a unit name what it measures. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

describe('a value, then what it measures', () => {
  it('`- Before: 151us average latency` / `- After: ~30us average latency`: two runs of one measure (qperf)', () => {
    const a = analyze(
      readFileSync('test/wild/mail-pm-cpuidle-menu-qperf-tcp-lat-before-after-us-spr-icl-skl-arrows-2026.txt', 'utf8'),
    );
    const latency = a.measurements.filter((m) => m.metric === 'average latency');
    expect(latency.map((m) => [m.config, m.unit])).toEqual([
      ['Before', 's'],
      ['After', 's'],
    ]);
    expect(latency[0]!.value).toBeCloseTo(151e-6, 12);
    expect(latency[1]!.value).toBeCloseTo(30e-6, 12);
    // the author's `Improvement: 5x latency reduction` below is no run
    expect(a.configs.map((c) => c.label)).not.toContain('Improvement');
  });

  it('the preposition before the measure is left out, and a line of another measure ends the list', () => {
    const text = [
      'THP enabled: 2.851561705 seconds for test completion',
      'THP disable: 3.599146098 seconds for test completion',
      'THP off: 4.1 seconds of idle',
      '',
    ].join('\n');
    const got = analyze(text).measurements.map((m) => [m.config, m.metric, m.value]);
    expect(got).toEqual([
      ['THP enabled', 'test completion', 2.851561705],
      ['THP disable', 'test completion', 3.599146098],
    ]);
  });
});
