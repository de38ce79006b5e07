/** critcmp's comparison of criterion baselines (reading/benchmarks/critcmp.ts). */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

const value = (a: ReturnType<typeof analyze>, config: string, metric: string) =>
  a.measurements.find((m) => m.config === config && m.metric === metric);

describe('critcmp', () => {
  const text = [
    '❯ critcmp main pr',
    'group                            main                                   pr',
    '-----                            ----                                   --',
    'iter_fragmented/base             1.00   342.2±25.45ns        ? ?/sec    1.02   347.5±16.24ns        ? ?/sec',
    'iter_fragmented/foreach_wide     1.03      3.3±0.04µs        ? ?/sec    1.00      3.2±0.06µs        ? ?/sec',
    'decode/large                     1.12      3.3±0.04ms   283.1 MB/sec    1.00      2.9±0.02ms   318.4 MB/sec',
    'only/main                        1.00      1.5±0.01ms        ? ?/sec',
  ].join('\n');
  const a = analyze(text);

  it("the header's baselines are the runs, each group a measure in seconds with critcmp's spread", () => {
    expect(a.configs.map((c) => c.label)).toEqual(['main', 'pr']);
    const m = value(a, 'pr', 'iter_fragmented/foreach_wide')!;
    expect(m.value).toBeCloseTo(3.2e-6, 12);
    expect(m.stddev).toBeCloseTo(6e-8, 12);
    expect(value(a, 'main', 'iter_fragmented/base')!.value).toBeCloseTo(3.422e-7, 12);
  });

  it('a throughput set by the benchmark is its own measure; the ratio cells are not measured', () => {
    expect(value(a, 'pr', 'decode/large throughput')!.value).toBe(318.4);
    expect(a.measurements.some((m) => m.value === 1.12 || m.value === 1.03)).toBe(false);
  });

  it('a benchmark one baseline lacks is absent there, not zero', () => {
    expect(value(a, 'main', 'only/main')!.value).toBeCloseTo(0.0015, 9);
    expect(value(a, 'pr', 'only/main')).toBeUndefined();
  });
});
