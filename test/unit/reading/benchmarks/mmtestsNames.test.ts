/** mmtests column names: written out, or compact only where the post writes the compact form itself. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';
import { fixture, labels, m } from '../../helpers';

const table = (a: string, b: string) =>
  [
    `                   ${a}      ${b}`,
    'Amean     1       0.0373 (   0.00%)      0.0356 *   4.60%*',
    'Amean     4       0.0984 (   0.00%)      0.1014 *  -3.05%*',
    '',
  ].join('\n');

describe('mmtests column names', () => {
  it('keep what tells two kernels apart when the post never writes them bare', () => {
    const text = ['hackbench-process-pipes', table('6.9-rc2(with ">")', '6.9.0-rc2(with ">=")')].join('\n');
    expect(analyze(text).configs.map((c) => c.label)).toEqual(['6.9-rc2(with ">")', '6.9.0-rc2(with ">=")']);
  });

  it('take the compact form the post uses elsewhere (one kernel is one config across its tables)', () => {
    const text = [
      'base and base+fix were run:',
      '',
      table('base(=w/ numascan)', 'base + fix'),
      'base+fix wins.',
      '',
    ].join('\n');
    expect(analyze(text).configs.map((c) => c.label)).toEqual(['base', 'base+fix']);
  });

  it('a header a mail wrapped (format=flowed, joined again) past its columns: one word a column, in order', () => {
    const text = readFileSync(
      'test/wild/mmtests-lkml-sched-uclamp-static-key-netperf-udp-third-column-wrapped-tested-by-2020.txt',
      'utf8',
    );
    const a = analyze(text);
    expect(a.configs.map((c) => c.label)).toEqual([
      'v5.7-rc7-base-noucl',
      'v5.7-rc7-ucl-tsk-nofix',
      'v5.7-rc7-ucl-tsk-grp-fix_v4',
    ]);
    const send64 = a.measurements.filter((m) => m.metric === 'Hmean send-64').map((m) => m.value);
    expect(send64).toEqual([62.15, 59.65, 65.86]);
  });

  it('a title line of as many words as columns, above an aligned header, stays a title', () => {
    const text = ['autonumabench NUMA01', table('base', 'patched')].join('\n');
    expect(analyze(text).configs.map((c) => c.label)).toEqual(['base', 'patched']);
  });

  it('a second header line naming one column only (`ext4-dev` under `5.4-rc7`, `+patch` under the second of two `v6.10-rc5`)', () => {
    const rows = [
      'Min       Trans     2181.67 (   0.00%)     2412.72 (  10.59%)',
      'Hmean     Trans     2399.39 (   0.00%)     2602.73 *   8.47%*',
    ];
    const two = (first: string, second: string) =>
      analyze(['sqlite', first, second, ...rows].join('\n')).configs.map((c) => c.label);
    expect(
      two(
        '                              5.3-SUSE                5.4-rc7',
        '                                                     ext4-dev',
      ),
    ).toEqual(['5.3-SUSE', '5.4-rc7 ext4-dev']);
    expect(
      two(
        '                              v6.10-rc5              v6.10-rc5',
        '                                                       +patch',
      ),
    ).toEqual(['v6.10-rc5', 'v6.10-rc5 +patch']);
  });

  it('a comment or markdown heading over `name: count (100%)` lines is no header of kernels (mqtt-stresser)', () => {
    const text = ['# Results', 'Published Messages: 10000 (100%)', 'Received Messages:  10000 (100%)', ''].join('\n');
    expect(analyze(text).blocks.some((b) => b.title === 'mmtests comparison')).toBe(false);
  });

  it('rows named by a count (`Amean 4`, `Hmean 8`) and a header whose long name runs into the column before', () => {
    // from test/wild/mmtests-sched-wakegran-glued-header-3way.txt: the hackbench and tbench4 tables
    const a = analyze(fixture('mmtests-glued-header.txt'));
    expect(labels(a)).toEqual(['vanilla', 'sched-scalewakegran-v2r4', 'sched-moveforward-v1r1']);
    expect(m(a, 'sched-moveforward-v1r1', 'Amean 4').value).toBe(0.756);
    expect(m(a, 'vanilla', 'Hmean 2').value).toBe(1096.74);
    expect(m(a, 'sched-scalewakegran-v2r4', 'Hmean 2').value).toBe(1110.07);
  });
});
