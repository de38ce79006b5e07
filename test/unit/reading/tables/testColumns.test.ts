/** AMD-style scheduler-test reports (reading/tables/testColumns.ts): runs named on a `Test:` line or stacked over the rows. */
import { describe, expect, it } from 'vitest';
import { analyze, fixture, labels, m } from '../../helpers';

describe('an AMD-style `Test:` report', () => {
  // from test/wild/stream-lkml-numaimb-pct-cells-nps-3kernels.txt, lines 263-269
  const a = analyze(fixture('test-columns-pct.txt'));

  it('the runs are named on the `Test:` line; `(x pct)` is not read, a missing `)` is forgiven', () => {
    expect(labels(a)).toEqual(['tip/sched/core', 'mel-v3', 'mel-v4']);
    expect(m(a, 'tip/sched/core', 'Copy').value).toBe(113716.62);
    expect(m(a, 'mel-v3', 'Add').value).toBe(253461.32);
    expect(m(a, 'mel-v4', 'Triad').value).toBe(252615.62);
  });
});

describe('AMD-style reports with the run names stacked over the rows', () => {
  it('names over 2-4 lines (the last wrapped onto a line of its own), no `Test:` line', () => {
    const a = analyze(
      [
        '>> \t           5.17.0-rc1               5.17.0-rc1                5.17.0-rc1',
        '>>                tip sched/core           tip sched/core            tip sched/core',
        '>>                  (no pinning)                 +pinning              + this-patch',
        '>> \t\t\t\t\t\t\t\t       + pinning',
        '>>',
        '>>  Copy:    97699.28 (0.00 pct)     95933.60  (-1.80 pct)    156578.91 (60.26 pct)',
        '>> Triad:   124896.78 (0.00 pct)    106394.38 (-14.81 pct)    184733.48 (47.90 pct)',
      ].join('\n') + '\n',
    );
    expect(labels(a)).toEqual([
      '5.17.0-rc1 tip sched/core (no pinning)',
      '5.17.0-rc1 tip sched/core +pinning',
      '5.17.0-rc1 tip sched/core + this-patch + pinning',
    ]);
    expect(m(a, '5.17.0-rc1 tip sched/core + this-patch + pinning', 'Triad').value).toBe(184733.48);
  });
});
