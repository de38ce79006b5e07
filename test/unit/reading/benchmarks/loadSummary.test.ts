/** The summaries of hey, ghz and oha (reading/benchmarks/loadSummary.ts): one run each, times in seconds. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

const value = (a: ReturnType<typeof analyze>, config: string, metric: string) =>
  a.measurements.find((m) => m.config === config && m.metric === metric)?.value;

describe('load generator summaries', () => {
  it("ghz's summary with a TAB after each key, under a label each: two runs, not runs named by the statistics", () => {
    const ghz = (avg: string, rps: string) => [
      'Summary:',
      '  Count:\t38779',
      '  Total:\t10.13 s',
      '  Slowest:\t183.89 ms',
      '  Fastest:\t0.17 ms',
      `  Average:\t${avg} ms`,
      `  Requests/sec:\t${rps}`,
      '',
      'Latency distribution:',
      '  10 % in 0.54 ms ',
      '  99 % in 5.96 ms ',
      '',
      'Status code distribution:',
      '  [OK]   38779 responses',
      '',
    ];
    const a = analyze(
      ['pre-upgrade:', '', ...ghz('1.08', '3829.50'), 'post-upgrade:', '', ...ghz('1.04', '3953.64')].join('\n'),
    );
    expect(a.configs.map((c) => c.label)).toEqual(['pre-upgrade', 'post-upgrade']);
    expect(value(a, 'post-upgrade', 'Requests/sec')).toBe(3953.64);
    expect(value(a, 'pre-upgrade', 'Average')).toBeCloseTo(0.00108, 9);
    expect(value(a, 'pre-upgrade', 'latency p99')).toBeCloseTo(0.00596, 9);
    expect(value(a, 'pre-upgrade', 'Count')).toBe(38779);
  });

  it("oha's summary with its success rate, the data sizes after a blank line and its histogram", () => {
    const a = analyze(
      [
        '# oha -q 10 -c 100 http://localhost/',
        'Summary:',
        '  Success rate: 1.0000',
        '  Total:        19.9057 secs',
        '  Slowest:      19.4002 secs',
        '  Fastest:      0.1017 secs',
        '  Average:      7.4746 secs',
        '  Requests/sec: 10.0473',
        '',
        '  Total data:   200.00 KiB',
        '',
        'Response time histogram:',
        '  1.754 [19] |■■■■■■■■■■■■■■■■',
        '  3.509 [23] |■■■■■■■■■■■■■■■■■■■■',
        '',
        'Latency distribution:',
        '  10% in 1.9994 secs',
        '  99% in 18.6991 secs',
      ].join('\n'),
    );
    const only = a.configs.map((c) => c.label);
    expect(only).toHaveLength(1);
    expect(value(a, only[0]!, 'Slowest')).toBe(19.4002);
    expect(value(a, only[0]!, 'latency p10')).toBe(1.9994);
    expect(a.measurements.some((m) => /^\d/.test(m.config) || /bucket|\[19\]/.test(m.metric))).toBe(false);
  });
});
