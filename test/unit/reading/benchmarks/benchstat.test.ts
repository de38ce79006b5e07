/** benchstat's comparisons of Go benchmarks, old and new layouts (reading/benchmarks/benchstat.ts). */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

const value = (a: ReturnType<typeof analyze>, config: string, metric: string) =>
  a.measurements.find((m) => m.config === config && m.metric === metric);

describe('benchstat', () => {
  it("the old layout's sections under the command that names its files: seconds, bytes in powers of 1024, counts", () => {
    const text = [
      '$ benchstat go1.9.2_01.txt goDevel_01.txt',
      '',
      'name                old time/op    new time/op    delta',
      'Decode-4               2.27s ± 3%     2.16s ± 2%  -5.10%  (p=0.008 n=5+5)',
      'Tiny-4                 63.2ns ± 2%    14.0ns ± 0%  -77.85%  (p=0.008 n=5+5)',
      '',
      'name                old alloc/op   new alloc/op   delta',
      'Decode-4              1.89GB ± 0%    1.88GB ± 0%  -0.11%  (p=0.008 n=5+5)',
      '',
      'name                old allocs/op  new allocs/op  delta',
      'Decode-4               1.00 ± 0%      0.00       -100.00%  (p=0.008 n=5+5)',
    ].join('\n');
    const a = analyze(text);
    expect(a.configs.map((c) => c.label)).toEqual(['go1.9.2_01.txt', 'goDevel_01.txt']);
    const t = value(a, 'go1.9.2_01.txt', 'Decode-4 time/op')!;
    expect([t.value, t.unit]).toEqual([2.27, 's']);
    expect(t.stddev).toBeCloseTo(0.0681, 9);
    expect(value(a, 'goDevel_01.txt', 'Tiny-4 time/op')!.value).toBeCloseTo(14e-9, 15);
    expect(value(a, 'go1.9.2_01.txt', 'Decode-4 alloc/op')!.value).toBeCloseTo(1.89 * 2 ** 30, 0);
    expect(value(a, 'goDevel_01.txt', 'Decode-4 allocs/op')!.value).toBe(0);
  });

  it("the new layout's inputs between `│` are the runs; the unit over the column scales the prefixed values", () => {
    const text = [
      '         │   old.txt   │              new.txt               │',
      '         │   sec/op    │   sec/op     vs base               │',
      'Decode-4   2.270 ± 3%    1.160µ ± 2%  -5.10% (p=0.008 n=5)',
      'geomean    2.270         1.160µ       -5.10%',
      '',
      '         │   old.txt    │               new.txt               │',
      '         │     B/op     │     B/op      vs base               │',
      'Decode-4   1.890Gi ± 0%   1.880Gi ± 0%  -0.11% (p=0.008 n=5)',
    ].join('\n');
    const a = analyze(text);
    expect(a.configs.map((c) => c.label)).toEqual(['old.txt', 'new.txt']);
    expect(value(a, 'new.txt', 'Decode-4 sec/op')!.value).toBeCloseTo(1.16e-6, 12);
    expect(value(a, 'old.txt', 'Decode-4 B/op')!.value).toBeCloseTo(1.89 * 2 ** 30, 0);
  });
});
