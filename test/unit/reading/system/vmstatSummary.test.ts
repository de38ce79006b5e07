/** procps `vmstat -s` (reading/system/vmstatSummary.ts). */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

const SUMMARY = [
  '$ vmstat -s',
  '     30517772 K total memory',
  '     11861748 K used memory',
  '      5625008 K active memory',
  '     14966020 K inactive memory',
  '      7094080 K free memory',
  '     14112448 K swap cache',
  '       574959 non-nice user cpu ticks',
  '            0 pages swapped in',
  '     95960349 CPU context switches',
].join('\n');

describe('vmstat -s', () => {
  it('reads sizes in K as bytes and the other lines as counts, named as written', () => {
    const a = analyze(SUMMARY);
    const v = (metric: string) => a.measurements.find((m) => m.metric === metric);
    expect(v('total memory')).toMatchObject({ value: 30517772 * 1024, unit: 'bytes' });
    expect(v('swap cache')?.value).toBe(14112448 * 1024);
    expect(v('pages swapped in')).toMatchObject({ value: 0, unit: 'count' });
    expect(v('CPU context switches')?.value).toBe(95960349);
    expect(a.blocks.map((b) => b.reading?.reader)).toContain('vmstat -s');
  });

  it('a list of numbers and words without its own memory lines is no summary', () => {
    const a = analyze(['     12 K apples', '     13 K pears', '     14 oranges', '     15 plums'].join('\n'));
    expect(a.blocks.map((b) => b.reading?.reader)).not.toContain('vmstat -s');
  });
});
