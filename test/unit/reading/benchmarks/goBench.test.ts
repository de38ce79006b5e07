/** go test -bench lines (reading/benchmarks/goBench.ts) and the verdict lines around them. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';
import { labels, m } from '../../helpers';

describe('go test -bench', () => {
  it('a line without its iteration count (`Benchmark_Stem-8  50950417 ns/op  4.41 MB/s`): the measures as written', () => {
    const text = [
      'Before:',
      '```',
      'Benchmark_Stem-8   \t      50950417 ns/op\t   4.41 MB/s\t38536284 B/op\t 2066112 allocs/op',
      '```',
      'After:',
      '```',
      'Benchmark_Stem-8   \t      25477538 ns/op\t   8.82 MB/s\t 1377490 B/op\t   58406 allocs/op',
      '```',
    ].join('\n');
    const a = analyze(text);
    expect(a.configs.map((c) => c.label)).toEqual(['Before', 'After']);
    const ns = a.measurements.find((m) => m.config === 'After' && m.metric === 'Benchmark_Stem-8 ns/op')!;
    expect([ns.value, ns.unit]).toEqual([0.025477538, 's']);
  });

  it("go test's `PASS` between the command and the lines names no run: the caption above does", () => {
    const run = (name: string, ns: string) => [
      name,
      '$ go test -benchmem -bench=.',
      'PASS',
      `BenchmarkDecodeAll          5000            ${ns} ns/op           62057 B/op        186 allocs/op`,
      '',
    ];
    const a = analyze([...run('Before:', '483495'), ...run('After', '277428')].join('\n'));
    expect(a.configs.map((c) => c.label)).toEqual(['Before', 'After']);
  });

  it('`BenchmarkAlloc-64  10000  123456 ns/op  4096 B/op`: one run per block, ns/op in seconds, repeats as samples', () => {
    const a = analyze(
      [
        'Before (THP disabled):',
        '',
        'BenchmarkAlloc-64          \t   10000\t    123456 ns/op\t    4096 B/op\t       1 allocs/op',
        'BenchmarkAlloc-64          \t   10000\t    123000 ns/op\t    4096 B/op\t       1 allocs/op',
        '',
        'After (THP always):',
        '',
        'BenchmarkAlloc-64          \t   10000\t    103456 ns/op\t    4096 B/op\t       1 allocs/op',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['Before (THP disabled)', 'After (THP always)']);
    const before = m(a, 'Before (THP disabled)', 'BenchmarkAlloc-64 ns/op');
    expect(before.value).toBeCloseTo(123228e-9, 12);
    expect(before.samples).toHaveLength(2);
    expect(m(a, 'After (THP always)', 'BenchmarkAlloc-64 B/op').value).toBe(4096);
  });
});
