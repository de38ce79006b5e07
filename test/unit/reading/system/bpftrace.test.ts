/** bpftrace's maps and histograms (reading/system/bpftrace.ts). */
import { describe, expect, it } from 'vitest';
import { analyze, labels, m } from '../../helpers';

describe('bpftrace output', () => {
  const dump = (run: string, total: string, vmas: string, avg: string) => [
    run,
    '',
    '@bulk_alloc_req:',
    '[3, 4)                 4 |                                                    |',
    '[4, 5)             54170 |@                                                   |',
    '[8, 9)           2230287 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|',
    '',
    '',
    `@maple_node_total: ${total}`,
    `@total_vmas: ${vmas}`,
    '',
    `${run}:`,
    `avg = ${avg} nsecs, total: 16101821292 nsecs, count: 2248034`,
    '',
  ];

  it('maps and histograms under the kernel tree that ran them (`mm-unstable`, `mm-unstable + this series`)', () => {
    // Liam Howlett's maple tree vacancy series: bpftrace maps and the avg/total/count line per kernel
    const a = analyze(
      [
        ...dump('mm-unstable', '46,630,160', '46184591', '7162'),
        ...dump('mm-unstable + this series', '37,813,856', '43493287', '6689'),
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['mm-unstable', 'mm-unstable + this series']);
    expect(m(a, 'mm-unstable', 'maple_node_total').value).toBe(46630160);
    expect(m(a, 'mm-unstable + this series', 'total_vmas').value).toBe(43493287);
    expect(m(a, 'mm-unstable', 'bulk_alloc_req [4, 5)').value).toBe(54170);
    // `avg = 7162 nsecs`: a time, with its statistics beside it
    expect(m(a, 'mm-unstable + this series', 'avg').unit).toBe('s');
    expect(m(a, 'mm-unstable + this series', 'avg').value).toBeCloseTo(6.689e-6, 15);
    expect(m(a, 'mm-unstable', 'count').value).toBe(2248034);
  });

  it('a settings line of statistics alone (`count = 5, min = 2`) names no measured quantity: not results', () => {
    const a = analyze(['count = 5, min = 2', 'total = 7, max = 3', ''].join('\n'));
    expect(a.measurements).toHaveLength(0);
  });
});
