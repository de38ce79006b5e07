/** A duration written in parts in a table cell (`8m 25s`, `1h 17m 41s`) is one value in seconds. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';
import { cellNumber, cellUnit } from '../../../../src/core/reading/kit/columns';

describe('durations in parts', () => {
  it('minutes and seconds, hours too, read as seconds', () => {
    expect(cellNumber('8m 25s')).toBe(505);
    expect(cellNumber('1h 17m 41s')).toBe(4661);
    expect(cellNumber('1h17m41.5s')).toBe(4661.5);
    expect(cellUnit('1h 17m 41s')).toBe('s');
    expect(cellNumber('1h 77m 41s')).toBeUndefined();
  });

  it('a build-time table of `8m 25s` cells: one value a cell, the compilers the runs (yass)', () => {
    const a = analyze(
      readFileSync('test/wild/gh-yass-66-gcc-vs-clang-release-debug-build-m-s-dash-rule-table.txt', 'utf8'),
    );
    expect(a.configs.map((c) => c.label)).toEqual(['GCC', 'Clang']);
    const release = a.measurements.filter((m) => m.metric === 'Release Build');
    expect(release.map((m) => [m.value, m.unit])).toEqual([
      [505, 's'],
      [296, 's'],
    ]);
  });
});
