/** ministat's report: legend, plot, statistics per data set (reading/benchmarks/ministat.ts). */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

const stats = [
  '    N           Min           Max        Median           Avg        Stddev',
  'x 100     367.90863     1443.6049      698.9029      770.4923     286.79261',
  '+ 100     459.67813      1409.121      702.5732     793.64195     275.19212',
  'No difference proven at 95.0% confidence',
];

describe('ministat', () => {
  it('each data set a run named by its legend, Avg with its Stddev as the spread, the other statistics as measures', () => {
    const text = [
      '$ ministat -w 60 before_iops after_iops',
      'x before_iops',
      '+ after_iops',
      '+------------------------------------------------------------+',
      '|  x         x+                                              |',
      '|      |_|_________M___AA______________|                     |',
      '+------------------------------------------------------------+',
      ...stats,
      '',
      'So no change.',
    ].join('\n');
    const a = analyze(text);
    expect(a.configs.map((c) => c.label)).toEqual(['before_iops', 'after_iops']);
    const avg = a.measurements.find((m) => m.config === 'after_iops' && m.metric === 'Avg')!;
    expect([avg.value, avg.stddev, avg.line]).toEqual([793.64195, 275.19212, 10]);
    expect(a.measurements.filter((m) => m.config === 'before_iops').map((m) => [m.metric, m.value])).toEqual([
      ['Avg', 770.4923],
      ['Median', 698.9029],
      ['Min', 367.90863],
      ['Max', 1443.6049],
      ['Stddev', 286.79261],
    ]);
    expect(a.blocks.find((b) => b.title === 'ministat')).toMatchObject({ startLine: 2, endLine: 11 });
  });

  it('the legend and plot cut away: the sets are named by their symbols', () => {
    const a = analyze(['+---------------------------------------+', ...stats].join('\n'));
    expect(a.configs.map((c) => c.label)).toEqual(['x', '+']);
  });

  it('a difference found: its lines belong to the report', () => {
    const text = [
      ...stats.slice(0, 3),
      'Difference at 95.0% confidence',
      '\t23.1497 +/- 15.6',
      '\t3.0045% +/- 2.02468%',
      "\t(Student's t, pooled s = 281.03)",
    ].join('\n');
    const b = analyze(text).blocks;
    expect(b.map((x) => [x.title, x.startLine, x.endLine])).toEqual([['ministat', 1, 7]]);
  });
});
