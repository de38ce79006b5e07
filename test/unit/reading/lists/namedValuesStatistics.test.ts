/** Names listed with their values (`base: 12.3 s`) are runs, unless they are statistics of one measure (`Slowest:`, `Average:`). */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

const runs = (text: string) => [...new Set(analyze(text).measurements.map((m) => m.config))];

describe('named values and statistics', () => {
  it('runs listed by name with a time each are runs', () => {
    expect(runs(['Latency', '', 'base: 12.3 ms', 'patched: 11.1 ms', ''].join('\n'))).toEqual(['base', 'patched']);
  });

  it("unitless values whose names are all runs' (`before:`, `after(premapped):`) are runs, in the unit the line leading in states", () => {
    const a = analyze(['Sample result (ops/s):', 'before:\t12539898', 'after:\t25575494 (+103%)', ''].join('\n'));
    expect(a.measurements.map((m) => [m.config, m.metric, m.value])).toEqual([
      ['before', 'ops/s', 12539898],
      ['after', 'ops/s', 25575494],
    ]);
    expect(runs(['before:              1600010.00', 'after(premapped):    1600014.00', ''].join('\n'))).toEqual([
      'before',
      'after(premapped)',
    ]);
    // names that are no runs' (fields of a setup) give no result
    expect(runs(['CPU: 2', 'Memory: 512', ''].join('\n'))).toEqual([]);
  });

  it("names that all say what is measured (`Populate memory time:`) are one run's measures; names ending in one measure after their own words stay runs", () => {
    const lines = [
      'Test iterations: 2',
      'Populate memory time: 4.972184425s',
      'Enabling dirty logging time: 0.001943807s',
      '',
    ];
    const a = analyze(['Without this series:', ...lines].join('\n'));
    expect(a.configs).toHaveLength(1);
    expect(a.measurements.find((m) => m.metric.startsWith('Populate memory time'))?.value).toBeCloseTo(4.972184425, 9);
    expect(
      runs(
        [
          'Default CPU provider average inference time: 35ms',
          'OpenVINO execution provider average inference time: 52ms',
          '',
        ].join('\n'),
      ),
    ).toEqual(['Default CPU provider average inference time', 'OpenVINO execution provider average inference time']);
  });

  it('a summary of Slowest / Fastest / Average is one run, not three', () => {
    const text = [
      'Summary:',
      '  Total:\t10.13 s',
      '  Slowest:\t183.89 ms',
      '  Fastest:\t0.17 ms',
      '  Average:\t1.08 ms',
      '',
    ];
    expect(runs(text.join('\n')).some((r) => /^(slowest|fastest|average)$/i.test(r))).toBe(false);
  });

  it('a line of statistics alone (`count = 5, min = 2`) names no measured quantity, with or without a unit beside', () => {
    expect(analyze(['count = 5, min = 2', 'total = 7, max = 3', ''].join('\n')).measurements).toHaveLength(0);
    const timed = analyze(['min = 2 ms, max = 3 ms', 'avg = 2.5 ms, p99 = 2.9 ms', ''].join('\n'));
    expect(timed.measurements.find((m) => m.metric === 'max')?.value).toBeCloseTo(0.003, 6);
  });
});
