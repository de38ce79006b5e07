/** Rust criterion's estimates (reading/benchmarks/criterion.ts), as posts quote them. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

describe('criterion', () => {
  it('allocators as names over their `[low estimate high]` times: two runs of one time measure, the estimate in seconds', () => {
    const a = analyze(
      [
        'Plain:',
        'system:         [167.21 µs 169.21 µs 171.81 µs]',
        'jemalloc        [154.69 µs 155.30 µs 155.98 µs]',
      ].join('\n'),
    );
    expect(a.configs.map((c) => c.label)).toEqual(['system', 'jemalloc']);
    const time = a.measurements.filter((m) => m.metric === 'time (s)');
    expect(time.map((m) => m.value)).toEqual([0.00016921, 0.0001553]);
  });

  it("criterion's own layout (`time:`, then `change:` and a verdict): each benchmark a measure of one run, named by the line above", () => {
    const a = analyze(
      [
        'With the patch:',
        'fib 20                  time:   [26.029 us 26.251 us 26.505 us]',
        '                        change: [-1.4505% -0.4537% +0.5313%] (p = 0.38 > 0.05)',
        '                        No change in performance detected.',
        'fib 30                  time:   [3.2031 ms 3.2312 ms 3.2632 ms]',
      ].join('\n'),
    );
    expect(a.configs.map((c) => c.label)).toEqual(['With the patch']);
    expect(a.measurements.map((m) => m.metric)).toEqual(['fib 20 time (s)', 'fib 30 time (s)']);
    expect(a.measurements[0]!.value).toBeCloseTo(26.251e-6, 12);
    expect(a.measurements[1]!.value).toBeCloseTo(3.2312e-3, 9);
  });
});
