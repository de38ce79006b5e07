/** Runs that each printed one result (`key : value` under the run's label), maybe once per repetition. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

describe('one result per label', () => {
  it('a rate under each run, the colon set apart, a label without its colon', () => {
    const a = analyze(
      ['master:', 'Nodes/second               : 230514479', 'patch', 'Nodes/second               : 237997728', ''].join(
        '\n',
      ),
    );
    expect(a.configs.map((c) => c.label)).toEqual(['master', 'patch']);
    expect(a.comparisons.find((c) => c.config === 'patch')!.ratio).toBeCloseTo(237997728 / 230514479, 9);
  });

  it('printed once per repetition after a blank line under the label: the samples', () => {
    const a = analyze(
      [
        'Baseline speedtest (2MB huge pages):',
        '',
        'Nodes/second : 7366232',
        'Nodes/second : 7262794',
        '',
        'Baseline speedtest (1GB huge pages):',
        '',
        'Nodes/second : 7541027',
        'Nodes/second : 7572720',
        '',
      ].join('\n'),
    );
    const m = a.measurements.find((x) => x.config === 'Baseline speedtest (1GB huge pages)')!;
    expect(m.samples).toEqual([7541027, 7572720]);
    expect(m.value).toBe((7541027 + 7572720) / 2);
  });

  it('a setting under each label is no result', () => {
    expect(analyze(['Machine A:', 'Memory: 512', '', 'Machine B:', 'Memory: 256', ''].join('\n')).measurements).toEqual(
      [],
    );
  });
});
