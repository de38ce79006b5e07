/** schbench's percentile reports (reading/benchmarks/schbench.ts). */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

const value = (a: ReturnType<typeof analyze>, config: string, metric: string) =>
  a.measurements.find((m) => m.config === config && m.metric === metric);

describe('schbench', () => {
  it('each percentile a measure in seconds; the lead-in sentences over two reports name their runs', () => {
    const report = (p50: number, p99: number) => [
      'Latency percentiles (usec) runtime 1290 (s) (3280 total samples)',
      `         50.0th: ${p50} (1653 samples)`,
      `         *99.0th: ${p99} (123 samples)`,
      '         min=21, max=3286',
    ];
    const text = [
      'On a good kernel, the output looks like this:',
      '',
      ...report(155, 256),
      '',
      'With 0b0695f2b34a, we get this:',
      '',
      ...report(147, 12240),
    ].join('\n');
    const a = analyze(text);
    expect(a.configs.map((c) => c.label)).toEqual(['On a good kernel', 'With 0b0695f2b34a']);
    expect(value(a, 'With 0b0695f2b34a', 'Latency 99.0th')!.value).toBeCloseTo(0.01224, 9);
    expect(value(a, 'On a good kernel', 'Latency max')!.value).toBeCloseTo(0.003286, 9);
  });

  it("the later report's sections qualify their percentiles; requests per second are counted, not timed", () => {
    const text = [
      'Wakeup Latencies percentiles (usec) runtime 30 (s) (153800 total samples)',
      '\t  50.0th: 5          (32341 samples)',
      '\t* 99.0th: 15         (9055 samples)',
      'Request Latencies percentiles (usec) runtime 30 (s) (153800 total samples)',
      '\t* 99.0th: 6440       (9055 samples)',
      'RPS percentiles (requests) runtime 30 (s) (31 total samples)',
      '\t* 50.0th: 5112       (9 samples)',
      'average rps: 5126.67',
    ].join('\n');
    const a = analyze(text);
    expect(value(a, 'run', 'Request Latencies 99.0th')!.value).toBeCloseTo(0.00644, 9);
    expect([value(a, 'run', 'RPS 50.0th')!.value, value(a, 'run', 'RPS 50.0th')!.unit]).toEqual([5112, 'requests/s']);
    expect(value(a, 'run', 'average rps')!.value).toBe(5126.67);
  });
});
