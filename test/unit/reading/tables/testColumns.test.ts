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
