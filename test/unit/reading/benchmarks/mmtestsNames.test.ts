/** mmtests column names: written out, or compact only where the post writes the compact form itself. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

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
});
