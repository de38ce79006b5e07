/** hyperfine's report (reading/benchmarks/hyperfine.ts) as posts quote it: one command per block, or without its Benchmark line. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';
import { fixture, labels, m, shape } from '../../helpers';

const report = (ms: string) => [
  '```',
  'Benchmark 1: ./target/release/examples/demo 2',
  `  Time (mean ± σ):     ${ms} ms ±  76.8 ms    [User: 321.0 ms, System: 57.6 ms]`,
  '  Range (min … max):   252.9 ms … 593.5 ms    100 runs',
  '```',
];

describe('hyperfine', () => {
  it('the same command timed before and after a change is two runs, named by the words in which their captions differ', () => {
    const a = analyze(
      [
        'Hyperfine run with 100 iterations Before:',
        '',
        ...report('378.8'),
        '',
        'Hyperfine run with 100 iterations After:',
        '',
        ...report('260.5'),
      ].join('\n'),
    );
    expect(a.configs.map((c) => c.label)).toEqual(['Before', 'After']);
    expect(a.measurements.filter((m) => m.metric === 'Time').map((m) => m.value)).toEqual([0.3788, 0.2605]);
  });

  it('a report quoted from its `Time (mean ± σ):` line: one run, named by the line above', () => {
    const a = analyze(
      [
        'Jemalloc build:',
        '',
        '```',
        '  Time (mean ± σ):     14.430 s ±  0.074 s    [User: 202.202 s, System: 27.413 s]',
        '  Range (min … max):   14.253 s … 14.515 s    10 runs',
        '```',
      ].join('\n'),
    );
    expect(a.configs.map((c) => c.label)).toEqual(['Jemalloc build']);
    expect(a.measurements.find((m) => m.metric === 'System')?.value).toBe(27.413);
  });

  it('User and System on a line of their own after a wrapped time line (`... 6.0 ms    \\`)', () => {
    const a = analyze(
      [
        'patch on gcc 15.2.1',
        'Time (mean ± σ):     354.8 ms ±   6.0 ms    \\',
        '  [User: 227.8 ms, System: 126.1 ms]',
        'Range (min … max):   345.1 ms … 364.4 ms    10 runs',
      ].join('\n'),
    );
    expect(a.measurements.find((m) => m.metric === 'User')?.value).toBeCloseTo(0.2278, 9);
    expect(a.measurements.find((m) => m.metric === 'Range max')?.value).toBeCloseTo(0.3644, 9);
  });

  it('two commands named by the words they differ in, times in seconds, the summary read with them', () => {
    // from test/wild/gh-mimalloc-1373-hyperfine-allow-thp.txt, lines 5-17
    const a = analyze(fixture('hyperfine-two-commands.txt'));
    expect(shape('hyperfine-two-commands.txt')).toEqual(['results-table 2-12']);
    expect(labels(a)).toEqual(['MIMALLOC_ALLOW_THP=0', 'MIMALLOC_ALLOW_THP=1']);
    const t = m(a, 'MIMALLOC_ALLOW_THP=1', 'Time');
    expect([t.value, t.stddev, t.unit, t.line]).toEqual([0.4395, 0.0352, 's', 6]);
    expect(m(a, 'MIMALLOC_ALLOW_THP=0', 'System').value).toBeCloseTo(0.0623, 9);
    expect(m(a, 'MIMALLOC_ALLOW_THP=0', 'Range max').value).toBeCloseTo(0.2371, 9);
    expect(a.measurements.some((x) => x.value === 1.91)).toBe(false);
  });
});

describe("hyperfine's Markdown export", () => {
  it('`| Command | Mean [ms] | Min [ms] | Max [ms] | Relative |`: each command a run, the columns its measures', () => {
    const a = analyze(
      [
        '| Command | Mean [ms] | Min [ms] | Max [ms] | Relative |',
        '|:---|---:|---:|---:|---:|',
        '| `python bruteforce m.txt` | 984.0 ± 11.1 | 975.3 | 996.5 | 8.16 ± 0.15 |',
        '| `bun bruteforce m.txt` | 498.3 ± 29.9 | 476.2 | 557.0 | 4.13 ± 0.26 |',
        '',
      ].join('\n'),
    );
    expect(a.configs.map((c) => c.label)).toEqual(['python bruteforce m.txt', 'bun bruteforce m.txt']);
    const mean = a.measurements.find((m) => m.config === 'bun bruteforce m.txt' && /^Mean/.test(m.metric))!;
    expect(mean.value).toBeCloseTo(0.4983, 6);
  });
});
