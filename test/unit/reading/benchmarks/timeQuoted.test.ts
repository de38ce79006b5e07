/** time(1)'s output as posts quote it (reading/benchmarks/time.ts): a decimal comma, a few fields of `-v`. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

describe('time, quoted in part', () => {
  it("bash's clocks under a decimal-comma locale (`31m54,857s`)", () => {
    const a = analyze(['With 1 thread:', '', 'real\t31m54,857s', 'user\t29m1,622s', 'sys\t4m24,097s'].join('\n'));
    const real = a.measurements.find((m) => m.metric === 'real time (s)');
    expect(real?.value).toBeCloseTo(31 * 60 + 54.857, 6);
    expect(a.configs.map((c) => c.label)).toEqual(['With 1 thread']);
  });

  it('two fields of `time -v` without its first line, under Before: and After:: two runs, the wall clock in seconds', () => {
    const a = analyze(
      [
        'Before:',
        '\tElapsed (wall clock) time (h:mm:ss or m:ss): 4:42.76',
        '\tMaximum resident set size (kbytes): 28813976',
        '',
        'After:',
        '\tElapsed (wall clock) time (h:mm:ss or m:ss): 4:13.61',
        '\tMaximum resident set size (kbytes): 3633376',
      ].join('\n'),
    );
    expect(a.configs.map((c) => c.label)).toEqual(['Before', 'After']);
    const wall = a.measurements.filter((m) => m.metric === 'Elapsed (wall clock) time (s)').map((m) => m.value);
    expect(wall[0]).toBeCloseTo(282.76, 6);
    expect(wall[1]).toBeCloseTo(253.61, 6);
    expect(a.measurements.find((m) => m.metric === 'Maximum resident set size (bytes)')?.value).toBe(28813976 * 1024);
  });

  it('one `-v` field alone is not taken for time', () => {
    const a = analyze('Maximum resident set size (kbytes): 28813976');
    expect(a.blocks.map((b) => b.reading?.reader)).not.toContain('time');
  });
});
