/** Summary rows without a header, `label: min max mean stddev [change%]` (reading/tables/minMaxAvg.ts). */
import { describe, expect, it } from 'vitest';
import { analyze, fixture, labels, m } from '../../helpers';

describe('summary rows without a header', () => {
  it('`label:  min max mean stddev [change%]` under `Without/With this patch`: the mean with its stddev, one config per block', () => {
    // from test/wild/lkml-numab-numa01-headerless-min-max-avg.txt, lines 60-80
    const a = analyze(fixture('min-max-avg-rows.txt'));
    expect(labels(a)).toEqual(['Without this patch', 'With this patch']);
    const real = m(a, 'With this patch', './numa01.sh Real');
    expect([real.value, real.stddev, real.unit]).toEqual([473.45, 51.17, 's']);
    // four numbers out of that order are not min/max/mean/stddev
    expect(analyze('Without this patch\nfoo:  5  3  4  1\n').measurements).toEqual([]);
  });
});
