/** A value as a post states it after a name, in the forms table cells are read in (reading/kit/statedValue.ts). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { statedValue } from '../../../../src/core/reading/kit/statedValue';
import { analyze } from '../../../../src/core/analyze';

describe('statedValue', () => {
  it("a spread as a share of the value, in brackets or not: the spread in the value's unit", () => {
    expect(statedValue('650.980 ms (+-1.94%)')).toMatchObject({ v: 0.65098, unit: 's', written: 'ms' });
    expect(statedValue('650.980 ms (+-1.94%)')!.sd).toBeCloseTo(0.012629, 6);
    expect(statedValue('200 ± 5%')).toEqual({ v: 200, unit: '', sd: 10 });
    // a bracket opened and not closed is no spread
    expect(statedValue('200 (± 5%')).toBeUndefined();
  });

  it('a number and its unit, a time or a size in base units, a rate as written', () => {
    expect(statedValue('74522.08 ops/sec')).toEqual({ v: 74522.08, unit: 'ops/sec' });
    expect(statedValue('35 ms')).toEqual({ v: 0.035, unit: 's', written: 'ms' });
    expect(statedValue('2 GB')).toEqual({ v: 2 ** 31, unit: 'bytes', written: 'GB' });
    expect(statedValue('3.5')).toEqual({ v: 3.5, unit: '' });
  });

  it('a time in microseconds written with the Greek mu (`898 μs`) as with the micro sign', () => {
    expect(statedValue('898 \u03bcs')).toEqual(statedValue('898 µs'));
    expect(statedValue('4,409 \u03bcs')!.v).toBeCloseTo(0.004409, 9);
  });

  it('hedged, emphasized, marked as code, or with a note after it: the value', () => {
    expect(statedValue('~10 us')).toMatchObject({ unit: 's', written: 'us' });
    expect(statedValue('~10 us')!.v).toBeCloseTo(1e-5, 12);
    expect(statedValue('`6,365 TPS`')).toEqual({ v: 6365, unit: 'TPS' });
    expect(statedValue('**21.3 s** (best of 3)')).toEqual({ v: 21.3, unit: 's', written: 's' });
  });

  it('a clock reading, a spread, a range', () => {
    expect(statedValue('1m10.877s')!.v).toBeCloseTo(70.877, 6);
    expect(statedValue('2m6s')).toEqual({ v: 126, unit: 's', written: 's' });
    expect(statedValue('2m 6s')).toEqual({ v: 126, unit: 's', written: 's' });
    // bash's `time` under a locale with a decimal comma: the seconds are below 60, so the comma is no thousands mark
    expect(statedValue('0m45,002s')!.v).toBeCloseTo(45.002, 6);
    // a duration spelled with its units' words, as a table's cell or after a name
    expect(statedValue('4 min 38 sec')).toEqual({ v: 278, unit: 's', written: 's' });
    expect(statedValue('2634 sec')).toEqual({ v: 2634, unit: 's', written: 'sec' });
    expect(statedValue('1261.107 ± 5.100  ms/op')).toEqual({ v: 1261.107, unit: 'ms/op', sd: 5.1 });
    expect(statedValue('515-540 tok/s')).toEqual({ v: 527.5, unit: 'tok/s', samples: [515, 540] });
  });

  it('repeats listed in one place, each in the same unit: their mean, spread and samples', () => {
    const r = statedValue('1m10.877s; 1m10.778s; 1m10.356s')!;
    expect(r.unit).toBe('s');
    expect(r.samples).toHaveLength(3);
    expect(r.v).toBeCloseTo(70.67033, 4);
    expect(statedValue('12 ms; 3 GB')).toBeUndefined();
    expect(statedValue('0.71 / 0.72 / 0.74')!.samples).toEqual([0.71, 0.72, 0.74]);
    // used / total: a pair of different things, no repeats
    expect(statedValue('5.0G / 16G')).toBeUndefined();
  });

  it('a count per second with its magnitude, on the number or glued to IOPS: the count (batch 22)', () => {
    expect(statedValue('7k iops')).toEqual({ v: 7000, unit: 'iops', written: 'k iops' });
    expect(statedValue('570 KIOPS')).toEqual({ v: 570000, unit: 'IOPS', written: 'KIOPS' });
    expect(statedValue('5.01 MIOPS')).toEqual({ v: 5010000, unit: 'IOPS', written: 'MIOPS' });
    expect(statedValue('1.26M p/s')!.v).toBe(1260000);
    // a rate of bytes is no count; a rate with its magnitude in its unit's name stays as written
    expect(statedValue('1.2k MB/s')).toBeUndefined();
    expect(statedValue('1.25 Mpps')).toEqual({ v: 1.25, unit: 'Mpps' });
  });

  it('a percentage in %, a ratio in x; words are no value', () => {
    expect(statedValue('12%')).toEqual({ v: 12, unit: '%' });
    expect(statedValue('4.39x')).toEqual({ v: 4.39, unit: 'x' });
    expect(statedValue('2.02 x')).toEqual({ v: 2.02, unit: 'x' });
    for (const t of ['fast', '0-31 and 64-95', '']) expect(statedValue(t)).toBeUndefined();
  });
});

describe('runs named one per line, their values in any stated form', () => {
  it('`w/ PGO: 1m10.877s; 1m10.778s; 1m10.356s` / `w/o PGO: ...`: two runs, each the mean of its repeats', () => {
    const a = analyze(
      ['HarfBuzz (C++):', 'w/ PGO: 1m10.877s; 1m10.778s; 1m10.356s', 'w/o PGO: 1m27.521s; 1m27.103s; 1m28.288s'].join(
        '\n',
      ),
    );
    expect(a.configs.map((c) => c.label)).toEqual(['w/ PGO', 'w/o PGO']);
    expect(a.measurements.map((m) => m.value.toFixed(3))).toEqual(['70.670', '87.637']);
    expect(a.measurements[0]!.samples).toHaveLength(3);
  });

  it('`i7: ~10 us` / `KNL: ~40 us` under a caption: hedged times are the runs’ values', () => {
    const a = analyze(['Cache hit op:', '     i7: ~10 us', '     KNL: ~40 us'].join('\n'));
    expect(a.configs.map((c) => c.label)).toEqual(['i7', 'KNL']);
    expect(a.measurements.map((m) => m.value * 1e6)).toEqual([expect.closeTo(10, 9), expect.closeTo(40, 9)]);
  });
});

describe('durations spelled with their units in a table (gh-llvm-mingw-192)', () => {
  it('`| GCC 7 | 4 min 38 sec | ... | 125 MB |`: the rows are the runs, each duration in seconds', () => {
    const a = analyze(
      [
        '| Built with | Wallclock | CPU time | Binary size |',
        '| --- | --- | --- | --- |',
        '| GCC 7 | 4 min 38 sec | 351 min 14 sec | 125 MB |',
        '| Clang 13, No LTO | 4 min 18 sec | 344 min 6 sec | 113 MB |',
      ].join('\n'),
    );
    expect(a.configs.map((c) => c.label)).toEqual(['GCC 7', 'Clang 13, No LTO']);
    const wall = a.measurements.filter((m) => m.metric === 'Wallclock').map((m) => m.value);
    expect(wall).toEqual([278, 258]);
  });
});

describe('counts per second with their magnitude in a table (gh-sipnab-164)', () => {
  it('`| cores=1, plain | 1.26M p/s | 1.24M p/s |`: the counts, the runs compared', () => {
    const text = readFileSync(
      join(__dirname, '../../../wild/gh-sipnab-164-version-ab-md-table-units-in-cells-rss-mib.txt'),
      'utf8',
    );
    const a = analyze(text);
    const plain = a.measurements.filter((m) => m.metric.startsWith('cores=1, plain')).map((m) => [m.config, m.value]);
    expect(plain).toEqual([
      ['0.4.16', 1260000],
      ['0.5.17', 1240000],
    ]);
  });
});
