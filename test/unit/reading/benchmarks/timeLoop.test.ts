/** bash's `time` in a loop: `for i in ...; do { time cmd; } 2>&1 | grep real; done` prints one `real` line a run. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

describe("bash's time in a loop", () => {
  it('21 `real` lines under each caption are one run each, their mean with the 21 as samples (pm8001)', () => {
    const a = analyze(
      readFileSync(
        'test/wild/time-scsi-pm8001-ata-passthrough-sg-sat-identify-real-21-runs-nok-ok-revert-2025.txt',
        'utf8',
      ),
    );
    const real = a.measurements.filter((m) => m.metric === 'real time (s)');
    expect(real.map((m) => [m.config, m.n, Number(m.value.toFixed(4))])).toEqual([
      ['NOK: v6.18-rc3', 21, 33.3045],
      ['OK: v6.18-rc3 with 42f22fe36d51 reverted', 21, 0.2093],
    ]);
  });

  it('a clock named again opens the next repetition: real/user/sys twice is one block of two samples', () => {
    const text = [
      '$ time ./bench',
      'real\t0m1.000s',
      'user\t0m0.500s',
      'sys\t0m0.100s',
      'real\t0m3.000s',
      'user\t0m0.700s',
      'sys\t0m0.300s',
      '',
    ].join('\n');
    const a = analyze(text);
    expect(a.blocks.filter((b) => b.kind === 'results-table')).toHaveLength(1);
    const byMetric = Object.fromEntries(a.measurements.map((m) => [m.metric, [m.value, m.samples]]));
    expect(byMetric['real time (s)']).toEqual([2, [1, 3]]);
    expect(byMetric['sys time (s)']![1]).toEqual([0.1, 0.3]);
  });
});
