/** procps `vmstat N` (reading/system/procpsVmstat.ts): one run, its header printed again. */
import { describe, expect, it } from 'vitest';
import { analyze, fixture, m, measuredConfigs, shape } from '../../helpers';

describe('procps vmstat', () => {
  it('`vmstat 1` with its header printed again is one run: gauges over every row in bytes, rates after the since-boot row', () => {
    // from test/wild/vmstat-lkml-kvm-thrashing-repeated-headers.txt, lines 64-93 ('> '-quoted)
    const a = analyze(fixture('vmstat-procps-repeated-header.txt'));
    expect(shape('vmstat-procps-repeated-header.txt')).toEqual(['results-table 3-30']);
    expect(measuredConfigs(a)).toEqual(['run']);
    // 24 rows under two headers; the first (since boot: in 122, cs 103) is left out of the rates
    const cs = [
      8460, 5838, 7639, 6456, 6677, 9739, 18786, 38107, 10038, 9351, 7673, 8052, 10080, 8384, 9714, 9925, 10341, 10163,
      14551, 14444, 9792, 9246, 9302,
    ];
    expect(m(a, 'run', 'vmstat cs').value).toBeCloseTo(cs.reduce((x, y) => x + y, 0) / cs.length, 6);
    expect(m(a, 'run', 'vmstat free').unit).toBe('bytes');
    // the free column's mean over all 24 rows, KiB in bytes
    expect(m(a, 'run', 'vmstat free').value).toBeCloseTo(7109263701.333, 2);
    expect(m(a, 'run', 'vmstat st').value).toBe(0);
  });
});
