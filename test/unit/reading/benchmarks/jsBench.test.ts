/** The JavaScript benchmark libraries' reports: benchmark.js and benny (reading/benchmarks/jsBench.ts). */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

const value = (a: ReturnType<typeof analyze>, config: string, metric: string) =>
  a.measurements.find((m) => m.config === config && m.metric.includes(metric));

describe('JS benchmark reports', () => {
  it('benchmark.js cases ranked by `Fastest is` are the runs; the rate in ops/s, the margin its spread', () => {
    const text = [
      'RegExp#test x 4,161,532 ops/sec ±0.99% (97 runs sampled)',
      'String#indexOf x 6,139,623 ops/sec ±1.00% (95 runs sampled)',
      'Fastest is String#indexOf',
    ].join('\n');
    const a = analyze(text);
    expect(a.configs.map((c) => c.label)).toEqual(['RegExp#test', 'String#indexOf']);
    const m = value(a, 'String#indexOf', 'ops/s')!;
    expect([m.value, m.unit]).toEqual([6139623, 'ops/s']);
    expect(m.stddev).toBeCloseTo(61396.23, 2);
  });

  it('benchmark.js cases no line ranks are measures of the run the caption above names', () => {
    const text = [
      '0.12.7:',
      'kraken.imaging_desaturate x 10.52 ops/sec ±3.90% (28 runs sampled)',
      '',
      'v4.1.2:',
      'kraken.imaging_desaturate x 6.76 ops/sec ±69.70% (25 runs sampled)',
    ].join('\n');
    const a = analyze(text);
    expect(a.configs.map((c) => c.label)).toEqual(['0.12.7', 'v4.1.2']);
    expect(value(a, 'v4.1.2', 'kraken.imaging_desaturate')?.value).toBe(6.76);
  });

  it("benny's cases (a name line over `1 093 ops/s, ±0.82% | fastest`) are the runs, thousands apart by a space", () => {
    const text = [
      '### Pre Transform',
      '```',
      '  swc plugin:',
      '    1 093 ops/s, ±0.82%   | fastest',
      '',
      '  babel plugin:',
      '    695 ops/s, ±9.23%     | slowest, 36.41% slower',
      '```',
    ].join('\n');
    const a = analyze(text);
    expect(a.configs.map((c) => c.label)).toEqual(['swc plugin', 'babel plugin']);
    expect(value(a, 'swc plugin', 'ops/s')?.value).toBe(1093);
  });

  it('a name line alone, or over anything but a rate, is no report', () => {
    expect(
      analyze(['Results:', 'it was fast'].join('\n')).blocks.filter((b) => b.reading?.reader === 'JS benchmark'),
    ).toEqual([]);
  });
});
