/** lkp comparison rows read by their shape alone: quoted without header or legend, or continued after a reply's words. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

const value = (text: string, config: string, metric: string) =>
  analyze(text).measurements.find((m) => m.config === config && m.metric === metric)?.value;

describe('lkp rows without a header', () => {
  it('named by the commit the quoted robot mail names, after its parent (base)', () => {
    const text = [
      '> commit: 1234567890abcdef1234567890abcdef12345678 ("mm: something")',
      '',
      'What I do not get is this:',
      '',
      '> >      12345 ± 13%     -41.2%       7259 ± 22%  numa-meminfo.node1.AnonPages',
      '> > ...   3430623           -16.5%    2864565        proc-vmstat.thp_split_pmd',
      '',
    ].join('\n');
    const a = analyze(text);
    expect(a.configs.map((c) => c.label)).toEqual(['base', '1234567890']);
    expect(value(text, '1234567890', 'numa-meminfo.node1.AnonPages')).toBe(7259);
    expect(value(text, 'base', 'proc-vmstat.thp_split_pmd')).toBe(3430623);
    // ± 13% is relative: the spread in the value's unit
    expect(
      a.measurements.find((m) => m.config === 'base' && m.metric === 'numa-meminfo.node1.AnonPages')!.stddev,
    ).toBeCloseTo(1604.85, 2);
  });

  it('rows continued after the replier’s words take the columns of the table above', () => {
    const text = [
      '> 0e822255f95db400 610125ab1e4b1b48dcffe74d9d8',
      '> ---------------- ---------------------------',
      '>          %stddev     %change         %stddev',
      '>              \\          |                \\',
      '>       6157           +95.5%      12034        fsmark.files_per_sec',
      '',
      'So the rate doubled.',
      '',
      '>     167.31           -47.3%      88.25        fsmark.time.elapsed_time',
      '',
    ].join('\n');
    expect(value(text, '610125ab1e4b1b48dcffe74d9d8', 'fsmark.time.elapsed_time')).toBe(88.25);
    expect(analyze(text).configs.map((c) => c.label)).toEqual(['0e822255f95db400', '610125ab1e4b1b48dcffe74d9d8']);
  });

  it('the 2013 layout: `~ 1%` spreads, a TOTAL row, commits named over a rule further down', () => {
    const text = [
      '> >   76628486           -0.7%   76107841       TOTAL vm-scalability.throughput',
      '',
      'Which box?',
      '',
      '>       v3.13-rc3       eabb1f89905a0c809d13',
      '> ---------------  -------------------------',
      '>      50307 ~ 1%      -1.5%      49549 ~ 0%  lkp-ib03/micro/ebizzy/400%-5-30',
      '',
    ].join('\n');
    expect(value(text, 'v3.13-rc3', 'TOTAL vm-scalability.throughput')).toBe(76628486);
    expect(value(text, 'eabb1f89905a0c809d13', 'lkp-ib03/micro/ebizzy/400%-5-30')).toBe(49549);
  });

  it('numbers in a sentence or a list are no row', () => {
    expect(analyze('We saw 12345 -41.2% 7259 in total.\n').measurements).toEqual([]);
    expect(analyze('  123  456  some words here\n').measurements.filter((m) => /words/.test(m.metric))).toEqual([]);
  });
});
