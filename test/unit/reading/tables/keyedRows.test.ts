/** Rows of words then one value, parted by one delimiter, without a header (reading/tables/keyedRows.ts). */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

const rows = (sep: string) =>
  [
    ['THP 2 MiB', 'METHOD_A', '123.456 ms'],
    ['THP 2 MiB', 'METHOD_B', '100.456 ms'],
    ['4K pages', 'METHOD_A', '223.456 ms'],
    ['4K pages', 'METHOD_B', '200.456 ms'],
  ]
    .map((r) => r.join(sep))
    .join('\n');

describe('keyed rows', () => {
  it.each([
    ['a colon with space on both sides', '     :   '],
    ['a TAB', '\t'],
    ['a comma', ','],
  ])('parted by %s: the field whose names come round under each of the others holds the runs', (_, sep) => {
    const a = analyze(rows(sep));
    expect(a.blocks.map((b) => b.reading?.reader)).toEqual(['keyed rows']);
    expect(a.configs.map((c) => c.label)).toEqual(['METHOD_A', 'METHOD_B']);
    const m = a.measurements.find((x) => x.config === 'METHOD_B' && x.metric === '4K pages');
    expect(m?.value).toBeCloseTo(0.200456, 9);
    expect(m?.line).toBe(3);
  });

  it('one field that changes where the others stay holds the runs (TABs aligning the fields)', () => {
    const text = 'THP 2 MiB\t\tMETHOD_A\t\t123.456 ms\nTHP 2 MiB\t\tMETHOD_B\t\t100.456 ms';
    expect(analyze(text).configs.map((c) => c.label)).toEqual(['METHOD_A', 'METHOD_B']);
  });

  it('the field of configurations holds the runs wherever it stands', () => {
    const text = ['base : read : 10 ms', 'base : write : 12 ms', 'patched : read : 8 ms', 'patched : write : 9 ms'];
    expect(analyze(text.join('\n')).configs.map((c) => c.label)).toEqual(['base', 'patched']);
  });

  it("the rows of a CSV under its header stay the CSV's, and a long list of names is what was measured", () => {
    const csv = 'config,metric,value\nbase,latency,1\npatched,latency,2\nbase,tput,10\npatched,tput,12';
    expect(analyze(csv).blocks.map((b) => [b.kind, b.startLine])).toEqual([['csv', 1]]);
    const list = Array.from({ length: 40 }, (_, n) => `a,m${n},${n}`).join('\n');
    expect(analyze(list).configs.length).toBeLessThan(2);
  });

  it('a time (`0:01`), a header row, or names that never come round read no runs here', () => {
    for (const text of [
      'a : b : 0:01\nc : d : 0:02',
      'name,kind,value\nx,y,1\nz,w,2',
      'alpha : one : 1 ms\nbeta : two : 2 ms',
    ])
      expect(
        analyze(text).blocks.some((b) => b.reading?.reader === 'keyed rows'),
        text,
      ).toBe(false);
  });
});
