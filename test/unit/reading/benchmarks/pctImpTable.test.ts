/** AMD's `name[pct imp](CV)` comparison tables under a `Test : ...` banner (reading/benchmarks/pctImpTable.ts). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

const BANNER = [
  '==================================================================',
  'Test          : tbench ',
  'Units         : Normalized throughput ',
  'Interpretation: Higher is better ',
  'Statistic     : AMean ',
  '==================================================================',
  'Clients:   tip[pct imp](CV)            v3[pct imp](CV)      v3-tgfix[pct imp](CV)',
  '    1      1.00 [  0.00]( 0.18)      0.99 [ -0.99]( 0.18)      0.98 [ -2.08]( 0.10)',
  '   64     55.05 [  0.00]( 1.56)     18.25 [-66.85]( 0.25)     48.07 [-12.68]( 1.51)',
  '  256    156.69 [  0.00]( 0.27)     25.47 [-83.74]( 0.07)    130.85 [-16.49]( 0.57)',
  '',
  'That is all.',
];

describe('pct imp tables', () => {
  it('the kernels are the runs, each row a measure named by the test and the row; the bracketed change left out', () => {
    const a = analyze(BANNER.join('\n'));
    const read = a.blocks.filter((b) => b.reading);
    expect(read.map((b) => [b.startLine, b.endLine, b.reading!.reader])).toEqual([[7, 10, 'pct imp table']]);
    expect(a.configs.map((c) => c.label)).toEqual(['tip', 'v3', 'v3-tgfix']);
    const of = (run: string) => a.measurements.filter((m) => m.config === run).map((m) => [m.metric, m.value]);
    expect(of('v3')).toEqual([
      ['tbench 1', 0.99],
      ['tbench 64', 18.25],
      ['tbench 256', 25.47],
    ]);
    // the CV is the spread's share of the value
    expect(a.measurements.find((m) => m.config === 'tip' && m.metric === 'tbench 64')!.stddev).toBeCloseTo(
      55.05 * 0.0156,
      10,
    );
  });

  it('a row whose cells do not all parse ends the table; a header without a banner names the measures by the rows', () => {
    const a = analyze(
      [
        'Case:         tip[pct imp](CV)            v3[pct imp](CV)',
        ' 1-groups     1.00 [ -0.00]( 4.22)     0.92 [  7.75]( 9.09)',
        '16-groups     1.71 [ -0.00]( 0.63)     1.93 [-12.65]( 4.68)',
        ' 2-groups     0.88 [ -0.00](11.65)',
      ].join('\n'),
    );
    expect(a.blocks[0]!.endLine).toBe(3);
    expect(a.measurements.filter((m) => m.config === 'v3').map((m) => m.metric)).toEqual(['1-groups', '16-groups']);
  });

  it('reads the eight tables of lkml-sched-shared-runq, the four kernels compared', () => {
    const text = readFileSync(
      join(__dirname, '../../../wild/lkml-sched-shared-runq-v3-normalized-pct-imp-cv-4kernels.txt'),
      'utf8',
    );
    const a = analyze(text);
    const tables = a.blocks.filter((b) => b.reading?.reader === 'pct imp table');
    expect(tables.map((b) => b.title)).toEqual([
      'hackbench',
      'tbench',
      'stream (10 Runs)',
      'stream (100 Runs)',
      'netperf',
      'schbench throughput',
      'schbench wakeup-latency',
      'schbench request-latency',
    ]);
    expect([...new Set(a.measurements.map((m) => m.config))]).toEqual(['tip', 'v3', 'v3-tgfix', 'v3-tgfix-no-opt']);
    const v = (run: string, metric: string) =>
      a.measurements.find((m) => m.config === run && m.metric === metric)?.value;
    expect(v('v3-tgfix-no-opt', 'hackbench 16-groups')).toBe(1.25);
    expect(v('v3', 'netperf 64-clients')).toBe(0.24);
    expect(v('v3', 'schbench wakeup-latency 256')).toBe(12.1);
  });
});
