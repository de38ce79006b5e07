/** Google Benchmark's console report (reading/benchmarks/googleBenchmark.ts), old and new counters. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

const RULE = '---------------------------------------------------------------------------------------';

describe('Google Benchmark', () => {
  it('each benchmark a config; its times in seconds, its iterations, and the rate older versions print alone', () => {
    const a = analyze(
      [
        RULE,
        'Benchmark                                                Time           CPU Iterations',
        RULE,
        'MemoryBandwidth<Read>/real_time/threads:1          1822510 ns    1819474 ns        384   17.1467GB/s',
        'MemoryBandwidth<Read>/real_time/threads:8           851591 ns    6810929 ns        808    36.696GB/s',
        'BM_Sum/1024                                            512 ns        511 ns    1368421   1.95M items/s',
      ].join('\n'),
    );
    expect(a.configs.map((c) => c.label)).toEqual([
      'MemoryBandwidth<Read>/real_time/threads:1',
      'MemoryBandwidth<Read>/real_time/threads:8',
      'BM_Sum/1024',
    ]);
    const at = (config: string, metric: string) =>
      a.measurements.find((m) => m.config === config && m.metric === metric)?.value;
    expect(at('MemoryBandwidth<Read>/real_time/threads:8', 'GB/s')).toBe(36.696);
    expect(at('MemoryBandwidth<Read>/real_time/threads:1', 'Time')).toBeCloseTo(0.00182251, 9);
    expect(at('BM_Sum/1024', 'items/s')).toBe(1.95e6);
    // absent where the benchmark printed no such counter
    expect(at('BM_Sum/1024', 'GB/s')).toBeUndefined();
  });

  it('newer versions: `UserCounters...` in the header and counters written name=value', () => {
    const a = analyze(
      [
        'Benchmark                    Time             CPU   Iterations UserCounters...',
        RULE,
        'BM_memcpy/8192             113 ns          113 ns      6187755 bytes_per_second=67.3G/s',
        'BM_memcpy/65536           1563 ns         1562 ns       448031 bytes_per_second=39.06G/s',
      ].join('\n'),
    );
    const bps = a.measurements.filter((m) => m.metric === 'bytes_per_second').map((m) => m.value);
    expect(bps).toEqual([67.3e9, 39.06e9]);
  });
});
