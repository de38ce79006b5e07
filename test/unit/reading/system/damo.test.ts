/** `damo report access` (reading/system/damo.ts): region rows, the bandwidth estimate, two snapshots of one run. */
import { describe, expect, it } from 'vitest';
import { analyze, fixture, labels, m, shape } from '../../helpers';

describe('damo report access', () => {
  it('region rows with % or hz access and composite ages, the bandwidth estimate and the total; the histogram style by its total', () => {
    // the detailed style of damo's USAGE.md and of Yueyang Pan's DAMOS filter mail (test/wild/damo-lkml-report-access-df-passed-two-snapshots.txt)
    expect(shape('damo-report-access.txt')).toEqual(['results-table 4-12', 'results-table 15-20']);
    const a = analyze(fixture('damo-report-access.txt'));
    expect(labels(a)).toEqual(['run']);
    const detailed = a.measurements.filter(
      (x) => x.block === a.measurements.find((y) => y.metric === 'regions')!.block,
    );
    const get = (metric: string) => detailed.find((x) => x.metric === metric)!;
    expect(get('regions').value).toBe(5);
    expect(get('total size').value).toBe(35.75 * 2 ** 30);
    expect(get('total size').unit).toBe('bytes');
    // regions 1, 2 and 3 were seen accessed: 16 KiB + 1.5 GiB + 8 GiB
    expect(get('accessed size').value).toBe(16 * 2 ** 10 + 9.5 * 2 ** 30);
    expect(get('memory bw estimate').value).toBe(12.78);
    expect(get('memory bw estimate').unit).toBe('GiB/s');
    // the second snapshot is kept beside the first, numbered: the table view shows both
    expect(a.measurements.filter((x) => /^total size( #2)?$/.test(x.metric)).map((x) => x.value)).toEqual([
      35.75 * 2 ** 30,
      35.75 * 2 ** 30,
    ]);
  });

  it("a filter's passed size and bandwidth from the mail's snapshot, two snapshots of one run", () => {
    const a = analyze(fixture('../wild/damo-lkml-report-access-df-passed-two-snapshots.txt'));
    expect(labels(a)).toEqual(['run']);
    const values = (metric: string) => [metric, `${metric} #2`].map((k) => m(a, 'run', k).value);
    expect(values('memory bw estimate')).toEqual([6.524, 5.297]);
    expect(values('df-passed')).toEqual([10 * 2 ** 30, 10 * 2 ** 30]);
    expect(values('regions')).toEqual([26, 28]);
  });
});
