/**
 * Forms of real posts read in the session of 2026-12-05 (a survey of 40 unseen LKML mails and GitHub
 * posts), each on a short excerpt with the real layout.
 */
import { describe, expect, it } from 'vitest';
import { analyze, labels, m } from './helpers';

describe('an aligned table whose first row has an empty cell', () => {
  // Huang Ying's autonuma tiering RFC: `Base` has no promotion figure, the `Patch N` rows do
  const table = [
    'The test results of the base kernel and step by step optimizations are as follows,',
    '',
    '                Throughput\tPromotion      DRAM bandwidth',
    '\t\t  access/s           MB/s                MB/s',
    '               -----------     ----------      --------------',
    'Base            74238178.0                             4291.7',
    'Patch 1        146050652.3          359.4             11248.6',
    'Patch 2        146300787.1          355.2             11237.2',
    '',
  ];

  it('takes its columns from the first row with every cell, and `Patch 1` as a label', () => {
    const a = analyze(table.join('\n'));
    expect(labels(a)).toEqual(['Base', 'Patch 1', 'Patch 2']);
    expect(m(a, 'Base', 'Throughput access/s').value).toBe(74238178.0);
    expect(m(a, 'Base', 'DRAM bandwidth MB/s').value).toBe(4291.7);
    expect(a.measurements.some((x) => x.config === 'Base' && /Promotion/.test(x.metric))).toBe(false);
    expect(m(a, 'Patch 2', 'Promotion MB/s').value).toBe(355.2);
  });

  it('does not widen the table by a row whose extra cells have no header over them', () => {
    const a = analyze(
      [
        'metric                       r1       r2',
        'pp512 t/s                 69.31    62.46',
        'tg128 t/s                 4.262    4.625',
        'pp512 vs r1               1.00x    0.90x   7   7   7',
        '',
      ].join('\n'),
    );
    expect(m(a, 'r2', 'tg128 t/s').value).toBe(4.625);
    expect(a.configs.map((c) => c.label)).toEqual(['r1', 'r2']);
  });
});
