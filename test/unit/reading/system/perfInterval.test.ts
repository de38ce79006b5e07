/** `perf stat -I` interval lines (reading/system/perfInterval.ts): rates per second, the intervals as samples. */
import { describe, expect, it } from 'vitest';
import { analyze, m } from '../../helpers';

describe('perf stat -I', () => {
  it('interval lines give each event’s rate per second, the intervals as samples; `<not counted>` is absent', () => {
    const a = analyze(
      [
        '#           time             counts unit events',
        '     1.001034520        123,456,789      cycles',
        '     1.001034520         12,345,678      instructions',
        '     2.002101234        133,456,789      cycles',
        '     2.002101234         13,345,678      instructions',
        '     3.003211235   <not counted>      cycles',
      ].join('\n'),
    );
    const cycles = m(a, 'run', 'cycles per second');
    expect(cycles.samples).toHaveLength(2);
    expect(cycles.samples![0]).toBeCloseTo(123456789 / 1.00103452, 3);
    expect(cycles.value).toBeCloseTo((123456789 / 1.00103452 + 133456789 / (2.002101234 - 1.00103452)) / 2, 3);
    expect(m(a, 'run', 'instructions per second').samples).toHaveLength(2);
  });
});
